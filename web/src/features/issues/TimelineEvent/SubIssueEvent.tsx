import { IssueTrackedByIcon, IssueTracksIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { SubIssueEvent_event$data, SubIssueEvent_event$key } from '../../../__generated__/SubIssueEvent_event.graphql';
import { EventIssueLink } from './EventParts';
import { TimelineEventRow } from './TimelineEventRow';

/** The words for a sub-issue or parent added or removed, and that issue. */
function describe(event: Exclude<SubIssueEvent_event$data, { __typename: '%other' }>) {
  switch (event.__typename) {
    case 'SubIssueAddedEvent':
      return { icon: IssueTracksIcon, words: 'added sub-issue', issue: event.subIssue };
    case 'SubIssueRemovedEvent':
      return { icon: IssueTracksIcon, words: 'removed sub-issue', issue: event.subIssue };
    case 'ParentIssueAddedEvent':
      return { icon: IssueTrackedByIcon, words: 'added parent issue', issue: event.parent };
    case 'ParentIssueRemovedEvent':
      return { icon: IssueTrackedByIcon, words: 'removed parent issue', issue: event.parent };
  }
}

/** The issue's hierarchy changed: a sub-issue or the parent issue was added or removed. */
export function SubIssueEvent({ event }: { event: SubIssueEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment SubIssueEvent_event on IssueTimelineItems {
        __typename
        ... on SubIssueAddedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          subIssue {
            number
            title
            resourcePath
          }
        }
        ... on SubIssueRemovedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          subIssue {
            number
            title
            resourcePath
          }
        }
        ... on ParentIssueAddedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          parent {
            number
            title
            resourcePath
          }
        }
        ... on ParentIssueRemovedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          parent {
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
  const { icon, words, issue } = describe(data);
  return (
    <TimelineEventRow icon={icon} actor={data.actor} createdAt={data.createdAt}>
      {words} <EventIssueLink to={issue} />
    </TimelineEventRow>
  );
}
