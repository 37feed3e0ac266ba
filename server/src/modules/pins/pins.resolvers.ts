import { eq, sql } from 'drizzle-orm';
import type { RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeIssue, canRepository, readableRepository, repositoryOf, repositoryPath } from '../../graphql/access.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { badInput, forbidden, unresolvedId } from '../../graphql/errors.ts';
import { idOfType, toGlobalId } from '../../graphql/ids.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { recordEvent } from '../issues/issue.events.ts';
import { prioritizePinnedIssues } from './pinnedIssuesPrioritizer.ts';
import { lockPinsOf, MAX_PINNED_ISSUES, pinnedIssuesOf } from './pins.repository.ts';

export { MAX_PINNED_ISSUES };

/**
 * Whether the viewer may pin, unpin and reorder the repository's issues: the rule `pinIssue`
 * applies through `authorizeIssue(…, 'pin')`, whose issues are unreadable when issues are off.
 */
async function canPinIssues(ctx: GraphQLContext, repo: RepositoryRow): Promise<boolean> {
  return repo.hasIssuesEnabled && (await canRepository(ctx, repo, 'pinIssues'));
}

export const pinsResolvers: Resolvers = {
  Repository: {
    pinnedIssues: async (repo, args, ctx) => {
      // With issues turned off their issues are unreadable, pinned ones included.
      const rows = repo.hasIssuesEnabled ? await pinnedIssuesOf(ctx.db, repo.id) : [];
      return connectionFromArray(rows, args, 'pinnedIssues');
    },
    viewerCanPinIssues: (repo, _args, ctx) => canPinIssues(ctx, repo),
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
        await lockPinsOf(tx, issue.repoId);
        const pinned = await pinnedIssuesOf(tx, issue.repoId);
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
        await lockPinsOf(tx, issue.repoId);
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
    prioritizePinnedIssues: async (_root, { input }, ctx) => {
      const repoId = idOfType(input.repositoryId, 'Repository');
      const access = repoId === null ? null : await readableRepository(ctx, repoId);
      if (!access) throw unresolvedId(input.repositoryId);
      const repo = access.repo;
      if (!(await canPinIssues(ctx, repo))) throw forbidden(ctx.viewer.login, 'PrioritizePinnedIssues');
      const nameWithOwner = (await repositoryPath(ctx, repo)).slice(1);
      await prioritizePinnedIssues(ctx.db, { repoId: repo.id, nameWithOwner, issueIds: input.issueIds });
      return { clientMutationId: input.clientMutationId, repository: repo };
    },
  },
};
