import { DEFAULT_REPOSITORY_QUERY, listRepository, pageParams } from '@issues/search-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import DashboardPageListQueryNode, {
  type DashboardPageListQuery,
  type DashboardPageListQuery$variables,
} from '../../__generated__/DashboardPageListQuery.graphql';
import ViewsPaneSavedViewsQueryNode, { type ViewsPaneSavedViewsQuery } from '../../__generated__/ViewsPaneSavedViewsQuery.graphql';
import { dashboardPath, dashboardServerQuery } from '../../features/dashboard/dashboardAddress';
import { queryErrors } from '../../features/issues/IssueList/queryErrors';
import { appStarted } from '../../lib/appStart';
import { loadSession } from '../../lib/session';
import { DEFAULT_VIEW_ID, findKnownView } from '../../lib/knownViews';
import { startLoaderQuery } from '../../relay/loaderQuery';

/** What the page reads from its loader: who is signed in (the pane widths are stored per person). */
export interface DashboardData {
  login: string | null;
}

/** What a dashboard address runs: the applied query, the server's form of it, the page. */
export interface DashboardRequest {
  /** The query the list shows: `q`, else the view's own query. */
  query: string;
  /** The view's own query (null on the plain search). */
  baseQuery: string | null;
  page: number;
  pageSize: number;
  offset: number;
  /** The query's errors: the search is not run when there are any. */
  errors: readonly string[];
  variables: DashboardPageListQuery$variables;
}

/** One reading of a dashboard address, for the loader and the page alike (their requests are one). */
export function dashboardRequest(baseQuery: string | null, search: URLSearchParams, today: Date): DashboardRequest {
  const typed = search.get('q')?.trim();
  const query = typed || baseQuery || DEFAULT_REPOSITORY_QUERY;
  const { page, pageSize, offset } = pageParams(search.get('page'), search.get('pageSize'));
  const serverQuery = dashboardServerQuery(query, today);
  let errors = queryErrors(query);
  if (errors.length === 0) errors = queryErrors(serverQuery);
  // A list of one repository (a single `repo:` term) reads that repository for its bulk actions.
  const repository = listRepository(query);
  const scope = { owner: repository?.owner ?? '', name: repository?.name ?? '', scoped: repository !== null };
  return { query, baseQuery, page, pageSize, offset, errors, variables: { query: serverQuery, first: pageSize, skip: offset, ...scope } };
}

/**
 * `/issues` without `q` goes to the default view. Otherwise the view's list starts as soon as the
 * address matches, next to the page's code and the saved views: at once for a built-in view, after
 * the saved views for a saved one (its query is stored with it). On the page the browser loaded,
 * the loader waits for the rows, so the first paint has them (see `repoIssuesLoader`).
 */
export async function dashboardLoader({ params, request }: LoaderFunctionArgs): Promise<Response | DashboardData> {
  const search = new URL(request.url).searchParams;
  const viewId = params.viewId;
  if (viewId === undefined && !search.get('q')?.trim()) return redirect(dashboardPath(DEFAULT_VIEW_ID));
  // Shared with the app shell's check (one request per visit); read last so nothing waits on it.
  const session = loadSession().catch(() => null);
  const data = async (): Promise<DashboardData> => ({ login: (await session)?.login ?? null });
  const savedViews = startLoaderQuery<ViewsPaneSavedViewsQuery>(ViewsPaneSavedViewsQueryNode, {});
  const known = findKnownView(viewId);
  let baseQuery: string | null = known?.query ?? null;
  if (viewId !== undefined && !known) {
    const views = await savedViews;
    baseQuery = views?.viewer.dashboard?.shortcuts.nodes?.find((node) => node?.id === viewId)?.query ?? null;
    if (baseQuery === null) return data();
  }
  const { errors, variables } = dashboardRequest(baseQuery, search, new Date());
  if (errors.length > 0) return data();
  const list = startLoaderQuery<DashboardPageListQuery>(DashboardPageListQueryNode, variables);
  if (!appStarted()) await Promise.all([list, savedViews]);
  return data();
}
