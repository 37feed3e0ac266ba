import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionArgs, type GraphQLFormattedError } from 'graphql';
import { CloseCode, type OperationResult, type SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer, type WebSocket } from 'ws';
import { currentCredentials, watchRevocations } from '../auth/credentialRevocations.ts';
import type { GrantedScopes } from '../auth/scopes.ts';
import { SESSION_COOKIE, sessionFromToken, userFromAccessToken } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import type { Env } from '../env.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { isDomainError } from '../domain/errors.ts';
import { toGraphQLError } from '../graphql/errors.ts';
import type { PersistedOperations } from '../graphql/persistedOperations.ts';
import type { ServerContext } from '../graphql/yoga.ts';
import { scopeBus } from '../live/bus.ts';
import { CredentialSockets, type SocketCredential } from './credentialSockets.ts';
import { requestBaseUrl } from './requestBaseUrl.ts';

/**
 * How a socket proved who it is: the secret, kept so every new subscription checks it again, and
 * the credential's id and expiry, by which a revocation or the expiry closes the socket.
 */
interface Credential extends SocketCredential {
  token: string;
}

interface Authenticated {
  credential: Credential;
  user: AccountRow;
}

export interface GraphQLWsOptions {
  database: Database;
  env: Pick<Env, 'baseUrl' | 'port' | 'isProduction'>;
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  persisted: PersistedOperations;
  /** Unexpected errors (masked for clients). */
  log: (error: unknown) => void;
  /** Ping interval; a client that misses a pong for as long is dropped. */
  keepAliveMs?: number;
  /** How often open sockets' credentials are checked again besides revocations and expiry (`CredentialSockets`). */
  credentialSweepMs?: number;
}

const TOKEN_PATTERN = /^(?:bearer|token)\s+(\S+)$/i;
/** Largest message a client may send (a subscription document with its variables). */
const MAX_MESSAGE_BYTES = 1024 * 1024;
/** How long open sockets get to close on shutdown before they are cut. */
const CLOSE_GRACE_MS = 2_000;

/**
 * graphql-ws tells refused operations (an array of errors from `onSubscribe`) by `instanceof
 * GraphQLError` against the graphql-js it imports, Node's CommonJS build. Under Vitest our own
 * sources get the ESM build, a different class; so refusals are rebuilt with the CommonJS one.
 */
const { GraphQLError: ProtocolGraphQLError } = createRequire(import.meta.url)('graphql') as { GraphQLError: typeof GraphQLError };

function refusal(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((error: GraphQLError) =>
    (error as unknown) instanceof ProtocolGraphQLError
      ? error
      : new ProtocolGraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: error.extensions,
        }),
  );
}

const persistedQueryNotFound = () => new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });

/**
 * GraphQL subscriptions over WebSocket (the `graphql-transport-ws` protocol of `graphql-ws`) on
 * the GraphQL path, beside Yoga's HTTP route. Operations run through Yoga's envelop (same schema,
 * context factory and error masking as HTTP).
 *
 * Who may connect (checked at the upgrade, then again for each subscription):
 * - `Authorization: bearer <token>` on the upgrade request: a valid personal access token, else 401;
 * - else the session cookie, only from the app's own origin (`Origin` equal to BASE_URL's origin,
 *   or to the origin of the address the request came to, its `Host`, for a server reached by
 *   another name than BASE_URL; 403 otherwise: another site must not ride on the visitor's
 *   cookie); an unknown or expired session counts as no credential;
 * - else `connectionParams.authorization: 'bearer <token>'` in `connection_init` (clients that
 *   cannot set headers). Without any valid credential the socket closes with 4401 Unauthorized.
 *
 * An open socket closes with 4401 as soon as its credential ends: the token revoked or the session
 * signed out (announced through the database, `credentialRevocations.ts`, so every server process
 * hears it), or its expiry passed.
 */
/** Whether the handshake comes from a page of this server: BASE_URL's origin or the one it was sent to. */
function sameOrigin(request: IncomingMessage, appOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (appOrigin !== null && origin === appOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function registerGraphQLWs(app: FastifyInstance, options: GraphQLWsOptions): void {
  const { database, yoga, persisted, log } = options;
  const db = database.db;
  const appOrigin = options.env.baseUrl ? new URL(options.env.baseUrl).origin : null;
  const endpoint = yoga.graphqlEndpoint;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  /** Credentials checked at the upgrade, handed to `onConnect`. */
  const upgraded = new WeakMap<IncomingMessage, Authenticated>();
  const connections = new WeakMap<WebSocket, { credential: Credential; aborts: Map<string, AbortController> }>();
  let closing = false;

  // Open sockets by credential: closed when it is revoked (every process hears it) or expires.
  const sockets = new CredentialSockets({ check: (ids) => currentCredentials(db, ids), log, sweepMs: options.credentialSweepMs });
  sockets.start();
  const watching = watchRevocations(database, app.services.live, (revoked) => sockets.revoked(revoked));
  watching.catch(log);

  /** The credential's user and scopes now (null once the session ended or the token was revoked). */
  const viewerFor = async (credential: Credential): Promise<{ user: AccountRow; scopes: GrantedScopes } | null> => {
    if (credential.kind === 'token') return userFromAccessToken(db, credential.token);
    const session = await sessionFromToken(db, credential.token);
    return session ? { user: session.user, scopes: null } : null;
  };

  /** A bearer token's credential and user, or null for a bad token. */
  const tokenCredential = async (token: string): Promise<Authenticated | null> => {
    const auth = await userFromAccessToken(db, token);
    return auth ? { credential: { kind: 'token', token, id: auth.tokenId, expiresAt: auth.expiresAt }, user: auth.user } : null;
  };

  const authenticateUpgrade = async (request: IncomingMessage): Promise<Authenticated | null | 'bad-token' | 'foreign-origin'> => {
    const header = request.headers.authorization;
    if (header) {
      const token = TOKEN_PATTERN.exec(header.trim())?.[1];
      return (token ? await tokenCredential(token) : null) ?? 'bad-token';
    }
    const token = request.headers.cookie ? app.parseCookie(request.headers.cookie)[SESSION_COOKIE] : undefined;
    if (!token) return null;
    // Browsers send cookies with cross-site WebSocket handshakes too; only the Origin tells them apart.
    if (!sameOrigin(request, appOrigin)) return 'foreign-origin';
    const session = await sessionFromToken(db, token);
    return session
      ? { credential: { kind: 'session', token, id: session.sessionId, expiresAt: session.expiresAt }, user: session.user }
      : null;
  };

  /** Tracks the socket by its credential's id and expiry (not its secret). */
  const track = (socket: WebSocket, { kind, id, expiresAt }: Credential) => sockets.add(socket, { kind, id, expiresAt });

  const aborts = (socket: WebSocket) => connections.get(socket)?.aborts;

  const server = useServer<Record<string, unknown> | undefined>(
    {
      isProd: options.env.isProduction,
      // `{ doc_id, variables }` without `query` (as POST accepts it) is not a valid subscribe
      // message; give it an empty query so the persisted id is looked up in onSubscribe.
      jsonMessageReviver(this: unknown, key: string, value: unknown) {
        const holder = this as { type?: unknown };
        if (key !== 'payload' || holder.type !== 'subscribe' || typeof value !== 'object' || value === null) return value;
        const payload = value as Record<string, unknown>;
        return typeof payload.doc_id === 'string' && payload.query === undefined ? { ...payload, query: '' } : value;
      },

      async onConnect(ctx) {
        let authenticated = upgraded.get(ctx.extra.request) ?? null;
        upgraded.delete(ctx.extra.request);
        if (!authenticated) {
          const param = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
          const token = typeof param === 'string' ? TOKEN_PATTERN.exec(param.trim())?.[1] : undefined;
          authenticated = token ? await tokenCredential(token) : null;
        }
        if (!authenticated) {
          ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return false;
        }
        connections.set(ctx.extra.socket, { credential: authenticated.credential, aborts: new Map() });
        // Sockets authenticated at the upgrade are tracked since then; this adds the others.
        track(ctx.extra.socket, authenticated.credential);
        return true;
      },

      async onSubscribe(ctx, id, payload) {
        const connection = connections.get(ctx.extra.socket);
        // A session signed out or a token revoked since the socket opened ends the socket.
        const current = connection ? await viewerFor(connection.credential) : null;
        if (!connection || !current) {
          ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return refusal([new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })]);
        }
        const query = operationText(payload, persisted);
        if (query instanceof GraphQLError) return refusal([query]);
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          viewer: current.user,
          scopes: current.scopes,
          baseUrl: requestBaseUrl(options.env, ctx.extra.request),
          params: { query, variables: payload.variables ?? undefined, operationName: payload.operationName ?? undefined },
        });
        let document: DocumentNode;
        try {
          document = parse(query);
        } catch (error) {
          if (isGraphQLError(error)) return refusal([error]);
          throw error;
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return refusal(errors);
        const operation = getOperationAST(document, payload.operationName ?? undefined);
        if (operation && operation.operation !== 'subscription') {
          return refusal([
            new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations to POST /api/graphql.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ]);
        }
        // Aborted when the client completes the subscription or the socket closes: the executor
        // stops (`signal`) and so do the operation's bus subscriptions (`scopeBus`), even while a
        // resolver's generator waits for the next event.
        const abort = new AbortController();
        connection.aborts.set(id, abort);
        const context = await contextFactory();
        const args: ExecutionArgs & { signal: AbortSignal } = {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: { ...context, live: scopeBus(context.live, abort.signal) },
          rootValue: { execute, subscribe },
          signal: abort.signal,
        };
        return args;
      },

      // Yoga's envelop wraps execute/subscribe with its plugins (error masking among them).
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),

      onOperation(ctx, id, _payload, _args, result) {
        const abort = aborts(ctx.extra.socket)?.get(id);
        if (!abort || !isAsyncIterable(result)) return;
        return abortOnReturn(result, abort);
      },

      onComplete(ctx, id) {
        const map = aborts(ctx.extra.socket);
        map?.get(id)?.abort();
        map?.delete(id);
      },

      onClose(ctx) {
        const map = aborts(ctx.extra.socket);
        for (const abort of map?.values() ?? []) abort.abort();
        map?.clear();
      },

      onError(_ctx, _id, _payload, errors) {
        return errors.map((error) => formatError(error, log));
      },
    },
    wss,
    options.keepAliveMs ?? 30_000,
  );

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // The socket may fail while the credentials are checked; the error must not crash the process.
    const ignore = () => undefined;
    socket.on('error', ignore);
    const upgrade = async () => {
      if (closing) return refuse(socket, 503, { message: 'The server is shutting down.' });
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== endpoint) return refuse(socket, 404, { message: 'Not Found' });
      const auth = await authenticateUpgrade(request);
      if (auth === 'bad-token') return refuse(socket, 401, { message: 'Bad credentials', documentation_url: '/README.md#api' });
      if (auth === 'foreign-origin') {
        return refuse(socket, 403, { message: 'Cross-origin WebSocket connections cannot use the session cookie.' });
      }
      if (socket.destroyed || closing) return socket.destroy();
      socket.removeListener('error', ignore);
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (auth) {
          upgraded.set(request, auth);
          // From the upgrade on, so a revocation before connection_init closes the socket too.
          track(ws, auth.credential);
        }
        wss.emit('connection', ws, request);
      });
    };
    upgrade().catch((error: unknown) => {
      log(error);
      refuse(socket, 500, { message: 'Unexpected error.' });
    });
  });

  // Before Fastify closes the HTTP server, which waits for every socket, upgraded ones included.
  app.addHook('preClose', async () => {
    closing = true;
    sockets.stop();
    const unwatch = await watching.catch(() => undefined);
    await unwatch?.().catch(log);
    const cut = setTimeout(() => {
      for (const client of wss.clients) client.terminate();
    }, CLOSE_GRACE_MS);
    try {
      await server.dispose();
    } finally {
      clearTimeout(cut);
    }
  });
}

/** Yoga's enveloped execute and subscribe, carried to `execute`/`subscribe` as the root value. */
interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => OperationResult;
  subscribe: (args: ExecutionArgs) => OperationResult;
}

/** The text to run: the persisted operation named by `extensions.doc_id` (or `doc_id`), else `query`. */
function operationText(payload: SubscribePayload, persisted: PersistedOperations): string | GraphQLError {
  const extra = payload as SubscribePayload & { doc_id?: unknown };
  const id =
    typeof payload.extensions?.doc_id === 'string'
      ? payload.extensions.doc_id
      : typeof extra.doc_id === 'string'
        ? extra.doc_id
        : undefined;
  if (id !== undefined) return persisted.get(id) ?? persistedQueryNotFound();
  if (payload.query.trim() === '') {
    return new GraphQLError('Send a query, or the id of a persisted operation as extensions.doc_id.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return payload.query;
}

/** Duck-typed: errors may come from Yoga's copy of graphql-js. */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** The stream as graphql-ws sees it: returning it (unsubscribe, socket closed) aborts the operation first. */
function abortOnReturn<T>(stream: AsyncIterable<T>, abort: AbortController): AsyncGenerator<T> {
  const iterator = stream[Symbol.asyncIterator]();
  const wrapped: AsyncGenerator<T> = {
    next: () => iterator.next(),
    return: (value) => {
      abort.abort();
      return iterator.return ? iterator.return(value) : Promise.resolve({ value, done: true });
    },
    throw: (error: unknown) => {
      abort.abort();
      return iterator.throw ? iterator.throw(error) : Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]: () => wrapped,
    [Symbol.asyncDispose]: async () => {
      await wrapped.return(undefined);
    },
  };
  return wrapped;
}

/**
 * Errors sent in an `error` message (refused operations, a stream that failed): domain errors as
 * on HTTP (`extensions.code`), GraphQL's own (syntax, validation) as they are, anything else
 * logged and masked.
 */
function formatError(error: GraphQLError, log: (error: unknown) => void): GraphQLFormattedError {
  const original = error.originalError;
  if (!original) return error.toJSON();
  if (isDomainError(original)) return toGraphQLError(original, error.path).toJSON();
  if (isGraphQLError(original)) return formatError(original, log);
  log(original);
  return { message: 'Unexpected error.', ...(error.path ? { path: error.path } : {}) };
}

/** Answers an upgrade request with a plain HTTP error and closes the connection. */
function refuse(socket: Duplex, status: number, body: Record<string, unknown>): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const text = JSON.stringify(body);
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}
