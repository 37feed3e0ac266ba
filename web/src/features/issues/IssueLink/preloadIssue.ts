import { fetchQuery } from 'relay-runtime';
import { relayEnvironment } from '../../../relay/environment';
import { retainQuery } from '../../../relay/loaderQuery';

const ISSUE_PATH = /^\/([^/]+)\/([^/]+)\/issues\/(\d+)$/;

/** The owner, repository and number of an issue page path, or null. */
export function issuePath(pathname: string): { owner: string; name: string; number: number } | null {
  const match = ISSUE_PATH.exec(pathname);
  if (!match) return null;
  return { owner: decodeURIComponent(match[1] ?? ''), name: decodeURIComponent(match[2] ?? ''), number: Number(match[3]) };
}

/**
 * Loads an issue page's data (the issue and its first 15 timeline items) into the store, so the page
 * shows at once when the navigation happens, and keeps it there for a while (30 s) for that
 * navigation. Rejects when the load fails. The query's artifact is fetched here, on the first hover,
 * rather than with the lists that offer the preload.
 */
export async function preloadIssue(pathname: string): Promise<void> {
  const target = issuePath(pathname);
  if (!target) return;
  const { default: IssueViewQuery } = await import('../../../__generated__/IssueViewQuery.graphql');
  retainQuery(IssueViewQuery, target);
  await fetchQuery(relayEnvironment, IssueViewQuery, target, { fetchPolicy: 'store-or-network' }).toPromise();
}
