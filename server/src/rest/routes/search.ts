/**
 * `GET /search/issues` and the caller's issue lists (`GET /issues`, `GET /user/issues`): the same
 * search engine as GraphQL's `search` and the web app's lists, the same read rules.
 */
import type { IssueRow, RepositoryRow } from '../../db/rows.ts';
import { MAX_REACHABLE_RESULTS, searchIssues } from '../../modules/search/search.engine.ts';
import { choiceField, sinceParam } from '../input.ts';
import { linkHeader, pageRequest } from '../pagination.ts';
import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { RestError, validationFailed } from '../restErrors.ts';
import { issuesJson, repositoryJson, timestamp } from '../restJson.ts';

/** REST's search `sort` values and the search language's sort keys for them. */
const SEARCH_SORTS = {
  comments: 'comments',
  reactions: 'reactions',
  'reactions-+1': 'reactions-+1',
  'reactions--1': 'reactions--1',
  'reactions-smile': 'reactions-smile',
  'reactions-thinking_face': 'reactions-thinking_face',
  'reactions-heart': 'reactions-heart',
  'reactions-tada': 'reactions-tada',
  interactions: 'interactions',
  created: 'created',
  updated: 'updated',
} as const;

async function loadIssues(call: RestCall, ids: readonly number[]): Promise<IssueRow[]> {
  const rows = await call.ctx.loaders.issue.loadMany([...ids]);
  return rows.filter((row): row is IssueRow => row !== null && !(row instanceof Error));
}

/**
 * `GET /search/issues`: `q` in GitHub's issue search language (the advanced syntax, with or
 * without `advanced_search=true`), `sort` and `order` overriding a `sort:` in `q`, pages of at most
 * 100 within the first 1,000 results, as on GitHub.
 */
async function searchIssuesRoute(call: RestCall): Promise<RestAnswer> {
  const q = call.query.q?.trim();
  if (!q) throw validationFailed({ resource: 'Search', field: 'q', code: 'missing' });
  const sort = choiceField(call.query.sort, Object.keys(SEARCH_SORTS) as (keyof typeof SEARCH_SORTS)[], 'sort', 'Search');
  const order = choiceField(call.query.order ?? 'desc', ['asc', 'desc'], 'order', 'Search');
  const page = pageRequest(call);
  if (page.offset >= MAX_REACHABLE_RESULTS && page.offset > 0)
    throw new RestError(422, { message: 'Only the first 1000 search results are available' });
  const query = sort ? `${q.replace(/(^|\s)sort:\S+/g, ' ').trim()} sort:${SEARCH_SORTS[sort]}-${order}` : q;
  const result = await searchIssues(call.ctx.db, call.ctx.actor, { query, first: page.perPage, skip: page.offset });
  const items = await issuesJson(call, await loadIssues(call, result.ids));
  return {
    body: {
      total_count: result.issueCount,
      incomplete_results: false,
      items: items.map((item) => ({ ...item, score: 1 })),
      // One engine: GitHub's keyword (lexical) search, advanced syntax.
      search_type: 'lexical',
    },
    headers: linkHeader(call, page, Math.min(result.issueCount, MAX_REACHABLE_RESULTS)),
  };
}

/** The caller's issues across repositories, each with its repository, as `GET /issues` lists them. */
async function callerIssues(call: RestCall): Promise<RestAnswer> {
  const q = call.query;
  const filter =
    choiceField(q.filter ?? 'assigned', ['assigned', 'created', 'mentioned', 'subscribed', 'repos', 'all'], 'filter', 'Issue') ??
    'assigned';
  const parts: string[] = [];
  // `subscribed` has no qualifier of its own: the issues the caller takes part in (GitHub
  // subscribes people to those).
  const scope = {
    assigned: 'assignee:@me',
    created: 'author:@me',
    mentioned: 'mentions:@me',
    subscribed: 'involves:@me',
    repos: '',
    all: '',
  };
  if (scope[filter]) parts.push(scope[filter]);
  const state = choiceField(q.state ?? 'open', ['open', 'closed', 'all'], 'state', 'Issue');
  if (state !== 'all') parts.push(`is:${state}`);
  for (const label of (q.labels ?? '').split(',')) if (label.trim()) parts.push(`label:"${label.trim().replace(/"/g, '')}"`);
  // `pulls` (false unless told) adds the caller's pull requests.
  if (q.pulls !== 'true') parts.push('is:issue');
  const since = sinceParam(call, 'Issue');
  if (since) parts.push(`updated:>=${timestamp(since)}`);
  const sort = choiceField(q.sort ?? 'created', ['created', 'updated', 'comments'], 'sort', 'Issue');
  const direction = choiceField(q.direction ?? 'desc', ['asc', 'desc'], 'direction', 'Issue');
  parts.push(`sort:${sort}-${direction}`);
  const page = pageRequest(call);
  const result = await searchIssues(call.ctx.db, call.ctx.actor, {
    query: parts.join(' '),
    first: page.perPage,
    skip: page.offset,
    reach: Infinity,
  });
  const issues = await loadIssues(call, result.ids);
  const repositories = new Map<number, Promise<Awaited<ReturnType<typeof repositoryJson>>>>();
  const repositoryOf = async (repoId: number) => {
    const row = (await call.ctx.loaders.repository.load(repoId)) as RepositoryRow;
    return repositoryJson(call, row);
  };
  const items = await issuesJson(call, issues);
  const body = await Promise.all(
    items.map(async (item, index) => {
      const repoId = issues[index]?.repoId ?? 0;
      if (!repositories.has(repoId)) repositories.set(repoId, repositoryOf(repoId));
      return { ...item, repository: await repositories.get(repoId) };
    }),
  );
  return { body, headers: linkHeader(call, page, result.issueCount) };
}

export const searchRoutes: RestRoute[] = [
  { method: 'GET', url: '/search/issues', resource: 'Search', rateResource: 'search', handler: searchIssuesRoute },
  { method: 'GET', url: '/issues', resource: 'Issue', handler: callerIssues },
  { method: 'GET', url: '/user/issues', resource: 'Issue', handler: callerIssues },
];
