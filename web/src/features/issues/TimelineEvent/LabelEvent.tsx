import { TagIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { LabelEvent_event$key } from '../../../__generated__/LabelEvent_event.graphql';
import { LabelPill } from '../../../components/LabelPill/LabelPill';
import { TimelineEventRow } from './TimelineEventRow';

/** A label was added or removed. */
export function LabelEvent({ event }: { event: LabelEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment LabelEvent_event on IssueTimelineItems {
        __typename
        ... on LabeledEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          label {
            name
            color
          }
        }
        ... on UnlabeledEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          label {
            name
            color
          }
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  return (
    <TimelineEventRow icon={TagIcon} actor={data.actor} createdAt={data.createdAt}>
      {data.__typename === 'LabeledEvent' ? 'added' : 'removed'} the <LabelPill color={data.label.color}>{data.label.name}</LabelPill> label
    </TimelineEventRow>
  );
}
