import { and, asc, desc, eq } from 'drizzle-orm';
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

/** Which reactions `Reactable.reactions` lists: one subject's, of one content when given, oldest or newest first. */
export interface ReactionListFilter {
  subjectType: 'issue' | 'comment';
  subjectId: number;
  content: ReactionGroupValue['content'] | null;
  direction: 'ASC' | 'DESC';
}

function reactionListCondition(filter: ReactionListFilter) {
  return and(
    eq(t.reactions.subjectType, filter.subjectType),
    eq(t.reactions.subjectId, filter.subjectId),
    filter.content ? eq(t.reactions.content, filter.content) : undefined,
  );
}

/** How many reactions `filter` lists. */
export function countReactions(db: Db, filter: ReactionListFilter): Promise<number> {
  return db.$count(t.reactions, reactionListCondition(filter));
}

/** One window of the reactions `filter` lists, by when they were given (ties by id). */
export function reactionsWindow(db: Db, filter: ReactionListFilter, offset: number, limit: number): Promise<ReactionRow[]> {
  const order = filter.direction === 'DESC' ? desc : asc;
  return db
    .select()
    .from(t.reactions)
    .where(reactionListCondition(filter))
    .orderBy(order(t.reactions.createdAt), order(t.reactions.id))
    .limit(limit)
    .offset(offset);
}

/** The people (users only) who reacted with a group's content and when, in the order they reacted. */
export async function reactingUsersOf(db: Db, group: ReactionGroupValue): Promise<{ user: AccountRow; reactedAt: Date }[]> {
  const rows = await db
    .select({ user: t.accounts, reactedAt: t.reactions.createdAt })
    .from(t.reactions)
    .innerJoin(t.accounts, eq(t.accounts.id, t.reactions.userId))
    .where(
      and(
        eq(t.reactions.subjectType, group.subjectType),
        eq(t.reactions.subjectId, group.subjectId),
        eq(t.reactions.content, group.content),
        eq(t.accounts.kind, 'user'),
      ),
    )
    .orderBy(asc(t.reactions.createdAt), asc(t.reactions.id));
  return rows;
}
