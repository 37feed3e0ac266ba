import { LockIcon, UnlockIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { LockEvent_event$key } from '../../../__generated__/LockEvent_event.graphql';
import { TimelineEventRow } from './TimelineEventRow';

const LOCK_REASONS: Record<string, string> = { OFF_TOPIC: 'off-topic', TOO_HEATED: 'too heated', RESOLVED: 'resolved', SPAM: 'spam' };

/** The conversation was locked (with its reason when one was given) or unlocked. */
export function LockEvent({ event }: { event: LockEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment LockEvent_event on IssueTimelineItems {
        __typename
        ... on LockedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          lockReason
        }
        ... on UnlockedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  if (data.__typename === 'UnlockedEvent') {
    return (
      <TimelineEventRow icon={UnlockIcon} actor={data.actor} createdAt={data.createdAt}>
        unlocked this conversation
      </TimelineEventRow>
    );
  }
  const reason = data.lockReason ? `as ${LOCK_REASONS[data.lockReason] ?? data.lockReason.toLowerCase()} ` : '';
  return (
    <TimelineEventRow icon={LockIcon} actor={data.actor} createdAt={data.createdAt}>
      {`locked ${reason}and limited conversation to collaborators`}
    </TimelineEventRow>
  );
}
