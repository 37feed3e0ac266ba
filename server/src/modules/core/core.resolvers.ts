import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { isGuardedType, READ_RULES } from '../../domain/readRules.ts';
import { loadEventNode } from '../timeline/timelineItems.resolvers.ts';
import { badInput } from '../../domain/errors.ts';
import { fromBlobGlobalId, fromGlobalId, type NodeType } from '../../domain/ids.ts';
import { loadBlob } from '../repositories/files.resolvers.ts';
import { findOwnSavedView } from '../saved-views/savedView.repository.ts';
import { checkRunById, statusContextById } from '../checks/check.repository.ts';
import { pinnedIssueById } from '../pins/pins.repository.ts';
import { projectItemById } from '../projects/project.repository.ts';
import { reactionById } from '../reactions/reaction.repository.ts';
import { userContentEditById } from '../edits/userContentEdits.ts';
import { DateTimeScalar, PassThroughString } from './scalars.resolvers.ts';

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
  const load = ROWS[type];
  let value = load ? await load(ctx, id) : null;
  // The type's read rule (`graphql/readRules.ts`); `readGuard.ts` applies it again to whatever
  // `node` returns.
  if (value && isGuardedType(type) && !(await READ_RULES[type](ctx, value as never))) value = null;
  if (value) nodeTypes.set(value, type);
  return value;
}

/** How `node` loads the row of each type with an id; the read rules then decide (saved views: their owner alone). */
const ROWS: Partial<Record<NodeType, (ctx: GraphQLContext, id: number) => Promise<object | null>>> = {
  User: (ctx, id) => accountOfKind(ctx, id, 'user'),
  Bot: (ctx, id) => accountOfKind(ctx, id, 'bot'),
  Organization: (ctx, id) => accountOfKind(ctx, id, 'organization'),
  Repository: (ctx, id) => ctx.loaders.repository.load(id),
  Issue: (ctx, id) => issueOfKind(ctx, id, 'issue'),
  PullRequest: (ctx, id) => issueOfKind(ctx, id, 'pull_request'),
  Label: (ctx, id) => ctx.loaders.label.load(id),
  Milestone: (ctx, id) => ctx.loaders.milestone.load(id),
  IssueComment: (ctx, id) => ctx.loaders.comment.load(id),
  IssueType: (ctx, id) => ctx.loaders.issueType.load(id),
  ProjectV2: (ctx, id) => ctx.loaders.project.load(id),
  ProjectV2Item: (ctx, id) => projectItemById(ctx.db, id),
  PinnedIssue: (ctx, id) => pinnedIssueById(ctx.db, id),
  Reaction: (ctx, id) => reactionById(ctx.db, id),
  Commit: (ctx, id) => ctx.loaders.commit.load(id),
  CheckRun: (ctx, id) => checkRunById(ctx.db, id),
  StatusContext: (ctx, id) => statusContextById(ctx.db, id),
  SearchShortcut: (ctx, id) => findOwnSavedView(ctx.db, ctx.viewer.id, id),
  UserContentEdit: (ctx, id) => userContentEditById(ctx.db, id),
};

async function issueOfKind(ctx: GraphQLContext, id: number, kind: 'issue' | 'pull_request') {
  const issue = await ctx.loaders.issue.load(id);
  return issue?.kind === kind ? issue : null;
}

async function accountOfKind(ctx: GraphQLContext, id: number, kind: 'user' | 'bot' | 'organization') {
  const account = await ctx.loaders.account.load(id);
  return account?.kind === kind ? account : null;
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
