import { sql, type SQL } from 'drizzle-orm';
import type { DateValue, NumberValue, QualifierNode, QualifierValue, QueryError } from '@issues/search-query';

/**
 * Building blocks of the compiled WHERE clause. The searched issue is always `i` and its
 * repository `r` (a row of the `search_scope` CTE); user values only ever enter as placeholders.
 */
export const I = sql.raw('i');
export const R = sql.raw('r');

export type TextField = 'title' | 'body' | 'comments';

/** State shared while one query compiles. */
export interface CompileContext {
  viewerId: number;
  today: Date;
  errors: QueryError[];
  /** tsqueries of the positive free-text terms, summed by `sort:relevance`. */
  rank: SQL[];
  /**
   * Whether the qualifier being compiled sits in the top-level AND chain, not under OR or NOT:
   * there membership tests are written `i.id IN (…)`, which PostgreSQL turns into a semi-join it
   * can drive from the small side; elsewhere they are correlated EXISTS probes, which never
   * degrade into rescanning a set too large to hash.
   */
  semiJoin: boolean;
  /**
   * The searched repository ids as an SQL list `(1,2,3)`, appended once the engine has resolved
   * them (after compiling): membership subqueries stay inside the scope instead of collecting
   * matches from every repository.
   */
  scopeIds: SQL;
  /** Compiling the repository scope (over `repositories r`) rather than the issue condition. */
  repositoryContext: boolean;
  /**
   * `label:` value lists awaiting their `label_name_keys` ids: the engine looks the names up with
   * the repository scope and appends each list's ids to `target` as an array literal, so the
   * planner estimates `label_keys && '{…}'` from the column's statistics.
   */
  labelKeys: LabelKeyList[];
  /** Free-text terms awaiting their frequent-word bits. */
  textTerms: TextTerm[];
}

/**
 * A free-text term awaiting its frequent-word bits (see search.lexemes.ts): the engine looks
 * up the words of `text` and appends to `target` either the bit test (`replaceable` terms whose
 * words all have bits: the test is then exact) or `exact` preceded by the bit test as a
 * pre-filter (`exact` alone when no word has a bit).
 */
export interface TextTerm {
  text: string;
  alias: SQL;
  replaceable: boolean;
  exact: SQL;
  target: SQL;
}

export interface LabelKeyList {
  names: string[];
  target: SQL;
}

/** Rows of another table naming issues: `SELECT id FROM from WHERE where`. */
export interface IdSource {
  from: SQL;
  id: SQL;
  where: SQL;
}

/** A condition on the issue row itself, written for any alias of `issues`. */
export type SelfCondition = (alias: SQL) => SQL;

/** The issue has a label / an assignee: the `label_keys` and `assignee_ids` kept on its row. */
export const HAS_LABEL: SelfCondition = (a) => sql`${a}.label_keys <> '{}'::integer[]`;
export const HAS_ASSIGNEE: SelfCondition = (a) => sql`${a}.assignee_ids <> '{}'::integer[]`;

/** The issue is named by one of the sources (or meets one of the self conditions). */
export function issueIn(ctx: CompileContext, sources: (IdSource | SelfCondition)[]): SQL {
  // Conditions on the row alone stay on the row: the covering index answers them.
  if (sources.every((s) => typeof s === 'function')) return anyOf(sources.map((s) => s(I)));
  if (ctx.semiJoin) {
    const self = sql.raw('si');
    const selects = sources.map((s) =>
      typeof s === 'function'
        ? sql`SELECT si.id FROM issues si WHERE si.repo_id IN ${ctx.scopeIds} AND ${s(self)}`
        : sql`SELECT ${s.id} FROM ${s.from} WHERE ${s.where}`,
    );
    return sql`${I}.id IN (${sql.join(selects, sql` UNION ALL `)})`;
  }
  return anyOf(
    sources.map((s) => (typeof s === 'function' ? s(I) : sql`EXISTS (SELECT 1 FROM ${s.from} WHERE ${s.id} = ${I}.id AND ${s.where})`)),
  );
}

export const TRUE = sql`TRUE`;
export const FALSE = sql`FALSE`;

export function anyOf(parts: SQL[]): SQL {
  if (parts.length === 0) return FALSE;
  if (parts.length === 1) return parts[0] ?? FALSE;
  return sql`(${sql.join(parts, sql` OR `)})`;
}

export function allOf(parts: SQL[]): SQL {
  if (parts.length === 0) return TRUE;
  if (parts.length === 1) return parts[0] ?? TRUE;
  return sql`(${sql.join(parts, sql` AND `)})`;
}

/** NOT that treats "unknown" (NULL, e.g. a missing milestone) as "does not match". */
export function not(condition: SQL): SQL {
  return sql`(NOT COALESCE(${condition}, FALSE))`;
}

export function list(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

export function lowerValues(values: readonly QualifierValue[]): string[] {
  return values.map((v) => v.text.toLowerCase());
}

export function fail(ctx: CompileContext, span: { start: number; end: number }, message: string): SQL {
  ctx.errors.push({ message, span: { start: span.start, end: span.end } });
  return FALSE;
}

/** Account ids for a login (`@me` is the viewer). Bots also answer to `name[bot]`. */
export function accountIds(ctx: CompileContext, login: string): SQL {
  const lower = login.toLowerCase();
  if (lower === '@me') return sql`(${ctx.viewerId})`;
  const bot = lower.endsWith('[bot]') ? lower.slice(0, -5) : null;
  if (bot !== null) {
    return sql`(SELECT id FROM accounts WHERE lower(login) = ${lower} OR (kind = 'bot' AND lower(login) = ${bot}))`;
  }
  return sql`(SELECT id FROM accounts WHERE lower(login) = ${lower})`;
}

/** `OWNER/NAME` → repository ids. */
export function repositoryIds(owner: string, name: string): SQL {
  return sql`(SELECT rr.id FROM repositories rr JOIN accounts ro ON ro.id = rr.owner_id
    WHERE lower(ro.login) = ${owner.toLowerCase()} AND lower(rr.name) = ${name.toLowerCase()})`;
}

/**
 * Another issue the viewer may read (referenced by `parent-issue:`, `blocked-by:`, a blocker, a
 * linked pull request…): a reference into an unreadable repository must not reveal it exists.
 */
export function visibleIssue(alias: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM search_readable sr WHERE sr.id = ${alias}.repo_id AND NOT sr.sso_hidden AND (sr.has_issues_enabled OR ${alias}.kind = 'pull_request'))`;
}

/** `OWNER/REPO#N` (quotes optional) → the id of that readable issue. */
export function referencedIssue(ctx: CompileContext, value: QualifierValue): SQL | null {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)#(\d{1,9})$/.exec(value.text.trim());
  if (!match) {
    fail(ctx, value.span, `Invalid value "${value.text}". Use the format <owner>/<repo>#<number>.`);
    return null;
  }
  const [, owner = '', name = '', number = '0'] = match;
  const x = sql.raw('x');
  return sql`(SELECT x.id FROM issues x WHERE x.repo_id IN ${repositoryIds(owner, name)} AND x.number = ${Number(number)} AND ${visibleIssue(x)})`;
}

/**
 * A timestamp column against a date value read by the language package (`parseDateValue`): the
 * same `min`/`max` bounds its reference evaluator uses, so both agree on every edge.
 */
export function compareDate(column: SQL, value: DateValue): SQL {
  const parts: SQL[] = [sql`${column} IS NOT NULL`];
  if (value.min !== undefined) {
    parts.push(value.minInclusive ? sql`${column} >= ${value.min}::timestamptz` : sql`${column} > ${value.min}::timestamptz`);
  }
  if (value.max !== undefined) {
    parts.push(value.maxInclusive ? sql`${column} <= ${value.max}::timestamptz` : sql`${column} < ${value.max}::timestamptz`);
  }
  return allOf(parts);
}

/** A number column against a number value (`parseNumberValue`); `cast` is the column's SQL type. */
export function compareNumber(column: SQL, value: NumberValue, cast: 'int' | 'numeric' = 'int'): SQL {
  const n = (x: number) => sql`${String(x)}::${sql.raw(cast)}`;
  const parts: SQL[] = [sql`${column} IS NOT NULL`];
  if (value.min !== undefined) parts.push(value.minInclusive ? sql`${column} >= ${n(value.min)}` : sql`${column} > ${n(value.min)}`);
  if (value.max !== undefined) parts.push(value.maxInclusive ? sql`${column} <= ${n(value.max)}` : sql`${column} < ${n(value.max)}`);
  return allOf(parts);
}

/** The values of a qualifier, each compiled, OR-ed (a comma list is an OR). */
export function eachValue(node: QualifierNode, compile: (value: QualifierValue) => SQL): SQL {
  return anyOf(node.values.map(compile));
}

/** LIKE pattern matching `prefix` literally at the start. */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
