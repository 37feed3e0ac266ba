import type { ParsedQuery, QueryNode } from './ast.ts';

export type SortDirection = 'asc' | 'desc';

/** GitHub's ReactionContent for each reaction emoji name used in `sort:reactions-NAME`. */
export const REACTION_SORTS = {
  '+1': 'THUMBS_UP',
  '-1': 'THUMBS_DOWN',
  smile: 'LAUGH',
  tada: 'HOORAY',
  thinking_face: 'CONFUSED',
  heart: 'HEART',
  rocket: 'ROCKET',
  eyes: 'EYES',
} as const;

export type ReactionEmoji = keyof typeof REACTION_SORTS;
export type ReactionContent = (typeof REACTION_SORTS)[ReactionEmoji];

/** Labels of the reaction emojis, for the sort menu. */
export const REACTION_LABELS: Record<ReactionEmoji, string> = {
  '+1': 'Thumbs up',
  '-1': 'Thumbs down',
  rocket: 'Rocket',
  tada: 'Hooray',
  eyes: 'Eyes',
  heart: 'Heart',
  smile: 'Laugh',
  thinking_face: 'Confused',
};

export const BASE_SORT_KEYS = ['created', 'updated', 'comments', 'reactions', 'interactions', 'relevance'] as const;
export type BaseSortKey = (typeof BASE_SORT_KEYS)[number];

/**
 * The milestone page's order: the order people gave a milestone's items by dragging, highest
 * priority first (`sort:milestone-priority-desc`). Items never placed come last (first for -asc);
 * equal priorities break ties as every sort does (by age: newest first for -desc). Not offered in
 * the sort menu.
 */
export const MILESTONE_PRIORITY_SORT_KEY = 'milestone-priority';

/** Every sort key (without direction). */
export const SORT_KEYS: readonly string[] = [
  ...BASE_SORT_KEYS,
  MILESTONE_PRIORITY_SORT_KEY,
  ...Object.keys(REACTION_SORTS).map((emoji) => `reactions-${emoji}`),
];

/** The sort menu: key and label (the five user-facing sorts; reaction sorts and milestone priority are not listed). */
export const SORT_OPTIONS: readonly { key: BaseSortKey; label: string }[] = [
  { key: 'created', label: 'Created on' },
  { key: 'updated', label: 'Last updated' },
  { key: 'comments', label: 'Total comments' },
  { key: 'relevance', label: 'Best match' },
  { key: 'reactions', label: 'Total reactions' },
];

export interface SortSpec {
  /** A member of SORT_KEYS, e.g. `created` or `reactions-+1`. */
  key: string;
  direction: SortDirection;
  /** Set for `reactions-NAME` keys. */
  reaction?: ReactionContent;
  emoji?: ReactionEmoji;
  /** Whether the query wrote a `sort:` (false: the default created-desc). */
  explicit: boolean;
}

export const DEFAULT_SORT: SortSpec = { key: 'created', direction: 'desc', explicit: false };

function isReactionEmoji(name: string): name is ReactionEmoji {
  return Object.hasOwn(REACTION_SORTS, name);
}

/** Whether a sort key only orders descending (relevance and per-reaction sorts). */
export function isDescendingOnly(key: string): boolean {
  return key === 'relevance' || key.startsWith('reactions-');
}

/**
 * Reads a `sort:` value (`created`, `created-asc`, `reactions-+1`, `reactions--1-desc`). Missing
 * direction is desc; relevance and per-reaction sorts are always desc. Null for an unknown key.
 */
export function parseSortValue(value: string): SortSpec | null {
  const text = value.toLowerCase();
  let key = text;
  let direction: SortDirection = 'desc';
  if (!SORT_KEYS.includes(text)) {
    const match = /^(.*)-(asc|desc)$/.exec(text);
    if (!match || !match[1] || !SORT_KEYS.includes(match[1])) return null;
    key = match[1];
    direction = match[2] === 'asc' ? 'asc' : 'desc';
  }
  if (isDescendingOnly(key)) direction = 'desc';
  const spec: SortSpec = { key, direction, explicit: true };
  const emoji = key.startsWith('reactions-') ? key.slice('reactions-'.length) : '';
  if (isReactionEmoji(emoji)) {
    spec.emoji = emoji;
    spec.reaction = REACTION_SORTS[emoji];
  }
  return spec;
}

/** The top-level terms of a query: the root's AND children, or the root itself. */
export function topLevelTerms(root: QueryNode | null): QueryNode[] {
  if (!root) return [];
  return root.kind === 'and' ? root.children : [root];
}

/**
 * The query's sort: the last valid top-level, non-negated single-valued `sort:` wins; default
 * created-desc. Accepts a tree or a `parse` result.
 */
export function extractSort(query: QueryNode | ParsedQuery | null): SortSpec {
  const root = query && 'source' in query ? query.root : query;
  let found: SortSpec = DEFAULT_SORT;
  for (const term of topLevelTerms(root)) {
    if (term.kind !== 'qualifier' || term.key !== 'sort' || term.negated || term.values.length !== 1) continue;
    const spec = parseSortValue(term.values[0]?.text ?? '');
    if (spec) found = spec;
  }
  return found;
}

/** A `sort:reactions…` term must carry exactly one value, beginning with `reactions-` for a per-reaction sort. */
export function isValidReactionSort(values: readonly string[]): boolean {
  return values.length === 1 && parseSortValue(values[0] ?? '') !== null;
}
