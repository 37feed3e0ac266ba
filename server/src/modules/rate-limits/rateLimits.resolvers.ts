import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';

/**
 * `rateLimit`: where this request left the caller's GraphQL rate limit (`http/rateLimits.ts` counts
 * one point per request before it runs). Null when the request is not counted (a browser session,
 * an exempt site administrator).
 */
export const rateLimitsResolvers: Resolvers = {
  Query: {
    rateLimit: (_root, _args, ctx) => {
      const state = ctx.rateLimit;
      if (!state) return null;
      return {
        cost: 1,
        limit: state.limit,
        nodeCount: 0,
        remaining: state.remaining,
        resetAt: state.reset,
        used: Math.min(state.used, state.limit),
      };
    },
  },
};
