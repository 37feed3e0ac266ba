import { ArrowRightIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { TransferEvent_event$key } from '../../../__generated__/TransferEvent_event.graphql';
import { EventName } from './EventParts';
import { TimelineEventRow } from './TimelineEventRow';

/**
 * The issue came from another repository: "transferred this issue from owner/repo". A repository
 * the viewer may not read is not named (the server answers it as null).
 */
export function TransferEvent({ event }: { event: TransferEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment TransferEvent_event on IssueTimelineItems {
        __typename
        ... on TransferredEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          fromRepository {
            nameWithOwner
          }
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  return (
    <TimelineEventRow icon={ArrowRightIcon} actor={data.actor} createdAt={data.createdAt}>
      {data.fromRepository ? (
        <>
          transferred this issue from <EventName name={data.fromRepository.nameWithOwner} />
        </>
      ) : (
        'transferred this issue from another repository'
      )}
    </TimelineEventRow>
  );
}
