import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import type { IssueRow } from '../../../db/rows.ts';
import { int, rowShape } from '../../../db/rowShape.ts';
import * as t from '../../../db/schema/index.ts';
import { assertCanIssue, authorizeIssue, readableIssue } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { badInput, unresolvedId } from '../../../domain/errors.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction, type Unit } from '../../../domain/transaction.ts';
import { issueChanged } from '../../../live/liveEvents.ts';
import { issueIdAtUrl } from '../issue.repository.ts';
import { recordEvent } from '../issue.events.ts';

/** An issue has at most this many sub-issues (GitHub's limit). */
export const MAX_SUB_ISSUES = 100;

const duplicateSubIssue = () => badInput('Issue may not contain duplicate sub-issues and each sub-issue may only have one parent.');

/** Makes `issue` a sub-issue of `parent`, last among its siblings, with the events on both. */
export async function attachToParentIn(unit: Unit, issue: IssueRow, parent: IssueRow): Promise<void> {
  const { tx, actor } = unit;
  const parentId = parent.id;
  if (parentId === issue.id) throw badInput('An issue cannot be its own sub-issue.');
  // Walk up from the parent: the new child must not be one of its ancestors.
  const ancestors = await queryRows(
    tx,
    sql`WITH RECURSIVE up(id, parent_id) AS (SELECT id, parent_id FROM issues WHERE id = ${parentId}
          UNION SELECT i.id, i.parent_id FROM issues i JOIN up ON i.id = up.parent_id) SELECT id FROM up`,
    rowShape({ id: int }),
  );
  if (ancestors.some((row) => row.id === issue.id)) throw badInput('Adding this sub-issue would create a cycle.');
  const [stats] = await tx
    .select({ n: sql<number>`count(*)::int`, max: sql<number | null>`max(${t.issues.subIssuePosition})` })
    .from(t.issues)
    .where(eq(t.issues.parentId, parentId));
  if ((stats?.n ?? 0) >= MAX_SUB_ISSUES) throw badInput(`An issue can have at most ${MAX_SUB_ISSUES} sub-issues.`);
  await tx
    .update(t.issues)
    .set({ parentId, subIssuePosition: (stats?.max ?? 0) + 1 })
    .where(eq(t.issues.id, issue.id));
  await recordEvent(tx, parentId, actor.id, 'sub_issue_added', { subIssueId: issue.id });
  await recordEvent(tx, issue.id, actor.id, 'parent_issue_added', { parentId });
  unit.emit(issueChanged(parent, 'relations'));
  unit.emit(issueChanged(issue, 'relations'));
}

export interface AddSubIssueInput {
  issue: Ref;
  /** The sub-issue by id, or by `subIssueUrl` when this is null. */
  subIssue: Ref | null;
  subIssueUrl?: string | null;
  /** Move it from another parent. */
  replaceParent?: boolean | null;
}

/**
 * `addSubIssue`: 'relate' (the author, or triage and up) on the parent and on the sub-issue, and on
 * the parent it leaves when it moves: every issue whose relationships change. Otherwise the author
 * of one issue could file anyone's issue under it, or take it from its parent. Answers the parent
 * and the sub-issue.
 */
export async function addSubIssue(ctx: DomainContext, input: AddSubIssueInput): Promise<{ issue: IssueRow; subIssue: IssueRow }> {
  const parent = await authorizeIssue(ctx, input.issue, 'relate', 'AddSubIssue');
  const childId = input.subIssue ? input.subIssue.id : input.subIssueUrl ? await issueIdAtUrl(ctx.db, input.subIssueUrl) : null;
  const child = childId === null ? null : await readableIssue(ctx, childId);
  if (!child) throw unresolvedId(input.subIssue?.given ?? input.subIssueUrl ?? '');
  if (child.parentId === parent.id || (child.parentId !== null && !input.replaceParent)) throw duplicateSubIssue();
  const formerParent = child.parentId === null ? null : await ctx.loaders.issue.load(child.parentId);
  for (const changed of formerParent ? [child, formerParent] : [child]) {
    await assertCanIssue(ctx, changed, 'relate', 'AddSubIssue');
  }
  await inTransaction(ctx, async (unit) => {
    if (formerParent) {
      await recordEvent(unit.tx, formerParent.id, ctx.actor.id, 'sub_issue_removed', { subIssueId: child.id });
      unit.emit(issueChanged(formerParent, 'relations'));
    }
    await attachToParentIn(unit, child, parent);
  });
  return reloadPair(ctx, parent, child);
}

/** `removeSubIssue`: the parent's author or triage and up. */
export async function removeSubIssue(
  ctx: DomainContext,
  input: { issue: Ref; subIssue: Ref },
): Promise<{ issue: IssueRow; subIssue: IssueRow }> {
  const parent = await authorizeIssue(ctx, input.issue, 'relate', 'RemoveSubIssue');
  const child = input.subIssue.id === null ? null : await readableIssue(ctx, input.subIssue.id);
  if (!child || child.parentId !== parent.id) throw unresolvedId(input.subIssue.given);
  await inTransaction(ctx, async (unit) => {
    await unit.tx.update(t.issues).set({ parentId: null, subIssuePosition: null }).where(eq(t.issues.id, child.id));
    await recordEvent(unit.tx, parent.id, ctx.actor.id, 'sub_issue_removed', { subIssueId: child.id });
    await recordEvent(unit.tx, child.id, ctx.actor.id, 'parent_issue_removed', { parentId: parent.id });
    unit.emit(issueChanged(parent, 'relations'));
    unit.emit(issueChanged(child, 'relations'));
  });
  return reloadPair(ctx, parent, child);
}

export interface ReprioritizeSubIssueInput {
  issue: Ref;
  subIssue: Ref;
  /** Exactly one of `after` and `before`: the sibling to follow or to precede. */
  after?: Ref | null;
  before?: Ref | null;
}

/**
 * `reprioritizeSubIssue`: the parent's author or triage and up move a sub-issue right after or
 * right before a sibling; the siblings are renumbered in one transaction, with no timeline event
 * (GitHub records none).
 */
export async function reprioritizeSubIssue(ctx: DomainContext, input: ReprioritizeSubIssueInput): Promise<IssueRow> {
  const parent = await authorizeIssue(ctx, input.issue, 'relate', 'ReprioritizeSubIssue');
  const anchorRef = input.after ?? input.before;
  if (!anchorRef || (input.after && input.before)) throw badInput('Provide exactly one of afterId or beforeId.');
  const child = input.subIssue.id === null ? null : await readableIssue(ctx, input.subIssue.id);
  if (!child || child.parentId !== parent.id) throw unresolvedId(input.subIssue.given);
  const anchor = anchorRef.id === null ? null : await readableIssue(ctx, anchorRef.id);
  if (!anchor || anchor.parentId !== parent.id) throw unresolvedId(anchorRef.given);
  if (anchor.id === child.id) throw badInput('A sub-issue cannot be placed next to itself.');
  await inTransaction(ctx, async (unit) => {
    const siblings = await unit.tx
      .select({ id: t.issues.id })
      .from(t.issues)
      .where(eq(t.issues.parentId, parent.id))
      .orderBy(asc(t.issues.subIssuePosition), asc(t.issues.id));
    const order = siblings.map((s) => s.id).filter((id) => id !== child.id);
    const at = order.indexOf(anchor.id);
    order.splice(input.after ? at + 1 : at, 0, child.id);
    for (const [index, id] of order.entries()) {
      await unit.tx
        .update(t.issues)
        .set({ subIssuePosition: index + 1 })
        .where(eq(t.issues.id, id));
    }
    unit.emit(issueChanged(parent, 'relations'));
  });
  return (await ctx.loaders.issue.load(parent.id)) ?? parent;
}

/** `addBlockedBy`: the blocked issue's author or triage and up; the blocking one must be readable. */
export async function addBlockedBy(
  ctx: DomainContext,
  input: { issue: Ref; blockingIssue: Ref },
): Promise<{ issue: IssueRow; blockingIssue: IssueRow }> {
  const issue = await authorizeIssue(ctx, input.issue, 'relate', 'AddBlockedBy');
  const blocking = input.blockingIssue.id === null ? null : await readableIssue(ctx, input.blockingIssue.id);
  if (!blocking) throw unresolvedId(input.blockingIssue.given);
  if (blocking.id === issue.id) throw badInput('An issue cannot block itself.');
  await inTransaction(ctx, async (unit) => {
    const inserted = await unit.tx
      .insert(t.issueDependencies)
      .values({ issueId: issue.id, blockingIssueId: blocking.id })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw badInput('This issue is already blocked by that issue.');
    await recordEvent(unit.tx, issue.id, ctx.actor.id, 'blocked_by_added', { blockingIssueId: blocking.id });
    unit.emit(issueChanged(issue, 'relations'));
    unit.emit(issueChanged(blocking, 'relations'));
  });
  const pair = await reloadPair(ctx, issue, blocking);
  return { issue: pair.issue, blockingIssue: pair.subIssue };
}

/** `removeBlockedBy`: the blocked issue's author or triage and up; the dependency must exist. */
export async function removeBlockedBy(
  ctx: DomainContext,
  input: { issue: Ref; blockingIssue: Ref },
): Promise<{ issue: IssueRow; blockingIssue: IssueRow | null }> {
  const issue = await authorizeIssue(ctx, input.issue, 'relate', 'RemoveBlockedBy');
  const blockingId = input.blockingIssue.id;
  const blocking = blockingId === null ? null : await ctx.loaders.issue.load(blockingId);
  if (blockingId === null || !blocking) throw unresolvedId(input.blockingIssue.given);
  await inTransaction(ctx, async (unit) => {
    const removed = await unit.tx
      .delete(t.issueDependencies)
      .where(and(eq(t.issueDependencies.issueId, issue.id), eq(t.issueDependencies.blockingIssueId, blockingId)))
      .returning();
    if (removed.length === 0) throw unresolvedId(input.blockingIssue.given);
    await recordEvent(unit.tx, issue.id, ctx.actor.id, 'blocked_by_removed', { blockingIssueId: blockingId });
    unit.emit(issueChanged(issue, 'relations'));
    unit.emit(issueChanged(blocking, 'relations'));
  });
  return { issue: (await ctx.loaders.issue.load(issue.id)) ?? issue, blockingIssue: await ctx.loaders.issue.load(blockingId) };
}

/** Two issues read again after a change to both. */
async function reloadPair(ctx: DomainContext, first: IssueRow, second: IssueRow): Promise<{ issue: IssueRow; subIssue: IssueRow }> {
  const [a, b] = await Promise.all([ctx.loaders.issue.load(first.id), ctx.loaders.issue.load(second.id)]);
  return { issue: a ?? first, subIssue: b ?? second };
}
