import { useEffect, useState } from 'react';
import classes from './IssueShortcuts.module.css';
import { LazyDialog } from '../../../components/LazyDialog/LazyDialog';

/** The issue page's keyboard shortcuts, in GitHub's words (its "Issues and pull requests" shortcuts). */
export const ISSUE_SHORTCUTS: readonly { keys: readonly string[]; description: string }[] = [
  { keys: ['a'], description: 'Set an assignee' },
  { keys: ['l'], description: 'Apply a label' },
  { keys: ['m'], description: 'Set a milestone' },
  { keys: ['r'], description: 'Quote the selected text in your reply' },
  { keys: ['Ctrl+Enter', '⌘+Enter'], description: 'Submit a comment' },
  { keys: ['Ctrl+Shift+P', '⌘+Shift+P'], description: 'Toggle between the Write and Preview tabs' },
  { keys: ['?'], description: 'Show the keyboard shortcuts' },
];

/** Whether a key event comes from a place where typing means text (inputs, editors, menus, dialogs). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `?` anywhere on the issue page, outside fields and dialogs, lists its shortcuts in a dialog. */
export function IssueShortcuts() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!open) return null;
  return (
    <LazyDialog title="Keyboard shortcuts" onClose={() => setOpen(false)} data-testid="issue-shortcuts">
      <dl className={classes.shortcuts}>
        {ISSUE_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.description}>
            <dt>
              {shortcut.keys.map((keys, index) => (
                <span key={keys}>
                  {index > 0 ? ' or ' : null}
                  <kbd>{keys}</kbd>
                </span>
              ))}
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
    </LazyDialog>
  );
}
