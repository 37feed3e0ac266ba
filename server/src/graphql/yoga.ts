import { useDeferStream } from '@graphql-yoga/plugin-defer-stream';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { GrantedScopes } from '../auth/scopes.ts';
import type { Database } from '../db/client.ts';
import { activeRequestScope } from '../db/requestScope.ts';
import type { AccountRow } from '../db/rows.ts';
import type { Env } from '../env.ts';
import type { Services } from '../services.ts';
import { createContext, type GraphQLContext } from './context.ts';
import { isDomainError } from '../domain/errors.ts';
import { toGraphQLError } from './errors.ts';
import { useExclusiveFieldMerging } from './fieldMerging.ts';
import { useQueryLimits } from './queryLimits.ts';
import { buildSchema } from './schema.ts';
import type { RateState } from '../modules/rate-limits/rateLimit.repository.ts';

export interface ServerContext {
  viewer: AccountRow;
  /** The token's scopes, or null for a browser session (`auth/scopes.ts`). */
  scopes: GrantedScopes;
  /** The request's base address (`http/requestBaseUrl.ts`). */
  baseUrl: string;
  /** Where the request left the caller's rate limit (`http/rateLimits.ts`), when it is counted. */
  rateLimit?: RateState | null;
}

/**
 * Yoga at /api/graphql. Domain errors become errors with `extensions.code`; anything unexpected is
 * masked ("Unexpected error.") and logged, so internals never reach clients.
 *
 * `@defer` and `@stream` are served (spec 000 §7: "Results are streamed for searches"): the list
 * pages defer their slower parts (the open/closed counts), and a client that accepts
 * `multipart/mixed` gets the first part as soon as the rest of the query is resolved, then one part
 * per deferred fragment (the incremental delivery format of 2022-08-24: `{ data, hasNext }`, then
 * `{ incremental: [{ data, path, label }], hasNext }`). The directives are declared in the SDL
 * (`modules/core/incremental.graphql`) for the Relay compiler; the plugin brings their validation
 * rules. A client that accepts only JSON is answered 406 for a query that defers.
 *
 * Validation merges fields as GitHub does (`fieldMerging.ts`): the same response name on two
 * different object types (gh's `... on Issue { state } ... on PullRequest { state }`) is accepted.
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
    cors: false, // Yoga's default answers any Origin with credentials; http/cors.ts decides for all API routes.
    // Unexpected errors are logged by maskError below; expected (domain) errors are not noise.
    logging: false,
    graphiql: !env.isProduction,
    context: ({ viewer, scopes, baseUrl, rateLimit }) => createContext(database, baseUrl, viewer, services, scopes, rateLimit ?? null),
    plugins: [useDeferStream(), useExclusiveFieldMerging(), useQueryLimits(), useRequestScope()],
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

/**
 * Execution follows the request's scope (`db/requestScope.ts`, entered by the /api/graphql route):
 * when the client leaves or the time limit passes, the executor stops and the request is answered
 * with the scope's reason. A subscription streamed over HTTP lasts as long as its client listens,
 * so it is not held to the time limit (its statements still are, one by one).
 */
function useRequestScope(): Plugin {
  return {
    onExecute({ args }) {
      const scope = activeRequestScope();
      if (scope) Object.assign(args, { signal: scope.signal });
    },
    onSubscribe({ args }) {
      const scope = activeRequestScope();
      if (!scope) return;
      scope.endTimeLimit();
      Object.assign(args, { signal: scope.signal });
    },
  };
}

/** The answer to a request stopped by its time limit, in GitHub's words (`requestId` is in the logs). */
export function executionTimeoutError(requestId: string, timeLimitMs: number): GraphQLError {
  return new GraphQLError(
    `Something went wrong while executing your query. This may be the result of a timeout, or it could be a bug. Please include \`${requestId}\` when reporting this issue.`,
    { extensions: { code: 'TIMEOUT', type: 'TIMEOUT', timeLimitMs } },
  );
}

/** Why a request whose client closed the connection stopped (nobody reads the answer). */
export function clientClosedError(): GraphQLError {
  return new GraphQLError('The client closed the connection before the answer was complete.', { extensions: { code: 'CLIENT_CLOSED' } });
}
