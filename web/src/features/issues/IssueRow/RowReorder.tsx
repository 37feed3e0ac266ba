import { GrabberIcon, KebabHorizontalIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton } from '@primer/react';
import type { PointerEvent } from 'react';
import classes from './IssueRow.module.css';

export type KeyboardMove = 'top' | 'up' | 'down' | 'bottom';

/** Reordering a row, where a list offers it (the milestone page). */
export interface RowReorder {
  /** The row's place in the list shown, from 0, of `count`. */
  position: number;
  count: number;
  dragging: boolean;
  onDragStart: (event: PointerEvent<HTMLElement>) => void;
  onMove: (move: KeyboardMove) => void;
}

/** The drag handle before a row (the pointer's way; the move menu is the keyboard's). */
export function RowDragHandle({ onDragStart }: Pick<RowReorder, 'onDragStart'>) {
  return (
    <span className={classes.handle} onPointerDown={onDragStart} aria-hidden="true" title="Drag to reorder" data-testid="drag-handle">
      <GrabberIcon />
    </span>
  );
}

/** The row's move menu: to the top, up, down, to the bottom. */
export function RowMoveMenu({ number, title, reorder }: { number: number; title: string; reorder: RowReorder }) {
  const first = reorder.position === 0;
  const last = reorder.position === reorder.count - 1;
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <IconButton icon={KebabHorizontalIcon} variant="invisible" size="small" aria-label={`Move #${number}: ${title}`} />
      </ActionMenu.Anchor>
      <ActionMenu.Overlay>
        <ActionList aria-label={`Move #${number}`}>
          <ActionList.Item disabled={first} onSelect={() => reorder.onMove('top')}>
            Move to top
          </ActionList.Item>
          <ActionList.Item disabled={first} onSelect={() => reorder.onMove('up')}>
            Move up
          </ActionList.Item>
          <ActionList.Item disabled={last} onSelect={() => reorder.onMove('down')}>
            Move down
          </ActionList.Item>
          <ActionList.Item disabled={last} onSelect={() => reorder.onMove('bottom')}>
            Move to bottom
          </ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
