import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { IssueRow, RepositoryRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { resolveRefs, type Ref } from '../../../domain/ids.ts';
import type { Unit } from '../../../domain/transaction.ts';
import { issueChanged, milestoneChanged } from '../../../live/liveEvents.ts';
import { recordEvent } from '../issue.events.ts';

/** The milestone a ref names, required to be one of the repository's. */
export async function resolveMilestone(tx: DbOrTx, repo: RepositoryRow, ref: Ref): Promise<number> {
  const [id] = await resolveRefs([ref], (ids) =>
    tx
      .select({ id: t.milestones.id })
      .from(t.milestones)
      .where(and(inArray(t.milestones.id, ids), eq(t.milestones.repoId, repo.id))),
  );
  return id ?? 0;
}

/**
 * Moves the issue into a milestone (at the top of its priority order) or out of it (null), in the
 * unit's transaction, with its `demilestoned` and `milestoned` events.
 */
export async function setMilestoneIn(unit: Unit, issue: IssueRow, milestoneId: number | null): Promise<void> {
  if (issue.milestoneId === milestoneId) return;
  const { tx, actor } = unit;
  const [top] =
    milestoneId === null
      ? []
      : await tx
          .select({ max: sql<number | null>`max(${t.issues.milestonePriority})` })
          .from(t.issues)
          .where(eq(t.issues.milestoneId, milestoneId));
  await tx
    .update(t.issues)
    .set({ milestoneId, milestonePriority: milestoneId === null ? null : (top?.max ?? 0) + 1 })
    .where(eq(t.issues.id, issue.id));
  if (issue.milestoneId !== null) {
    await recordEvent(tx, issue.id, actor.id, 'demilestoned', { milestoneId: issue.milestoneId });
    unit.emit(milestoneChanged({ id: issue.milestoneId, repoId: issue.repoId }, 'issues'));
  }
  if (milestoneId !== null) {
    await recordEvent(tx, issue.id, actor.id, 'milestoned', { milestoneId });
    unit.emit(milestoneChanged({ id: milestoneId, repoId: issue.repoId }, 'issues'));
  }
  unit.emit(issueChanged(issue, 'milestone'));
}
