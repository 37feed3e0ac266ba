import { Activity, useContext, useEffect, useLayoutEffect, useRef, useState, type ContextType, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useMatches,
  useOutlet,
} from 'react-router';
import { isRouteHandle } from '../../lib/routeHandle';

/** A page as it was rendered: its element and the router state its hooks read. */
interface PageSnapshot {
  outlet: ReactNode;
  location: ContextType<typeof LocationContext>;
  state: ContextType<typeof DataRouterStateContext>;
}

/** The kept page's slot: what it renders, and the live outlet that rendering stands for. */
interface Slot {
  page: PageSnapshot;
  /** The router's element for the address shown; the slot's page may be an earlier, equivalent one. */
  standsFor: ReactNode;
  hidden: boolean;
  /** The kept page shown again as it was: where it was scrolled to and what had focus come back on a back or forward move. */
  restored: boolean;
}

/** Where the person was on the shown kept page: the window's scroll position and the focused element in `<main>`. */
interface PlaceOnPage {
  scrollY: number;
  focused: HTMLElement | null;
}

function samePlace(a: PageSnapshot, b: PageSnapshot): boolean {
  const { pathname, search, hash } = a.location.location;
  const next = b.location.location;
  return pathname === next.pathname && search === next.search && hash === next.hash;
}

/**
 * The shell's outlet, keeping the last list page alive (issue 20, warm navigation). A route whose
 * handle has `keepAlive` (the repository lists and the dashboard) is rendered in a slot of its own;
 * when the person moves on to a page without it (an issue opened from the list), the list stays
 * mounted in that slot inside a hidden `<Activity>`: its DOM and state are kept, its effects
 * (subscriptions, timers) stopped. Hidden, it reads the router as it was when last shown, so it
 * never renders for an address that is not its own.
 *
 * Coming back to the same address (the browser's back button, the list's link) shows the kept page
 * as it was, without rendering it again: its effects start again (the document title, the store's
 * subscriptions) and the route's loader refreshes its rows in the background, which then update in
 * place. Another address (or a route error) renders the page for it, in the same slot. Only one
 * page is kept: the next list or dashboard view opened takes the slot.
 */
export function KeptOutlet() {
  const outlet = useOutlet();
  const live: PageSnapshot = {
    outlet,
    location: useContext(LocationContext),
    state: useContext(DataRouterStateContext),
  };
  const keepAlive = useMatches().some((match) => isRouteHandle(match.handle) && match.handle.keepAlive === true);
  const [slot, setSlot] = useState<Slot | null>(null);
  // The slot follows the router from the render itself (React's pattern for state derived from
  // earlier renders): `outlet` is a new element whenever the router's state changes, and only then.
  let next = slot;
  if (keepAlive && slot?.standsFor !== outlet) {
    const idle = live.state?.navigation.state === 'idle';
    const asKept = slot !== null && live.state?.errors == null && slot.page.state?.errors == null && samePlace(slot.page, live);
    if (asKept && !slot.hidden && !idle) {
      // Leaving (or reloading) the address shown: the page stays as it is until the router has the
      // next one, so the snapshot kept is one of the address at rest.
      next = { ...slot, standsFor: outlet };
    } else {
      const reveal = asKept && slot.hidden && idle;
      next = { page: reveal ? slot.page : live, standsFor: outlet, hidden: false, restored: reveal };
    }
  } else if (!keepAlive && slot !== null && !slot.hidden) {
    next = { ...slot, hidden: true, restored: false };
  }
  if (next !== slot) setSlot(next);
  // React hydrates the content of an <Activity> from the server's HTML at its lowest priority, after
  // everything else, unless an update reaches it: one render after the first commit hydrates the page
  // at the priority it would have had without the boundary, so it is interactive (and its effects run)
  // as soon as the shell is.
  const [, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // While the kept page is shown, where the person is on it; a back or forward move that shows it
  // again returns there, as the browser does for a page it kept (its history entry's scroll
  // position, and focus on the link that was followed).
  const place = useRef<PlaceOnPage>({ scrollY: 0, focused: null });
  const shown = useRef(false);
  useEffect(() => {
    const onScroll = () => {
      if (shown.current) place.current.scrollY = window.scrollY;
    };
    const onFocus = (event: FocusEvent) => {
      if (shown.current && event.target instanceof HTMLElement && event.target.closest('main') !== null)
        place.current.focused = event.target;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  const navigationType = live.location.navigationType;
  useLayoutEffect(() => {
    const wasShown = shown.current;
    shown.current = next !== null && !next.hidden;
    if (!shown.current) return;
    if (next?.restored && navigationType === 'POP') {
      window.scrollTo(0, place.current.scrollY);
      // Focusing an element no longer in the document or not shown (in a closed menu) does nothing,
      // so it is not checked first (that would force a style pass before the paint's own).
      place.current.focused?.focus({ preventScroll: true });
    } else if (!wasShown) {
      place.current = { scrollY: window.scrollY, focused: null };
    }
  }, [next, navigationType]);
  return (
    <>
      {next === null ? null : (
        <Activity mode={next.hidden ? 'hidden' : 'visible'}>
          <LocationContext.Provider value={next.page.location}>
            <DataRouterStateContext.Provider value={next.page.state}>{next.page.outlet}</DataRouterStateContext.Provider>
          </LocationContext.Provider>
        </Activity>
      )}
      {keepAlive ? null : outlet}
    </>
  );
}
