/** What decides writes in the web app, in GitHub's public names (github-api.md §5). */
export interface RepositoryFlags {
  viewerPermission?: string | null;
  isArchived: boolean;
  isDisabled: boolean;
  isLocked: boolean;
}

/** isWritable: the repository is not archived, disabled or locked. */
export function isWritable(repository: RepositoryFlags): boolean {
  return !repository.isArchived && !repository.isDisabled && !repository.isLocked;
}

/**
 * The spec's viewerCanPush (spec 001 §6) from GitHub's fields: write, maintain or admin on a
 * repository that takes pushes at all (not archived, disabled or locked), as the server's `push`
 * rule decides. Milestone and label writes, reordering and bulk actions all follow it.
 */
export function canPush(repository: RepositoryFlags): boolean {
  return isWritable(repository) && ['WRITE', 'MAINTAIN', 'ADMIN'].includes(repository.viewerPermission ?? '');
}
