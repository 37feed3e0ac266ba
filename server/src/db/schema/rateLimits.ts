import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * API requests counted per caller and resource (`modules/rate-limits/`): one row per token or
 * anonymous address (`key`) and resource (`core`, `search`, `graphql`), holding the requests of the
 * window that ends at `reset_at`. In the database so every server process counts the same requests.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    resource: text('resource').notNull(),
    used: integer('used').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.resource] })],
);
