import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { badInput, unresolvedId } from '../../graphql/errors.ts';
import { idOfType, type NodeType } from '../../graphql/ids.ts';
import { recordEvent } from './issue.events.ts';

/** Database ids of global ids of these types, in their order; "Could not resolve" for the first that is not one. */
export function decodeIds(globalIds: readonly string[], ...types: NodeType[]): number[] {
  return globalIds.map((gid) => {
    const id = idOfType(gid, ...types);
    if (id === null) throw unresolvedId(gid);
    return id;
  });
}

/** "Could not resolve" for the first global id (decoded to `ids`, in order) whose row is not in `found`. */
export function requireFound(globalIds: readonly string[], ids: readonly number[], found: ReadonlySet<number>): void {
  const missing = globalIds.find((_gid, i) => !found.has(ids[i] ?? 0));
  if (missing) throw unresolvedId(missing);
}

/** Label ids from global ids, each required to belong to the repository. */
export async function resolveLabelIds(tx: DbOrTx, repo: RepositoryRow, globalIds: readonly string[]): Promise<number[]> {
  const ids = decodeIds(globalIds, 'Label');
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: t.labels.id })
    .from(t.labels)
    .where(and(inArray(t.labels.id, ids), eq(t.labels.repoId, repo.id)));
  requireFound(globalIds, ids, new Set(rows.map((r) => r.id)));
  return [...new Set(ids)];
}

/** Users who can be assigned: people with at least read access (GitHub: collaborators and org members). */
export async function resolveAssigneeIds(tx: DbOrTx, globalIds: readonly string[]): Promise<number[]> {
  const ids = decodeIds(globalIds, 'User', 'Bot');
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(and(inArray(t.accounts.id, ids), sql`${t.accounts.kind} <> 'organization'`));
  requireFound(globalIds, ids, new Set(rows.map((r) => r.id)));
  if (ids.length > 10) throw badInput('An issue can have at most 10 assignees.');
  return [...new Set(ids)];
}

export async function resolveMilestoneId(tx: DbOrTx, repo: RepositoryRow, globalId: string): Promise<number> {
  const id = idOfType(globalId, 'Milestone');
  const [row] =
    id === null
      ? []
      : await tx
          .select({ id: t.milestones.id })
          .from(t.milestones)
          .where(and(eq(t.milestones.id, id), eq(t.milestones.repoId, repo.id)));
  if (!row) throw unresolvedId(globalId);
  return row.id;
}

/** Issue types come from the repository owner's organization and must be enabled. */
export async function resolveIssueTypeId(tx: DbOrTx, repo: RepositoryRow, globalId: string): Promise<number> {
  const id = idOfType(globalId, 'IssueType');
  const [row] =
    id === null
      ? []
      : await tx
          .select({ id: t.issueTypes.id, isEnabled: t.issueTypes.isEnabled })
          .from(t.issueTypes)
          .where(and(eq(t.issueTypes.id, id), eq(t.issueTypes.orgId, repo.ownerId)));
  if (!row) throw unresolvedId(globalId);
  if (!row.isEnabled || !repo.issueTypesEnabled) throw badInput('Issue types are not enabled for this repository.');
  return row.id;
}

export async function addLabels(tx: DbOrTx, issue: IssueRow, labelIds: number[], actorId: number): Promise<void> {
  if (labelIds.length === 0) return;
  const added = await tx
    .insert(t.issueLabels)
    .values(labelIds.map((labelId) => ({ issueId: issue.id, labelId })))
    .onConflictDoNothing()
    .returning({ labelId: t.issueLabels.labelId });
  for (const { labelId } of added) await recordEvent(tx, issue.id, actorId, 'labeled', { labelId });
}

export async function removeLabels(tx: DbOrTx, issue: IssueRow, labelIds: number[], actorId: number): Promise<void> {
  if (labelIds.length === 0) return;
  const removed = await tx
    .delete(t.issueLabels)
    .where(and(eq(t.issueLabels.issueId, issue.id), inArray(t.issueLabels.labelId, labelIds)))
    .returning({ labelId: t.issueLabels.labelId });
  for (const { labelId } of removed) await recordEvent(tx, issue.id, actorId, 'unlabeled', { labelId });
}

/** Makes the issue's labels exactly `labelIds` (updateIssue's `labelIds` replaces the set). */
export async function replaceLabels(tx: DbOrTx, issue: IssueRow, labelIds: number[], actorId: number): Promise<void> {
  const current = (await tx.select({ labelId: t.issueLabels.labelId }).from(t.issueLabels).where(eq(t.issueLabels.issueId, issue.id))).map(
    (r) => r.labelId,
  );
  await removeLabels(
    tx,
    issue,
    current.filter((id) => !labelIds.includes(id)),
    actorId,
  );
  await addLabels(
    tx,
    issue,
    labelIds.filter((id) => !current.includes(id)),
    actorId,
  );
}

export async function addAssignees(tx: DbOrTx, issue: IssueRow, userIds: number[], actorId: number): Promise<void> {
  if (userIds.length === 0) return;
  const added = await tx
    .insert(t.issueAssignees)
    .values(userIds.map((userId) => ({ issueId: issue.id, userId })))
    .onConflictDoNothing()
    .returning({ userId: t.issueAssignees.userId });
  for (const { userId } of added) await recordEvent(tx, issue.id, actorId, 'assigned', { assigneeId: userId });
  if ((await tx.$count(t.issueAssignees, eq(t.issueAssignees.issueId, issue.id))) > 10)
    throw badInput('An issue can have at most 10 assignees.');
}

export async function removeAssignees(tx: DbOrTx, issue: IssueRow, userIds: number[], actorId: number): Promise<void> {
  if (userIds.length === 0) return;
  const removed = await tx
    .delete(t.issueAssignees)
    .where(and(eq(t.issueAssignees.issueId, issue.id), inArray(t.issueAssignees.userId, userIds)))
    .returning({ userId: t.issueAssignees.userId });
  for (const { userId } of removed) await recordEvent(tx, issue.id, actorId, 'unassigned', { assigneeId: userId });
}

export async function replaceAssignees(tx: DbOrTx, issue: IssueRow, userIds: number[], actorId: number): Promise<void> {
  const current = (
    await tx.select({ userId: t.issueAssignees.userId }).from(t.issueAssignees).where(eq(t.issueAssignees.issueId, issue.id))
  ).map((r) => r.userId);
  await removeAssignees(
    tx,
    issue,
    current.filter((id) => !userIds.includes(id)),
    actorId,
  );
  await addAssignees(
    tx,
    issue,
    userIds.filter((id) => !current.includes(id)),
    actorId,
  );
}

/** Moves the issue into a milestone (at the top of its priority order) or out of it. */
export async function setMilestone(tx: DbOrTx, issue: IssueRow, milestoneId: number | null, actorId: number): Promise<void> {
  if (issue.milestoneId === milestoneId) return;
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
  if (issue.milestoneId !== null) await recordEvent(tx, issue.id, actorId, 'demilestoned', { milestoneId: issue.milestoneId });
  if (milestoneId !== null) await recordEvent(tx, issue.id, actorId, 'milestoned', { milestoneId });
}

export async function setIssueType(tx: DbOrTx, issue: IssueRow, issueTypeId: number | null, actorId: number): Promise<void> {
  if (issue.issueTypeId === issueTypeId) return;
  await tx.update(t.issues).set({ issueTypeId }).where(eq(t.issues.id, issue.id));
  const event = issueTypeId === null ? 'issue_type_removed' : issue.issueTypeId === null ? 'issue_type_added' : 'issue_type_changed';
  await recordEvent(tx, issue.id, actorId, event, { from: issue.issueTypeId, to: issueTypeId });
}
