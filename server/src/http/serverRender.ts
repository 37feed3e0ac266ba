import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Db } from '../db/client.ts';
import { RequestScope } from '../db/requestScope.ts';
import { escapeHtml } from '../domain/escapeHtml.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resolvePersistedOperation, type PersistedOperations } from '../graphql/persistedOperations.ts';
import { clientClosedError, executionTimeoutError, type ServerContext } from '../graphql/yoga.ts';
import { authenticateRequest, type RequestAuth } from './authentication.ts';
import { pageContentSecurityPolicy } from './securityHeaders.ts';
import { sessionBody } from './sessionRoutes.ts';

/*
 * Pages rendered on the server: the web app's render entry (web/src/ssr/entryServer.tsx, built into
 * web/dist-server/) runs the address's route loaders and renders the page with React's streaming
 * renderer, so the rows, or the issue, are in the HTML the browser receives first. Its GraphQL
 * operations run in process as the visitor, through the same Yoga instance, persisted operations,
 * policies and time limit as `POST /api/graphql`: a page holds nothing its visitor could not read
 * through the API. The records it read follow the HTML for the browser to hydrate from.
 */

/** The render entry's interface (web/src/ssr/entryServer.tsx), as far as the server uses it. */
interface GraphQLOperation {
  doc_id?: string;
  query?: string;
  variables: Record<string, unknown>;
}

type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; title: string; body: Readable; data: () => string };

interface RenderEntry {
  render(request: {
    url: string;
    session: { login: string; name: string | null; avatarUrl: string } | null;
    graphql: (operation: GraphQLOperation, accept: string) => Promise<Response>;
    signal: AbortSignal;
    nonce: string;
    onError: (error: unknown) => void;
  }): Promise<RenderResult>;
}

export interface ServerRenderOptions {
  /** The built render entry; when it does not exist pages are rendered in the browser only. */
  entry: string | null;
  db: Db;
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  persisted: PersistedOperations;
  graphqlTimeoutMs: number;
  baseUrlOf: (request: FastifyRequest) => string;
  /** The app's HTML for an address (index.html with the route's preloads, http/routePreloads.ts). */
  pageFor: (url: string) => string;
  log: (error: unknown, message: string) => void;
}

/** Answers a page request with a server-rendered page; false when it could not (the caller sends the plain app). */
export type ServerRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Where the app's HTML goes in index.html: between the root element's tags. */
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

/** The render entry, or null when the web app was built without one (or server rendering is off). */
export async function loadServerRenderer(options: ServerRenderOptions): Promise<ServerRenderer | null> {
  if (!options.entry || !fs.existsSync(options.entry)) return null;
  const entry = (await import(pathToFileURL(options.entry).href)) as RenderEntry;

  /**
   * One operation of the render, as `POST /api/graphql` would answer it to the same visitor and
   * `Accept`. The answer is read whole inside the operation's own request scope (its statements,
   * time limit and cancellation), then handed on.
   */
  async function runOperation(
    auth: RequestAuth | null,
    baseUrl: string,
    operation: GraphQLOperation,
    accept: string,
    signal: AbortSignal,
  ): Promise<Response> {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (!auth) return json(401, { message: 'This endpoint requires you to be authenticated.' });
    const body: GraphQLOperation = { ...operation };
    if (!resolvePersistedOperation(body, options.persisted)) {
      return json(400, { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    }
    const requestId = randomUUID();
    const scope = new RequestScope({
      timeLimitMs: options.graphqlTimeoutMs,
      timeoutReason: () => executionTimeoutError(requestId, options.graphqlTimeoutMs),
    });
    const leave = () => scope.abort(clientClosedError());
    signal.addEventListener('abort', leave, { once: true });
    try {
      return await scope.run(async () => {
        const response = await options.yoga.fetch(
          `${baseUrl}${options.yoga.graphqlEndpoint}`,
          { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(body) },
          { viewer: auth.user, scopes: auth.scopes, baseUrl },
        );
        return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
      });
    } finally {
      signal.removeEventListener('abort', leave);
      scope.answered();
    }
  }

  return async (request, reply) => {
    const auth = await authenticateRequest(options.db, request);
    // A token in a browser's page request is not a session: such a visitor is rendered signed out.
    const visitor = auth && auth !== 'bad-token' && auth.via === 'session' ? auth : null;
    const baseUrl = options.baseUrlOf(request);
    const url = `${baseUrl}${request.url}`;
    const template = options.pageFor(request.url);
    const rootAt = template.indexOf(`${ROOT_OPEN}${ROOT_CLOSE}`);
    if (rootAt === -1) return false;
    const controller = new AbortController();
    const leave = () => controller.abort(clientClosedError());
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) leave();
    });
    const nonce = randomBytes(16).toString('base64');
    let result: RenderResult;
    try {
      result = await entry.render({
        url,
        session: visitor ? sessionBody(visitor.user, baseUrl) : null,
        graphql: (operation, accept) => runOperation(visitor, baseUrl, operation, accept, controller.signal),
        signal: controller.signal,
        nonce,
        onError: (error) => options.log(error, `Rendering ${request.url} on the server failed; the browser renders it`),
      });
    } catch (error) {
      if (controller.signal.aborted) return true;
      options.log(error, `Rendering ${request.url} on the server failed; the browser renders it`);
      return false;
    }
    reply.header('cache-control', 'no-cache');
    if (result.type === 'redirect') {
      await reply.redirect(result.location, result.status);
      return true;
    }
    const head = template
      .slice(0, rootAt + ROOT_OPEN.length)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(result.title)}</title>`);
    const tail = template.slice(rootAt + ROOT_OPEN.length + ROOT_CLOSE.length);
    const page = new PassThrough();
    page.write(head);
    result.body.pipe(page, { end: false });
    // The records follow the HTML: the browser's module script runs once the document is parsed.
    result.body.once('end', () => page.end(`${ROOT_CLOSE}${result.data()}${tail}`));
    result.body.once('error', (error) => page.destroy(error));
    await reply
      .code(result.status)
      .header('content-security-policy', pageContentSecurityPolicy(baseUrl, nonce))
      .type('text/html; charset=utf-8')
      .send(page);
    return true;
  };
}
