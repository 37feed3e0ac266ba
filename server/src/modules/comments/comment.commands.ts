import { eq, sql } from 'drizzle-orm';
import type { IssueCommentRow, IssueRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { authorizeIssue } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { inTransaction } from '../../domain/transaction.ts';
import { issueChanged } from '../../live/liveEvents.ts';
import { recordMentions, validateBody } from '../issues/commands/issueBody.ts';

/**
 * `addComment`: whoever may comment on the issue or pull request (readers, unless the conversation
 * is locked or their standing keeps them out). The comment, the issue's counter, its mentions and
 * the author's subscription are one transaction. Answers the comment and the issue's comment count
 * before it (the new comment's offset among the comments).
 */
export async function addComment(
  ctx: DomainContext,
  input: { subject: Ref; body: string },
): Promise<{ comment: IssueCommentRow; issue: IssueRow; offset: number }> {
  const issue = await authorizeIssue(ctx, input.subject, 'comment', 'AddComment');
  if (input.body.trim() === '') throw badInput("Body can't be blank");
  const body = validateBody(input.body);
  const comment = await inTransaction(ctx, async (unit) => {
    const { tx, actor } = unit;
    const [row] = await tx.insert(t.issueComments).values({ issueId: issue.id, authorId: actor.id, body }).returning();
    if (!row) throw new Error('Comment insert returned nothing');
    await tx
      .update(t.issues)
      .set({ commentsCount: sql`${t.issues.commentsCount} + 1`, updatedAt: sql`now()` })
      .where(eq(t.issues.id, issue.id));
    await recordMentions(tx, issue.id, body);
    await tx.insert(t.issueSubscriptions).values({ issueId: issue.id, userId: actor.id, reason: 'comment' }).onConflictDoNothing();
    unit.emit(issueChanged(issue, 'comments'));
    return row;
  });
  return { comment, issue: (await ctx.loaders.issue.load(issue.id)) ?? issue, offset: issue.commentsCount };
}
