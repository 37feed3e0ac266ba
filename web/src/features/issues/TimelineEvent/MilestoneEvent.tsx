import { MilestoneIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { MilestoneEvent_event$key } from '../../../__generated__/MilestoneEvent_event.graphql';
import { EventName } from './EventParts';
import { TimelineEventRow } from './TimelineEventRow';

/** The issue was added to or removed from a milestone (named by its title at the time). */
export function MilestoneEvent({ event }: { event: MilestoneEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment MilestoneEvent_event on IssueTimelineItems {
        __typename
        ... on MilestonedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          milestoneTitle
        }
        ... on DemilestonedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          milestoneTitle
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  return (
    <TimelineEventRow icon={MilestoneIcon} actor={data.actor} createdAt={data.createdAt}>
      {data.__typename === 'MilestonedEvent' ? 'added this to the' : 'removed this from the'} <EventName name={data.milestoneTitle} />{' '}
      milestone
    </TimelineEventRow>
  );
}
