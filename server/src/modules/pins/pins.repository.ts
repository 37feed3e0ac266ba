import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PinnedIssueRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';

/** At most this many issues are pinned to a repository (GitHub's limit, spec §9). */
export const MAX_PINNED_ISSUES = 3;

/** A repository's pinned issues in display order. */
export function pinnedIssuesOf(db: DbOrTx, repoId: number): Promise<PinnedIssueRow[]> {
  return db
    .select()
    .from(t.pinnedIssues)
    .where(eq(t.pinnedIssues.repoId, repoId))
    .orderBy(asc(t.pinnedIssues.position), asc(t.pinnedIssues.id));
}

/**
 * Locks the repository's row for the rest of the transaction, so pins, unpins and reorders of one
 * repository run one after another: each reads the pinned set it changes (the limit of three, the
 * positions, the exact set a reorder names) without another write slipping in between.
 */
export async function lockPinsOf(tx: DbOrTx, repoId: number): Promise<void> {
  await tx.select({ id: t.repositories.id }).from(t.repositories).where(eq(t.repositories.id, repoId)).for('no key update');
}

/** A pin by id, or null. */
export async function pinnedIssueById(db: DbOrTx, id: number): Promise<PinnedIssueRow | null> {
  const [row] = await db.select().from(t.pinnedIssues).where(eq(t.pinnedIssues.id, id));
  return row ?? null;
}
