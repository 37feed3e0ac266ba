import { eq, sql } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeIssue, canIssue, issuePath } from '../../graphql/access.ts';
import { badInput } from '../../graphql/errors.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { recordMentions, validateBody } from '../issues/issue.commands.ts';
import { markdownToText, renderMarkdown } from '../markdown/markdown.ts';
import { reactionGroups } from '../reactions/reactionGroups.ts';

export const commentsResolvers: Resolvers = {
  IssueComment: {
    id: (c) => toGlobalId('IssueComment', c.id),
    databaseId: (c) => c.id,
    body: (c) => c.body,
    bodyHTML: (c) => renderMarkdown(c.body),
    bodyText: (c) => markdownToText(c.body),
    createdAt: (c) => c.createdAt,
    updatedAt: (c) => c.updatedAt,
    lastEditedAt: (c) => c.lastEditedAt,
    isMinimized: (c) => c.isMinimized,
    author: (c, _args, ctx) => (c.authorId === null ? null : ctx.loaders.account.load(c.authorId)),
    issue: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      if (!issue) throw new Error(`Comment ${c.id} has no issue`);
      return issue;
    },
    reactionGroups: async (c, _args, ctx) => reactionGroups(ctx, 'comment', c.id, await ctx.loaders.commentReactionCounts.load(c.id)),
    resourcePath: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return `${issue ? await issuePath(ctx, issue) : ''}#issuecomment-${c.id}`;
    },
    url: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return `${ctx.baseUrl}${issue ? await issuePath(ctx, issue) : ''}#issuecomment-${c.id}`;
    },
    viewerDidAuthor: (c, _args, ctx) => c.authorId === ctx.viewer.id,
    viewerCanUpdate: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return !!issue && (c.authorId === ctx.viewer.id ? canIssue(ctx, issue, 'comment') : canIssue(ctx, issue, 'label'));
    },
    viewerCanDelete: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return !!issue && (c.authorId === ctx.viewer.id ? canIssue(ctx, issue, 'comment') : canIssue(ctx, issue, 'label'));
    },
    viewerCanReact: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return !!issue && canIssue(ctx, issue, 'react');
    },
  },
  Mutation: {
    addComment: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.subjectId, 'comment', 'AddComment', ['Issue', 'PullRequest']);
      if (input.body.trim() === '') throw badInput("Body can't be blank");
      const body = validateBody(input.body);
      const comment = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(t.issueComments).values({ issueId: issue.id, authorId: ctx.viewer.id, body }).returning();
        await tx
          .update(t.issues)
          .set({ commentsCount: sql`${t.issues.commentsCount} + 1`, updatedAt: sql`now()` })
          .where(eq(t.issues.id, issue.id));
        await recordMentions(tx, issue.id, body);
        await tx.insert(t.issueSubscriptions).values({ issueId: issue.id, userId: ctx.viewer.id, reason: 'comment' }).onConflictDoNothing();
        return row;
      });
      if (!comment) throw new Error('Comment insert returned nothing');
      ctx.loaders.issue.clear(issue.id);
      return {
        clientMutationId: input.clientMutationId,
        commentEdge: { cursor: Buffer.from(`cursor:v2:${issue.commentsCount}`).toString('base64'), node: comment },
        subject: await ctx.loaders.issue.load(issue.id),
      };
    },
  },
};
