import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ProjectRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { readableRepository } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { DomainError, unprocessable } from '../../domain/errors.ts';
import type { Unit } from '../../domain/transaction.ts';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import { canOnIssue, type IssueAction } from '../../policies/issue.policy.ts';
import type { Permission } from '../../policies/repository.policy.ts';
import { addAssigneesIn, removeAssigneesIn } from '../issues/commands/issueAssignees.ts';
import { addLabelsIn, removeLabelsIn } from '../issues/commands/issueLabels.ts';
import { setMilestoneIn } from '../issues/commands/issueMilestone.ts';
import { addToProjectIn, removeFromProjectIn } from '../issues/commands/issueProjects.ts';
import { closeIssueIn, reopenIssueIn } from '../issues/commands/issueState.ts';
import { setIssueTypeIn } from '../issues/commands/issueType.ts';
import { canUseProject } from '../projects/project.access.ts';
import type { BulkChanges, BulkRequest } from './bulk.input.ts';

export const BULK_QUEUE = 'bulk-update-issues';

/** Records a job and its items (one transaction), then hands it to the queue. Returns the job id. */
export async function startBulkJob(ctx: DomainContext, jobs: JobRunner, request: BulkRequest): Promise<string> {
  const jobId = await ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(t.bulkJobs)
      .values({
        userId: ctx.actor.id,
        repoId: request.repoId,
        changes: { ...request.changes },
        state: 'pending',
        total: request.issueIds.length,
      })
      .returning({ id: t.bulkJobs.id });
    if (!job) throw new Error('The bulk job was not written');
    for (let start = 0; start < request.issueIds.length; start += 500) {
      const chunk = request.issueIds.slice(start, start + 500);
      await tx.insert(t.bulkJobItems).values(chunk.map((issueId, index) => ({ jobId: job.id, issueId, position: start + index })));
    }
    return job.id;
  });
  try {
    await jobs.send(BULK_QUEUE, { jobId });
  } catch (error) {
    await ctx.db
      .update(t.bulkJobs)
      .set({ state: 'error', updatedAt: sql`now()`, completedAt: sql`now()` })
      .where(eq(t.bulkJobs.id, jobId));
    // The queue's own error stays on the server (`cause`); extensions would send it to the client.
    throw new DomainError('UNPROCESSABLE', 'Bulk update could not be started, please try again later.', {}, { cause: error });
  }
  await ctx.db
    .update(t.bulkJobs)
    .set({ state: 'queued', updatedAt: sql`now()` })
    .where(and(eq(t.bulkJobs.id, jobId), eq(t.bulkJobs.state, 'pending')));
  return jobId;
}

/** The issue actions a change needs, each checked against the viewer's rights on the issue. */
function neededActions(changes: BulkChanges, issue: { state: string }): IssueAction[] {
  const actions: IssueAction[] = [];
  if (changes.state === 'closed') actions.push('close');
  if (changes.state === 'open' && issue.state !== 'open') actions.push('reopen');
  if (changes.applyLabelIds.length > 0 || changes.removeLabelIds.length > 0) actions.push('label');
  if (changes.applyAssigneeIds.length > 0 || changes.removeAssigneeIds.length > 0) actions.push('assign');
  if (changes.milestone !== undefined) actions.push('setMilestone');
  if (changes.issueType !== undefined) actions.push('setType');
  // Projects are triage work on the issue (spec 000 §6: triageable covers projects).
  if (changes.addToProjectIds.length > 0 || changes.removeFromProjectIds.length > 0) actions.push('label');
  return actions;
}

async function requireInRepository(
  tx: DbOrTx,
  table: typeof t.labels | typeof t.milestones,
  ids: number[],
  repo: RepositoryRow,
  what: string,
  path: string,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.repoId, repo.id)));
  if (rows.length !== ids.length) throw unprocessable(`The ${what} does not belong to ${path}.`);
}

/** What a job knows of an issue's repository before it locks the issue (read outside the transaction). */
export interface BulkTarget {
  repo: RepositoryRow;
  permission: Permission | null;
  /** owner/name, for messages. */
  path: string;
}

/** The issue's repository and the job owner's rights there, or a DomainError when it is gone or unreadable. */
export async function bulkTarget(ctx: DomainContext, issueId: number): Promise<BulkTarget> {
  const issue = await ctx.loaders.issue.load(issueId);
  const access = issue ? await readableRepository(ctx, issue.repoId) : null;
  if (!issue || !access || (issue.kind === 'issue' && !access.repo.hasIssuesEnabled))
    throw new DomainError('NOT_FOUND', 'The issue no longer exists or you can no longer see it.');
  const owner = await ctx.loaders.account.load(access.repo.ownerId);
  return { repo: access.repo, permission: access.permission, path: `${owner?.login ?? 'ghost'}/${access.repo.name}` };
}

/** The projects a job adds to or removes from, each checked writable by its owner. */
export async function bulkProjects(ctx: DomainContext, changes: BulkChanges): Promise<ProjectRow[]> {
  const ids = [...changes.addToProjectIds, ...changes.removeFromProjectIds];
  if (ids.length === 0) return [];
  const projects = (await ctx.loaders.project.loadMany(ids)).filter((row): row is ProjectRow => row !== null && !(row instanceof Error));
  for (const project of projects) {
    if (!(await canUseProject(ctx, project, true)))
      throw new DomainError('FORBIDDEN', `You can no longer change the project ${project.title}.`);
  }
  return projects;
}

/**
 * Applies a job's change to one issue in the unit's transaction, as its actor, through the same
 * steps the single-issue mutations take: the issue row is locked and the rights are checked on it
 * as it is now; every change records its timeline event and announces itself. Throws a
 * DomainError (a sentence for the job's error list) when the issue cannot be changed; the caller
 * rolls this issue's part back. Nothing here reads outside the transaction (PGlite has one connection).
 */
export async function applyBulkChange(
  unit: Unit,
  issueId: number,
  target: BulkTarget,
  projects: readonly ProjectRow[],
  changes: BulkChanges,
): Promise<void> {
  const { tx, actor } = unit;
  const [issue] = await tx.select().from(t.issues).where(eq(t.issues.id, issueId)).for('update');
  const { repo, permission, path } = target;
  if (!issue || issue.repoId !== repo.id) throw new DomainError('NOT_FOUND', 'The issue no longer exists or you can no longer see it.');
  if (issue.kind !== 'issue') throw unprocessable(`${path}#${issue.number} is a pull request; bulk updates change issues only.`);
  if (repo.isArchived || repo.isDisabled || repo.isLocked)
    throw new DomainError(
      'FORBIDDEN',
      `${path} is ${repo.isArchived ? 'archived' : repo.isLocked ? 'locked' : 'disabled'}, so #${issue.number} cannot be changed.`,
    );
  const subject = { issue, repo, permission, viewerId: actor.id };
  if (!neededActions(changes, issue).every((action) => canOnIssue(action, subject)))
    throw new DomainError('FORBIDDEN', `You do not have permission to change ${path}#${issue.number}.`);

  if (changes.state === 'closed') await closeIssueIn(unit, issue, changes.stateReason ?? 'completed', null);
  else if (changes.state === 'open') await reopenIssueIn(unit, issue);
  await requireInRepository(tx, t.labels, [...changes.applyLabelIds, ...changes.removeLabelIds], repo, 'label', path);
  await removeLabelsIn(unit, issue, changes.removeLabelIds);
  await addLabelsIn(unit, issue, changes.applyLabelIds);
  await removeAssigneesIn(unit, issue, changes.removeAssigneeIds);
  await addAssigneesIn(unit, issue, changes.applyAssigneeIds);
  if (changes.milestone !== undefined) {
    if (changes.milestone !== null) await requireInRepository(tx, t.milestones, [changes.milestone], repo, 'milestone', path);
    await setMilestoneIn(unit, issue, changes.milestone);
  }
  if (changes.issueType !== undefined) {
    if (changes.issueType !== null) {
      const [type] = await tx.select().from(t.issueTypes).where(eq(t.issueTypes.id, changes.issueType));
      if (!type || type.orgId !== repo.ownerId) throw unprocessable(`The issue type is not one of ${path}'s issue types.`);
      if (!type.isEnabled || !repo.issueTypesEnabled) throw unprocessable(`Issue types are not enabled for ${path}.`);
    }
    await setIssueTypeIn(unit, issue, changes.issueType);
  }
  for (const project of projects) {
    if (changes.addToProjectIds.includes(project.id)) await addToProjectIn(unit, project, issue);
    else await removeFromProjectIn(unit, project, issue);
  }
}
