import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while a page is rendered on the server and while the browser hydrates that HTML, true after
 * (React renders again with the browser's value) and from the first render of a page the browser
 * renders itself. What only the browser knows (a width stored in localStorage) waits for it, so the
 * first render in the browser matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
