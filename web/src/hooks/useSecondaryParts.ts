import { useDeferredValue, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether a page shows its secondary parts yet (an issue's timeline and sidebar). On the page the
 * browser loaded (rendered on the server and hydrated, or rendered by the browser) they are there at
 * once: they are in the server's HTML. On a navigation inside the app the first render leaves them
 * out and a follow-up render (React's deferred value) adds them, so the page's heading and body
 * paint without waiting for the rest.
 */
export function useSecondaryParts(): boolean {
  // React Router gives the location the page was loaded at the key 'default'; navigations get their own.
  const { key } = useLocation();
  const [navigated] = useState(() => key !== 'default');
  return useDeferredValue(true, !navigated);
}
