import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AccountRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeIssue, readableRepository } from '../../graphql/access.ts';
import { badInput, forbidden, unprocessable, unresolvedId } from '../../graphql/errors.ts';
import { idOfType, toGlobalId } from '../../graphql/ids.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { issueTypeReadable } from '../../graphql/readRules.ts';
import { resolveIssueTypeId, setIssueType } from '../issues/issueMetadata.ts';

async function typesOf(
  ctx: GraphQLContext,
  orgId: number,
  order: { field: 'CREATED_AT' | 'NAME'; direction: 'ASC' | 'DESC' } | null | undefined,
) {
  const o = order ?? { field: 'CREATED_AT', direction: 'ASC' };
  const dir = o.direction === 'DESC' ? desc : asc;
  return ctx.db
    .select()
    .from(t.issueTypes)
    .where(eq(t.issueTypes.orgId, orgId))
    .orderBy(dir(o.field === 'NAME' ? sql`lower(${t.issueTypes.name})` : t.issueTypes.createdAt), dir(t.issueTypes.id));
}

async function isOrgAdmin(ctx: GraphQLContext, org: AccountRow): Promise<boolean> {
  if (ctx.viewer.isSiteAdmin) return true;
  const rows = await ctx.db
    .select()
    .from(t.orgMemberships)
    .where(and(eq(t.orgMemberships.orgId, org.id), eq(t.orgMemberships.userId, ctx.viewer.id), eq(t.orgMemberships.role, 'admin')));
  return rows.length > 0;
}

export const issueTypesResolvers: Resolvers = {
  IssueType: {
    id: (it) => toGlobalId('IssueType', it.id),
    name: (it) => it.name,
    description: (it) => it.description,
    color: (it) => it.color,
    isEnabled: (it) => it.isEnabled,
  },
  Repository: {
    issueTypes: async (repo, args, ctx) => {
      const owner = await ctx.loaders.account.load(repo.ownerId);
      if (owner?.kind !== 'organization' || !repo.issueTypesEnabled) return null;
      return connectionFromArray(
        (await typesOf(ctx, owner.id, args.orderBy)).filter((it) => it.isEnabled),
        args,
        'issueTypes',
      );
    },
    issueType: async (repo, { name }, ctx) => {
      if (!repo.issueTypesEnabled) return null;
      const [row] = await ctx.db
        .select()
        .from(t.issueTypes)
        .where(
          and(
            eq(t.issueTypes.orgId, repo.ownerId),
            eq(sql`lower(${t.issueTypes.name})`, name.toLowerCase()),
            eq(t.issueTypes.isEnabled, true),
          ),
        );
      return row ?? null;
    },
  },
  Organization: {
    // Seen by members and by whoever sees one of the organization's repositories (`issueTypeReadable`).
    issueTypes: async (org, args, ctx) =>
      (await issueTypeReadable(ctx, { orgId: org.id }))
        ? connectionFromArray(await typesOf(ctx, org.id, args.orderBy), args, 'issueTypes')
        : null,
  },
  Mutation: {
    createIssueType: async (_root, { input }, ctx) => {
      const orgId = idOfType(input.ownerId, 'Organization');
      const org = orgId === null ? null : await ctx.loaders.account.load(orgId);
      if (!org || org.kind !== 'organization') throw unresolvedId(input.ownerId);
      if (!(await isOrgAdmin(ctx, org))) throw forbidden(ctx.viewer.login, 'CreateIssueType');
      const name = input.name.trim();
      if (name === '') throw badInput("Name can't be blank");
      if (name.length > 40) throw badInput('Name is too long (maximum is 40 characters)');
      const issueType = await ctx.db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: t.issueTypes.id })
          .from(t.issueTypes)
          .where(and(eq(t.issueTypes.orgId, org.id), eq(sql`lower(${t.issueTypes.name})`, name.toLowerCase())));
        if (existing.length > 0) throw unprocessable('Name has already been taken');
        const [row] = await tx
          .insert(t.issueTypes)
          .values({ orgId: org.id, name, description: input.description ?? null, color: input.color ?? 'GRAY', isEnabled: input.isEnabled })
          .returning();
        return row;
      });
      return { clientMutationId: input.clientMutationId, issueType: issueType ?? null };
    },
    updateIssueIssueType: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.issueId, 'setType', 'UpdateIssueIssueType');
      const access = await readableRepository(ctx, issue.repoId);
      if (!access) throw unresolvedId(input.issueId);
      await ctx.db.transaction(async (tx) => {
        const typeId = input.issueTypeId ? await resolveIssueTypeId(tx, access.repo, input.issueTypeId) : null;
        await setIssueType(tx, issue, typeId, ctx.viewer.id);
      });
      ctx.loaders.issue.clear(issue.id);
      return { clientMutationId: input.clientMutationId, issue: await ctx.loaders.issue.load(issue.id) };
    },
  },
};
