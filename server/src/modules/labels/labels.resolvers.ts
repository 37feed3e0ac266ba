import { and, eq, sql } from 'drizzle-orm';
import type { LabelRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { RepositoryLabelsArgs, Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeIssue, authorizeRepository, readableRepository, repositoryPath, repositoryOf } from '../../graphql/access.ts';
import { badInput, forbidden, unresolvedId } from '../../graphql/errors.ts';
import { idOfType, toGlobalId } from '../../graphql/ids.ts';
import { pageWindow, toConnection } from '../../graphql/pagination.ts';
import { canOnRepository } from '../../policies/repository.policy.ts';
import { listIssues } from '../issues/issue.repository.ts';
import { addLabels, removeLabels, resolveLabelIds } from '../issues/issueMetadata.ts';
import { renderInline } from '../markdown/markdown.ts';
import { createLabel, deleteLabel, updateLabel } from './label.commands.ts';
import { countLabels, labelWindow } from './label.repository.ts';

async function labelPath(ctx: GraphQLContext, label: LabelRow): Promise<string> {
  return `${await repositoryPath(ctx, await repositoryOf(ctx, label.repoId))}/labels/${encodeURIComponent(label.name)}`;
}

/**
 * `Repository.labels`: `after`/`before` bound the list, `skip` (the numbered pages of the labels
 * page) drops that many labels from the start of the bounded list, then `first`/`last` take the
 * page. Cursors are absolute offsets, so a page fetched with `skip` continues with `after` alone.
 */
async function repositoryLabels(ctx: GraphQLContext, repo: RepositoryRow, args: RepositoryLabelsArgs) {
  const filter = { repoId: repo.id, query: args.query };
  const order = args.orderBy ?? { field: 'CREATED_AT', direction: 'ASC' };
  const totalCount = await countLabels(ctx.db, filter);
  const start = pageWindow({ after: args.after, before: args.before, first: 0 }, 'labels', totalCount).offset;
  const end = pageWindow({ after: args.after, before: args.before, last: 0 }, 'labels', totalCount).offset;
  const from = Math.min(end, start + Math.max(0, args.skip ?? 0));
  const window = pageWindow({ first: args.first, last: args.last }, 'labels', end - from);
  const offset = from + window.offset;
  const rows = window.limit > 0 ? await labelWindow(ctx.db, filter, order, offset, window.limit) : [];
  return toConnection(rows, offset, totalCount, args, 'labels');
}

export const labelsResolvers: Resolvers = {
  Repository: {
    labels: (repo, args, ctx) => repositoryLabels(ctx, repo, args),
    label: async (repo, { name }, ctx) => {
      const [row] = await ctx.db
        .select()
        .from(t.labels)
        .where(and(eq(t.labels.repoId, repo.id), eq(sql`lower(${t.labels.name})`, name.toLowerCase())));
      return row ?? null;
    },
  },
  Label: {
    id: (l) => toGlobalId('Label', l.id),
    name: (l) => l.name,
    nameHTML: (l) => renderInline(l.name),
    color: (l) => l.color,
    description: (l) => l.description,
    isDefault: (l) => l.isDefault,
    createdAt: (l) => l.createdAt,
    updatedAt: (l) => l.updatedAt,
    repository: (l, _args, ctx) => repositoryOf(ctx, l.repoId),
    resourcePath: (l, _args, ctx) => labelPath(ctx, l),
    url: async (l, _args, ctx) => `${ctx.baseUrl}${await labelPath(ctx, l)}`,
    issues: (l, args, ctx) =>
      listIssues(
        ctx,
        {
          repoId: l.repoId,
          labelId: l.id,
          kind: 'issue',
          states: args.states,
          labels: args.labels,
          filterBy: args.filterBy,
          orderBy: args.orderBy,
        },
        args,
        'issues',
      ),
    pullRequests: (l, args, ctx) =>
      listIssues(
        ctx,
        { repoId: l.repoId, labelId: l.id, kind: 'pull_request', states: args.states, labels: args.labels, orderBy: args.orderBy },
        args,
        'pullRequests',
      ),
  },
  Labelable: { __resolveType: (i) => (i.kind === 'pull_request' ? 'PullRequest' : 'Issue') },
  Mutation: {
    createLabel: async (_root, { input }, ctx) => {
      const repo = await authorizeRepository(ctx, input.repositoryId, 'manageLabels', 'CreateLabel');
      const label = await ctx.db.transaction((tx) =>
        createLabel(tx, repo, { name: input.name, color: input.color, description: input.description ?? null }),
      );
      return { clientMutationId: input.clientMutationId, label };
    },
    updateLabel: async (_root, { input }, ctx) => {
      const id = idOfType(input.id, 'Label');
      const label = id === null ? null : await ctx.loaders.label.load(id);
      const access = label ? await readableRepository(ctx, label.repoId) : null;
      if (!label || !access) throw unresolvedId(input.id);
      if (!canOnRepository('manageLabels', access.repo, access.permission)) throw forbidden(ctx.viewer.login, 'UpdateLabel');
      const updated = await ctx.db.transaction((tx) =>
        updateLabel(tx, label, { name: input.name, color: input.color, description: input.description }),
      );
      return { clientMutationId: input.clientMutationId, label: updated };
    },
    deleteLabel: async (_root, { input }, ctx) => {
      const id = idOfType(input.id, 'Label');
      const label = id === null ? null : await ctx.loaders.label.load(id);
      const access = label ? await readableRepository(ctx, label.repoId) : null;
      if (!label || !access) throw unresolvedId(input.id);
      if (!canOnRepository('manageLabels', access.repo, access.permission)) throw forbidden(ctx.viewer.login, 'DeleteLabel');
      await ctx.db.transaction((tx) => deleteLabel(tx, label));
      return { clientMutationId: input.clientMutationId };
    },
    addLabelsToLabelable: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.labelableId, 'label', 'AddLabelsToLabelable', ['Issue', 'PullRequest']);
      const repo = (await readableRepository(ctx, issue.repoId))?.repo;
      if (!repo) throw unresolvedId(input.labelableId);
      if (!input.labelIds || input.labelIds.length === 0) throw badInput('At least one label id is required.');
      const labelIds = input.labelIds;
      await ctx.db.transaction(async (tx) => addLabels(tx, issue, await resolveLabelIds(tx, repo, labelIds), ctx.viewer.id));
      ctx.loaders.issue.clear(issue.id);
      ctx.loaders.labelsByIssue.clear(issue.id);
      return { clientMutationId: input.clientMutationId, labelable: await ctx.loaders.issue.load(issue.id) };
    },
    removeLabelsFromLabelable: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.labelableId, 'label', 'RemoveLabelsFromLabelable', ['Issue', 'PullRequest']);
      const repo = (await readableRepository(ctx, issue.repoId))?.repo;
      if (!repo) throw unresolvedId(input.labelableId);
      await ctx.db.transaction(async (tx) => removeLabels(tx, issue, await resolveLabelIds(tx, repo, input.labelIds), ctx.viewer.id));
      ctx.loaders.issue.clear(issue.id);
      ctx.loaders.labelsByIssue.clear(issue.id);
      return { clientMutationId: input.clientMutationId, labelable: await ctx.loaders.issue.load(issue.id) };
    },
  },
};
