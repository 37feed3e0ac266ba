import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';

/** An account (person, bot or organization) by login, in any letter case. */
export async function accountByLogin(db: Db, login: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(t.accounts)
    .where(eq(sql`lower(${t.accounts.login})`, login.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** How many public repositories an account owns (a profile's `public_repos`). */
export function publicRepositoryCount(db: Db, ownerId: number): Promise<number> {
  return db.$count(t.repositories, and(eq(t.repositories.ownerId, ownerId), eq(t.repositories.visibility, 'public')));
}
