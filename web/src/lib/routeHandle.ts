import type { Params } from 'react-router';

/** What the route table attaches to a route: the page title, computed from the route's parameters. */
export interface RouteHandle {
  title: (params: Params) => string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'function';
}
