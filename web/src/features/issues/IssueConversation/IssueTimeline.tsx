import { Spinner, Timeline } from '@primer/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { IssueTimeline_issue$key } from '../../../__generated__/IssueTimeline_issue.graphql';
import { CreationRestriction } from '../../newIssue/CreationRestriction/CreationRestriction';
import { presentNodes } from '../../../lib/presentNodes';
import { CommentForm, type AddedComment } from './CommentForm';
import { ConversationContext } from './ConversationContext';
import classes from './IssueConversation.module.css';
import { TimelineComment } from './TimelineComment';
import { TimelineHiddenItems } from './TimelineHiddenItems';
import { TimelineItems } from './TimelineItem';
import { useIssueLive, type LiveTail } from './useIssueLive';

type LiveItem = NonNullable<NonNullable<LiveTail['nodes']>[number]> & { readonly id: string };
import { timelinePageParam, timelineSegments } from './timelinePages';

/** A page of 150 items (`timeline_page`, Load more): its code and query load with the first page asked for. */
const TimelinePage = lazy(async () => ({ default: (await import('./TimelinePage')).TimelinePage }));

/**
 * Which pages of the timeline are loaded. On the issue page the address says which one was asked
 * for (`?timeline_page=N`); pages loaded before stay on screen. "Load more" after the last loaded
 * page moves the address to the next page (page 1 has no parameter and loads in place); a control
 * between loaded pages, and every control in the side panel, loads in place.
 */
function useTimelinePages(addressed: boolean) {
  const [search, setSearch] = useSearchParams();
  const addressedPage = addressed ? timelinePageParam(search.get('timeline_page')) : null;
  const [pages, setPages] = useState<number[]>(addressedPage === null ? [] : [addressedPage]);
  const withPage = (list: number[], page: number) => (list.includes(page) ? list : [...list, page].sort((a, b) => a - b));
  // A new address adds its page during render, so it shows without a frame of the old list.
  if (addressedPage !== null && !pages.includes(addressedPage)) setPages(withPage(pages, addressedPage));
  // The page a control asked for: it takes the focus from the control, which goes away.
  const [requested, setRequested] = useState<number | null>(null);
  const loadPage = (page: number) => {
    setRequested(page);
    setPages((list) => withPage(list, page));
  };
  const moveToPage = (page: number) => {
    if (!addressed || page === 1) {
      loadPage(page);
      return;
    }
    setRequested(page);
    const next = new URLSearchParams(search);
    next.set('timeline_page', String(page));
    setSearch(next, { preventScrollReset: true });
  };
  return { pages, requested, loadPage, moveToPage };
}

export interface IssueTimelineProps {
  issue: IssueTimeline_issue$key;
  /** Whether the address (`timeline_page`) drives the pages: the issue page yes, the side panel no. */
  addressed: boolean;
  /** When the issue shown was read (epoch milliseconds): live updates catch up on changes since. */
  readAt: () => number;
}

/**
 * The conversation: the first 15 timeline items (comments and events) as the issue loads, then
 * pages of 150 on demand, then the comments added here, then the comment form (or, for a viewer an
 * interaction limit applies to, its reason).
 */
export function IssueTimeline({ issue, addressed, readAt }: IssueTimelineProps) {
  const data = useFragment(
    graphql`
      fragment IssueTimeline_issue on Issue {
        id
        repository {
          nameWithOwner
          viewerInteractionLimitReasonHTML(action: "comment")
        }
        # TIMELINE_HEAD items (timelinePages.ts), as the issue prefetch asks for them.
        timelineItems(first: 15) {
          totalCount
          nodes {
            ... on Node {
              id
            }
            ...TimelineItem_item
          }
        }
      }
    `,
    issue,
  );
  const { pages, requested, loadPage, moveToPage } = useTimelinePages(addressed);
  const [added, setAdded] = useState<AddedComment[]>([]);
  const total = data.timelineItems.totalCount;
  // Items others (or this viewer elsewhere) added since the page loaded, heard live.
  const [live, setLive] = useState<{ count: number; items: LiveItem[] }>({ count: total, items: [] });
  useIssueLive(data.id, readAt, (tail) => {
    setLive((known) => {
      const fresh = Math.min(tail.totalCount - known.count, tail.nodes?.length ?? 0);
      if (fresh <= 0) return { ...known, count: tail.totalCount };
      const shown = new Set([
        ...presentNodes(data.timelineItems.nodes).map((node) => node.id),
        ...added.map((comment) => comment.id),
        ...known.items.map((item) => item.id),
      ]);
      const items = presentNodes(tail.nodes)
        .slice(-fresh)
        .flatMap((node) => (node.id && !shown.has(node.id) ? [{ ...node, id: node.id }] : []));
      return { count: tail.totalCount, items: [...known.items, ...items] };
    });
  });
  const addedIds = new Set(added.map((comment) => comment.id));
  const conversation = useMemo(
    () => ({ issueId: data.id, repository: data.repository.nameWithOwner }),
    [data.id, data.repository.nameWithOwner],
  );
  return (
    <ConversationContext.Provider value={conversation}>
      <section aria-label="Comments" className={classes.comments}>
        <Timeline className={classes.timeline}>
          <TimelineItems items={presentNodes(data.timelineItems.nodes)} />
          {timelineSegments(total, pages).map((segment) =>
            segment.kind === 'page' ? (
              <Suspense key={`page-${segment.page}`} fallback={<Spinner size="small" srText="Loading more of the conversation" />}>
                <TimelinePage issueId={data.id} page={segment.page} total={total} focusOnShow={segment.page === requested} />
              </Suspense>
            ) : (
              <TimelineHiddenItems
                key={`${segment.kind}-${segment.page}`}
                count={segment.count}
                kind={segment.kind === 'more' ? 'remaining' : 'hidden'}
                onLoad={() => (segment.kind === 'more' ? moveToPage(segment.page) : loadPage(segment.page))}
              />
            ),
          )}
          {added.map((comment) => (
            <TimelineComment key={comment.id} comment={comment.comment} />
          ))}
          <TimelineItems items={live.items.filter((item) => !addedIds.has(item.id))} />
        </Timeline>
        {data.repository.viewerInteractionLimitReasonHTML ? (
          <CreationRestriction reasonHTML={data.repository.viewerInteractionLimitReasonHTML} />
        ) : (
          <CommentForm issueId={data.id} onAdded={(comment) => setAdded((list) => [...list, comment])} />
        )}
      </section>
    </ConversationContext.Provider>
  );
}
