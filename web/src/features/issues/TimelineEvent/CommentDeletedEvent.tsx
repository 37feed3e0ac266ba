import { TrashIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { CommentDeletedEvent_event$key } from '../../../__generated__/CommentDeletedEvent_event.graphql';
import { GHOST_LOGIN } from '../IssueRow/ghost';
import { TimelineEventRow } from './TimelineEventRow';

/** A comment was deleted: "deleted a comment from <its author>" (GitHub's words; a deleted account is ghost). */
export function CommentDeletedEvent({ event }: { event: CommentDeletedEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment CommentDeletedEvent_event on IssueTimelineItems {
        __typename
        ... on CommentDeletedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          deletedCommentAuthor {
            login
          }
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  return (
    <TimelineEventRow icon={TrashIcon} actor={data.actor} createdAt={data.createdAt}>
      deleted a comment from <strong>{data.deletedCommentAuthor?.login ?? GHOST_LOGIN}</strong>
    </TimelineEventRow>
  );
}
