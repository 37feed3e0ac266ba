import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { IssueRow, MilestoneRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { containsText } from '../../db/textMatch.ts';

/** The display order of a milestone's items: highest priority first (`sort:milestone-priority-desc`). */
export const milestoneOrder = [sql`${t.issues.milestonePriority} DESC NULLS LAST`, desc(t.issues.id)] as const;
export type MilestoneOrderField = 'DUE_DATE' | 'CREATED_AT' | 'UPDATED_AT' | 'NUMBER' | 'TITLE' | 'COMPLETENESS' | 'ISSUE_COUNT';

export interface MilestoneFilter {
  repoId: number;
  states?: readonly ('OPEN' | 'CLOSED')[] | null;
  /** Matches the title, case-insensitively and literally. */
  query?: string | null;
}

function whereOf(filter: MilestoneFilter): SQL | undefined {
  const states = filter.states?.map((s) => (s === 'OPEN' ? 'open' : 'closed') as 'open' | 'closed');
  return and(
    eq(t.milestones.repoId, filter.repoId),
    states && states.length > 0 ? inArray(t.milestones.state, states) : undefined,
    filter.query ? containsText(t.milestones.title, filter.query) : undefined,
  );
}

export function countMilestones(db: Db, filter: MilestoneFilter): Promise<number> {
  return db.$count(t.milestones, whereOf(filter));
}

/** One window of a repository's milestones in the order asked (due dates: undated last), ties by id. */
export function milestonesWindow(
  db: Db,
  filter: MilestoneFilter,
  order: { field: MilestoneOrderField; direction: 'ASC' | 'DESC' },
  offset: number,
  limit: number,
): Promise<MilestoneRow[]> {
  const dir = order.direction === 'DESC' ? desc : asc;
  const total = sql`(SELECT count(*) FROM issues WHERE issues.milestone_id = ${t.milestones.id})`;
  const closedCount = sql`(SELECT count(*) FILTER (WHERE issues.state = 'closed') FROM issues WHERE issues.milestone_id = ${t.milestones.id})`;
  const column = {
    DUE_DATE: t.milestones.dueOn,
    CREATED_AT: t.milestones.createdAt,
    UPDATED_AT: t.milestones.updatedAt,
    NUMBER: t.milestones.number,
    TITLE: sql`lower(${t.milestones.title})`,
    COMPLETENESS: sql`(${closedCount}::float8 / greatest(${total}, 1))`,
    ISSUE_COUNT: total,
  }[order.field];
  return db
    .select()
    .from(t.milestones)
    .where(whereOf(filter))
    .orderBy(order.field === 'DUE_DATE' ? sql`${column} ${sql.raw(order.direction)} NULLS LAST` : dir(column), dir(t.milestones.id))
    .limit(limit)
    .offset(offset);
}

export async function milestoneByNumber(db: Db, repoId: number, number: number): Promise<MilestoneRow | null> {
  const [row] = await db
    .select()
    .from(t.milestones)
    .where(and(eq(t.milestones.repoId, repoId), eq(t.milestones.number, number)));
  return row ?? null;
}

/** Open and closed issues and pull requests of each milestone (the `milestoneIssueCounts` loader's batch). */
export async function milestoneIssueCounts(
  db: Db,
  milestoneIds: readonly number[],
): Promise<Map<number, { open: number; closed: number }>> {
  const rows = await db
    .select({
      milestoneId: t.issues.milestoneId,
      open: sql<number>`count(*) FILTER (WHERE ${t.issues.state} = 'open')::int`,
      closed: sql<number>`count(*) FILTER (WHERE ${t.issues.state} = 'closed')::int`,
    })
    .from(t.issues)
    .where(inArray(t.issues.milestoneId, [...milestoneIds]))
    .groupBy(t.issues.milestoneId);
  return new Map(rows.map((row) => [row.milestoneId ?? 0, { open: row.open, closed: row.closed }]));
}

function prioritizedWhere(milestoneId: number, states: readonly ('OPEN' | 'CLOSED')[] | null): SQL | undefined {
  const stateValues = (states ?? []).map((s) => (s === 'OPEN' ? 'open' : 'closed') as 'open' | 'closed');
  return and(
    eq(t.issues.milestoneId, milestoneId),
    eq(t.issues.kind, 'issue'),
    stateValues.length > 0 ? inArray(t.issues.state, stateValues) : undefined,
  );
}

/** How many of a milestone's issues (not pull requests) are in these states. */
export function countPrioritizedIssues(db: Db, milestoneId: number, states: readonly ('OPEN' | 'CLOSED')[] | null): Promise<number> {
  return db.$count(t.issues, prioritizedWhere(milestoneId, states));
}

/** One window of a milestone's issues (not pull requests) in its priority order. */
export function prioritizedIssuesWindow(
  db: Db,
  milestoneId: number,
  states: readonly ('OPEN' | 'CLOSED')[] | null,
  offset: number,
  limit: number,
): Promise<IssueRow[]> {
  return db
    .select()
    .from(t.issues)
    .where(prioritizedWhere(milestoneId, states))
    .orderBy(...milestoneOrder)
    .limit(limit)
    .offset(offset);
}
