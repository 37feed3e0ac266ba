import { eq, sql } from 'drizzle-orm';
import type { IssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction, type Unit } from '../../../domain/transaction.ts';
import { issueChanged } from '../../../live/liveEvents.ts';
import { recordEvent } from '../issue.events.ts';

/** Why a conversation was locked (GitHub's `LockReason`, lower case as stored). */
export type LockReason = 'off_topic' | 'resolved' | 'spam' | 'too_heated';

/**
 * Locks the conversation (comments from triagers and up only), with its `locked` event; a locked
 * one keeps its lock and reason, as GitHub leaves a locked conversation alone.
 */
export async function lockIssueIn(unit: Unit, issue: IssueRow, lockReason: LockReason | null): Promise<void> {
  if (issue.locked) return;
  await unit.tx
    .update(t.issues)
    .set({ locked: true, activeLockReason: lockReason, updatedAt: sql`now()` })
    .where(eq(t.issues.id, issue.id));
  await recordEvent(unit.tx, issue.id, unit.actor.id, 'locked', { lockReason }, { touch: false });
  unit.emit(issueChanged(issue, 'lock'));
}

/** Unlocks the conversation, with its `unlocked` event; an unlocked one is left alone. */
export async function unlockIssueIn(unit: Unit, issue: IssueRow): Promise<void> {
  if (!issue.locked) return;
  await unit.tx
    .update(t.issues)
    .set({ locked: false, activeLockReason: null, updatedAt: sql`now()` })
    .where(eq(t.issues.id, issue.id));
  await recordEvent(unit.tx, issue.id, unit.actor.id, 'unlocked', {}, { touch: false });
  unit.emit(issueChanged(issue, 'lock'));
}

/** `lockLockable`: triage and up, on an issue or a pull request. */
export async function lockIssue(ctx: DomainContext, input: { lockable: Ref; lockReason: LockReason | null }): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.lockable, 'lock', 'LockLockable');
  await inTransaction(ctx, (unit) => lockIssueIn(unit, issue, input.lockReason));
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}

/** `unlockLockable`: triage and up. */
export async function unlockIssue(ctx: DomainContext, input: { lockable: Ref }): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.lockable, 'lock', 'UnlockLockable');
  await inTransaction(ctx, (unit) => unlockIssueIn(unit, issue));
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}
