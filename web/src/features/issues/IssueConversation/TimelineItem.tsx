import { graphql, useFragment } from 'react-relay';
import type { TimelineItem_item$data, TimelineItem_item$key } from '../../../__generated__/TimelineItem_item.graphql';
import { TimelineComment } from './TimelineComment';
import { TimelineEvent } from '../TimelineEvent';

/** One timeline item: a comment in full, or an event as a compact row. */
export function TimelineItem({ item }: { item: TimelineItem_item$key }) {
  // A deleted comment's record is gone from the store (null here) until its list drops it.
  const data: TimelineItem_item$data | null = useFragment(
    graphql`
      fragment TimelineItem_item on IssueTimelineItems {
        __typename
        ... on IssueComment {
          ...TimelineComment_comment @alias(as: "comment")
        }
        ...TimelineEvent_event
      }
    `,
    item,
  );
  if (!data) return null;
  return data.comment ? <TimelineComment comment={data.comment} /> : <TimelineEvent event={data} />;
}

export interface TimelineItemsProps {
  /** Items as a timeline connection's `nodes` give them (with their ids, for keys). */
  items: readonly ({ readonly id?: string } & TimelineItem_item$key)[];
}

export function TimelineItems({ items }: TimelineItemsProps) {
  return items.map((item, index) => <TimelineItem key={item.id ?? `item-${index}`} item={item} />);
}
