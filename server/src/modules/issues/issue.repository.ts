import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { int, rowShape } from '../../db/rowShape.ts';
import type { IssueCommentRow, IssueRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';

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

function orderOf(filter: IssueListFilter): SQL[] {
  const order = filter.orderBy ?? { field: 'CREATED_AT', direction: 'ASC' };
  const column =
    order.field === 'UPDATED_AT' ? t.issues.updatedAt : order.field === 'COMMENTS' ? t.issues.commentsCount : t.issues.createdAt;
  const dir = order.direction === 'DESC' ? desc : asc;
  return [dir(column), dir(t.issues.id)];
}

/** How many issues (or pull requests) GitHub's list arguments select. */
export function countIssues(db: Db, viewerId: number, filter: IssueListFilter): Promise<number> {
  return db.$count(t.issues, and(...conditions(filter, viewerId)));
}

/** One window of the issues (or pull requests) GitHub's list arguments select, in their order. */
export function issuesWindow(db: Db, viewerId: number, filter: IssueListFilter, offset: number, limit: number): Promise<IssueRow[]> {
  return db
    .select()
    .from(t.issues)
    .where(and(...conditions(filter, viewerId)))
    .orderBy(...orderOf(filter))
    .limit(limit)
    .offset(offset);
}

export async function issueByNumber(db: Db, repoId: number, number: number): Promise<IssueRow | null> {
  const [row] = await db
    .select()
    .from(t.issues)
    .where(and(eq(t.issues.repoId, repoId), eq(t.issues.number, number)))
    .limit(1);
  return row ?? null;
}

/** The issue a web address names (`https://host/owner/repo/issues/12`), whoever may read it; null for anything else. */
export async function issueIdAtUrl(db: Db, url: string): Promise<number | null> {
  const match = /\/([^/]+)\/([^/]+)\/issues\/(\d+)\/?$/.exec(url);
  if (!match) return null;
  const [row] = await db
    .select({ id: t.issues.id })
    .from(t.issues)
    .innerJoin(t.repositories, eq(t.repositories.id, t.issues.repoId))
    .innerJoin(t.accounts, eq(t.accounts.id, t.repositories.ownerId))
    .where(and(eq(t.issues.number, Number(match[3])), eq(t.accounts.login, match[1] ?? ''), eq(t.repositories.name, match[2] ?? '')));
  return row?.id ?? null;
}

/** An issue's sub-issues, in their order. */
export async function subIssueIds(db: Db, issueId: number): Promise<number[]> {
  const rows = await db
    .select({ id: t.issues.id })
    .from(t.issues)
    .where(eq(t.issues.parentId, issueId))
    .orderBy(asc(t.issues.subIssuePosition), asc(t.issues.id));
  return rows.map((r) => r.id);
}

/** The issues blocking this one (`blockedBy`) or blocked by it (`blocking`), newest dependency first. */
export async function dependencyIds(db: Db, issueId: number, direction: 'blockedBy' | 'blocking'): Promise<number[]> {
  const d = t.issueDependencies;
  const rows =
    direction === 'blockedBy'
      ? await db
          .select({ id: d.blockingIssueId })
          .from(d)
          .where(eq(d.issueId, issueId))
          .orderBy(sql`${d.createdAt} DESC`)
      : await db
          .select({ id: d.issueId })
          .from(d)
          .where(eq(d.blockingIssueId, issueId))
          .orderBy(sql`${d.createdAt} DESC`);
  return rows.map((r) => r.id);
}

/** The pull requests that close the issue when merged, in the order they were linked. */
export async function closingPullRequestIds(db: Db, issueId: number, includeClosed: boolean, userLinkedOnly: boolean): Promise<number[]> {
  const rows = await db
    .select({ id: t.closingReferences.pullRequestId })
    .from(t.closingReferences)
    .innerJoin(t.issues, eq(t.issues.id, t.closingReferences.pullRequestId))
    .where(
      and(
        eq(t.closingReferences.issueId, issueId),
        includeClosed ? undefined : eq(t.issues.state, 'open'),
        userLinkedOnly ? eq(t.closingReferences.userLinked, true) : undefined,
      ),
    )
    .orderBy(asc(t.closingReferences.createdAt));
  return rows.map((r) => r.id);
}

/** One window of an issue's comments, oldest first. */
export function commentsWindow(db: Db, issueId: number, offset: number, limit: number): Promise<IssueCommentRow[]> {
  return db
    .select()
    .from(t.issueComments)
    .where(eq(t.issueComments.issueId, issueId))
    .orderBy(asc(t.issueComments.createdAt), asc(t.issueComments.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The people taking part in an issue's conversation, in order of their first part: its author,
 * then whoever commented (GitHub's `participants`). Accounts that were deleted are left out.
 */
export async function participantIds(db: Db, issueId: number): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`SELECT account_id AS id FROM (
          SELECT author_id AS account_id, created_at FROM issues WHERE id = ${issueId} AND author_id IS NOT NULL
          UNION ALL
          SELECT author_id, min(created_at) FROM issue_comments WHERE issue_id = ${issueId} AND author_id IS NOT NULL GROUP BY author_id
        ) p GROUP BY account_id ORDER BY min(created_at), account_id`,
    rowShape({ id: int }),
  );
  return rows.map((row) => row.id);
}

/**
 * What became of the issue that had `number` in the repository, when it no longer is there: deleted
 * (`deletedAt`), or transferred away (`movedTo`, the issue's id where it lives now). Null when the
 * number never left (or never was an issue).
 */
export async function issueTombstone(
  db: Db,
  repoId: number,
  number: number,
): Promise<{ number: number; deletedAt: Date; movedTo: null } | { number: number; deletedAt: null; movedTo: number } | null> {
  const [row] = await db
    .select()
    .from(t.issueTombstones)
    .where(and(eq(t.issueTombstones.repoId, repoId), eq(t.issueTombstones.number, number)));
  if (!row) return null;
  return row.issueId === null
    ? { number: row.number, deletedAt: row.createdAt, movedTo: null }
    : { number: row.number, deletedAt: null, movedTo: row.issueId };
}
