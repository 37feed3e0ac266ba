import { useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';

/** What `useKeptWhileLoading` gives: the request to render, and whether a newer one is loading. */
export interface KeptRequest<T> {
  shown: T;
  loading: boolean;
}

/**
 * A list's request kept on screen while the next one loads (a filter change, a tab, a page link):
 * the new request is taken up in a transition of the page's own, so React keeps the current rows
 * (no skeleton for a layout already shown) until the new rows are ready, and the page knows it is
 * waiting: `loading` is true from the first render of the new address until the new rows commit,
 * for the list to show its rows dimmed and busy. Requests are told apart by `key`; a request whose
 * rows are in the store is taken up at once.
 */
export function useKeptWhileLoading<T>(request: T, key: string): KeptRequest<T> {
  const [kept, setKept] = useState({ request, key });
  const [pending, startTransition] = useTransition();
  const latest = useRef(request);
  useLayoutEffect(() => {
    latest.current = request;
  });
  useEffect(() => {
    if (kept.key !== key) startTransition(() => setKept({ request: latest.current, key }));
  }, [key, kept.key]);
  const stale = kept.key !== key;
  return { shown: stale ? kept.request : request, loading: stale || pending };
}
