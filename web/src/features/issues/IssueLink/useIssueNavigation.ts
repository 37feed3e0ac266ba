import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { issuePath, preloadIssue } from './preloadIssue';

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether the focused element takes typing (a text field, text area, select or editable content). */
export function inputActive(doc: Document = document): boolean {
  const element = doc.activeElement;
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLSelectElement) return !element.disabled;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type) && !element.readOnly && !element.disabled;
  return false;
}

/** The newest issue navigation; an older one still waiting gives way to it. */
let latest = 0;

/**
 * Runs `go` now when no input is active; otherwise holds it until focus leaves the inputs, so a
 * preload that finishes while the person types does not take the page away from under them.
 */
export function whenNoInputActive(go: () => void, ticket: number = ++latest): void {
  if (ticket !== latest) return;
  if (!inputActive()) {
    go();
    return;
  }
  const element = document.activeElement as HTMLElement;
  // Focus may move straight to another input: look again once it has settled.
  element.addEventListener('blur', () => setTimeout(() => whenNoInputActive(go, ticket)), { once: true });
}

/**
 * Click handling for links to issue pages (spec §2 "Repository issue list screen"): a plain click
 * on a same-host issue link preloads the issue, then navigates within the page; when the preload
 * fails the browser loads the page itself. Navigation is held while an input is active. Modified
 * clicks (middle button, shift, ctrl, meta, alt) are left to the browser.
 */
export function useIssueNavigation(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.currentTarget;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || !issuePath(url.pathname)) return;
      event.preventDefault();
      const href = `${url.pathname}${url.search}${url.hash}`;
      const ticket = ++latest;
      preloadIssue(url.pathname).then(
        () => whenNoInputActive(() => void navigate(href), ticket),
        () => whenNoInputActive(() => window.location.assign(href), ticket),
      );
    },
    [navigate],
  );
}
