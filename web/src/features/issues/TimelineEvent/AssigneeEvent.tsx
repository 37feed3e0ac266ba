import { PersonIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { AssigneeEvent_event$key } from '../../../__generated__/AssigneeEvent_event.graphql';
import { GHOST_LOGIN } from '../IssueRow/ghost';
import { EventName } from './EventParts';
import { TimelineEventRow } from './TimelineEventRow';

/** Someone was assigned or unassigned: "self-assigned this" when the actor is the assignee. */
export function AssigneeEvent({ event }: { event: AssigneeEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment AssigneeEvent_event on IssueTimelineItems {
        __typename
        ... on AssignedEvent {
          createdAt
          actor {
            login
            ...TimelineEventRow_actor
          }
          assignee {
            ... on User {
              login
            }
            ... on Bot {
              login
            }
          }
        }
        ... on UnassignedEvent {
          createdAt
          actor {
            login
            ...TimelineEventRow_actor
          }
          assignee {
            ... on User {
              login
            }
            ... on Bot {
              login
            }
          }
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  const assignee = data.assignee && 'login' in data.assignee ? data.assignee.login : undefined;
  const assigned = data.__typename === 'AssignedEvent';
  const self = assignee !== undefined && assignee === data.actor?.login;
  const selfWords = assigned ? 'self-assigned this' : 'removed their assignment';
  return (
    <TimelineEventRow icon={PersonIcon} actor={data.actor} createdAt={data.createdAt}>
      {self ? (
        selfWords
      ) : (
        <>
          {assigned ? 'assigned' : 'unassigned'} <EventName name={assignee ?? GHOST_LOGIN} />
        </>
      )}
    </TimelineEventRow>
  );
}
