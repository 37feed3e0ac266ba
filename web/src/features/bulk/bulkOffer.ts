/** Bulk actions are off from this many listed items (spec 000 §9, spec 001 §5). */
export const BULK_LIST_LIMIT = 100;

/** One job changes at most this many issues (spec 000 §9). */
export const MAX_BULK_ISSUES = 1000;

/** What the bulk actions need to know of the list's repository, read by the page's query. */
export interface BulkRepository {
  owner: string;
  name: string;
  /** The server's push rule (write or more on a repository that takes changes): bulk actions follow it. */
  viewerCanPush: boolean;
  isInOrganization: boolean;
  /** The repository uses issue types (it has an issue types list: organisation repositories with the feature on). */
  issueTypesEnabled: boolean;
}

export interface BulkOfferInput {
  /** The list's one repository; null or undefined where it is not known (lists across repositories). */
  repository: BulkRepository | null | undefined;
  /** The list is limited to issues (is:issue or type:issue, without pull requests). */
  issuesOnly: boolean;
  /** How many items the list shows (the page's rows, or the rows loaded so far). */
  listedCount: number;
  /** How many items are chosen, on this page or others of the same query. */
  selectedCount: number;
  /** A chosen item is a pull request. */
  pullRequestSelected: boolean;
}

export interface BulkOffer {
  /** Rows can be chosen and the bulk-action bar shows. */
  offered: boolean;
  /** The actions can be used: something is chosen, no pull request, no more than a job takes. */
  enabled: boolean;
  /** The issue-type action is part of the bar. */
  issueType: boolean;
}

/**
 * When bulk actions are offered (spec 000 §5, spec 001 §5): a known repository the viewer can push
 * to (`viewerCanPush`, which the server denies on a disabled, locked or archived repository), a list
 * limited to issues and fewer than 100 listed items. A chosen pull request disables the actions rather than hiding them; the issue-type action
 * is only for organisation repositories that use issue types.
 */
export function bulkOffer({ repository, issuesOnly, listedCount, selectedCount, pullRequestSelected }: BulkOfferInput): BulkOffer {
  const offered = !!repository && repository.viewerCanPush && issuesOnly && listedCount < BULK_LIST_LIMIT;
  return {
    offered,
    enabled: offered && selectedCount > 0 && selectedCount <= MAX_BULK_ISSUES && !pullRequestSelected,
    issueType: offered && !!repository?.isInOrganization && !!repository.issueTypesEnabled,
  };
}

/** The repository fields a page reads for bulk actions (its query selects these). */
export interface BulkRepositoryFields {
  viewerCanPush: boolean;
  isInOrganization: boolean;
  issueTypes?: { totalCount: number } | null;
}

/** A page's repository, as the bulk actions need it. */
export function bulkRepositoryOf(owner: string, name: string, fields: BulkRepositoryFields): BulkRepository {
  return {
    owner,
    name,
    viewerCanPush: fields.viewerCanPush,
    isInOrganization: fields.isInOrganization,
    issueTypesEnabled: (fields.issueTypes?.totalCount ?? 0) > 0,
  };
}
