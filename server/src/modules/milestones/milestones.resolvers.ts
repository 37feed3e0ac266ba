import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MilestoneRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { containsText } from '../../db/textMatch.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeRepository, readableRepository, repositoryPath, repositoryOf } from '../../graphql/access.ts';
import { forbidden, unresolvedId } from '../../graphql/errors.ts';
import { idOfType, toGlobalId } from '../../graphql/ids.ts';
import { paginate, type ConnectionArgs } from '../../graphql/pagination.ts';
import { canOnRepository } from '../../policies/repository.policy.ts';
import { listIssues } from '../issues/issue.repository.ts';
import { renderMarkdown } from '../markdown/markdown.ts';
import { createMilestone, deleteMilestone, updateMilestone } from './milestone.commands.ts';
import { milestoneOrder, reprioritizeMilestoneIssue } from './milestoneIssueReprioritizer.ts';

async function counts(ctx: GraphQLContext, m: MilestoneRow) {
  const [row] = await ctx.db
    .select({
      open: sql<number>`count(*) FILTER (WHERE ${t.issues.state} = 'open')::int`,
      closed: sql<number>`count(*) FILTER (WHERE ${t.issues.state} = 'closed')::int`,
    })
    .from(t.issues)
    .where(eq(t.issues.milestoneId, m.id));
  return row ?? { open: 0, closed: 0 };
}

/** A milestone's issues (not pull requests) in its priority order. */
function prioritizedIssues(ctx: GraphQLContext, m: MilestoneRow, args: ConnectionArgs, states: readonly string[] | null) {
  const stateValues = (states ?? []).map((s) => (s === 'OPEN' ? 'open' : 'closed') as 'open' | 'closed');
  const where = and(
    eq(t.issues.milestoneId, m.id),
    eq(t.issues.kind, 'issue'),
    stateValues.length > 0 ? inArray(t.issues.state, stateValues) : undefined,
  );
  return paginate(
    args,
    'issues',
    () => ctx.db.$count(t.issues, where),
    async (offset, limit) => {
      const rows = await ctx.db
        .select()
        .from(t.issues)
        .where(where)
        .orderBy(...milestoneOrder)
        .limit(limit)
        .offset(offset);
      for (const row of rows) ctx.loaders.issue.prime(row.id, row);
      return rows;
    },
  );
}

async function milestonePath(ctx: GraphQLContext, m: MilestoneRow): Promise<string> {
  const repo = await ctx.loaders.repository.load(m.repoId);
  return `${repo ? await repositoryPath(ctx, repo) : ''}/milestone/${m.number}`;
}

async function authorizeMilestone(ctx: GraphQLContext, globalId: string, operation: string): Promise<MilestoneRow> {
  const id = idOfType(globalId, 'Milestone');
  const milestone = id === null ? null : await ctx.loaders.milestone.load(id);
  const access = milestone ? await readableRepository(ctx, milestone.repoId) : null;
  if (!milestone || !access) throw unresolvedId(globalId);
  if (!canOnRepository('manageMilestones', access.repo, access.permission)) throw forbidden(ctx.viewer.login, operation);
  return milestone;
}

export const milestonesResolvers: Resolvers = {
  Repository: {
    milestones: (repo, args, ctx) => {
      const states = args.states?.map((s) => (s === 'OPEN' ? 'open' : 'closed') as 'open' | 'closed');
      const where = and(
        eq(t.milestones.repoId, repo.id),
        states && states.length > 0 ? inArray(t.milestones.state, states) : undefined,
        args.query ? containsText(t.milestones.title, args.query) : undefined,
      );
      const order = args.orderBy ?? { field: 'CREATED_AT', direction: 'ASC' };
      const dir = order.direction === 'DESC' ? desc : asc;
      const total = sql`(SELECT count(*) FROM issues WHERE issues.milestone_id = ${t.milestones.id})`;
      const closedCount = sql`(SELECT count(*) FILTER (WHERE issues.state = 'closed') FROM issues WHERE issues.milestone_id = ${t.milestones.id})`;
      const column = {
        DUE_DATE: t.milestones.dueOn,
        CREATED_AT: t.milestones.createdAt,
        UPDATED_AT: t.milestones.updatedAt,
        NUMBER: t.milestones.number,
        TITLE: sql`lower(${t.milestones.title})`,
        COMPLETENESS: sql`(${closedCount}::float8 / greatest(${total}, 1))`,
        ISSUE_COUNT: total,
      }[order.field];
      return paginate(
        args,
        'milestones',
        () => ctx.db.$count(t.milestones, where),
        (offset, limit) =>
          ctx.db
            .select()
            .from(t.milestones)
            .where(where)
            .orderBy(order.field === 'DUE_DATE' ? sql`${column} ${sql.raw(order.direction)} NULLS LAST` : dir(column), dir(t.milestones.id))
            .limit(limit)
            .offset(offset),
      );
    },
    milestone: async (repo, { number }, ctx) => {
      const [row] = await ctx.db
        .select()
        .from(t.milestones)
        .where(and(eq(t.milestones.repoId, repo.id), eq(t.milestones.number, number)));
      return row ?? null;
    },
  },
  Milestone: {
    id: (m) => toGlobalId('Milestone', m.id),
    number: (m) => m.number,
    title: (m) => m.title,
    description: (m) => m.description,
    descriptionHTML: (m) => (m.description ? renderMarkdown(m.description) : null),
    dueOn: (m) => m.dueOn,
    closed: (m) => m.state === 'closed',
    closedAt: (m) => m.closedAt,
    createdAt: (m) => m.createdAt,
    updatedAt: (m) => m.updatedAt,
    state: (m) => (m.state === 'open' ? 'OPEN' : 'CLOSED'),
    creator: (m, _args, ctx) => (m.creatorId === null ? null : ctx.loaders.account.load(m.creatorId)),
    openIssueCount: async (m, _args, ctx) => (await counts(ctx, m)).open,
    closedIssueCount: async (m, _args, ctx) => (await counts(ctx, m)).closed,
    progressPercentage: async (m, _args, ctx) => {
      const { open, closed } = await counts(ctx, m);
      return open + closed === 0 ? 0 : (closed * 100) / (open + closed);
    },
    repository: (m, _args, ctx) => repositoryOf(ctx, m.repoId),
    resourcePath: (m, _args, ctx) => milestonePath(ctx, m),
    url: async (m, _args, ctx) => `${ctx.baseUrl}${await milestonePath(ctx, m)}`,
    issues: (m, args, ctx) =>
      // Without an order the milestone's own one: its priority, highest first, as reordered by people.
      !args.orderBy && !args.labels?.length && !args.filterBy
        ? prioritizedIssues(ctx, m, args, args.states ?? null)
        : listIssues(
            ctx,
            {
              repoId: m.repoId,
              milestoneId: m.id,
              kind: 'issue',
              states: args.states,
              labels: args.labels,
              filterBy: args.filterBy,
              orderBy: args.orderBy,
            },
            args,
            'issues',
          ),
    viewerCanClose: async (m, _args, ctx) => {
      const access = await readableRepository(ctx, m.repoId);
      return m.state === 'open' && !!access && canOnRepository('manageMilestones', access.repo, access.permission);
    },
    viewerCanReopen: async (m, _args, ctx) => {
      const access = await readableRepository(ctx, m.repoId);
      return m.state === 'closed' && !!access && canOnRepository('manageMilestones', access.repo, access.permission);
    },
  },
  Mutation: {
    createMilestone: async (_root, { input }, ctx) => {
      const repo = await authorizeRepository(ctx, input.repositoryId, 'manageMilestones', 'CreateMilestone');
      const result = await ctx.db.transaction((tx) => createMilestone(tx, repo, ctx.viewer, input));
      return { clientMutationId: input.clientMutationId, ...result };
    },
    updateMilestone: async (_root, { input }, ctx) => {
      const milestone = await authorizeMilestone(ctx, input.id, 'UpdateMilestone');
      const result = await ctx.db.transaction((tx) => updateMilestone(tx, milestone, input));
      return { clientMutationId: input.clientMutationId, ...result };
    },
    deleteMilestone: async (_root, { input }, ctx) => {
      const milestone = await authorizeMilestone(ctx, input.id, 'DeleteMilestone');
      await ctx.db.transaction((tx) => deleteMilestone(tx, milestone));
      return { clientMutationId: input.clientMutationId, milestone };
    },
    reprioritizeMilestoneIssue: async (_root, { input }, ctx) => {
      const milestone = await authorizeMilestone(ctx, input.milestoneId, 'ReprioritizeMilestoneIssue');
      const issueId = idOfType(input.id, 'Issue', 'PullRequest');
      if (issueId === null) throw unresolvedId(input.id);
      let prevIssueId: number | null = null;
      if (input.prevId != null) {
        prevIssueId = idOfType(input.prevId, 'Issue', 'PullRequest');
        if (prevIssueId === null) throw unresolvedId(input.prevId);
      }
      const updated = await reprioritizeMilestoneIssue(ctx.db, {
        milestoneId: milestone.id,
        issueId,
        prevIssueId,
        timestamp: new Date(input.timestamp),
      });
      ctx.loaders.milestone.clear(milestone.id);
      return { clientMutationId: input.clientMutationId, milestone: updated };
    },
  },
};
