import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { IssueCommentRow, ProjectRow } from '../../db/rows.ts';
import { visibleProjects } from '../../policies/project.scope.ts';
import { int, jsonObject, nullable, rowShape, text, timestamp } from '../../db/rowShape.ts';
import * as t from '../../db/schema/index.ts';
import type { Actor } from '../../policies/actor.ts';

/** One row of an issue's timeline: a comment (`event` null) or a recorded event with its details. */
export interface TimelineRow {
  id: number;
  createdAt: Date;
  /** The `timeline_events.event` name, or null for a comment. */
  event: string | null;
  actorId: number | null;
  data: Record<string, unknown>;
}

export interface TimelineFilter {
  /** Whether comments are items of this list. */
  comments: boolean;
  /** The event names that are items of this list. */
  events: readonly string[];
  since: Date | null;
}

/**
 * The timeline's items as one ordered set: comments and events merged by time. At the same instant
 * a comment comes before an event (closing with a comment shows the comment, then "closed"), then
 * rows keep their insertion order. Label and milestone events whose label or milestone was deleted
 * are left out, since GitHub's fields for them (`label: Label!`, `milestoneTitle: String!`) cannot be
 * answered.
 */
function itemsOf(issueId: number, filter: TimelineFilter): SQL {
  const since = (column: SQL) => (filter.since ? sql` AND ${column} >= ${filter.since.toISOString()}::timestamptz` : sql``);
  const parts: SQL[] = [];
  if (filter.comments) {
    parts.push(sql`SELECT 0 AS src, c.id, c.created_at, NULL::text AS event, c.author_id AS actor_id, NULL::jsonb AS data
      FROM issue_comments c WHERE c.issue_id = ${issueId}${since(sql`c.created_at`)}`);
  }
  if (filter.events.length > 0) {
    const names = sql.join(
      filter.events.map((name) => sql`${name}`),
      sql`, `,
    );
    parts.push(sql`SELECT 1 AS src, e.id, e.created_at, e.event, e.actor_id, e.data
      FROM timeline_events e WHERE e.issue_id = ${issueId} AND e.event IN (${names})${since(sql`e.created_at`)}
        AND (e.event NOT IN ('labeled', 'unlabeled') OR EXISTS (SELECT 1 FROM labels l WHERE l.id = (e.data->>'labelId')::int))
        AND (e.event NOT IN ('milestoned', 'demilestoned') OR EXISTS (SELECT 1 FROM milestones m WHERE m.id = (e.data->>'milestoneId')::int))`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/** Whether the filter admits nothing at all (`itemTypes` naming only types this server does not record). */
function matchesNothing(filter: TimelineFilter): boolean {
  return !filter.comments && filter.events.length === 0;
}

const countRow = rowShape({ n: int });

/** A timeline item: a comment (no event) or a recorded event. */
const itemShape = { id: int, created_at: timestamp, event: nullable(text), actor_id: nullable(int), data: nullable(jsonObject) };
const itemRow = rowShape(itemShape);

export async function countTimeline(db: DbOrTx, issueId: number, filter: TimelineFilter): Promise<number> {
  if (matchesNothing(filter)) return 0;
  const [row] = await queryRows(db, sql`SELECT count(*)::int AS n FROM (${itemsOf(issueId, filter)}) items`, countRow);
  return row?.n ?? 0;
}

/** The items at `offset`, `limit` of the ordered timeline. */
export async function timelineWindow(
  db: DbOrTx,
  issueId: number,
  filter: TimelineFilter,
  offset: number,
  limit: number,
): Promise<TimelineRow[]> {
  if (matchesNothing(filter) || limit <= 0) return [];
  const rows = await queryRows(
    db,
    sql`SELECT id, created_at, event, actor_id, data FROM (${itemsOf(issueId, filter)}) items
        ORDER BY created_at, src, id LIMIT ${limit} OFFSET ${offset}`,
    itemRow,
  );
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, event: row.event, actorId: row.actor_id, data: row.data ?? {} }));
}

/** One recorded event by id, with its issue; null when there is none. */
export async function timelineEventById(db: DbOrTx, id: number): Promise<(TimelineRow & { issueId: number }) | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT id, issue_id, created_at, event, actor_id, data FROM timeline_events WHERE id = ${id}`,
    rowShape({ ...itemShape, issue_id: int, event: text }),
  );
  if (!row) return null;
  return {
    id: row.id,
    issueId: row.issue_id,
    createdAt: row.created_at,
    event: row.event,
    actorId: row.actor_id,
    data: row.data ?? {},
  };
}

/** How many items of the timeline come before a comment: its offset in the list `filter` selects. */
export async function commentOffset(db: DbOrTx, comment: IssueCommentRow, filter: TimelineFilter): Promise<number> {
  if (matchesNothing(filter)) return 0;
  const [row] = await queryRows(
    db,
    sql`SELECT count(*)::int AS n FROM (${itemsOf(comment.issueId, filter)}) items
        WHERE (created_at, src, id) < (SELECT c.created_at, 0, c.id FROM issue_comments c WHERE c.id = ${comment.id})`,
    countRow,
  );
  return row?.n ?? 0;
}

export async function commentsByIds(db: DbOrTx, ids: number[]): Promise<Map<number, IssueCommentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(t.issueComments).where(inArray(t.issueComments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The projects among `ids` the viewer may see (`visibleProjects`). */
export async function visibleProjectsByIds(db: DbOrTx, viewer: Actor, ids: number[]): Promise<Map<number, ProjectRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(t.projects)
    .where(and(inArray(t.projects.id, ids), visibleProjects(viewer)));
  return new Map(rows.map((row) => [row.id, row]));
}
