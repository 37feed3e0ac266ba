import type { GrantedScopes } from '../auth/scopes.ts';
import type { AccountRow } from '../db/rows.ts';

/**
 * Who acts: the signed-in person (or bot) and, when they came with a personal access token, its
 * scopes. Policies and their SQL forms take this rather than a transport's request or context.
 */
export interface Actor {
  id: number;
  login: string;
  isSiteAdmin: boolean;
  /** The token's scopes, or null for a browser session or a job acting for its owner. */
  scopes: GrantedScopes;
}

export function actorOf(account: Pick<AccountRow, 'id' | 'login' | 'isSiteAdmin'>, scopes: GrantedScopes = null): Actor {
  return { id: account.id, login: account.login, isSiteAdmin: account.isSiteAdmin, scopes };
}
