import {
  DEFAULT_REPOSITORY_QUERY,
  filterTerm,
  normaliseForList,
  pageParams,
  parse,
  topLevelTerms,
  type PageParams,
} from '@issues/search-query';

/** Results past the 1,000th cannot be reached (the search's cap, spec §9 "Max list items"). */
export const MAX_LIST_ITEMS = 1000;

/** The filter a repository list route adds (`created_by/{login}`, `assigned/{login}`…). */
export interface RouteFilter {
  key: 'author' | 'assignee' | 'mentions';
  value: string;
}

/** The route filter of `/{owner}/{repo}/issues/created_by/…`, `assigned/…` or `mentioned/…`. */
export function routeFilter(params: Readonly<Record<string, string | undefined>>): RouteFilter | null {
  if (params.author !== undefined) return { key: 'author', value: params.author };
  if (params.app !== undefined) return { key: 'author', value: `app/${params.app}` };
  if (params.assignee !== undefined) return { key: 'assignee', value: params.assignee };
  if (params.mentioned !== undefined) return { key: 'mentions', value: params.mentioned };
  return null;
}

/**
 * The query the list shows and runs: `q` from the address, or, when it is blank, the default
 * 'is:issue state:open' plus the route's filter.
 */
export function appliedQuery(q: string | null, filter: RouteFilter | null): string {
  if (q !== null && q.trim() !== '') return q.trim();
  return filter ? `${DEFAULT_REPOSITORY_QUERY} ${filterTerm(filter.key, filter.value)}` : DEFAULT_REPOSITORY_QUERY;
}

/**
 * What the server runs for a repository list: `@today` resolved, the scope replaced by
 * `repo:{owner}/{name}` and the default sort added. Archived issues are not hidden: the list is of
 * one repository, archived or not.
 */
export function serverQuery(query: string, owner: string, name: string, today: Date): string {
  return normaliseForList(query, { today, scopeRepository: { owner, name }, includeArchived: true });
}

/** `page` and `pageSize` of the address (spec §5). */
export function listPage(search: URLSearchParams): PageParams {
  return pageParams(search.get('page'), search.get('pageSize'));
}

/** Pages the list offers: the reachable results over the page size, at least one. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.min(total, MAX_LIST_ITEMS) / pageSize));
}

/**
 * The address of the repository list for a query and page: `q` is left out when it is the
 * default, `page` when it is 1, `pageSize` when it is the default.
 */
export function listHref(owner: string, repo: string, query: string, page = 1, pageSize?: number): string {
  const search = new URLSearchParams();
  if (query.trim() !== DEFAULT_REPOSITORY_QUERY) search.set('q', query.trim());
  if (page > 1) search.set('page', String(page));
  if (pageSize !== undefined && pageSize !== 25) search.set('pageSize', String(pageSize));
  const text = search.toString();
  return `/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues${text ? `?${text}` : ''}`;
}

/** The state a query asks for at its top level (`state:closed`, `is:open`…), open when none. */
export function queryState(query: string): 'open' | 'closed' {
  for (const term of topLevelTerms(parse(query).root)) {
    if (term.kind !== 'qualifier' || (term.key !== 'state' && term.key !== 'is')) continue;
    const value = term.values.length === 1 ? term.values[0]?.text.toLowerCase() : undefined;
    if (value !== 'open' && value !== 'closed') continue;
    if (term.negated) return value === 'open' ? 'closed' : 'open';
    return value;
  }
  return 'open';
}

/** Short en-US dates, as rows show them: 'Nov 22, 2026'. */
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatShortDate(value: string | Date): string {
  return shortDate.format(new Date(value));
}
