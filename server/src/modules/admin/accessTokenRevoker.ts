import { eq, inArray, type SQL } from 'drizzle-orm';
import { announceRevoked } from '../../auth/credentialRevocations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/index.ts';
import { selectAccessTokenSummaries, type AccessTokenSummary } from './accessTokenLister.ts';
import { AdminError } from './admin.errors.ts';
import { requireUserOrBot } from './accountLookup.ts';

/**
 * Revokes one personal access token by id (NOT_FOUND when there is none) and returns what it was.
 * Revoking deletes the row, as GitHub does: the token stops working at once and its open
 * WebSockets close in every server process (`announceRevoked`).
 */
export async function revokeAccessToken(db: DbOrTx, input: { id: number }): Promise<AccessTokenSummary> {
  const [revoked] = await revoke(db, eq(accessTokens.id, input.id));
  if (!revoked) throw new AdminError('NOT_FOUND', `Personal access token ${input.id} not found.`);
  return revoked;
}

/** Revokes every personal access token of a user or bot; an empty list when they had none. */
export async function revokeAccessTokensOf(db: DbOrTx, input: { login: string }): Promise<AccessTokenSummary[]> {
  return db.transaction(async (tx) => {
    const user = await requireUserOrBot(tx, input.login);
    return revoke(tx, eq(accessTokens.userId, user.id));
  });
}

/**
 * Deletes the matching tokens and announces it in one transaction. The rows are locked first, so
 * of two concurrent revocations of a token only one reports it.
 */
function revoke(db: DbOrTx, where: SQL): Promise<AccessTokenSummary[]> {
  return db.transaction(async (tx) => {
    const tokens = await selectAccessTokenSummaries(tx, where, { lockForUpdate: true });
    if (tokens.length === 0) return [];
    const ids = tokens.map((token) => token.id);
    await tx.delete(accessTokens).where(inArray(accessTokens.id, ids));
    await announceRevoked(tx, { tokenIds: ids });
    return tokens;
  });
}
