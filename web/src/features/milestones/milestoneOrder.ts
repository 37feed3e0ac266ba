/** Milestone list sorting (spec 001 §2.2) and issue reordering (spec §4). */

export type MilestoneOrderField = 'CREATED_AT' | 'DUE_DATE' | 'UPDATED_AT' | 'NUMBER' | 'TITLE' | 'COMPLETENESS' | 'ISSUE_COUNT';
export type Direction = 'ASC' | 'DESC';

export interface MilestoneSort {
  label: string;
  /** The address parameters; both or neither. */
  sort: string | null;
  direction: 'asc' | 'desc' | null;
  orderBy: { field: MilestoneOrderField; direction: Direction };
}

/**
 * The nine sort choices, in menu order. The first has no parameters and is the default order, which
 * spec §9 gives as CREATED_AT descending.
 */
export const MILESTONE_SORTS: readonly MilestoneSort[] = [
  { label: 'Recently updated', sort: null, direction: null, orderBy: { field: 'CREATED_AT', direction: 'DESC' } },
  { label: 'Furthest due date', sort: 'due_date', direction: 'desc', orderBy: { field: 'DUE_DATE', direction: 'DESC' } },
  { label: 'Closest due date', sort: 'due_date', direction: 'asc', orderBy: { field: 'DUE_DATE', direction: 'ASC' } },
  { label: 'Least complete', sort: 'completeness', direction: 'asc', orderBy: { field: 'COMPLETENESS', direction: 'ASC' } },
  { label: 'Most complete', sort: 'completeness', direction: 'desc', orderBy: { field: 'COMPLETENESS', direction: 'DESC' } },
  { label: 'Alphabetical', sort: 'title', direction: 'asc', orderBy: { field: 'TITLE', direction: 'ASC' } },
  { label: 'Reverse alphabetical', sort: 'title', direction: 'desc', orderBy: { field: 'TITLE', direction: 'DESC' } },
  { label: 'Most issues', sort: 'count', direction: 'desc', orderBy: { field: 'ISSUE_COUNT', direction: 'DESC' } },
  { label: 'Fewest issues', sort: 'count', direction: 'asc', orderBy: { field: 'ISSUE_COUNT', direction: 'ASC' } },
];

/** The sort of the address: applied only when both `sort` and `direction` name a choice. */
export function sortFromParams(params: URLSearchParams): MilestoneSort {
  const sort = params.get('sort');
  const direction = params.get('direction');
  const chosen = sort && direction ? MILESTONE_SORTS.find((s) => s.sort === sort && s.direction === direction) : undefined;
  return chosen ?? (MILESTONE_SORTS[0] as MilestoneSort);
}

/** The list address for a state and sort: `state=closed` only for closed, sort parameters only when chosen. */
export function milestonesHref(owner: string, repo: string, state: 'open' | 'closed', sort: MilestoneSort): string {
  const params = new URLSearchParams();
  if (state === 'closed') params.set('state', 'closed');
  if (sort.sort && sort.direction) {
    params.set('sort', sort.sort);
    params.set('direction', sort.direction);
  }
  const query = params.toString();
  return `/${owner}/${repo}/milestones${query ? `?${query}` : ''}`;
}

/**
 * What a reorder did, for `reprioritizeMilestoneIssue`: the item that moved and the one it now
 * follows (null: it went to the top). Null when the orders are the same.
 */
export function describeMove(before: readonly string[], after: readonly string[]): { id: string; prevId: string | null } | null {
  if (before.length !== after.length || before.every((id, index) => after[index] === id)) return null;
  for (const id of before) {
    const rest = before.filter((other) => other !== id);
    const afterRest = after.filter((other) => other !== id);
    if (rest.every((other, index) => afterRest[index] === other)) {
      const index = after.indexOf(id);
      return { id, prevId: index > 0 ? (after[index - 1] ?? null) : null };
    }
  }
  return null;
}

/** `ids` with `id` moved by the keyboard menu: up, down, to the top or to the bottom. */
export function moveBy(ids: readonly string[], id: string, move: 'up' | 'down' | 'top' | 'bottom'): string[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const to = move === 'up' ? from - 1 : move === 'down' ? from + 1 : move === 'top' ? 0 : ids.length - 1;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, id);
  return next;
}
