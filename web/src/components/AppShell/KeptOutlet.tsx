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

/** Router state a page can be shown with as it was: no route error, no navigation held by a blocker (a page's "leave?" prompt). */
function atRest(state: PageSnapshot['state']): boolean {
  return state !== null && state.errors == null && [...state.blockers.values()].every((blocker) => blocker.state === 'unblocked');
}

/**
 * The page a slot shows for the router's live state, given the page it shows (`shown`, hidden or
 * not): the same page, not rendered again, while the router loads the next address (leaving it, a
 * filter change) or when a hidden page's address is back; otherwise the live one.
 */
function followRouter(shown: PageSnapshot | null, hidden: boolean, live: PageSnapshot): { page: PageSnapshot; restored: boolean } {
  const asShown = shown !== null && atRest(shown.state) && atRest(live.state) && samePlace(shown, live);
  const idle = live.state?.navigation.state === 'idle';
  if (asShown && !hidden && !idle) return { page: shown, restored: false };
  if (asShown && hidden && idle) return { page: shown, restored: true };
  return { page: live, restored: false };
}

/** A page rendered with the router state of its snapshot. */
function SnapshotPage({ page }: { page: PageSnapshot }) {
  return (
    <LocationContext.Provider value={page.location}>
      <DataRouterStateContext.Provider value={page.state}>{page.outlet}</DataRouterStateContext.Provider>
    </LocationContext.Provider>
  );
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
 *
 * Every page, kept or not, stays as it is while the router loads the next address (pages read no
 * pending navigation: none uses `useNavigation`): starting to leave an issue does not render the
 * issue again, and the kept snapshot of a list is one of its address at rest. A page with a route
 * error or a navigation held by its "leave?" prompt (`useBlocker`) always follows the live state.
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
    next = { ...followRouter(slot?.page ?? null, slot?.hidden ?? false, live), standsFor: outlet, hidden: false };
  } else if (!keepAlive && slot !== null && !slot.hidden) {
    next = { ...slot, hidden: true, restored: false };
  }
  if (next !== slot) setSlot(next);
  // Any other page follows the router the same way in a slot of its own: it is not rendered again
  // when a navigation away from it starts (its links, the browser's back button), only for a new address.
  const [other, setOther] = useState<{ page: PageSnapshot; standsFor: ReactNode } | null>(null);
  let nextOther = other;
  if (keepAlive) nextOther = null;
  else if (other?.standsFor !== outlet) nextOther = { page: followRouter(other?.page ?? null, false, live).page, standsFor: outlet };
  if (nextOther !== other) setOther(nextOther);
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
      // Focusing an element that is hidden (in a closed menu) does nothing.
      place.current.focused?.focus({ preventScroll: true });
    } else if (!wasShown) {
      place.current = { scrollY: window.scrollY, focused: null };
    }
  }, [next, navigationType]);
  return (
    <>
      {next === null ? null : (
        <Activity mode={next.hidden ? 'hidden' : 'visible'}>
          <SnapshotPage page={next.page} />
        </Activity>
      )}
      {nextOther === null ? null : <SnapshotPage page={nextOther.page} />}
    </>
  );
}
