import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { parse } from '@issues/search-query';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { arrayOf, bool, int, json, nullable, rowShape, type RowOf } from '../../db/rowShape.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Actor } from '../../policies/actor.ts';
import { readableRepositories, readableRepositoryIds, ssoHiddenRepository } from '../../policies/repository.scope.ts';
import { compileQuery, type CompiledQuery, type CounterQuery } from './search.compiler.ts';
import { I } from './search.sql.ts';
import { hasLexemeBits, lexemeBitsJson, parseLexemeBits, type LexemeBits } from './search.lexemes.ts';

/** The searcher: the actor, whose scopes and grants decide which repositories are searched. */
export type SearchViewer = Actor;

export interface SearchRequest {
  /** Raw user query; parsed here, with `@today` read against `today`. */
  query: string;
  /** Page size, 1..100 (0 counts only). */
  first: number;
  /** Offset for page-based lists. */
  skip?: number;
  /** For `@today`; default now. */
  today?: Date;
  /** Scopes looked up earlier in the same request (see ScopeCache). */
  scopes?: ScopeCache;
  /**
   * How far into the results a page may reach: a search's first 1,000 (GitHub's cap) unless told;
   * a repository's issue list (REST `GET /repos/{owner}/{repo}/issues`) pages through every one.
   */
  reach?: number;
}

export interface SearchResult {
  /** True total of matches the viewer may read (not capped). */
  issueCount: number;
  /** `issues.id` of the page, in order. */
  ids: number[];
  /** SSO-requiring organizations whose non-public results were hidden from this viewer. */
  hiddenSsoOrganizationIds: number[];
}

/** Only the first 1,000 results of a search are reachable, as on GitHub. */
export const MAX_REACHABLE_RESULTS = 1000;
export const MAX_PAGE_SIZE = 100;

/** An invalid query: every problem with its position, answered as INVALID_QUERY with `positions`. */
export class SearchQueryError extends DomainError {
  readonly errors: { message: string; start: number; end: number }[];
  constructor(errors: { message: string; start: number; end: number }[]) {
    super('INVALID_QUERY', errors.map((e) => e.message).join(' '), { positions: errors.map(({ start, end }) => ({ start, end })) });
    this.errors = errors;
  }
}

function compile(viewer: SearchViewer, query: string, today: Date, withoutState = false): CompiledQuery {
  const parsed = parse(query);
  const compiled = compileQuery(parsed.errors.length > 0 ? null : parsed.root, { viewerId: viewer.id, today, withoutState });
  const errors = [...parsed.errors, ...compiled.errors];
  if (errors.length > 0) throw new SearchQueryError(errors.map((e) => ({ message: e.message, start: e.span.start, end: e.span.end })));
  return compiled;
}

/**
 * Every repository the viewer may read, as the CTE `search_readable`, with `sso_hidden` set for
 * non-public repositories of organizations that require an SSO session the viewer does not hold.
 * Relationship qualifiers (`blocked-by:`, `linked:`…) check the issues they reach against it.
 */
function readableCte(viewer: SearchViewer): SQL {
  // readableRepositories reads only the viewer's id and site-admin flag.
  const readable = readableRepositories(viewer, sql.raw('r'));
  return sql`search_readable AS MATERIALIZED (
      SELECT r.id, r.owner_id, r.has_issues_enabled, ${ssoHidden(viewer)} AS sso_hidden
      FROM repositories r
      WHERE ${readable}
    )`;
}

const dialect = new PgDialect();
const readableUse = new WeakMap<CompiledQuery, boolean>();

/**
 * `WITH` and the given CTEs, `search_readable` first when the query's conditions read it (only
 * relationship qualifiers do; an unused CTE still costs parsing on every search).
 */
function withCtes(viewer: SearchViewer, compiled: CompiledQuery, ...ctes: SQL[]): SQL {
  let reads = readableUse.get(compiled);
  if (reads === undefined) {
    reads = dialect.sqlToQuery(compiled.where).sql.includes('search_readable');
    readableUse.set(compiled, reads);
  }
  const all = reads ? [readableCte(viewer), ...ctes] : ctes;
  return all.length > 0 ? sql`WITH ${sql.join(all, sql`, `)} ` : sql``;
}

/** Whether repository `r` is hidden from the viewer by its organization's SSO rule (the policy's SQL form). */
function ssoHidden(viewer: SearchViewer): SQL {
  return ssoHiddenRepository(viewer, sql.raw('r'));
}

/** How the issue statement reaches the searched repositories (looked up first, see resolveScope). */
interface Scope {
  /** The searched repositories' ids as a literal list, so the planner sees real repositories. */
  ids: SQL;
  /** Those with issues turned off, or null when there are none. */
  issuesOff: SQL | null;
  /** Nothing to search. */
  empty: boolean;
  /** The SSO organizations that hid results. */
  hidden: number[];
  /**
   * Test the repository of each match instead of intersecting with an index scan of every
   * searched repository: set when the query's own conditions select few rows (see fewMatchesEverywhere).
   */
  filterRepositories: boolean;
}

/** The repositories of one scope for one viewer (see resolveScope). */
export interface ScopeRepositories {
  /** Readable, not SSO-hidden repositories inside the query's `repo:`/`org:`/`user:` scope. */
  visible: number[];
  /** Those of them with issues turned off (their pull requests stay searchable). */
  issuesOff: number[];
  /** SSO-requiring organizations whose non-public repositories were left out. */
  hidden: number[];
  /** Issues and pull requests in the visible repositories (their counters). */
  size: number;
}

/**
 * Scopes already looked up during one request (a search and its open/closed counts search the
 * same repositories), keyed by viewer and scope terms. Never shared across requests: access can
 * change between them.
 */
export type ScopeCache = Map<string, Promise<ScopeRepositories>>;

/**
 * First step: the repository ids to search, so the issue query sees real ids (and their
 * statistics). The scope filters before the read rule, so `repo:a/b` checks one repository.
 */
async function resolveScope(tx: DbOrTx, viewer: SearchViewer, compiled: CompiledQuery, cache?: ScopeCache): Promise<Scope> {
  const key = `${viewer.id}:${viewer.isSiteAdmin ? 'admin' : ''}:${compiled.scopeKey}`;
  // One statement looks up what is missing: the repositories (unless this request already did),
  // the label keys and the frequent-word bits. Each statement has a fixed cost (on PGlite, about
  // half a millisecond of planning), which simple searches would otherwise pay three times.
  const columns: SQL[] = [];
  const labelNames = [...new Set(compiled.labelKeys.flatMap((list) => list.names))];
  if (labelNames.length > 0) columns.push(sql`${labelKeysJson(labelNames)} AS labels`);
  const texts = [...new Set(compiled.textTerms.map((term) => term.text))];
  if (texts.length > 0) columns.push(sql`${lexemeBitsJson(texts)} AS words`);
  let found = cache?.get(key);
  let row: LookupRow | undefined;
  if (!found) {
    // A row per repository; the label keys and words ride along on each (computed once).
    const extra = columns.length > 0 ? sql`, ${sql.join(columns, sql`, `)}` : sql``;
    const lookup = queryRows(tx, sql`${scopeRows(viewer, compiled, extra)} ORDER BY r.id`, scopeRow);
    found = lookup.then(repositoriesOf);
    cache?.set(key, found);
    const rows = await lookup;
    row = rows[0] ?? (columns.length > 0 ? (await queryRows(tx, sql`SELECT ${sql.join(columns, sql`, `)}`, lookupRow))[0] : undefined);
  } else if (columns.length > 0) {
    row = (await queryRows(tx, sql`SELECT ${sql.join(columns, sql`, `)}`, lookupRow))[0];
  }
  const repositories = await found;
  const scope: Scope = {
    ids: idList(repositories.visible),
    issuesOff: repositories.issuesOff.length > 0 ? idList(repositories.issuesOff) : null,
    empty: repositories.visible.length === 0,
    hidden: repositories.hidden,
    filterRepositories: false,
  };
  compiled.scopeIds.append(repositories.visible.length > 0 ? scope.ids : sql`(NULL)`);
  applyLabelKeys(compiled, row?.labels);
  applyTextTerms(compiled, parseLexemeBits(row?.words));
  scope.filterRepositories = await fewMatchesEverywhere(tx, viewer, compiled, repositories);
  return scope;
}

/** The label keys and frequent-word bits a query needs (JSON, read by applyLabelKeys and parseLexemeBits). */
const lookupShape = { labels: nullable(json), words: nullable(json) };
const lookupRow = rowShape(lookupShape);
type LookupRow = RowOf<typeof lookupShape>;

/** A repository of the scope, with the lookup's columns riding along. */
const scopeRow = rowShape({ ...lookupShape, id: int, owner_id: int, has_issues_enabled: bool, size: int, sso_hidden: bool });
type ScopeRow = ReturnType<typeof scopeRow>;

/** The readable repositories of the query's scope, with their SSO flag (see resolveScope). */
function scopeRows(viewer: SearchViewer, compiled: CompiledQuery, extra: SQL): SQL {
  // Without repo:/org:/user: terms the readable repositories are found grant by grant; with
  // them, the scope terms narrow first.
  const candidates = compiled.namedScope ? null : readableRepositoryIds(viewer);
  return sql`SELECT r.id, r.owner_id, r.has_issues_enabled,
      r.open_issues_count + r.closed_issues_count + r.open_pull_requests_count + r.closed_pull_requests_count AS size,
      ${ssoHidden(viewer)} AS sso_hidden${extra}
    FROM repositories r
    WHERE ${candidates ? sql`r.id IN ${candidates} AND ` : sql``}${compiled.scope ?? sql`TRUE`} AND ${readableRepositories(viewer, sql.raw('r'))}`;
}

/** The looked-up repositories of one scope. */
function repositoriesOf(rows: ScopeRow[]): ScopeRepositories {
  const found: ScopeRepositories = { visible: [], issuesOff: [], hidden: [], size: 0 };
  const hidden = new Set<number>();
  for (const row of rows) {
    if (row.sso_hidden) {
      hidden.add(row.owner_id);
      continue;
    }
    found.visible.push(row.id);
    if (!row.has_issues_enabled) found.issuesOff.push(row.id);
    found.size += row.size;
  }
  found.hidden = [...hidden].sort((a, b) => a - b);
  return found;
}

/**
 * When fewMatchesEverywhere tests each match's repository: the searched repositories hold at
 * least `largeScope` issues (below that, reading them by repository is always cheap), the query's
 * own conditions select under `matchShare` of those, and the planner reckons finding them costs
 * under `costShare` of reading the whole table. Tests raise `costShare` to reach the path with
 * small tables, whose plans are all cheap.
 */
export const searchTuning = { largeScope: 20_000, matchShare: 1 / 20, costShare: 1 / 5 };

/**
 * Whether the query's own conditions, over all repositories, select fewer rows than a twentieth
 * of the issues in the searched ones, by the planner's estimate (EXPLAIN without running, well
 * under a millisecond). Then fetching those rows and testing each one's repository is cheaper than
 * intersecting with an index scan of every searched repository — which PostgreSQL prefers, though
 * over a few hundred repositories building that bitmap alone takes ~50 ms at a million issues (a
 * rare word, `author:@me` across everything readable). Broad conditions keep the intersection.
 */
async function fewMatchesEverywhere(tx: DbOrTx, viewer: SearchViewer, compiled: CompiledQuery, scope: ScopeRepositories): Promise<boolean> {
  if (compiled.counters || scope.visible.length < 2 || scope.size < searchTuning.largeScope) return false;
  const estimate = async (query: SQL) => {
    const rows = await queryRows(tx, sql`EXPLAIN (FORMAT JSON) ${query}`, rowShape({ 'QUERY PLAN': json }));
    const plan = (rows[0]?.['QUERY PLAN'] as { Plan?: PlanNode }[] | undefined)?.[0]?.Plan;
    return { rows: plan?.['Plan Rows'] ?? Infinity, cost: plan?.['Total Cost'] ?? Infinity, plan };
  };
  const matches = await estimate(sql`${withCtes(viewer, compiled)}SELECT 1 FROM issues i WHERE ${compiled.where}`);
  if (matches.rows >= scope.size * searchTuning.matchShare || readsAll(matches.plan)) return false;
  // Only where an index finds those rows cheaply: a condition no index serves (`comments:>100`)
  // would otherwise turn into reading every issue. (`SELECT *`: every column, so the estimate is a
  // read of the table, not of its smallest index.)
  const cached = tableReadCost.get(tx);
  let everything = cached && cached.at > Date.now() - 60_000 ? cached.cost : undefined;
  if (everything === undefined) {
    everything = (await estimate(sql`SELECT * FROM issues`)).cost;
    tableReadCost.set(tx, { cost: everything, at: Date.now() });
  }
  return matches.cost < everything * searchTuning.costShare;
}

/** The planner's cost of reading all of `issues`, per database, kept a minute (it follows the statistics, not each write). */
const tableReadCost = new WeakMap<object, { cost: number; at: number }>();

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Plan Rows'?: number;
  'Total Cost'?: number;
  Plans?: PlanNode[];
}

/**
 * Whether a plan reads all of `issues` or one of its indexes whose first column is the repository
 * (without a repository condition, those are read whole): then testing each row's repository
 * would not save the scan it is meant to replace.
 */
function readsAll(node: PlanNode | undefined): boolean {
  if (!node) return true;
  if (node['Relation Name'] === 'issues') {
    const type = node['Node Type'] ?? '';
    const index = node['Index Name'] ?? '';
    if (type === 'Seq Scan') return true;
    if (/^issues_(repo_|search_cover_idx|search_pr_cover_idx)/.test(index)) return true;
    if ((type === 'Index Scan' || type === 'Index Only Scan') && node['Index Cond'] === undefined) return true;
  }
  return (node.Plans ?? []).some(readsAll);
}

/** `[input, id]` pairs of the `label_name_keys` of the names, as JSON (see applyLabelKeys). */
function labelKeysJson(names: string[]): SQL {
  return sql`(SELECT json_agg(json_build_array(x.input, k.id)) FROM unnest(${sql.param(names)}::text[]) AS x(input)
    JOIN label_name_keys k ON k.name = lower(x.input))`;
}

/** Appends to each `label:` condition the `label_name_keys` ids of its names (none: an empty array). */
function applyLabelKeys(compiled: CompiledQuery, json: unknown): void {
  if (compiled.labelKeys.length === 0) return;
  const list: unknown = typeof json === 'string' ? JSON.parse(json) : json;
  const keys = new Map<string, number[]>();
  for (const [input, id] of (Array.isArray(list) ? list : []) as [string, number | string][]) {
    keys.set(input, [...(keys.get(input) ?? []), Number(id)]);
  }
  for (const entry of compiled.labelKeys) {
    const ids = [...new Set(entry.names.flatMap((name) => keys.get(name) ?? []))].sort((a, b) => a - b);
    entry.target.append(sql.raw(`'{${integers(ids)}}'::integer[]`));
  }
}

/**
 * Appends to each free-text term its frequent-word bit test, its exact check, or both (see
 * TextTerm). A term that needs its exact check reads table rows for every candidate: the query
 * then stops being plain, so the matches are collected once for the count and the page.
 */
function applyTextTerms(compiled: CompiledQuery, found: LexemeBits): void {
  for (const term of compiled.textTerms) {
    const words = found.get(term.text);
    const bits = words && words.bits.length > 0 ? hasLexemeBits(term.alias, words.bits) : null;
    if (bits && term.replaceable && words?.bits.length === words?.lexemes) {
      term.target.append(bits);
    } else {
      term.target.append(bits ? sql`(${bits} AND ${term.exact})` : term.exact);
      compiled.plain = false;
    }
  }
}

/** Integer ids from the database, written as literals so the planner sees them. */
function idList(ids: number[]): SQL {
  return sql.raw(`(${integers(ids)})`);
}

/** Integers as a comma-separated literal list (never anything but digits). */
function integers(ids: number[]): string {
  return ids.map((id) => String(Math.trunc(Number(id)))).join(',');
}

/**
 * The total of a type-and-state query from the repositories' counters (kept by a trigger on
 * `issues`); issues of repositories with issues turned off are left out as in matchesFrom.
 */
function counterTotal(counters: CounterQuery, scope: Scope, state: 'open' | 'closed' | null = counters.state): SQL {
  const columns = (kind: 'issues' | 'pull_requests') =>
    (state === null ? ['open', 'closed'] : [state]).map((s) => `rc.${s}_${kind}_count`).join(' + ');
  const issuesOff = scope.issuesOff
    ? sql`CASE WHEN rc.id IN ${scope.issuesOff} THEN 0 ELSE ${sql.raw(columns('issues'))} END`
    : sql.raw(columns('issues'));
  const parts: SQL[] = [];
  if (counters.kind !== 'pull_request') parts.push(issuesOff);
  if (counters.kind !== 'issue') parts.push(sql.raw(columns('pull_requests')));
  return sql`(SELECT coalesce(sum(${sql.join(parts, sql` + `)}), 0) FROM repositories rc WHERE rc.id IN ${scope.ids})::int`;
}

/** Issues of the scope matching the query; issues of repositories with issues turned off stay hidden. */
function matchesFrom(compiled: CompiledQuery, scope: Scope): SQL {
  const issuesOff = scope.issuesOff ? sql` AND (${I}.kind = 'pull_request' OR ${I}.repo_id NOT IN ${scope.issuesOff})` : sql``;
  // `repo_id + 0` is the same test, but not one an index can answer (see fewMatchesEverywhere).
  const repository = scope.filterRepositories ? sql`(${I}.repo_id + 0)` : sql`${I}.repo_id`;
  return sql`FROM issues i WHERE ${repository} IN ${scope.ids}${issuesOff} AND ${compiled.where}`;
}

/**
 * Runs a search for one viewer: the total, one page of ids and the SSO organizations whose
 * results were hidden. The repositories are resolved first. Then, when every condition is on plain
 * columns, the page is an ordered LIMIT (the composite indexes serve it) next to a count; otherwise
 * the matches are materialized once (id and sort key), so a selective filter never walks a whole
 * date index looking for `LIMIT` rows, and the count and the page read the same set.
 */
export async function searchIssues(db: DbOrTx, viewer: SearchViewer, request: SearchRequest): Promise<SearchResult> {
  const compiled = compile(viewer, request.query, request.today ?? new Date());
  const first = Math.max(0, Math.min(MAX_PAGE_SIZE, Math.floor(request.first)));
  const skip = Math.max(0, Math.floor(request.skip ?? 0));
  const limit = Math.max(0, Math.min(first, (request.reach ?? MAX_REACHABLE_RESULTS) - skip));
  // The list indexes are `DESC NULLS LAST`; ordering the same way lets PostgreSQL read a page in
  // index order instead of sorting every match. (Only milestone priority is ever null: items never
  // placed then come last in the milestone's order, as the reprioritizer reads it.)
  const direction = sql.raw(compiled.sort.direction === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST');
  const scope = await resolveScope(db, viewer, compiled, request.scopes);
  if (scope.empty) return { issueCount: 0, ids: [], hiddenSsoOrganizationIds: scope.hidden };
  const from = matchesFrom(compiled, scope);
  // Few matches (see fewMatchesEverywhere) are collected and sorted; walking a date index for them
  // would pass over thousands of other rows per match.
  if (compiled.plain && !scope.filterRepositories) {
    // Count and an index-ordered page, as two subqueries of one statement.
    const ordered =
      limit > 0
        ? sql`array_to_json(ARRAY(SELECT ${I}.id ${from} ORDER BY ${compiled.sort.key} ${direction}, ${I}.id ${direction} LIMIT ${limit} OFFSET ${skip}))`
        : sql`'[]'::json`;
    const total = compiled.counters ? counterTotal(compiled.counters, scope) : sql`(SELECT count(*) ${from})::int`;
    const rows = await queryRows(db, sql`${withCtes(viewer, compiled)}SELECT ${total} AS total, ${ordered} AS ids`, searchRow);
    return { issueCount: rows[0]?.total ?? 0, ids: rows[0]?.ids ?? [], hiddenSsoOrganizationIds: scope.hidden };
  }
  const page =
    limit > 0
      ? sql`array_to_json(ARRAY(SELECT m.id FROM search_matches m ORDER BY m.sort_key ${direction}, m.id ${direction} LIMIT ${limit} OFFSET ${skip}))`
      : sql`'[]'::json`;
  const rows = await queryRows(
    db,
    sql`${withCtes(viewer, compiled, sql`search_matches AS MATERIALIZED (SELECT ${I}.id, ${compiled.sort.key} AS sort_key ${from})`)}
      SELECT (SELECT count(*) FROM search_matches)::int AS total, ${page} AS ids`,
    searchRow,
  );
  return { issueCount: rows[0]?.total ?? 0, ids: rows[0]?.ids ?? [], hiddenSsoOrganizationIds: scope.hidden };
}

/** The total and one page of ids (a JSON array). */
const searchRow = rowShape({ total: int, ids: (value, column) => arrayOf(int)(json(value, column), column) });

const stateCountsRow = rowShape({ open: int, closed: int });

/**
 * The repositories a query searches for a viewer and how the issue query will reach them
 * (for tests and diagnostics; searchIssues resolves the same).
 */
export async function describeSearchScope(
  db: DbOrTx,
  viewer: SearchViewer,
  query: string,
  today?: Date,
): Promise<{ repositories: number; issues: number; filterRepositories: boolean }> {
  const compiled = compile(viewer, query, today ?? new Date());
  const cache: ScopeCache = new Map();
  const scope = await resolveScope(db, viewer, compiled, cache);
  const repositories = await [...cache.values()][0];
  if (!repositories) throw new Error('the scope lookup was not cached');
  return { repositories: repositories.visible.length, issues: repositories.size, filterRepositories: scope.filterRepositories };
}

/** Open and closed counts of a query whose own state terms (`is:open`, `state:closed`) are left out. */
export async function countIssuesByState(
  db: DbOrTx,
  viewer: SearchViewer,
  query: string,
  today?: Date,
  scopes?: ScopeCache,
): Promise<{ open: number; closed: number }> {
  const compiled = compile(viewer, query, today ?? new Date(), true);
  const scope = await resolveScope(db, viewer, compiled, scopes);
  if (scope.empty) return { open: 0, closed: 0 };
  if (compiled.counters) {
    const counted = await queryRows(
      db,
      sql`${withCtes(viewer, compiled)}SELECT ${counterTotal(compiled.counters, scope, 'open')} AS open, ${counterTotal(compiled.counters, scope, 'closed')} AS closed`,
      stateCountsRow,
    );
    return { open: counted[0]?.open ?? 0, closed: counted[0]?.closed ?? 0 };
  }
  const rows = await queryRows(
    db,
    sql`${withCtes(viewer, compiled)}
      SELECT count(*) FILTER (WHERE ${I}.state = 'open')::int AS open, count(*) FILTER (WHERE ${I}.state = 'closed')::int AS closed
      ${matchesFrom(compiled, scope)}`,
    stateCountsRow,
  );
  return { open: rows[0]?.open ?? 0, closed: rows[0]?.closed ?? 0 };
}
