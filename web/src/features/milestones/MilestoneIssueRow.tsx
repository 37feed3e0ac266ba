import { GrabberIcon, KebabHorizontalIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Checkbox, IconButton, Link as PrimerLink } from '@primer/react';
import type { MouseEvent, PointerEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MilestoneIssueRow_item$key } from '../../__generated__/MilestoneIssueRow_item.graphql';
import { RowByline, RowLabels } from '../issues/IssueRow/RowParts';
import { IssueStateIcon, type StateItem } from '../issues/IssueStateIcon/IssueStateIcon';
import classes from './MilestoneIssues.module.css';

export type KeyboardMove = 'top' | 'up' | 'down' | 'bottom';

export interface MilestoneIssueRowProps {
  item: MilestoneIssueRow_item$key;
  owner: string;
  repo: string;
  /** The selection checkbox, where selecting is offered; the click carries Shift for range selection. */
  selection?: { selected: boolean; onClick: (event: MouseEvent<HTMLInputElement>) => void };
  /** Drag handle and move menu, where reordering is offered. */
  reorder?: {
    position: number;
    count: number;
    dragging: boolean;
    onDragStart: (event: PointerEvent<HTMLElement>) => void;
    onMove: (move: KeyboardMove) => void;
  };
  rowRef?: (element: HTMLElement | null) => void;
}

/**
 * One issue or pull request of a milestone (spec 001 §2.4, §3): state icon, title, labels, number,
 * author, date. A pull request counts as closed when its closed flag is set.
 */
export function MilestoneIssueRow({ item, owner, repo, selection, reorder, rowRef }: MilestoneIssueRowProps) {
  const data = useFragment(
    graphql`
      fragment MilestoneIssueRow_item on SearchResultItem {
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
        }
        ... on PullRequest {
          id
          number
          title
          prTitleHTML: titleHTML
          prState: state
          closed
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
        }
      }
    `,
    item,
  );
  if (data.__typename !== 'Issue' && data.__typename !== 'PullRequest') return null;
  const isIssue = data.__typename === 'Issue';
  const stateItem: StateItem = isIssue
    ? { kind: 'issue', state: data.state, stateReason: data.stateReason }
    : { kind: 'pullRequest', state: data.prState, isDraft: data.isDraft, isInMergeQueue: data.isInMergeQueue };
  const titleHTML = String(isIssue ? data.titleHTML : data.prTitleHTML);
  const author = data.author?.login ?? 'ghost';
  const labels = (data.labels?.nodes ?? []).flatMap((label) => (label ? [label] : []));
  const closed = (isIssue ? data.state === 'CLOSED' : data.closed) && data.closedAt;
  return (
    <li
      ref={rowRef}
      className={classes.row}
      data-testid="milestone-issue-row"
      data-number={data.number}
      data-kind={isIssue ? 'issue' : 'pull-request'}
      data-dragging={reorder?.dragging ? 'true' : undefined}
    >
      {reorder ? (
        <span
          className={classes.handle}
          onPointerDown={reorder.onDragStart}
          aria-hidden="true"
          title="Drag to reorder"
          data-testid="drag-handle"
        >
          <GrabberIcon />
        </span>
      ) : null}
      {selection ? (
        <Checkbox
          checked={selection.selected}
          onChange={() => undefined}
          onClick={selection.onClick}
          aria-label={`Select #${data.number}: ${data.title}`}
        />
      ) : null}
      <span className={classes.icon}>
        <IssueStateIcon item={stateItem} />
      </span>
      <div className={classes.main}>
        <div className={classes.titleLine}>
          <PrimerLink as={Link} to={data.resourcePath} className={classes.title} dangerouslySetInnerHTML={{ __html: titleHTML }} />
          <RowLabels
            labels={labels}
            hrefFor={(label) => `/${owner}/${repo}/issues?q=${encodeURIComponent(`is:open label:"${label.name}"`)}`}
          />
        </div>
        <div className={classes.meta}>
          <RowByline number={data.number} author={author} createdAt={data.createdAt} closedAt={closed ? data.closedAt : null} />
        </div>
      </div>
      {reorder ? (
        <ActionMenu>
          <ActionMenu.Anchor>
            <IconButton icon={KebabHorizontalIcon} variant="invisible" size="small" aria-label={`Move #${data.number}: ${data.title}`} />
          </ActionMenu.Anchor>
          <ActionMenu.Overlay>
            <ActionList aria-label={`Move #${data.number}`}>
              <ActionList.Item disabled={reorder.position === 0} onSelect={() => reorder.onMove('top')}>
                Move to top
              </ActionList.Item>
              <ActionList.Item disabled={reorder.position === 0} onSelect={() => reorder.onMove('up')}>
                Move up
              </ActionList.Item>
              <ActionList.Item disabled={reorder.position === reorder.count - 1} onSelect={() => reorder.onMove('down')}>
                Move down
              </ActionList.Item>
              <ActionList.Item disabled={reorder.position === reorder.count - 1} onSelect={() => reorder.onMove('bottom')}>
                Move to bottom
              </ActionList.Item>
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      ) : null}
    </li>
  );
}
