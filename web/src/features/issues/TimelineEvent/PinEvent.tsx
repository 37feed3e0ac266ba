import { PinIcon, PinSlashIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { PinEvent_event$key } from '../../../__generated__/PinEvent_event.graphql';
import { TimelineEventRow } from './TimelineEventRow';

/** The issue was pinned to or unpinned from the repository. */
export function PinEvent({ event }: { event: PinEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment PinEvent_event on IssueTimelineItems {
        __typename
        ... on PinnedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
        }
        ... on UnpinnedEvent {
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
  const pinned = data.__typename === 'PinnedEvent';
  return (
    <TimelineEventRow icon={pinned ? PinIcon : PinSlashIcon} actor={data.actor} createdAt={data.createdAt}>
      {pinned ? 'pinned this issue' : 'unpinned this issue'}
    </TimelineEventRow>
  );
}
