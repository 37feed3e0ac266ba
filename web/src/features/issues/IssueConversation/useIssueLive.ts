import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useIssueLiveSubscription, useIssueLiveSubscription$data } from '../../../__generated__/useIssueLiveSubscription.graphql';

/** The newest timeline items an event brings (enough for the changes of one command). */
export const LIVE_TAIL = 10;

export type LiveTail = NonNullable<useIssueLiveSubscription$data['issueUpdated']>['liveTail'];

/**
 * Keeps an open issue live (issue 18 item 6): after every committed change to it, by anyone, the
 * server answers the issue again through `issueUpdated`, read with the viewer's rights; the header,
 * body, sidebar, actions and comment form read the same records, so they show the change without a
 * reload. What a person is typing lives in their component's state and is never replaced. The
 * newest timeline items go to `onTail`, which appends the ones that are new.
 */
export function useIssueLive(issueId: string, onTail: (tail: LiveTail) => void): void {
  const latest = useRef(onTail);
  latest.current = onTail;
  const config = useMemo<GraphQLSubscriptionConfig<useIssueLiveSubscription>>(
    () => ({
      subscription: graphql`
        subscription useIssueLiveSubscription($id: ID!, $tail: Int!) {
          issueUpdated(id: $id) {
            id
            ...IssueHeader_issue
            ...IssueActions_issue
            ...CommentForm_issue
            ...IssueSidebar_issue
            ...IssueBody_issue
            liveTail: timelineItems(last: $tail) {
              totalCount
              nodes {
                ... on Node {
                  id
                }
                ...TimelineItem_item
              }
            }
          }
        }
      `,
      variables: { id: issueId, tail: LIVE_TAIL },
      onNext: (response) => {
        if (response?.issueUpdated) latest.current(response.issueUpdated.liveTail);
      },
      // A lost connection is retried by the shared client; the page keeps what it shows.
      onError: () => undefined,
    }),
    [issueId],
  );
  useSubscription(config);
}
