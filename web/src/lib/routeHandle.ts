import type { Params } from 'react-router';

/** What the route table attaches to a route: the page title, computed from the route's parameters. */
export interface RouteHandle {
  title: (params: Params) => string;
  /**
   * The page stays mounted, hidden, while the person is on a page opened from it (a list while one
   * of its issues is open), so going back shows it at once, as it was (components/AppShell/KeptOutlet).
   */
  keepAlive?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'function';
}
