import { and, eq } from 'drizzle-orm';
import type { RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { canRepository, readableRepository, repositoryPath } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput, forbidden, unresolvedId } from '../../domain/errors.ts';
import { idOfType, toGlobalId, type Ref } from '../../domain/ids.ts';
import { inTransaction } from '../../domain/transaction.ts';
import { repositoryChanged } from '../../live/liveEvents.ts';
import { lockPinsOf, pinnedIssuesOf } from './pins.repository.ts';

/**
 * Whether the viewer may pin, unpin and reorder the repository's issues: the rule `pinIssue`
 * applies (`canIssue(…, 'pin')`), whose issues are unreadable when issues are off.
 */
export async function canPinIssues(ctx: DomainContext, repo: RepositoryRow): Promise<boolean> {
  return repo.hasIssuesEnabled && (await canRepository(ctx, repo, 'pinIssues'));
}

/**
 * `prioritizePinnedIssues`: gives a repository's pinned issues the order of `issueIds` (global ids,
 * positions 1..n), in one transaction under the repository's pin lock. The ids must be exactly the
 * pinned issues, each once: a duplicate, an id that is not pinned to this repository (another
 * repository's, unknown or malformed) or a missing pinned issue fails with a message naming it,
 * and nothing is written. Ids that are not pinned here all get the same answer, so the call does
 * not tell whether an issue elsewhere exists.
 */
export async function prioritizePinnedIssues(
  ctx: DomainContext,
  input: { repository: Ref; issueIds: readonly string[] },
): Promise<RepositoryRow> {
  const access = input.repository.id === null ? null : await readableRepository(ctx, input.repository.id);
  if (!access) throw unresolvedId(input.repository.given);
  const repo = access.repo;
  if (!(await canPinIssues(ctx, repo))) throw forbidden(ctx.actor.login, 'PrioritizePinnedIssues');
  const nameWithOwner = (await repositoryPath(ctx, repo)).slice(1);
  await inTransaction(ctx, async (unit) => {
    const { tx } = unit;
    await lockPinsOf(tx, repo.id);
    const pinned = await pinnedIssuesOf(tx, repo.id);
    const pinnedIds = new Set(pinned.map((row) => row.issueId));
    const order: number[] = [];
    for (const globalId of input.issueIds) {
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
        .where(and(eq(t.pinnedIssues.repoId, repo.id), eq(t.pinnedIssues.issueId, issueId)));
    }
    unit.emit(repositoryChanged(repo.id, 'pins'));
  });
  return repo;
}
