import type { LoaderFunctionArgs, Params } from 'react-router';
import IssueViewQueryNode, { type IssueViewQuery, type IssueViewQuery$variables } from '../../__generated__/IssueViewQuery.graphql';
import { appStarted } from '../../lib/appStart';
import { parseRouteNumber } from '../../lib/parseRouteNumber';
import { startLoaderQuery } from '../../relay/loaderQuery';

/** The issue view's variables for an issue page address: the loader's and the page's request are one. */
export function issuePageVariables(params: Params): IssueViewQuery$variables {
  return { owner: params.owner ?? '', name: params.repo ?? '', number: parseRouteNumber(params.number) };
}

/**
 * Starts the issue's query as soon as the route matches, alongside the page's code, instead of when
 * the page first renders (see `repoIssuesLoader`). An issue already in the store (preloaded on hover,
 * or visited before) shows at once and is refreshed in the background.
 *
 * On the page the browser loaded (and on the server, where nothing has started) the loader waits
 * for the result, so the page renders with the issue rather than a spinner first. Later navigations
 * do not wait. Reads no `window` or `document`: it runs on the server too.
 */
export async function issuePageLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const result = startLoaderQuery<IssueViewQuery>(IssueViewQueryNode, issuePageVariables(params));
  if (!appStarted()) await result;
  return null;
}
