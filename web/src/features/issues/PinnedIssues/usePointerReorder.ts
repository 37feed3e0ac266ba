import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { moveItem, sameOrder } from './pinnedOrder';

export interface PointerDrag {
  /** The dragged item's id. */
  id: string;
  /** The order shown while dragging: the dragged item sits where the pointer is. */
  order: string[];
}

export interface PointerReorder {
  drag: PointerDrag | null;
  /** Starts a drag from an item's handle (primary button or touch only). */
  startDrag: (id: string, event: ReactPointerEvent<HTMLElement>) => void;
  /** Registers an item's element, which is where a drag over it lands. */
  itemRef: (id: string) => (element: HTMLElement | null) => void;
}

/**
 * Reordering by dragging, with pointer events and no library: while the pointer is over another
 * item, the dragged one takes that item's place; releasing commits the order through `onReorder`
 * (only when it changed), Escape or a cancelled pointer put everything back. Listeners sit on the
 * window, so the drag survives the dragged element moving within the list.
 */
export function usePointerReorder(ids: readonly string[], onReorder: (order: string[]) => void): PointerReorder {
  const [drag, setDrag] = useState<PointerDrag | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const stop = useRef<(() => void) | null>(null);
  const latestOnReorder = useRef(onReorder);
  useEffect(() => {
    latestOnReorder.current = onReorder;
  }, [onReorder]);
  useEffect(() => () => stop.current?.(), []);

  const startDrag = useCallback(
    (id: string, event: ReactPointerEvent<HTMLElement>) => {
      if (!event.isPrimary || event.button !== 0 || stop.current) return;
      event.preventDefault();
      const initial = [...ids];
      let current: PointerDrag = { id, order: initial };
      setDrag(current);
      const handleMove = (move: PointerEvent) => {
        for (const [targetId, element] of elements.current) {
          const rect = element.getBoundingClientRect();
          const inside = move.clientX >= rect.left && move.clientX <= rect.right && move.clientY >= rect.top && move.clientY <= rect.bottom;
          if (!inside || targetId === id) continue;
          const order = moveItem(current.order, current.order.indexOf(id), current.order.indexOf(targetId));
          if (!sameOrder(order, current.order)) {
            current = { id, order };
            setDrag(current);
          }
          return;
        }
      };
      const finish = (commit: boolean) => {
        window.removeEventListener('pointermove', handleMove);
        window.removeEventListener('pointerup', handleUp);
        window.removeEventListener('pointercancel', handleCancel);
        window.removeEventListener('keydown', handleKey, true);
        stop.current = null;
        setDrag(null);
        if (commit && !sameOrder(current.order, initial)) latestOnReorder.current(current.order);
      };
      const handleUp = () => finish(true);
      const handleCancel = () => finish(false);
      const handleKey = (key: KeyboardEvent) => {
        if (key.key !== 'Escape') return;
        key.preventDefault();
        key.stopPropagation();
        finish(false);
      };
      window.addEventListener('pointermove', handleMove);
      window.addEventListener('pointerup', handleUp);
      window.addEventListener('pointercancel', handleCancel);
      window.addEventListener('keydown', handleKey, true);
      stop.current = () => finish(false);
    },
    [ids],
  );

  const itemRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );

  return { drag, startDrag, itemRef };
}
