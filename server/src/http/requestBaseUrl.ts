import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/**
 * A `Host` header this server believes: a DNS name (underscores allowed, as container names have them), an IPv4 address or a bracketed IPv6 one, with an
 * optional port. Anything else (spaces, quotes, angle brackets, a path, user info) is refused, so a
 * forged header cannot put markup or another path into the addresses built on it.
 */
const HOST_PATTERN =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?)(?::(\d{1,5}))?$/i;

/** The origin (`http://host:port`) that `host` names over `scheme`, or null for a header not to believe. */
export function originOfHost(scheme: 'http' | 'https', host: string | undefined): string | null {
  if (!host || host.length > 255) return null;
  const match = HOST_PATTERN.exec(host);
  if (!match) return null;
  if (match[1] !== undefined && Number(match[1]) > 65535) return null;
  try {
    // Lower-cases the name and drops a default port, as browsers write an Origin.
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The base address of this request's absolute addresses (API `url` fields, avatars): `BASE_URL`
 * when it is set; otherwise the address the request was sent to, so a person browsing by
 * `127.0.0.1`, a LAN address or a host name gets links to that same address. The scheme is the
 * connection's own: the server never trusts proxies (`trustProxy: false` in app.ts), so
 * `X-Forwarded-Proto` is not believed (any client could send it); behind a TLS-terminating proxy,
 * set BASE_URL. A missing or malformed `Host` falls back to `localhost` on the port the request
 * came to.
 */
export function requestBaseUrl(env: Pick<Env, 'baseUrl' | 'port'>, request: IncomingMessage): string {
  if (env.baseUrl) return env.baseUrl;
  const scheme = (request.socket as Partial<TLSSocket> | undefined)?.encrypted ? 'https' : 'http';
  const fromHost = originOfHost(scheme, request.headers.host);
  if (fromHost) return fromHost;
  const port = request.socket?.localPort ?? env.port;
  return new URL(`${scheme}://localhost:${port}`).origin;
}

/**
 * Refuses a request whose `Host` header is present but malformed (HTTP/1.1 asks for a 400): nothing
 * is built on a forged one, and the GraphQL server, which makes the request's URL from it, never
 * sees it. A request without `Host` (HTTP/1.0) goes on and gets the fallback address.
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host;
    if (host !== undefined && originOfHost('http', host) === null) {
      return reply.code(400).send({ message: 'Bad Request: malformed Host header.' });
    }
  });
}

/** Whether `host` (HOST) names only this machine: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare);
}
