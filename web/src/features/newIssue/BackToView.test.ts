import { describe, expect, it } from 'vitest';
import { readBackTo } from './BackToView';

describe('readBackTo', () => {
  it('reads a view name and a path of this site from the address state', () => {
    expect(readBackTo({ backTo: { name: ' Assigned to me ', href: '/issues/assigned' } })).toEqual({
      name: 'Assigned to me',
      href: '/issues/assigned',
    });
  });

  it('ignores anything else: no state, other origins, schemes, blank names', () => {
    for (const state of [
      null,
      'x',
      {},
      { backTo: null },
      { backTo: { name: 'x', href: 'https://evil.example/' } },
      { backTo: { name: 'x', href: '//evil.example/' } },
      { backTo: { name: 'x', href: 'javascript:alert(1)' } },
      { backTo: { name: '  ', href: '/issues' } },
      { backTo: { name: 'x', href: 42 } },
    ]) {
      expect(readBackTo(state)).toBeNull();
    }
  });
});
