import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * The organizations a user belongs to that `viewerId` may be told of: all of them for the user
 * themself, otherwise those the viewer belongs to as well (members see each other). Ordered by
 * login, or by when the organization was created.
 */
export function organizationsOf(
  db: Db,
  userId: number,
  viewerId: number,
  order: { field: 'LOGIN' | 'CREATED_AT'; direction: 'ASC' | 'DESC' },
): Promise<AccountRow[]> {
  const direction = order.direction === 'DESC' ? desc : asc;
  const shared =
    userId === viewerId
      ? undefined
      : inArray(
          t.orgMemberships.orgId,
          db.select({ orgId: t.orgMemberships.orgId }).from(t.orgMemberships).where(eq(t.orgMemberships.userId, viewerId)),
        );
  return db
    .select({ org: t.accounts })
    .from(t.orgMemberships)
    .innerJoin(t.accounts, eq(t.accounts.id, t.orgMemberships.orgId))
    .where(and(eq(t.orgMemberships.userId, userId), eq(t.accounts.kind, 'organization'), shared))
    .orderBy(
      order.field === 'CREATED_AT' ? direction(t.accounts.createdAt) : direction(sql`lower(${t.accounts.login})`),
      direction(t.accounts.id),
    )
    .then((rows) => rows.map((row) => row.org));
}
