import { and, count, eq, max, sql } from 'drizzle-orm';
import { MAX_QUERY_LENGTH, parse } from '@issues/search-query';
import * as t from '../../db/schema/index.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput, DomainError, notFound, unprocessable, unresolvedId } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { inTransaction } from '../../domain/transaction.ts';
import { findRepository } from '../repositories/repository.repository.ts';
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
  name?: string | null;
  query?: string | null;
  description?: string | null;
  icon?: string | null;
  color?: Color | null;
  searchType?: SearchType | null;
  /** A repository the view is about (`owner`, `name`): its query gets `repo:owner/name`. */
  scopingRepository?: { owner: string; name: string } | null;
}

/** The scoping repository of a new view: one the viewer can read, with its `owner/name`. */
async function scopingRepositoryOf(ctx: DomainContext, input: { owner: string; name: string }) {
  const repo = await findRepository(ctx, input.owner, input.name);
  if (!repo) throw notFound(`Could not resolve to a Repository with the name '${input.owner}/${input.name}'.`);
  const owner = await ctx.loaders.account.load(repo.ownerId);
  return { repo, nameWithOwner: `${owner?.login ?? input.owner}/${repo.name}` };
}

/**
 * `createDashboardSearchShortcut`: saves a view at the end of the viewer's list (at most 25). The
 * account row is locked first, so concurrent creates by one person count one after the other and
 * never exceed the limit. Answers the view and its offset in the list.
 */
export async function createSavedView(ctx: DomainContext, input: NewSavedView): Promise<{ view: SavedViewRow; offset: number }> {
  const name = normaliseName(input.name);
  const description = normaliseDescription(input.description);
  let query = normaliseQuery(input.query);
  let scopingRepoId: number | null = null;
  if (input.scopingRepository) {
    const scope = await scopingRepositoryOf(ctx, input.scopingRepository);
    query = scopedQuery(query, scope.nameWithOwner);
    scopingRepoId = scope.repo.id;
  }
  const userId = ctx.actor.id;
  return inTransaction(ctx, async ({ tx }) => {
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
      .values({
        userId,
        name,
        query,
        description,
        icon: input.icon ?? 'BOOKMARK',
        color: input.color ?? 'GRAY',
        searchType: input.searchType ?? 'ISSUES',
        scopingRepoId,
        position,
      })
      .returning();
    if (!view) throw new Error('Saved view insert returned nothing');
    // The new view is last in the list (highest position, then highest id).
    return { view, offset: existing };
  });
}

export interface SavedViewChanges {
  view: Ref;
  name?: string | null;
  query?: string | null;
  description?: string | null;
  icon?: string | null;
  color?: Color | null;
}

/** `updateDashboardSearchShortcut`: one of the viewer's own views; an update always clears the scoping repository. */
export async function updateSavedView(ctx: DomainContext, input: SavedViewChanges): Promise<SavedViewRow> {
  const id = input.view.id;
  if (id === null) throw unresolvedId(input.view.given);
  const changes: { name?: string; query?: string; description?: string | null; icon?: string; color?: Color } = {};
  if (input.name != null) changes.name = normaliseName(input.name);
  if (input.query != null) changes.query = normaliseQuery(input.query);
  if (input.description !== undefined) changes.description = normaliseDescription(input.description);
  if (input.icon != null) changes.icon = input.icon;
  if (input.color != null) changes.color = input.color;
  const [view] = await ctx.db
    .update(t.savedViews)
    .set({ ...changes, scopingRepoId: null, updatedAt: sql`now()` })
    .where(and(eq(t.savedViews.id, id), eq(t.savedViews.userId, ctx.actor.id)))
    .returning();
  if (!view) throw unresolvedId(input.view.given);
  return view;
}

/** `removeDashboardSearchShortcut`: one of the viewer's own views. Answers its id. */
export async function deleteSavedView(ctx: DomainContext, input: { view: Ref }): Promise<number> {
  const id = input.view.id;
  if (id === null) throw unresolvedId(input.view.given);
  const deleted = await ctx.db
    .delete(t.savedViews)
    .where(and(eq(t.savedViews.id, id), eq(t.savedViews.userId, ctx.actor.id)))
    .returning({ id: t.savedViews.id });
  if (deleted.length === 0) throw unresolvedId(input.view.given);
  return id;
}
