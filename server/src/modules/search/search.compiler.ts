import { sql, type SQL } from 'drizzle-orm';
import {
  IS_VALUES,
  serializeQualifier,
  textTokens,
  type QualifierNode,
  type QueryError,
  type QueryNode,
  type TextNode,
} from '@issues/search-query';
import { compileQualifier, compileScopeQualifier } from './search.qualifiers.ts';
import { compileSort, type SearchSort } from './search.sort.ts';
import {
  allOf,
  anyOf,
  fail,
  issueIn,
  not,
  TRUE,
  type CompileContext,
  type IdSource,
  type LabelKeyList,
  type TextTerm,
  type SelfCondition,
  type TextField,
} from './search.sql.ts';

/** A compiled query: the WHERE condition over `i`/`r`, the repository scope and the ordering. */
export interface CompiledQuery {
  where: SQL;
  /** Union of the top-level positive `repo:`/`org:`/`user:` terms over `r`, or null for "everywhere". */
  scope: SQL | null;
  /** Whether positive `repo:`/`org:`/`user:` terms name the repositories (`scope` also holds `archived:` and the like). */
  namedScope: boolean;
  sort: SearchSort;
  /**
   * Only conditions on columns of `issues`/`repositories` (state, kind, dates, counts, scope): the
   * planner estimates them from column statistics, so an index-ordered LIMIT is safe.
   */
  plain: boolean;
  /** Empty until the engine appends the resolved repository ids (see CompileContext.scopeIds). */
  scopeIds: SQL;
  /** The terms `scope` is made of, written out: queries with the same key search the same repositories. */
  scopeKey: string;
  /** Label name lists whose key arrays the engine appends (see CompileContext.labelKeys). */
  labelKeys: LabelKeyList[];
  /** Free-text terms whose frequent-word bits the engine appends (see TextTerm). */
  textTerms: TextTerm[];
  /**
   * Set when the query filters by nothing but the repository scope, type and state: its total is
   * the sum of the repositories' counters (`open_issues_count`…) rather than a count of rows.
   */
  counters: CounterQuery | null;
  errors: QueryError[];
}

export interface CounterQuery {
  kind: 'issue' | 'pull_request' | null;
  state: 'open' | 'closed' | null;
}

const COUNTER_VALUES: Record<string, Partial<CounterQuery>> = {
  issue: { kind: 'issue' },
  pr: { kind: 'pull_request' },
  'pull-request': { kind: 'pull_request' },
  open: { state: 'open' },
  closed: { state: 'closed' },
};

/** The type and state a list of top-level terms asks for, when those are all it asks (see CompiledQuery.counters). */
function counterQuery(terms: readonly QueryNode[]): CounterQuery | null {
  const found: CounterQuery = { kind: null, state: null };
  for (const term of terms) {
    if (term.kind !== 'qualifier' || term.negated || term.values.length !== 1) return null;
    const value = term.values[0];
    if (!value || value.quoted || !['is', 'type', 'state'].includes(term.key)) return null;
    const text = value.text.toLowerCase();
    const hit = Object.hasOwn(COUNTER_VALUES, text) ? COUNTER_VALUES[text] : undefined;
    if (!hit || (term.key === 'state' && hit.state === undefined) || (term.key === 'type' && hit.kind === undefined)) return null;
    // Contradictions (is:issue is:pr) take the ordinary path, which finds nothing.
    if (hit.kind && found.kind && hit.kind !== found.kind) return null;
    if (hit.state && found.state && hit.state !== found.state) return null;
    found.kind = hit.kind ?? found.kind;
    found.state = hit.state ?? found.state;
  }
  return found;
}

export interface CompileOptions {
  viewerId: number;
  today: Date;
  /** Leave out top-level state terms (`is:open`, `state:closed`…): the open/closed counts add their own. */
  withoutState?: boolean;
}

const ALL_FIELDS: readonly TextField[] = ['title', 'body', 'comments'];
const SCOPE_KEYS = new Set(['repo', 'org', 'user']);
const IN_VALUES: Record<string, TextField> = { title: 'title', body: 'body', comments: 'comments', comment: 'comments' };

const REPOSITORY_IS = new Set(['public', 'private', 'internal']);

/** A top-level term about the repository only: `is:private`, `archived:false`, `language:`, `-repo:`… */
function isRepositoryTerm(node: QueryNode): node is QualifierNode {
  if (node.kind !== 'qualifier' || node.values.length === 0) return false;
  if (node.key === 'archived' || node.key === 'language') return true;
  if (node.key === 'is') return node.values.every((v) => REPOSITORY_IS.has(v.text.toLowerCase()));
  return SCOPE_KEYS.has(node.key) && node.negated;
}

function isStateTerm(node: QueryNode): boolean {
  if (node.kind !== 'qualifier' || node.negated) return false;
  if (node.key === 'state') return true;
  return node.key === 'is' && node.values.every((v) => ['open', 'closed'].includes(v.text.toLowerCase()));
}

const PLAIN_KEYS = new Set([
  'state',
  'reason',
  'draft',
  'archived',
  'created',
  'updated',
  'closed',
  'merged',
  'comments',
  'reactions',
  'interactions',
  'repo',
  'org',
  'user',
  'sort',
  'in',
  'language',
  'label',
]);
/** `is:` values that test columns of the issue row itself (not `blocked`/`blocking`, which look at other issues). */
const PLAIN_VALUES: Record<string, ReadonlySet<string>> = {
  is: new Set(IS_VALUES.filter((value) => value !== 'blocked' && value !== 'blocking')),
  type: new Set(['issue', 'pr', 'pull-request']),
  // Presence kept on the issue row (`label_keys`, `assignee_ids`, `milestone_id`, `issue_type_id`).
  no: new Set(['label', 'labels', 'assignee', 'assignees', 'milestone', 'type']),
  has: new Set(['label', 'labels', 'assignee', 'assignees', 'milestone', 'type']),
};

const HEX_WORD = /^[0-9a-f]{7,40}$/i;

function isPlain(node: QueryNode): boolean {
  switch (node.kind) {
    case 'text':
      // A word or phrase; a long hex word also looks for a commit (a subquery).
      return node.phrase || !HEX_WORD.test(node.text);
    case 'qualifier': {
      if (node.key === 'assignee') return node.values.every((v) => v.text === '*' && !v.quoted);
      const values = PLAIN_VALUES[node.key];
      return PLAIN_KEYS.has(node.key) || (values !== undefined && node.values.every((v) => values.has(v.text.toLowerCase())));
    }
    case 'and':
    case 'or':
      return node.children.every(isPlain);
    case 'not':
    case 'group':
      return isPlain(node.child);
  }
}

/** Top-level AND terms (the root itself when it is not an AND). */
function topLevelTerms(root: QueryNode | null): QueryNode[] {
  if (!root) return [];
  return root.kind === 'and' ? root.children : [root];
}

/** `in:` terms of one group level: through AND, OR and NOT, but not into nested parentheses. */
function collectFields(node: QueryNode, found: Set<TextField>): void {
  switch (node.kind) {
    case 'qualifier':
      if (node.key !== 'in') return;
      for (const value of node.values) {
        const field = value.text.toLowerCase();
        const mapped = Object.hasOwn(IN_VALUES, field) ? IN_VALUES[field] : undefined;
        if (mapped) found.add(mapped);
      }
      return;
    case 'and':
    case 'or':
      for (const child of node.children) collectFields(child, found);
      return;
    case 'not':
      collectFields(node.child, found);
      return;
    default:
      return;
  }
}

/**
 * The fields free text searches inside a group (the whole query or a parenthesised group): its
 * own `in:` terms (several are unioned), else the enclosing group's (search-syntax §1.7 [OURS]).
 */
function scopeFields(node: QueryNode, inherited: readonly TextField[]): readonly TextField[] {
  const found = new Set<TextField>();
  collectFields(node, found);
  return found.size > 0 ? [...found] : inherited;
}

function textCondition(node: TextNode, fields: readonly TextField[], ctx: CompileContext, negated: boolean): SQL {
  // A term without any letter or digit (only punctuation) has no lexeme in the 'simple'
  // configuration: it constrains nothing rather than matching nothing.
  if (!/[\p{L}\p{N}]/u.test(node.text)) return TRUE;
  const query = node.phrase ? sql`phraseto_tsquery('simple', ${node.text})` : sql`plainto_tsquery('simple', ${node.text})`;
  if (!negated) ctx.rank.push(query);
  const sources: (IdSource | SelfCondition)[] = [];
  const title = fields.includes('title');
  const body = fields.includes('body');
  const comments = fields.includes('comments');
  // The GIN index on search_vector (title A, body B, all comments C) finds the candidates. A
  // one-word term in every field needs nothing more; otherwise each searched field is checked on
  // its own, so a phrase never spans two fields or two comments.
  const oneWord = textTokens(node.text).length <= 1;
  const deferred = (a: SQL, replaceable: boolean, exact: SQL): SQL => {
    const target = sql``;
    ctx.textTerms.push({ text: node.text, alias: a, replaceable, exact, target });
    return target;
  };
  // The word's frequent-word bits, when it has them, answer it (one word in every field) or
  // narrow the rows the exact check reads.
  if (title && body && comments && oneWord) sources.push((a) => deferred(a, true, sql`${a}.search_vector @@ ${query}`));
  else if (title || body || comments) {
    sources.push((a) => {
      // ts_filter keeps one field's words with their positions, so a phrase matches inside it
      // alone; all comments share weight C, so a phrase there is checked comment by comment.
      const checks: SQL[] = [];
      if (title) checks.push(sql`ts_filter(${a}.search_vector, '{a}') @@ ${query}`);
      if (body) checks.push(sql`ts_filter(${a}.search_vector, '{b}') @@ ${query}`);
      if (comments && oneWord) checks.push(sql`ts_filter(${a}.search_vector, '{c}') @@ ${query}`);
      else if (comments) {
        checks.push(sql`EXISTS (SELECT 1 FROM issue_comments ic WHERE ic.issue_id = ${a}.id AND ic.search_vector @@ ${query})`);
      }
      return deferred(a, false, sql`(${a}.search_vector @@ ${query} AND ${anyOf(checks)})`);
    });
  }
  // A long hex word also finds the pull request whose head commit starts with it.
  if (!node.phrase && HEX_WORD.test(node.text)) {
    const prefix = `${node.text.toLowerCase()}%`;
    sources.push(
      (a) =>
        sql`(${a}.kind = 'pull_request' AND ${a}.head_commit_id IN (SELECT co.id FROM commits co WHERE co.repo_id = ${a}.repo_id AND co.oid LIKE ${prefix}))`,
    );
  }
  return issueIn(ctx, sources);
}

interface Walk {
  ctx: CompileContext;
  fields: readonly TextField[];
  negated: boolean;
  /** Still in the top-level AND chain (no OR or NOT above). */
  topLevel: boolean;
  depth: number;
}

function compileNode(node: QueryNode, walk: Walk): SQL {
  const { ctx } = walk;
  switch (node.kind) {
    case 'text':
      ctx.semiJoin = walk.topLevel;
      return textCondition(node, walk.fields, ctx, walk.negated);
    case 'group':
      return compileNode(node.child, { ...walk, depth: walk.depth + 1, fields: scopeFields(node.child, walk.fields) });
    case 'not':
      return not(compileNode(node.child, { ...walk, negated: !walk.negated, topLevel: false }));
    case 'or':
      return anyOf(node.children.map((child) => compileNode(child, { ...walk, topLevel: false })));
    case 'and':
      return allOf(node.children.map((child) => compileNode(child, walk)));
    case 'qualifier':
      return compileQualifierNode(node, walk);
  }
}

function compileQualifierNode(node: QualifierNode, walk: Walk): SQL {
  const { ctx } = walk;
  if (node.key === 'in') {
    if (node.negated) return fail(ctx, node.span, '"-in:" is not supported.');
    // A directive of its group (see scopeFields), not a condition.
    return TRUE;
  }
  if (node.key === 'sort') return fail(ctx, node.span, '"sort:" may only appear at the top level of the query, not inside a group.');
  if (node.values.length === 0) return TRUE;
  ctx.semiJoin = walk.topLevel && !node.negated;
  const condition = compileQualifier(node, ctx);
  return node.negated && node.key !== 'no' ? not(condition) : condition;
}

/**
 * Compiles a parsed (and @today-normalised) query to SQL over `issues i` joined to its repository
 * `r`. Top-level positive `repo:`/`org:`/`user:` terms form the scope (their union, GitHub's
 * advanced-search rule); the last top-level `sort:` orders the results. Semantic errors (an
 * unknown `is:` value, a bad date) are collected with their positions, not thrown.
 */
export function compileQuery(root: QueryNode | null, options: CompileOptions): CompiledQuery {
  const ctx: CompileContext = {
    viewerId: options.viewerId,
    today: options.today,
    errors: [],
    rank: [],
    semiJoin: true,
    scopeIds: sql``,
    repositoryContext: false,
    labelKeys: [],
    textTerms: [],
  };
  const terms = topLevelTerms(root);
  const scopeTerms: SQL[] = [];
  const repositoryTerms: SQL[] = [];
  const scopeText: string[] = [];
  const rest: QueryNode[] = [];
  let sortNode: QualifierNode | null = null;
  for (const term of terms) {
    if (term.kind === 'qualifier' && term.key === 'sort') {
      if (term.negated) fail(ctx, term.span, '"-sort:" is not supported.');
      else sortNode = term;
    } else if (term.kind === 'qualifier' && SCOPE_KEYS.has(term.key) && !term.negated && term.values.length > 0) {
      ctx.repositoryContext = true;
      scopeTerms.push(compileScopeQualifier(term, ctx));
      ctx.repositoryContext = false;
      scopeText.push(serializeQualifier(term));
    } else if (isRepositoryTerm(term)) {
      // Conditions on the repository alone narrow the repository list searched first.
      ctx.semiJoin = false;
      ctx.repositoryContext = true;
      const condition = compileQualifier(term, ctx);
      ctx.repositoryContext = false;
      repositoryTerms.push(term.negated ? not(condition) : condition);
      scopeText.push(serializeQualifier(term));
    } else if (!(options.withoutState && isStateTerm(term))) {
      rest.push(term);
    }
  }
  const fields = root ? scopeFields(root, ALL_FIELDS) : ALL_FIELDS;
  const where = allOf(rest.map((term) => compileNode(term, { ctx, fields, negated: false, topLevel: true, depth: 0 })));
  const sort = compileSort(sortNode, ctx);
  const plain = rest.every(isPlain) && !/^reactions-|^relevance/.test(sortNode?.values.at(-1)?.text.toLowerCase() ?? '');
  const scope =
    scopeTerms.length > 0 || repositoryTerms.length > 0
      ? allOf([anyOf(scopeTerms.length > 0 ? scopeTerms : [TRUE]), ...repositoryTerms])
      : null;
  const counters = counterQuery(rest);
  const scopeKey = scopeText.join(' ');
  return {
    where,
    scope,
    namedScope: scopeTerms.length > 0,
    sort,
    plain,
    scopeIds: ctx.scopeIds,
    scopeKey,
    labelKeys: ctx.labelKeys,
    textTerms: ctx.textTerms,
    counters,
    errors: ctx.errors,
  };
}
