import { useEffect, useRef, type RefObject } from 'react';

/** GitHub's issue-page keys for the sidebar menus (listed by `?`, IssueView/IssueShortcuts.tsx). */
export type SidebarShortcutKey = 'a' | 'l' | 'm';

export type SidebarShortcutHandlers = Partial<Record<SidebarShortcutKey, () => void>>;

/** Whether a key event comes from a place where typing means text, or from an open menu. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="menu"], [role="listbox"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

interface MountedSidebar {
  handlers: SidebarShortcutHandlers;
  element: RefObject<HTMLElement | null>;
}

// The sidebars on the page, in the order they mounted.
const mounted: RefObject<MountedSidebar>[] = [];

/** The sidebar the keys are for: the side panel's (a dialog over the page) when one is open, else the newest. */
function activeSidebar(): MountedSidebar | undefined {
  const inPanel = mounted.findLast((entry) => entry.current.element.current?.closest('[role="dialog"]'));
  return (inPanel ?? mounted.at(-1))?.current;
}

function handleKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || isTyping(event.target)) return;
  const handler = activeSidebar()?.handlers[event.key as SidebarShortcutKey];
  if (!handler) return;
  event.preventDefault();
  handler();
}

/**
 * `a`, `l` and `m` open the Assignees, Labels and Milestone menus (GitHub's issue-page keys), for
 * the menus the viewer has. Keys with modifiers, and keys typed in inputs, text areas, editable
 * content and open menus, are left alone. With two sidebars on the page (the issue page and a side
 * panel over it) the side panel's answers.
 */
export function useSidebarShortcuts(handlers: SidebarShortcutHandlers, element: RefObject<HTMLElement | null>): void {
  const latest = useRef<MountedSidebar>({ handlers, element });
  useEffect(() => {
    latest.current = { handlers, element };
  });
  useEffect(() => {
    const entry = latest;
    mounted.push(entry);
    if (mounted.length === 1) document.addEventListener('keydown', handleKeyDown);
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      if (mounted.length === 0) document.removeEventListener('keydown', handleKeyDown);
    };
  }, []);
}
