import type { ParsedQuery, QualifierNode, QueryNode } from './ast.ts';
import { fromTerms, isComplex, isQualifier, makeQualifier, makeValue, termsOf } from './edit.ts';
import { parseSyntax as parse } from './parse.ts';
import { formatValue, serialize } from './serialize.ts';
import { isSpace } from './position.ts';
import { tokenize, type Token } from './tokenize.ts';

function isBinary(token: Token | undefined): boolean {
  return token?.type === 'op' && (token.op === 'AND' || token.op === 'OR');
}

/**
 * Removes stray `AND`/`OR`: leading, trailing, repeated, or next to a parenthesis that leaves them
 * without an operand. Everything else is kept exactly as written.
 */
export function cleanStrayOperators(query: string): string {
  const { tokens } = tokenize(query);
  const drop = new Set<number>();
  let previous: Token | undefined;
  tokens.forEach((token, index) => {
    if (isBinary(token) && (!previous || previous.type === 'lparen' || previous.type === 'minus' || previous.type === 'op')) {
      drop.add(index);
      return;
    }
    previous = token;
  });
  let next: Token | undefined;
  for (let index = tokens.length - 1; index >= 0; index--) {
    if (drop.has(index)) continue;
    const token = tokens[index];
    if (isBinary(token) && (!next || next.type === 'rparen' || isBinary(next))) {
      drop.add(index);
      continue;
    }
    next = token;
  }
  let text = query;
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];
    if (!token || !drop.has(index)) continue;
    let start = token.span.start;
    let end = token.span.end;
    while (start > 0 && isSpace(text[start - 1] ?? '')) start--;
    if (start === 0) while (end < text.length && isSpace(text[end] ?? '')) end++;
    text = text.slice(0, start) + text.slice(end);
  }
  return text.trim();
}

function appendRaw(query: string, term: string): string {
  const base = cleanStrayOperators(query);
  return base === '' ? term : `${base} ${term}`;
}

function sameText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** How many recent queries `cleanedAndParsed` remembers. */
const RECENT_QUERIES = 8;
const recentQueries = new Map<string, { cleaned: string; parsed: ParsedQuery }>();

/**
 * A query with its stray operators cleaned, and parsed; the last few are remembered, since a list
 * builds a filter link for every label, author and assignee of its rows from the same query. The
 * parsed query is shared: the edits here build new nodes and never change it.
 */
function cleanedAndParsed(query: string): { cleaned: string; parsed: ParsedQuery } {
  let known = recentQueries.get(query);
  if (known) recentQueries.delete(query);
  else {
    const cleaned = cleanStrayOperators(query);
    known = { cleaned, parsed: parse(cleaned) };
    if (recentQueries.size >= RECENT_QUERIES) recentQueries.delete(recentQueries.keys().next().value as string);
  }
  recentQueries.set(query, known);
  return known;
}

/** Keys whose comma list would change meaning when merged (values are independent conditions). */
const SEPARATE_TERM_KEYS = new Set(['is', 'no', 'has', 'sort']);

/**
 * Adds `key:value` to a query. In a simple query the value joins an existing positive same-key
 * qualifier as a comma list (`label:bug` → `label:bug,ui`); in a complex query (see `isComplex`)
 * the existing same-key qualifiers are replaced. `is:`, `no:` and `has:` are added as separate terms
 * since a comma there would mean OR. Values with spaces or specials are quoted. Stray AND/OR are cleaned.
 */
export function addFilter(query: string, key: string, value: string): string {
  const lowerKey = key.toLowerCase();
  const { cleaned, parsed } = cleanedAndParsed(query);
  const newTerm = makeQualifier(lowerKey, [value]);
  if (parsed.errors.length > 0) return appendRaw(cleaned, serialize(newTerm));
  const terms = termsOf(parsed.root);
  const same = terms.filter((term): term is QualifierNode => isQualifier(term, lowerKey, false));
  if (same.some((term) => term.values.some((v) => sameText(v.text, value)))) return serialize(parsed.root);
  if (lowerKey === 'sort' || isComplex(parsed.root)) {
    const kept: QueryNode[] = terms.filter((term) => !isQualifier(term, lowerKey, false));
    return serialize(fromTerms([...kept, newTerm], parsed.root));
  }
  const target = same[0];
  if (!target || SEPARATE_TERM_KEYS.has(lowerKey)) return serialize(fromTerms([...terms, newTerm], parsed.root));
  const merged: QualifierNode = { ...target, values: [...target.values, makeValue(value)] };
  return serialize(
    fromTerms(
      terms.map((term) => (term === target ? merged : term)),
      parsed.root,
    ),
  );
}

/** Replaces every top-level positive `key:` qualifier by `key:value`. */
export function replaceFilter(query: string, key: string, value: string): string {
  const lowerKey = key.toLowerCase();
  const { cleaned, parsed } = cleanedAndParsed(query);
  const newTerm = makeQualifier(lowerKey, [value]);
  if (parsed.errors.length > 0) return appendRaw(cleaned, serialize(newTerm));
  const kept: QueryNode[] = termsOf(parsed.root).filter((term) => !isQualifier(term, lowerKey, false));
  return serialize(fromTerms([...kept, newTerm], parsed.root));
}

/**
 * Removes a value from the top-level positive `key:` qualifiers (a qualifier left without values
 * goes), or every such qualifier when no value is given. Negated qualifiers are kept.
 */
export function removeFilter(query: string, key: string, value?: string): string {
  const lowerKey = key.toLowerCase();
  const { cleaned, parsed } = cleanedAndParsed(query);
  if (parsed.errors.length > 0) return cleaned;
  const terms = termsOf(parsed.root).flatMap((term): QueryNode[] => {
    if (!isQualifier(term, lowerKey, false)) return [term];
    if (value === undefined) return [];
    const values = term.values.filter((v) => !sameText(v.text, value));
    return values.length === 0 ? [] : [{ ...term, values }];
  });
  return serialize(fromTerms(terms, parsed.root));
}

/**
 * Sets `no:{field}` (`no:label`, `no:assignee` …): top-level positive `field:` and `has:field`
 * qualifiers are removed and `no:field` added once.
 */
export function setNoFilter(query: string, field: string): string {
  const lowerField = field.toLowerCase();
  const { cleaned, parsed } = cleanedAndParsed(query);
  const newTerm = makeQualifier('no', [lowerField]);
  if (parsed.errors.length > 0) return appendRaw(cleaned, serialize(newTerm));
  const terms: QueryNode[] = termsOf(parsed.root).filter((term) => {
    if (term.kind !== 'qualifier' || term.negated) return true;
    if (term.key === lowerField) return false;
    return !(term.key === 'has' && term.values.every((v) => sameText(v.text, lowerField)));
  });
  const hasNo = terms.some((term) => isQualifier(term, 'no', false) && term.values.some((v) => sameText(v.text, lowerField)));
  return serialize(fromTerms(hasNo ? terms : [...terms, newTerm], parsed.root));
}

/** A filter term as text, quoting the value when needed: `label:"help wanted"`. */
export function filterTerm(key: string, value: string): string {
  return `${key.toLowerCase()}:${formatValue({ text: value, quoted: false })}`;
}
