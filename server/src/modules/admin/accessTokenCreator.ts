import type { DbOrTx } from '../../db/client.ts';
import { DEFAULT_TOKEN_SCOPES, type TokenScope } from '../../auth/scopes.ts';
import { ACCESS_TOKEN_PREFIX, generateToken, hashToken } from '../../auth/tokens.ts';
import { accessTokens } from '../../db/schema/index.ts';
import { requireUserOrBot } from './accountLookup.ts';

export interface CreateAccessTokenInput {
  login: string;
  note?: string | undefined;
  /** GitHub's scope names (`auth/scopes.ts`); `DEFAULT_TOKEN_SCOPES` when left out. */
  scopes?: readonly TokenScope[] | undefined;
  /** When the token stops working; never when left out. */
  expiresAt?: Date | undefined;
}

export interface CreatedAccessToken {
  id: number;
  login: string;
  /** The secret itself; only its SHA-256 is stored, so this is the one time it can be shown. */
  token: string;
  /** The scopes granted (the defaults when none were asked for). */
  scopes: string[];
  expiresAt: Date | null;
}

/** Mints a personal access token (`ghp_…`) for a user or bot. */
export async function createAccessToken(db: DbOrTx, input: CreateAccessTokenInput): Promise<CreatedAccessToken> {
  return db.transaction(async (tx) => {
    const user = await requireUserOrBot(tx, input.login);
    const token = generateToken(ACCESS_TOKEN_PREFIX);
    const [row] = await tx
      .insert(accessTokens)
      .values({
        userId: user.id,
        tokenHash: hashToken(token),
        lastFour: token.slice(-4),
        note: input.note ?? null,
        scopes: [...(input.scopes ?? DEFAULT_TOKEN_SCOPES)],
        expiresAt: input.expiresAt ?? null,
      })
      .returning({ id: accessTokens.id, scopes: accessTokens.scopes, expiresAt: accessTokens.expiresAt });
    if (!row) throw new Error('INSERT … RETURNING gave no row.');
    return { id: row.id, login: user.login, token, scopes: row.scopes, expiresAt: row.expiresAt };
  });
}
