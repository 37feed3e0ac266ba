import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CorsOrigins } from '../env.ts';

/** Methods and request headers a page of an allowed origin may use on the API (GitHub's set, plus our CSRF header). */
const ALLOWED_METHODS = 'GET, POST, PATCH, PUT, DELETE';
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'X-CSRF-Token',
  'X-GitHub-Api-Version',
  'X-Requested-With',
  'If-Match',
  'If-None-Match',
  'If-Modified-Since',
  'If-Unmodified-Since',
].join(', ');
/** Response headers a page of an allowed origin may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = [
  'ETag',
  'Link',
  'Location',
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Used',
  'X-RateLimit-Reset',
  'X-RateLimit-Resource',
  'X-OAuth-Scopes',
  'X-Accepted-OAuth-Scopes',
  'X-GitHub-SSO',
  'X-App-Build',
].join(', ');
/** How long a browser may reuse a preflight answer (Chromium caps it at two hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** The routes other origins may call when `CORS_ORIGINS` allows them: the API, not the app's pages. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/session' || pathname.startsWith('/api/') || pathname.startsWith('/_bulk/') || pathname.startsWith('/_filter/');
}

/** What an `Origin` is granted: read with cookies (a listed origin), read without (`*`), or nothing. */
export function corsGrant(origins: CorsOrigins, origin: string): 'credentials' | 'anonymous' | null {
  if (origins === '*') return 'anonymous';
  return origins.includes(origin) ? 'credentials' : null;
}

function appendVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((part) => part.trim().toLowerCase());
  if (names.includes('*') || names.includes(name.toLowerCase())) return;
  reply.header('vary', current === '' ? name : `${current}, ${name}`);
}

function setGrantHeaders(reply: FastifyReply, grant: 'credentials' | 'anonymous', origin: string): void {
  if (grant === 'credentials') {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
  } else {
    // A wildcard never carries credentials: browsers then refuse to share answers to cookie requests.
    reply.header('access-control-allow-origin', '*');
  }
}

/**
 * Cross-origin access to the API (`/api/*`, `/_bulk/*`, `/_filter/*`, `/session`). Same origin only
 * by default: an answer carries no CORS headers, so another site's page cannot read a signed-in
 * person's data with `fetch(…, { credentials: 'include' })`, and a preflight from another origin is
 * refused (403) before any route runs. `CORS_ORIGINS` opens the API to listed origins (with
 * credentials) or to every origin (`*`, without credentials). GraphQL Yoga's own CORS is off
 * (`graphql/yoga.ts`), so this is the one rule for `/api/graphql` too; WebSocket upgrades check
 * their `Origin` themselves (`graphqlWs.ts`).
 */
export function registerCors(app: FastifyInstance, options: { origins: CorsOrigins; baseUrl: string | undefined }): void {
  const { origins } = options;
  // BASE_URL's origin when it is set; the address each request came to is its own origin in any case.
  const ownOrigin = options.baseUrl ? new URL(options.baseUrl).origin : null;
  // Origins only matter when the answer depends on them: a list answers each origin differently.
  const variesByOrigin = origins !== '*' && origins.length > 0;
  const isSameOrigin = (request: FastifyRequest, origin: string) =>
    (ownOrigin !== null && origin === ownOrigin) || origin === `${request.protocol}://${request.host}`;
  const onApi = (request: FastifyRequest) => isApiPath(request.url.split('?', 1)[0] ?? '');

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || request.method !== 'OPTIONS' || !request.headers['access-control-request-method'] || !onApi(request))
      return;
    const grant = corsGrant(origins, origin);
    // Browsers never preflight a same-origin request; let the route answer whatever this is.
    if (grant === null && isSameOrigin(request, origin)) return;
    if (variesByOrigin) appendVary(reply, 'Origin');
    if (grant === null) return reply.code(403).send({ message: 'Cross-origin requests from this origin are not allowed.' });
    setGrantHeaders(reply, grant, origin);
    return reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .send();
  });

  // onSend, not onRequest: it also reaches error answers (401, 404, 429), which a permitted page may read.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!onApi(request) || reply.getHeader('access-control-allow-methods') !== undefined) return payload;
    // Even an answer to a request without Origin: a shared cache must not hand it to a listed origin.
    if (variesByOrigin) appendVary(reply, 'Origin');
    const origin = request.headers.origin;
    const grant = typeof origin === 'string' ? corsGrant(origins, origin) : null;
    if (typeof origin === 'string' && grant !== null) {
      setGrantHeaders(reply, grant, origin);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    }
    return payload;
  });
}
