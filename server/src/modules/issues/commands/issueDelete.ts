import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RepositoryRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue, repositoryOf } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction } from '../../../domain/transaction.ts';
import { issueChanged, milestoneChanged, repositoryChanged } from '../../../live/liveEvents.ts';
import { deleteEditsIn } from '../../edits/userContentEdits.ts';

/**
 * `deleteIssue`: an administrator of its repository deletes an issue for good: its comments,
 * reactions, events and edit history go with it (foreign keys cascade; reactions and edits are
 * removed here), its sub-issues lose their parent, and its number stays taken: the address shows
 * "This issue was deleted" (`issue_tombstones`). Answers the repository it belonged to.
 */
export async function deleteIssue(ctx: DomainContext, input: { issue: Ref }): Promise<RepositoryRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'delete', 'DeleteIssue');
  const repo = await repositoryOf(ctx, issue.repoId);
  await inTransaction(ctx, async (unit) => {
    const { tx, actor } = unit;
    const comments = await tx.select({ id: t.issueComments.id }).from(t.issueComments).where(eq(t.issueComments.issueId, issue.id));
    const commentIds = comments.map((c) => c.id);
    if (commentIds.length > 0) {
      await tx.delete(t.reactions).where(and(eq(t.reactions.subjectType, 'comment'), inArray(t.reactions.subjectId, commentIds)));
      await deleteEditsIn(tx, 'comment', commentIds);
    }
    await tx.delete(t.reactions).where(and(eq(t.reactions.subjectType, 'issue'), eq(t.reactions.subjectId, issue.id)));
    await deleteEditsIn(tx, 'issue', [issue.id]);
    await tx.delete(t.issues).where(eq(t.issues.id, issue.id));
    await tx
      .insert(t.issueTombstones)
      .values({ repoId: repo.id, number: issue.number, issueId: null, reason: 'deleted', actorId: actor.id })
      .onConflictDoUpdate({
        target: [t.issueTombstones.repoId, t.issueTombstones.number],
        set: { issueId: null, reason: 'deleted', actorId: actor.id, createdAt: sql`now()` },
      });
    unit.emit(issueChanged(issue, 'deleted'));
    unit.emit(repositoryChanged(repo.id, 'issues', 'pins'));
    if (issue.milestoneId !== null) unit.emit(milestoneChanged({ id: issue.milestoneId, repoId: repo.id }, 'issues'));
  });
  return repo;
}
