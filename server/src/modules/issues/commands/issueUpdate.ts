import { eq } from 'drizzle-orm';
import type { IssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { assertCanIssue, authorizeIssue, repositoryOf } from '../../../domain/access.ts';
import type { IssueAction } from '../../../policies/issue.policy.ts';
import type { DomainContext } from '../../../domain/context.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction } from '../../../domain/transaction.ts';
import { replaceAssigneesIn, resolveAssignees } from './issueAssignees.ts';
import { editIssueBodyIn } from './issueBody.ts';
import { replaceLabelsIn, resolveLabels } from './issueLabels.ts';
import { resolveMilestone, setMilestoneIn } from './issueMilestone.ts';
import { closeIssueIn, reopenIssueIn, type CloseReason } from './issueState.ts';
import { renameIssueIn } from './issueTitle.ts';
import { resolveIssueType, setIssueTypeIn } from './issueType.ts';
import { changeableProjectsOf, replaceProjectsIn, resolveProjects } from './issueProjects.ts';

/** GitHub's `updateIssue`: each field left out (undefined or null) stays as it is, except `milestone` and `issueType`, which null clears. */
export interface UpdateIssueInput {
  issue: Ref;
  title?: string | null;
  body?: string | null;
  /** The body's version the edit started from; a body changed since is refused (`bodyVersion`). */
  bodyVersion?: string | null;
  /** The whole new set of labels. */
  labels?: readonly Ref[] | null;
  /** The whole new set of assignees. */
  assignees?: readonly Ref[] | null;
  milestone?: Ref | null;
  issueType?: Ref | null;
  /** The whole new set of projects (among those the viewer may change). */
  projects?: readonly Ref[] | null;
  state?: 'open' | 'closed' | null;
  /** Why a `state: 'closed'` closes it (completed unless told); ignored unless the state changes. */
  stateReason?: CloseReason | null;
}

/** The actions an update needs, one per field it changes (GitHub's permissions, `policies/issue.policy.ts`). */
function actionsFor(input: UpdateIssueInput, issue: IssueRow): IssueAction[] {
  const actions: IssueAction[] = ['read'];
  if (input.title != null || input.body != null) actions.push('update');
  if (input.labels != null) actions.push('label');
  if (input.assignees != null) actions.push('assign');
  if (input.milestone !== undefined) actions.push('setMilestone');
  if (input.issueType !== undefined) actions.push('setType');
  if (input.projects != null) actions.push('setProjects');
  if (input.state === 'closed' && issue.state !== 'closed') actions.push('close');
  if (input.state === 'open' && issue.state !== 'open') actions.push('reopen');
  return actions;
}

/**
 * `updateIssue`: each field needs its own right: the title and body the author or write and up;
 * state the author or triage and up; labels, assignees, milestone, type and projects triage and up.
 * Every change is one transaction, each with its timeline events.
 */
export async function updateIssue(ctx: DomainContext, input: UpdateIssueInput): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'read', 'UpdateIssue');
  for (const action of actionsFor(input, issue)) {
    await assertCanIssue(ctx, issue, action, 'UpdateIssue');
  }
  const repo = await repositoryOf(ctx, issue.repoId);
  const projects =
    input.projects == null
      ? null
      : { wanted: await resolveProjects(ctx, input.projects), changeable: await changeableProjectsOf(ctx, issue) };
  await inTransaction(ctx, async (unit) => {
    const { tx } = unit;
    if (input.title != null) await renameIssueIn(unit, issue, input.title);
    if (input.body != null) await editIssueBodyIn(unit, issue, input.body, input.bodyVersion);
    if (projects) await replaceProjectsIn(unit, issue, projects.changeable, projects.wanted);
    if (input.labels != null) await replaceLabelsIn(unit, issue, await resolveLabels(tx, repo, input.labels));
    if (input.assignees != null) await replaceAssigneesIn(unit, issue, await resolveAssignees(tx, input.assignees));
    if (input.milestone !== undefined)
      await setMilestoneIn(unit, issue, input.milestone ? await resolveMilestone(tx, repo, input.milestone) : null);
    if (input.issueType !== undefined)
      await setIssueTypeIn(unit, issue, input.issueType ? await resolveIssueType(tx, repo, input.issueType) : null);
    if (input.state) {
      // The state changes last, on the row as the steps above left it.
      const [fresh] = await tx.select().from(t.issues).where(eq(t.issues.id, issue.id));
      if (fresh && input.state === 'closed') await closeIssueIn(unit, fresh, input.stateReason ?? 'completed', null);
      if (fresh && input.state === 'open') await reopenIssueIn(unit, fresh);
    }
  });
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}
