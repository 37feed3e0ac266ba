import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, repositories } from '../../db/schema/index.ts';
import { AdminError } from './admin.errors.ts';

export interface RepositoryRef {
  id: number;
  ownerId: number;
  ownerLogin: string;
  name: string;
  nameWithOwner: string;
}

/** Owner login and repository name both match without regard to case, like the unique indexes. */
export async function findRepository(db: DbOrTx, owner: string, name: string): Promise<RepositoryRef | undefined> {
  const rows = await db
    .select({ id: repositories.id, ownerId: repositories.ownerId, ownerLogin: accounts.login, name: repositories.name })
    .from(repositories)
    .innerJoin(accounts, eq(accounts.id, repositories.ownerId))
    .where(and(sql`lower(${accounts.login}) = lower(${owner})`, sql`lower(${repositories.name}) = lower(${name})`))
    .limit(1);
  const row = rows[0];
  return row && { ...row, nameWithOwner: `${row.ownerLogin}/${row.name}` };
}

export async function requireRepository(db: DbOrTx, owner: string, name: string): Promise<RepositoryRef> {
  const repository = await findRepository(db, owner, name);
  if (!repository) throw new AdminError('NOT_FOUND', `Repository '${owner}/${name}' not found.`);
  return repository;
}
