import { PencilIcon } from '@primer/octicons-react';
import { graphql, useFragment } from 'react-relay';
import type { TitleEvent_event$key } from '../../../__generated__/TitleEvent_event.graphql';
import classes from './TimelineEvent.module.css';
import { TimelineEventRow } from './TimelineEventRow';

/** The title changed: the old one struck through, the new one after it. */
export function TitleEvent({ event }: { event: TitleEvent_event$key }) {
  const data = useFragment(
    graphql`
      fragment TitleEvent_event on IssueTimelineItems {
        __typename
        ... on RenamedTitleEvent {
          createdAt
          actor {
            ...TimelineEventRow_actor
          }
          previousTitle
          currentTitle
        }
      }
    `,
    event,
  );
  if (data.__typename === '%other') return null;
  return (
    <TimelineEventRow icon={PencilIcon} actor={data.actor} createdAt={data.createdAt}>
      changed the title <del>{data.previousTitle}</del> <ins className={classes.newTitle}>{data.currentTitle}</ins>
    </TimelineEventRow>
  );
}
