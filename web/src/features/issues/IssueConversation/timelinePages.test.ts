import { describe, expect, it } from 'vitest';
import { timelinePageParam, timelinePageSkip, timelineSegments } from './timelinePages';

describe('timeline pages (spec 001: 15 items at first, then pages of 150)', () => {
  it('skips 15 + (page − 1) × 150 items', () => {
    expect(timelinePageSkip(1)).toBe(15);
    expect(timelinePageSkip(2)).toBe(165);
    expect(timelinePageSkip(4)).toBe(465);
  });

  it('reads timeline_page as an integer above 1 and ignores anything else', () => {
    expect(timelinePageParam('2')).toBe(2);
    expect(timelinePageParam(' +3 ')).toBe(3);
    for (const value of [null, '', '1', '0', '-2', 'two', '2.5', '2abc']) expect(timelinePageParam(value)).toBeNull();
  });

  it('offers the items after the first 15 when no page is loaded', () => {
    expect(timelineSegments(12, [])).toEqual([]);
    expect(timelineSegments(15, [])).toEqual([]);
    expect(timelineSegments(40, [])).toEqual([{ kind: 'more', page: 1, count: 25 }]);
  });

  it('shows loaded pages in order, with a hidden-items control for pages in between', () => {
    expect(timelineSegments(400, [1])).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'more', page: 2, count: 235 },
    ]);
    expect(timelineSegments(400, [3])).toEqual([
      { kind: 'hidden', page: 1, count: 300 },
      { kind: 'page', page: 3 },
    ]);
    expect(timelineSegments(700, [1, 2, 4])).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'page', page: 2 },
      { kind: 'hidden', page: 3, count: 150 },
      { kind: 'page', page: 4 },
      { kind: 'more', page: 5, count: 85 },
    ]);
  });

  it('shows nothing for a page past the end, but still offers the items before it', () => {
    expect(timelineSegments(100, [5])).toEqual([{ kind: 'hidden', page: 1, count: 85 }]);
    expect(timelineSegments(10, [2])).toEqual([]);
  });
});
