import { and, eq, sql } from 'drizzle-orm';
import type { MilestoneRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { DomainContext } from '../../domain/context.ts';
import { unprocessable, unresolvedId } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { inTransaction } from '../../domain/transaction.ts';
import { issueChanged, milestoneChanged } from '../../live/liveEvents.ts';
import { authorizeMilestone } from './milestone.commands.ts';
import { milestoneOrder } from './milestone.repository.ts';

export interface ReprioritizeMilestoneIssueInput {
  milestone: Ref;
  /** The moved issue (or pull request). */
  issue: Ref;
  /** The item the moved one follows afterwards; null puts it first. */
  prev: Ref | null;
  /** The milestone's `updatedAt` as the client saw it. */
  timestamp: Date;
}

/**
 * Moves an issue inside its milestone's order, in one transaction holding the milestone's row lock.
 * Fails with UNPROCESSABLE (and writes nothing) when the milestone is closed, was changed since the
 * client read it (a stale `timestamp`), or either item is not in the milestone. Priorities are
 * doubles: the moved item takes the midpoint of its new neighbours; when they are too close (or
 * missing) the whole milestone is renumbered. The milestone's `updatedAt` moves forward.
 */
export async function reprioritizeMilestoneIssue(ctx: DomainContext, input: ReprioritizeMilestoneIssueInput): Promise<MilestoneRow> {
  const { id: milestoneId } = await authorizeMilestone(ctx, input.milestone, 'ReprioritizeMilestoneIssue');
  if (input.issue.id === null) throw unresolvedId(input.issue.given);
  if (input.prev && input.prev.id === null) throw unresolvedId(input.prev.given);
  const issueId = input.issue.id;
  const prevIssueId = input.prev?.id ?? null;
  return inTransaction(ctx, async ({ tx, emit }) => {
    const [milestone] = await tx.select().from(t.milestones).where(eq(t.milestones.id, milestoneId)).for('update');
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
    const moved = items.find((item) => item.id === issueId);
    if (!moved) throw unprocessable('The issue is not in this milestone.');
    if (prevIssueId === issueId) throw unprocessable('An issue cannot follow itself.');
    const rest = items.filter((item) => item.id !== issueId);
    const prevIndex = prevIssueId === null ? -1 : rest.findIndex((item) => item.id === prevIssueId);
    if (prevIndex === -1 && prevIssueId !== null) throw unprocessable('The previous issue is not in this milestone.');
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
    emit(milestoneChanged(milestone, 'issues'));
    emit(issueChanged({ id: moved.id, repoId: milestone.repoId }, 'milestone'));
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
