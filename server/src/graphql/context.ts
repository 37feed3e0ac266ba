import type { Database, Db } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import type { Env } from '../env.ts';
import type { JobRunner } from '../jobs/jobRunner.ts';
import type { LiveBus } from '../live/bus.ts';
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
}

export function createContext(database: Database, env: Pick<Env, 'baseUrl'>, viewer: AccountRow, services: Services): GraphQLContext {
  return { db: database.db, database, viewer, loaders: createLoaders(database.db, viewer), baseUrl: env.baseUrl, ...services };
}
