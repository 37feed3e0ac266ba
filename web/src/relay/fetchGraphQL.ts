import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { APP_BUILD_HEADER, checkServerBuild } from '../lib/appVersion';
import { csrfHeaders } from '../lib/csrfHeaders';
import { reloadOnce, untilReloaded } from './reloadOnce';
import { loadSession } from '../lib/session';

export const GRAPHQL_PATH = '/api/graphql';

/** One entry of a GraphQL response's `errors`, with the server's extensions (`code`, `positions`). */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string; positions?: { start: number; end: number }[] };
}

/** An operation the server answered with errors and no data; the entries are kept for the UI. */
export class GraphQLRequestError extends Error {
  readonly errors: GraphQLErrorEntry[];
  constructor(operation: string, errors: GraphQLErrorEntry[]) {
    super(`${operation} failed: ${errors.map((error) => error.message).join(', ')}`);
    this.name = 'GraphQLRequestError';
    this.errors = errors;
  }

  /** The first error's code (`INVALID_QUERY`, `FORBIDDEN`…), if any. */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

/**
 * Relay's network layer. Operations go by their persisted id (`doc_id`, the server reads the
 * compiler's persisted-queries.json); the text is the fallback for an operation without one.
 */
/**
 * Marks a request a route loader starts ahead of the page (`networkCacheConfig.metadata`). A 401
 * from it reloads only when the visit had a session: a visitor who never signed in is sent to the
 * sign-in page by the app shell's loader instead.
 */
export const LOADER_REQUEST = { startedByLoader: true } as const;

export const fetchGraphQL: FetchFunction = async (params, variables, cacheConfig) => {
  const operation = params.id ? { doc_id: params.id } : params.text ? { query: params.text } : null;
  if (operation === null) throw new Error(`Operation ${params.name} has neither a persisted id nor query text.`);
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...csrfHeaders() },
    body: JSON.stringify({ ...operation, variables }),
  });
  // A build id other than this page's means a newer version was deployed: the app shell offers a refresh.
  checkServerBuild(response.headers.get(APP_BUILD_HEADER));
  // GraphQL errors come back with a JSON body whatever the status; anything else is a transport failure.
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) throw new Error(`${params.name} failed with status ${response.status}.`);
  const body = (await response.json()) as GraphQLResponse;
  const errors = !Array.isArray(body) && 'errors' in body && body.errors ? (body.errors as GraphQLErrorEntry[]) : [];
  // Spec 001 §8 "Shared": a lost session (401, or 404 with code AUTHENTICATION) and, for queries, a
  // FORBIDDEN other than 'SAML error' reload the page once; the reloaded page signs in again or
  // shows its error panel.
  if (needsReload(response.status, errors, params.operationKind)) {
    // A route loader's request may meet a visitor who never signed in: the app shell's loader
    // sends them to sign in, so only a session that was there and is gone reloads.
    const signedOut = cacheConfig.metadata?.startedByLoader === true && lostSession(response.status, errors) && !(await hadSession());
    if (!signedOut && reloadOnce()) return untilReloaded();
  }
  if (response.status === 401)
    throw new GraphQLRequestError(params.name, [{ message: 'Your session has expired.', extensions: { code: 'AUTHENTICATION' } }]);
  if (!Array.isArray(body) && !('data' in body && body.data) && errors.length > 0) {
    throw new GraphQLRequestError(params.name, errors);
  }
  return body;
};

function lostSession(status: number, errors: readonly GraphQLErrorEntry[]): boolean {
  return status === 401 || (status === 404 && errors.some((error) => error.extensions?.code === 'AUTHENTICATION'));
}

/** Whether the visit had a session (the app shell's check, shared and cached). */
async function hadSession(): Promise<boolean> {
  return (await loadSession().catch(() => null)) !== null;
}

/** Whether a response is one of the failures a reload may cure (spec 001 §8 "Shared"). */
export function needsReload(status: number, errors: readonly GraphQLErrorEntry[], operationKind: string): boolean {
  if (status === 401) return true;
  if (status === 404) return errors.some((error) => error.extensions?.code === 'AUTHENTICATION');
  // Mutations keep their FORBIDDEN: the form shows the permission message instead.
  return operationKind === 'query' && errors.some((error) => error.extensions?.code === 'FORBIDDEN' && error.message !== 'SAML error');
}
