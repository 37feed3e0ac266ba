import type { MilestoneRow } from '../../db/rows.ts';
import { readableRepository, repositoryOf, repositoryPath } from '../../domain/access.ts';
import { refOf, toGlobalId } from '../../domain/ids.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { paginate, type ConnectionArgs } from '../../graphql/pagination.ts';
import { canOnRepository } from '../../policies/repository.policy.ts';
import { issueConnection } from '../issues/issueFields.resolvers.ts';
import { renderMarkdown } from '../markdown/markdown.ts';
import { createMilestone, deleteMilestone, updateMilestone } from './milestone.commands.ts';
import {
  countMilestones,
  countPrioritizedIssues,
  milestoneByNumber,
  milestonesWindow,
  prioritizedIssuesWindow,
} from './milestone.repository.ts';
import { reprioritizeMilestoneIssue } from './milestoneIssueReprioritizer.ts';

/** A milestone's issues (not pull requests) in its priority order; rows found prime the issue loader. */
function prioritizedIssues(ctx: GraphQLContext, m: MilestoneRow, args: ConnectionArgs, states: readonly ('OPEN' | 'CLOSED')[] | null) {
  return paginate(
    args,
    'issues',
    () => countPrioritizedIssues(ctx.db, m.id, states),
    async (offset, limit) => {
      const rows = await prioritizedIssuesWindow(ctx.db, m.id, states, offset, limit);
      for (const row of rows) ctx.loaders.issue.prime(row.id, row);
      return rows;
    },
  );
}

async function milestonePath(ctx: GraphQLContext, m: MilestoneRow): Promise<string> {
  const repo = await ctx.loaders.repository.load(m.repoId);
  return `${repo ? await repositoryPath(ctx, repo) : ''}/milestone/${m.number}`;
}

/** Whether the viewer may manage the milestone's repository's milestones. */
async function canManage(ctx: GraphQLContext, m: MilestoneRow): Promise<boolean> {
  const access = await readableRepository(ctx, m.repoId);
  return !!access && canOnRepository('manageMilestones', access.repo, access.permission);
}

export const milestonesResolvers: Resolvers = {
  Repository: {
    milestones: (repo, args, ctx) => {
      const filter = { repoId: repo.id, states: args.states, query: args.query };
      const order = args.orderBy ?? { field: 'CREATED_AT', direction: 'ASC' };
      return paginate(
        args,
        'milestones',
        () => countMilestones(ctx.db, filter),
        (offset, limit) => milestonesWindow(ctx.db, filter, order, offset, limit),
      );
    },
    milestone: (repo, { number }, ctx) => milestoneByNumber(ctx.db, repo.id, number),
  },
  Milestone: {
    id: (m) => toGlobalId('Milestone', m.id),
    number: (m) => m.number,
    title: (m) => m.title,
    description: (m) => m.description,
    descriptionHTML: async (m, _args, ctx) =>
      m.description ? renderMarkdown(ctx, m.description, { repository: await repositoryOf(ctx, m.repoId), baseUrl: ctx.baseUrl }) : null,
    dueOn: (m) => m.dueOn,
    closed: (m) => m.state === 'closed',
    closedAt: (m) => m.closedAt,
    createdAt: (m) => m.createdAt,
    updatedAt: (m) => m.updatedAt,
    state: (m) => (m.state === 'open' ? 'OPEN' : 'CLOSED'),
    creator: (m, _args, ctx) => (m.creatorId === null ? null : ctx.loaders.account.load(m.creatorId)),
    openIssueCount: async (m, _args, ctx) => (await ctx.loaders.milestoneIssueCounts.load(m.id)).open,
    closedIssueCount: async (m, _args, ctx) => (await ctx.loaders.milestoneIssueCounts.load(m.id)).closed,
    progressPercentage: async (m, _args, ctx) => {
      const { open, closed } = await ctx.loaders.milestoneIssueCounts.load(m.id);
      return open + closed === 0 ? 0 : (closed * 100) / (open + closed);
    },
    repository: (m, _args, ctx) => repositoryOf(ctx, m.repoId),
    resourcePath: (m, _args, ctx) => milestonePath(ctx, m),
    url: async (m, _args, ctx) => `${ctx.baseUrl}${await milestonePath(ctx, m)}`,
    issues: (m, args, ctx) =>
      // Without an order the milestone's own one: its priority, highest first, as reordered by people.
      !args.orderBy && !args.labels?.length && !args.filterBy
        ? prioritizedIssues(ctx, m, args, args.states ?? null)
        : issueConnection(
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
    viewerCanClose: async (m, _args, ctx) => m.state === 'open' && (await canManage(ctx, m)),
    viewerCanReopen: async (m, _args, ctx) => m.state === 'closed' && (await canManage(ctx, m)),
  },
  Mutation: {
    createMilestone: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      ...(await createMilestone(ctx, { ...input, repository: refOf(input.repositoryId, 'Repository') })),
    }),
    updateMilestone: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      ...(await updateMilestone(ctx, { ...input, milestone: refOf(input.id, 'Milestone') })),
    }),
    deleteMilestone: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      milestone: await deleteMilestone(ctx, { milestone: refOf(input.id, 'Milestone') }),
    }),
    reprioritizeMilestoneIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      milestone: await reprioritizeMilestoneIssue(ctx, {
        milestone: refOf(input.milestoneId, 'Milestone'),
        issue: refOf(input.id, 'Issue', 'PullRequest'),
        prev: input.prevId == null ? null : refOf(input.prevId, 'Issue', 'PullRequest'),
        timestamp: new Date(input.timestamp),
      }),
    }),
  },
};
