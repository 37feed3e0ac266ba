import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { canComment, canIssue, issuePath, repositoryOf } from '../../domain/access.ts';
import { idOfType, refOf, toGlobalId } from '../../domain/ids.ts';
import { tickCommentTask, tickIssueTask } from '../edits/taskList.commands.ts';
import { bodyVersionOf } from '../edits/userContentEdits.ts';
import { editConnection } from '../edits/edits.resolvers.ts';
import { markdownToText, renderMarkdown } from '../markdown/markdown.ts';
import { reactionGroups } from '../reactions/reactionGroups.ts';
import { reactionConnection } from '../reactions/reactions.resolvers.ts';
import { authorAssociationOf } from '../issues/issueFields.resolvers.ts';
import { addComment, deleteComment, setCommentMinimized, updateComment } from './comment.commands.ts';

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
    bodyVersion: (c) => bodyVersionOf(c.body),
    editor: (c, _args, ctx) => (c.editorId === null ? null : ctx.loaders.account.load(c.editorId)),
    includesCreatedEdit: async (c, _args, ctx) => (await ctx.loaders.commentEdits.load(c.id)).length > 0,
    userContentEdits: async (c, args, ctx) => editConnection(await ctx.loaders.commentEdits.load(c.id), args),
    minimizedReason: (c) => (c.isMinimized ? c.minimizedReason : null),
    createdAt: (c) => c.createdAt,
    updatedAt: (c) => c.updatedAt,
    lastEditedAt: (c) => c.lastEditedAt,
    isMinimized: (c) => c.isMinimized,
    author: (c, _args, ctx) => (c.authorId === null ? null : ctx.loaders.account.load(c.authorId)),
    authorAssociation: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return issue ? authorAssociationOf(ctx, issue.repoId, c.authorId) : 'NONE';
    },
    issue: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      if (!issue) throw new Error(`Comment ${c.id} has no issue`);
      return issue;
    },
    reactionGroups: async (c, _args, ctx) => reactionGroups('comment', c.id, await ctx.loaders.commentReactionCounts.load(c.id)),
    reactions: (c, args, ctx) => reactionConnection(ctx, 'comment', c.id, args),
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
      return !!issue && canComment(ctx, issue, c, 'update');
    },
    viewerCanDelete: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return !!issue && canComment(ctx, issue, c, 'delete');
    },
    viewerCanMinimize: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return !c.isMinimized && !!issue && canIssue(ctx, issue, 'minimizeComments');
    },
    viewerCanUnminimize: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return c.isMinimized && !!issue && canIssue(ctx, issue, 'minimizeComments');
    },
    viewerCanReact: async (c, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(c.issueId);
      return !!issue && canIssue(ctx, issue, 'react');
    },
  },
  Minimizable: { __resolveType: () => 'IssueComment' },
  Mutation: {
    updateIssueComment: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issueComment: await updateComment(ctx, {
        comment: refOf(input.id, 'IssueComment'),
        body: input.body,
        bodyVersion: input.bodyVersion,
      }),
    }),
    deleteIssueComment: async (_root, { input }, ctx) => {
      await deleteComment(ctx, { comment: refOf(input.id, 'IssueComment') });
      return { clientMutationId: input.clientMutationId };
    },
    minimizeComment: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      minimizedComment: await setCommentMinimized(ctx, { comment: refOf(input.subjectId, 'IssueComment'), classifier: input.classifier }),
    }),
    updateTaskListItem: async (_root, { input }, ctx) => {
      const tick = { index: input.index, checked: input.checked, bodyVersion: input.bodyVersion };
      const subject =
        idOfType(input.subjectId, 'Issue') !== null
          ? await tickIssueTask(ctx, { issue: refOf(input.subjectId, 'Issue'), ...tick })
          : await tickCommentTask(ctx, { comment: refOf(input.subjectId, 'IssueComment'), ...tick });
      return { clientMutationId: input.clientMutationId, subject };
    },
    unminimizeComment: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      unminimizedComment: await setCommentMinimized(ctx, { comment: refOf(input.subjectId, 'IssueComment'), classifier: null }),
    }),
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
