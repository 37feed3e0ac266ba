import type { LoaderFunctionArgs, Params } from 'react-router';
import RepoIssuesPageQueryNode, {
  type RepoIssuesPageQuery,
  type RepoIssuesPageQuery$variables,
} from '../../__generated__/RepoIssuesPageQuery.graphql';
import { appliedQuery, listPage, routeFilter, serverQuery } from '../../features/issues/IssueList/listAddress';
import { queryErrors } from '../../features/issues/IssueList/queryErrors';
import { appStarted } from '../../lib/appStart';
import { startLoaderQuery } from '../../relay/loaderQuery';

/** What a list address asks for, as the page reads it. */
export interface ListRequest {
  owner: string;
  repo: string;
  /** The applied query, as typed (without the repository scope). */
  query: string;
  pageSize: number;
  offset: number;
  /** The query's errors: the search is not run when there are any. */
  errors: readonly string[];
}

/**
 * A list address read into what it asks for. The query's errors include the length limit of the
 * query the server runs: the repository scope and the default sort it adds can take a typed query
 * that fits past 1,024 characters, and the person should read that under the filter bar rather than
 * get an error about a text they never typed.
 */
export function listRequest(params: Params, search: URLSearchParams): ListRequest {
  const query = appliedQuery(search.get('q'), routeFilter(params));
  const owner = params.owner ?? '';
  const repo = params.repo ?? '';
  const { pageSize, offset } = listPage(search);
  const today = new Date();
  return remembered(['request', owner, repo, query, pageSize, offset, utcDay(today)], () => {
    let errors = queryErrors(query);
    if (errors.length === 0) errors = queryErrors(serverQuery(query, owner, repo, today));
    return { owner, repo, query, pageSize, offset, errors };
  });
}

/** The page query's variables: one function for the loader and the page, so their requests are one. */
export function repoIssuesVariables(list: ListRequest, today: Date): RepoIssuesPageQuery$variables {
  return {
    owner: list.owner,
    name: list.repo,
    query: remembered(['query', list.owner, list.repo, list.query, utcDay(today)], () =>
      serverQuery(list.query, list.owner, list.repo, today),
    ),
    first: list.pageSize,
    skip: list.offset,
    run: list.errors.length === 0,
  };
}

/** `@today` is a UTC date: a query's checks and its normal form hold for the whole UTC day. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The last few addresses' checked and normalised queries, so that the loader and the page, and a
 * return to a list, parse a query once: on a warm navigation back to a list, the parser's first
 * runs (not yet optimised by the engine) took about 5 ms of the 100 the navigation may take.
 */
const remembers = new Map<string, unknown>();
const REMEMBERED = 16;

function remembered<T>(parts: readonly (string | number)[], make: () => T): T {
  const key = JSON.stringify(parts);
  if (remembers.has(key)) return remembers.get(key) as T;
  const value = make();
  remembers.set(key, value);
  if (remembers.size > REMEMBERED) remembers.delete(remembers.keys().next().value as string);
  return value;
}

/**
 * Starts the list's query as soon as the route matches, alongside the page's code and the session
 * check, instead of when the page first renders. The page's `useLazyLoadQuery` with the same
 * variables joins the request in flight (Relay dedupes by operation and variables) or finds the
 * result in the store.
 *
 * On the page the browser loaded, the loader waits for the result: the page then renders with its
 * rows at once rather than a skeleton that React keeps for at least 300 ms once shown. Later
 * navigations (a filter change, a page link) do not wait: they are transitions that keep the
 * current rows until the new ones are ready.
 */
export async function repoIssuesLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const variables = repoIssuesVariables(listRequest(params, new URL(request.url).searchParams), new Date());
  const result = startLoaderQuery<RepoIssuesPageQuery>(RepoIssuesPageQueryNode, variables);
  if (!appStarted()) await result;
  return null;
}
