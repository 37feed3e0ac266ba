import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
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
}

export async function sessionFromToken(db: Db, token: string): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({ session: t.sessions, user: t.accounts })
    .from(t.sessions)
    .innerJoin(t.accounts, eq(t.accounts.id, t.sessions.userId))
    .where(and(eq(t.sessions.tokenHash, hashToken(token)), gt(t.sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || row.user.suspendedAt) return null;
  return { user: row.user, csrfToken: row.session.csrfToken, sessionId: row.session.id };
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(t.sessions).where(eq(t.sessions.id, sessionId));
}

/** A personal access token that authenticated a request: its owner, its id and its scopes. */
export interface TokenAuth {
  user: AccountRow;
  tokenId: number;
  scopes: readonly string[];
}

/** The owner of a personal access token (`Authorization: bearer …`) with the token's scopes, or null. */
export async function userFromAccessToken(db: Db, token: string): Promise<TokenAuth | null> {
  const [row] = await db
    .select({ token: t.accessTokens, user: t.accounts })
    .from(t.accessTokens)
    .innerJoin(t.accounts, eq(t.accounts.id, t.accessTokens.userId))
    .where(eq(t.accessTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.user.suspendedAt) return null;
  if (row.token.expiresAt && row.token.expiresAt < new Date()) return null;
  await db
    .update(t.accessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(t.accessTokens.id, row.token.id));
  return { user: row.user, tokenId: row.token.id, scopes: row.token.scopes };
}
