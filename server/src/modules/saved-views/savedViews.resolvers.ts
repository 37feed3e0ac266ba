import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers, SearchShortcutIcon, UserDashboardShortcutsArgs } from '../../graphql/__generated__/resolvers.ts';
import { readableRepository } from '../../domain/access.ts';
import { refOf, toGlobalId } from '../../domain/ids.ts';
import { paginate, toConnection } from '../../graphql/pagination.ts';
import { createSavedView, deleteSavedView, updateSavedView } from './savedView.commands.ts';
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
      const { view: created, offset } = await createSavedView(ctx, input);
      // The edge's cursor is the view's offset in the dashboard's (unfiltered) shortcuts.
      const [edge] = toConnection([created], offset, offset + 1).edges;
      return {
        clientMutationId: input.clientMutationId,
        shortcut: created as never,
        shortcutEdge: edge as never,
        dashboard: dashboardOf(ctx.actor.id),
      };
    },
    updateDashboardSearchShortcut: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      shortcut: (await updateSavedView(ctx, { ...input, view: refOf(input.shortcutId, 'SearchShortcut') })) as never,
    }),
    removeDashboardSearchShortcut: async (_root, { input }, ctx) => {
      const id = await deleteSavedView(ctx, { view: refOf(input.shortcutId, 'SearchShortcut') });
      return {
        clientMutationId: input.clientMutationId,
        removedShortcutId: toGlobalId('SearchShortcut', id),
        dashboard: dashboardOf(ctx.actor.id),
      };
    },
  },
};
