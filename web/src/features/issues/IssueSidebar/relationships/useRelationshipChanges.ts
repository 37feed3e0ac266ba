import { useRef } from 'react';
import type { IssueState, IssueStateReason, RelationshipsMenu_issue$data } from '../../../../__generated__/RelationshipsMenu_issue.graphql';
import type { useRelationshipChangesAddBlockedByMutation } from '../../../../__generated__/useRelationshipChangesAddBlockedByMutation.graphql';
import type { useRelationshipChangesAddBlockingMutation } from '../../../../__generated__/useRelationshipChangesAddBlockingMutation.graphql';
import type { useRelationshipChangesAddSubIssueMutation } from '../../../../__generated__/useRelationshipChangesAddSubIssueMutation.graphql';
import type { useRelationshipChangesCreateSubIssueMutation } from '../../../../__generated__/useRelationshipChangesCreateSubIssueMutation.graphql';
import type { useRelationshipChangesRemoveBlockedByMutation } from '../../../../__generated__/useRelationshipChangesRemoveBlockedByMutation.graphql';
import type { useRelationshipChangesRemoveBlockingMutation } from '../../../../__generated__/useRelationshipChangesRemoveBlockingMutation.graphql';
import type { useRelationshipChangesRemoveParentMutation } from '../../../../__generated__/useRelationshipChangesRemoveParentMutation.graphql';
import type { useRelationshipChangesRemoveSubIssueMutation } from '../../../../__generated__/useRelationshipChangesRemoveSubIssueMutation.graphql';
import type { useRelationshipChangesReprioritizeMutation } from '../../../../__generated__/useRelationshipChangesReprioritizeMutation.graphql';
import type { useRelationshipChangesSetParentMutation } from '../../../../__generated__/useRelationshipChangesSetParentMutation.graphql';
import { presentNodes } from '../../../../lib/presentNodes';
import { lazyOperations, useLazyMutation } from '../../../../relay/useLazyMutation';
import { useFailureToast } from '../useFailureToast';
import type * as operationModule from './useRelationshipChanges.operations';
import { preloadCode } from '../../../../lib/preloadCode';

/** An issue as the Relationships section lists it (parent, sub-issues, blockers). */
export interface RelatedIssue {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly resourcePath: unknown;
  readonly state: IssueState;
  readonly stateReason?: IssueStateReason | null;
  /** Whether the viewer may change this issue's relationships too (a link between two issues needs both). */
  readonly viewerCanRelate: boolean;
}

type Relationships = RelationshipsMenu_issue$data;

const related = ({ id, number, title, resourcePath, state, stateReason, viewerCanRelate }: RelatedIssue) => ({
  id,
  number,
  title,
  resourcePath,
  state,
  stateReason: stateReason ?? null,
  viewerCanRelate,
});

const nodesOf = (connection: { readonly nodes?: readonly (RelatedIssue | null | undefined)[] | null }) => presentNodes(connection.nodes);

/**
 * The section's data as it will be after a change, for Relay's optimistic response: the new parent,
 * sub-issues and blockers, and the sub-issue summary counted again from the change.
 */
function after(
  data: Relationships,
  change: Partial<Record<'parent', RelatedIssue | null>> & Partial<Record<'subIssues' | 'blockedBy' | 'blocking', RelatedIssue[]>>,
) {
  const subIssues = change.subIssues ?? nodesOf(data.subIssues);
  const before = nodesOf(data.subIssues);
  const closed = (issues: readonly RelatedIssue[]) => issues.filter((issue) => issue.state === 'CLOSED').length;
  const total = Math.max(0, data.subIssuesSummary.total + subIssues.length - before.length);
  const completed = Math.max(0, data.subIssuesSummary.completed + closed(subIssues) - closed(before));
  const parent = change.parent === undefined ? data.parent : change.parent;
  return {
    id: data.id,
    repository: { id: data.repository.id, nameWithOwner: data.repository.nameWithOwner },
    parent: parent ? related(parent) : null,
    subIssuesSummary: { total, completed, percentCompleted: total === 0 ? 0 : Math.round((completed / total) * 100) },
    subIssues: { nodes: subIssues.map(related) },
    blockedBy: { nodes: (change.blockedBy ?? nodesOf(data.blockedBy)).map(related) },
    blocking: { nodes: (change.blocking ?? nodesOf(data.blocking)).map(related) },
  };
}

type RelationshipOperations = typeof operationModule;

/** The section's mutations, loaded when the menu opens or a change is first made. */
const operations = lazyOperations<RelationshipOperations>(() => import('./useRelationshipChanges.operations'));

/** Starts loading the section's mutations (the menu opens, a pointer is over an action). */
export function preloadRelationshipChanges(): void {
  preloadCode(operations.load);
}

/** The Relationships section's changes, each shown at once and put back with the server's message when refused. */
export function useRelationshipChanges(data: Relationships) {
  const reportFailure = useFailureToast();
  const created = useRef(0);
  const [commitAddSubIssue] = useLazyMutation<useRelationshipChangesAddSubIssueMutation, RelationshipOperations>(
    operations,
    (m) => m.addSubIssue,
  );
  const [commitSetParent] = useLazyMutation<useRelationshipChangesSetParentMutation, RelationshipOperations>(
    operations,
    (m) => m.setParent,
  );
  const [commitRemoveSubIssue] = useLazyMutation<useRelationshipChangesRemoveSubIssueMutation, RelationshipOperations>(
    operations,
    (m) => m.removeSubIssue,
  );
  const [commitRemoveParent] = useLazyMutation<useRelationshipChangesRemoveParentMutation, RelationshipOperations>(
    operations,
    (m) => m.removeParent,
  );
  const [commitReprioritize] = useLazyMutation<useRelationshipChangesReprioritizeMutation, RelationshipOperations>(
    operations,
    (m) => m.reprioritize,
  );
  const [commitAddBlockedBy] = useLazyMutation<useRelationshipChangesAddBlockedByMutation, RelationshipOperations>(
    operations,
    (m) => m.addBlockedBy,
  );
  const [commitAddBlocking] = useLazyMutation<useRelationshipChangesAddBlockingMutation, RelationshipOperations>(
    operations,
    (m) => m.addBlocking,
  );
  const [commitRemoveBlockedBy] = useLazyMutation<useRelationshipChangesRemoveBlockedByMutation, RelationshipOperations>(
    operations,
    (m) => m.removeBlockedBy,
  );
  const [commitRemoveBlocking] = useLazyMutation<useRelationshipChangesRemoveBlockingMutation, RelationshipOperations>(
    operations,
    (m) => m.removeBlocking,
  );
  const [commitCreateSubIssue] = useLazyMutation<useRelationshipChangesCreateSubIssueMutation, RelationshipOperations>(
    operations,
    (m) => m.createSubIssue,
  );

  const subIssues = nodesOf(data.subIssues);
  const blockedBy = nodesOf(data.blockedBy);
  const blocking = nodesOf(data.blocking);
  const without = (issues: readonly RelatedIssue[], gone: RelatedIssue) => issues.filter((issue) => issue.id !== gone.id);

  return {
    /** Makes `parent` this issue's parent, replacing the one it has. */
    setParent(parent: RelatedIssue) {
      commitSetParent({
        variables: { input: { issueId: parent.id, subIssueId: data.id, replaceParent: true } },
        optimisticResponse: { addSubIssue: { subIssue: after(data, { parent }) } },
        ...reportFailure('Could not set the parent issue.'),
      });
    },
    removeParent() {
      if (!data.parent) return;
      commitRemoveParent({
        variables: { input: { issueId: data.parent.id, subIssueId: data.id } },
        optimisticResponse: { removeSubIssue: { subIssue: after(data, { parent: null }) } },
        ...reportFailure('Could not remove the parent issue.'),
      });
    },
    addSubIssue(child: RelatedIssue) {
      commitAddSubIssue({
        variables: { input: { issueId: data.id, subIssueId: child.id, replaceParent: true } },
        optimisticResponse: { addSubIssue: { issue: after(data, { subIssues: [...without(subIssues, child), child] }) } },
        ...reportFailure('Could not add the sub-issue.'),
      });
    },
    removeSubIssue(child: RelatedIssue) {
      commitRemoveSubIssue({
        variables: { input: { issueId: data.id, subIssueId: child.id } },
        optimisticResponse: { removeSubIssue: { issue: after(data, { subIssues: without(subIssues, child) }) } },
        ...reportFailure('Could not remove the sub-issue.'),
      });
    },
    /** Moves a sub-issue one place up (-1) or down (+1). */
    moveSubIssue(child: RelatedIssue, step: -1 | 1) {
      const from = subIssues.findIndex((issue) => issue.id === child.id);
      const neighbour = subIssues[from + step];
      if (from < 0 || !neighbour) return;
      const order = without(subIssues, child);
      order.splice(from + step, 0, child);
      commitReprioritize({
        variables: {
          input: { issueId: data.id, subIssueId: child.id, ...(step < 0 ? { beforeId: neighbour.id } : { afterId: neighbour.id }) },
        },
        optimisticResponse: { reprioritizeSubIssue: { issue: after(data, { subIssues: order }) } },
        ...reportFailure('Could not move the sub-issue.'),
      });
    },
    addBlockedBy(blocker: RelatedIssue) {
      commitAddBlockedBy({
        variables: { input: { issueId: data.id, blockingIssueId: blocker.id } },
        optimisticResponse: { addBlockedBy: { issue: after(data, { blockedBy: [...without(blockedBy, blocker), blocker] }) } },
        ...reportFailure('Could not mark this issue as blocked.'),
      });
    },
    addBlocking(blocked: RelatedIssue) {
      commitAddBlocking({
        variables: { input: { issueId: blocked.id, blockingIssueId: data.id } },
        optimisticResponse: { addBlockedBy: { blockingIssue: after(data, { blocking: [...without(blocking, blocked), blocked] }) } },
        ...reportFailure('Could not mark this issue as blocking.'),
      });
    },
    removeBlockedBy(blocker: RelatedIssue) {
      commitRemoveBlockedBy({
        variables: { input: { issueId: data.id, blockingIssueId: blocker.id } },
        optimisticResponse: { removeBlockedBy: { issue: after(data, { blockedBy: without(blockedBy, blocker) }) } },
        ...reportFailure('Could not remove the blocked-by relationship.'),
      });
    },
    removeBlocking(blocked: RelatedIssue) {
      commitRemoveBlocking({
        variables: { input: { issueId: blocked.id, blockingIssueId: data.id } },
        optimisticResponse: { removeBlockedBy: { blockingIssue: after(data, { blocking: without(blocking, blocked) }) } },
        ...reportFailure('Could not remove the blocking relationship.'),
      });
    },
    /** Opens a new issue in this repository as the last sub-issue; it shows at once, without a number until the server answers. */
    createSubIssue(title: string) {
      created.current += 1;
      const pending: RelatedIssue = {
        id: `client:new-sub-issue:${data.id}:${created.current}`,
        number: 0,
        title,
        resourcePath: '',
        state: 'OPEN',
        stateReason: null,
        // The viewer opens it, so it is theirs.
        viewerCanRelate: true,
      };
      commitCreateSubIssue({
        variables: { input: { repositoryId: data.repository.id, title, parentIssueId: data.id } },
        optimisticResponse: { createIssue: { issue: { id: pending.id, parent: after(data, { subIssues: [...subIssues, pending] }) } } },
        ...reportFailure('Could not create the sub-issue.'),
      });
    },
  };
}

export type RelationshipChanges = ReturnType<typeof useRelationshipChanges>;
