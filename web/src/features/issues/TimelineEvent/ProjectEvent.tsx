import { TableIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { ProjectEvent_event$key } from '../../../__generated__/ProjectEvent_event.graphql';
import { EventName } from './EventParts';
import { TimelineEventRow } from './TimelineEventRow';

/** The issue was added to or removed from a project; one the viewer cannot see is 'a project'. */
export function ProjectEvent({ event }: { event: ProjectEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment ProjectEvent_event on IssueTimelineItems {
        __typename
        ... on AddedToProjectV2Event {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          project {
            title
          }
        }
        ... on RemovedFromProjectV2Event {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          project {
            title
          }
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  const words = data.__typename === 'AddedToProjectV2Event' ? 'added this to' : 'removed this from';
  return (
    <TimelineEventRow icon={TableIcon} actor={data.actor} createdAt={data.createdAt}>
      {words} {data.project ? <EventName name={data.project.title} /> : 'a project'}
    </TimelineEventRow>
  );
}
