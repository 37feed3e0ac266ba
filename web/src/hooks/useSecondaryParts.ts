import { useDeferredValue, useState } from 'react';
import { useLocation } from 'react-router';
import { isFirstPage } from '../lib/appStart';

/**
 * Whether a page shows its secondary parts yet (an issue's timeline and sidebar). On the page the
 * browser loaded (rendered on the server and hydrated, or rendered by the browser) they are there at
 * once: they are in the server's HTML. On a navigation inside the app the first render leaves them
 * out and a follow-up render (React's deferred value) adds them, so the page's heading and body
 * paint without waiting for the rest.
 */
export function useSecondaryParts(): boolean {
  // Not by the key 'default' alone: a reloaded page keeps its history entry's key, and its server
  // HTML (rendered with every part) must hydrate as it is, not lose the parts for a render.
  const { key } = useLocation();
  const [navigated] = useState(() => !isFirstPage(key));
  return useDeferredValue(true, !navigated);
}
