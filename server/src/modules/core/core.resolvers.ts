import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { readableIssue, readableRepository } from '../../graphql/access.ts';
import { badInput } from '../../graphql/errors.ts';
import { fromBlobGlobalId, fromGlobalId, type NodeType } from '../../graphql/ids.ts';
import { loadBlob } from '../repositories/files.resolvers.ts';
import { findOwnSavedView } from '../saved-views/savedView.repository.ts';
import { DateTimeScalar, PassThroughString } from './scalars.ts';

/** The GraphQL type of each object handed out by `node`/`nodes`, for `Node.__resolveType`. */
const nodeTypes = new WeakMap<object, NodeType>();

async function loadNode(ctx: GraphQLContext, globalId: string): Promise<object | null> {
  const blob = fromBlobGlobalId(globalId);
  if (blob) {
    const value = await loadBlob(ctx, blob.repoId, blob.path);
    if (value) nodeTypes.set(value, 'Blob');
    return value;
  }
  const decoded = fromGlobalId(globalId);
  if (!decoded) return null;
  const { type, id } = decoded;
  let value: object | null;
  switch (type) {
    case 'User':
    case 'Bot':
    case 'Organization': {
      const account = await ctx.loaders.account.load(id);
      const kind = { User: 'user', Bot: 'bot', Organization: 'organization' }[type];
      value = account?.kind === kind ? account : null;
      break;
    }
    case 'Repository':
      value = (await readableRepository(ctx, id))?.repo ?? null;
      break;
    case 'Issue':
    case 'PullRequest': {
      const issue = await readableIssue(ctx, id);
      value = issue && (issue.kind === 'pull_request') === (type === 'PullRequest') ? issue : null;
      break;
    }
    case 'Label':
    case 'Milestone': {
      const row = type === 'Label' ? await ctx.loaders.label.load(id) : await ctx.loaders.milestone.load(id);
      value = row && (await readableRepository(ctx, row.repoId)) ? row : null;
      break;
    }
    case 'IssueComment': {
      const [comment] = await ctx.db.select().from(t.issueComments).where(eq(t.issueComments.id, id));
      value = comment && (await readableIssue(ctx, comment.issueId)) ? comment : null;
      break;
    }
    case 'IssueType':
      value = await ctx.loaders.issueType.load(id);
      break;
    case 'ProjectV2': {
      const [project] = await ctx.db.select().from(t.projects).where(eq(t.projects.id, id));
      value = project ?? null;
      break;
    }
    case 'SearchShortcut':
      // Only the owner reads a saved view; anyone else gets null, as for a missing id.
      value = await findOwnSavedView(ctx.db, ctx.viewer.id, id);
      break;
    default:
      value = null;
  }
  if (value) nodeTypes.set(value, type);
  return value;
}

export const coreResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  URI: PassThroughString('URI', 'An RFC 3986, RFC 3987, and RFC 6570 (level 4) compliant URI string.'),
  HTML: PassThroughString('HTML', 'A string containing HTML code.'),
  GitObjectID: PassThroughString('GitObjectID', 'A Git object ID.'),
  Query: {
    node: (_root, { id }, ctx) => loadNode(ctx, id) as never,
    nodes: (_root, { ids }, ctx) => {
      if (ids.length > 100) throw badInput('You may not request more than 100 nodes at once.');
      return Promise.all(ids.map((id) => loadNode(ctx, id))) as never;
    },
  },
  Node: {
    __resolveType: (value) => {
      const type = nodeTypes.get(value as object);
      if (!type) throw new Error('Node of unknown type');
      return type as never;
    },
  },
};
