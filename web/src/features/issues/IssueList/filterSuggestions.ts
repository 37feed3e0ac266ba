import {
  BOOLEAN_VALUES,
  IN_VALUES,
  IS_VALUES,
  KNOWN_KEYS,
  LINKED_VALUES,
  NO_HAS_VALUES,
  PEOPLE_KEYS,
  quote,
  REVIEW_VALUES,
  SORT_KEYS,
  STATUS_VALUES,
  tokenize,
} from '@issues/search-query';

/** The term the caret is in: its text, where it starts and ends, and its key when it has one. */
export interface CaretTerm {
  start: number;
  end: number;
  /** Leading `-` of a negated term. */
  negated: boolean;
  /** The qualifier key (lower case) when the term has a `:` before the caret. */
  key: string | null;
  /** What is typed: the key so far, or the value so far (after the last comma, quotes removed). */
  partial: string;
  /** For a value: the text before it within the term (`label:bug,`). */
  prefix: string;
}

/** Finds the term under the caret; null when the caret is between terms or inside an operator. */
export function caretTerm(query: string, caret: number): CaretTerm | null {
  for (const token of tokenize(query).tokens) {
    if (token.type !== 'term' || caret < token.span.start || caret > token.span.end) continue;
    const raw = query.slice(token.span.start, caret);
    const negated = raw.startsWith('-');
    const body = negated ? raw.slice(1) : raw;
    const colon = body.indexOf(':');
    if (colon < 0 || body.startsWith('"')) {
      return { start: token.span.start, end: token.span.end, negated, key: null, partial: body, prefix: '' };
    }
    const key = body.slice(0, colon).toLowerCase();
    const values = body.slice(colon + 1);
    const comma = values.lastIndexOf(',');
    const partial = values.slice(comma + 1).replace(/^"/, '');
    const prefix = `${negated ? '-' : ''}${body.slice(0, colon + 1)}${comma >= 0 ? values.slice(0, comma + 1) : ''}`;
    return { start: token.span.start, end: token.span.end, negated, key, partial, prefix };
  }
  return null;
}

/** Values known without asking the server, per key. */
const STATIC_VALUES: Record<string, readonly string[]> = {
  is: IS_VALUES,
  state: ['open', 'closed'],
  type: ['issue', 'pr'],
  reason: ['completed', '"not planned"', 'duplicate', 'reopened'],
  in: IN_VALUES,
  no: NO_HAS_VALUES,
  has: NO_HAS_VALUES,
  linked: LINKED_VALUES,
  review: REVIEW_VALUES,
  status: STATUS_VALUES,
  archived: BOOLEAN_VALUES,
  draft: BOOLEAN_VALUES,
  sort: SORT_KEYS.flatMap((key) => (key === 'relevance' || key.startsWith('reactions-') ? [`${key}-desc`] : [`${key}-desc`, `${key}-asc`])),
};

/** Keys whose values come from the repository (asked of the server). */
export const SERVER_VALUE_KEYS = new Set(['label', 'milestone']);

export interface Suggestion {
  /** What the list shows. */
  label: string;
  /** The term replacing the caret term. */
  term: string;
}

const MAX_SUGGESTIONS = 10;

/** Suggestions that need no server: qualifier keys, fixed values and `@me` for people. */
export function localSuggestions(term: CaretTerm): Suggestion[] {
  const partial = term.partial.toLowerCase();
  if (term.key === null) {
    if (partial === '') return [];
    return [...KNOWN_KEYS]
      .filter((key) => key.startsWith(partial) && key !== partial)
      .sort()
      .slice(0, MAX_SUGGESTIONS)
      .map((key) => ({ label: `${key}:`, term: `${term.negated ? '-' : ''}${key}:` }));
  }
  const values = STATIC_VALUES[term.key] ?? (PEOPLE_KEYS.has(term.key) ? ['@me'] : []);
  return values
    .filter((value) => value.replace(/"/g, '').toLowerCase().startsWith(partial) && value.replace(/"/g, '') !== term.partial)
    .slice(0, MAX_SUGGESTIONS)
    .map((value) => ({ label: value.replace(/"/g, ''), term: `${term.prefix}${value}` }));
}

/** Suggestions from names the server returned (labels, milestones), quoted when they hold spaces; prefix matches first. */
export function namedSuggestions(term: CaretTerm, names: readonly string[]): Suggestion[] {
  const partial = term.partial.toLowerCase();
  // Names that start with the typed text first, then those that contain it.
  const matching = names.filter((name) => name.toLowerCase().includes(partial) && name !== term.partial);
  const starts = matching.filter((name) => name.toLowerCase().startsWith(partial));
  return [...starts, ...matching.filter((name) => !starts.includes(name))]
    .slice(0, MAX_SUGGESTIONS)
    .map((name) => ({ label: name, term: `${term.prefix}${/[\s,()"]/.test(name) ? quote(name) : name}` }));
}

/** The query with the caret term replaced by a suggestion, a space after it unless it expects a value. */
export function applySuggestion(query: string, term: CaretTerm, suggestion: Suggestion): { query: string; caret: number } {
  const spacer = suggestion.term.endsWith(':') ? '' : ' ';
  // A key keeps what follows as it was; a value takes one space before the next term.
  const after = spacer === '' ? query.slice(term.end) : query.slice(term.end).replace(/^\s*/, '');
  const before = query.slice(0, term.start);
  const text = `${before}${suggestion.term}${spacer}`;
  return { query: `${text}${after}`, caret: text.length };
}
