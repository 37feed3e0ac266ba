import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IssueRow, RepositoryRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue, authorizeRepository, repositoryOf } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { unprocessable } from '../../../domain/errors.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction } from '../../../domain/transaction.ts';
import { issueChanged, milestoneChanged, repositoryChanged } from '../../../live/liveEvents.ts';
import { recordEvent } from '../issue.events.ts';

export interface TransferIssueInput {
  issue: Ref;
  repository: Ref;
  /** Create the issue's labels the target lacks (by name, with their colour and description). */
  createLabelsIfMissing?: boolean | null;
}

/** Why an issue cannot move from `source` to `target` (GitHub's rules), or null when it can. */
function transferProblem(source: RepositoryRow, target: RepositoryRow): string | null {
  if (source.id === target.id) return 'The issue is already in this repository.';
  if (source.ownerId !== target.ownerId) return 'Issues can only be transferred to a repository of the same owner.';
  if (source.visibility !== 'public' && target.visibility === 'public')
    return "Issues can't be transferred from a private repository to a public repository.";
  if (!target.hasIssuesEnabled) return 'The target repository has issues disabled.';
  return null;
}

/**
 * `transferIssue`: an administrator of the issue's repository moves it to another repository of the
 * same owner they can push to. The issue takes the target's next number; labels and the milestone
 * are matched by name (a label the target lacks is dropped unless `createLabelsIfMissing`; a
 * milestone without a namesake is cleared); its pin in the old repository goes; the old address
 * redirects to the new one (`issue_tombstones`). One transaction, with the `transferred` event.
 */
export async function transferIssue(ctx: DomainContext, input: TransferIssueInput): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'transfer', 'TransferIssue');
  const target = await authorizeRepository(ctx, input.repository, 'push', 'TransferIssue');
  const source = await repositoryOf(ctx, issue.repoId);
  const problem = transferProblem(source, target);
  if (problem) throw unprocessable(problem);
  await inTransaction(ctx, async (unit) => {
    const { tx, actor } = unit;
    const [seq] = await tx
      .update(t.repositories)
      .set({ nextIssueNumber: sql`${t.repositories.nextIssueNumber} + 1` })
      .where(eq(t.repositories.id, target.id))
      .returning({ number: sql<number>`${t.repositories.nextIssueNumber} - 1` });
    if (!seq) throw new Error('The target repository vanished');

    // Labels by name (case-insensitive, as label names are unique).
    const current = await tx
      .select({ id: t.labels.id, name: t.labels.name, color: t.labels.color, description: t.labels.description })
      .from(t.issueLabels)
      .innerJoin(t.labels, eq(t.labels.id, t.issueLabels.labelId))
      .where(eq(t.issueLabels.issueId, issue.id));
    const names = current.map((label) => label.name.toLowerCase());
    const namesakes =
      names.length === 0
        ? []
        : await tx
            .select({ id: t.labels.id, name: t.labels.name })
            .from(t.labels)
            .where(and(eq(t.labels.repoId, target.id), inArray(sql`lower(${t.labels.name})`, names)));
    const targetLabelIds = namesakes.map((label) => label.id);
    if (input.createLabelsIfMissing) {
      const missing = current.filter((label) => !namesakes.some((n) => n.name.toLowerCase() === label.name.toLowerCase()));
      if (missing.length > 0) {
        const created = await tx
          .insert(t.labels)
          .values(missing.map((label) => ({ repoId: target.id, name: label.name, color: label.color, description: label.description })))
          .returning({ id: t.labels.id });
        targetLabelIds.push(...created.map((label) => label.id));
      }
    }
    await tx.delete(t.issueLabels).where(eq(t.issueLabels.issueId, issue.id));
    if (targetLabelIds.length > 0) await tx.insert(t.issueLabels).values(targetLabelIds.map((labelId) => ({ issueId: issue.id, labelId })));

    // The milestone by title.
    let milestoneId: number | null = null;
    if (issue.milestoneId !== null) {
      const [milestone] = await tx.select({ title: t.milestones.title }).from(t.milestones).where(eq(t.milestones.id, issue.milestoneId));
      if (milestone) {
        const [namesake] = await tx
          .select({ id: t.milestones.id })
          .from(t.milestones)
          .where(and(eq(t.milestones.repoId, target.id), sql`lower(${t.milestones.title}) = lower(${milestone.title})`));
        milestoneId = namesake?.id ?? null;
      }
      unit.emit(milestoneChanged({ id: issue.milestoneId, repoId: source.id }, 'issues'));
      if (milestoneId !== null) unit.emit(milestoneChanged({ id: milestoneId, repoId: target.id }, 'issues'));
    }

    await tx.delete(t.pinnedIssues).where(eq(t.pinnedIssues.issueId, issue.id));
    await tx
      .update(t.issues)
      .set({ repoId: target.id, number: seq.number, milestoneId, milestonePriority: null, updatedAt: sql`now()` })
      .where(eq(t.issues.id, issue.id));
    await tx
      .insert(t.issueTombstones)
      .values({ repoId: source.id, number: issue.number, issueId: issue.id, reason: 'transferred', actorId: actor.id });
    await recordEvent(tx, issue.id, actor.id, 'transferred', { fromRepositoryId: source.id }, { touch: false });
    unit.emit(issueChanged(issue, 'transferred'));
    unit.emit(issueChanged({ id: issue.id, repoId: target.id }, 'transferred'));
    unit.emit(repositoryChanged(source.id, 'issues', 'pins'));
    unit.emit(repositoryChanged(target.id, 'issues', ...(input.createLabelsIfMissing ? (['labels'] as const) : [])));
  });
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}
