import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { refOf } from '../../domain/ids.ts';
import { renderMarkdown } from '../markdown/markdown.ts';
import { setInteractionLimit } from './interactionLimit.commands.ts';
import { interactionLimitReasonHTML, type InteractionLimitValue } from './interactionLimits.ts';

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
      const reason = r.interactionLimitReason?.trim()
        ? await renderMarkdown(ctx, r.interactionLimitReason, { repository: r, baseUrl: ctx.baseUrl })
        : null;
      return interactionLimitReasonHTML(found.activeLimit, action, reason);
    },
  },
  User: {
    isEnterpriseManaged: (a) => a.isEnterpriseManaged,
  },
  Mutation: {
    setRepositoryInteractionLimit: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      repository: await setInteractionLimit(ctx, {
        repository: refOf(input.repositoryId, 'Repository'),
        limit: input.limit === 'NO_LIMIT' ? null : TO_STORED[input.limit],
        expiry: input.expiry,
        reason: input.reason,
      }),
    }),
  },
};
