import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** A saved view (dashboard search shortcut) as stored. */
export type SavedViewRow = typeof t.savedViews.$inferSelect;
export type SavedViewSearchType = SavedViewRow['searchType'];

export interface SavedViewFilter {
  userId: number;
  /** Only views searching these types; null or undefined for all. */
  searchTypes?: readonly SavedViewSearchType[] | null;
}

function whereOf(filter: SavedViewFilter): SQL | undefined {
  const types = filter.searchTypes;
  return and(eq(t.savedViews.userId, filter.userId), types ? inArray(t.savedViews.searchType, [...types]) : undefined);
}

export async function countSavedViews(db: DbOrTx, filter: SavedViewFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.savedViews).where(whereOf(filter));
  return Number(row?.n ?? 0);
}

/** One window of a user's views, in their order: position, then id (so pages never overlap). */
export function savedViewWindow(db: DbOrTx, filter: SavedViewFilter, offset: number, limit: number): Promise<SavedViewRow[]> {
  return db
    .select()
    .from(t.savedViews)
    .where(whereOf(filter))
    .orderBy(asc(t.savedViews.position), asc(t.savedViews.id))
    .limit(limit)
    .offset(offset);
}

/** A view by id, only when it belongs to the user (anyone else's is as missing). */
export async function findOwnSavedView(db: DbOrTx, userId: number, id: number): Promise<SavedViewRow | null> {
  const [row] = await db
    .select()
    .from(t.savedViews)
    .where(and(eq(t.savedViews.id, id), eq(t.savedViews.userId, userId)));
  return row ?? null;
}
