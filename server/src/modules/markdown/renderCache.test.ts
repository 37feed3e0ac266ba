import { describe, expect, it } from 'vitest';
import type { ReferenceCandidate, ResolvedReference } from './references.ts';
import { RenderCache, resolutionKey } from './renderCache.ts';

const issue: ReferenceCandidate = { kind: 'issue', repository: null, number: 1 };
const user: ReferenceCandidate = { kind: 'user', login: 'Mona' };
const open: ResolvedReference = {
  kind: 'issue',
  type: 'issue',
  repository: 'o/r',
  number: 1,
  href: '/o/r/issues/1',
  title: 'T',
  state: 'open',
};

describe('RenderCache', () => {
  it('tells resolutions apart by everything the HTML shows of them', () => {
    const none = resolutionKey([issue, user], new Map());
    const linked = resolutionKey([issue, user], new Map([['issue:#1', open]]));
    const closed = resolutionKey([issue, user], new Map([['issue:#1', { ...open, state: 'closed' as const }]]));
    const mention = resolutionKey([issue, user], new Map([['user:mona', { kind: 'user' as const, href: '/Mona' }]]));
    expect(new Set([none, linked, closed, mention]).size).toBe(4);
    expect(resolutionKey([], new Map())).toBe('');
  });

  it('keeps an answer per resolution, a few per document, and drops the least recently used documents', () => {
    const cache = new RenderCache(2, 1_000);
    cache.remember('a', [issue], 'x', '<p>a x</p>');
    cache.remember('a', [issue], 'y', '<p>a y</p>');
    expect(cache.get('a')?.renders).toEqual(
      new Map([
        ['x', '<p>a x</p>'],
        ['y', '<p>a y</p>'],
      ]),
    );
    for (const resolution of ['1', '2', '3', '4']) cache.remember('a', [issue], resolution, resolution);
    expect([...(cache.get('a')?.renders.keys() ?? [])]).toEqual(['1', '2', '3', '4']);
    cache.remember('b', [], '', '<p>b</p>');
    cache.get('a'); // a is now the most recently used
    cache.remember('c', [], '', '<p>c</p>');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.candidates).toEqual([issue]);
    expect(cache.get('c')?.renders.get('')).toBe('<p>c</p>');
  });

  it('stays within its character budget', () => {
    const cache = new RenderCache(100, 50);
    cache.remember('a', [], '', 'x'.repeat(30));
    cache.remember('b', [], '', 'y'.repeat(30));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.chars).toBe(31);
    cache.remember('huge', [], '', 'z'.repeat(100));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.chars).toBe(0);
  });
});
