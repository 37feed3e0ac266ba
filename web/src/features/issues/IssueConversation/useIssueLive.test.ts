import { describe, expect, it } from 'vitest';
import { readSecondsAgo } from './useIssueLive';

describe('readSecondsAgo', () => {
  it('is the whole seconds since the read, rounded up, plus two for the read itself', () => {
    const now = 1_000_000;
    expect(readSecondsAgo(now - 1_500, now)).toBe(4);
    expect(readSecondsAgo(now - 2_000, now)).toBe(4);
    expect(readSecondsAgo(now, now)).toBe(2);
  });

  it('never goes below the slack when the clock moved back', () => {
    expect(readSecondsAgo(2_000, 1_000)).toBe(2);
  });
});
