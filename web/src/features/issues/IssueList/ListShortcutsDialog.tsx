import { Dialog } from '@primer/react/experimental';
import classes from './IssueList.module.css';
import { LIST_SHORTCUTS } from './useListKeyboard';

export interface ListShortcutsDialogProps {
  onClose: () => void;
}

/** The list's "Keyboard shortcuts" dialog (`?`); `IssueListResults` loads it when it first opens. */
export function ListShortcutsDialog({ onClose }: ListShortcutsDialogProps) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <dl className={classes.shortcuts}>
        {LIST_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
