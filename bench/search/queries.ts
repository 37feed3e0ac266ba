/**
 * The fixed query mix of the search benchmark, each with a hand-written SQL baseline that returns
 * the same ids in the same order and the same total (or the same open/closed counts) for the
 * benchmark viewer, under the same read rule (server/src/policies/repository.scope.ts: public,
 * own, collaborator, team or organization-member repositories; non-public repositories of
 * organizations requiring SSO without a live SSO session are hidden; issues of repositories with
 * issues turned off are hidden, their pull requests are not).
 *
 * The baselines are what a developer would write by hand for that one question: a single
 * repository is resolved first (a separate, timed lookup) and passed as a parameter, so the
 * repository's composite indexes drive the scan with real estimates; "everywhere" queries that
 * scan the readable issues anyway take the readable repositories as an id array
 * (`repo_id = ANY(ARRAY(…))`); person filters start from the person's link table and check each
 * candidate's repository. Labels, assignee presence and comment words are read from the columns
 * migration 0005 keeps on `issues` (`label_keys`, `assignee_ids`, `search_vector` with the comments),
 * as anyone writing SQL against this schema would. `$1` is always the viewer's id.
 */
import { REFERENCE_DATE } from './generate.ts';

export type Category = 'structured' | 'fulltext' | 'count';

export interface Baseline {
  /** One row: `total` (int) and `ids` (int[]), or `open` and `closed` for counts. */
  text: string;
  params: unknown[];
}

export interface BenchQuery {
  name: string;
  category: Category;
  /** The search string handed to searchIssues / countIssuesByState. */
  query: string;
  first: number;
  skip: number;
  /**
   * The repository of a single-repository query: the baseline first resolves it with
   * `repositoryLookup` (part of the timed baseline) and then uses its id as a parameter, so the
   * planner sees the real repository (its size) instead of a generic estimate.
   */
  repo: { owner: string; name: string } | null;
  baseline(viewerId: number, repo: ResolvedRepo | null): Baseline;
}

/** A readable repository's id (-1 when it is not readable) and whether its issues are on. */
export interface ResolvedRepo {
  id: number;
  hasIssues: boolean;
}

/** Resolves `owner/name` for the viewer under the read rule: one row (id, has_issues) or none. */
export function repositoryLookup(viewerId: number, repo: { owner: string; name: string }): Baseline {
  return {
    text: `SELECT r.id, r.has_issues_enabled AS has_issues FROM repositories r
      WHERE r.owner_id = (SELECT id FROM accounts WHERE lower(login) = $2) AND lower(r.name) = $3 AND ${readable('r')}`,
    params: [viewerId, repo.owner.toLowerCase(), repo.name.toLowerCase()],
  };
}

/** The reachable window: the engine returns at most the first 1,000 results. */
const MAX_REACHABLE = 1000;

class Params {
  readonly values: unknown[];
  readonly repo: ResolvedRepo | null;
  /** The single repository a query asked for (recorded while building, see BenchQuery.repo). */
  wanted: { owner: string; name: string } | null = null;
  constructor(viewerId: number, repo: ResolvedRepo | null) {
    this.values = [viewerId];
    this.repo = repo;
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The read rule over repository alias `r` for viewer `$1`, SSO hiding included. */
function readable(r: string): string {
  return `(${r}.visibility = 'public' OR ${r}.owner_id = $1
    OR EXISTS (SELECT 1 FROM collaborators c WHERE c.repo_id = ${r}.id AND c.user_id = $1)
    OR EXISTS (SELECT 1 FROM team_repositories tr JOIN team_members tm ON tm.team_id = tr.team_id WHERE tr.repo_id = ${r}.id AND tm.user_id = $1)
    OR EXISTS (SELECT 1 FROM org_memberships m WHERE m.org_id = ${r}.owner_id AND m.user_id = $1))
    AND NOT EXISTS (SELECT 1 FROM accounts so WHERE so.id = ${r}.owner_id AND so.sso_required AND ${r}.visibility <> 'public'
      AND NOT EXISTS (SELECT 1 FROM sso_sessions ss WHERE ss.user_id = $1 AND ss.org_id = so.id AND ss.expires_at > now()))`;
}

/**
 * `repo`: one repository, looked up once. `all`: every readable repository as an id array, for
 * questions that scan the readable issues anyway. `exists`: the repository of each candidate issue
 * is checked, for questions driven by a small set (a person's issues).
 */
type Scope = { kind: 'all' | 'exists'; repoCondition?: string } | { kind: 'repo'; owner: string; name: string };

/**
 * The visibility part of a WHERE clause over `i`: the readable repositories (optionally narrowed
 * by a condition on `r`), issues hidden where the repository has issues turned off.
 */
function visibility(p: Params, scope: Scope, issuesOnly: boolean): string {
  if (scope.kind === 'repo') {
    p.wanted = { owner: scope.owner, name: scope.name };
    const repo = p.repo ?? { id: -1, hasIssues: false };
    if (issuesOnly) return `i.repo_id = ${p.add(repo.hasIssues ? repo.id : -1)}::int`;
    return `i.repo_id = ${p.add(repo.id)}::int${repo.hasIssues ? '' : ` AND i.kind = 'pull_request'`}`;
  }
  const extra = scope.repoCondition ? ` AND ${scope.repoCondition}` : '';
  if (scope.kind === 'exists') {
    const issues = issuesOnly ? ' AND r.has_issues_enabled' : ` AND (i.kind = 'pull_request' OR r.has_issues_enabled)`;
    return `EXISTS (SELECT 1 FROM repositories r WHERE r.id = i.repo_id AND ${readable('r')}${extra}${issues})`;
  }
  const ids = `ARRAY(SELECT r.id FROM repositories r WHERE ${readable('r')}${extra}${issuesOnly ? ' AND r.has_issues_enabled' : ''})`;
  if (issuesOnly) return `i.repo_id = ANY(${ids})`;
  return `i.repo_id = ANY(${ids}) AND (i.kind = 'pull_request' OR i.repo_id <> ALL(ARRAY(SELECT id FROM repositories WHERE NOT has_issues_enabled)))`;
}

/**
 * Total and one page, newest (largest `key`) first, ties by id. The inner query orders by the key
 * alone, NULLS LAST like the indexes (`FETCH … WITH TIES` keeps every row tied with the last one; the
 * sort keys are never null), so an index on the key
 * (e.g. repo_id, kind, state, created_at DESC) delivers the page without sorting every match.
 */
function list(where: string, key: string, first: number, skip: number, options: { nulls: 'FIRST' | 'LAST'; branches: string[] }): string {
  const limit = Math.max(0, Math.min(first, MAX_REACHABLE - skip));
  const branch = (extra: string) =>
    `(SELECT i.id, ${key} AS k FROM issues i WHERE ${where}${extra} ORDER BY ${key} DESC NULLS ${options.nulls} FETCH FIRST ${skip + limit} ROWS WITH TIES)`;
  const inner = options.branches.length > 0 ? options.branches.map((b) => branch(` AND ${b}`)).join(' UNION ALL ') : branch('');
  const page =
    limit === 0 ? `'{}'::int[]` : `ARRAY(SELECT t.id FROM (${inner}) t ORDER BY t.k DESC, t.id DESC LIMIT ${limit} OFFSET ${skip})`;
  return `SELECT (SELECT count(*) FROM issues i WHERE ${where})::int AS total, ${page} AS ids`;
}

function counts(where: string): string {
  return `SELECT count(*) FILTER (WHERE i.state = 'open')::int AS open, count(*) FILTER (WHERE i.state = 'closed')::int AS closed
    FROM issues i WHERE ${where}`;
}

const CREATED = 'i.created_at';
const UPDATED = 'i.updated_at';

/**
 * A free-text word in title, body or comments: `search_vector` holds all three (migration 0005).
 * A phrase is checked in each field on its own (and each comment), so it never spans two.
 */
function text(p: Params, value: string, phrase: boolean): string {
  if (!phrase) return `i.search_vector @@ plainto_tsquery('simple', ${p.add(value)})`;
  const q = `phraseto_tsquery('simple', ${p.add(value)})`;
  return `(i.search_vector @@ ${q} AND (ts_filter(i.search_vector, '{a}') @@ ${q} OR ts_filter(i.search_vector, '{b}') @@ ${q}
    OR EXISTS (SELECT 1 FROM issue_comments ic WHERE ic.issue_id = i.id AND ic.search_vector @@ ${q})))`;
}

function user(p: Params, login: string): string {
  return login === '@me' ? '$1' : `(SELECT id FROM accounts WHERE lower(login) = ${p.add(login.toLowerCase())})`;
}

/** Issues carrying a label of one of the names: the issue row's `label_keys` (migration 0005). */
function labelIn(p: Params, names: string[]): string {
  return `i.label_keys && ARRAY(SELECT k.id FROM label_name_keys k WHERE k.name = ANY(${p.add(names.map((n) => n.toLowerCase()))}::text[]))`;
}

function day(offsetDays: number): string {
  const base = Date.UTC(REFERENCE_DATE.getUTCFullYear(), REFERENCE_DATE.getUTCMonth(), REFERENCE_DATE.getUTCDate());
  return new Date(base + offsetDays * 86_400_000).toISOString();
}

interface Spec {
  name: string;
  category: Category;
  query: string;
  first?: number;
  skip?: number;
  /** Builds the WHERE clause over `i` (visibility included). */
  where(p: Params): string;
  /** The sort key (descending, ties by id descending); default created_at. */
  order?: string;
  /** NULLS FIRST when the key's index is ascending (read backwards); the keys are never null. */
  nulls?: 'FIRST' | 'LAST';
  /**
   * Disjoint conditions whose ordered pages are merged (UNION ALL of per-branch top-N), so an
   * index per branch (e.g. per state) serves a query that spans the branches.
   */
  branches?: string[];
}

function q(spec: Spec): BenchQuery {
  const first = spec.first ?? 25;
  const skip = spec.skip ?? 0;
  const probe = new Params(0, null);
  spec.where(probe);
  return {
    name: spec.name,
    category: spec.category,
    query: spec.query,
    first,
    skip,
    repo: probe.wanted,
    baseline(viewerId, repo) {
      const p = new Params(viewerId, repo);
      const where = spec.where(p);
      const text =
        spec.category === 'count'
          ? counts(where)
          : list(where, spec.order ?? CREATED, first, skip, { nulls: spec.nulls ?? 'LAST', branches: spec.branches ?? [] });
      // The viewer is always $1; a query that no longer mentions it still has to type it.
      const typed = /\$1(?!\d)/.test(text) ? text : `WITH viewer AS (SELECT $1::int AS id) ${text}`;
      return { text: typed, params: p.values };
    },
  };
}

const ACME = { kind: 'repo', owner: 'acme', name: 'platform' } as const;
const GLOBEX = { kind: 'repo', owner: 'globex', name: 'web' } as const;
const INITECH = { kind: 'repo', owner: 'initech', name: 'api' } as const;
const UMBRELLA = { kind: 'repo', owner: 'umbrella', name: 'engine' } as const;
const ALL = { kind: 'all' } as const;
const BOTH_STATES = [`i.state = 'open'`, `i.state = 'closed'`];
const NOT_ARCHIVED = { kind: 'exists', repoCondition: 'NOT r.is_archived' } as const;
const EXISTS = { kind: 'exists' } as const;

/** The prolific author used by `author:` queries (user ids are skewed: low ids write most). */
export const PROLIFIC_AUTHOR = 'user2';

export const QUERIES: readonly BenchQuery[] = [
  // Repository issue lists (the default view and its neighbours).
  q({
    name: 'repo default list',
    category: 'structured',
    query: 'repo:acme/platform is:issue state:open',
    where: (p) => `${visibility(p, ACME, true)} AND i.kind = 'issue' AND i.state = 'open'`,
  }),
  q({
    name: 'repo default list, page 2',
    category: 'structured',
    query: 'repo:acme/platform is:issue state:open',
    skip: 25,
    where: (p) => `${visibility(p, ACME, true)} AND i.kind = 'issue' AND i.state = 'open'`,
  }),
  q({
    name: 'repo open pull requests',
    category: 'structured',
    query: 'repo:initech/api is:pr is:open',
    where: (p) => `${visibility(p, INITECH, false)} AND i.kind = 'pull_request' AND i.state = 'open'`,
  }),
  q({
    name: 'repo closed, recently updated',
    category: 'structured',
    query: 'repo:globex/web is:issue is:closed sort:updated-desc',
    order: UPDATED,
    where: (p) => `${visibility(p, GLOBEX, true)} AND i.kind = 'issue' AND i.state = 'closed'`,
  }),
  q({
    name: 'repo page 40',
    category: 'structured',
    query: 'repo:acme/platform is:issue',
    skip: 975,
    branches: BOTH_STATES,
    where: (p) => `${visibility(p, ACME, true)} AND i.kind = 'issue'`,
  }),
  q({
    name: 'repo label OR list',
    category: 'structured',
    query: 'repo:acme/platform is:open label:bug,"help wanted"',
    where: (p) => `${visibility(p, ACME, false)} AND i.state = 'open' AND ${labelIn(p, ['bug', 'help wanted'])}`,
  }),
  q({
    name: 'repo negated label',
    category: 'structured',
    query: 'repo:initech/api -label:bug state:open',
    where: (p) => `${visibility(p, INITECH, false)} AND i.state = 'open' AND NOT ${labelIn(p, ['bug'])}`,
  }),
  q({
    name: 'repo no: assignee, milestone',
    category: 'structured',
    query: 'repo:umbrella/engine is:issue is:open no:assignee no:milestone',
    where: (p) =>
      `${visibility(p, UMBRELLA, true)} AND i.kind = 'issue' AND i.state = 'open' AND i.milestone_id IS NULL
        AND i.assignee_ids = '{}'`,
  }),
  q({
    name: 'repo milestone',
    category: 'structured',
    query: 'repo:acme/platform milestone:v3.2',
    where: (p) =>
      `${visibility(p, ACME, false)} AND i.milestone_id = ANY(ARRAY(SELECT ms.id FROM milestones ms WHERE ms.repo_id = ${p.add(p.repo?.id ?? -1)}::int
        AND lower(ms.title) = ${p.add('v3.2')}))`,
  }),
  q({
    name: 'repo most commented',
    category: 'structured',
    query: 'repo:acme/platform is:issue sort:comments-desc',
    order: 'i.comments_count',
    where: (p) => `${visibility(p, ACME, true)} AND i.kind = 'issue'`,
  }),
  q({
    name: 'repo approved pull requests',
    category: 'structured',
    query: 'repo:initech/api is:pr is:open review:approved',
    where: (p) => `${visibility(p, INITECH, false)} AND i.kind = 'pull_request' AND i.state = 'open' AND i.review_decision = 'approved'`,
  }),
  q({
    name: 'repo closed as not planned',
    category: 'structured',
    query: 'repo:globex/web is:closed reason:"not planned"',
    where: (p) => `${visibility(p, GLOBEX, false)} AND i.state = 'closed' AND i.state_reason = 'not_planned'`,
  }),
  // The dashboard's views (no repository scope: everything the viewer can read).
  q({
    name: 'dashboard assigned',
    category: 'structured',
    query: 'is:issue state:open archived:false assignee:@me sort:updated-desc',
    order: UPDATED,
    where: (p) =>
      `${visibility(p, NOT_ARCHIVED, true)} AND i.kind = 'issue' AND i.state = 'open'
        AND i.id IN (SELECT ia.issue_id FROM issue_assignees ia WHERE ia.user_id = ${user(p, '@me')})`,
  }),
  q({
    name: 'dashboard mentioned',
    category: 'structured',
    query: 'is:issue state:open archived:false mentions:@me sort:updated-desc',
    order: UPDATED,
    where: (p) =>
      `${visibility(p, NOT_ARCHIVED, true)} AND i.kind = 'issue' AND i.state = 'open'
        AND i.id IN (SELECT im.issue_id FROM issue_mentions im WHERE im.user_id = $1)`,
  }),
  q({
    name: 'dashboard created',
    category: 'structured',
    query: 'is:issue state:open archived:false author:@me sort:updated-desc',
    order: UPDATED,
    where: (p) => `${visibility(p, NOT_ARCHIVED, true)} AND i.kind = 'issue' AND i.state = 'open' AND i.author_id = $1`,
  }),
  q({
    name: 'dashboard recent activity',
    category: 'structured',
    query: 'is:issue involves:@me updated:>@today-1w sort:updated-desc',
    order: UPDATED,
    where: (p) =>
      `${visibility(p, EXISTS, true)} AND i.kind = 'issue' AND i.updated_at >= ${p.add(day(-6))}::timestamptz
        AND i.id IN (SELECT id FROM issues WHERE author_id = $1 UNION SELECT issue_id FROM issue_assignees WHERE user_id = $1
          UNION SELECT issue_id FROM issue_mentions WHERE user_id = $1 UNION SELECT issue_id FROM issue_comments WHERE author_id = $1)`,
  }),
  q({
    name: 'commented by me',
    category: 'structured',
    query: 'commenter:@me',
    where: (p) => `${visibility(p, EXISTS, false)} AND i.id IN (SELECT ic.issue_id FROM issue_comments ic WHERE ic.author_id = $1)`,
  }),
  q({
    name: 'label OR list everywhere',
    category: 'structured',
    query: 'label:bug,enhancement state:open',
    where: (p) => `${visibility(p, ALL, false)} AND i.state = 'open' AND ${labelIn(p, ['bug', 'enhancement'])}`,
  }),
  q({
    name: 'negated label everywhere',
    category: 'structured',
    query: 'is:issue -label:bug state:open',
    where: (p) => `${visibility(p, ALL, true)} AND i.kind = 'issue' AND i.state = 'open' AND NOT ${labelIn(p, ['bug'])}`,
  }),
  q({
    name: 'no assignee, no milestone everywhere',
    category: 'structured',
    query: 'is:open no:assignee no:milestone',
    where: (p) =>
      `${visibility(p, ALL, false)} AND i.state = 'open' AND i.milestone_id IS NULL
        AND i.assignee_ids = '{}'`,
  }),
  q({
    name: 'created in a quarter',
    category: 'structured',
    query: 'is:issue created:2025-01-01..2025-03-31',
    where: (p) =>
      `${visibility(p, ALL, true)} AND i.kind = 'issue' AND i.created_at >= ${p.add('2025-01-01T00:00:00Z')}::timestamptz
        AND i.created_at < ${p.add('2025-04-01T00:00:00Z')}::timestamptz`,
  }),
  q({
    name: 'open, most commented',
    category: 'structured',
    query: 'is:open sort:comments-desc',
    order: 'i.comments_count',
    where: (p) => `${visibility(p, ALL, false)} AND i.state = 'open'`,
  }),
  q({
    name: 'most thumbs-up',
    category: 'structured',
    query: 'is:issue is:open sort:reactions-+1',
    order: `COALESCE((i.reaction_counts ->> 'THUMBS_UP')::int, 0)`,
    where: (p) => `${visibility(p, ALL, true)} AND i.kind = 'issue' AND i.state = 'open'`,
  }),
  q({
    name: 'OR group with author',
    category: 'structured',
    query: `(label:bug OR label:ui) author:${PROLIFIC_AUTHOR}`,
    where: (p) =>
      `${visibility(p, EXISTS, false)} AND i.author_id = ${user(p, PROLIFIC_AUTHOR)}
        AND (${labelIn(p, ['bug'])} OR ${labelIn(p, ['ui'])})`,
  }),
  q({
    name: 'organization bugs',
    category: 'structured',
    query: 'org:acme is:issue is:open label:bug',
    where: (p) =>
      `${visibility(p, { kind: 'all', repoCondition: `r.owner_id IN (SELECT id FROM accounts WHERE lower(login) = ${p.add('acme')} AND kind = 'organization')` }, true)}
        AND i.kind = 'issue' AND i.state = 'open' AND ${labelIn(p, ['bug'])}`,
  }),
  q({
    name: 'busy closed issues',
    category: 'structured',
    query: 'comments:>100 state:closed',
    where: (p) => `${visibility(p, ALL, false)} AND i.state = 'closed' AND i.comments_count > 100`,
  }),
  q({
    name: 'recently merged',
    category: 'structured',
    query: 'is:pr is:merged merged:>=2026-06-01',
    where: (p) =>
      `${visibility(p, ALL, false)} AND i.kind = 'pull_request' AND i.merged AND i.merged_at >= ${p.add('2026-06-01T00:00:00Z')}::timestamptz`,
  }),
  // Full text (title, body and comments).
  q({
    name: 'common word',
    category: 'fulltext',
    query: 'crash',
    // A common word matches a sixth of the readable issues: scanning them beats checking each match.
    where: (p) => `${visibility(p, ALL, false)} AND ${text(p, 'crash', false)}`,
  }),
  q({
    name: 'phrase',
    category: 'fulltext',
    query: '"null pointer"',
    where: (p) => `${visibility(p, EXISTS, false)} AND ${text(p, 'null pointer', true)}`,
  }),
  q({
    name: 'rare word',
    category: 'fulltext',
    query: 'segfault',
    where: (p) => `${visibility(p, EXISTS, false)} AND ${text(p, 'segfault', false)}`,
  }),
  q({
    name: 'two words, open issues',
    category: 'fulltext',
    query: 'is:issue is:open timeout retry',
    where: (p) =>
      `${visibility(p, EXISTS, true)} AND i.kind = 'issue' AND i.state = 'open' AND ${text(p, 'timeout', false)} AND ${text(p, 'retry', false)}`,
  }),
  q({
    name: 'word in a repository',
    category: 'fulltext',
    query: 'repo:acme/platform is:open crash',
    // Inside one repository the repository's open issues are few: test each one.
    where: (p) => `${visibility(p, ACME, false)} AND i.state = 'open' AND ${text(p, 'crash', false)}`,
  }),
  q({
    name: 'word in titles',
    category: 'fulltext',
    query: 'deadlock in:title',
    where: (p) => `${visibility(p, EXISTS, false)} AND i.search_vector @@ to_tsquery('simple', ${p.add('deadlock:A')})`,
  }),
  q({
    name: 'word in comments',
    category: 'fulltext',
    query: 'kerberos in:comments',
    where: (p) => `${visibility(p, EXISTS, false)} AND i.search_vector @@ to_tsquery('simple', ${p.add('kerberos:C')})`,
  }),
  q({
    name: 'word with a label filter',
    category: 'fulltext',
    query: 'error label:bug is:open',
    where: (p) => `${visibility(p, ALL, false)} AND i.state = 'open' AND ${labelIn(p, ['bug'])} AND ${text(p, 'error', false)}`,
  }),
  // Open/closed counts (the tabs above every list), state terms of the query left out.
  q({
    name: 'counts: repo default',
    category: 'count',
    query: 'repo:acme/platform is:issue state:open',
    where: (p) => `${visibility(p, ACME, true)} AND i.kind = 'issue'`,
  }),
  q({
    name: 'counts: repo label',
    category: 'count',
    query: 'repo:globex/web is:issue label:bug',
    where: (p) => `${visibility(p, GLOBEX, true)} AND i.kind = 'issue' AND ${labelIn(p, ['bug'])}`,
  }),
  q({
    name: 'counts: dashboard assigned',
    category: 'count',
    query: 'is:issue state:open archived:false assignee:@me',
    where: (p) =>
      `${visibility(p, NOT_ARCHIVED, true)} AND i.kind = 'issue' AND i.id IN (SELECT ia.issue_id FROM issue_assignees ia WHERE ia.user_id = $1)`,
  }),
  q({
    name: 'counts: all readable issues',
    category: 'count',
    query: 'is:issue is:open',
    where: (p) => `${visibility(p, ALL, true)} AND i.kind = 'issue'`,
  }),
];
