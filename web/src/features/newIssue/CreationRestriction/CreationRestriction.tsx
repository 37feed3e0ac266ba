import { Banner } from '@primer/react';
import { enterpriseBlocked, type NewIssueRepositoryFacts } from '../NewIssueButton/offersNewIssue';
import classes from './CreationRestriction.module.css';

interface Props {
  /** The repository is archived: read-only for everyone. */
  archived?: boolean;
  /** The server's sanitised explanation of an interaction limit (`viewerInteractionLimitReasonHTML`). */
  reasonHTML?: string | null;
  /** Set when the viewer is enterprise-managed and the repository's owner is not. */
  enterpriseManaged?: boolean;
}

/** What keeps the viewer from opening an issue in the repository, as the restricted view reads it. */
export function creationRestriction(
  repository: NewIssueRepositoryFacts & { readonly viewerInteractionLimitReasonHTML?: string | null },
  viewer: { readonly isEnterpriseManaged: boolean },
): Props {
  return {
    archived: repository.isArchived,
    reasonHTML: repository.viewerInteractionLimitReasonHTML,
    enterpriseManaged: enterpriseBlocked(repository, viewer),
  };
}

/** Whether any restriction applies (the page then shows `CreationRestriction` instead of its content). */
export function isRestricted({ archived, reasonHTML, enterpriseManaged }: Props): boolean {
  return !!archived || !!reasonHTML || !!enterpriseManaged;
}

/**
 * The restricted view of the chooser and the new-issue page: why the viewer cannot open an issue
 * here, in place of the templates and the form (spec 000 §2 "New-issue page").
 */
export function CreationRestriction({ archived, reasonHTML, enterpriseManaged }: Props) {
  if (archived)
    return (
      <div className={classes.restriction}>
        <Banner
          variant="warning"
          title="This repository has been archived"
          description="This repository has been archived by the owner. It is now read-only, so no issue can be created."
        />
      </div>
    );
  if (reasonHTML)
    return (
      <div className={classes.restriction} data-testid="interaction-limit">
        <Banner
          variant="warning"
          title="Interactions are limited in this repository"
          description={
            // Rendered and sanitised on the server (escaped action, markdown reason).
            <div className={`markdown-body ${classes.reason}`} dangerouslySetInnerHTML={{ __html: reasonHTML }} />
          }
        />
      </div>
    );
  if (enterpriseManaged)
    return (
      <div className={classes.restriction}>
        <Banner
          variant="warning"
          title="You can't open issues in this repository"
          description="Enterprise-managed users can only create issues in repositories that belong to their enterprise."
        />
      </div>
    );
  return null;
}
