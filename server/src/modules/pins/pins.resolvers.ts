import { asc, eq, sql } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeIssue, repositoryOf } from '../../graphql/access.ts';
import { badInput } from '../../graphql/errors.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { recordEvent } from '../issues/issue.events.ts';

export const MAX_PINNED_ISSUES = 3;

export const pinsResolvers: Resolvers = {
  Repository: {
    pinnedIssues: async (repo, args, ctx) => {
      const rows = await ctx.db
        .select()
        .from(t.pinnedIssues)
        .where(eq(t.pinnedIssues.repoId, repo.id))
        .orderBy(asc(t.pinnedIssues.position));
      return connectionFromArray(rows, args, 'pinnedIssues');
    },
  },
  PinnedIssue: {
    id: (p) => toGlobalId('PinnedIssue', p.id),
    databaseId: (p) => p.id,
    issue: async (p, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(p.issueId);
      if (!issue) throw new Error('Pinned issue vanished');
      return issue;
    },
    pinnedBy: async (p, _args, ctx) => {
      const account = p.pinnedById === null ? null : await ctx.loaders.account.load(p.pinnedById);
      return account ?? ctx.viewer;
    },
    repository: (p, _args, ctx) => repositoryOf(ctx, p.repoId),
  },
  Mutation: {
    pinIssue: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.issueId, 'pin', 'PinIssue');
      await ctx.db.transaction(async (tx) => {
        const pinned = await tx.select().from(t.pinnedIssues).where(eq(t.pinnedIssues.repoId, issue.repoId));
        if (pinned.some((p) => p.issueId === issue.id)) return;
        if (pinned.length >= MAX_PINNED_ISSUES) throw badInput(`You can only pin up to ${MAX_PINNED_ISSUES} issues.`);
        const position = Math.max(0, ...pinned.map((p) => p.position)) + 1;
        await tx.insert(t.pinnedIssues).values({ repoId: issue.repoId, issueId: issue.id, position, pinnedById: ctx.viewer.id });
        await recordEvent(tx, issue.id, ctx.viewer.id, 'pinned');
      });
      ctx.loaders.pinnedIssueIds.clear(issue.id);
      return { clientMutationId: input.clientMutationId, issue };
    },
    unpinIssue: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.issueId, 'pin', 'UnpinIssue');
      const removed = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.delete(t.pinnedIssues).where(eq(t.pinnedIssues.issueId, issue.id)).returning();
        if (row) {
          // Close the gap so positions stay 1..n.
          await tx
            .update(t.pinnedIssues)
            .set({ position: sql`${t.pinnedIssues.position} - 1` })
            .where(sql`${t.pinnedIssues.repoId} = ${row.repoId} AND ${t.pinnedIssues.position} > ${row.position}`);
          await recordEvent(tx, issue.id, ctx.viewer.id, 'unpinned');
        }
        return row;
      });
      ctx.loaders.pinnedIssueIds.clear(issue.id);
      return { clientMutationId: input.clientMutationId, id: removed ? toGlobalId('PinnedIssue', removed.id) : null, issue };
    },
  },
};
