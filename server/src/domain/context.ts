import type { GrantedScopes } from '../auth/scopes.ts';
import type { Db } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import type { LiveBus } from '../live/bus.ts';
import { actorOf, type Actor } from '../policies/actor.ts';
import { createLoaders, type Loaders } from './loaders.ts';

/**
 * What every command and repository of the domain works with: the database, who acts, that
 * person's per-request caches (DataLoaders, never shared between people) and the live bus its
 * commands publish to after commit. No transport is in it: GraphQL resolvers, HTTP routes, the
 * CLI and jobs each build one (`createDomainContext`) and pass it with plain inputs.
 */
export interface DomainContext {
  readonly db: Db;
  /** Who acts, as policies take it: id, login, site admin, token scopes. */
  readonly actor: Actor;
  /** The acting account's row (the standing rules read its age and enterprise flag). */
  readonly viewer: AccountRow;
  /** Caches of one request (or one round of a job); a long-lived caller replaces them. */
  loaders: Loaders;
  /** Live events, published by commands after their transaction commits. */
  readonly live: LiveBus;
}

/** A domain context for `viewer` acting with a token's `scopes` (null: a browser session or a job acting for its owner). */
export function createDomainContext(db: Db, viewer: AccountRow, scopes: GrantedScopes, live: LiveBus): DomainContext {
  return { db, actor: actorOf(viewer, scopes), viewer, loaders: createLoaders(db, viewer, scopes), live };
}

/** Fresh caches, for a context that outlives one read (a subscription, a job's next round). */
export function refreshLoaders(ctx: DomainContext): void {
  ctx.loaders = createLoaders(ctx.db, ctx.viewer, ctx.actor.scopes);
}
