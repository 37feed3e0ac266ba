import { and, asc, eq, sql } from 'drizzle-orm';
import type { IssueRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { canIssue, issuePath, readableIssue, repositoryOf } from '../../graphql/access.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { connectionFromArray, paginate, type ConnectionArgs } from '../../graphql/pagination.ts';
import { markdownToText, renderInline, renderMarkdown } from '../markdown/markdown.ts';
import { reactionGroups } from '../reactions/reactionGroups.ts';

type LabelOrderArg = { field: 'NAME' | 'CREATED_AT' | 'ISSUE_COUNT'; direction: 'ASC' | 'DESC' } | null | undefined;

/** Fields that issues and pull requests share (GitHub's Comment, Labelable, Assignable, Closable…). */
export const sharedIssueFields = {
  databaseId: (i: IssueRow) => i.id,
  number: (i: IssueRow) => i.number,
  title: (i: IssueRow) => i.title,
  titleHTML: (i: IssueRow) => renderInline(i.title),
  body: (i: IssueRow) => i.body,
  bodyHTML: (i: IssueRow) => renderMarkdown(i.body),
  bodyText: (i: IssueRow) => markdownToText(i.body),
  closed: (i: IssueRow) => i.state === 'closed',
  closedAt: (i: IssueRow) => i.closedAt,
  createdAt: (i: IssueRow) => i.createdAt,
  updatedAt: (i: IssueRow) => i.updatedAt,
  locked: (i: IssueRow) => i.locked,
  activeLockReason: (i: IssueRow) => (i.activeLockReason ? (i.activeLockReason.toUpperCase() as 'SPAM') : null),
  author: async (i: IssueRow, _args: unknown, ctx: GraphQLContext) => (i.authorId === null ? null : ctx.loaders.account.load(i.authorId)),
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
      (offset, limit) =>
        ctx.db
          .select()
          .from(t.issueComments)
          .where(eq(t.issueComments.issueId, i.id))
          .orderBy(asc(t.issueComments.createdAt), asc(t.issueComments.id))
          .limit(limit)
          .offset(offset),
    ),
  reactionGroups: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => reactionGroups(ctx, 'issue', i.id, i.reactionCounts),
  isReadByViewer: async (i: IssueRow, _args: unknown, ctx: GraphQLContext) => {
    const lastRead = await ctx.loaders.lastReadAt.load(i.id);
    return lastRead !== null && lastRead >= i.updatedAt;
  },
  viewerCanClose: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => i.state === 'open' && canIssue(ctx, i, 'close'),
  viewerCanReopen: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => i.state === 'closed' && !i.merged && canIssue(ctx, i, 'reopen'),
  viewerCanUpdate: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'update'),
  viewerCanReact: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'react'),
  viewerCanLabel: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => canIssue(ctx, i, 'label'),
  viewerDidAuthor: (i: IssueRow, _args: unknown, ctx: GraphQLContext) => i.authorId === ctx.viewer.id,
};

/** Issues related to `issue` through a link table, readable ones only, as a connection. */
export async function relatedIssues(ctx: GraphQLContext, ids: number[], args: ConnectionArgs, name: string) {
  const readable = (await Promise.all(ids.map((id) => readableIssue(ctx, id)))).filter((i): i is IssueRow => i !== null);
  return connectionFromArray(readable, args, name);
}

export async function subIssueIds(ctx: GraphQLContext, issue: IssueRow): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: t.issues.id })
    .from(t.issues)
    .where(eq(t.issues.parentId, issue.id))
    .orderBy(asc(t.issues.subIssuePosition), asc(t.issues.id));
  return rows.map((r) => r.id);
}

export async function dependencyIds(ctx: GraphQLContext, issue: IssueRow, direction: 'blockedBy' | 'blocking'): Promise<number[]> {
  const d = t.issueDependencies;
  const rows =
    direction === 'blockedBy'
      ? await ctx.db
          .select({ id: d.blockingIssueId })
          .from(d)
          .where(eq(d.issueId, issue.id))
          .orderBy(sql`${d.createdAt} DESC`)
      : await ctx.db
          .select({ id: d.issueId })
          .from(d)
          .where(eq(d.blockingIssueId, issue.id))
          .orderBy(sql`${d.createdAt} DESC`);
  return rows.map((r) => r.id);
}

export async function closingPullRequestIds(
  ctx: GraphQLContext,
  issue: IssueRow,
  includeClosed: boolean,
  userLinkedOnly: boolean,
): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: t.closingReferences.pullRequestId })
    .from(t.closingReferences)
    .innerJoin(t.issues, eq(t.issues.id, t.closingReferences.pullRequestId))
    .where(
      and(
        eq(t.closingReferences.issueId, issue.id),
        includeClosed ? undefined : eq(t.issues.state, 'open'),
        userLinkedOnly ? eq(t.closingReferences.userLinked, true) : undefined,
      ),
    )
    .orderBy(asc(t.closingReferences.createdAt));
  return rows.map((r) => r.id);
}

export function issueGlobalId(i: IssueRow): string {
  return toGlobalId(i.kind === 'pull_request' ? 'PullRequest' : 'Issue', i.id);
}
