import { isPullRequestOnly } from '@issues/search-query';
import { listHref } from '../../issues/IssueList/listAddress';

/** The repository tab a page belongs to; null where none is (a file of the repository). */
export type RepositoryTab = 'issues' | 'pullRequests' | 'labels' | 'milestones';

/** The open pull requests, as the Pull requests tab links them (the app lists them on the repository's list). */
export const OPEN_PULL_REQUESTS_QUERY = 'is:pr is:open';

/** Where the owner/name and the tabs of the repository header lead. */
export function repositoryTabHrefs(owner: string, name: string) {
  const base = `/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
  const issues = `${base}/issues`;
  return {
    // The app has no page at the repository's root: its name leads to its issues, as the issues area's home.
    repository: issues,
    issues,
    pullRequests: listHref(owner, name, OPEN_PULL_REQUESTS_QUERY),
    labels: `${base}/labels`,
    milestones: `${base}/milestones`,
  };
}

/** GitHub's badge beside the name: the visibility, "… archive" once the repository is archived. */
export function repositoryBadge(visibility: 'PUBLIC' | 'PRIVATE' | 'INTERNAL' | (string & {}), isArchived: boolean): string {
  const word = visibility === 'PRIVATE' ? 'Private' : visibility === 'INTERNAL' ? 'Internal' : 'Public';
  return isArchived ? `${word} archive` : word;
}

/**
 * A tab's counter as GitHub writes it: the number up to 999, then thousands with one decimal
 * ("1.2k"), and "5k+" from 5,000 on.
 */
export function repositoryTabCount(count: number): string {
  if (count < 1000) return String(count);
  if (count >= 5000) return '5k+';
  return `${Number((Math.floor(count / 100) / 10).toFixed(1))}k`;
}

/** The tab of the repository's list for a query: Pull requests when it lists only pull requests. */
export function listTab(query: string): RepositoryTab {
  return isPullRequestOnly(query) ? 'pullRequests' : 'issues';
}
