import type { FieldNode } from 'graphql';
import type { AccountRow } from '../../db/rows.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { connectionFromArray, paginate, toConnection, type ConnectionArgs } from '../../graphql/pagination.ts';
import { addReaction, removeReaction } from './reaction.commands.ts';
import { viewerHasReacted, type ReactionContentValue } from './reactionGroups.ts';
import { countReactions, reactingUsersOf, reactionsWindow, reactorsOf } from './reaction.repository.ts';

/** Whether a connection's selection asks for its count alone (the group knows it: no query). */
function countOnly(fieldNodes: readonly FieldNode[]): boolean {
  return fieldNodes.every((node) =>
    (node.selectionSet?.selections ?? []).every(
      (selection) => selection.kind === 'Field' && (selection.name.value === 'totalCount' || selection.name.value === '__typename'),
    ),
  );
}

/**
 * `Reactable.reactions(content, orderBy)`: the reactions on an issue, pull request or comment, of
 * one content when asked, oldest first unless ordered DESC, with whether the viewer reacted at all.
 */
export async function reactionConnection(
  ctx: GraphQLContext,
  subjectType: 'issue' | 'comment',
  subjectId: number,
  args: ConnectionArgs & { content?: ReactionContentValue | null; orderBy?: { direction: 'ASC' | 'DESC' } | null },
) {
  const filter = { subjectType, subjectId, content: args.content ?? null, direction: args.orderBy?.direction ?? 'ASC' } as const;
  const [connection, viewerContents] = await Promise.all([
    paginate(
      args,
      'reactions',
      () => countReactions(ctx.db, filter),
      (offset, limit) => reactionsWindow(ctx.db, filter, offset, limit),
    ),
    ctx.loaders.viewerReactions.load(`${subjectType}:${subjectId}`),
  ]);
  return Object.assign(connection, { viewerHasReacted: viewerContents.size > 0 });
}

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
      if (g.count === 0 || countOnly(info.fieldNodes)) return toConnection<AccountRow>([], 0, g.count, args, 'reactors');
      return connectionFromArray(await reactorsOf(ctx.db, g), args, 'reactors');
    },
    // GitHub's older `users` (people only; `reactors` replaced it): gh reads its totalCount on every group.
    users: async (g, args, ctx, info) => {
      const connection =
        g.count === 0 || countOnly(info.fieldNodes)
          ? toConnection<{ user: AccountRow; reactedAt: Date }>([], 0, g.count, args, 'users')
          : connectionFromArray(await reactingUsersOf(ctx.db, g), args, 'users');
      // Getters: nodes or edges without `first`/`last` fail as the connection's own do.
      return {
        pageInfo: connection.pageInfo,
        totalCount: connection.totalCount,
        get nodes() {
          return connection.nodes.map((reaction) => reaction.user);
        },
        get edges() {
          return connection.edges.map(({ cursor, node }) => ({ cursor, node: node.user, reactedAt: node.reactedAt }));
        },
      };
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
