import { parseRouteNumber } from '../../../lib/parseRouteNumber';

/** Spec 001 §4: the issue page shows 15 timeline items at first… */
export const TIMELINE_HEAD = 15;
/** …and with `timeline_page` skips 15 + (page − 1) × 150 items and shows 150. */
export const TIMELINE_PAGE_SIZE = 150;
/**
 * The API returns at most 100 items per connection (as GitHub does), so a page of 150 is asked as
 * two windows of the same query: the first 100 items, then the remaining 50.
 */
export const TIMELINE_API_LIMIT = 100;

/**
 * The `timeline_page` address parameter: an integer (optional whitespace or sign, spec 001 §2.1)
 * above 1, or null. Page 1, the items right after the first 15, is the page without the parameter,
 * as page 1 of a list carries no `page` parameter; it loads in place with "Load more".
 */
export function timelinePageParam(value: string | null): number | null {
  if (value === null) return null;
  const page = parseRouteNumber(value);
  return page > 1 ? page : null;
}

/** How many items come before page `page` of the timeline. */
export function timelinePageSkip(page: number): number {
  return TIMELINE_HEAD + (page - 1) * TIMELINE_PAGE_SIZE;
}

/** What follows the first 15 items: loaded pages, and controls for the items not loaded yet. */
export type TimelineSegment =
  | { kind: 'page'; page: number }
  /** Items between two loaded stretches; its control loads `page`, the first missing page of the gap. */
  | { kind: 'hidden'; page: number; count: number }
  /** Items after everything loaded; its control moves to `page`. */
  | { kind: 'more'; page: number; count: number };

/**
 * The segments after the first 15 of `total` items when `pages` are loaded: each loaded page, a
 * hidden-items control for each run of missing pages before the last loaded one, and a "Load more"
 * control for whatever follows it.
 */
export function timelineSegments(total: number, pages: readonly number[]): TimelineSegment[] {
  const loaded = new Set(pages);
  const last = Math.max(0, ...pages);
  const segments: TimelineSegment[] = [];
  let gap: { page: number; count: number } | null = null;
  for (let page = 1; page <= last; page++) {
    const count = Math.max(0, Math.min(total, timelinePageSkip(page + 1)) - timelinePageSkip(page));
    if (loaded.has(page)) {
      if (gap && gap.count > 0) segments.push({ kind: 'hidden', ...gap });
      gap = null;
      if (count > 0) segments.push({ kind: 'page', page });
    } else if (gap) gap.count += count;
    else gap = { page, count };
  }
  const rest = total - timelinePageSkip(last + 1);
  if (rest > 0) segments.push({ kind: 'more', page: last + 1, count: rest });
  return segments;
}
