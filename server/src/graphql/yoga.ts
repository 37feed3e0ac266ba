import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { GrantedScopes } from '../auth/scopes.ts';
import type { Database } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import type { Env } from '../env.ts';
import type { Services } from '../services.ts';
import { createContext, type GraphQLContext } from './context.ts';
import { isDomainError, toGraphQLError } from './errors.ts';
import { buildSchema } from './schema.ts';

export interface ServerContext {
  viewer: AccountRow;
  /** The token's scopes, or null for a browser session (`auth/scopes.ts`). */
  scopes: GrantedScopes;
}

/**
 * Yoga at /api/graphql. Domain errors become errors with `extensions.code`; anything unexpected is
 * masked ("Unexpected error.") and logged, so internals never reach clients.
 */
export function createGraphQLServer(
  database: Database,
  env: Env,
  log: (error: unknown) => void,
  services: Services,
): YogaServerInstance<ServerContext, GraphQLContext> {
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    // Unexpected errors are logged by maskError below; expected (domain) errors are not noise.
    logging: false,
    graphiql: !env.isProduction,
    context: ({ viewer, scopes }) => createContext(database, env, viewer, services, scopes),
    maskedErrors: {
      maskError: (error, message, isDev) => {
        // Duck-typed: GraphQL errors may come from Yoga's own copy of graphql-js.
        const wrapped = typeof error === 'object' && error !== null && 'originalError' in error ? (error as GraphQLError) : null;
        const original = wrapped ? wrapped.originalError : error;
        if (isDomainError(original)) return toGraphQLError(original, wrapped?.path);
        if (wrapped && !wrapped.originalError) return wrapped;
        log(original ?? error);
        return maskError(error, message, isDev);
      },
    },
  });
}
