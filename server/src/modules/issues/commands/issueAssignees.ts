import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { IssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { badInput } from '../../../domain/errors.ts';
import { resolveRefs, type Ref } from '../../../domain/ids.ts';
import { inTransaction, type Unit } from '../../../domain/transaction.ts';
import { issueChanged } from '../../../live/liveEvents.ts';
import { recordEvent } from '../issue.events.ts';
import { setChange } from './setChange.ts';

/** An issue has at most this many assignees (GitHub's limit). */
export const MAX_ASSIGNEES = 10;

const tooManyAssignees = () => badInput(`An issue can have at most ${MAX_ASSIGNEES} assignees.`);

/** Account ids of refs to people (users and bots, not organizations), at most ten. */
export async function resolveAssignees(tx: DbOrTx, refs: readonly Ref[]): Promise<number[]> {
  const resolved = await resolveRefs(refs, (ids) =>
    tx
      .select({ id: t.accounts.id })
      .from(t.accounts)
      .where(and(inArray(t.accounts.id, ids), sql`${t.accounts.kind} <> 'organization'`)),
  );
  if (resolved.length > MAX_ASSIGNEES) throw tooManyAssignees();
  return resolved;
}

/** Assigns people (each new one with its `assigned` event) in the unit's transaction; ten at most in all. */
export async function addAssigneesIn(unit: Unit, issue: IssueRow, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const added = await unit.tx
    .insert(t.issueAssignees)
    .values(userIds.map((userId) => ({ issueId: issue.id, userId })))
    .onConflictDoNothing()
    .returning({ userId: t.issueAssignees.userId });
  for (const { userId } of added) await recordEvent(unit.tx, issue.id, unit.actor.id, 'assigned', { assigneeId: userId });
  if ((await unit.tx.$count(t.issueAssignees, eq(t.issueAssignees.issueId, issue.id))) > MAX_ASSIGNEES) throw tooManyAssignees();
  if (added.length > 0) unit.emit(issueChanged(issue, 'assignees'));
}

/** Unassigns people (each with its `unassigned` event) in the unit's transaction. */
export async function removeAssigneesIn(unit: Unit, issue: IssueRow, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const removed = await unit.tx
    .delete(t.issueAssignees)
    .where(and(eq(t.issueAssignees.issueId, issue.id), inArray(t.issueAssignees.userId, [...userIds])))
    .returning({ userId: t.issueAssignees.userId });
  for (const { userId } of removed) await recordEvent(unit.tx, issue.id, unit.actor.id, 'unassigned', { assigneeId: userId });
  if (removed.length > 0) unit.emit(issueChanged(issue, 'assignees'));
}

/** Makes the issue's assignees exactly `userIds` (updateIssue's `assigneeIds` replaces the set). */
export async function replaceAssigneesIn(unit: Unit, issue: IssueRow, userIds: readonly number[]): Promise<void> {
  const current = await unit.tx
    .select({ id: t.issueAssignees.userId })
    .from(t.issueAssignees)
    .where(eq(t.issueAssignees.issueId, issue.id));
  const { removed, added } = setChange(current, userIds);
  await removeAssigneesIn(unit, issue, removed);
  await addAssigneesIn(unit, issue, added);
}

export interface AssigneesInput {
  /** An issue or a pull request. */
  assignable: Ref;
  assignees: readonly Ref[];
}

/** `addAssigneesToAssignable`: triage and up. */
export async function addAssignees(ctx: DomainContext, input: AssigneesInput): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.assignable, 'assign', 'AddAssigneesToAssignable');
  await inTransaction(ctx, async (unit) => addAssigneesIn(unit, issue, await resolveAssignees(unit.tx, input.assignees)));
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}

/** `removeAssigneesFromAssignable`: triage and up. */
export async function removeAssignees(ctx: DomainContext, input: AssigneesInput): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.assignable, 'assign', 'RemoveAssigneesFromAssignable');
  await inTransaction(ctx, async (unit) => removeAssigneesIn(unit, issue, await resolveAssignees(unit.tx, input.assignees)));
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}
