import { useEffect, useRef } from 'react';
import { requestSubscription, useRelayEnvironment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { useIssueLiveSubscription, useIssueLiveSubscription$data } from '../../../__generated__/useIssueLiveSubscription.graphql';
import { lazyOperations } from '../../../relay/useLazyMutation';
import type * as operationModule from './useIssueLive.operations';
import { preloadCode } from '../../../lib/preloadCode';

/** The newest timeline items an event brings (enough for the changes of one command). */
export const LIVE_TAIL = 10;

/** Added to the age of what the page shows: the read itself took time before its answer arrived. */
const READ_SLACK_SECONDS = 2;

/** `readSecondsAgo` for data read at `readAt` (this browser's clock, epoch milliseconds). */
export function readSecondsAgo(readAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((now - readAt) / 1000)) + READ_SLACK_SECONDS;
}

export type LiveTail = NonNullable<useIssueLiveSubscription$data['issueUpdated']>['liveTail'];

/**
 * The subscription's artifact: out of the issue page's first JavaScript, and fetched in the browser
 * as soon as this module runs (beside the page's data and hydration, blocking neither), so the
 * subscription starts right after the first render, as it did with the artifact in the page.
 */
const operations = lazyOperations<typeof operationModule>(() => import('./useIssueLive.operations'));
if (!import.meta.env.SSR) preloadCode(operations.load);

/**
 * Keeps an open issue live (issue 18 item 6): after every committed change to it, by anyone, the
 * server answers the issue again through `issueUpdated`, read with the viewer's rights; the header,
 * body, sidebar, actions and comment form read the same records, so they show the change without a
 * reload. What a person is typing lives in their component's state and is never replaced. The
 * newest timeline items go to `onTail`, which appends the ones that are new. The subscription
 * starts once its module is here (at once when it is already loaded), and catches up: a change
 * made since the issue was read (`readAt`), before the subscription was in place, is answered at
 * once (`readSecondsAgo`), so a page server-rendered a moment before someone commented shows it.
 */
export function useIssueLive(issueId: string, readAt: () => number, onTail: (tail: LiveTail) => void): void {
  const latest = useRef(onTail);
  latest.current = onTail;
  const readAtNow = useRef(readAt);
  readAtNow.current = readAt;
  const environment = useRelayEnvironment();
  useEffect(() => {
    let subscription: Disposable | null = null;
    let disposed = false;
    const start = ({ subscription: node }: typeof operationModule) => {
      subscription = requestSubscription<useIssueLiveSubscription>(environment, {
        subscription: node,
        variables: { id: issueId, tail: LIVE_TAIL, readSecondsAgo: readSecondsAgo(readAtNow.current()) },
        onNext: (response) => {
          if (response?.issueUpdated) latest.current(response.issueUpdated.liveTail);
        },
        // A lost connection is retried by the shared client; the page keeps what it shows.
        onError: () => undefined,
      });
    };
    if (operations.loaded) start(operations.loaded);
    else
      operations.load().then(
        (module) => {
          if (!disposed) start(module);
        },
        // A module that failed to load leaves the page as it is (no live updates), as a lost connection does.
        () => undefined,
      );
    return () => {
      disposed = true;
      subscription?.dispose();
    };
  }, [environment, issueId]);
}
