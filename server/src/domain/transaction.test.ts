import { describe, expect, it } from 'vitest';
import { isRetryable } from './transaction.ts';

describe('isRetryable', () => {
  it('retries deadlocks and serialization failures, also wrapped by the driver, and nothing else', () => {
    expect(isRetryable({ code: '40P01' })).toBe(true);
    expect(isRetryable(new Error('query failed', { cause: { code: '40001' } }))).toBe(true);
    expect(isRetryable({ code: '23505' })).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
  });
});
