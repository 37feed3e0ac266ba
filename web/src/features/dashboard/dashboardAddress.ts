import { normaliseForList } from '@issues/search-query';

/** The dashboard's address for a view (`/issues` is the plain search, which needs `q`). */
export function dashboardPath(viewId: string | undefined): string {
  return viewId === undefined ? '/issues' : `/issues/${encodeURIComponent(viewId)}`;
}

/**
 * The dashboard's address for a query and page (spec 000 §4 "Dashboard flags": a search submitted
 * in a view navigates to the view's URL with the query). The view's own query opens the view
 * without `q`; another query stays on the view with `q`, on every view alike (the default view
 * too: going to the plain search is "Root navigation", a separate action, not a refined search).
 * `page` is left out when it is 1, `pageSize` when it is the default.
 */
export function dashboardHref(viewId: string | undefined, query: string, baseQuery: string | null, page = 1, pageSize?: number): string {
  const search = new URLSearchParams();
  const own = viewId !== undefined && baseQuery !== null && query.trim() === baseQuery.trim();
  if (!own) search.set('q', query.trim());
  if (page > 1) search.set('page', String(page));
  if (pageSize !== undefined && pageSize !== 25) search.set('pageSize', String(pageSize));
  const text = search.toString();
  return `${dashboardPath(viewId)}${text ? `?${text}` : ''}`;
}

/**
 * What the server runs for a dashboard list: `@today` resolved, archived repositories left out
 * unless the query says otherwise, and the default sort added.
 */
export function dashboardServerQuery(query: string, today: Date): string {
  return normaliseForList(query, { today });
}
