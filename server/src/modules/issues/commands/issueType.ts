import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { IssueRow, RepositoryRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue, repositoryOf } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { badInput } from '../../../domain/errors.ts';
import { requireResolved, type Ref } from '../../../domain/ids.ts';
import { inTransaction, type Unit } from '../../../domain/transaction.ts';
import { issueChanged } from '../../../live/liveEvents.ts';
import { recordEvent } from '../issue.events.ts';

/** The issue type a ref names: one of the repository owner's organization, enabled, in a repository that uses types. */
export async function resolveIssueType(tx: DbOrTx, repo: RepositoryRow, ref: Ref): Promise<number> {
  const rows =
    ref.id === null
      ? []
      : await tx
          .select({ id: t.issueTypes.id, isEnabled: t.issueTypes.isEnabled })
          .from(t.issueTypes)
          .where(and(eq(t.issueTypes.id, ref.id), eq(t.issueTypes.orgId, repo.ownerId)));
  requireResolved([ref], new Set(rows.map((row) => row.id)));
  const [row] = rows;
  if (!row?.isEnabled || !repo.issueTypesEnabled) throw badInput('Issue types are not enabled for this repository.');
  return row.id;
}

/** Sets (or removes, with null) the issue's type in the unit's transaction, with its added, changed or removed event. */
export async function setIssueTypeIn(unit: Unit, issue: IssueRow, issueTypeId: number | null): Promise<void> {
  if (issue.issueTypeId === issueTypeId) return;
  await unit.tx.update(t.issues).set({ issueTypeId }).where(eq(t.issues.id, issue.id));
  const event = issueTypeId === null ? 'issue_type_removed' : issue.issueTypeId === null ? 'issue_type_added' : 'issue_type_changed';
  await recordEvent(unit.tx, issue.id, unit.actor.id, event, { from: issue.issueTypeId, to: issueTypeId });
  unit.emit(issueChanged(issue, 'issueType'));
}

/** `updateIssueIssueType`: triage and up; null removes the type. */
export async function updateIssueType(ctx: DomainContext, input: { issue: Ref; issueType: Ref | null }): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'setType', 'UpdateIssueIssueType');
  const repo = await repositoryOf(ctx, issue.repoId);
  const issueType = input.issueType;
  await inTransaction(ctx, async (unit) =>
    setIssueTypeIn(unit, issue, issueType ? await resolveIssueType(unit.tx, repo, issueType) : null),
  );
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}
