import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { canIssue, issuePath, repositoryOf } from '../../domain/access.ts';
import { refOf, toGlobalId } from '../../domain/ids.ts';
import { markdownToText, renderMarkdown } from '../markdown/markdown.ts';
import { reactionGroups } from '../reactions/reactionGroups.ts';
import { addComment } from './comment.commands.ts';

export const commentsResolvers: Resolvers = {
  IssueComment: {
    id: (c) => toGlobalId('IssueComment', c.id),
    databaseId: (c) => c.id,
    body: (c) => c.body,
    bodyHTML: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      const repository = issue ? await repositoryOf(ctx, issue.repoId) : null;
      return renderMarkdown(ctx, c.body, { repository, baseUrl: ctx.baseUrl });
    },
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
    reactionGroups: async (c, _args, ctx) => reactionGroups('comment', c.id, await ctx.loaders.commentReactionCounts.load(c.id)),
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
      const { comment, issue, offset } = await addComment(ctx, {
        subject: refOf(input.subjectId, 'Issue', 'PullRequest'),
        body: input.body,
      });
      return {
        clientMutationId: input.clientMutationId,
        commentEdge: { cursor: Buffer.from(`cursor:v2:${offset}`).toString('base64'), node: comment },
        subject: issue,
      };
    },
  },
};
