import { and, eq, sql } from 'drizzle-orm';
import type { IssueCommentRow, IssueRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { authorizeComment, authorizeIssue } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { inTransaction, type Unit } from '../../domain/transaction.ts';
import { issueChanged } from '../../live/liveEvents.ts';
import { assertCurrentVersion, deleteEditsIn, recordEditIn } from '../edits/userContentEdits.ts';
import { recordEvent } from '../issues/issue.events.ts';
import { recordMentions, validateBody } from '../issues/commands/issueBody.ts';

/** A comment's body as stored: not blank, at most 65,536 characters (GitHub's messages). */
function validateCommentBody(body: string): string {
  if (body.trim() === '') throw badInput("Body can't be blank");
  return validateBody(body);
}

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
  const body = validateCommentBody(input.body);
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

export interface UpdateCommentInput {
  comment: Ref;
  body: string;
  /** The version the edit started from (`bodyVersion`); a comment changed since is refused. */
  bodyVersion?: string | null;
}

/**
 * `updateIssueComment`: its author (while they may comment) or write and up. Refused, with nothing
 * written, when someone saved in between (`bodyVersion`, checked under a row lock). The edit goes
 * into the comment's history with its editor; the same body changes nothing.
 */
export async function updateComment(ctx: DomainContext, input: UpdateCommentInput): Promise<IssueCommentRow> {
  const { comment, issue } = await authorizeComment(ctx, input.comment, 'update', 'UpdateIssueComment');
  const body = validateCommentBody(input.body);
  return inTransaction(ctx, (unit) => editCommentBodyIn(unit, issue, comment.id, () => body, input.bodyVersion));
}

/**
 * Rewrites a comment's body in the unit's transaction: reads it under a row lock, refuses a stale
 * `bodyVersion`, computes the new body from the stored one (`next`), and records the edit in the
 * history with its editor and mentions. The same body changes nothing.
 */
export async function editCommentBodyIn(
  unit: Unit,
  issue: IssueRow,
  commentId: number,
  next: (stored: string) => string,
  bodyVersion: string | null | undefined,
): Promise<IssueCommentRow> {
  const { tx, actor } = unit;
  const [stored] = await tx.select().from(t.issueComments).where(eq(t.issueComments.id, commentId)).for('update');
  if (!stored) throw badInput('The comment was deleted.');
  assertCurrentVersion(stored.body, bodyVersion);
  const body = next(stored.body);
  if (stored.body === body) return stored;
  const [updated] = await tx
    .update(t.issueComments)
    .set({ body, lastEditedAt: sql`now()`, editorId: actor.id, updatedAt: sql`now()` })
    .where(eq(t.issueComments.id, commentId))
    .returning();
  await recordEditIn(
    tx,
    { type: 'comment', id: commentId, authorId: stored.authorId, createdAt: stored.createdAt, previousBody: stored.body },
    actor.id,
    body,
  );
  await recordMentions(tx, issue.id, body);
  unit.emit(issueChanged(issue, 'comments'));
  return updated ?? stored;
}

/**
 * `deleteIssueComment`: its author (while they may comment) or write and up. The comment, its
 * reactions and edit history go, the issue's counter follows, and a deletion by someone else than
 * the author leaves GitHub's "deleted a comment from" event.
 */
export async function deleteComment(ctx: DomainContext, input: { comment: Ref }): Promise<IssueRow> {
  const { comment, issue } = await authorizeComment(ctx, input.comment, 'delete', 'DeleteIssueComment');
  await inTransaction(ctx, async (unit) => {
    const { tx, actor } = unit;
    const removed = await tx.delete(t.issueComments).where(eq(t.issueComments.id, comment.id)).returning({ id: t.issueComments.id });
    if (removed.length === 0) return;
    await tx.delete(t.reactions).where(and(eq(t.reactions.subjectType, 'comment'), eq(t.reactions.subjectId, comment.id)));
    await deleteEditsIn(tx, 'comment', [comment.id]);
    await tx
      .update(t.issues)
      .set({ commentsCount: sql`greatest(${t.issues.commentsCount} - 1, 0)`, updatedAt: sql`now()` })
      .where(eq(t.issues.id, issue.id));
    if (comment.authorId !== actor.id) {
      await recordEvent(tx, issue.id, actor.id, 'comment_deleted', { deletedCommentAuthorId: comment.authorId }, { touch: false });
    }
    unit.emit(issueChanged(issue, 'comments'));
  });
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}

/** GitHub's classifiers, and the `minimizedReason` each reads as (lower case, hyphenated). */
export const MINIMIZE_REASONS = {
  ABUSE: 'abuse',
  DUPLICATE: 'duplicate',
  OFF_TOPIC: 'off-topic',
  OUTDATED: 'outdated',
  RESOLVED: 'resolved',
  SPAM: 'spam',
} as const;

export type MinimizeClassifier = keyof typeof MINIMIZE_REASONS;

/** `minimizeComment` / `unminimizeComment`: triage and up hide a comment with a reason, or show it again. */
export async function setCommentMinimized(
  ctx: DomainContext,
  input: { comment: Ref; classifier: MinimizeClassifier | null },
): Promise<IssueCommentRow> {
  const operation = input.classifier ? 'MinimizeComment' : 'UnminimizeComment';
  const { comment, issue } = await authorizeComment(ctx, input.comment, 'minimizeComments', operation);
  return inTransaction(ctx, async (unit) => {
    const [updated] = await unit.tx
      .update(t.issueComments)
      .set(
        input.classifier
          ? { isMinimized: true, minimizedReason: MINIMIZE_REASONS[input.classifier] }
          : { isMinimized: false, minimizedReason: null },
      )
      .where(eq(t.issueComments.id, comment.id))
      .returning();
    unit.emit(issueChanged(issue, 'comments'));
    return updated ?? comment;
  });
}
