import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
import { announceRevoked } from './credentialRevocations.ts';
import { sessionUnexpired, tokenUnexpired } from './liveCredentials.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { generateToken, hashToken, SESSION_TOKEN_PREFIX } from './tokens.ts';

export const SESSION_COOKIE = 'user_session';
export const CSRF_COOKIE = 'csrf_token';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** The message for every failed sign-in, whatever the cause, so it reveals nothing. */
export const SIGN_IN_FAILED = 'Incorrect username or password.';

/** A user by login or e-mail and password; null for any mismatch (unknown user, bot, wrong password). */
export async function authenticate(db: Db, loginOrEmail: string, password: string): Promise<AccountRow | null> {
  const key = loginOrEmail.trim().toLowerCase();
  // No login or e-mail holds a NUL character (PostgreSQL cannot even compare one): a plain failure.
  if (key.includes('\u0000')) {
    await verifyPassword(await dummyHash(), password);
    return null;
  }
  const [user] = await db
    .select()
    .from(t.accounts)
    .where(and(eq(t.accounts.kind, 'user'), sql`(lower(${t.accounts.login}) = ${key} OR lower(${t.accounts.email}) = ${key})`))
    .limit(1);
  if (!user?.passwordHash || user.suspendedAt) {
    // Spend the time a real check would, so response times do not tell which logins exist.
    await verifyPassword(await dummyHash(), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password');
  return dummy;
}

export async function createSession(db: Db, user: AccountRow, meta: { userAgent?: string; ip?: string }) {
  const token = generateToken(SESSION_TOKEN_PREFIX, 32);
  const csrfToken = generateToken('', 24);
  await db.insert(t.sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    csrfToken,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, csrfToken };
}

export interface ResolvedSession {
  user: AccountRow;
  csrfToken: string;
  sessionId: number;
  /** When the session ends by itself (open sockets close then). */
  expiresAt: Date;
}

export async function sessionFromToken(db: Db, token: string): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({ session: t.sessions, user: t.accounts })
    .from(t.sessions)
    .innerJoin(t.accounts, eq(t.accounts.id, t.sessions.userId))
    .where(and(eq(t.sessions.tokenHash, hashToken(token)), sessionUnexpired()))
    .limit(1);
  if (!row || row.user.suspendedAt) return null;
  return { user: row.user, csrfToken: row.session.csrfToken, sessionId: row.session.id, expiresAt: row.session.expiresAt };
}

/**
 * Ends a session (sign-out). The end is announced in the same transaction, so every server
 * process closes the session's open WebSockets once it commits (`credentialRevocations.ts`).
 */
export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(t.sessions).where(eq(t.sessions.id, sessionId)).returning({ id: t.sessions.id });
    await announceRevoked(tx, { sessionIds: deleted.map((row) => row.id) });
  });
}

/**
 * How stale `access_tokens.last_used_at` may get. Recording every request would make each API
 * call a write (a WAL record and a dead row version per call, and concurrent calls with one token
 * queueing on its row lock); GitHub itself shows the last use only to the day.
 */
export const LAST_USED_PRECISION_MS = 60_000;

/** A personal access token that authenticated a request: its owner, its id and its scopes. */
export interface TokenAuth {
  user: AccountRow;
  tokenId: number;
  scopes: readonly string[];
  /** When the token stops working; null for never. */
  expiresAt: Date | null;
}

/**
 * The owner of a personal access token (`Authorization: bearer …`) with the token's scopes, or
 * null (unknown, revoked or expired token, suspended owner). Records the use in `last_used_at`,
 * at most once per {@link LAST_USED_PRECISION_MS}.
 */
export async function userFromAccessToken(db: Db, token: string): Promise<TokenAuth | null> {
  const [row] = await db
    .select({ token: t.accessTokens, user: t.accounts })
    .from(t.accessTokens)
    .innerJoin(t.accounts, eq(t.accounts.id, t.accessTokens.userId))
    .where(and(eq(t.accessTokens.tokenHash, hashToken(token)), tokenUnexpired()))
    .limit(1);
  if (!row || row.user.suspendedAt) return null;
  const { lastUsedAt } = row.token;
  if (!lastUsedAt || Date.now() - lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    // The condition again in SQL: of concurrent first uses, one writes and the others match nothing.
    await db
      .update(t.accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(t.accessTokens.id, row.token.id),
          or(
            isNull(t.accessTokens.lastUsedAt),
            lt(t.accessTokens.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_PRECISION_MS / 1000})`),
          ),
        ),
      );
  }
  return { user: row.user, tokenId: row.token.id, scopes: row.token.scopes, expiresAt: row.token.expiresAt };
}
