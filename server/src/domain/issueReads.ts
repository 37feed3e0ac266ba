import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { LiveEvent } from '../live/liveEvents.ts';

/**
 * Records that `userId` has read the issues `issueIds` as of now (`issue_reads`, which
 * `isReadByViewer` compares with the issue's `updatedAt`). In the transaction that changed them,
 * `now()` is the time it stamped on `updatedAt`, so the change reads as seen. Ids of issues that no
 * longer exist (deleted in the same transaction) are skipped; a later read time is never moved back.
 */
export async function recordIssueReads(tx: DbOrTx, userId: number, issueIds: readonly number[]): Promise<void> {
  const ids = [...new Set(issueIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into ${t.issueReads} (user_id, issue_id, last_read_at)
    select ${userId}, ${t.issues.id}, now() from ${t.issues}
    where ${t.issues.id} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict (user_id, issue_id) do update set last_read_at = greatest(${t.issueReads}.last_read_at, excluded.last_read_at)`);
}

/**
 * A person's own changes to an issue (opening it, commenting, editing, labelling…) are not news to
 * them: every issue that `events` announce as changed by the acting person is marked read for them,
 * in the transaction that changed it.
 */
export async function recordOwnActivity(tx: DbOrTx, actorId: number, events: readonly LiveEvent[]): Promise<void> {
  const ids = events.flatMap((event) => (event.kind === 'issue' && !event.payload.changes.includes('deleted') ? [event.payload.id] : []));
  await recordIssueReads(tx, actorId, ids);
}
