import { Observable, type GraphQLResponse, type RequestParameters, type SubscribeFunction, type Variables } from 'relay-runtime';
import { GRAPHQL_PATH, GraphQLRequestError, type GraphQLErrorEntry } from './fetchGraphQL';

/** What the subscribe function needs of a `graphql-ws` client (a fake in tests). */
export interface LiveClient {
  subscribe(
    payload: { query: string; variables?: Variables; operationName?: string; extensions?: Record<string, unknown> },
    sink: { next(value: unknown): void; error(error: unknown): void; complete(): void },
  ): () => void;
}

/** How often a lost connection is tried again (graphql-ws waits 2^n seconds plus up to 3 s between tries). */
const RETRY_ATTEMPTS = 10;
/** An unused socket stays open this long, so a subscription made again right away reuses it. */
const LAZY_CLOSE_MS = 3_000;

/** `ws(s)://{host}/api/graphql`: the GraphQL path of the page's own server, over WebSocket. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

let shared: Promise<LiveClient> | null = null;

/**
 * The page's one WebSocket client. `graphql-ws` is loaded on the first subscription, so pages
 * without one never download it; the socket opens with the first subscription (`lazy`), closes a
 * little after the last, and is made again after a drop. The browser sends the session cookie
 * with the handshake (the server checks its Origin).
 */
export function sharedLiveClient(): Promise<LiveClient> {
  shared ??= import('graphql-ws/client').then(
    ({ createClient }) =>
      createClient({ url: liveUrl(window.location), lazy: true, lazyCloseTimeout: LAZY_CLOSE_MS, retryAttempts: RETRY_ATTEMPTS }),
    (error: unknown) => {
      // A chunk that failed to load (a network blip, a new deployment) is tried again next time.
      shared = null;
      throw error;
    },
  );
  return shared;
}

/** The `subscribe` message for an operation: its persisted id (empty query), else its text. */
export function subscribePayload(request: RequestParameters, variables: Variables): Parameters<LiveClient['subscribe']>[0] {
  if (request.id) return { query: '', variables, operationName: request.name, extensions: { doc_id: request.id } };
  if (request.text) return { query: request.text, variables, operationName: request.name };
  throw new Error(`Operation ${request.name} has neither a persisted id nor query text.`);
}

function isCloseEvent(value: unknown): value is { code: number; reason: string } {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
}

/** What graphql-ws reports (GraphQL errors, a close event, an Error) as an Error for Relay. */
export function subscriptionError(operation: string, error: unknown): Error {
  if (Array.isArray(error)) return new GraphQLRequestError(operation, error as GraphQLErrorEntry[]);
  if (isCloseEvent(error)) {
    // 4401: the socket's session or token is gone, as a 401 on POST.
    if (error.code === 4401) {
      return new GraphQLRequestError(operation, [{ message: 'Your session has expired.', extensions: { code: 'AUTHENTICATION' } }]);
    }
    return new Error(`${operation}: the live connection closed (${error.code}${error.reason ? ` ${error.reason}` : ''}).`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Relay's subscribe function over a `graphql-ws` client; unsubscribing from the observable completes the operation on the server. */
export function createSubscribe(getClient: () => Promise<LiveClient> = sharedLiveClient): SubscribeFunction {
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let unsubscribe: (() => void) | null = null;
      let disposed = false;
      try {
        const payload = subscribePayload(request, variables);
        getClient().then(
          (client) => {
            if (disposed) return;
            unsubscribe = client.subscribe(payload, {
              next: (value) => sink.next(value as GraphQLResponse),
              error: (error) => sink.error(subscriptionError(request.name, error)),
              complete: () => sink.complete(),
            });
          },
          (error: unknown) => {
            if (!disposed) sink.error(subscriptionError(request.name, error));
          },
        );
      } catch (error) {
        sink.error(subscriptionError(request.name, error));
      }
      return () => {
        disposed = true;
        unsubscribe?.();
      };
    });
}

/** The app's subscribe function (see `environment.ts`). */
export const subscribe: SubscribeFunction = createSubscribe();
