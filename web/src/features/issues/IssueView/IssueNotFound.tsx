import { TrashIcon } from '@primer/octicons-react';
import { Link } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, Link as RouterLink } from 'react-router';
import type { IssueNotFoundQuery } from '../../../__generated__/IssueNotFoundQuery.graphql';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { NotFoundPage } from '../../../pages/NotFoundPage/NotFoundPage';

export interface IssueNotFoundProps {
  owner: string;
  repo: string;
  number: number;
  variant: 'page' | 'panel';
  /** Where to go for an issue that lives at `resourcePath` now (the side panel stays on its page). */
  addressFor: (resourcePath: string) => string;
}

/** GitHub's page at the address of a deleted issue (its number stays taken). */
export function DeletedIssue({ owner, repo, variant }: { owner: string; repo: string; variant: 'page' | 'panel' }) {
  useDocumentTitle(variant === 'page' ? `This issue was deleted · ${owner}/${repo}` : null);
  return (
    <Blankslate spacious>
      <Blankslate.Visual>
        <TrashIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as={variant === 'page' ? 'h1' : 'h2'}>This issue was deleted</Blankslate.Heading>
      <Blankslate.Description>
        <Link as={RouterLink} to={`/${owner}/${repo}/issues`} inline>
          Go to the issues of {owner}/{repo}
        </Link>
      </Blankslate.Description>
    </Blankslate>
  );
}

/**
 * An address where the repository has no issue: an issue transferred away goes on to its new
 * address (`repository.issue` answers it where it lives now), a deleted one shows "This issue was
 * deleted", and anything else is the 404 page.
 */
export function IssueNotFound({ owner, repo, number, variant, addressFor }: IssueNotFoundProps) {
  const data = useLazyLoadQuery<IssueNotFoundQuery>(
    graphql`
      query IssueNotFoundQuery($owner: String!, $name: String!, $number: Int!) {
        repository(owner: $owner, name: $name) {
          issue(number: $number) {
            id
            resourcePath
            repository {
              nameWithOwner
            }
          }
          deletedIssue(number: $number) {
            number
          }
        }
      }
    `,
    { owner, name: repo, number },
  );
  const moved = data.repository?.issue;
  if (moved && moved.repository.nameWithOwner.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) {
    return <Navigate to={addressFor(String(moved.resourcePath))} replace />;
  }
  if (data.repository?.deletedIssue) return <DeletedIssue owner={owner} repo={repo} variant={variant} />;
  return <NotFoundPage />;
}
