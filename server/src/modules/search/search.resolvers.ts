import type { AccountRow, IssueRow } from '../../db/rows.ts';
import type { Resolvers, SearchResultItemConnection } from '../../graphql/__generated__/resolvers.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { pageWindow, toConnection, type ConnectionArgs } from '../../graphql/pagination.ts';
import { countIssuesByState, MAX_REACHABLE_RESULTS, searchIssues, type ScopeCache, type SearchViewer } from './search.engine.ts';

const ISSUE_SEARCH_TYPES = new Set(['ISSUE', 'ISSUE_ADVANCED', 'ISSUE_HYBRID', 'ISSUE_SEMANTIC']);

interface SearchState {
  ctx: GraphQLContext;
  query: string;
  today: Date;
  hiddenSsoOrganizationIds: number[];
  counts?: Promise<{ open: number; closed: number }>;
}

/**
 * What a search connection needs beyond its fields: the open/closed counts run only when asked
 * for, so the connection object remembers its query here (keyed by the object itself).
 */
const searchStates = new WeakMap<object, SearchState>();

type SearchItem = IssueRow | AccountRow;
type ConnectionValue = Omit<
  SearchResultItemConnection,
  'edges' | 'nodes' | 'openIssueCount' | 'closedIssueCount' | 'hiddenSsoOrganizations'
> & {
  edges: { cursor: string; node: SearchItem; textMatches: [] }[];
  nodes: SearchItem[];
  openIssueCount: number;
  closedIssueCount: number;
  hiddenSsoOrganizations: AccountRow[];
};

/** Repository scopes looked up during one request: a search and its counts share them. */
const requestScopes = new WeakMap<GraphQLContext, ScopeCache>();

function scopesOf(ctx: GraphQLContext): ScopeCache {
  let scopes = requestScopes.get(ctx);
  if (!scopes) {
    scopes = new Map();
    requestScopes.set(ctx, scopes);
  }
  return scopes;
}

function viewerOf(ctx: GraphQLContext): SearchViewer {
  return ctx.actor;
}

function emptyConnection(): ConnectionValue {
  return {
    codeCount: 0,
    discussionCount: 0,
    issueCount: 0,
    repositoryCount: 0,
    userCount: 0,
    wikiCount: 0,
    edges: [],
    nodes: [],
    pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false },
    openIssueCount: 0,
    closedIssueCount: 0,
    hiddenSsoOrganizations: [],
  };
}

/**
 * The page GitHub's search answers for `first`/`last`/`after`/`before`. Without `before`, `last: N`
 * is a page size like `first: N`, counted from the start or from `after`: GitHub's CLI asks
 * `search(type: ISSUE, last: $limit, after: $after)` (`IssueSearch`) and pages on with `after:
 * endCursor` while `hasNextPage`, up to the 1,000 results search reaches. With `before`, `last`
 * counts back from it (the standard backward page).
 */
function searchPageArgs(args: ConnectionArgs): ConnectionArgs {
  if (args.last == null || args.before != null || args.first != null) return args;
  return { first: args.last, after: args.after };
}

async function runSearch(ctx: GraphQLContext, query: string, given: ConnectionArgs & { skip?: number | null }): Promise<ConnectionValue> {
  const viewer = viewerOf(ctx);
  const today = new Date();
  const args = searchPageArgs(given);
  const skip = Math.max(0, given.skip ?? 0);
  // `last` with `before` counts back from `before`, or from the end when `before` lies past it, so
  // the total comes first.
  let reachable = MAX_REACHABLE_RESULTS;
  if (args.last != null) {
    const counted = await searchIssues(ctx.db, viewer, { query, first: 0, today, scopes: scopesOf(ctx) });
    reachable = Math.max(0, Math.min(counted.issueCount, MAX_REACHABLE_RESULTS) - skip);
  }
  const window = pageWindow(args, 'search', reachable);
  const offset = skip + window.offset;
  const result = await searchIssues(ctx.db, viewer, { query, first: window.limit, skip: offset, today, scopes: scopesOf(ctx) });
  const rows = (await ctx.loaders.issue.loadMany(result.ids)).filter((row): row is IssueRow => row !== null && !(row instanceof Error));
  const hidden = (await ctx.loaders.account.loadMany(result.hiddenSsoOrganizationIds)).filter(
    (row): row is AccountRow => row !== null && !(row instanceof Error),
  );
  const connection = toConnection<SearchItem>(rows, offset, Math.min(result.issueCount, MAX_REACHABLE_RESULTS), args, 'search');
  const value: ConnectionValue = {
    ...emptyConnection(),
    issueCount: result.issueCount,
    pageInfo: connection.pageInfo,
    hiddenSsoOrganizations: hidden,
  };
  // Edges and nodes stay lazy: asking for them without `first`/`last` fails as on GitHub.
  Object.defineProperties(value, {
    edges: { enumerable: true, get: () => connection.edges.map((edge) => ({ ...edge, textMatches: [] })) },
    nodes: { enumerable: true, get: () => connection.nodes },
  });
  searchStates.set(value, { ctx, query, today, hiddenSsoOrganizationIds: result.hiddenSsoOrganizationIds });
  return value;
}

function stateCounts(parent: object): Promise<{ open: number; closed: number }> {
  const state = searchStates.get(parent);
  if (!state) return Promise.resolve({ open: 0, closed: 0 });
  state.counts ??= countIssuesByState(state.ctx.db, viewerOf(state.ctx), state.query, state.today, scopesOf(state.ctx));
  return state.counts;
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_root, args, ctx) => {
      if (!ISSUE_SEARCH_TYPES.has(args.type)) return emptyConnection();
      return runSearch(ctx, args.query, args);
    },
  },
  SearchResultItemConnection: {
    openIssueCount: async (parent) => (await stateCounts(parent)).open,
    closedIssueCount: async (parent) => (await stateCounts(parent)).closed,
  },
  SearchResultItem: {
    __resolveType: (item) => {
      if (!('kind' in item)) return 'Repository';
      if (item.kind === 'pull_request') return 'PullRequest';
      if (item.kind === 'issue') return 'Issue';
      return item.kind === 'organization' ? 'Organization' : 'User';
    },
  },
};
