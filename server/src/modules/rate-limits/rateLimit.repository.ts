import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** GitHub's rate-limit resources this server counts: REST (`core`), REST search, and GraphQL. */
export type RateResource = 'core' | 'search' | 'graphql';

/** How many requests a window allows, and how long a window lasts. */
export interface RatePolicy {
  limit: number;
  windowSeconds: number;
}

/** Where a caller stands in a resource's window: as GitHub's `X-RateLimit-*` headers tell it. */
export interface RateState {
  resource: RateResource;
  limit: number;
  used: number;
  remaining: number;
  /** When the window ends and the count starts again. */
  reset: Date;
  /** This request went past the limit: it is refused, and does nothing. */
  exceeded: boolean;
}

function stateOf(resource: RateResource, policy: RatePolicy, used: number, reset: Date): RateState {
  return { resource, limit: policy.limit, used, remaining: Math.max(0, policy.limit - used), reset, exceeded: used > policy.limit };
}

/**
 * Counts one request (or `cost` points) of `key` against a resource, in one statement so that
 * concurrent requests, from any server process, each see the count their own request made: a window
 * that has ended starts again with this request. The answer says whether the request is over the limit.
 */
export async function consumeRateLimit(db: DbOrTx, key: string, resource: RateResource, policy: RatePolicy, cost = 1): Promise<RateState> {
  const window = `${policy.windowSeconds} seconds`;
  const [row] = await db
    .insert(t.rateLimits)
    .values({ key, resource, used: cost, resetAt: sql`now() + ${window}::interval` })
    .onConflictDoUpdate({
      target: [t.rateLimits.key, t.rateLimits.resource],
      set: {
        used: sql`CASE WHEN ${t.rateLimits.resetAt} <= now() THEN excluded.used ELSE ${t.rateLimits.used} + excluded.used END`,
        resetAt: sql`CASE WHEN ${t.rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${t.rateLimits.resetAt} END`,
      },
    })
    .returning({ used: t.rateLimits.used, resetAt: t.rateLimits.resetAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return stateOf(resource, policy, row.used, row.resetAt);
}

/** Where `key` stands in each resource, without counting a request (GitHub's `GET /rate_limit`). */
export async function readRateLimits(
  db: DbOrTx,
  key: string,
  policies: Readonly<Record<RateResource, RatePolicy>>,
): Promise<Record<RateResource, RateState>> {
  const resources = Object.keys(policies) as RateResource[];
  const rows = await db
    .select()
    .from(t.rateLimits)
    .where(and(eq(t.rateLimits.key, key), inArray(t.rateLimits.resource, resources), sql`${t.rateLimits.resetAt} > now()`));
  const now = Date.now();
  const result = {} as Record<RateResource, RateState>;
  for (const resource of resources) {
    const policy = policies[resource];
    const row = rows.find((r) => r.resource === resource);
    result[resource] = stateOf(resource, policy, row?.used ?? 0, row?.resetAt ?? new Date(now + policy.windowSeconds * 1000));
  }
  return result;
}

/** Drops the counts of windows that ended over an hour ago (addresses that came once, tokens revoked). */
export async function pruneRateLimits(db: DbOrTx): Promise<void> {
  await db.delete(t.rateLimits).where(sql`${t.rateLimits.resetAt} < now() - interval '1 hour'`);
}
