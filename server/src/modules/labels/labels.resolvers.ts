import type { LabelRow, RepositoryRow } from '../../db/rows.ts';
import { repositoryOf, repositoryPath } from '../../domain/access.ts';
import { refOf, refsOf, toGlobalId } from '../../domain/ids.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { RepositoryLabelsArgs, Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { pageWindow, toConnection } from '../../graphql/pagination.ts';
import { addLabels, removeLabels } from '../issues/commands/issueLabels.ts';
import { issueConnection } from '../issues/issueFields.resolvers.ts';
import { renderInline } from '../markdown/markdown.ts';
import { createLabel, deleteLabel, updateLabel } from './label.commands.ts';
import { countLabels, labelNamed, labelWindow } from './label.repository.ts';

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
    label: (repo, { name }, ctx) => labelNamed(ctx.db, repo.id, name),
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
      issueConnection(
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
      issueConnection(
        ctx,
        { repoId: l.repoId, labelId: l.id, kind: 'pull_request', states: args.states, labels: args.labels, orderBy: args.orderBy },
        args,
        'pullRequests',
      ),
  },
  Labelable: { __resolveType: (i) => (i.kind === 'pull_request' ? 'PullRequest' : 'Issue') },
  Mutation: {
    createLabel: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      label: await createLabel(ctx, {
        repository: refOf(input.repositoryId, 'Repository'),
        name: input.name,
        color: input.color,
        description: input.description ?? null,
      }),
    }),
    updateLabel: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      label: await updateLabel(ctx, {
        label: refOf(input.id, 'Label'),
        name: input.name,
        color: input.color,
        description: input.description,
      }),
    }),
    deleteLabel: async (_root, { input }, ctx) => {
      await deleteLabel(ctx, { label: refOf(input.id, 'Label') });
      return { clientMutationId: input.clientMutationId };
    },
    addLabelsToLabelable: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      labelable: await addLabels(ctx, {
        labelable: refOf(input.labelableId, 'Issue', 'PullRequest'),
        labels: refsOf(input.labelIds, 'Label'),
      }),
    }),
    removeLabelsFromLabelable: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      labelable: await removeLabels(ctx, {
        labelable: refOf(input.labelableId, 'Issue', 'PullRequest'),
        labels: refsOf(input.labelIds, 'Label'),
      }),
    }),
  },
};
