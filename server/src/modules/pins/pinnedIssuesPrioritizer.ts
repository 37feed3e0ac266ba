import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { badInput } from '../../graphql/errors.ts';
import { idOfType, toGlobalId } from '../../graphql/ids.ts';
import { lockPinsOf, pinnedIssuesOf } from './pins.repository.ts';

export interface PrioritizePinnedIssuesInput {
  repoId: number;
  /** For messages: `owner/name`. */
  nameWithOwner: string;
  /** Global ids of the pinned issues in their new order. */
  issueIds: readonly string[];
}

/**
 * Gives a repository's pinned issues the order of `issueIds` (positions 1..n), in one transaction.
 * The ids must be exactly the pinned issues, each once: a duplicate, an id that is not pinned to
 * this repository (another repository's, unknown or malformed) or a missing pinned issue fails with
 * a message naming it, and nothing is written. Ids that are not pinned here all get the same answer,
 * so the call does not tell whether an issue elsewhere exists.
 */
export async function prioritizePinnedIssues(db: DbOrTx, { repoId, nameWithOwner, issueIds }: PrioritizePinnedIssuesInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPinsOf(tx, repoId);
    const pinned = await pinnedIssuesOf(tx, repoId);
    const pinnedIds = new Set(pinned.map((row) => row.issueId));
    const order: number[] = [];
    for (const globalId of issueIds) {
      const id = idOfType(globalId, 'Issue');
      if (id === null || !pinnedIds.has(id)) throw badInput(`${globalId} is not a pinned issue of ${nameWithOwner}.`);
      if (order.includes(id)) throw badInput(`${globalId} is listed more than once.`);
      order.push(id);
    }
    const missing = pinned.filter((row) => !order.includes(row.issueId)).map((row) => toGlobalId('Issue', row.issueId));
    if (missing.length > 0) {
      throw badInput(
        `The new order must list every pinned issue of ${nameWithOwner}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
      );
    }
    for (const [index, issueId] of order.entries()) {
      const row = pinned.find((candidate) => candidate.issueId === issueId);
      if (row?.position === index + 1) continue;
      await tx
        .update(t.pinnedIssues)
        .set({ position: index + 1 })
        .where(and(eq(t.pinnedIssues.repoId, repoId), eq(t.pinnedIssues.issueId, issueId)));
    }
  });
}
