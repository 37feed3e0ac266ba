import { Link as PrimerLink } from '@primer/react';
import { graphql, useFragment } from 'react-relay';
import type { DevelopmentSection_issue$key } from '../../../__generated__/DevelopmentSection_issue.graphql';
import { presentNodes } from '../../../lib/presentNodes';
import { IssueStateIcon } from '../IssueStateIcon/IssueStateIcon';
import classes from './IssueSidebar.module.css';
import { SidebarSection } from './SidebarSection';

export interface DevelopmentSectionProps {
  issue: DevelopmentSection_issue$key;
}

/** The Development section: the pull requests that close the issue when merged, open or not (read-only). */
export function DevelopmentSection({ issue }: DevelopmentSectionProps) {
  const data = useFragment(
    graphql`
      fragment DevelopmentSection_issue on Issue {
        closedByPullRequestsReferences(first: 10, includeClosedPrs: true) {
          nodes {
            id
            number
            title
            state
            isDraft
            isInMergeQueue
            resourcePath
            repository {
              nameWithOwner
            }
          }
        }
      }
    `,
    issue,
  );
  const pullRequests = presentNodes(data.closedByPullRequestsReferences?.nodes);
  return (
    <SidebarSection heading="Development">
      {pullRequests.length === 0 ? (
        <span className={classes.muted}>No branches or pull requests</span>
      ) : (
        <ul className={classes.list} aria-label="Linked pull requests">
          {pullRequests.map((pullRequest) => (
            <li key={pullRequest.id}>
              <IssueStateIcon
                item={{
                  kind: 'pullRequest',
                  state: pullRequest.state,
                  isDraft: pullRequest.isDraft,
                  isInMergeQueue: pullRequest.isInMergeQueue,
                }}
              />{' '}
              <PrimerLink href={String(pullRequest.resourcePath)}>
                {pullRequest.title}{' '}
                <span className={classes.muted}>
                  {pullRequest.repository.nameWithOwner}#{pullRequest.number}
                </span>
              </PrimerLink>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
