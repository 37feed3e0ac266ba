import type { IssueRow } from '../../db/rows.ts';
import { canIssue, issuePath, readableIssue, repositoryOf } from '../../domain/access.ts';
import { toGlobalId } from '../../domain/ids.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { connectionFromArray, paginate, type ConnectionArgs } from '../../graphql/pagination.ts';
import { markdownToText, renderInline, renderMarkdown } from '../markdown/markdown.ts';
import { reactionGroups, type ReactionContentValue } from '../reactions/reactionGroups.ts';
import { reactionConnection } from '../reactions/reactions.resolvers.ts';
import { commentsWindow, countIssues, issuesWindow, type IssueListFilter } from './issue.repository.ts';

/** How an author stands to the repository (`CommentAuthorAssociation`); a deleted author (ghost) has none. */
export function authorAssociationOf(ctx: GraphQLContext, repoId: number, authorId: number | null) {
  return authorId === null ? ('NONE' as const) : ctx.loaders.authorAssociation.load(`${repoId}:${authorId}`);
}

type ReactionArgs = ConnectionArgs & { content?: ReactionContentValue | null; orderBy?: { direction: 'ASC' | 'DESC' } | null };

type LabelOrderArg = { field: 'NAME' | 'CREATED_AT' | 'ISSUE_COUNT'; direction: 'ASC' | 'DESC' } | null | undefined;

/** Fields that issues and pull requests share (GitHub's Comment, Labelable, Assignable, Closable…). */
export const sharedIssueFields = {
  databaseId: (i: IssueRow) => i.id,
  number: (i: IssueRow) => i.number,
  title: (i: IssueRow) => i.title,
  titleHTML: (i: IssueRow) => renderInline(i.title),
  body: (i: IssueRow) => i.body,
  bodyHTML: async (i: IssueRow, _args: unknown, ctx: GraphQLContext) =>
    renderMarkdown(ctx, i.body, { repository: await repositoryOf(ctx, i.repoId), baseUrl: ctx.baseUrl }),
  bodyText: (i: IssueRow) => markdownToText(i.body),
  closed: (i: IssueRow) => i.state === 'closed',
  closedAt: (i: IssueRow) => i.closedAt,
  createdAt: (i: IssueRow) => i.createdAt,
  updatedAt: (i: IssueRow) => i.updatedAt,
  locked: (i: IssueRow) => i.locked,
  activeLockReason: (i: IssueRow) => (i.activeLockReason ? (i.activeLockReason.toUpperCase() as 'SPAM') : null),
  author: async (i: IssueRow, _args: unknown, ctx: GraphQLContext) => (i.authorId === null ? null : ctx.loaders.account.load(i.authorId)),
  authorAssociation: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => authorAssociationOf(ctx, i.repoId, i.authorId),
  repository: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => repositoryOf(ctx, i.repoId),
  resourcePath: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => issuePath(ctx, i),
  url: async (i: IssueRow, _args: unknown, ctx: GraphQLContext) => `${ctx.baseUrl}${await issuePath(ctx, i)}`,
  milestone: (i: IssueRow, _args: unknown, ctx: GraphQLContext) =>
    i.milestoneId === null ? null : ctx.loaders.milestone.load(i.milestoneId),
  labels: async (i: IssueRow, args: ConnectionArgs & { orderBy?: LabelOrderArg }, ctx: GraphQLContext) => {
    const labels = [...(await ctx.loaders.labelsByIssue.load(i.id))];
    const order = args.orderBy ?? { field: 'CREATED_AT', direction: 'ASC' };
    if (order.field === 'NAME') labels.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    if (order.direction === 'DESC') labels.reverse();
    return connectionFromArray(labels, args, 'labels');
  },
  assignees: async (i: IssueRow, args: ConnectionArgs, ctx: GraphQLContext) =>
    connectionFromArray(
      (await ctx.loaders.assigneesByIssue.load(i.id)).filter((a) => a.kind === 'user'),
      args,
      'assignees',
    ),
  assignedActors: async (i: IssueRow, args: ConnectionArgs, ctx: GraphQLContext) =>
    connectionFromArray(await ctx.loaders.assigneesByIssue.load(i.id), args, 'assignedActors'),
  comments: (i: IssueRow, args: ConnectionArgs, ctx: GraphQLContext) =>
    paginate(
      args,
      'comments',
      async () => i.commentsCount,
      (offset, limit) => commentsWindow(ctx.db, i.id, offset, limit),
    ),
  reactionGroups: (i: IssueRow) => reactionGroups('issue', i.id, i.reactionCounts),
  reactions: (i: IssueRow, args: ReactionArgs, ctx: GraphQLContext) => reactionConnection(ctx, 'issue', i.id, args),
  // Classic projects are gone (GitHub sunset them): no cards, ever.
  projectCards: (_i: IssueRow, args: ConnectionArgs) => connectionFromArray<never>([], args, 'projectCards'),
  isReadByViewer: async (i: IssueRow, _args: unknown, ctx: GraphQLContext) => {
    const lastRead = await ctx.loaders.lastReadAt.load(i.id);
    return lastRead !== null && lastRead >= i.updatedAt;
  },
  viewerCanClose: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => i.state === 'open' && canIssue(ctx, i, 'close'),
  viewerCanReopen: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => i.state === 'closed' && !i.merged && canIssue(ctx, i, 'reopen'),
  viewerCanUpdate: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'update'),
  viewerCanReact: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'react'),
  viewerCanComment: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'comment'),
  viewerCanLabel: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'label'),
  viewerCanAssign: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'assign'),
  viewerCanSetMilestone: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'setMilestone'),
  viewerCanLock: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'lock'),
  viewerDidAuthor: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => i.authorId === ctx.viewer.id,
};

/** Issues related to `issue` through a link table, readable ones only, as a connection. */
export async function relatedIssues(ctx: GraphQLContext, ids: number[], args: ConnectionArgs, name: string) {
  const readable = (await Promise.all(ids.map((id) => readableIssue(ctx, id)))).filter((i): i is IssueRow => i !== null);
  return connectionFromArray(readable, args, name);
}

/** GitHub's issue and pull request lists (`Repository.issues`, `Label.issues` …) as a connection; rows found prime the issue loader. */
export function issueConnection(ctx: GraphQLContext, filter: IssueListFilter, args: ConnectionArgs, connection: string) {
  return paginate(
    args,
    connection,
    () => countIssues(ctx.db, ctx.actor.id, filter),
    async (offset, limit) => {
      const rows = await issuesWindow(ctx.db, ctx.actor.id, filter, offset, limit);
      for (const row of rows) ctx.loaders.issue.prime(row.id, row);
      return rows;
    },
  );
}

export function issueGlobalId(i: IssueRow): string {
  return toGlobalId(i.kind === 'pull_request' ? 'PullRequest' : 'Issue', i.id);
}
