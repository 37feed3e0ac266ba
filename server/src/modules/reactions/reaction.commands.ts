import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IssueCommentRow, IssueRow, ReactionRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { assertCanIssue, readableIssue } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { unresolvedId } from '../../domain/errors.ts';
import { fromGlobalId } from '../../domain/ids.ts';
import { inTransaction } from '../../domain/transaction.ts';
import { issueChanged } from '../../live/liveEvents.ts';
import { reactionCountsOf, reactionGroups, type ReactionContentValue, type ReactionGroupValue } from './reactionGroups.ts';

/** What people react to: an issue (or pull request), or a comment on one. */
export type ReactionSubject =
  { type: 'issue'; row: IssueRow; issue: IssueRow } | { type: 'comment'; row: IssueCommentRow; issue: IssueRow };

/** The subject a global id names, when the viewer may react to it. */
async function subjectToReactTo(ctx: DomainContext, globalId: string, operation: string): Promise<ReactionSubject> {
  const decoded = fromGlobalId(globalId);
  let subject: ReactionSubject | null = null;
  if (decoded && (decoded.type === 'Issue' || decoded.type === 'PullRequest')) {
    const issue = await readableIssue(ctx, decoded.id);
    if (issue) subject = { type: 'issue', row: issue, issue };
  } else if (decoded?.type === 'IssueComment') {
    const comment = await ctx.loaders.comment.load(decoded.id);
    const issue = comment ? await readableIssue(ctx, comment.issueId) : null;
    if (comment && issue) subject = { type: 'comment', row: comment, issue };
  }
  if (!subject) throw unresolvedId(globalId);
  await assertCanIssue(ctx, subject.issue, 'react', operation);
  return subject;
}

/** The viewer's reaction of one content on the subject (at most one row). */
function viewerReaction(subject: ReactionSubject, viewerId: number, content: ReactionContentValue) {
  return and(
    eq(t.reactions.subjectType, subject.type),
    eq(t.reactions.subjectId, subject.row.id),
    eq(t.reactions.userId, viewerId),
    eq(t.reactions.content, content),
  );
}

/**
 * Keeps the issue's reaction counters in step with the reactions table. The issue row is locked
 * first, in a statement of its own: the count that follows takes a new snapshot, which sees every
 * reaction of the transactions that held the lock before (they committed), and a transaction
 * reacting at the same time waits here and counts this one's reaction. Counting first would let
 * two concurrent reactions each write a total that misses the other (READ COMMITTED).
 */
async function refreshCounters(tx: DbOrTx, subject: ReactionSubject): Promise<void> {
  if (subject.type !== 'issue') return;
  // FOR NO KEY UPDATE, the lock the UPDATE below takes anyway: it leaves the FOR KEY SHARE of
  // foreign-key checks (comments, labels being added to the issue) free.
  await tx.select({ id: t.issues.id }).from(t.issues).where(eq(t.issues.id, subject.row.id)).for('no key update');
  const counts = await reactionCountsOf(tx, 'issue', subject.row.id);
  await tx
    .update(t.issues)
    .set({ reactionCounts: counts, reactionsCount: Object.values(counts).reduce((sum: number, n) => sum + (n ?? 0), 0) })
    .where(eq(t.issues.id, subject.row.id));
}

export interface ReactionChange {
  reaction: ReactionRow | null;
  /** The subject's groups after the change. */
  reactionGroups: ReactionGroupValue[];
  /** The subject as it is now. */
  subject: IssueRow | IssueCommentRow;
}

async function changeReaction(
  ctx: DomainContext,
  input: { subject: string; content: ReactionContentValue },
  operation: 'AddReaction' | 'RemoveReaction',
): Promise<ReactionChange> {
  const subject = await subjectToReactTo(ctx, input.subject, operation);
  const reaction = await inTransaction(ctx, async (unit) => {
    const { tx, actor } = unit;
    let row: ReactionRow | undefined;
    if (operation === 'AddReaction') {
      await tx
        .insert(t.reactions)
        .values({ subjectType: subject.type, subjectId: subject.row.id, userId: actor.id, content: input.content })
        .onConflictDoNothing();
      await refreshCounters(tx, subject);
      [row] = await tx
        .select()
        .from(t.reactions)
        .where(viewerReaction(subject, actor.id, input.content));
    } else {
      [row] = await tx
        .delete(t.reactions)
        .where(viewerReaction(subject, actor.id, input.content))
        .returning();
      await refreshCounters(tx, subject);
    }
    unit.emit(issueChanged(subject.issue, 'reactions'));
    return row ?? null;
  });
  ctx.loaders.viewerReactions.clearAll();
  ctx.loaders.commentReactionCounts.clear(subject.row.id);
  const groups = reactionGroups(subject.type, subject.row.id, await reactionCountsOf(ctx.db, subject.type, subject.row.id));
  const now = subject.type === 'issue' ? await ctx.loaders.issue.load(subject.row.id) : subject.row;
  return { reaction, reactionGroups: groups, subject: now ?? subject.row };
}

/** `addReaction`: whoever may react to the issue (or to the comment's issue); reacting twice changes nothing. */
export function addReaction(ctx: DomainContext, input: { subject: string; content: ReactionContentValue }): Promise<ReactionChange> {
  return changeReaction(ctx, input, 'AddReaction');
}

/** `removeReaction`: the viewer's own reaction of that content, if there is one. */
export function removeReaction(ctx: DomainContext, input: { subject: string; content: ReactionContentValue }): Promise<ReactionChange> {
  return changeReaction(ctx, input, 'RemoveReaction');
}
