import type { AccountRow } from '../../db/rows.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { findRepository } from '../repositories/repository.repository.ts';
import { accountByLogin, organizationsOf } from './user.repository.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { scopesAdminOrg, scopesReadOrg } from '../../auth/scopes.ts';

/** GraphQL type name of an account row. */
export function actorTypeName(account: AccountRow): 'User' | 'Bot' | 'Organization' {
  return account.kind === 'bot' ? 'Bot' : account.kind === 'organization' ? 'Organization' : 'User';
}

export function avatarUrl(ctx: GraphQLContext, account: AccountRow, size?: number | null): string {
  return `${ctx.baseUrl}/avatars/u/${account.id}${size ? `?s=${size}` : ''}`;
}

const accountFields = {
  id: (a: AccountRow) => toGlobalId(actorTypeName(a), a.id),
  databaseId: (a: AccountRow) => a.id,
  avatarUrl: (a: AccountRow, args: { size?: number | null }, ctx: GraphQLContext) => avatarUrl(ctx, a, args.size),
  resourcePath: (a: AccountRow) => (a.kind === 'bot' ? `/apps/${a.login.replace(/\[bot\]$/, '')}` : `/${a.login}`),
  url: (a: AccountRow, _: unknown, ctx: GraphQLContext) =>
    `${ctx.baseUrl}${a.kind === 'bot' ? `/apps/${a.login.replace(/\[bot\]$/, '')}` : `/${a.login}`}`,
  createdAt: (a: AccountRow) => a.createdAt,
  updatedAt: (a: AccountRow) => a.updatedAt,
};

const ownerRepository = async (a: AccountRow, args: { name: string }, ctx: GraphQLContext) => findRepository(ctx, a.login, args.name);

export const usersResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, ctx) => ctx.viewer,
    user: async (_root, { login }, ctx) => {
      const account = await accountByLogin(ctx.db, login);
      return account && account.kind !== 'organization' ? account : null;
    },
    organization: async (_root, { login }, ctx) => {
      const account = await accountByLogin(ctx.db, login);
      return account?.kind === 'organization' ? account : null;
    },
    repositoryOwner: async (_root, { login }, ctx) => {
      const account = await accountByLogin(ctx.db, login);
      return account && account.kind !== 'bot' ? account : null;
    },
  },
  User: {
    ...accountFields,
    email: (a, _args, ctx) => (a.id === ctx.viewer.id ? (a.email ?? '') : ''),
    isSiteAdmin: (a) => a.isSiteAdmin,
    isViewer: (a, _args, ctx) => a.id === ctx.viewer.id,
    login: (a) => a.login,
    name: (a) => a.name,
    repository: ownerRepository,
    // Memberships are told only to tokens with `read:org` (or a browser session), as `viewerIsAMember`.
    organizations: async (a, args, ctx) =>
      connectionFromArray(
        scopesReadOrg(ctx.scopes)
          ? await organizationsOf(ctx.db, a.id, ctx.viewer.id, args.orderBy ?? { field: 'LOGIN', direction: 'ASC' })
          : [],
        args,
        'organizations',
      ),
  },
  Bot: { ...accountFields, login: (a) => a.login },
  Organization: {
    ...accountFields,
    login: (a) => a.login,
    name: (a) => a.name,
    repository: ownerRepository,
    // Membership is told only to tokens with `read:org` (or a browser session), as on GitHub.
    viewerIsAMember: async (a, _args, ctx) => scopesReadOrg(ctx.scopes) && (await ctx.loaders.orgRole.load(a.id)) !== null,
    // Administering an organization takes `admin:org` from a token.
    viewerCanAdminister: async (a, _args, ctx) =>
      scopesAdminOrg(ctx.scopes) && ((await ctx.loaders.orgRole.load(a.id)) === 'admin' || ctx.viewer.isSiteAdmin),
  },
  Actor: { __resolveType: (a) => actorTypeName(a) },
  RepositoryOwner: { __resolveType: (a) => (a.kind === 'organization' ? 'Organization' : 'User') },
  Assignee: { __resolveType: (a) => actorTypeName(a) },
  Reactor: { __resolveType: (a) => actorTypeName(a) },
};
