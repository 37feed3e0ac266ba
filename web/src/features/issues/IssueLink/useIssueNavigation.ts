import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { issuePath, preloadIssue } from './preloadIssue';

/**
 * Click handling for links to issue pages (spec §2 "Repository issue list screen"): a plain click
 * on a same-host issue link preloads the issue, then navigates within the page; when the preload
 * fails the browser loads the page itself. Modified clicks (middle button, shift, ctrl, meta, alt)
 * are left to the browser.
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
      preloadIssue(url.pathname).then(
        () => void navigate(href),
        () => window.location.assign(href),
      );
    },
    [navigate],
  );
}
