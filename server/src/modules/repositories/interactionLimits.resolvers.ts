import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeRepository } from '../../graphql/access.ts';
import { badInput } from '../../graphql/errors.ts';
import { expiryFrom, interactionLimitReasonHTML, type InteractionLimitValue } from './interactionLimits.ts';

/** Longest owner's reason kept with a limit, as GitHub caps short texts. */
const MAX_REASON_LENGTH = 1024;

const TO_STORED: Record<'EXISTING_USERS' | 'CONTRIBUTORS_ONLY' | 'COLLABORATORS_ONLY', InteractionLimitValue> = {
  EXISTING_USERS: 'existing_users',
  CONTRIBUTORS_ONLY: 'contributors_only',
  COLLABORATORS_ONLY: 'collaborators_only',
};

const TO_GRAPHQL = {
  existing_users: 'EXISTING_USERS',
  contributors_only: 'CONTRIBUTORS_ONLY',
  collaborators_only: 'COLLABORATORS_ONLY',
} as const;

export const interactionLimitsResolvers: Resolvers = {
  Repository: {
    interactionAbility: async (r, _args, ctx) => {
      const active = (await ctx.loaders.standing.load(r.id))?.activeLimit ?? null;
      return active
        ? { limit: TO_GRAPHQL[active.limit], origin: 'REPOSITORY', expiresAt: active.expiresAt }
        : { limit: 'NO_LIMIT', origin: 'REPOSITORY', expiresAt: null };
    },
    isOwnerEnterpriseManaged: async (r, _args, ctx) => (await ctx.loaders.standing.load(r.id))?.ownerEnterpriseManaged ?? false,
    viewerInteractionLimitReasonHTML: async (r, { action }, ctx) => {
      const found = await ctx.loaders.standing.load(r.id);
      if (!found?.activeLimit || !found.standing.interactionLimited) return null;
      return interactionLimitReasonHTML(found.activeLimit, action, r.interactionLimitReason);
    },
  },
  User: {
    isEnterpriseManaged: (a) => a.isEnterpriseManaged,
  },
  Mutation: {
    setRepositoryInteractionLimit: async (_root, { input }, ctx) => {
      const repo = await authorizeRepository(ctx, input.repositoryId, 'administer', 'SetRepositoryInteractionLimit');
      const reason = input.reason?.trim() || null;
      if (reason && reason.length > MAX_REASON_LENGTH) throw badInput(`Reason is too long (maximum is ${MAX_REASON_LENGTH} characters)`);
      const values =
        input.limit === 'NO_LIMIT'
          ? { interactionLimit: null, interactionLimitReason: null, interactionLimitExpiresAt: null }
          : {
              interactionLimit: TO_STORED[input.limit],
              interactionLimitReason: reason,
              interactionLimitExpiresAt: expiryFrom(input.expiry),
            };
      const [updated] = await ctx.db.update(t.repositories).set(values).where(eq(t.repositories.id, repo.id)).returning();
      ctx.loaders.repository.clear(repo.id).prime(repo.id, updated!);
      ctx.loaders.standing.clear(repo.id);
      return { clientMutationId: input.clientMutationId, repository: updated };
    },
  },
};
