import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { containsText } from '../../db/textMatch.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeIssue, authorizeRepository } from '../../graphql/access.ts';
import { badInput, forbidden, unresolvedId } from '../../graphql/errors.ts';
import { fromGlobalId, idOfType, toGlobalId } from '../../graphql/ids.ts';
import { connectionFromArray, paginate, type ConnectionArgs } from '../../graphql/pagination.ts';
import { visibleProjects } from '../../policies/project.scope.ts';
import { readableIssues } from '../../policies/repository.scope.ts';
import { addIssueToProject, canUseProject } from './project.commands.ts';

/** The projects of `where` the viewer may see (`visibleProjects`), newest number first, as a `projectsV2` connection. */
async function projectsConnection(ctx: GraphQLContext, where: SQL | undefined, args: ConnectionArgs & { query?: string | null }) {
  const rows = await ctx.db
    .select()
    .from(t.projects)
    .where(and(where, args.query ? containsText(t.projects.title, args.query) : undefined, visibleProjects(ctx.actor)))
    .orderBy(sql`${t.projects.number} DESC`);
  return connectionFromArray(rows, args, 'projectsV2');
}

/** The items of a project whose issue or pull request the viewer may read. */
function readableItemsOf(ctx: GraphQLContext, projectId: number): SQL | undefined {
  const readable = readableIssues(ctx.actor, sql.raw('pi_issue'));
  return and(
    eq(t.projectItems.projectId, projectId),
    sql`EXISTS (SELECT 1 FROM issues pi_issue WHERE pi_issue.id = ${t.projectItems.issueId} AND ${readable})`,
  );
}

function projectsOf(owner: AccountRow, args: ConnectionArgs & { query?: string | null }, ctx: GraphQLContext) {
  return projectsConnection(ctx, eq(t.projects.ownerId, owner.id), args);
}

async function projectByNumber(owner: AccountRow, number: number, ctx: GraphQLContext) {
  const [row] = await ctx.db
    .select()
    .from(t.projects)
    .where(and(eq(t.projects.ownerId, owner.id), eq(t.projects.number, number), visibleProjects(ctx.actor)));
  return row ?? null;
}

export const projectsResolvers: Resolvers = {
  Organization: {
    projectsV2: (o, args, ctx) => projectsOf(o, args, ctx),
    projectV2: (o, { number }, ctx) => projectByNumber(o, number, ctx),
  },
  Repository: {
    projectsV2: (r, args, ctx) =>
      projectsConnection(
        ctx,
        sql`${t.projects.id} IN (SELECT ${t.projectRepositories.projectId} FROM ${t.projectRepositories} WHERE ${t.projectRepositories.repoId} = ${r.id})`,
        args,
      ),
  },
  User: { projectsV2: (u, args, ctx) => projectsOf(u, args, ctx), projectV2: (u, { number }, ctx) => projectByNumber(u, number, ctx) },
  ProjectV2: {
    id: (p) => toGlobalId('ProjectV2', p.id),
    number: (p) => p.number,
    title: (p) => p.title,
    shortDescription: (p) => p.shortDescription,
    closed: (p) => p.closed,
    public: (p) => p.public,
    createdAt: (p) => p.createdAt,
    updatedAt: (p) => p.updatedAt,
    url: async (p, _args, ctx) => {
      const owner = await ctx.loaders.account.load(p.ownerId);
      return `${ctx.baseUrl}/${owner?.kind === 'organization' ? 'orgs' : 'users'}/${owner?.login ?? 'ghost'}/projects/${p.number}`;
    },
    viewerCanUpdate: (p, _args, ctx) => canUseProject(ctx, p, true),
    // Items whose issue the viewer may not read are neither listed nor counted.
    items: (p, args, ctx) =>
      paginate(
        args,
        'items',
        () => ctx.db.$count(t.projectItems, readableItemsOf(ctx, p.id)),
        (offset, limit) =>
          ctx.db
            .select()
            .from(t.projectItems)
            .where(readableItemsOf(ctx, p.id))
            .orderBy(asc(t.projectItems.position), asc(t.projectItems.id))
            .limit(limit)
            .offset(offset),
      ),
  },
  ProjectV2Item: {
    id: (i) => toGlobalId('ProjectV2Item', i.id),
    isArchived: (i) => i.isArchived,
    createdAt: (i) => i.createdAt,
    updatedAt: (i) => i.updatedAt,
    content: (i, _args, ctx) => ctx.loaders.issue.load(i.issueId),
    project: async (i, _args, ctx) => {
      const [project] = await ctx.db.select().from(t.projects).where(eq(t.projects.id, i.projectId));
      if (!project) throw new Error('Project vanished');
      return project;
    },
  },
  ProjectV2ItemContent: { __resolveType: (i) => (i.kind === 'pull_request' ? 'PullRequest' : 'Issue') },
  Mutation: {
    createProjectV2: async (_root, { input }, ctx) => {
      const decoded = fromGlobalId(input.ownerId);
      const owner =
        decoded && (decoded.type === 'User' || decoded.type === 'Organization') ? await ctx.loaders.account.load(decoded.id) : null;
      if (!owner) throw unresolvedId(input.ownerId);
      if (owner.kind === 'user' && owner.id !== ctx.viewer.id) throw forbidden(ctx.viewer.login, 'CreateProjectV2');
      if (owner.kind === 'organization') {
        const member = await ctx.db
          .select()
          .from(t.orgMemberships)
          .where(and(eq(t.orgMemberships.orgId, owner.id), eq(t.orgMemberships.userId, ctx.viewer.id)));
        if (member.length === 0 && !ctx.viewer.isSiteAdmin) throw forbidden(ctx.viewer.login, 'CreateProjectV2');
      }
      const title = input.title.trim();
      if (title === '') throw badInput("Title can't be blank");
      const repo = input.repositoryId ? await authorizeRepository(ctx, input.repositoryId, 'push', 'CreateProjectV2') : null;
      const project = await ctx.db.transaction(async (tx) => {
        const [max] = await tx
          .select({ n: sql<number>`coalesce(max(${t.projects.number}), 0)::int` })
          .from(t.projects)
          .where(eq(t.projects.ownerId, owner.id));
        const [row] = await tx
          .insert(t.projects)
          .values({ ownerId: owner.id, number: (max?.n ?? 0) + 1, title, creatorId: ctx.viewer.id })
          .returning();
        if (row && repo) await tx.insert(t.projectRepositories).values({ projectId: row.id, repoId: repo.id });
        return row;
      });
      return { clientMutationId: input.clientMutationId, projectV2: project ?? null };
    },
    addProjectV2ItemById: async (_root, { input }, ctx) => {
      const projectId = idOfType(input.projectId, 'ProjectV2');
      const [project] = projectId === null ? [] : await ctx.db.select().from(t.projects).where(eq(t.projects.id, projectId));
      if (!project || !(await canUseProject(ctx, project, false))) throw unresolvedId(input.projectId);
      if (!(await canUseProject(ctx, project, true))) throw forbidden(ctx.viewer.login, 'AddProjectV2ItemById');
      const issue = await authorizeIssue(ctx, input.contentId, 'read', 'AddProjectV2ItemById', ['Issue', 'PullRequest']);
      const item = await ctx.db.transaction((tx) => addIssueToProject(tx, project, issue, ctx.viewer.id));
      return { clientMutationId: input.clientMutationId, item: item ?? null };
    },
  },
};
