import { useEffect } from 'react';
import type { useMarkIssueAsReadMutation } from '../../../__generated__/useMarkIssueAsReadMutation.graphql';
import type * as operationModule from './useMarkIssueAsRead.operations';
import { lazyOperations, useLazyMutation } from '../../../relay/useLazyMutation';

type Operations = typeof operationModule;

/** The mutations here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./useMarkIssueAsRead.operations'));

/**
 * Marks the issue read by the viewer once it is shown (the issue page or the list's side panel), and
 * again after new activity arrives while it is open (`updatedAt` changes). The answer updates the
 * issue's record in the Relay store, so a list row showing it loses its unread dot at once, without
 * a reload. A failure is left alone: the mark is bookkeeping, and the next visit tries again.
 */
export function useMarkIssueAsRead(issue: { id: string; updatedAt: unknown } | null): void {
  const [commit] = useLazyMutation<useMarkIssueAsReadMutation, Operations>(operations, (m) => m.mutation);
  const id = issue?.id ?? null;
  const updatedAt = issue?.updatedAt === undefined || issue?.updatedAt === null ? null : String(issue.updatedAt);
  useEffect(() => {
    if (id === null) return;
    commit({
      variables: { input: { id } },
      optimisticUpdater: (store) => store.get(id)?.setValue(true, 'isReadByViewer'),
      onError: () => undefined,
    });
  }, [commit, id, updatedAt]);
}
