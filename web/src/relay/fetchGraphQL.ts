import { Observable, type FetchFunction, type GraphQLResponse, type RequestParameters } from 'relay-runtime';
import { APP_BUILD_HEADER, checkServerBuild } from '../lib/appVersion';
import { csrfHeaders } from '../lib/csrfHeaders';
import { multipartBoundary, multipartParts } from './multipartParts';
import { relayPayloads, type IncrementalPart } from './relayPayloads';
import { reloadOnce, untilReloaded } from './reloadOnce';
import { loadSession } from '../lib/session';

export const GRAPHQL_PATH = '/api/graphql';

/**
 * What the app accepts: a query that defers part of its answer (the lists' counts) streams it as
 * `multipart/mixed` parts (incremental delivery, the format of 2022-08-24); any other is JSON.
 */
export const GRAPHQL_ACCEPT = 'multipart/mixed; deferSpec=20220824, application/json';

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
 * Marks a request a route loader starts ahead of the page (`networkCacheConfig.metadata`). A 401
 * from it reloads only when the visit had a session: a visitor who never signed in is sent to the
 * sign-in page by the app shell's loader instead.
 */
export const LOADER_REQUEST = { startedByLoader: true } as const;

/**
 * The payloads of a GraphQL answer in Relay's format, as they arrive: a JSON answer is one; a
 * streamed one (`multipart/mixed`) gives its first part, then each deferred fragment
 * (`relayPayloads`). A body that is neither is a transport failure. Reading stops when `signal`
 * aborts. The `errors` of a payload are left to the caller (`graphQLRequestFailure`).
 */
export async function* graphQLResponseParts(
  response: Response,
  operationName: string,
  signal?: AbortSignal,
): AsyncGenerator<GraphQLResponse> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (/^multipart\/mixed/i.test(contentType) && response.body) {
    for await (const text of multipartParts(response.body, multipartBoundary(contentType), signal)) {
      const payloads = relayPayloads(JSON.parse(text) as IncrementalPart);
      if (payloads.length > 0) yield payloads.length === 1 ? payloads[0]! : payloads;
    }
    return;
  }
  // GraphQL errors come back with a JSON body whatever the status; anything else is a transport failure.
  const body: unknown = contentType.includes('json') ? await response.json() : null;
  if (typeof body !== 'object' || body === null) throw new Error(`${operationName} failed with status ${response.status}.`);
  yield body as GraphQLResponse;
}

/**
 * Why a payload fails its operation, or null: an expired session (401), or errors with no data
 * (an invalid query, a permission refused), kept whole for the UI.
 */
export function graphQLRequestFailure(operationName: string, status: number, payload: GraphQLResponse): GraphQLRequestError | null {
  if (status === 401)
    return new GraphQLRequestError(operationName, [{ message: 'Your session has expired.', extensions: { code: 'AUTHENTICATION' } }]);
  const errors = errorsOf(payload);
  if (!Array.isArray(payload) && !('data' in payload && payload.data) && errors.length > 0) {
    return new GraphQLRequestError(operationName, errors);
  }
  return null;
}

/**
 * A fetch Response read as Relay reads a network answer: its payloads as they arrive, or the
 * operation's failure (`graphQLRequestFailure`). For an answer that did not come through
 * `fetchGraphQL` (the server-side renderer's, from Yoga in the same process); unsubscribing stops
 * reading a stream.
 */
export function observeGraphQLResponse(response: Response, operationName: string): Observable<GraphQLResponse> {
  return Observable.create<GraphQLResponse>((sink) => {
    const stop = new AbortController();
    void (async () => {
      for await (const payload of graphQLResponseParts(response, operationName, stop.signal)) {
        const failure = graphQLRequestFailure(operationName, response.status, payload);
        if (failure) throw failure;
        sink.next(payload);
      }
      sink.complete();
    })().catch((error: unknown) => sink.error(asError(error)));
    return () => stop.abort();
  });
}

/** How an operation is sent: by its persisted id (`doc_id`), or by its text when it has none. */
export function operationOf(params: RequestParameters): { doc_id: string } | { query: string } {
  if (params.id) return { doc_id: params.id };
  if (params.text) return { query: params.text };
  throw new Error(`Operation ${params.name} has neither a persisted id nor query text.`);
}

/**
 * Relay's network layer. Operations go by their persisted id (`doc_id`, the server reads the
 * compiler's persisted-queries.json); the text is the fallback for an operation without one. The
 * answer reaches Relay payload by payload: a list's rows before its deferred counts.
 */
export const fetchGraphQL: FetchFunction = (params, variables, cacheConfig) =>
  Observable.create<GraphQLResponse>((sink) => {
    const stop = new AbortController();
    const operation = { params, variables, startedByLoader: cacheConfig.metadata?.startedByLoader === true };
    runOperation(operation, (payload) => sink.next(payload), stop.signal).then(
      () => sink.complete(),
      (error: unknown) => sink.error(asError(error)),
    );
    return () => stop.abort();
  });

interface Operation {
  params: RequestParameters;
  variables: Record<string, unknown>;
  startedByLoader: boolean;
}

/** Posts an operation and hands on its payloads; resolves when the answer is complete (never, while the page reloads). */
async function runOperation(
  { params, variables, startedByLoader }: Operation,
  next: (payload: GraphQLResponse) => void,
  signal: AbortSignal,
) {
  const operation = operationOf(params);
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: GRAPHQL_ACCEPT, ...csrfHeaders() },
    body: JSON.stringify({ ...operation, variables }),
  });
  // A build id other than this page's means a newer version was deployed: the app shell offers a refresh.
  checkServerBuild(response.headers.get(APP_BUILD_HEADER));
  let first = true;
  for await (const payload of graphQLResponseParts(response, params.name, signal)) {
    // Spec 001 §8 "Shared": a lost session (401, or 404 with code AUTHENTICATION) and, for queries, a
    // FORBIDDEN other than 'SAML error' reload the page once; the reloaded page signs in again or
    // shows its error panel. Decided on the answer's first payload, which carries the request's errors.
    if (first && needsReload(response.status, errorsOf(payload), params.operationKind)) {
      const errors = errorsOf(payload);
      // A route loader's request may meet a visitor who never signed in: the app shell's loader
      // sends them to sign in, so only a session that was there and is gone reloads.
      const signedOut = startedByLoader && lostSession(response.status, errors) && !(await hadSession());
      if (!signedOut && reloadOnce()) return untilReloaded<void>();
    }
    first = false;
    const failure = graphQLRequestFailure(params.name, response.status, payload);
    if (failure) throw failure;
    next(payload);
  }
}

function errorsOf(payload: GraphQLResponse): GraphQLErrorEntry[] {
  return !Array.isArray(payload) && 'errors' in payload && payload.errors ? (payload.errors as GraphQLErrorEntry[]) : [];
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

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
