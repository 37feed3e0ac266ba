import { CommentIcon, MilestoneIcon } from '@primer/octicons-react';
import { Avatar, AvatarStack, Checkbox, Link as PrimerLink, Tooltip } from '@primer/react';
import { addFilter } from '@issues/search-query';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { IssueRow_item$key } from '../../../__generated__/IssueRow_item.graphql';
import { useIssueNavigation } from '../IssueLink/useIssueNavigation';
import { IssueStateIcon, type StateItem } from '../IssueStateIcon/IssueStateIcon';
import { presentNodes } from '../../../lib/presentNodes';
import { formatShortDate } from '../IssueList/listAddress';
import classes from './IssueRow.module.css';
import { RowByline, RowLabels } from './RowParts';

/** The login shown for an author whose account is gone (GitHub's ghost user). */
export const GHOST_LOGIN = 'ghost';

const REVIEW_DECISIONS: Record<string, string> = {
  APPROVED: 'Approved',
  CHANGES_REQUESTED: 'Changes requested',
  REVIEW_REQUIRED: 'Review required',
};

export interface IssueRowProps {
  item: IssueRow_item$key;
  /** The applied query: row filter links add to it. */
  query: string;
  /** The list address for a query (page 1). */
  hrefFor: (query: string) => string;
  /** Whether the list is sorted by last update ('Updated …' shows). */
  sortedByUpdate: boolean;
  /** Compact density: title and details on one line. */
  compact?: boolean;
  /** Data that arrives after the row (linked pull requests, checks), rendered with the markers. */
  secondary?: ReactNode;
  /** The row's selection checkbox, where bulk actions are available; `range` is a Shift-click (select from the last clicked row). */
  selection?: { selected: boolean; onToggle: (range: boolean) => void };
  /** Name the row's repository before its title (lists across repositories). */
  showRepository?: boolean;
}

/** One issue or pull request of a list (spec §3 "Issue (in lists)", §4 "Row markers"). */
export function IssueRow({
  item,
  query,
  hrefFor,
  sortedByUpdate,
  compact = false,
  secondary,
  selection,
  showRepository = false,
}: IssueRowProps) {
  const data = useFragment(
    graphql`
      fragment IssueRow_item on SearchResultItem {
        __typename
        ... on Issue {
          id
          number
          title
          titleHTML
          state
          stateReason(enableDuplicate: true)
          createdAt
          updatedAt
          closedAt
          resourcePath
          isReadByViewer
          repository {
            nameWithOwner
          }
          author {
            login
          }
          labels(first: 10, orderBy: { field: NAME, direction: ASC }) {
            nodes {
              id
              name
              color
              description
            }
          }
          milestone {
            title
          }
          assignees(first: 10) {
            nodes {
              id
              login
              avatarUrl(size: 64)
            }
          }
          comments {
            totalCount
          }
          subIssuesSummary {
            completed
            total
            percentCompleted
          }
          issueDependenciesSummary {
            blockedBy
          }
          issueType {
            name
          }
          parent {
            number
            title
            repository {
              nameWithOwner
            }
          }
        }
        ... on PullRequest {
          id
          number
          title
          prTitleHTML: titleHTML
          prState: state
          isDraft
          isInMergeQueue
          createdAt
          updatedAt
          closedAt
          resourcePath
          isReadByViewer
          reviewDecision
          repository {
            nameWithOwner
          }
          author {
            login
          }
          labels(first: 10, orderBy: { field: NAME, direction: ASC }) {
            nodes {
              id
              name
              color
              description
            }
          }
          milestone {
            title
          }
          assignees(first: 10) {
            nodes {
              id
              login
              avatarUrl(size: 64)
            }
          }
          comments {
            totalCount
          }
        }
      }
    `,
    item,
  );
  const openIssue = useIssueNavigation();
  if (data.__typename !== 'Issue' && data.__typename !== 'PullRequest') return null;
  const isIssue = data.__typename === 'Issue';
  const state = isIssue ? data.state : data.prState;
  const titleHTML = String(isIssue ? data.titleHTML : data.prTitleHTML);
  const stateItem: StateItem = isIssue
    ? { kind: 'issue', state, stateReason: data.stateReason }
    : { kind: 'pullRequest', state, isDraft: data.isDraft, isInMergeQueue: data.isInMergeQueue };
  const author = data.author?.login ?? GHOST_LOGIN;
  const closed = state !== 'OPEN' && data.closedAt;
  const labels = presentNodes(data.labels?.nodes);
  const assignees = presentNodes(data.assignees.nodes);
  const comments = data.comments.totalCount;
  const subIssues = isIssue ? data.subIssuesSummary : null;
  const blocked = isIssue && state !== 'CLOSED' && data.issueDependenciesSummary.blockedBy > 0;
  const review = !isIssue && data.reviewDecision ? REVIEW_DECISIONS[data.reviewDecision] : undefined;
  const authorLink = (
    <PrimerLink as={Link} to={hrefFor(addFilter(query, 'author', author))} muted data-row-author>
      {author}
    </PrimerLink>
  );
  return (
    <li
      className={classes.row}
      data-testid="issue-row"
      data-density={compact ? 'compact' : undefined}
      data-selected={selection?.selected ? 'true' : undefined}
    >
      {selection ? (
        <Checkbox
          className={classes.select}
          checked={selection.selected}
          // A checkbox's change comes from its click, which tells whether Shift was held.
          onChange={(event) => selection.onToggle(event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey)}
          aria-label={`Select #${data.number}: ${data.title}`}
        />
      ) : null}
      <span className={classes.icon}>
        <IssueStateIcon item={stateItem} />
      </span>
      <div className={classes.main}>
        <div className={classes.titleLine}>
          {showRepository ? (
            <PrimerLink as={Link} to={`/${data.repository.nameWithOwner}/issues`} muted className={classes.repository}>
              {data.repository.nameWithOwner}
            </PrimerLink>
          ) : null}
          {isIssue ? (
            <PrimerLink
              as={Link}
              to={data.resourcePath}
              onClick={openIssue}
              className={classes.title}
              data-row-title=""
              dangerouslySetInnerHTML={{ __html: titleHTML }}
            />
          ) : (
            <PrimerLink
              href={data.resourcePath}
              className={classes.title}
              data-row-title=""
              dangerouslySetInnerHTML={{ __html: titleHTML }}
            />
          )}
          {data.isReadByViewer === false ? <span className={classes.unread}>New activity.</span> : null}
          <RowLabels labels={labels} hrefFor={(label) => hrefFor(addFilter(query, 'label', label.name))} />
        </div>
        <div className={classes.meta}>
          <RowByline number={data.number} author={authorLink} createdAt={data.createdAt} closedAt={closed ? data.closedAt : null} />
          {sortedByUpdate ? <span>Updated {formatShortDate(data.updatedAt)}</span> : null}
          {isIssue && data.parent ? (
            <PrimerLink
              as={Link}
              to={hrefFor(addFilter(query, 'parent-issue', `${data.parent.repository.nameWithOwner}#${data.parent.number}`))}
              muted
              aria-label={`Parent #${data.parent.number}: ${data.parent.title}`}
            >
              Parent #{data.parent.number}
            </PrimerLink>
          ) : null}
          {isIssue && data.issueType ? (
            <PrimerLink as={Link} to={hrefFor(addFilter(query, 'type', data.issueType.name))} muted>
              {data.issueType.name}
            </PrimerLink>
          ) : null}
          {data.milestone ? (
            <span className={classes.milestone}>
              <MilestoneIcon size={14} aria-hidden="true" /> {data.milestone.title}
            </span>
          ) : null}
          {subIssues && subIssues.total > 0 ? (
            <Tooltip text={`${subIssues.percentCompleted}% completed`}>
              <button
                type="button"
                className={classes.marker}
                aria-label={`${subIssues.completed} / ${subIssues.total} sub-issues completed`}
              >
                {subIssues.completed} / {subIssues.total}
              </button>
            </Tooltip>
          ) : null}
          {blocked ? (
            <PrimerLink as={Link} to={hrefFor(addFilter(query, 'is', 'blocked'))} muted>
              Blocked
            </PrimerLink>
          ) : null}
          {review ? <span>{review}</span> : null}
          {secondary}
        </div>
      </div>
      <div className={classes.side}>
        {assignees.length > 0 ? (
          <AvatarStack alignRight>
            {assignees.map((assignee) => (
              <Link
                key={assignee.id}
                to={hrefFor(addFilter(query, 'assignee', assignee.login))}
                aria-label={`Assigned to ${assignee.login}`}
              >
                <Avatar src={assignee.avatarUrl} alt="" size={20} />
              </Link>
            ))}
          </AvatarStack>
        ) : null}
        {comments > 0 ? (
          <PrimerLink href={`${data.resourcePath}#comments`} muted className={classes.comments} aria-label={`${comments} comments`}>
            <CommentIcon size={16} aria-hidden="true" /> {comments}
          </PrimerLink>
        ) : null}
      </div>
    </li>
  );
}
