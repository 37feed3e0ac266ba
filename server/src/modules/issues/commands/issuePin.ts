import { eq, sql } from 'drizzle-orm';
import type { IssueRow, PinnedIssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { badInput } from '../../../domain/errors.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction, type Unit } from '../../../domain/transaction.ts';
import { issueChanged, repositoryChanged } from '../../../live/liveEvents.ts';
import { lockPinsOf, MAX_PINNED_ISSUES, pinnedIssuesOf } from '../../pins/pins.repository.ts';
import { recordEvent } from '../issue.events.ts';

/** Pins the issue last among its repository's pinned issues (at most three), with its `pinned` event. */
export async function pinIssueIn(unit: Unit, issue: IssueRow): Promise<void> {
  const { tx, actor } = unit;
  await lockPinsOf(tx, issue.repoId);
  const pinned = await pinnedIssuesOf(tx, issue.repoId);
  if (pinned.some((p) => p.issueId === issue.id)) return;
  if (pinned.length >= MAX_PINNED_ISSUES) throw badInput(`You can only pin up to ${MAX_PINNED_ISSUES} issues.`);
  const position = Math.max(0, ...pinned.map((p) => p.position)) + 1;
  await tx.insert(t.pinnedIssues).values({ repoId: issue.repoId, issueId: issue.id, position, pinnedById: actor.id });
  await recordEvent(tx, issue.id, actor.id, 'pinned');
  unit.emit(issueChanged(issue, 'pin'));
  unit.emit(repositoryChanged(issue.repoId, 'pins'));
}

/** Unpins the issue, closing the gap in the positions, with its `unpinned` event; the removed pin, if it was pinned. */
export async function unpinIssueIn(unit: Unit, issue: IssueRow): Promise<PinnedIssueRow | null> {
  const { tx, actor } = unit;
  await lockPinsOf(tx, issue.repoId);
  const [row] = await tx.delete(t.pinnedIssues).where(eq(t.pinnedIssues.issueId, issue.id)).returning();
  if (!row) return null;
  // Close the gap so positions stay 1..n.
  await tx
    .update(t.pinnedIssues)
    .set({ position: sql`${t.pinnedIssues.position} - 1` })
    .where(sql`${t.pinnedIssues.repoId} = ${row.repoId} AND ${t.pinnedIssues.position} > ${row.position}`);
  await recordEvent(tx, issue.id, actor.id, 'unpinned');
  unit.emit(issueChanged(issue, 'pin'));
  unit.emit(repositoryChanged(issue.repoId, 'pins'));
  return row;
}

/** `pinIssue`: whoever may pin the repository's issues. */
export async function pinIssue(ctx: DomainContext, input: { issue: Ref }): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'pin', 'PinIssue');
  await inTransaction(ctx, (unit) => pinIssueIn(unit, issue));
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}

/** `unpinIssue`: whoever may pin the repository's issues; the removed pin, or null when it was not pinned. */
export async function unpinIssue(ctx: DomainContext, input: { issue: Ref }): Promise<{ issue: IssueRow; unpinned: PinnedIssueRow | null }> {
  const issue = await authorizeIssue(ctx, input.issue, 'pin', 'UnpinIssue');
  const unpinned = await inTransaction(ctx, (unit) => unpinIssueIn(unit, issue));
  return { issue: (await ctx.loaders.issue.load(issue.id)) ?? issue, unpinned };
}
