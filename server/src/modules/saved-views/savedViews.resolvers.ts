import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';

/** Saved views (dashboard search shortcuts). */
export const savedViewsResolvers: Resolvers = {};
