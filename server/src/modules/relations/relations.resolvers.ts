import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { canIssue } from '../../domain/access.ts';
import { optionalRefOf, refOf, refsOf } from '../../domain/ids.ts';
import { addAssignees, removeAssignees } from '../issues/commands/issueAssignees.ts';
import { addBlockedBy, addSubIssue, removeBlockedBy, removeSubIssue, reprioritizeSubIssue } from '../issues/commands/issueRelations.ts';

export const relationsResolvers: Resolvers = {
  Assignable: { __resolveType: (i) => (i.kind === 'pull_request' ? 'PullRequest' : 'Issue') },
  Closable: { __resolveType: (row) => ('kind' in row ? (row.kind === 'pull_request' ? 'PullRequest' : 'Issue') : 'Milestone') },
  Lockable: { __resolveType: (i) => (i.kind === 'pull_request' ? 'PullRequest' : 'Issue') },
  Subscribable: { __resolveType: () => 'Issue' },
  Issue: {
    viewerCanRelate: (i, _args, ctx) => canIssue(ctx, i, 'relate'),
  },
  Mutation: {
    addSubIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      ...(await addSubIssue(ctx, {
        issue: refOf(input.issueId, 'Issue'),
        subIssue: input.subIssueId ? refOf(input.subIssueId, 'Issue') : null,
        subIssueUrl: input.subIssueUrl,
        replaceParent: input.replaceParent,
      })),
    }),
    removeSubIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      ...(await removeSubIssue(ctx, { issue: refOf(input.issueId, 'Issue'), subIssue: refOf(input.subIssueId, 'Issue') })),
    }),
    reprioritizeSubIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issue: await reprioritizeSubIssue(ctx, {
        issue: refOf(input.issueId, 'Issue'),
        subIssue: refOf(input.subIssueId, 'Issue'),
        after: optionalRefOf(input.afterId, 'Issue'),
        before: optionalRefOf(input.beforeId, 'Issue'),
      }),
    }),
    addBlockedBy: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      ...(await addBlockedBy(ctx, { issue: refOf(input.issueId, 'Issue'), blockingIssue: refOf(input.blockingIssueId, 'Issue') })),
    }),
    removeBlockedBy: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      ...(await removeBlockedBy(ctx, { issue: refOf(input.issueId, 'Issue'), blockingIssue: refOf(input.blockingIssueId, 'Issue') })),
    }),
    addAssigneesToAssignable: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      assignable: await addAssignees(ctx, {
        assignable: refOf(input.assignableId, 'Issue', 'PullRequest'),
        assignees: refsOf(input.assigneeIds, 'User', 'Bot'),
      }),
    }),
    removeAssigneesFromAssignable: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      assignable: await removeAssignees(ctx, {
        assignable: refOf(input.assignableId, 'Issue', 'PullRequest'),
        assignees: refsOf(input.assigneeIds, 'User', 'Bot'),
      }),
    }),
  },
};
