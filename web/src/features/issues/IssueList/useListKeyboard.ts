import { useEffect, useState, type RefObject } from 'react';

/** The list's keyboard shortcuts (spec §2 "Repository issue list screen"; issue 4 item 11). */
export const LIST_SHORTCUTS: readonly { keys: string; description: string }[] = [
  { keys: 'j', description: 'Move to the next issue' },
  { keys: 'k', description: 'Move to the previous issue' },
  { keys: 'o or Enter', description: 'Open the focused issue' },
  { keys: 'x', description: 'Select or deselect the focused issue' },
  { keys: 'e', description: "Open the 'Mark as' menu" },
  { keys: '/', description: 'Focus the filter bar' },
  { keys: '?', description: 'Show the keyboard shortcuts' },
];

/** Whether a key event comes from a place where typing means text (inputs, editors, menus). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="menu"], [role="dialog"], [role="listbox"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * j / k move the focused row (its title link takes focus, so Enter opens it), o opens it, x
 * toggles its selection and e opens the 'Mark as' menu (where bulk actions are available), /
 * focuses the filter bar and ? opens the shortcut list. Keys with modifiers, and keys typed in
 * inputs, menus and dialogs, are left alone.
 */
export function useListKeyboard(
  list: RefObject<HTMLElement | null>,
  options: { onHelp: () => void; onToggle?: (index: number) => void; onMarkAs?: () => void },
): number | null {
  const [focused, setFocused] = useState<number | null>(null);
  const { onHelp, onToggle, onMarkAs } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const rows = [...(list.current?.querySelectorAll<HTMLElement>('[data-testid="issue-row"]') ?? [])];
      const titleOf = (row: HTMLElement | undefined) => row?.querySelector<HTMLAnchorElement>('a[data-row-title]') ?? null;
      const current = rows.findIndex((row) => row.contains(document.activeElement));
      switch (event.key) {
        case 'j':
        case 'k': {
          if (rows.length === 0) return;
          const next = current < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, current + (event.key === 'j' ? 1 : -1)));
          titleOf(rows[next])?.focus();
          setFocused(next);
          event.preventDefault();
          return;
        }
        case 'o': {
          const link = titleOf(rows[current < 0 ? (focused ?? -1) : current]);
          if (!link) return;
          link.click();
          event.preventDefault();
          return;
        }
        case 'x': {
          const index = current < 0 ? (focused ?? -1) : current;
          if (!onToggle || index < 0 || index >= rows.length) return;
          onToggle(index);
          event.preventDefault();
          return;
        }
        case 'e': {
          if (!onMarkAs) return;
          onMarkAs();
          event.preventDefault();
          return;
        }
        case '/': {
          const filter = document.querySelector<HTMLInputElement>('input[name="q"]');
          filter?.focus();
          // The caret goes after the query, ready to add to it (a value from the server's HTML
          // would otherwise take it at the start).
          filter?.setSelectionRange(filter.value.length, filter.value.length);
          event.preventDefault();
          return;
        }
        case '?': {
          onHelp();
          event.preventDefault();
          return;
        }
        default:
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [list, focused, onHelp, onToggle, onMarkAs]);
  return focused;
}
