import { useEffect } from 'react';
import { requestQuoteReply } from '../IssueConversation/quoteReply';

/** Whether a key event comes from a place where typing means text, or from a menu or dialog. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The text selected inside `container`, or null when the selection is empty or reaches outside it. */
export function selectedTextWithin(container: HTMLElement | null): string | null {
  const selection = document.getSelection();
  if (!container || !selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  if (!container.contains(selection.anchorNode) || !container.contains(selection.focusNode)) return null;
  const text = selection.toString();
  return text.trim() === '' ? null : text;
}

/**
 * GitHub's `r` shortcut: with text of this body selected, and focus outside any field, `r` quotes
 * the selection into the comment form.
 */
export function useQuoteShortcut(body: HTMLElement | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !body) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'r' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target)) return;
      const text = selectedTextWithin(body);
      if (text === null) return;
      event.preventDefault();
      requestQuoteReply(text);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [body, enabled]);
}
