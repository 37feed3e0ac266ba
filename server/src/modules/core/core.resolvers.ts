import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { readableIssue, readableRepository } from '../../graphql/access.ts';
import { issueTypeReadable, projectReadable, READ_RULES } from '../../graphql/readRules.ts';
import { loadEventNode } from '../timeline/timeline.items.ts';
import { badInput } from '../../graphql/errors.ts';
import { fromBlobGlobalId, fromGlobalId, type NodeType } from '../../graphql/ids.ts';
import { loadBlob } from '../repositories/files.resolvers.ts';
import { findOwnSavedView } from '../saved-views/savedView.repository.ts';
import { DateTimeScalar, PassThroughString } from './scalars.ts';

type NodeTypeName = NodeType | `${string}Event`;

/** The GraphQL type of each object handed out by `node`/`nodes`, for `Node.__resolveType`. */
const nodeTypes = new WeakMap<object, NodeTypeName>();

/**
 * The type of a Node value handed out by another field (`AddCommentPayload.subject`): an issue or
 * pull request row, a comment row, or a presented event (`__typename`).
 */
function nodeTypeByShape(value: object): NodeTypeName | null {
  if ('__typename' in value && typeof value.__typename === 'string') return value.__typename as NodeTypeName;
  if ('kind' in value && 'number' in value && 'repoId' in value) return value.kind === 'pull_request' ? 'PullRequest' : 'Issue';
  if ('issueId' in value && 'body' in value && 'authorId' in value) return 'IssueComment';
  return null;
}

async function loadNode(ctx: GraphQLContext, globalId: string): Promise<object | null> {
  const blob = fromBlobGlobalId(globalId);
  if (blob) {
    const value = await loadBlob(ctx, blob.repoId, blob.path);
    if (value) nodeTypes.set(value, 'Blob');
    return value;
  }
  const decoded = fromGlobalId(globalId);
  if (!decoded) {
    // Timeline events have ids of their own types (`CE_…`, `LE_…`), read through their issue.
    const event = await loadEventNode(ctx, globalId);
    if (event?.__typename) nodeTypes.set(event, event.__typename as NodeTypeName);
    return event;
  }
  const { type, id } = decoded;
  let value: object | null;
  // Every case applies the type's read rule (`graphql/readRules.ts`); `readGuard.ts` applies it
  // again to whatever `node` returns, so a case that forgot would still not leak.
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
    case 'IssueType': {
      const row = await ctx.loaders.issueType.load(id);
      value = row && (await issueTypeReadable(ctx, row)) ? row : null;
      break;
    }
    case 'ProjectV2': {
      const project = await ctx.loaders.project.load(id);
      value = project && (await projectReadable(ctx, project)) ? project : null;
      break;
    }
    case 'ProjectV2Item': {
      const [item] = await ctx.db.select().from(t.projectItems).where(eq(t.projectItems.id, id));
      const project = item ? await ctx.loaders.project.load(item.projectId) : null;
      value = item && project && (await projectReadable(ctx, project)) ? item : null;
      break;
    }
    case 'PinnedIssue': {
      const [pin] = await ctx.db.select().from(t.pinnedIssues).where(eq(t.pinnedIssues.id, id));
      value = pin && (await readableIssue(ctx, pin.issueId)) ? pin : null;
      break;
    }
    case 'Reaction': {
      const [reaction] = await ctx.db.select().from(t.reactions).where(eq(t.reactions.id, id));
      value = reaction && (await READ_RULES.Reaction(ctx, reaction)) ? reaction : null;
      break;
    }
    case 'Commit': {
      const commit = await ctx.loaders.commit.load(id);
      value = commit && (await readableRepository(ctx, commit.repoId)) ? commit : null;
      break;
    }
    case 'CheckRun': {
      const [run] = await ctx.db.select().from(t.checkRuns).where(eq(t.checkRuns.id, id));
      value = run && (await READ_RULES.CheckRun(ctx, run)) ? run : null;
      break;
    }
    case 'StatusContext': {
      const [status] = await ctx.db.select().from(t.statusContexts).where(eq(t.statusContexts.id, id));
      value = status && (await READ_RULES.StatusContext(ctx, status)) ? status : null;
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
      const type = nodeTypes.get(value as object) ?? nodeTypeByShape(value as object);
      if (!type) throw new Error('Node of unknown type');
      return type as never;
    },
  },
};
