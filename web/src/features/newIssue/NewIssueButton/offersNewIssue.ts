/** The repository facts the New issue rule reads. */
export interface NewIssueRepositoryFacts {
  readonly isArchived: boolean;
  readonly isOwnerEnterpriseManaged: boolean;
}

/**
 * Whether a repository offers its New issue button and page to the viewer (spec 000 §2): not in an
 * archived repository, and not to an enterprise-managed user when the owner is not enterprise-managed.
 * The server refuses the creation either way.
 */
export function offersNewIssue(repository: NewIssueRepositoryFacts, viewer: { readonly isEnterpriseManaged: boolean }): boolean {
  if (repository.isArchived) return false;
  return !(viewer.isEnterpriseManaged && !repository.isOwnerEnterpriseManaged);
}
