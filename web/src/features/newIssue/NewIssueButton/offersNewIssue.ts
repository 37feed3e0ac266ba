/** The repository facts the New issue rule reads. */
export interface NewIssueRepositoryFacts {
  readonly isArchived: boolean;
  readonly isOwnerEnterpriseManaged: boolean;
}

/** An enterprise-managed viewer in a repository whose owner is not enterprise-managed (spec 000 §2). */
export function enterpriseBlocked(
  repository: Pick<NewIssueRepositoryFacts, 'isOwnerEnterpriseManaged'>,
  viewer: { readonly isEnterpriseManaged: boolean },
): boolean {
  return viewer.isEnterpriseManaged && !repository.isOwnerEnterpriseManaged;
}

/**
 * Whether a repository offers its New issue button and page to the viewer (spec 000 §2): not in an
 * archived repository, and not to an enterprise-managed user when the owner is not enterprise-managed.
 * The server refuses the creation either way.
 */
export function offersNewIssue(repository: NewIssueRepositoryFacts, viewer: { readonly isEnterpriseManaged: boolean }): boolean {
  return !repository.isArchived && !enterpriseBlocked(repository, viewer);
}
