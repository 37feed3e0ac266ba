import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AccountRow, IssueCommentRow, IssueRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { canIssue, readableIssue } from '../../graphql/access.ts';
import { forbidden, unresolvedId } from '../../graphql/errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/ids.ts';
import { connectionFromArray, toConnection } from '../../graphql/pagination.ts';
import { reactionCountsOf, reactionGroups, viewerHasReacted, type ReactionContentValue } from './reactionGroups.ts';

type Subject = { type: 'issue'; row: IssueRow; issue: IssueRow } | { type: 'comment'; row: IssueCommentRow; issue: IssueRow };

async function loadSubject(ctx: GraphQLContext, globalId: string, operation: string): Promise<Subject> {
  const decoded = fromGlobalId(globalId);
  let subject: Subject | null = null;
  if (decoded && (decoded.type === 'Issue' || decoded.type === 'PullRequest')) {
    const issue = await readableIssue(ctx, decoded.id);
    if (issue) subject = { type: 'issue', row: issue, issue };
  } else if (decoded?.type === 'IssueComment') {
    const [comment] = await ctx.db.select().from(t.issueComments).where(eq(t.issueComments.id, decoded.id));
    const issue = comment ? await readableIssue(ctx, comment.issueId) : null;
    if (comment && issue) subject = { type: 'comment', row: comment, issue };
  }
  if (!subject) throw unresolvedId(globalId);
  if (!(await canIssue(ctx, subject.issue, 'react'))) throw forbidden(ctx.viewer.login, operation);
  return subject;
}

/** The viewer's reaction of one content on the subject (at most one row). */
function viewerReaction(subject: Subject, viewerId: number, content: ReactionContentValue) {
  return and(
    eq(t.reactions.subjectType, subject.type),
    eq(t.reactions.subjectId, subject.row.id),
    eq(t.reactions.userId, viewerId),
    eq(t.reactions.content, content),
  );
}

/**
 * Keeps the issue's reaction counters in step with the reactions table. The issue row is locked
 * first, in a statement of its own: the count that follows takes a new snapshot, which sees every
 * reaction of the transactions that held the lock before (they committed), and a transaction
 * reacting at the same time waits here and counts this one's reaction. Counting first would let
 * two concurrent reactions each write a total that misses the other (READ COMMITTED).
 */
async function refreshCounters(tx: DbOrTx, subject: Subject): Promise<void> {
  if (subject.type !== 'issue') return;
  // FOR NO KEY UPDATE, the lock the UPDATE below takes anyway: it leaves the FOR KEY SHARE of
  // foreign-key checks (comments, labels being added to the issue) free.
  await tx.select({ id: t.issues.id }).from(t.issues).where(eq(t.issues.id, subject.row.id)).for('no key update');
  const counts = await reactionCountsOf(tx, 'issue', subject.row.id);
  await tx
    .update(t.issues)
    .set({ reactionCounts: counts, reactionsCount: Object.values(counts).reduce((sum: number, n) => sum + (n ?? 0), 0) })
    .where(eq(t.issues.id, subject.row.id));
}

async function groupsFor(ctx: GraphQLContext, subject: Subject) {
  return reactionGroups(ctx, subject.type, subject.row.id, await reactionCountsOf(ctx.db, subject.type, subject.row.id));
}

async function reloadSubject(ctx: GraphQLContext, subject: Subject) {
  if (subject.type === 'comment') return subject.row;
  ctx.loaders.issue.clear(subject.row.id);
  return (await ctx.loaders.issue.load(subject.row.id)) ?? subject.row;
}

export const reactionsResolvers: Resolvers = {
  ReactionGroup: {
    content: (g) => g.content,
    createdAt: () => null,
    viewerHasReacted: (g, _args, ctx) => viewerHasReacted(ctx, g),
    subject: async (g, _args, ctx) => {
      if (g.subjectType === 'issue') {
        const issue = await ctx.loaders.issue.load(g.subjectId);
        if (!issue) throw new Error('Reaction subject vanished');
        return issue;
      }
      const [comment] = await ctx.db.select().from(t.issueComments).where(eq(t.issueComments.id, g.subjectId));
      if (!comment) throw new Error('Reaction subject vanished');
      return comment;
    },
    reactors: async (g, args, ctx, info) => {
      // The group knows its count: a group without reactions, or a question about the count only, needs no query.
      const countOnly = info.fieldNodes.every((node) =>
        (node.selectionSet?.selections ?? []).every(
          (selection) => selection.kind === 'Field' && (selection.name.value === 'totalCount' || selection.name.value === '__typename'),
        ),
      );
      if (g.count === 0 || countOnly) return toConnection<AccountRow>([], 0, g.count, args, 'reactors');
      const rows = await ctx.db
        .select({ user: t.accounts })
        .from(t.reactions)
        .innerJoin(t.accounts, eq(t.accounts.id, t.reactions.userId))
        .where(and(eq(t.reactions.subjectType, g.subjectType), eq(t.reactions.subjectId, g.subjectId), eq(t.reactions.content, g.content)))
        .orderBy(t.reactions.createdAt);
      return connectionFromArray(
        rows.map((r) => r.user),
        args,
        'reactors',
      );
    },
  },
  Reaction: {
    id: (r) => toGlobalId('Reaction', r.id),
    databaseId: (r) => r.id,
    content: (r) => r.content,
    createdAt: (r) => r.createdAt,
    user: (r, _args, ctx) => ctx.loaders.account.load(r.userId),
    reactable: async (r, _args, ctx) => {
      if (r.subjectType === 'issue') {
        const issue = await ctx.loaders.issue.load(r.subjectId);
        if (issue) return issue;
      } else {
        const [comment] = await ctx.db.select().from(t.issueComments).where(eq(t.issueComments.id, r.subjectId));
        if (comment) return comment;
      }
      throw new Error('Reaction subject vanished');
    },
  },
  Reactable: { __resolveType: (row) => ('kind' in row ? (row.kind === 'pull_request' ? 'PullRequest' : 'Issue') : 'IssueComment') },
  Mutation: {
    addReaction: async (_root, { input }, ctx) => {
      const subject = await loadSubject(ctx, input.subjectId, 'AddReaction');
      const content = input.content as ReactionContentValue;
      const reaction = await ctx.db.transaction(async (tx) => {
        await tx
          .insert(t.reactions)
          .values({ subjectType: subject.type, subjectId: subject.row.id, userId: ctx.viewer.id, content })
          .onConflictDoNothing();
        await refreshCounters(tx, subject);
        const [row] = await tx
          .select()
          .from(t.reactions)
          .where(viewerReaction(subject, ctx.viewer.id, content));
        return row ?? null;
      });
      return {
        clientMutationId: input.clientMutationId,
        reaction,
        reactionGroups: await groupsFor(ctx, subject),
        subject: await reloadSubject(ctx, subject),
      };
    },
    removeReaction: async (_root, { input }, ctx) => {
      const subject = await loadSubject(ctx, input.subjectId, 'RemoveReaction');
      const content = input.content as ReactionContentValue;
      const reaction = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(t.reactions)
          .where(viewerReaction(subject, ctx.viewer.id, content))
          .returning();
        await refreshCounters(tx, subject);
        return row ?? null;
      });
      return {
        clientMutationId: input.clientMutationId,
        reaction,
        reactionGroups: await groupsFor(ctx, subject),
        subject: await reloadSubject(ctx, subject),
      };
    },
  },
};
