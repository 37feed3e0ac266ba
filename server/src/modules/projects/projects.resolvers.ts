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

type ProjectsV2Args = ConnectionArgs & {
  query?: string | null;
  minPermissionLevel?: 'READ' | 'WRITE' | 'ADMIN' | null;
  orderBy?: { field: 'CREATED_AT' | 'NUMBER' | 'TITLE' | 'UPDATED_AT'; direction: 'ASC' | 'DESC' } | null;
};

const projectOrder: Record<NonNullable<ProjectsV2Args['orderBy']>['field'], (a: ProjectRow, b: ProjectRow) => number> = {
  CREATED_AT: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  NUMBER: (a, b) => a.number - b.number,
  TITLE: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
  UPDATED_AT: (a, b) => a.updatedAt.getTime() - b.updatedAt.getTime(),
};

/**
 * The projects of a scope the viewer may see, as a `projectsV2` connection: ordered as asked
 * (newest number first by default, ties by number); with `minPermissionLevel` WRITE or ADMIN,
 * only those the viewer may change (the project policy has no role above that).
 */
async function projectsConnection(ctx: GraphQLContext, scope: ProjectScope, args: ProjectsV2Args) {
  let projects = await visibleProjectsOf(ctx.db, ctx.actor, scope, args.query);
  if (args.minPermissionLevel === 'WRITE' || args.minPermissionLevel === 'ADMIN') {
    const writable = await Promise.all(projects.map((project) => canUseProject(ctx, project, true)));
    projects = projects.filter((_project, index) => writable[index]);
  }
  const order = args.orderBy ?? { field: 'NUMBER', direction: 'DESC' };
  const sign = order.direction === 'DESC' ? -1 : 1;
  projects = [...projects].sort((a, b) => sign * (projectOrder[order.field](a, b) || a.number - b.number));
  return connectionFromArray(projects, args, 'projectsV2');
}

/** Classic projects are gone (GitHub sunset them): every owner and repository has none. */
const noClassicProjects = (_owner: unknown, args: ConnectionArgs) => connectionFromArray<never>([], args, 'projects');

/** A project's address on this server: `/orgs/{login}/projects/{n}` or `/users/{login}/projects/{n}`, as GitHub's. */
async function projectPath(ctx: GraphQLContext, project: ProjectRow): Promise<string> {
  const owner = await ctx.loaders.account.load(project.ownerId);
  return `/${owner?.kind === 'organization' ? 'orgs' : 'users'}/${owner?.login ?? 'ghost'}/projects/${project.number}`;
}

const projectsOf = (owner: AccountRow, args: ProjectsV2Args, ctx: GraphQLContext) => projectsConnection(ctx, { ownerId: owner.id }, args);

export const projectsResolvers: Resolvers = {
  Organization: {
    projectsV2: (o, args, ctx) => projectsOf(o, args, ctx),
    projects: noClassicProjects,
    projectV2: (o, { number }, ctx) => visibleProjectByNumber(ctx.db, ctx.actor, o.id, number),
  },
  Repository: {
    projectsV2: (r, args, ctx) => projectsConnection(ctx, { repoId: r.id }, args),
    projects: noClassicProjects,
  },
  User: {
    projectsV2: (u, args, ctx) => projectsOf(u, args, ctx),
    projects: noClassicProjects,
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
