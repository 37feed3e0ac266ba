import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** Timeline event names, as GitHub's timeline item types (lower snake case). */
export type TimelineEvent =
  | 'closed'
  | 'reopened'
  | 'labeled'
  | 'unlabeled'
  | 'assigned'
  | 'unassigned'
  | 'milestoned'
  | 'demilestoned'
  | 'renamed_title'
  | 'marked_as_duplicate'
  | 'pinned'
  | 'unpinned'
  | 'sub_issue_added'
  | 'sub_issue_removed'
  | 'parent_issue_added'
  | 'parent_issue_removed'
  | 'blocked_by_added'
  | 'blocked_by_removed'
  | 'issue_type_added'
  | 'issue_type_changed'
  | 'issue_type_removed'
  | 'added_to_project_v2'
  | 'removed_from_project_v2'
  | 'locked'
  | 'unlocked'
  | 'comment_deleted'
  | 'transferred';

/**
 * Records an event and bumps the issue's `updatedAt`, in the caller's transaction; `touch: false`
 * when the caller's own update of the issue row already set it.
 */
export async function recordEvent(
  tx: DbOrTx,
  issueId: number,
  actorId: number,
  event: TimelineEvent,
  data: Record<string, unknown> = {},
  { touch = true }: { touch?: boolean } = {},
): Promise<void> {
  await tx.insert(t.timelineEvents).values({ issueId, actorId, event, data });
  if (touch) await touchIssue(tx, issueId);
}

export async function touchIssue(tx: DbOrTx, issueId: number): Promise<void> {
  await tx
    .update(t.issues)
    .set({ updatedAt: sql`now()` })
    .where(sql`${t.issues.id} = ${issueId}`);
}
