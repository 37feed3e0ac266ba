import { useCallback } from 'react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useIssueStateCloseMutation } from '../../../__generated__/useIssueStateCloseMutation.graphql';
import type { useIssueStateReopenMutation } from '../../../__generated__/useIssueStateReopenMutation.graphql';
import { useFailureToast } from './failureMessage';
import { lazyOperations, useLazyMutation } from '../../../relay/useLazyMutation';
import type * as operationModule from './useIssueState.operations';

type Operations = typeof operationModule;

/** The mutations here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./useIssueState.operations'));

export type CloseReason = 'COMPLETED' | 'NOT_PLANNED' | 'DUPLICATE';

/** The issue's state as the page shows it at once, before the server confirms (Relay undoes it if it refuses). */
export function showState(
  store: RecordSourceSelectorProxy,
  issueId: string,
  state: 'OPEN' | 'CLOSED',
  reason: CloseReason | 'REOPENED',
): void {
  const issue = store.get(issueId);
  if (!issue) return;
  issue.setValue(state, 'state');
  issue.setValue(state === 'CLOSED', 'closed');
  issue.setValue(reason, 'stateReason', { enableDuplicate: true });
  if (state === 'OPEN') issue.setValue(null, 'duplicateOf');
}

export interface CloseOptions {
  reason: CloseReason;
  /** The original issue, for a duplicate. */
  duplicateIssueId?: string;
}

/**
 * Closing and reopening an issue: the new state shows at once and the server's answer confirms it;
 * a refusal puts the old state back and shows the server's message in a toast.
 */
export function useIssueState(issueId: string) {
  const failed = useFailureToast();
  const [commitClose, closing] = useLazyMutation<useIssueStateCloseMutation, Operations>(operations, (m) => m.closeMutation);
  const [commitReopen, reopening] = useLazyMutation<useIssueStateReopenMutation, Operations>(operations, (m) => m.reopenMutation);

  const close = useCallback(
    ({ reason, duplicateIssueId }: CloseOptions) => {
      const fail = failed('Could not close the issue.');
      commitClose({
        variables: { input: { issueId, stateReason: reason, ...(duplicateIssueId ? { duplicateIssueId } : {}) } },
        optimisticUpdater: (store) => showState(store, issueId, 'CLOSED', reason),
        onCompleted: (response, errors) => {
          if ((errors && errors.length > 0) || !response.closeIssue?.issue) fail(errors);
        },
        onError: fail,
      });
    },
    [failed, commitClose, issueId],
  );

  const reopen = useCallback(() => {
    const fail = failed('Could not reopen the issue.');
    commitReopen({
      variables: { input: { issueId } },
      optimisticUpdater: (store) => showState(store, issueId, 'OPEN', 'REOPENED'),
      onCompleted: (response, errors) => {
        if ((errors && errors.length > 0) || !response.reopenIssue?.issue) fail(errors);
      },
      onError: fail,
    });
  }, [failed, commitReopen, issueId]);

  return { close, reopen, pending: closing || reopening };
}
