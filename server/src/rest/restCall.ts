import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Database } from '../db/client.ts';
import { createDomainContext, type DomainContext } from '../domain/context.ts';
import type { Env } from '../env.ts';
import { authenticateRequest, csrfOk, oauthScopeHeaders, type RequestAuth } from '../http/authentication.ts';
import { countRequest, rateCaller, rateLimitHeaders, rateLimitMessage } from '../http/rateLimits.ts';
import { requestBaseUrl } from '../http/requestBaseUrl.ts';
import type { Services } from '../services.ts';
import { badRequest, forbidden, fromDomainError, RestError, unauthorized } from './restErrors.ts';

/** The API versions this server answers (`X-GitHub-Api-Version`); the first is the default. */
export const API_VERSIONS = ['2022-11-28'] as const;

/**
 * Which representation of a markdown body the caller asked for with GitHub's media types
 * (`application/vnd.github.raw+json`, `.text`, `.html`, `.full`): `raw` (the default) gives
 * `body`, `text` `body_text`, `html` `body_html`, `full` all three.
 */
export type BodyFormat = 'raw' | 'text' | 'html' | 'full';

/** A REST request that may come without credentials: where the API lives, the inputs. */
export interface PublicCall {
  auth: RequestAuth | null;
  /** `{BASE_URL}/api/v3`: the start of every `url` in an answer. */
  api: string;
  /** `BASE_URL`: the start of every `html_url`. */
  web: string;
  params: Record<string, string>;
  /** The query string's parameters (the last value of a repeated one). */
  query: Record<string, string>;
  /** The JSON body, `{}` when there was none. */
  body: unknown;
  bodyFormat: BodyFormat;
  request: FastifyRequest;
}

/** One REST request, as handlers take it: who acts (a domain context), where the API lives, the inputs. */
export interface RestCall extends PublicCall {
  ctx: DomainContext;
  auth: RequestAuth;
}

/** What a handler answers: a status (200 unless told), a JSON body (none for 204) and headers. */
export interface RestAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** The body is this media type's text, sent as it is (a README's raw text or HTML), not JSON. */
  raw?: string;
}

interface RouteBase {
  method: HTTPMethods;
  /** Under `/api/v3`, with Fastify's `:param`s. */
  url: string;
  /** The resource a 422's problems name when the domain refuses an input (`Issue`, `Label` …). */
  resource: string;
  /** The scopes GitHub checks for it (`X-Accepted-OAuth-Scopes`). */
  acceptedScopes?: readonly string[];
  /** The rate-limit resource it counts against: `core` unless told; `none` for `/rate_limit` itself. */
  rateResource?: 'core' | 'search' | 'none';
}

/** A route: for signed-in callers, or (`anonymous`) for anyone (the API root and `/meta`). */
export type RestRoute =
  | (RouteBase & { anonymous?: false; handler: (call: RestCall) => Promise<RestAnswer> })
  | (RouteBase & { anonymous: true; handler: (call: PublicCall) => Promise<RestAnswer> });

export interface RestDeps {
  database: Database;
  services: Services;
  env: Pick<Env, 'baseUrl' | 'port' | 'rateLimits'>;
}

const MEDIA_TYPE = /application\/vnd\.github(?:\.v3)?(?:\.(raw|text|html|full))?(?:\+json)?/;

function bodyFormatOf(accept: string | undefined): BodyFormat {
  const format = MEDIA_TYPE.exec(accept ?? '')?.[1];
  return format === 'text' || format === 'html' || format === 'full' ? format : 'raw';
}

function lastValues(query: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return result;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const last: unknown = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'string') result[key] = last;
  }
  return result;
}

/** A weak validator of an answer as this caller sees it (answers differ between people). */
function entityTag(body: string, auth: RequestAuth | null): string {
  return `W/"${createHash('sha256')
    .update(`${auth?.user.id ?? 0}\n${body}`)
    .digest('hex')
    .slice(0, 40)}"`;
}

function sendError(reply: FastifyReply, error: RestError): FastifyReply {
  return reply.code(error.status).headers(error.headers).type('application/json; charset=utf-8').send(error.body);
}

/**
 * Registers REST routes under `/api/v3`: each request is authenticated (a token, or the session
 * cookie with its CSRF token for writes), runs its handler with a domain context and is answered
 * as GitHub answers: JSON with GitHub's headers, an `ETag` that `If-None-Match` turns into a 304,
 * and errors in GitHub's shapes (restErrors.ts).
 */
export function registerRestRoutes(app: FastifyInstance, deps: RestDeps, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api/v3${route.url}`,
      handler: async (request, reply) => {
        reply.header('x-github-request-id', randomUUID());
        reply.header('x-github-api-version-selected', API_VERSIONS[0]);
        const version = request.headers['x-github-api-version'];
        if (typeof version === 'string' && version !== '' && !(API_VERSIONS as readonly string[]).includes(version)) {
          return sendError(reply, badRequest(`Unsupported 'X-GitHub-Api-Version' header. Supported versions: ${API_VERSIONS.join(', ')}`));
        }
        const bodyFormat = bodyFormatOf(request.headers.accept);
        reply.header('x-github-media-type', `github.v3; ${bodyFormat === 'raw' ? '' : `param=${bodyFormat}; `}format=json`);
        const auth = await authenticateRequest(deps.database.db, request);
        if (auth === 'bad-token') return sendError(reply, unauthorized('Bad credentials'));
        // Counted before anything else is done: a request past the limit does nothing.
        const caller = rateCaller(auth, request, deps.env.rateLimits);
        if (caller && route.rateResource !== 'none') {
          const state = await countRequest(deps.database.db, caller, route.rateResource ?? 'core', deps.env.rateLimits);
          reply.headers(rateLimitHeaders(state));
          if (state.exceeded) return sendError(reply, new RestError(403, { message: rateLimitMessage(caller) }));
        }
        if (auth) reply.headers(oauthScopeHeaders(auth, route.acceptedScopes ?? []));
        if (auth && request.method !== 'GET' && request.method !== 'HEAD' && !csrfOk(request, auth))
          return sendError(reply, forbidden('Invalid CSRF token.'));
        const web = requestBaseUrl(deps.env, request.raw);
        const call: PublicCall = {
          auth: auth || null,
          api: `${web}/api/v3`,
          web,
          params: (request.params ?? {}) as Record<string, string>,
          query: lastValues(request.query),
          body: request.body ?? {},
          bodyFormat,
          request,
        };
        let answer: RestAnswer;
        try {
          if (route.anonymous) answer = await route.handler(call);
          else if (!auth) return sendError(reply, unauthorized());
          else {
            const ctx = createDomainContext(deps.database.db, auth.user, auth.scopes, deps.services.live);
            answer = await route.handler({ ...call, auth, ctx });
          }
        } catch (error) {
          const rest = fromDomainError(error, route.resource);
          if (rest) return sendError(reply, rest);
          throw error;
        }
        reply.headers(answer.headers ?? {});
        const status = answer.status ?? 200;
        if (answer.body === undefined) return reply.code(status).send();
        const json = answer.raw !== undefined ? String(answer.body) : JSON.stringify(answer.body);
        if (request.method === 'GET' && status === 200) {
          const tag = entityTag(json, auth || null);
          reply.header('etag', tag);
          reply.header('cache-control', 'private, max-age=60, s-maxage=60');
          reply.header('vary', 'Accept, Authorization, Cookie, X-GitHub-OTP');
          const match = request.headers['if-none-match'];
          if (match && match.split(',').some((candidate) => candidate.trim() === tag || candidate.trim() === '*')) {
            return reply.code(304).send();
          }
        }
        return reply
          .code(status)
          .type(answer.raw ?? 'application/json; charset=utf-8')
          .send(json);
      },
    });
  }
}

/**
 * Failures before a handler runs (an unreadable body, one too large) answered in GitHub's shape,
 * for the REST routes' encapsulated plugin.
 */
export function answerRestFailures(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof RestError) return sendError(reply, error);
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, new RestError(413, { message: 'Payload Too Large' }));
    if (status < 500) return sendError(reply, badRequest(status === 415 ? 'Unsupported Media Type' : 'Problems parsing JSON'));
    request.log.error(error);
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

/**
 * Request bodies as GitHub takes them: JSON (also under GitHub's own media types, or labelled
 * `text/plain`), an empty body as `{}`, and anything unreadable answered 400 "Problems parsing
 * JSON". Registered for the REST routes' encapsulated plugin only.
 */
export function acceptGitHubJsonBodies(app: FastifyInstance): void {
  const parse = (_request: FastifyRequest, text: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (source.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(source));
    } catch {
      done(new RestError(400, { message: 'Problems parsing JSON' }), undefined);
    }
  };
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(/^application\/(?:[\w.+-]+\+)?json/, { parseAs: 'string' }, parse);
  // GitHub reads every body as JSON whatever its type: fetch labels a body-less PUT or PATCH
  // (octokit's `issues.lock()` without a reason) `text/plain`.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, parse);
}
