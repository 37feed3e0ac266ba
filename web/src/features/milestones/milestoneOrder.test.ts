import { describe, expect, it } from 'vitest';
import { describeMove, MILESTONE_SORTS, milestonesHref, moveBy, sortFromParams } from './milestoneOrder';

describe('milestone sorting', () => {
  it('offers the nine choices of the spec', () => {
    expect(MILESTONE_SORTS.map((s) => s.label)).toEqual([
      'Recently updated',
      'Furthest due date',
      'Closest due date',
      'Least complete',
      'Most complete',
      'Alphabetical',
      'Reverse alphabetical',
      'Most issues',
      'Fewest issues',
    ]);
  });

  it('applies a sort only when both parameters are given', () => {
    expect(sortFromParams(new URLSearchParams('sort=title&direction=desc')).label).toBe('Reverse alphabetical');
    expect(sortFromParams(new URLSearchParams('sort=title')).label).toBe('Recently updated');
    expect(sortFromParams(new URLSearchParams('direction=asc')).label).toBe('Recently updated');
    expect(sortFromParams(new URLSearchParams('sort=bogus&direction=asc')).label).toBe('Recently updated');
  });

  it('builds list addresses', () => {
    const byTitle = sortFromParams(new URLSearchParams('sort=title&direction=asc'));
    expect(milestonesHref('o', 'r', 'open', MILESTONE_SORTS[0]!)).toBe('/o/r/milestones');
    expect(milestonesHref('o', 'r', 'closed', byTitle)).toBe('/o/r/milestones?state=closed&sort=title&direction=asc');
  });
});

describe('issue reordering', () => {
  it('describes a move as the item and the one it follows', () => {
    expect(describeMove(['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'd'])).toEqual({ id: 'a', prevId: 'c' });
    expect(describeMove(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual({ id: 'c', prevId: null });
    expect(describeMove(['a', 'b', 'c'], ['a', 'c', 'b'])).toEqual({ id: 'b', prevId: 'c' });
    expect(describeMove(['a', 'b'], ['a', 'b'])).toBeNull();
  });

  it('moves with the keyboard menu, within the list', () => {
    expect(moveBy(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 'c', 'top')).toEqual(['c', 'a', 'b']);
    expect(moveBy(['a', 'b', 'c'], 'a', 'bottom')).toEqual(['b', 'c', 'a']);
    expect(moveBy(['a', 'b', 'c'], 'a', 'up')).toEqual(['a', 'b', 'c']);
  });
});
