/** What the labels page reads of a repository (GitHub's public names). */
export interface LabelRepositoryFlags {
  viewerPermission?: string | null;
  isArchived: boolean;
  isDisabled: boolean;
  isLocked: boolean;
}

/** isWritable: the repository is not archived, disabled or locked. */
export function isWritable(repository: LabelRepositoryFlags): boolean {
  return !repository.isArchived && !repository.isDisabled && !repository.isLocked;
}

/**
 * viewerCanPush (spec 001 §6) in GitHub's public schema: write, maintain or admin permission
 * (github-api.md §5) on a repository that takes pushes at all, as on GitHub, where nobody can push
 * to an archived repository. The server's rule for label writes is the same.
 */
export function canPush(repository: LabelRepositoryFlags): boolean {
  return isWritable(repository) && ['WRITE', 'MAINTAIN', 'ADMIN'].includes(repository.viewerPermission ?? '');
}

/** Spec 001 §6: label row actions need both isWritable and viewerCanPush. */
export function canManageLabels(repository: LabelRepositoryFlags): boolean {
  return isWritable(repository) && canPush(repository);
}
