import { useEffect, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TimelinePageQuery } from '../../../__generated__/TimelinePageQuery.graphql';
import { presentNodes } from '../../../lib/presentNodes';
import classes from './IssueConversation.module.css';
import { TimelineItems } from './TimelineItem';
import { TIMELINE_API_LIMIT, TIMELINE_PAGE_SIZE, timelinePageSkip } from './timelinePages';

export interface TimelinePageProps {
  issueId: string;
  page: number;
  /** The timeline's length when the page opened: items after it (comments added since) show at the end instead. */
  total: number;
  /** Move focus to the page once it shows: it replaces the "Load more" control the viewer pressed. */
  focusOnShow?: boolean;
}

/** Page `page` of the timeline: 150 items after the first 15 + (page − 1) × 150. */
export function TimelinePage({ issueId, page, total, focusOnShow = false }: TimelinePageProps) {
  const start = useRef<HTMLDivElement>(null);
  const skip = timelinePageSkip(page);
  const data = useLazyLoadQuery<TimelinePageQuery>(
    graphql`
      query TimelinePageQuery($id: ID!, $skip: Int!, $moreSkip: Int!, $first: Int!, $moreFirst: Int!) {
        node(id: $id) {
          ... on Issue {
            items: timelineItems(skip: $skip, first: $first) {
              nodes {
                ... on Node {
                  id
                }
                ...TimelineItem_item
              }
            }
            moreItems: timelineItems(skip: $moreSkip, first: $moreFirst) {
              nodes {
                ... on Node {
                  id
                }
                ...TimelineItem_item
              }
            }
          }
        }
      }
    `,
    {
      id: issueId,
      skip,
      first: TIMELINE_API_LIMIT,
      moreSkip: skip + TIMELINE_API_LIMIT,
      moreFirst: TIMELINE_PAGE_SIZE - TIMELINE_API_LIMIT,
    },
  );
  useEffect(() => {
    if (focusOnShow) start.current?.focus();
  }, [focusOnShow]);
  const items = [...presentNodes(data.node?.items?.nodes), ...presentNodes(data.node?.moreItems?.nodes)];
  return (
    <div ref={start} tabIndex={-1} className={classes.timelinePage}>
      <TimelineItems items={items.slice(0, Math.max(0, total - skip))} />
    </div>
  );
}
