import { eq, sql } from 'drizzle-orm';
import type { IssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue, readableIssue } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { badInput, unresolvedId } from '../../../domain/errors.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction, type Unit } from '../../../domain/transaction.ts';
import { issueChanged } from '../../../live/liveEvents.ts';
import { recordEvent } from '../issue.events.ts';

/** Why an issue was closed (GitHub's `IssueClosedStateReason`, lower case as stored). */
export type CloseReason = 'completed' | 'not_planned' | 'duplicate';

/**
 * Closes the issue (or closes it again with another reason) in the unit's transaction, with its
 * `closed` event and, for a duplicate, `marked_as_duplicate`. The original must exist; whether the
 * actor may read it is the caller's to check (before the transaction).
 */
export async function closeIssueIn(unit: Unit, issue: IssueRow, stateReason: CloseReason, duplicateOfId: number | null): Promise<IssueRow> {
  const { tx, actor } = unit;
  if (duplicateOfId !== null) {
    if (duplicateOfId === issue.id) throw badInput('An issue cannot be a duplicate of itself.');
    const [target] = await tx.select({ id: t.issues.id }).from(t.issues).where(eq(t.issues.id, duplicateOfId));
    if (!target) throw unresolvedId(String(duplicateOfId));
  }
  const [updated] = await tx
    .update(t.issues)
    .set({
      state: 'closed',
      stateReason,
      duplicateOfId: stateReason === 'duplicate' ? duplicateOfId : null,
      closedAt: issue.state === 'closed' && issue.closedAt ? issue.closedAt : sql`now()`,
      closedById: actor.id,
      updatedAt: sql`now()`,
    })
    .where(eq(t.issues.id, issue.id))
    .returning();
  if (issue.state !== 'closed' || issue.stateReason !== stateReason) {
    await recordEvent(tx, issue.id, actor.id, 'closed', { stateReason, duplicateOfId }, { touch: false });
  }
  if (stateReason === 'duplicate' && duplicateOfId !== null)
    await recordEvent(tx, issue.id, actor.id, 'marked_as_duplicate', { canonicalId: duplicateOfId });
  unit.emit(issueChanged(issue, 'state'));
  return updated ?? issue;
}

/** Reopens a closed issue in the unit's transaction, with its `reopened` event; an open one is left alone. */
export async function reopenIssueIn(unit: Unit, issue: IssueRow): Promise<IssueRow> {
  if (issue.state === 'open') return issue;
  if (issue.kind === 'pull_request' && issue.merged) throw badInput('A merged pull request cannot be reopened.');
  const [updated] = await unit.tx
    .update(t.issues)
    .set({ state: 'open', stateReason: 'reopened', closedAt: null, closedById: null, duplicateOfId: null, updatedAt: sql`now()` })
    .where(eq(t.issues.id, issue.id))
    .returning();
  await recordEvent(unit.tx, issue.id, unit.actor.id, 'reopened', {}, { touch: false });
  unit.emit(issueChanged(issue, 'state'));
  return updated ?? issue;
}

export interface CloseIssueInput {
  issue: Ref;
  /** Completed when left out; a duplicate when `duplicateOf` names the original. */
  stateReason?: CloseReason | null;
  duplicateOf?: Ref | null;
}

/** `closeIssue`: the author or triage and up; a duplicate's original must be readable. */
export async function closeIssue(ctx: DomainContext, input: CloseIssueInput): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'close', 'CloseIssue');
  let duplicateOfId: number | null = null;
  if (input.duplicateOf) {
    const original = input.duplicateOf.id === null ? null : await readableIssue(ctx, input.duplicateOf.id);
    if (!original) throw unresolvedId(input.duplicateOf.given);
    duplicateOfId = original.id;
  }
  const stateReason = duplicateOfId !== null ? 'duplicate' : (input.stateReason ?? 'completed');
  return inTransaction(ctx, (unit) => closeIssueIn(unit, issue, stateReason, duplicateOfId));
}

/** `reopenIssue`: the author or triage and up. */
export async function reopenIssue(ctx: DomainContext, input: { issue: Ref }): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'reopen', 'ReopenIssue');
  return inTransaction(ctx, (unit) => reopenIssueIn(unit, issue));
}
