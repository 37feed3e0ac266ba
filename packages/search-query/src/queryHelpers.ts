import type { QueryNode } from './ast.ts';
import { fromTerms, isQualifier, makeQualifier, mapQualifiers, termsOf } from './edit.ts';
import { parseSyntax as parse } from './parse.ts';
import { serialize } from './serialize.ts';
import { type BaseSortKey, isDescendingOnly, parseSortValue, type ReactionEmoji, type SortDirection, type SortSpec } from './sort.ts';

/** The repository list's default query (spec §2 "Address parameters"). */
export const DEFAULT_REPOSITORY_QUERY = 'is:issue state:open';

/** Built-in views' queries (spec §9). */
export const DEFAULT_QUERIES = {
  assigned: 'is:issue state:open archived:false assignee:@me sort:updated-desc',
  created: 'is:issue state:open archived:false author:@me sort:updated-desc',
  mentioned: 'is:issue state:open archived:false mentions:@me sort:updated-desc',
  recent: 'is:issue involves:@me updated:>@today-1w sort:updated-desc',
  pullsAssignedToMe: 'state:open archived:false assignee:@me is:pr sort:updated-desc',
  repository: DEFAULT_REPOSITORY_QUERY,
} as const;

export type KnownViewId = keyof typeof DEFAULT_QUERIES;

/** Default query of the open/closed counts request. */
export const DEFAULT_COUNTS_QUERY = 'archived:false assignee:@me sort:updated-desc';

const PR_VALUES = new Set(['pr', 'pull-request']);

/** The kinds a query's top-level positive `is:` and `type:` terms ask for. */
function kindTerms(query: string): { pr: boolean; issue: boolean } {
  let pr = false;
  let issue = false;
  for (const term of termsOf(parse(query).root)) {
    if (term.kind !== 'qualifier' || term.negated || (term.key !== 'is' && term.key !== 'type')) continue;
    for (const value of term.values) {
      const text = value.text.toLowerCase();
      if (PR_VALUES.has(text)) pr = true;
      if (text === 'issue') issue = true;
    }
  }
  return { pr, issue };
}

/**
 * Whether a query lists only pull requests: a top-level positive `is:` or `type:` of pr or
 * pull-request, and none of issue.
 */
export function isPullRequestOnly(query: string): boolean {
  const kinds = kindTerms(query);
  return kinds.pr && !kinds.issue;
}

/**
 * Whether a query is limited to issues (bulk actions need it, spec §5): a top-level positive
 * `is:issue` or `type:issue`, and no pr or pull-request.
 */
export function isIssueOnly(query: string): boolean {
  const kinds = kindTerms(query);
  return kinds.issue && !kinds.pr;
}

function isStateValue(text: string): boolean {
  const lower = text.toLowerCase();
  return lower === 'open' || lower === 'closed';
}

function stateTree(root: QueryNode | null): QueryNode | null {
  return mapQualifiers(root, (qualifier) =>
    qualifier.key === 'is' && qualifier.values.every((value) => isStateValue(value.text)) ? { ...qualifier, key: 'state' } : qualifier,
  );
}

/** Rewrites `is:open`/`is:closed` (also negated) as `state:open`/`state:closed`. Unparsable queries are returned unchanged. */
export function toStateQualifiers(query: string): string {
  const parsed = parse(query);
  if (parsed.errors.length > 0) return query;
  return serialize(stateTree(parsed.root));
}

function canonicalTerms(query: string): string[] | null {
  const parsed = parse(query);
  if (parsed.errors.length > 0) return null;
  return termsOf(stateTree(parsed.root))
    .map((term) => serialize(term).toLowerCase())
    .sort();
}

/**
 * Whether a query counts as empty: blank, or the repository default open or closed query
 * (`is:issue state:open`, `is:issue state:closed`, in any order, `is:` state spellings included).
 */
export function isDefaultQuery(query: string): boolean {
  if (query.trim() === '') return true;
  const terms = canonicalTerms(query);
  if (!terms) return false;
  const key = terms.join(' ');
  return key === 'is:issue state:open' || key === 'is:issue state:closed';
}

/**
 * The query with a state: `is:open|closed` become `state:…`, negated top-level states are swapped
 * (`-state:open` → `state:closed`), and `state:open` is appended when there is no top-level state.
 */
export function withState(query: string): string {
  const parsed = parse(query);
  if (parsed.errors.length > 0) return query;
  const root = stateTree(parsed.root);
  const terms = termsOf(root).map((term): QueryNode => {
    if (!isQualifier(term, 'state', true) || term.values.length !== 1 || !isStateValue(term.values[0]?.text ?? '')) return term;
    const swapped = term.values[0]?.text.toLowerCase() === 'open' ? 'closed' : 'open';
    return makeQualifier('state', [swapped]);
  });
  if (!terms.some((term) => isQualifier(term, 'state', false))) terms.push(makeQualifier('state', ['open']));
  return serialize(fromTerms(terms, root));
}

/**
 * Replaces the state of a query for the Open/Closed tabs: every top-level `state:`/`is:open|closed`
 * term is removed and `state:{state}` appended.
 */
export function setState(query: string, state: 'open' | 'closed'): string {
  const parsed = parse(query);
  if (parsed.errors.length > 0) return query;
  const root = stateTree(parsed.root);
  const terms: QueryNode[] = termsOf(root).filter((term) => !isQualifier(term, 'state'));
  terms.push(makeQualifier('state', [state]));
  return serialize(fromTerms(terms, root));
}

export interface ApplySortResult {
  query: string;
  sort: SortSpec;
  /** Changing the sort always goes back to page 1. */
  resetPage: true;
}

/**
 * Sets the sort of a query: existing top-level sort terms are removed and `sort:KEY-DIRECTION`
 * appended. Relevance and reaction sorts are forced descending. `key` is a base key
 * (`created`, `reactions` …) with an optional emoji, or a full key such as `reactions-+1`.
 */
export function applySort(query: string, key: BaseSortKey | string, direction: SortDirection, emoji?: ReactionEmoji): ApplySortResult {
  const fullKey = emoji && key === 'reactions' ? `reactions-${emoji}` : key;
  const spec = parseSortValue(fullKey) ?? parseSortValue('created');
  const sort: SortSpec = { ...(spec as SortSpec), direction: isDescendingOnly(fullKey) ? 'desc' : direction };
  const parsed = parse(query);
  const term = `sort:${sort.key}-${sort.direction}`;
  if (parsed.errors.length > 0) {
    const stripped = query.replace(/(^|\s)sort:\S*/g, '').trim();
    return { query: stripped === '' ? term : `${stripped} ${term}`, sort, resetPage: true };
  }
  const terms: QueryNode[] = termsOf(parsed.root).filter((node) => !isQualifier(node, 'sort'));
  terms.push(makeQualifier('sort', [`${sort.key}-${sort.direction}`]));
  return { query: serialize(fromTerms(terms, parsed.root)), sort, resetPage: true };
}

/** Whether the sort menu's order options are enabled for a sort key (not for relevance and reaction sorts). */
export function isOrderSelectable(key: string, emoji?: ReactionEmoji): boolean {
  return !(key === 'relevance' || emoji !== undefined || key.startsWith('reactions-'));
}

/** The typed query with a trailing space appended, unless trailing-space removal is on, text is being composed, or it already ends with one. */
export function withTrailingSpace(query: string, options: { removeTrailingSpace?: boolean; composing?: boolean } = {}): string {
  if (options.removeTrailingSpace || options.composing || query === '' || query.endsWith(' ')) return query;
  return `${query} `;
}

/** The query to run for a submitted search box: an empty submission searches `is:issue`. */
export function submittedQuery(query: string): string {
  return query.trim() === '' ? 'is:issue' : query.trim();
}

/** The address's `q`: blank means the repository default query. */
export function queryFromAddress(q: string | null | undefined): string {
  return q === null || q === undefined || q.trim() === '' ? DEFAULT_REPOSITORY_QUERY : q;
}

/**
 * The one repository a query's results all belong to: its top-level positive `repo:` terms name
 * exactly one repository (GitHub joins several `repo:` terms with OR, so two repositories are
 * none). Null otherwise; lists across repositories offer no bulk actions (spec §5).
 */
export function listRepository(query: string): { owner: string; name: string } | null {
  // Repository names are case-insensitive: one name in two spellings is one repository.
  const named = new Map<string, string>();
  for (const term of termsOf(parse(query).root)) {
    if (term.kind !== 'qualifier' || term.negated || term.key !== 'repo') continue;
    for (const value of term.values) if (!named.has(value.text.toLowerCase())) named.set(value.text.toLowerCase(), value.text);
  }
  if (named.size !== 1) return null;
  const [owner, name, ...rest] = [...named.values()][0]?.split('/') ?? [];
  return owner && name && rest.length === 0 ? { owner, name } : null;
}
