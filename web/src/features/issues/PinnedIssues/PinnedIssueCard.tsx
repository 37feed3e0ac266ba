import { ArrowSwitchIcon, CommentIcon, GrabberIcon, KebabHorizontalIcon, PinSlashIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton, Link as PrimerLink } from '@primer/react';
import type { PointerEvent as ReactPointerEvent, Ref } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PinnedIssueCard_pinnedIssue$key } from '../../../__generated__/PinnedIssueCard_pinnedIssue.graphql';
import { formatShortDate } from '../IssueList/listAddress';
import { useIssueNavigation } from '../IssueLink/useIssueNavigation';
import { usePreloadOnHover } from '../IssueLink/usePreloadOnHover';
import { GHOST_LOGIN } from '../IssueRow/ghost';
import { IssueStateIcon } from '../IssueStateIcon/IssueStateIcon';
import classes from './PinnedIssues.module.css';

/** What a viewer who can pin issues may do with a card. */
export interface PinnedIssueCardActions {
  onUnpin: () => void;
  /** Opens the Advanced move dialog; absent when there is nothing to reorder. */
  onAdvancedMove?: () => void;
  /** Starts a pointer drag from the handle; absent when there is nothing to reorder. */
  onDragStart?: (event: ReactPointerEvent<HTMLElement>) => void;
}

export interface PinnedIssueCardProps {
  pinnedIssue: PinnedIssueCard_pinnedIssue$key;
  /** The element of the card, for drag hit testing. */
  cardRef?: Ref<HTMLLIElement>;
  /** Whether this card is being dragged. */
  dragging?: boolean;
  /** Present only for viewers who can pin issues (spec §6). */
  actions?: PinnedIssueCardActions;
}

/** One pinned issue (spec §3 "Pinned issue"): state, title, number, opened date, author, comments. */
export function PinnedIssueCard({ pinnedIssue, cardRef, dragging = false, actions }: PinnedIssueCardProps) {
  const { issue } = useFragment(
    graphql`
      fragment PinnedIssueCard_pinnedIssue on PinnedIssue {
        issue {
          id
          number
          title
          titleHTML
          resourcePath
          createdAt
          state
          stateReason(enableDuplicate: true)
          author {
            login
          }
          comments {
            totalCount
          }
        }
      }
    `,
    pinnedIssue,
  );
  const openIssue = useIssueNavigation();
  const preload = usePreloadOnHover();
  const comments = issue.comments.totalCount;
  return (
    <li ref={cardRef} className={classes.card} data-testid="pinned-issue" data-dragging={dragging ? 'true' : undefined}>
      {actions?.onDragStart ? (
        <span className={classes.handle} data-testid="pinned-issue-drag-handle" aria-hidden="true" onPointerDown={actions.onDragStart}>
          <GrabberIcon />
        </span>
      ) : null}
      <span className={classes.icon}>
        <IssueStateIcon item={{ kind: 'issue', state: issue.state, stateReason: issue.stateReason }} />
      </span>
      <div className={classes.main}>
        <PrimerLink
          href={issue.resourcePath}
          onClick={openIssue}
          {...preload}
          className={classes.title}
          dangerouslySetInnerHTML={{ __html: issue.titleHTML }}
        />
        <div className={classes.meta}>
          <span>
            #{issue.number} opened {formatShortDate(issue.createdAt)} by {issue.author?.login ?? GHOST_LOGIN}
          </span>
          <span className={classes.comments}>
            <CommentIcon size={16} aria-hidden="true" /> {comments}
            <span className={classes.visuallyHidden}>{comments === 1 ? ' comment' : ' comments'}</span>
          </span>
        </div>
      </div>
      {actions ? (
        <ActionMenu>
          <ActionMenu.Anchor>
            <IconButton
              icon={KebabHorizontalIcon}
              variant="invisible"
              size="small"
              aria-label={`Options for pinned issue #${issue.number}`}
            />
          </ActionMenu.Anchor>
          <ActionMenu.Overlay align="end">
            <ActionList>
              <ActionList.Item onSelect={actions.onUnpin}>
                <ActionList.LeadingVisual>
                  <PinSlashIcon />
                </ActionList.LeadingVisual>
                Unpin
              </ActionList.Item>
              {actions.onAdvancedMove ? (
                <ActionList.Item onSelect={actions.onAdvancedMove}>
                  <ActionList.LeadingVisual>
                    <ArrowSwitchIcon />
                  </ActionList.LeadingVisual>
                  Advanced move
                </ActionList.Item>
              ) : null}
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      ) : null}
    </li>
  );
}
