import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { MilestoneRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { unprocessable } from '../../graphql/errors.ts';

export interface ReprioritizeMilestoneIssueInput {
  milestoneId: number;
  /** The moved issue (or pull request). */
  issueId: number;
  /** The item the moved one follows afterwards; null puts it first. */
  prevIssueId: number | null;
  /** The milestone's `updatedAt` as the client saw it. */
  timestamp: Date;
}

/** The display order of a milestone's items: highest priority first (`sort:milestone-priority-desc`). */
export const milestoneOrder = [sql`${t.issues.milestonePriority} DESC NULLS LAST`, desc(t.issues.id)] as const;

/**
 * Moves an issue inside its milestone's order, in one transaction holding the milestone's row lock.
 * Fails with UNPROCESSABLE (and writes nothing) when the milestone is closed, was changed since the
 * client read it (a stale `timestamp`), or either item is not in the milestone. Priorities are
 * doubles: the moved item takes the midpoint of its new neighbours; when they are too close (or
 * missing) the whole milestone is renumbered. The milestone's `updatedAt` moves forward.
 */
export async function reprioritizeMilestoneIssue(db: DbOrTx, input: ReprioritizeMilestoneIssueInput): Promise<MilestoneRow> {
  return db.transaction(async (tx) => {
    const [milestone] = await tx.select().from(t.milestones).where(eq(t.milestones.id, input.milestoneId)).for('update');
    if (!milestone) throw unprocessable('The milestone no longer exists.');
    if (milestone.state !== 'open') throw unprocessable('Issues can only be reordered in an open milestone.');
    // DateTime values travel in whole seconds.
    if (Math.floor(milestone.updatedAt.getTime() / 1000) !== Math.floor(input.timestamp.getTime() / 1000))
      throw unprocessable('This milestone was changed by someone else. Reload the page to see the latest order.');
    const items = await tx
      .select({ id: t.issues.id, priority: t.issues.milestonePriority })
      .from(t.issues)
      .where(eq(t.issues.milestoneId, milestone.id))
      .orderBy(...milestoneOrder);
    const moved = items.find((item) => item.id === input.issueId);
    if (!moved) throw unprocessable('The issue is not in this milestone.');
    if (input.prevIssueId === input.issueId) throw unprocessable('An issue cannot follow itself.');
    const rest = items.filter((item) => item.id !== input.issueId);
    const prevIndex = input.prevIssueId === null ? -1 : rest.findIndex((item) => item.id === input.prevIssueId);
    if (prevIndex === -1 && input.prevIssueId !== null) throw unprocessable('The previous issue is not in this milestone.');
    const prev = rest[prevIndex];
    const next = rest[prevIndex + 1];
    const priority = between(prev?.priority ?? null, next?.priority ?? null, prev === undefined);
    if (priority !== null) {
      await tx.update(t.issues).set({ milestonePriority: priority }).where(eq(t.issues.id, moved.id));
    } else {
      const order = [...rest.slice(0, prevIndex + 1), moved, ...rest.slice(prevIndex + 1)];
      for (const [index, item] of order.entries()) {
        const value = order.length - index;
        if (item.priority === value) continue;
        await tx
          .update(t.issues)
          .set({ milestonePriority: value })
          .where(and(eq(t.issues.id, item.id), eq(t.issues.milestoneId, milestone.id)));
      }
    }
    const [updated] = await tx
      .update(t.milestones)
      // At least a second later (DateTime's precision), so the timestamp a client held is stale now.
      .set({ updatedAt: sql`greatest(now(), date_trunc('second', ${t.milestones.updatedAt}) + interval '1 second')` })
      .where(eq(t.milestones.id, milestone.id))
      .returning();
    return updated ?? milestone;
  });
}

/**
 * A priority strictly between the new neighbours (higher `above`, lower `below`), or null when
 * there is none that a double can tell apart (or a neighbour has no priority yet).
 */
function between(above: number | null, below: number | null, atTop: boolean): number | null {
  if (atTop) return below === null ? 1 : below + 1;
  if (above === null) return null;
  if (below === null) return above - 1;
  const mid = (above + below) / 2;
  return mid < above && mid > below ? mid : null;
}
