import { DuplicateIcon, IssueClosedIcon, IssueReopenedIcon, SkipIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { StateEvent_event$data, StateEvent_event$key } from '../../../__generated__/StateEvent_event.graphql';
import { EventIssueLink } from './EventParts';
import { TimelineEventRow, type EventDescription } from './TimelineEventRow';

/** Closed (as completed, by a pull request, not planned or as a duplicate), reopened, marked as a duplicate. */
function describe(event: Exclude<StateEvent_event$data, { __typename: '%other' }>): EventDescription {
  switch (event.__typename) {
    case 'ClosedEvent': {
      if (event.stateReason === 'NOT_PLANNED') return { icon: SkipIcon, children: 'closed this as not planned' };
      if (event.stateReason === 'DUPLICATE') {
        const original = event.duplicateOf?.__typename === 'Issue' ? event.duplicateOf : null;
        if (!original) return { icon: DuplicateIcon, children: 'closed this as a duplicate' };
        return {
          icon: DuplicateIcon,
          children: (
            <>
              closed this as a duplicate of <EventIssueLink to={original} numberOnly />
            </>
          ),
        };
      }
      if (event.closer?.__typename === 'PullRequest')
        return {
          icon: IssueClosedIcon,
          badge: 'done',
          children: (
            <>
              closed this as completed in <EventIssueLink to={event.closer} />
            </>
          ),
        };
      return { icon: IssueClosedIcon, badge: 'done', children: 'closed this as completed' };
    }
    case 'ReopenedEvent':
      return { icon: IssueReopenedIcon, badge: 'success', children: 'reopened this' };
    case 'MarkedAsDuplicateEvent': {
      const canonical = event.canonical?.__typename === 'Issue' ? event.canonical : null;
      return {
        icon: DuplicateIcon,
        children: (
          <>
            marked this as a duplicate of <EventIssueLink to={canonical} numberOnly />
          </>
        ),
      };
    }
  }
}

/** The issue's state changed: closed, reopened or marked as a duplicate. */
export function StateEvent({ event }: { event: StateEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment StateEvent_event on IssueTimelineItems {
        __typename
        ... on ClosedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          stateReason
          closer {
            __typename
            ... on PullRequest {
              number
              title
              resourcePath
            }
          }
          duplicateOf {
            __typename
            ... on Issue {
              number
              title
              resourcePath
            }
          }
        }
        ... on ReopenedEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
        }
        ... on MarkedAsDuplicateEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          canonical {
            __typename
            ... on Issue {
              number
              title
              resourcePath
            }
          }
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  return <TimelineEventRow actor={data.actor} createdAt={data.createdAt} {...describe(data)} />;
}
