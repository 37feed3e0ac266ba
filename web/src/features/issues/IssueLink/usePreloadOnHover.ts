import { useCallback, useEffect, useMemo, useRef, type FocusEvent, type PointerEvent } from 'react';
import { issuePath, preloadIssue } from './preloadIssue';
import { preloadCode } from '../../../lib/preloadCode';

/** Spec 000 "preload debounce 500 ms": how long a pointer rests on (or focus stays at) a link before its issue loads. */
export const PRELOAD_DEBOUNCE_MS = 500;

/** The issue page's code (the page and its route loader), so a navigation to it fetches no chunk. */
export function preloadIssuePageCode(): Promise<unknown> {
  return Promise.all([import('../../../pages/IssuePage/IssuePage'), import('../../../pages/IssuePage/issuePageLoader')]);
}

/** The path of the issue page an anchor goes to on this host, or null for any other link. */
export function sameHostIssuePath(anchor: HTMLAnchorElement): string | null {
  if (!anchor.href) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !issuePath(url.pathname)) return null;
  return url.pathname;
}

/** The handlers `usePreloadOnHover` gives, to spread onto an issue link. */
export interface PreloadOnHoverHandlers {
  onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => void;
  onPointerLeave: () => void;
  onFocus: (event: FocusEvent<HTMLAnchorElement>) => void;
  onBlur: () => void;
}

/**
 * Preloading of an issue link's page (spec 000: "Issue links to the same host are intercepted: the
 * issue is preloaded…", "preload debounce 500 ms"): once a pointer (mouse, pen, a held touch) has
 * rested on the link, or keyboard focus has stayed on it, for 500 ms, the issue's data (the issue
 * view's query, store-or-network) and the issue page's code load, so the click that follows
 * navigates without waiting. Leaving the link or blurring it first cancels; links that are not
 * issue pages of this host load nothing. Failures are left to the click (`useIssueNavigation`).
 */
export function usePreloadOnHover(): PreloadOnHoverHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);
  const start = useCallback(
    (anchor: HTMLAnchorElement) => {
      cancel();
      const pathname = sameHostIssuePath(anchor);
      if (!pathname) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        preloadCode(() => Promise.all([preloadIssue(pathname), preloadIssuePageCode()]));
      }, PRELOAD_DEBOUNCE_MS);
    },
    [cancel],
  );
  return useMemo(
    () => ({
      onPointerEnter: (event) => start(event.currentTarget),
      onPointerLeave: cancel,
      onFocus: (event) => start(event.currentTarget),
      onBlur: cancel,
    }),
    [start, cancel],
  );
}
