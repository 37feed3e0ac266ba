import type { PayloadError, RecordSourceSelectorProxy } from 'relay-runtime';
import type { commentMutationsDeleteMutation } from '../../../__generated__/commentMutationsDeleteMutation.graphql';
import type { commentMutationsMinimizeMutation } from '../../../__generated__/commentMutationsMinimizeMutation.graphql';
import type { commentMutationsUnminimizeMutation } from '../../../__generated__/commentMutationsUnminimizeMutation.graphql';
import type { commentMutationsUpdateCommentMutation } from '../../../__generated__/commentMutationsUpdateCommentMutation.graphql';
import type { commentMutationsUpdateIssueMutation } from '../../../__generated__/commentMutationsUpdateIssueMutation.graphql';
import { failureMessage } from '../IssueHeader/failureMessage';
import { textAsHTML } from './bodyHTML';
import { lazyOperations, useLazyMutation } from '../../../relay/useLazyMutation';
import type * as operationModule from './commentMutations.operations';

type Operations = typeof operationModule;

/** The mutations here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./commentMutations.operations'));

/** GitHub's reasons for hiding a comment: the mutation's classifier, the menu's words, `minimizedReason`. */
export const HIDE_REASONS = [
  { classifier: 'SPAM', label: 'Spam', reason: 'spam' },
  { classifier: 'ABUSE', label: 'Abuse', reason: 'abuse' },
  { classifier: 'OFF_TOPIC', label: 'Off Topic', reason: 'off-topic' },
  { classifier: 'OUTDATED', label: 'Outdated', reason: 'outdated' },
  { classifier: 'DUPLICATE', label: 'Duplicate', reason: 'duplicate' },
  { classifier: 'RESOLVED', label: 'Resolved', reason: 'resolved' },
] as const;

export type HideReason = (typeof HIDE_REASONS)[number];

/** What a mutation's callbacks report: nothing when it went through, else the server's words. */
export interface MutationOutcome {
  onDone?: () => void;
  onFailed: (message: string) => void;
}

/** Relay callbacks reporting to an outcome; `failed` names what did not work, for network failures. */
function callbacks(outcome: MutationOutcome, failed: string) {
  return {
    onCompleted: (_response: unknown, errors: readonly PayloadError[] | null | undefined) => {
      if (errors && errors.length > 0) outcome.onFailed(failureMessage(errors, failed));
      else outcome.onDone?.();
    },
    onError: (error: Error) => outcome.onFailed(failureMessage(error, failed)),
  };
}

/** Shows the edited body at once (as escaped text until the server's rendering comes back). */
function showBody(store: RecordSourceSelectorProxy, id: string, body: string): void {
  const record = store.get(id);
  record?.setValue(body, 'body');
  record?.setValue(textAsHTML(body), 'bodyHTML');
}

/**
 * Saves an issue's or a comment's body from the version the edit started from (`bodyVersion`): the
 * server refuses it when someone saved in between, and the body shown goes back to theirs.
 */
export function useBodyUpdate(kind: 'issue' | 'comment') {
  const [updateComment] = useLazyMutation<commentMutationsUpdateCommentMutation, Operations>(operations, (m) => m.updateCommentMutation);
  const [updateIssue] = useLazyMutation<commentMutationsUpdateIssueMutation, Operations>(operations, (m) => m.updateIssueMutation);
  return (id: string, body: string, bodyVersion: string, outcome: MutationOutcome) => {
    const common = {
      optimisticUpdater: (store: RecordSourceSelectorProxy) => showBody(store, id, body),
      ...callbacks(outcome, 'The comment could not be updated. Try again.'),
    };
    if (kind === 'issue') updateIssue({ variables: { input: { id, body, bodyVersion } }, ...common });
    else updateComment({ variables: { input: { id, body, bodyVersion } }, ...common });
  };
}

/** Removes a comment from the store, and one from its issue's comment count. */
function removeComment(store: RecordSourceSelectorProxy, id: string, issueId: string | null): void {
  const comments = issueId === null ? null : store.get(issueId)?.getLinkedRecord('comments');
  const count = comments?.getValue('totalCount');
  if (typeof count === 'number') comments?.setValue(Math.max(0, count - 1), 'totalCount');
  store.delete(id);
}

/**
 * Deletes a comment: it leaves the conversation at once and comes back if the server refuses. The
 * issue's cached data is marked stale, so the next visit shows the deletion event.
 */
export function useCommentDelete() {
  const [commit] = useLazyMutation<commentMutationsDeleteMutation, Operations>(operations, (m) => m.deleteMutation);
  return (id: string, issueId: string | null, outcome: MutationOutcome) => {
    commit({
      variables: { input: { id } },
      optimisticUpdater: (store) => removeComment(store, id, issueId),
      updater: (store, response) => {
        if (!response?.deleteIssueComment) return;
        removeComment(store, id, issueId);
        if (issueId !== null) store.get(issueId)?.invalidateRecord();
      },
      ...callbacks(outcome, 'The comment could not be deleted. Try again.'),
    });
  };
}

/** Hides a comment with one of GitHub's reasons, or shows it again (`reason` null). */
export function useCommentMinimize() {
  const [minimize] = useLazyMutation<commentMutationsMinimizeMutation, Operations>(operations, (m) => m.minimizeMutation);
  const [unminimize] = useLazyMutation<commentMutationsUnminimizeMutation, Operations>(operations, (m) => m.unminimizeMutation);
  return (id: string, reason: HideReason | null, outcome: MutationOutcome) => {
    // Whoever may hide a comment may show it again, and the reverse.
    const optimisticUpdater = (store: RecordSourceSelectorProxy) => {
      const record = store.get(id);
      record?.setValue(reason !== null, 'isMinimized');
      record?.setValue(reason?.reason ?? null, 'minimizedReason');
      record?.setValue(reason === null, 'viewerCanMinimize');
      record?.setValue(reason !== null, 'viewerCanUnminimize');
    };
    if (reason === null) {
      unminimize({
        variables: { input: { subjectId: id } },
        optimisticUpdater,
        ...callbacks(outcome, 'The comment could not be unhidden. Try again.'),
      });
    } else {
      minimize({
        variables: { input: { subjectId: id, classifier: reason.classifier } },
        optimisticUpdater,
        ...callbacks(outcome, 'The comment could not be hidden. Try again.'),
      });
    }
  };
}
