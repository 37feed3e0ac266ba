import { eq } from 'drizzle-orm';
import type { IssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue, canIssue, repositoryOf } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { forbidden } from '../../../domain/errors.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction } from '../../../domain/transaction.ts';
import { replaceAssigneesIn, resolveAssignees } from './issueAssignees.ts';
import { editIssueBodyIn } from './issueBody.ts';
import { replaceLabelsIn, resolveLabels } from './issueLabels.ts';
import { resolveMilestone, setMilestoneIn } from './issueMilestone.ts';
import { closeIssueIn, reopenIssueIn } from './issueState.ts';
import { renameIssueIn } from './issueTitle.ts';
import { resolveIssueType, setIssueTypeIn } from './issueType.ts';

/** GitHub's `updateIssue`: each field left out (undefined or null) stays as it is, except `milestone` and `issueType`, which null clears. */
export interface UpdateIssueInput {
  issue: Ref;
  title?: string | null;
  body?: string | null;
  /** The whole new set of labels. */
  labels?: readonly Ref[] | null;
  /** The whole new set of assignees. */
  assignees?: readonly Ref[] | null;
  milestone?: Ref | null;
  issueType?: Ref | null;
  state?: 'open' | 'closed' | null;
}

/**
 * `updateIssue`: the author or triage and up change the title, body and state; labels, assignees,
 * milestone and type need triage. Every change is one transaction, each with its timeline events.
 */
export async function updateIssue(ctx: DomainContext, input: UpdateIssueInput): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'update', 'UpdateIssue');
  const wantsMetadata = input.labels != null || input.assignees != null || input.milestone !== undefined || input.issueType !== undefined;
  if (wantsMetadata && !(await canIssue(ctx, issue, 'label'))) throw forbidden(ctx.actor.login, 'UpdateIssue');
  const repo = await repositoryOf(ctx, issue.repoId);
  await inTransaction(ctx, async (unit) => {
    const { tx } = unit;
    if (input.title != null) await renameIssueIn(unit, issue, input.title);
    if (input.body != null) await editIssueBodyIn(unit, issue, input.body);
    if (input.labels != null) await replaceLabelsIn(unit, issue, await resolveLabels(tx, repo, input.labels));
    if (input.assignees != null) await replaceAssigneesIn(unit, issue, await resolveAssignees(tx, input.assignees));
    if (input.milestone !== undefined)
      await setMilestoneIn(unit, issue, input.milestone ? await resolveMilestone(tx, repo, input.milestone) : null);
    if (input.issueType !== undefined)
      await setIssueTypeIn(unit, issue, input.issueType ? await resolveIssueType(tx, repo, input.issueType) : null);
    if (input.state) {
      // The state changes last, on the row as the steps above left it.
      const [fresh] = await tx.select().from(t.issues).where(eq(t.issues.id, issue.id));
      if (fresh && input.state === 'closed') await closeIssueIn(unit, fresh, 'completed', null);
      if (fresh && input.state === 'open') await reopenIssueIn(unit, fresh);
    }
  });
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}
