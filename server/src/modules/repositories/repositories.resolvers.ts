import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { canRepository, repositoryPath } from '../../domain/access.ts';
import { joinGlobalId, toGlobalId } from '../../domain/ids.ts';
import { canOnRepository } from '../../policies/repository.policy.ts';
import { markdownToText, renderInline } from '../markdown/markdown.ts';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { paginate, type ConnectionArgs } from '../../graphql/pagination.ts';
import { findRepository } from './repository.repository.ts';
import { countRepositories, repositoriesWindow, type RepositoryListArgs } from './repositoryList.repository.ts';
import { countPeople, peopleWindow, type RepositoryPeople } from './repositoryPeople.repository.ts';

/** `User.repositories` / `Organization.repositories`: affiliated repositories the viewer may read. */
function repositoriesOf(ctx: GraphQLContext, account: AccountRow, args: RepositoryListArgs & ConnectionArgs) {
  return paginate(
    args,
    'repositories',
    () => countRepositories(ctx.db, ctx.actor, account, args),
    async (offset, limit) => {
      const rows = await repositoriesWindow(ctx.db, ctx.actor, account, args, offset, limit);
      for (const row of rows) ctx.loaders.repository.prime(row.id, row);
      return rows;
    },
  );
}

/** GitHub's `Repository.assignableUsers(query)` and `mentionableUsers(query)`, by login. */
function peopleOf(
  ctx: GraphQLContext,
  repo: RepositoryRow,
  people: RepositoryPeople,
  args: ConnectionArgs & { query?: string | null },
  connection: string,
) {
  return paginate<AccountRow>(
    args,
    connection,
    () => countPeople(ctx.db, repo, people, args.query),
    async (offset, limit) => {
      const accounts = await ctx.loaders.account.loadMany(await peopleWindow(ctx.db, repo, people, args.query, offset, limit));
      return accounts.filter((account): account is AccountRow => Boolean(account) && !(account instanceof Error));
    },
  );
}

export const repositoriesResolvers: Resolvers = {
  Query: {
    repository: (_root, { owner, name }, ctx) => findRepository(ctx, owner, name),
  },
  User: { repositories: (account, args, ctx) => repositoriesOf(ctx, account, args) },
  Organization: { repositories: (account, args, ctx) => repositoriesOf(ctx, account, args) },
  Repository: {
    id: (r) => toGlobalId('Repository', r.id),
    databaseId: (r) => r.id,
    name: (r) => r.name,
    description: (r) => r.description,
    descriptionHTML: (r) => (r.description ? `<div>${renderInline(r.description)}</div>` : '<div></div>'),
    shortDescriptionHTML: (r, { limit }) => {
      const text = markdownToText(r.description ?? '');
      const max = limit ?? 200;
      return renderInline(text.length > max ? `${text.slice(0, max - 1)}…` : text);
    },
    createdAt: (r) => r.createdAt,
    updatedAt: (r) => r.updatedAt,
    pushedAt: (r) => r.pushedAt,
    assignableUsers: (r, args, ctx) => peopleOf(ctx, r, 'assignable', args, 'assignableUsers'),
    mentionableUsers: (r, args, ctx) => peopleOf(ctx, r, 'mentionable', args, 'mentionableUsers'),
    hasIssuesEnabled: (r) => r.hasIssuesEnabled,
    hasPullRequestsEnabled: (r) => r.hasPullRequestsEnabled,
    hasProjectsEnabled: () => true,
    // What the product does not hold answers as GitHub does for a repository without it (REST's `has_wiki` too).
    hasWikiEnabled: () => false,
    parent: () => null,
    isFork: () => false,
    mergeCommitAllowed: () => true,
    rebaseMergeAllowed: () => true,
    squashMergeAllowed: () => true,
    // The default branch by name (the stored files are its files); other refs are not held.
    defaultBranchRef: (r) => ({ id: joinGlobalId('REF', r.id), name: r.defaultBranch, prefix: 'refs/heads/', repository: r }),
    isArchived: (r) => r.isArchived,
    isDisabled: (r) => r.isDisabled,
    isLocked: (r) => r.isLocked,
    isPrivate: (r) => r.visibility !== 'public',
    lockReason: (r) => (r.lockReason ? (r.lockReason.toUpperCase() as 'BILLING') : null),
    visibility: (r) => r.visibility.toUpperCase() as 'PUBLIC',
    isInOrganization: async (r, _args, ctx) => (await ctx.loaders.account.load(r.ownerId))?.kind === 'organization',
    owner: async (r, _args, ctx) => {
      const owner = await ctx.loaders.account.load(r.ownerId);
      if (!owner) throw new Error(`Repository ${r.id} has no owner`);
      return owner;
    },
    nameWithOwner: async (r, _args, ctx) => (await repositoryPath(ctx, r)).slice(1),
    resourcePath: (r, _args, ctx) => repositoryPath(ctx, r),
    url: async (r, _args, ctx) => `${ctx.baseUrl}${await repositoryPath(ctx, r)}`,
    viewerPermission: async (r, _args, ctx) => {
      const permission = await ctx.loaders.permission.load(r.id);
      return permission ? (permission.toUpperCase() as 'READ') : null;
    },
    viewerCanAdminister: async (r, _args, ctx) => canOnRepository('administer', r, await ctx.loaders.permission.load(r.id)),
    viewerCanPush: (r, _args, ctx) => canRepository(ctx, r, 'push'),
  },
};
