import { IssueOpenedIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { IssueTypeEvent_event$key } from '../../../__generated__/IssueTypeEvent_event.graphql';
import { EventName } from './EventParts';
import { TimelineEventRow } from './TimelineEventRow';

/** The issue type was added, removed or changed. */
export function IssueTypeEvent({ event }: { event: IssueTypeEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment IssueTypeEvent_event on IssueTimelineItems {
        __typename
        ... on IssueTypeAddedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          issueType {
            name
          }
        }
        ... on IssueTypeChangedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          issueType {
            name
          }
          prevIssueType {
            name
          }
        }
        ... on IssueTypeRemovedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          issueType {
            name
          }
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  const type = <EventName name={data.issueType?.name} />;
  return (
    <TimelineEventRow icon={IssueOpenedIcon} actor={data.actor} createdAt={data.createdAt}>
      {data.__typename === 'IssueTypeChangedEvent' ? (
        <>
          changed the issue type from <EventName name={data.prevIssueType?.name} /> to {type}
        </>
      ) : (
        <>
          {data.__typename === 'IssueTypeAddedEvent' ? 'added the' : 'removed the'} {type} issue type
        </>
      )}
    </TimelineEventRow>
  );
}
