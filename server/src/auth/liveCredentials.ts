import { gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';

/**
 * When a personal access token or a session still authenticates, as SQL: not expired (a deleted
 * row is gone; the owner must also not be suspended, checked beside these). One rule for signing
 * requests in (`sessions.ts`) and for checking open sockets again (`credentialRevocations.ts`).
 */
export function tokenUnexpired(): SQL {
  return or(isNull(t.accessTokens.expiresAt), gt(t.accessTokens.expiresAt, sql`now()`)) as SQL;
}

export function sessionUnexpired(): SQL {
  return gt(t.sessions.expiresAt, sql`now()`);
}
