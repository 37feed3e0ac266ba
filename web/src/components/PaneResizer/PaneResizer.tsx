import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import classes from './PaneResizer.module.css';

interface Props {
  /** What is resized, for the separator's name ('Resize views pane'). */
  label: string;
  width: number;
  min: number;
  max: number;
  onResize: (width: number) => void;
  /** The pane grows when dragged this way: 'right' for a pane on the left, 'left' for one on the right. */
  grows: 'left' | 'right';
}

/** Keyboard step, and the larger step with Shift. */
const STEP = 16;
const BIG_STEP = 64;

/**
 * A draggable pane edge (WAI-ARIA window splitter): drag it, or focus it and use the arrow keys
 * (Shift for larger steps), Home and End.
 */
export function PaneResizer({ label, width, min, max, onResize, grows }: Props) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const direction = grows === 'right' ? 1 : -1;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    onResize(start.current.width + (event.clientX - start.current.x) * direction);
  };
  const onPointerUp = () => {
    start.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    if (event.key === 'ArrowRight') onResize(width + step * direction);
    else if (event.key === 'ArrowLeft') onResize(width - step * direction);
    else if (event.key === 'Home') onResize(min);
    else if (event.key === 'End') onResize(max);
    else return;
    event.preventDefault();
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className={classes.resizer}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
