import { Button } from '@primer/react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { NewIssueButton_repository$key } from '../../../__generated__/NewIssueButton_repository.graphql';
import type { NewIssueButton_viewer$key } from '../../../__generated__/NewIssueButton_viewer.graphql';
import { offersNewIssue } from './offersNewIssue';

interface Props {
  repository: NewIssueButton_repository$key;
  viewer: NewIssueButton_viewer$key;
  /** Where the button leads; the template chooser (or the blank form when there are no templates) by default. */
  to?: string;
}

/**
 * The repository's New issue button (spec 000 §2): hidden in archived repositories and for an
 * enterprise-managed user in a repository whose owner is not enterprise-managed.
 */
export function NewIssueButton({ repository, viewer, to }: Props) {
  const repo = useFragment(
    graphql`
      fragment NewIssueButton_repository on Repository {
        nameWithOwner
        isArchived
        isOwnerEnterpriseManaged
        hasAnyTemplates
      }
    `,
    repository,
  );
  const user = useFragment(
    graphql`
      fragment NewIssueButton_viewer on User {
        isEnterpriseManaged
      }
    `,
    viewer,
  );
  if (!offersNewIssue(repo, user)) return null;
  const href = to ?? `/${repo.nameWithOwner}/issues/new${repo.hasAnyTemplates ? '/choose' : ''}`;
  return (
    <Button as={Link} to={href} variant="primary">
      New issue
    </Button>
  );
}
