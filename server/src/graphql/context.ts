import type { GrantedScopes } from '../auth/scopes.ts';
import type { Database, Db } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import type { Env } from '../env.ts';
import type { JobRunner } from '../jobs/jobRunner.ts';
import type { LiveBus } from '../live/bus.ts';
import { actorOf, type Actor } from '../policies/actor.ts';
import type { Services } from '../services.ts';
import { createLoaders, type Loaders } from './loaders.ts';

/** What every resolver receives: the signed-in viewer, the database and per-request loaders. */
export interface GraphQLContext {
  db: Db;
  database: Database;
  viewer: AccountRow;
  loaders: Loaders;
  baseUrl: string;
  /** Live events for subscriptions (and their publishers). */
  live: LiveBus;
  /** Background jobs (bulk updates). */
  jobs: JobRunner;
  /** The token's scopes, or null for a browser session or a job acting for its owner. */
  scopes: GrantedScopes;
  /** The viewer and the scopes, as policies take them. */
  actor: Actor;
}

export function createContext(
  database: Database,
  env: Pick<Env, 'baseUrl'>,
  viewer: AccountRow,
  services: Services,
  scopes: GrantedScopes = null,
): GraphQLContext {
  const actor = actorOf(viewer, scopes);
  return {
    db: database.db,
    database,
    viewer,
    loaders: createLoaders(database.db, viewer, scopes),
    baseUrl: env.baseUrl,
    ...services,
    scopes,
    actor,
  };
}
