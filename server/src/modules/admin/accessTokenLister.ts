import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ACCESS_TOKEN_PREFIX } from '../../auth/tokens.ts';
import { accessTokens, accounts } from '../../db/schema/index.ts';
import { requireUserOrBot } from './accountLookup.ts';

/** A personal access token as an operator sees it: never the secret, nor its hash. */
export interface AccessTokenSummary {
  id: number;
  login: string;
  note: string | null;
  scopes: string[];
  /** `ghp_…abcd`: the prefix and the last four characters, to tell tokens apart. */
  token: string;
  createdAt: Date;
  /** Recorded to the minute (`LAST_USED_PRECISION_MS`); null for never. */
  lastUsedAt: Date | null;
  /** Null for never. */
  expiresAt: Date | null;
  /** Whether `expiresAt` has passed, by the database's clock (an expired token no longer works). */
  expired: boolean;
}

/** `ghp_…abcd`, how a token is shown once it can no longer be. */
export function maskedToken(lastFour: string): string {
  return `${ACCESS_TOKEN_PREFIX}…${lastFour}`;
}

/**
 * The tokens matching `where`, oldest first. `lockForUpdate` locks the token rows (not their
 * owners') for a revocation in the same transaction.
 */
export async function selectAccessTokenSummaries(
  db: DbOrTx,
  where: SQL | undefined,
  options: { lockForUpdate?: boolean } = {},
): Promise<AccessTokenSummary[]> {
  const query = db
    .select({
      id: accessTokens.id,
      login: accounts.login,
      note: accessTokens.note,
      scopes: accessTokens.scopes,
      lastFour: accessTokens.lastFour,
      createdAt: accessTokens.createdAt,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
      expired: sql<boolean>`coalesce(${accessTokens.expiresAt} <= now(), false)`,
    })
    .from(accessTokens)
    .innerJoin(accounts, eq(accounts.id, accessTokens.userId))
    .where(where)
    .orderBy(asc(accessTokens.id));
  const rows = options.lockForUpdate ? await query.for('update', { of: accessTokens }) : await query;
  return rows.map(({ lastFour, ...row }) => ({ ...row, token: maskedToken(lastFour) }));
}

/** Every personal access token, or those of one user or bot (NOT_FOUND, WRONG_ACCOUNT_KIND otherwise). */
export async function listAccessTokens(db: DbOrTx, input: { login?: string | undefined } = {}): Promise<AccessTokenSummary[]> {
  if (input.login === undefined) return selectAccessTokenSummaries(db, undefined);
  const user = await requireUserOrBot(db, input.login);
  return selectAccessTokenSummaries(db, eq(accessTokens.userId, user.id));
}
