import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { IssueRow, RepositoryRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue, repositoryOf } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { badInput } from '../../../domain/errors.ts';
import { resolveRefs, type Ref } from '../../../domain/ids.ts';
import { inTransaction, type Unit } from '../../../domain/transaction.ts';
import { issueChanged } from '../../../live/liveEvents.ts';
import { recordEvent } from '../issue.events.ts';
import { setChange } from './setChange.ts';

/** Label ids of refs, each required to be a label of the repository. */
export function resolveLabels(tx: DbOrTx, repo: RepositoryRow, refs: readonly Ref[]): Promise<number[]> {
  return resolveRefs(refs, (ids) =>
    tx
      .select({ id: t.labels.id })
      .from(t.labels)
      .where(and(inArray(t.labels.id, ids), eq(t.labels.repoId, repo.id))),
  );
}

/** Adds labels (those it does not have yet, each with its `labeled` event) in the unit's transaction. */
export async function addLabelsIn(unit: Unit, issue: IssueRow, labelIds: readonly number[]): Promise<void> {
  if (labelIds.length === 0) return;
  const added = await unit.tx
    .insert(t.issueLabels)
    .values(labelIds.map((labelId) => ({ issueId: issue.id, labelId })))
    .onConflictDoNothing()
    .returning({ labelId: t.issueLabels.labelId });
  for (const { labelId } of added) await recordEvent(unit.tx, issue.id, unit.actor.id, 'labeled', { labelId });
  if (added.length > 0) unit.emit(issueChanged(issue, 'labels'));
}

/** Takes labels off (those it has, each with its `unlabeled` event) in the unit's transaction. */
export async function removeLabelsIn(unit: Unit, issue: IssueRow, labelIds: readonly number[]): Promise<void> {
  if (labelIds.length === 0) return;
  const removed = await unit.tx
    .delete(t.issueLabels)
    .where(and(eq(t.issueLabels.issueId, issue.id), inArray(t.issueLabels.labelId, [...labelIds])))
    .returning({ labelId: t.issueLabels.labelId });
  for (const { labelId } of removed) await recordEvent(unit.tx, issue.id, unit.actor.id, 'unlabeled', { labelId });
  if (removed.length > 0) unit.emit(issueChanged(issue, 'labels'));
}

/** Makes the issue's labels exactly `labelIds` (updateIssue's `labelIds` replaces the set). */
export async function replaceLabelsIn(unit: Unit, issue: IssueRow, labelIds: readonly number[]): Promise<void> {
  const current = await unit.tx.select({ id: t.issueLabels.labelId }).from(t.issueLabels).where(eq(t.issueLabels.issueId, issue.id));
  const { removed, added } = setChange(current, labelIds);
  await removeLabelsIn(unit, issue, removed);
  await addLabelsIn(unit, issue, added);
}

export interface LabelsInput {
  /** An issue or a pull request. */
  labelable: Ref;
  labels: readonly Ref[];
}

/** `addLabelsToLabelable`: triage and up; every label must be one of the repository's. */
export async function addLabels(ctx: DomainContext, input: LabelsInput): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.labelable, 'label', 'AddLabelsToLabelable');
  if (input.labels.length === 0) throw badInput('At least one label id is required.');
  const repo = await repositoryOf(ctx, issue.repoId);
  await inTransaction(ctx, async (unit) => addLabelsIn(unit, issue, await resolveLabels(unit.tx, repo, input.labels)));
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}

/** `removeLabelsFromLabelable`: triage and up. */
export async function removeLabels(ctx: DomainContext, input: LabelsInput): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.labelable, 'label', 'RemoveLabelsFromLabelable');
  const repo = await repositoryOf(ctx, issue.repoId);
  await inTransaction(ctx, async (unit) => removeLabelsIn(unit, issue, await resolveLabels(unit.tx, repo, input.labels)));
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}
