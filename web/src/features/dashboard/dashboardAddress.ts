import { normaliseForList } from '@issues/search-query';
import { DEFAULT_VIEW_ID } from '../../lib/knownViews';

/** The dashboard's address for a view (`/issues` is the plain search, which needs `q`). */
export function dashboardPath(viewId: string | undefined): string {
  return viewId === undefined ? '/issues' : `/issues/${encodeURIComponent(viewId)}`;
}

/**
 * The dashboard's address for a query and page (spec 000 §4 "Root navigation"): the view's own
 * query opens the view without `q`; another query stays on the view with `q`, except on the
 * default view, whose other queries are the plain search (`/issues?q=`). `page` is left out when it
 * is 1, `pageSize` when it is the default.
 */
export function dashboardHref(viewId: string | undefined, query: string, baseQuery: string | null, page = 1, pageSize?: number): string {
  const search = new URLSearchParams();
  const own = viewId !== undefined && baseQuery !== null && query.trim() === baseQuery.trim();
  if (!own && viewId === DEFAULT_VIEW_ID) viewId = undefined;
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
