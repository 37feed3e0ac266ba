import { hashPassword } from '../../auth/passwords.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { AdminError, isUniqueViolation } from './admin.errors.ts';
import { assertValidEmail, assertValidLogin, assertValidPassword } from './admin.validation.ts';
import { findAccount, type AccountKind } from './accountLookup.ts';

export interface CreateUserInput {
  login: string;
  name?: string | undefined;
  email?: string | undefined;
  /** Without a password the account cannot sign in with one (the stored hash stays null). */
  password?: string | undefined;
  isSiteAdmin?: boolean;
  isBot?: boolean;
  isEnterpriseManaged?: boolean;
}

export interface CreateOrganizationInput {
  login: string;
  name?: string | undefined;
  ssoRequired?: boolean;
  isEnterpriseManaged?: boolean;
}

export interface CreatedAccount {
  id: number;
  kind: AccountKind;
  login: string;
  name: string | null;
  email: string | null;
  isSiteAdmin: boolean;
  isEnterpriseManaged: boolean;
  ssoRequired: boolean;
  hasPassword: boolean;
}

const KIND_TITLE: Record<AccountKind, string> = { user: 'User', bot: 'Bot', organization: 'Organization' };

type NewAccount = typeof accounts.$inferInsert & { kind: AccountKind; login: string };

/** Creates a user or, with `isBot`, a bot account. */
export async function createUser(db: DbOrTx, input: CreateUserInput): Promise<CreatedAccount> {
  const isBot = input.isBot ?? false;
  assertValidLogin(input.login, { isBot });
  if (input.email !== undefined) assertValidEmail(input.email);
  if (input.password !== undefined) {
    if (isBot) throw new AdminError('INVALID_PASSWORD', 'Bots cannot have a password.');
    assertValidPassword(input.password);
  }
  // Hash before opening the transaction: argon2 takes tens of milliseconds and holds no lock.
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  return insertAccount(db, {
    kind: isBot ? 'bot' : 'user',
    login: input.login,
    name: input.name ?? null,
    email: input.email ?? null,
    passwordHash,
    isSiteAdmin: input.isSiteAdmin ?? false,
    isEnterpriseManaged: input.isEnterpriseManaged ?? false,
  });
}

export async function createOrganization(db: DbOrTx, input: CreateOrganizationInput): Promise<CreatedAccount> {
  assertValidLogin(input.login, { isBot: false });
  return insertAccount(db, {
    kind: 'organization',
    login: input.login,
    name: input.name ?? null,
    ssoRequired: input.ssoRequired ?? false,
    isEnterpriseManaged: input.isEnterpriseManaged ?? false,
  });
}

async function insertAccount(db: DbOrTx, values: NewAccount): Promise<CreatedAccount> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await findAccount(tx, values.login);
      if (existing) throw loginConflict(values.kind, values.login, existing.kind, existing.login);
      const [row] = await tx.insert(accounts).values(values).returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row.');
      return {
        id: row.id,
        kind: row.kind,
        login: row.login,
        name: row.name,
        email: row.email,
        isSiteAdmin: row.isSiteAdmin,
        isEnterpriseManaged: row.isEnterpriseManaged,
        ssoRequired: row.ssoRequired,
        hasPassword: row.passwordHash !== null,
      };
    });
  } catch (error) {
    // Another writer took the login between our check and the insert.
    if (isUniqueViolation(error)) throw new AdminError('LOGIN_TAKEN', `Login '${values.login}' is already taken.`);
    throw error;
  }
}

function loginConflict(kind: AccountKind, login: string, existingKind: AccountKind, existingLogin: string): AdminError {
  if (kind === existingKind) {
    return new AdminError('ALREADY_EXISTS', `${KIND_TITLE[kind]} ${existingLogin} already exists.`);
  }
  return new AdminError('LOGIN_TAKEN', `Login '${login}' is already taken.`);
}
