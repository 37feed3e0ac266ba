import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Consecutive failed sign-ins per submitted login or e-mail (`auth/signInThrottle.ts`), in the
 * database so every app process behind a load balancer counts the same attempts. The key is the
 * SHA-256 of the lower-cased name as typed, whether or not an account has it: nothing about accounts
 * is revealed, and a password typed into the name field is not stored.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    keyHash: text('key_hash').primaryKey(),
    /** Attempts since the last success, the one in progress included. */
    failures: integer('failures').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_throttles_last_attempt_idx').on(t.lastAttemptAt)],
);
