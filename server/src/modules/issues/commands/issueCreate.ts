import { eq, sql } from 'drizzle-orm';
import type { IssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue, authorizeRepository } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction } from '../../../domain/transaction.ts';
import { issueChanged, repositoryChanged } from '../../../live/liveEvents.ts';
import { creationBody, creationMetadata, issueCreationPermissions, templateNamed, type RequestedMetadata } from '../issueCreation.ts';
import type { IssueFormFieldValue } from '../issueForm.body.ts';
import { addAssigneesIn } from './issueAssignees.ts';
import { recordMentions, validateBody } from './issueBody.ts';
import { addLabelsIn } from './issueLabels.ts';
import { setMilestoneIn } from './issueMilestone.ts';
import { addToProjectsIn } from './issueProjects.ts';
import { attachToParentIn } from './issueRelations.ts';
import { validateTitle } from './issueTitle.ts';
import { setIssueTypeIn } from './issueType.ts';

export interface CreateIssueInput extends RequestedMetadata {
  repository: Ref;
  title: string;
  body?: string | null;
  parentIssue?: Ref | null;
  /** A template's file name or name: its metadata applies, and an issue form's answers make the body. */
  issueTemplate?: string | null;
  issueFormFieldValues?: readonly IssueFormFieldValue[] | null;
}

/**
 * `createIssue`: anyone who may open issues in the repository; the metadata the author may not set
 * is dropped, as GitHub does. The issue, its number (from the repository's shared sequence), its
 * metadata and their timeline events are one transaction.
 */
export async function createIssue(ctx: DomainContext, input: CreateIssueInput): Promise<IssueRow> {
  const repo = await authorizeRepository(ctx, input.repository, 'createIssue', 'CreateIssue');
  const can = await issueCreationPermissions(ctx, repo);
  const template = input.issueTemplate ? await templateNamed(ctx, repo, input.issueTemplate) : null;
  const title = validateTitle(input.title);
  const body = validateBody(creationBody(template, input));
  // Opening it as a sub-issue changes the parent's relationships: 'relate' on the parent, as addSubIssue needs.
  const parent = input.parentIssue ? await authorizeIssue(ctx, input.parentIssue, 'relate', 'CreateIssue') : undefined;
  return inTransaction(ctx, async (unit) => {
    const { tx, actor } = unit;
    const metadata = await creationMetadata(tx, actor, repo, input, can, template);
    const [seq] = await tx
      .update(t.repositories)
      .set({ nextIssueNumber: sql`${t.repositories.nextIssueNumber} + 1` })
      .where(eq(t.repositories.id, repo.id))
      .returning({ number: sql<number>`${t.repositories.nextIssueNumber} - 1` });
    if (!seq) throw new Error(`Repository ${repo.id} vanished`);
    const [issue] = await tx.insert(t.issues).values({ repoId: repo.id, number: seq.number, title, body, authorId: actor.id }).returning();
    if (!issue) throw new Error('Issue insert returned nothing');
    await addLabelsIn(unit, issue, metadata.labelIds);
    await addAssigneesIn(unit, issue, metadata.assigneeIds);
    if (metadata.milestoneId !== null) await setMilestoneIn(unit, issue, metadata.milestoneId);
    if (metadata.issueTypeId !== null) await setIssueTypeIn(unit, issue, metadata.issueTypeId);
    if (parent) await attachToParentIn(unit, issue, parent);
    await addToProjectsIn(unit, issue, metadata.projectIds);
    await recordMentions(tx, issue.id, body);
    await tx.insert(t.issueSubscriptions).values({ issueId: issue.id, userId: actor.id, reason: 'author' }).onConflictDoNothing();
    unit.emit(issueChanged(issue, 'created'));
    unit.emit(repositoryChanged(repo.id, 'issues'));
    const [fresh] = await tx.select().from(t.issues).where(eq(t.issues.id, issue.id));
    return fresh ?? issue;
  });
}
