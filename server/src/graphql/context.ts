import type { GrantedScopes } from '../auth/scopes.ts';
import type { Database } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import { createDomainContext, type DomainContext } from '../domain/context.ts';
import type { Env } from '../env.ts';
import type { JobRunner } from '../jobs/jobRunner.ts';
import type { Services } from '../services.ts';

/**
 * What every resolver receives: the domain context (database, actor, loaders, live bus), which
 * resolvers hand to commands and repositories as it is, and what only the API needs besides.
 */
export interface GraphQLContext extends DomainContext {
  database: Database;
  baseUrl: string;
  /** Background jobs (bulk updates). */
  jobs: JobRunner;
  /** The token's scopes, or null for a browser session. */
  scopes: GrantedScopes;
}

export function createContext(
  database: Database,
  env: Pick<Env, 'baseUrl'>,
  viewer: AccountRow,
  services: Services,
  scopes: GrantedScopes = null,
): GraphQLContext {
  return {
    ...createDomainContext(database.db, viewer, scopes, services.live),
    database,
    baseUrl: env.baseUrl,
    jobs: services.jobs,
    scopes,
  };
}
