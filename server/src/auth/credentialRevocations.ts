import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { LiveBus } from '../live/bus.ts';
import { sessionUnexpired, tokenUnexpired } from './liveCredentials.ts';
import { decodeEvent, encodeEvent } from '../live/events.ts';
import { LIVE_CHANNEL } from '../live/postgresBus.ts';

/** The live-bus topic of ended credentials: revoked tokens, signed-out sessions. */
export const CREDENTIALS_REVOKED_TOPIC = 'credentials:revoked';

/** Credentials that stopped working, by id (`access_tokens.id`, `sessions.id`). */
export interface RevokedCredentials {
  tokenIds: readonly number[];
  sessionIds: readonly number[];
}

/** Ids per notification: 500 ids of up to 10 digits stay well under NOTIFY's 8000 bytes. */
const IDS_PER_NOTICE = 500;

/**
 * Announces that credentials ended, as an event on the live bus's NOTIFY channel sent from inside
 * the caller's transaction: the database delivers it when the transaction commits (never if it
 * rolls back), to every server process listening. It goes through the database rather than a bus
 * object because its callers may have none: `token revoke` runs in a CLI process of its own
 * against PostgreSQL, or inside the server through the admin channel.
 */
export async function announceRevoked(tx: DbOrTx, revoked: Partial<RevokedCredentials>): Promise<void> {
  const notices: RevokedCredentials[] = [];
  const tokenIds = revoked.tokenIds ?? [];
  const sessionIds = revoked.sessionIds ?? [];
  for (let start = 0; start < tokenIds.length; start += IDS_PER_NOTICE) {
    notices.push({ tokenIds: tokenIds.slice(start, start + IDS_PER_NOTICE), sessionIds: [] });
  }
  for (let start = 0; start < sessionIds.length; start += IDS_PER_NOTICE) {
    notices.push({ tokenIds: [], sessionIds: sessionIds.slice(start, start + IDS_PER_NOTICE) });
  }
  for (const notice of notices) {
    await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${encodeEvent(CREDENTIALS_REVOKED_TOPIC, notice)})`);
  }
}

/** Reads an announcement; null for anything malformed. */
export function parseRevoked(payload: unknown): RevokedCredentials | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { tokenIds, sessionIds } = payload as Record<string, unknown>;
  const ids = (value: unknown) => (Array.isArray(value) && value.every(Number.isSafeInteger) ? (value as number[]) : null);
  const tokens = ids(tokenIds);
  const sessions = ids(sessionIds);
  return tokens && sessions ? { tokenIds: tokens, sessionIds: sessions } : null;
}

/**
 * Calls `onRevoked` for every announcement until the returned function is called. On PostgreSQL
 * the announcements arrive through the live bus (its LISTEN connection hears the channel); on
 * PGlite, whose bus is in-process, straight from the embedded database's own LISTEN.
 */
export async function watchRevocations(
  database: Database,
  live: LiveBus,
  onRevoked: (revoked: RevokedCredentials) => void,
): Promise<() => Promise<void>> {
  const deliver = (payload: unknown) => {
    const revoked = parseRevoked(payload);
    if (revoked) onRevoked(revoked);
  };
  if (database.kind === 'pglite' && database.pglite) {
    return database.pglite.listen(LIVE_CHANNEL, (text) => {
      const event = decodeEvent(text);
      if (event?.topic === CREDENTIALS_REVOKED_TOPIC) deliver(event.payload);
    });
  }
  const stop = new AbortController();
  const events = live.subscribe(CREDENTIALS_REVOKED_TOPIC, stop.signal);
  void (async () => {
    for await (const payload of events) deliver(payload);
  })();
  return async () => stop.abort();
}

/** The credentials among `ids` that still work, with when each ends by itself (null: never). */
export interface CurrentCredentials {
  tokens: ReadonlyMap<number, Date | null>;
  sessions: ReadonlyMap<number, Date>;
}

/**
 * Which of these tokens and sessions still authenticate: not deleted, not expired, their owner
 * not suspended (the rules of `userFromAccessToken` and `sessionFromToken`). Two statements for
 * any number of ids; records no use.
 */
export async function currentCredentials(db: Db, ids: RevokedCredentials): Promise<CurrentCredentials> {
  const tokens = new Map<number, Date | null>();
  const sessions = new Map<number, Date>();
  if (ids.tokenIds.length > 0) {
    const rows = await db
      .select({ id: t.accessTokens.id, expiresAt: t.accessTokens.expiresAt })
      .from(t.accessTokens)
      .innerJoin(t.accounts, eq(t.accounts.id, t.accessTokens.userId))
      .where(and(inArray(t.accessTokens.id, [...ids.tokenIds]), tokenUnexpired(), isNull(t.accounts.suspendedAt)));
    for (const row of rows) tokens.set(row.id, row.expiresAt);
  }
  if (ids.sessionIds.length > 0) {
    const rows = await db
      .select({ id: t.sessions.id, expiresAt: t.sessions.expiresAt })
      .from(t.sessions)
      .innerJoin(t.accounts, eq(t.accounts.id, t.sessions.userId))
      .where(and(inArray(t.sessions.id, [...ids.sessionIds]), sessionUnexpired(), isNull(t.accounts.suspendedAt)));
    for (const row of rows) sessions.set(row.id, row.expiresAt);
  }
  return { tokens, sessions };
}
