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
    // An issue field's key may quote the field's name: `field."target date":`.
    const key = body.slice(0, colon).toLowerCase().replace(/"/g, '');
    const values = body.slice(colon + 1);
    const comma = values.lastIndexOf(',');
    const partial = values.slice(comma + 1).replace(/^"/, '');
    const prefix = `${negated ? '-' : ''}${body.slice(0, colon + 1)}${comma >= 0 ? values.slice(0, comma + 1) : ''}`;
    return { start: token.span.start, end: token.span.end, negated, key, partial, prefix };
  }
  return null;
}

/**
 * Terms the app's own pages write (the milestone page's search) that people do not type: valid in a
 * query, left out of the suggestions.
 */
const PAGE_ONLY: ReadonlySet<string> = new Set(['milestone-number', 'milestone-priority']);

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
  sort: SORT_KEYS.filter((key) => !PAGE_ONLY.has(key)).flatMap((key) =>
    key === 'relevance' || key.startsWith('reactions-') ? [`${key}-desc`] : [`${key}-desc`, `${key}-asc`],
  ),
};

/** Where a key's values come from when the repository must be asked. */
export type ValueSource = 'labels' | 'milestones' | 'assignableUsers' | 'mentionableUsers' | 'issueTypes' | 'projects' | 'issueField';

/** The server lookup that suggests values for a key, or null when its values are fixed. */
export function valueSource(key: string | null): ValueSource | null {
  if (key === null) return null;
  if (key === 'label') return 'labels';
  if (key === 'milestone') return 'milestones';
  if (key === 'assignee') return 'assignableUsers';
  if (PEOPLE_KEYS.has(key)) return 'mentionableUsers';
  if (key === 'type') return 'issueTypes';
  if (key === 'project') return 'projects';
  if (key.startsWith('field.')) return 'issueField';
  return null;
}

/** An issue field as the filter bar knows it (from `/_filter/issue_fields`). */
export interface FilterIssueField {
  name: string;
  slug: string;
  dataType: string;
  options: readonly string[];
}

/** The key of an issue field's qualifier: `field.{slug}`. */
export function issueFieldKey(field: FilterIssueField): string {
  return `field.${field.slug.toLowerCase()}`;
}

/** A value the server suggested: what the query gets, and what the list shows when it differs. */
export interface NamedValue {
  value: string;
  label?: string;
}

export interface Suggestion {
  /** What the list shows. */
  label: string;
  /** The term replacing the caret term. */
  term: string;
}

const MAX_SUGGESTIONS = 10;

/**
 * Suggestions that need no server: qualifier keys (with the repository's issue-field keys when
 * known), fixed values and `@me` for people.
 */
export function localSuggestions(term: CaretTerm, fieldKeys: readonly string[] = []): Suggestion[] {
  const partial = term.partial.toLowerCase();
  if (term.key === null) {
    if (partial === '') return [];
    return [...KNOWN_KEYS, ...fieldKeys]
      .filter((key) => key.startsWith(partial) && key !== partial && !PAGE_ONLY.has(key))
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

/**
 * Suggestions from values the server returned (labels, milestones, people, types, projects, field
 * options), quoted when they hold spaces; those that start with the typed text first.
 */
export function namedSuggestions(term: CaretTerm, names: readonly (string | NamedValue)[]): Suggestion[] {
  const partial = term.partial.toLowerCase();
  const values = names.map((name) => (typeof name === 'string' ? { value: name } : name));
  const text = (entry: NamedValue) => `${entry.value} ${entry.label ?? ''}`.toLowerCase();
  const matching = values.filter((entry) => text(entry).includes(partial) && entry.value !== term.partial);
  const starts = matching.filter((entry) => entry.value.toLowerCase().startsWith(partial));
  return [...starts, ...matching.filter((entry) => !starts.includes(entry))].slice(0, MAX_SUGGESTIONS).map((entry) => ({
    label: entry.label ?? entry.value,
    term: `${term.prefix}${/[\s,()"]/.test(entry.value) ? quote(entry.value) : entry.value}`,
  }));
}

/** Fixed values first (`@me`, `issue`), then the server's, without repeats, at most ten. */
export function mergeSuggestions(...lists: Suggestion[][]): Suggestion[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((suggestion) => !seen.has(suggestion.term) && seen.add(suggestion.term))
    .slice(0, MAX_SUGGESTIONS);
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
