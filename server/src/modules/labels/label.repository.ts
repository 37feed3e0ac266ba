import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LabelRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { anyContainsText } from '../../db/textMatch.ts';

export type LabelOrderField = 'NAME' | 'CREATED_AT' | 'ISSUE_COUNT';

export interface LabelFilter {
  repoId: number;
  /** Matches the name or the description, case-insensitively and literally. */
  query?: string | null;
}

function whereOf(filter: LabelFilter): SQL | undefined {
  const query = filter.query?.trim();
  return and(eq(t.labels.repoId, filter.repoId), query ? anyContainsText([t.labels.name, t.labels.description], query) : undefined);
}

export function countLabels(db: Db, filter: LabelFilter): Promise<number> {
  return db.$count(t.labels, whereOf(filter));
}

/**
 * One window of a repository's labels. Ties (equal counts, equal creation times) fall back to the
 * name in ascending order and then the id, so pages never overlap or skip a label.
 */
export function labelWindow(
  db: Db,
  filter: LabelFilter,
  order: { field: LabelOrderField; direction: 'ASC' | 'DESC' },
  offset: number,
  limit: number,
): Promise<LabelRow[]> {
  const dir = order.direction === 'DESC' ? desc : asc;
  const name = sql`lower(${t.labels.name})`;
  const keys: SQL[] =
    order.field === 'NAME'
      ? [dir(name), dir(t.labels.id)]
      : order.field === 'ISSUE_COUNT'
        ? [dir(sql`(SELECT count(*) FROM issue_labels il WHERE il.label_id = ${t.labels.id})`), asc(name), asc(t.labels.id)]
        : [dir(t.labels.createdAt), dir(t.labels.id)];
  return db
    .select()
    .from(t.labels)
    .where(whereOf(filter))
    .orderBy(...keys)
    .limit(limit)
    .offset(offset);
}

/** The repository's label with this name, in any letter case. */
export async function labelNamed(db: Db, repoId: number, name: string): Promise<LabelRow | null> {
  const [row] = await db
    .select()
    .from(t.labels)
    .where(and(eq(t.labels.repoId, repoId), eq(sql`lower(${t.labels.name})`, name.toLowerCase())));
  return row ?? null;
}

/** The labels on any issue or pull request of the milestone, each once. */
function milestoneLabelsWhere(milestoneId: number): SQL {
  return sql`${t.labels.id} IN (SELECT ${t.issueLabels.labelId} FROM ${t.issueLabels} INNER JOIN ${t.issues} ON ${t.issues.id} = ${t.issueLabels.issueId} WHERE ${t.issues.milestoneId} = ${milestoneId})`;
}

export function countMilestoneLabels(db: Db, milestoneId: number): Promise<number> {
  return db.$count(t.labels, milestoneLabelsWhere(milestoneId));
}

/** One window of the distinct labels of a milestone's issues and pull requests, by name (then id). */
export function milestoneLabelsWindow(db: Db, milestoneId: number, offset: number, limit: number): Promise<LabelRow[]> {
  return db
    .select()
    .from(t.labels)
    .where(milestoneLabelsWhere(milestoneId))
    .orderBy(asc(sql`lower(${t.labels.name})`), asc(t.labels.id))
    .limit(limit)
    .offset(offset);
}
