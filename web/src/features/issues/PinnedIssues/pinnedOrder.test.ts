import { describe, expect, it } from 'vitest';
import { displayedItems, moveItem, ordinal, sameOrder } from './pinnedOrder';

describe('pinned issue order', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });

  it('clamps the target and ignores an unknown source', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('compares orders', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });

  it('shows the optimistic order without the items being unpinned', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(displayedItems(items, null, new Set()).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(displayedItems(items, ['c', 'a', 'b'], new Set()).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(displayedItems(items, ['c', 'a', 'b'], new Set(['a'])).map((item) => item.id)).toEqual(['c', 'b']);
    // An item the order does not know stays after the known ones.
    expect(displayedItems(items, ['b', 'a'], new Set()).map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });

  it('names positions', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });
});
