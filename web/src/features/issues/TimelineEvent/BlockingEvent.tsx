import { BlockedIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { BlockingEvent_event$data, BlockingEvent_event$key } from '../../../__generated__/BlockingEvent_event.graphql';
import { EventIssueLink } from './EventParts';
import { TimelineEventRow } from './TimelineEventRow';

/** The words for a blocker added or removed, or this issue marked as blocking another, with that issue. */
function describe(event: Exclude<BlockingEvent_event$data, { __typename: '%other' }>) {
  switch (event.__typename) {
    case 'BlockedByAddedEvent':
      return { words: 'marked this as blocked by', issue: event.blockingIssue };
    case 'BlockedByRemovedEvent':
      return { words: 'unmarked this as blocked by', issue: event.blockingIssue };
    case 'BlockingAddedEvent':
      return { words: 'marked this as blocking', issue: event.blockedIssue };
  }
}

/** A dependency changed: this issue is (no longer) blocked by another, or blocks another. */
export function BlockingEvent({ event }: { event: BlockingEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment BlockingEvent_event on IssueTimelineItems {
        __typename
        ... on BlockedByAddedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          blockingIssue {
            number
            title
            resourcePath
          }
        }
        ... on BlockedByRemovedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          blockingIssue {
            number
            title
            resourcePath
          }
        }
        ... on BlockingAddedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          blockedIssue {
            number
            title
            resourcePath
          }
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  const { words, issue } = describe(data);
  return (
    <TimelineEventRow icon={BlockedIcon} actor={data.actor} createdAt={data.createdAt}>
      {words} <EventIssueLink to={issue} />
    </TimelineEventRow>
  );
}
