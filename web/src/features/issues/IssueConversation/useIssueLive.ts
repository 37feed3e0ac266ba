import { graphql, requestSubscription } from 'react-relay';
import type { Disposable, Environment } from 'relay-runtime';
import type { useIssueLiveSubscription, useIssueLiveSubscription$data } from '../../../__generated__/useIssueLiveSubscription.graphql';

/** The newest timeline items an event brings (enough for the changes of one command). */
export const LIVE_TAIL = 10;

export type LiveTail = NonNullable<useIssueLiveSubscription$data['issueUpdated']>['liveTail'];

/**
 * Subscribes to an issue's `issueUpdated` events. `useLiveIssue` loads this module once the page is
 * on screen: the subscription's artifact is large and the first paint does not need it. (The file
 * keeps the name its operation, `useIssueLiveSubscription`, is known by.)
 */
export function subscribeToIssue(environment: Environment, issueId: string, onTail: (tail: LiveTail) => void): Disposable {
  return requestSubscription<useIssueLiveSubscription>(environment, {
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
      if (response?.issueUpdated) onTail(response.issueUpdated.liveTail);
    },
    // A lost connection is retried by the shared client; the page keeps what it shows.
    onError: () => undefined,
  });
}
