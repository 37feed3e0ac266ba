import type { AccountRow, ProjectRow } from '../../db/rows.ts';
import { optionalRefOf, refOf, toGlobalId } from '../../domain/ids.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { connectionFromArray, paginate, type ConnectionArgs } from '../../graphql/pagination.ts';
import { addProjectItem } from '../issues/commands/issueProjects.ts';
import { canUseProject } from './project.access.ts';
import { createProject } from './project.commands.ts';
import {
  countReadableItems,
  readableItemsWindow,
  visibleProjectByNumber,
  visibleProjectsOf,
  type ProjectScope,
} from './project.repository.ts';

/** The projects of a scope the viewer may see, newest number first, as a `projectsV2` connection. */
async function projectsConnection(ctx: GraphQLContext, scope: ProjectScope, args: ConnectionArgs & { query?: string | null }) {
  return connectionFromArray(await visibleProjectsOf(ctx.db, ctx.actor, scope, args.query), args, 'projectsV2');
}

/** A project's address on this server: `/orgs/{login}/projects/{n}` or `/users/{login}/projects/{n}`, as GitHub's. */
async function projectPath(ctx: GraphQLContext, project: ProjectRow): Promise<string> {
  const owner = await ctx.loaders.account.load(project.ownerId);
  return `/${owner?.kind === 'organization' ? 'orgs' : 'users'}/${owner?.login ?? 'ghost'}/projects/${project.number}`;
}

const projectsOf = (owner: AccountRow, args: ConnectionArgs & { query?: string | null }, ctx: GraphQLContext) =>
  projectsConnection(ctx, { ownerId: owner.id }, args);

export const projectsResolvers: Resolvers = {
  Organization: {
    projectsV2: (o, args, ctx) => projectsOf(o, args, ctx),
    projectV2: (o, { number }, ctx) => visibleProjectByNumber(ctx.db, ctx.actor, o.id, number),
  },
  Repository: {
    projectsV2: (r, args, ctx) => projectsConnection(ctx, { repoId: r.id }, args),
  },
  User: {
    projectsV2: (u, args, ctx) => projectsOf(u, args, ctx),
    projectV2: (u, { number }, ctx) => visibleProjectByNumber(ctx.db, ctx.actor, u.id, number),
  },
  ProjectV2: {
    id: (p) => toGlobalId('ProjectV2', p.id),
    number: (p) => p.number,
    title: (p) => p.title,
    shortDescription: (p) => p.shortDescription,
    closed: (p) => p.closed,
    public: (p) => p.public,
    createdAt: (p) => p.createdAt,
    updatedAt: (p) => p.updatedAt,
    resourcePath: (p, _args, ctx) => projectPath(ctx, p),
    url: async (p, _args, ctx) => `${ctx.baseUrl}${await projectPath(ctx, p)}`,
    viewerCanUpdate: (p, _args, ctx) => canUseProject(ctx, p, true),
    // Items whose issue the viewer may not read are neither listed nor counted.
    items: (p, args, ctx) =>
      paginate(
        args,
        'items',
        () => countReadableItems(ctx.db, ctx.actor, p.id),
        (offset, limit) => readableItemsWindow(ctx.db, ctx.actor, p.id, offset, limit),
      ),
  },
  ProjectV2Item: {
    id: (i) => toGlobalId('ProjectV2Item', i.id),
    isArchived: (i) => i.isArchived,
    createdAt: (i) => i.createdAt,
    updatedAt: (i) => i.updatedAt,
    content: (i, _args, ctx) => ctx.loaders.issue.load(i.issueId),
    project: async (i, _args, ctx) => {
      const project = await ctx.loaders.project.load(i.projectId);
      if (!project) throw new Error('Project vanished');
      return project;
    },
  },
  ProjectV2ItemContent: { __resolveType: (i) => (i.kind === 'pull_request' ? 'PullRequest' : 'Issue') },
  Mutation: {
    createProjectV2: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      projectV2: await createProject(ctx, {
        owner: input.ownerId,
        title: input.title,
        repository: optionalRefOf(input.repositoryId, 'Repository'),
      }),
    }),
    addProjectV2ItemById: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      item: await addProjectItem(ctx, {
        project: refOf(input.projectId, 'ProjectV2'),
        content: refOf(input.contentId, 'Issue', 'PullRequest'),
      }),
    }),
  },
};
