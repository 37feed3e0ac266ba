import { and, count, eq, max, sql } from 'drizzle-orm';
import { MAX_QUERY_LENGTH, parse } from '@issues/search-query';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { badInput, DomainError, unprocessable } from '../../graphql/errors.ts';
import type { SavedViewRow } from './savedView.repository.ts';

export const MAX_SAVED_VIEWS = 25;
export const MAX_SAVED_VIEW_NAME_LENGTH = 100;
export const MAX_SAVED_VIEW_DESCRIPTION_LENGTH = 400;
export const UNTITLED_VIEW = 'Untitled view';

type Color = SavedViewRow['color'];
type SearchType = SavedViewRow['searchType'];

/** Characters as people count them (code points), as the search parser counts a query. */
const lengthOf = (text: string) => [...text].length;

export function normaliseName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (lengthOf(trimmed) > MAX_SAVED_VIEW_NAME_LENGTH)
    throw badInput(`Name is too long (maximum is ${MAX_SAVED_VIEW_NAME_LENGTH} characters)`);
  return trimmed === '' ? UNTITLED_VIEW : trimmed;
}

export function normaliseDescription(description: string | null | undefined): string | null {
  const trimmed = description?.trim() ?? '';
  if (lengthOf(trimmed) > MAX_SAVED_VIEW_DESCRIPTION_LENGTH)
    throw badInput(`Description is too long (maximum is ${MAX_SAVED_VIEW_DESCRIPTION_LENGTH} characters)`);
  return trimmed === '' ? null : trimmed;
}

const queryTooLong = () => badInput(`Query is too long (maximum is ${MAX_QUERY_LENGTH} characters)`);

/**
 * The trimmed query, checked as a search checks it: at most 1,024 characters and no error from
 * the search-query parser (its messages, with their positions in `extensions.positions`).
 */
export function normaliseQuery(query: string | null | undefined): string {
  const trimmed = query?.trim() ?? '';
  if (lengthOf(trimmed) > MAX_QUERY_LENGTH) throw queryTooLong();
  const { errors } = parse(trimmed);
  if (errors.length > 0) {
    throw new DomainError('BAD_USER_INPUT', errors.map((e) => e.message).join(' '), {
      positions: errors.map(({ span }) => ({ start: span.start, end: span.end })),
    });
  }
  return trimmed;
}

/**
 * Prefixes `repo:owner/name` to the query of a view scoped to a repository, unless the query
 * already starts with that term (compared case-insensitively, as `repo:` matches).
 */
export function scopedQuery(query: string, nameWithOwner: string): string {
  const term = `repo:${nameWithOwner}`;
  const first = query.split(/\s+/, 1)[0] ?? '';
  if (first.toLowerCase() === term.toLowerCase()) return query;
  const scoped = query === '' ? term : `${term} ${query}`;
  if (lengthOf(scoped) > MAX_QUERY_LENGTH) throw queryTooLong();
  return scoped;
}

export interface NewSavedView {
  name: string;
  query: string;
  description: string | null;
  icon: string;
  color: Color;
  searchType: SearchType;
  scopingRepoId: number | null;
}

/**
 * Saves a view at the end of the user's list. The user's account row is locked first, so
 * concurrent creates by one user count one after the other and never exceed the limit.
 */
export async function createSavedView(tx: DbOrTx, userId: number, values: NewSavedView): Promise<{ view: SavedViewRow; offset: number }> {
  await tx.select({ id: t.accounts.id }).from(t.accounts).where(eq(t.accounts.id, userId)).for('update');
  const [current] = await tx
    .select({ n: count(), last: max(t.savedViews.position) })
    .from(t.savedViews)
    .where(eq(t.savedViews.userId, userId));
  const existing = Number(current?.n ?? 0);
  if (existing >= MAX_SAVED_VIEWS) throw unprocessable('You have reached the maximum number of saved views');
  const position = current?.last == null ? 0 : Number(current.last) + 1;
  const [view] = await tx
    .insert(t.savedViews)
    .values({ userId, ...values, position })
    .returning();
  if (!view) throw new Error('Saved view insert returned nothing');
  // The new view is last in the list (highest position, then highest id).
  return { view, offset: existing };
}

export interface SavedViewChanges {
  name?: string;
  query?: string;
  description?: string | null;
  icon?: string;
  color?: Color;
}

/** Changes one of the user's views; an update always clears the scoping repository. Null when not theirs. */
export async function updateSavedView(tx: DbOrTx, userId: number, id: number, changes: SavedViewChanges): Promise<SavedViewRow | null> {
  const [view] = await tx
    .update(t.savedViews)
    .set({ ...changes, scopingRepoId: null, updatedAt: sql`now()` })
    .where(and(eq(t.savedViews.id, id), eq(t.savedViews.userId, userId)))
    .returning();
  return view ?? null;
}

/** Deletes one of the user's views; false when it is not theirs (or missing). */
export async function deleteSavedView(tx: DbOrTx, userId: number, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(t.savedViews)
    .where(and(eq(t.savedViews.id, id), eq(t.savedViews.userId, userId)))
    .returning({ id: t.savedViews.id });
  return deleted.length > 0;
}
