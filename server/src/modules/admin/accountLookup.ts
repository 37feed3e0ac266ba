import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { AdminError } from './admin.errors.ts';

export type AccountKind = (typeof accounts.$inferSelect)['kind'];

export interface AccountRef {
  id: number;
  kind: AccountKind;
  /** The login as stored, which may differ in case from what the operator typed. */
  login: string;
}

/** Logins are unique without regard to case (the `accounts_login_lower_idx` index). */
export async function findAccount(db: DbOrTx, login: string): Promise<AccountRef | undefined> {
  const rows = await db
    .select({ id: accounts.id, kind: accounts.kind, login: accounts.login })
    .from(accounts)
    .where(sql`lower(${accounts.login}) = lower(${login})`)
    .limit(1);
  return rows[0];
}

/** A user or bot: the kinds that can sign in, hold tokens and collaborate on repositories. */
export async function requireUserOrBot(db: DbOrTx, login: string): Promise<AccountRef> {
  const account = await findAccount(db, login);
  if (!account) throw new AdminError('NOT_FOUND', `User '${login}' not found.`);
  if (account.kind === 'organization') {
    throw new AdminError('WRONG_ACCOUNT_KIND', `'${account.login}' is an organization, not a user.`);
  }
  return account;
}

export async function requireOrganization(db: DbOrTx, login: string): Promise<AccountRef> {
  const account = await findAccount(db, login);
  if (!account) throw new AdminError('NOT_FOUND', `Organization '${login}' not found.`);
  if (account.kind !== 'organization') {
    throw new AdminError('WRONG_ACCOUNT_KIND', `'${account.login}' is not an organization.`);
  }
  return account;
}
