import { CommentIcon, MilestoneIcon } from '@primer/octicons-react';
import { Avatar, AvatarStack, Checkbox, Link as PrimerLink, Tooltip, VisuallyHidden } from '@primer/react';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { IssueRow_item$key } from '../../../__generated__/IssueRow_item.graphql';
import { useIssueNavigation } from '../IssueLink/useIssueNavigation';
import { usePreloadOnHover } from '../IssueLink/usePreloadOnHover';
import { IssueStateIcon, type StateItem } from '../IssueStateIcon/IssueStateIcon';
import { ownAddress } from '../../../lib/ownAddress';
import { presentNodes } from '../../../lib/presentNodes';
import { formatShortDate } from '../IssueList/listAddress';
import { GHOST_LOGIN } from './ghost';
import classes from './IssueRow.module.css';
import { RowByline, RowLabels } from './RowParts';
import { RowDragHandle, RowMoveMenu, type RowReorder } from './RowReorder';

const REVIEW_DECISIONS: Record<string, string> = {
  APPROVED: 'Approved',
  CHANGES_REQUESTED: 'Changes requested',
  REVIEW_REQUIRED: 'Review required',
};

export interface IssueRowProps extends Omit<ComponentPropsWithoutRef<'li'>, 'children'> {
  ref?: Ref<HTMLLIElement>;
  /** The item, read with the fragment's `details` argument equal to the `details` prop. */
  item: IssueRow_item$key;
  /** The address of a list narrowed by one more filter (`qualifier:value`): the row's filter links. */
  filterHref: (qualifier: string, value: string) => string;
  /**
   * The repository list's details (spec §3 "Issue (in lists)", §4 "Row markers"): the author as a
   * filter link, the update date, the markers, the unread mark, assignees and comments. Without
   * them the row is the milestone page's (spec 001 §2.4): state, title, labels, number, author, date.
   */
  details?: boolean;
  /** Whether the list is sorted by last update ('Updated …' shows). */
  sortedByUpdate?: boolean;
  /** Compact density: title and details on one line. */
  compact?: boolean;
  /** Data that arrives after the row (linked pull requests, checks), rendered with the markers. */
  secondary?: ReactNode;
  /** The row's selection checkbox, where bulk actions are available; `range` is a Shift-click (select from the last clicked row). */
  selection?: { selected: boolean; onToggle: (range: boolean) => void };
  /** Name the row's repository before its title (lists across repositories). */
  showRepository?: boolean;
  /** A drag handle and a move menu, where the list can be reordered. */
  reorder?: RowReorder;
}

/**
 * One issue or pull request of a list: the repository and dashboard lists (with details) and the
 * milestone page (without, and with reordering). State and `data-*` attributes describe the row:
 * its number and kind, density, selection and drag.
 */
export function IssueRow({
  ref,
  item,
  filterHref,
  details = true,
  sortedByUpdate = false,
  compact = false,
  secondary,
  selection,
  showRepository = false,
  reorder,
  className,
  ...rest
}: IssueRowProps) {
  const data = useFragment(
    graphql`
      fragment IssueRow_item on SearchResultItem @argumentDefinitions(details: { type: "Boolean!", defaultValue: true }) {
        __typename
        ... on Issue {
          id
          number
          title
          titleHTML
          state
          stateReason(enableDuplicate: true)
          createdAt
          closedAt
          resourcePath
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
          ... @include(if: $details) {
            updatedAt
            isReadByViewer
            repository {
              nameWithOwner
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
          closedAt
          resourcePath
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
          ... @include(if: $details) {
            updatedAt
            isReadByViewer
            reviewDecision
            repository {
              nameWithOwner
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
      }
    `,
    item,
  );
  const openIssue = useIssueNavigation();
  const preload = usePreloadOnHover();
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
  const assignees = presentNodes(data.assignees?.nodes);
  const comments = data.comments?.totalCount ?? 0;
  const subIssues = isIssue ? data.subIssuesSummary : null;
  const blocked = isIssue && state !== 'CLOSED' && (data.issueDependenciesSummary?.blockedBy ?? 0) > 0;
  const review = !isIssue && data.reviewDecision ? REVIEW_DECISIONS[data.reviewDecision] : undefined;
  const parent = isIssue ? data.parent : null;
  const issueType = isIssue ? data.issueType : null;
  const unread = data.isReadByViewer === false;
  return (
    <li
      ref={ref}
      className={className ? `${classes.row} ${className}` : classes.row}
      data-testid="issue-row"
      data-number={data.number}
      data-kind={isIssue ? 'issue' : 'pull-request'}
      data-density={compact ? 'compact' : undefined}
      data-selected={selection?.selected ? 'true' : undefined}
      data-dragging={reorder?.dragging ? 'true' : undefined}
      data-unread={unread ? 'true' : undefined}
      {...rest}
    >
      {/* GitHub's unread mark: a blue dot at the row's start, its words for screen readers only. */}
      {unread ? <span className={classes.unreadDot} aria-hidden="true" data-unread-dot="" /> : null}
      {reorder ? <RowDragHandle onDragStart={reorder.onDragStart} /> : null}
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
          {showRepository && data.repository ? (
            <PrimerLink as={Link} to={`/${data.repository.nameWithOwner}/issues`} muted className={classes.repository}>
              {data.repository.nameWithOwner}
            </PrimerLink>
          ) : null}
          {isIssue ? (
            <PrimerLink
              as={Link}
              to={data.resourcePath}
              onClick={openIssue}
              {...preload}
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
          {unread ? <VisuallyHidden>New activity.</VisuallyHidden> : null}
          <RowLabels labels={labels} hrefFor={(label) => filterHref('label', label.name)} />
        </div>
        <div className={classes.meta}>
          <RowByline
            number={data.number}
            author={
              details ? (
                <PrimerLink as={Link} to={filterHref('author', author)} muted data-row-author>
                  {author}
                </PrimerLink>
              ) : (
                author
              )
            }
            createdAt={data.createdAt}
            closedAt={closed ? data.closedAt : null}
          />
          {sortedByUpdate && data.updatedAt ? <span>Updated {formatShortDate(data.updatedAt)}</span> : null}
          {parent ? (
            <PrimerLink
              as={Link}
              to={filterHref('parent-issue', `${parent.repository.nameWithOwner}#${parent.number}`)}
              muted
              aria-label={`Parent #${parent.number}: ${parent.title}`}
            >
              Parent #{parent.number}
            </PrimerLink>
          ) : null}
          {issueType ? (
            <PrimerLink as={Link} to={filterHref('type', issueType.name)} muted>
              {issueType.name}
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
            <PrimerLink as={Link} to={filterHref('is', 'blocked')} muted>
              Blocked
            </PrimerLink>
          ) : null}
          {review ? <span>{review}</span> : null}
          {secondary}
        </div>
      </div>
      {details ? (
        <div className={classes.side}>
          {assignees.length > 0 ? (
            <AvatarStack alignRight>
              {assignees.map((assignee) => (
                <Link key={assignee.id} to={filterHref('assignee', assignee.login)} aria-label={`Assigned to ${assignee.login}`}>
                  <Avatar src={ownAddress(assignee.avatarUrl)} alt="" size={20} />
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
      ) : null}
      {reorder ? <RowMoveMenu number={data.number} title={data.title} reorder={reorder} /> : null}
    </li>
  );
}
