import type { GrantedScopes } from '../auth/scopes.ts';
import type { Database } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import { createDomainContext, type DomainContext } from '../domain/context.ts';
import type { JobRunner } from '../jobs/jobRunner.ts';
import type { RateState } from '../modules/rate-limits/rateLimit.repository.ts';
import type { Services } from '../services.ts';

/**
 * What every resolver receives: the domain context (database, actor, loaders, live bus), which
 * resolvers hand to commands and repositories as it is, and what only the API needs besides.
 */
export interface GraphQLContext extends DomainContext {
  database: Database;
  /** Where this request's absolute addresses start: BASE_URL, or the request's own address (`http/requestBaseUrl.ts`). */
  baseUrl: string;
  /** Background jobs (bulk updates). */
  jobs: JobRunner;
  /** The token's scopes, or null for a browser session. */
  scopes: GrantedScopes;
  /** Where this request left the caller's GraphQL rate limit; null when it is not counted. */
  rateLimit: RateState | null;
}

export function createContext(
  database: Database,
  baseUrl: string,
  viewer: AccountRow,
  services: Services,
  scopes: GrantedScopes = null,
  rateLimit: RateState | null = null,
): GraphQLContext {
  return {
    ...createDomainContext(database.db, viewer, scopes, services.live),
    database,
    baseUrl,
    jobs: services.jobs,
    scopes,
    rateLimit,
  };
}
