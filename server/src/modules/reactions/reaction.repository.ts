import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountRow, ReactionRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { ReactionGroupValue } from './reactionGroups.ts';

/** A reaction by id, or null. */
export async function reactionById(db: Db, id: number): Promise<ReactionRow | null> {
  const [row] = await db.select().from(t.reactions).where(eq(t.reactions.id, id));
  return row ?? null;
}

/** The people who reacted with a group's content, in the order they reacted. */
export async function reactorsOf(db: Db, group: ReactionGroupValue): Promise<AccountRow[]> {
  const rows = await db
    .select({ user: t.accounts })
    .from(t.reactions)
    .innerJoin(t.accounts, eq(t.accounts.id, t.reactions.userId))
    .where(
      and(
        eq(t.reactions.subjectType, group.subjectType),
        eq(t.reactions.subjectId, group.subjectId),
        eq(t.reactions.content, group.content),
      ),
    )
    .orderBy(t.reactions.createdAt);
  return rows.map((row) => row.user);
}
