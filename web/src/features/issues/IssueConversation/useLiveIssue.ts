import { useEffect, useRef } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { LiveTail } from './useIssueLive';

/**
 * Keeps an open issue live (issue 18 item 6): after every committed change to it, by anyone, the
 * server answers the issue again through `issueUpdated`, read with the viewer's rights; the header,
 * body, sidebar, actions and comment form read the same records, so they show the change without a
 * reload. What a person is typing lives in their component's state and is never replaced. The
 * newest timeline items go to `onTail`, which appends the ones that are new. The subscription
 * (`useIssueLive.ts`) is loaded and started after the first render, where Relay's `useSubscription`
 * would start it.
 */
export function useLiveIssue(issueId: string, onTail: (tail: LiveTail) => void): void {
  const environment = useRelayEnvironment();
  const latest = useRef(onTail);
  latest.current = onTail;
  useEffect(() => {
    let stopped = false;
    let subscription: { dispose: () => void } | null = null;
    import('./useIssueLive')
      .then(({ subscribeToIssue }) => {
        if (!stopped) subscription = subscribeToIssue(environment, issueId, (tail) => latest.current(tail));
      })
      // Without its code the page stays as loaded, as it does when the connection is lost.
      .catch(() => undefined);
    return () => {
      stopped = true;
      subscription?.dispose();
    };
  }, [environment, issueId]);
}
