import type { CheckRunRow, StatusContextRow } from '../../db/rows.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';

type Context = CheckRunRow | StatusContextRow;

function isCheckRun(row: Context): row is CheckRunRow {
  return 'conclusion' in row;
}

export const checksResolvers: Resolvers = {
  Commit: {
    id: (c) => toGlobalId('Commit', c.id),
    oid: (c) => c.oid,
    message: (c) => c.message,
    statusCheckRollup: async (c, _args, ctx) => ((await ctx.loaders.checkSummary.load(c.id)).total > 0 ? c : null),
  },
  StatusCheckRollup: {
    id: (c) => toGlobalId('Commit', c.id).replace(/^C_/, 'SCR_'),
    commit: (c) => c,
    state: async (c, _args, ctx) => (await ctx.loaders.checkSummary.load(c.id)).state,
    contexts: (c) => c,
  },
  StatusCheckRollupContextConnection: {
    checkRunCount: async (c, _args, ctx) => (await ctx.loaders.checkSummary.load(c.id)).checkRuns.length,
    statusContextCount: async (c, _args, ctx) => (await ctx.loaders.checkSummary.load(c.id)).statuses.length,
    totalCount: async (c, _args, ctx) => (await ctx.loaders.checkSummary.load(c.id)).total,
    checkRunCountsByState: async (c, _args, ctx) => (await ctx.loaders.checkSummary.load(c.id)).checkRunCountsByState,
    statusContextCountsByState: async (c, _args, ctx) => (await ctx.loaders.checkSummary.load(c.id)).statusCountsByState,
    edges: async (c, _args, ctx) => {
      const summary = await ctx.loaders.checkSummary.load(c.id);
      const items: Context[] = [...summary.checkRuns, ...summary.statuses];
      return connectionFromArray(items, { first: 100 }, 'contexts').edges;
    },
    nodes: async (c, _args, ctx) => {
      const summary = await ctx.loaders.checkSummary.load(c.id);
      return [...summary.checkRuns, ...summary.statuses];
    },
    pageInfo: async (c, _args, ctx) => {
      const summary = await ctx.loaders.checkSummary.load(c.id);
      return connectionFromArray<Context>([...summary.checkRuns, ...summary.statuses], { first: 100 }, 'contexts').pageInfo;
    },
  },
  StatusCheckRollupContext: { __resolveType: (row) => (isCheckRun(row) ? 'CheckRun' : 'StatusContext') },
  CheckRun: {
    id: (r) => toGlobalId('CheckRun', r.id),
    databaseId: (r) => r.id,
    name: (r) => r.name,
    status: (r) => r.status.toUpperCase() as 'COMPLETED',
    conclusion: (r) => (r.conclusion ? (r.conclusion.toUpperCase() as 'SUCCESS') : null),
    detailsUrl: (r) => r.detailsUrl,
    startedAt: (r) => r.startedAt,
    completedAt: (r) => r.completedAt,
    title: (r) => r.title,
    summary: (r) => r.summary,
  },
  StatusContext: {
    id: (s) => toGlobalId('StatusContext', s.id),
    context: (s) => s.context,
    state: (s) => s.state.toUpperCase() as 'SUCCESS',
    description: (s) => s.description,
    targetUrl: (s) => s.targetUrl,
    createdAt: (s) => s.createdAt,
  },
};
