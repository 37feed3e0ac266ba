import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { IssueRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { paginate, type ConnectionArgs, type Connection } from '../../graphql/pagination.ts';

export interface IssueListFilter {
  repoId?: number;
  milestoneId?: number;
  labelId?: number;
  kind: 'issue' | 'pull_request';
  states?: readonly ('OPEN' | 'CLOSED' | 'MERGED')[] | null;
  labels?: readonly string[] | null;
  filterBy?: {
    assignee?: string | null;
    createdBy?: string | null;
    labels?: readonly string[] | null;
    mentioned?: string | null;
    milestone?: string | null;
    milestoneNumber?: string | null;
    since?: Date | string | null;
    states?: readonly ('OPEN' | 'CLOSED')[] | null;
    type?: string | null;
    viewerSubscribed?: boolean | null;
  } | null;
  orderBy?: { field: 'CREATED_AT' | 'UPDATED_AT' | 'COMMENTS'; direction: 'ASC' | 'DESC' } | null;
}

function loginMatch(column: SQL | typeof t.issues.authorId, login: string, viewerId: number): SQL {
  if (login === '@me') return sql`${column} = ${viewerId}`;
  return sql`${column} IN (SELECT id FROM accounts WHERE lower(login) = ${login.toLowerCase()})`;
}

/** SQL conditions for GitHub's `Repository.issues` arguments (states, labels, filterBy). */
function conditions(filter: IssueListFilter, viewerId: number): SQL[] {
  const where: SQL[] = [eq(t.issues.kind, filter.kind)];
  if (filter.repoId !== undefined) where.push(eq(t.issues.repoId, filter.repoId));
  if (filter.milestoneId !== undefined) where.push(eq(t.issues.milestoneId, filter.milestoneId));
  if (filter.labelId !== undefined)
    where.push(sql`EXISTS (SELECT 1 FROM issue_labels il WHERE il.issue_id = ${t.issues.id} AND il.label_id = ${filter.labelId})`);
  const states = filter.states ?? filter.filterBy?.states;
  if (states && states.length > 0) {
    const parts: SQL[] = [];
    if (states.includes('OPEN')) parts.push(sql`${t.issues.state} = 'open'`);
    if (states.includes('CLOSED'))
      parts.push(
        filter.kind === 'pull_request' ? sql`(${t.issues.state} = 'closed' AND NOT ${t.issues.merged})` : sql`${t.issues.state} = 'closed'`,
      );
    if (states.includes('MERGED')) parts.push(sql`${t.issues.merged}`);
    where.push(sql`(${sql.join(parts, sql` OR `)})`);
  }
  // Several labels: the item must carry every one of them (GitHub's `labels:` argument is an AND).
  for (const name of [...(filter.labels ?? []), ...(filter.filterBy?.labels ?? [])]) {
    where.push(
      sql`EXISTS (SELECT 1 FROM issue_labels il JOIN labels l ON l.id = il.label_id WHERE il.issue_id = ${t.issues.id} AND lower(l.name) = ${name.toLowerCase()})`,
    );
  }
  const f = filter.filterBy;
  if (f) {
    if (f.assignee === '*') where.push(sql`EXISTS (SELECT 1 FROM issue_assignees a WHERE a.issue_id = ${t.issues.id})`);
    else if (f.assignee)
      where.push(
        sql`EXISTS (SELECT 1 FROM issue_assignees a WHERE a.issue_id = ${t.issues.id} AND ${loginMatch(sql`a.user_id`, f.assignee, viewerId)})`,
      );
    if (f.createdBy) where.push(loginMatch(t.issues.authorId, f.createdBy, viewerId));
    if (f.mentioned)
      where.push(
        sql`EXISTS (SELECT 1 FROM issue_mentions m WHERE m.issue_id = ${t.issues.id} AND ${loginMatch(sql`m.user_id`, f.mentioned, viewerId)})`,
      );
    const milestone = f.milestoneNumber ?? f.milestone;
    if (milestone === '*') where.push(sql`${t.issues.milestoneId} IS NOT NULL`);
    else if (milestone === 'none') where.push(sql`${t.issues.milestoneId} IS NULL`);
    else if (f.milestoneNumber) {
      where.push(
        sql`${t.issues.milestoneId} IN (SELECT id FROM milestones WHERE repo_id = ${t.issues.repoId} AND number = ${Number(f.milestoneNumber) || 0})`,
      );
    } else if (f.milestone) {
      // GitHub reads this older argument as a milestone number; a title is accepted too.
      const asNumber = /^\d+$/.test(f.milestone) ? Number(f.milestone) : -1;
      where.push(
        sql`${t.issues.milestoneId} IN (SELECT id FROM milestones WHERE repo_id = ${t.issues.repoId} AND (number = ${asNumber} OR lower(title) = ${f.milestone.toLowerCase()}))`,
      );
    }
    if (f.since) where.push(sql`${t.issues.updatedAt} >= ${new Date(f.since).toISOString()}`);
    if (f.type === '*') where.push(sql`${t.issues.issueTypeId} IS NOT NULL`);
    else if (f.type === 'none') where.push(sql`${t.issues.issueTypeId} IS NULL`);
    else if (f.type) where.push(sql`${t.issues.issueTypeId} IN (SELECT id FROM issue_types WHERE lower(name) = ${f.type.toLowerCase()})`);
    if (f.viewerSubscribed) {
      where.push(
        sql`EXISTS (SELECT 1 FROM issue_subscriptions s WHERE s.issue_id = ${t.issues.id} AND s.user_id = ${viewerId} AND s.state = 'subscribed')`,
      );
    }
  }
  return where;
}

export function listIssues(
  ctx: GraphQLContext,
  filter: IssueListFilter,
  args: ConnectionArgs,
  connectionName: string,
): Promise<Connection<IssueRow>> {
  const where = and(...conditions(filter, ctx.viewer.id));
  const order = filter.orderBy ?? { field: 'CREATED_AT', direction: 'ASC' };
  const column =
    order.field === 'UPDATED_AT' ? t.issues.updatedAt : order.field === 'COMMENTS' ? t.issues.commentsCount : t.issues.createdAt;
  const dir = order.direction === 'DESC' ? desc : asc;
  return paginate(
    args,
    connectionName,
    () => ctx.db.$count(t.issues, where),
    async (offset, limit) => {
      const rows = await ctx.db.select().from(t.issues).where(where).orderBy(dir(column), dir(t.issues.id)).limit(limit).offset(offset);
      for (const row of rows) ctx.loaders.issue.prime(row.id, row);
      return rows;
    },
  );
}

export async function issueByNumber(ctx: GraphQLContext, repoId: number, number: number): Promise<IssueRow | null> {
  const [row] = await ctx.db
    .select()
    .from(t.issues)
    .where(and(eq(t.issues.repoId, repoId), eq(t.issues.number, number)))
    .limit(1);
  return row ?? null;
}

/** Issues by id, keeping the order of `ids` (for sub-issue and dependency lists). */
export async function issuesByIds(ctx: GraphQLContext, ids: number[]): Promise<IssueRow[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.select().from(t.issues).where(inArray(t.issues.id, ids));
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => map.get(id) ?? []);
}
