/** What decides push rights on the milestone pages: the repository's permission and whether it is writable. */
export interface PushFacts {
  viewerPermission?: string | null;
  isArchived: boolean;
  isDisabled: boolean;
  isLocked: boolean;
}

/**
 * The spec's viewerCanPush, from GitHub's fields: write, maintain or admin on a repository that is
 * not archived, disabled or locked (the server's `push` rule).
 */
export function canPush(repository: PushFacts): boolean {
  return (
    ['WRITE', 'MAINTAIN', 'ADMIN'].includes(repository.viewerPermission ?? '') &&
    !repository.isArchived &&
    !repository.isDisabled &&
    !repository.isLocked
  );
}
