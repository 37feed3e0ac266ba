import { Dialog } from '@primer/react/experimental';
import type { ReactNode } from 'react';

export interface AllViewsDialogProps {
  onClose: () => void;
  /** The views pane. */
  children: ReactNode;
}

/** The "All views" dialog of small screens (the views pane in a dialog); the dashboard loads it when it first opens. */
export function AllViewsDialog({ onClose, children }: AllViewsDialogProps) {
  return (
    <Dialog title="All views" onClose={onClose}>
      {children}
    </Dialog>
  );
}
