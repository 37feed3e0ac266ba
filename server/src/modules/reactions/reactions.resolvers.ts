import type { AccountRow } from '../../db/rows.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { connectionFromArray, toConnection } from '../../graphql/pagination.ts';
import { addReaction, removeReaction } from './reaction.commands.ts';
import { viewerHasReacted, type ReactionContentValue } from './reactionGroups.ts';
import { reactorsOf } from './reaction.repository.ts';

export const reactionsResolvers: Resolvers = {
  ReactionGroup: {
    content: (g) => g.content,
    createdAt: () => null,
    viewerHasReacted: (g, _args, ctx) => viewerHasReacted(ctx, g),
    subject: async (g, _args, ctx) => {
      const subject = g.subjectType === 'issue' ? await ctx.loaders.issue.load(g.subjectId) : await ctx.loaders.comment.load(g.subjectId);
      if (!subject) throw new Error('Reaction subject vanished');
      return subject;
    },
    reactors: async (g, args, ctx, info) => {
      // The group knows its count: a group without reactions, or a question about the count only, needs no query.
      const countOnly = info.fieldNodes.every((node) =>
        (node.selectionSet?.selections ?? []).every(
          (selection) => selection.kind === 'Field' && (selection.name.value === 'totalCount' || selection.name.value === '__typename'),
        ),
      );
      if (g.count === 0 || countOnly) return toConnection<AccountRow>([], 0, g.count, args, 'reactors');
      return connectionFromArray(await reactorsOf(ctx.db, g), args, 'reactors');
    },
  },
  Reaction: {
    id: (r) => toGlobalId('Reaction', r.id),
    databaseId: (r) => r.id,
    content: (r) => r.content,
    createdAt: (r) => r.createdAt,
    user: (r, _args, ctx) => ctx.loaders.account.load(r.userId),
    reactable: async (r, _args, ctx) => {
      const subject = r.subjectType === 'issue' ? await ctx.loaders.issue.load(r.subjectId) : await ctx.loaders.comment.load(r.subjectId);
      if (!subject) throw new Error('Reaction subject vanished');
      return subject;
    },
  },
  Reactable: { __resolveType: (row) => ('kind' in row ? (row.kind === 'pull_request' ? 'PullRequest' : 'Issue') : 'IssueComment') },
  Mutation: {
    addReaction: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      ...(await addReaction(ctx, { subject: input.subjectId, content: input.content as ReactionContentValue })),
    }),
    removeReaction: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      ...(await removeReaction(ctx, { subject: input.subjectId, content: input.content as ReactionContentValue })),
    }),
  },
};
