import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeIssue, readableIssue } from '../../graphql/access.ts';
import { badInput, unresolvedId } from '../../graphql/errors.ts';
import { idOfType } from '../../graphql/ids.ts';
import { attachToParent } from '../issues/issue.commands.ts';
import { recordEvent } from '../issues/issue.events.ts';
import { addAssignees, removeAssignees, resolveAssigneeIds } from '../issues/issueMetadata.ts';

/** `https://host/owner/repo/issues/12` → the issue, when readable. */
async function issueFromUrl(ctx: GraphQLContext, url: string) {
  const match = /\/([^/]+)\/([^/]+)\/issues\/(\d+)\/?$/.exec(url);
  if (!match) return null;
  const rows = await ctx.db
    .select({ id: t.issues.id })
    .from(t.issues)
    .innerJoin(t.repositories, eq(t.repositories.id, t.issues.repoId))
    .innerJoin(t.accounts, eq(t.accounts.id, t.repositories.ownerId))
    .where(and(eq(t.issues.number, Number(match[3])), eq(t.accounts.login, match[1] ?? ''), eq(t.repositories.name, match[2] ?? '')));
  return rows[0] ? readableIssue(ctx, rows[0].id) : null;
}

function reload(ctx: GraphQLContext, ...ids: number[]) {
  for (const id of ids) ctx.loaders.issue.clear(id);
  return Promise.all(ids.map((id) => ctx.loaders.issue.load(id)));
}

export const relationsResolvers: Resolvers = {
  Assignable: { __resolveType: (i) => (i.kind === 'pull_request' ? 'PullRequest' : 'Issue') },
  Closable: { __resolveType: (row) => ('kind' in row ? (row.kind === 'pull_request' ? 'PullRequest' : 'Issue') : 'Milestone') },
  Lockable: { __resolveType: (i) => (i.kind === 'pull_request' ? 'PullRequest' : 'Issue') },
  Mutation: {
    addSubIssue: async (_root, { input }, ctx) => {
      const parent = await authorizeIssue(ctx, input.issueId, 'update', 'AddSubIssue');
      const childId = input.subIssueId ? idOfType(input.subIssueId, 'Issue') : null;
      const child =
        childId !== null ? await readableIssue(ctx, childId) : input.subIssueUrl ? await issueFromUrl(ctx, input.subIssueUrl) : null;
      if (!child) throw unresolvedId(input.subIssueId ?? input.subIssueUrl ?? '');
      if (child.parentId !== null && child.parentId !== parent.id && !input.replaceParent)
        throw badInput('Issue may not contain duplicate sub-issues and each sub-issue may only have one parent.');
      if (child.parentId === parent.id)
        throw badInput('Issue may not contain duplicate sub-issues and each sub-issue may only have one parent.');
      await ctx.db.transaction(async (tx) => {
        if (child.parentId !== null) await recordEvent(tx, child.parentId, ctx.viewer.id, 'sub_issue_removed', { subIssueId: child.id });
        await attachToParent(tx, child, parent.id, ctx.viewer.id);
      });
      ctx.loaders.subIssueCounts.clear(parent.id);
      const [issue, subIssue] = await reload(ctx, parent.id, child.id);
      return { clientMutationId: input.clientMutationId, issue, subIssue };
    },
    removeSubIssue: async (_root, { input }, ctx) => {
      const parent = await authorizeIssue(ctx, input.issueId, 'update', 'RemoveSubIssue');
      const childId = idOfType(input.subIssueId, 'Issue');
      const child = childId === null ? null : await readableIssue(ctx, childId);
      if (!child || child.parentId !== parent.id) throw unresolvedId(input.subIssueId);
      await ctx.db.transaction(async (tx) => {
        await tx.update(t.issues).set({ parentId: null, subIssuePosition: null }).where(eq(t.issues.id, child.id));
        await recordEvent(tx, parent.id, ctx.viewer.id, 'sub_issue_removed', { subIssueId: child.id });
        await recordEvent(tx, child.id, ctx.viewer.id, 'parent_issue_removed', { parentId: parent.id });
      });
      ctx.loaders.subIssueCounts.clear(parent.id);
      const [issue, subIssue] = await reload(ctx, parent.id, child.id);
      return { clientMutationId: input.clientMutationId, issue, subIssue };
    },
    addBlockedBy: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.issueId, 'update', 'AddBlockedBy');
      const blockingId = idOfType(input.blockingIssueId, 'Issue');
      const blocking = blockingId === null ? null : await readableIssue(ctx, blockingId);
      if (!blocking) throw unresolvedId(input.blockingIssueId);
      if (blocking.id === issue.id) throw badInput('An issue cannot block itself.');
      await ctx.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(t.issueDependencies)
          .values({ issueId: issue.id, blockingIssueId: blocking.id })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) throw badInput('This issue is already blocked by that issue.');
        await recordEvent(tx, issue.id, ctx.viewer.id, 'blocked_by_added', { blockingIssueId: blocking.id });
      });
      ctx.loaders.dependencyCounts.clearAll();
      const [fresh, freshBlocking] = await reload(ctx, issue.id, blocking.id);
      return { clientMutationId: input.clientMutationId, issue: fresh, blockingIssue: freshBlocking };
    },
    removeBlockedBy: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.issueId, 'update', 'RemoveBlockedBy');
      const blockingId = idOfType(input.blockingIssueId, 'Issue');
      if (blockingId === null) throw unresolvedId(input.blockingIssueId);
      await ctx.db.transaction(async (tx) => {
        const removed = await tx
          .delete(t.issueDependencies)
          .where(and(eq(t.issueDependencies.issueId, issue.id), eq(t.issueDependencies.blockingIssueId, blockingId)))
          .returning();
        if (removed.length === 0) throw unresolvedId(input.blockingIssueId);
        await recordEvent(tx, issue.id, ctx.viewer.id, 'blocked_by_removed', { blockingIssueId: blockingId });
      });
      ctx.loaders.dependencyCounts.clearAll();
      const [fresh, freshBlocking] = await reload(ctx, issue.id, blockingId);
      return { clientMutationId: input.clientMutationId, issue: fresh, blockingIssue: freshBlocking };
    },
    addAssigneesToAssignable: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.assignableId, 'assign', 'AddAssigneesToAssignable', ['Issue', 'PullRequest']);
      await ctx.db.transaction(async (tx) => addAssignees(tx, issue, await resolveAssigneeIds(tx, input.assigneeIds), ctx.viewer.id));
      ctx.loaders.assigneesByIssue.clear(issue.id);
      const [assignable] = await reload(ctx, issue.id);
      return { clientMutationId: input.clientMutationId, assignable };
    },
    removeAssigneesFromAssignable: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.assignableId, 'assign', 'RemoveAssigneesFromAssignable', ['Issue', 'PullRequest']);
      await ctx.db.transaction(async (tx) => removeAssignees(tx, issue, await resolveAssigneeIds(tx, input.assigneeIds), ctx.viewer.id));
      ctx.loaders.assigneesByIssue.clear(issue.id);
      const [assignable] = await reload(ctx, issue.id);
      return { clientMutationId: input.clientMutationId, assignable };
    },
  },
};
