import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';

/** Files of a repository's default branch (`Repository.object`, `Blob`). */
export const filesResolvers: Resolvers = {};
