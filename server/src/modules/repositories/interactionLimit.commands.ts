import { eq } from 'drizzle-orm';
import type { RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { authorizeRepository } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { expiryFrom, type InteractionLimitExpiry, type InteractionLimitValue } from './interactionLimits.ts';

/** Longest owner's reason kept with a limit, as GitHub caps short texts. */
const MAX_REASON_LENGTH = 1024;

export interface SetInteractionLimitInput {
  repository: Ref;
  /** The limit, or null for none. */
  limit: InteractionLimitValue | null;
  expiry?: InteractionLimitExpiry | null;
  /** Markdown shown to those the limit keeps out. */
  reason?: string | null;
}

/** `setRepositoryInteractionLimit`: administrators; no limit clears the reason and the expiry too. */
export async function setInteractionLimit(ctx: DomainContext, input: SetInteractionLimitInput): Promise<RepositoryRow> {
  const repo = await authorizeRepository(ctx, input.repository, 'administer', 'SetRepositoryInteractionLimit');
  const reason = input.reason?.trim() || null;
  if (reason && reason.length > MAX_REASON_LENGTH) throw badInput(`Reason is too long (maximum is ${MAX_REASON_LENGTH} characters)`);
  const values =
    input.limit === null
      ? { interactionLimit: null, interactionLimitReason: null, interactionLimitExpiresAt: null }
      : { interactionLimit: input.limit, interactionLimitReason: reason, interactionLimitExpiresAt: expiryFrom(input.expiry) };
  const [updated] = await ctx.db.update(t.repositories).set(values).where(eq(t.repositories.id, repo.id)).returning();
  ctx.loaders.repository.clear(repo.id);
  ctx.loaders.standing.clear(repo.id);
  return updated ?? repo;
}
