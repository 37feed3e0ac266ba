import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { canRepository, repositoryPath } from '../../graphql/access.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { canOnRepository } from '../../policies/repository.policy.ts';
import { markdownToText, renderInline } from '../markdown/markdown.ts';
import { findRepository } from './repository.repository.ts';
import { listRepositories } from './repositoryList.ts';
import { assignableUsers, mentionableUsers } from './repositoryPeople.ts';

export const repositoriesResolvers: Resolvers = {
  Query: {
    repository: (_root, { owner, name }, ctx) => findRepository(ctx, owner, name),
  },
  User: { repositories: (account, args, ctx) => listRepositories(ctx, account, args) },
  Organization: { repositories: (account, args, ctx) => listRepositories(ctx, account, args) },
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
    assignableUsers: (r, args, ctx) => assignableUsers(ctx, r, args),
    mentionableUsers: (r, args, ctx) => mentionableUsers(ctx, r, args),
    hasIssuesEnabled: (r) => r.hasIssuesEnabled,
    hasPullRequestsEnabled: (r) => r.hasPullRequestsEnabled,
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
