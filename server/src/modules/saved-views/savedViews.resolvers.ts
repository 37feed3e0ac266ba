import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers, SearchShortcutIcon, UserDashboardShortcutsArgs } from '../../graphql/__generated__/resolvers.ts';
import { readableRepository } from '../../graphql/access.ts';
import { notFound, unresolvedId } from '../../graphql/errors.ts';
import { idOfType, toGlobalId } from '../../graphql/ids.ts';
import { paginate, toConnection } from '../../graphql/pagination.ts';
import { findRepository } from '../repositories/repository.repository.ts';
import {
  createSavedView,
  deleteSavedView,
  normaliseDescription,
  normaliseName,
  normaliseQuery,
  scopedQuery,
  updateSavedView,
  type SavedViewChanges,
} from './savedView.commands.ts';
import { countSavedViews, savedViewWindow, type SavedViewRow } from './savedView.repository.ts';

/** `UserDashboard` values: whose dashboard it is (only ever the viewer's). */
interface DashboardValue {
  userId: number;
}

// SearchShortcut and UserDashboard have no row mappers in the codegen config: the resolvers hand
// out rows and dashboard values, and read them back through these casts.
const view = (value: unknown) => value as SavedViewRow;
const dashboard = (value: unknown) => value as DashboardValue;
const dashboardOf = (userId: number) => ({ userId }) satisfies DashboardValue as never;

/** `UserDashboard.shortcuts`: the user's views by position, then id; cursors are offsets. */
function dashboardShortcuts(ctx: GraphQLContext, userId: number, args: UserDashboardShortcutsArgs) {
  const filter = { userId, searchTypes: args.searchTypes };
  return paginate(
    args,
    'shortcuts',
    () => countSavedViews(ctx.db, filter),
    (offset, limit) => savedViewWindow(ctx.db, filter, offset, limit),
  );
}

/** The scoping repository of a new view: one the viewer can read, with its `owner/name`. */
async function scopingRepositoryOf(ctx: GraphQLContext, input: { owner: string; name: string }) {
  const repo = await findRepository(ctx, input.owner, input.name);
  if (!repo) throw notFound(`Could not resolve to a Repository with the name '${input.owner}/${input.name}'.`);
  const owner = await ctx.loaders.account.load(repo.ownerId);
  return { repo, nameWithOwner: `${owner?.login ?? input.owner}/${repo.name}` };
}

export const savedViewsResolvers: Resolvers = {
  SearchShortcut: {
    id: (v) => toGlobalId('SearchShortcut', view(v).id),
    name: (v) => view(v).name,
    query: (v) => view(v).query,
    description: (v) => view(v).description,
    icon: (v) => view(v).icon as SearchShortcutIcon,
    color: (v) => view(v).color,
    searchType: (v) => view(v).searchType,
    scopingRepository: async (v, _args, ctx) => {
      const repoId = view(v).scopingRepoId;
      return repoId === null ? null : ((await readableRepository(ctx, repoId))?.repo ?? null);
    },
    createdAt: (v) => view(v).createdAt,
    updatedAt: (v) => view(v).updatedAt,
  },
  UserDashboard: {
    shortcuts: (d, args, ctx) => dashboardShortcuts(ctx, dashboard(d).userId, args) as never,
  },
  User: {
    dashboard: (user, _args, ctx) => (user.id === ctx.viewer.id ? dashboardOf(user.id) : null),
  },
  Mutation: {
    createDashboardSearchShortcut: async (_root, { input }, ctx) => {
      const name = normaliseName(input.name);
      const description = normaliseDescription(input.description);
      let query = normaliseQuery(input.query);
      let scopingRepoId: number | null = null;
      if (input.scopingRepository) {
        const scope = await scopingRepositoryOf(ctx, input.scopingRepository);
        query = scopedQuery(query, scope.nameWithOwner);
        scopingRepoId = scope.repo.id;
      }
      const userId = ctx.viewer.id;
      const { view: created, offset } = await ctx.db.transaction((tx) =>
        createSavedView(tx, userId, {
          name,
          query,
          description,
          icon: input.icon ?? 'BOOKMARK',
          color: input.color ?? 'GRAY',
          searchType: input.searchType ?? 'ISSUES',
          scopingRepoId,
        }),
      );
      // The edge's cursor is the view's offset in the dashboard's (unfiltered) shortcuts.
      const [edge] = toConnection([created], offset, offset + 1).edges;
      return {
        clientMutationId: input.clientMutationId,
        shortcut: created as never,
        shortcutEdge: edge as never,
        dashboard: dashboardOf(userId),
      };
    },
    updateDashboardSearchShortcut: async (_root, { input }, ctx) => {
      const id = idOfType(input.shortcutId, 'SearchShortcut');
      if (id === null) throw unresolvedId(input.shortcutId);
      const changes: SavedViewChanges = {};
      if (input.name != null) changes.name = normaliseName(input.name);
      if (input.query != null) changes.query = normaliseQuery(input.query);
      if (input.description !== undefined) changes.description = normaliseDescription(input.description);
      if (input.icon != null) changes.icon = input.icon;
      if (input.color != null) changes.color = input.color;
      const userId = ctx.viewer.id;
      const updated = await ctx.db.transaction((tx) => updateSavedView(tx, userId, id, changes));
      if (!updated) throw unresolvedId(input.shortcutId);
      return { clientMutationId: input.clientMutationId, shortcut: updated as never };
    },
    removeDashboardSearchShortcut: async (_root, { input }, ctx) => {
      const id = idOfType(input.shortcutId, 'SearchShortcut');
      if (id === null) throw unresolvedId(input.shortcutId);
      const userId = ctx.viewer.id;
      const removed = await ctx.db.transaction((tx) => deleteSavedView(tx, userId, id));
      if (!removed) throw unresolvedId(input.shortcutId);
      return {
        clientMutationId: input.clientMutationId,
        removedShortcutId: toGlobalId('SearchShortcut', id),
        dashboard: dashboardOf(userId),
      };
    },
  },
};
