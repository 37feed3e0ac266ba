import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './cors.ts';

/**
 * The web app's only inline style: the `<style>` that `@primer/live-region-element` (Primer's
 * screen-reader announcements) puts in its shadow root to hide itself visually. Allowed by hash rather
 * than with 'unsafe-inline'; securityHeaders.test.ts fails when an upgrade of the element changes it.
 */
export const LIVE_REGION_STYLE_HASH = "'sha256-DTxLo/p0U68OvQ0C/ZBm32x0lyr7xl7Dd6LHwBsg7sc='";

/**
 * The policy of the app's pages. Why each source:
 * - scripts and stylesheets only from the server's files (Vite emits no inline script; Primer 38 has no
 *   runtime CSS-in-JS), plus the live region's hashed style. A server-rendered page (http/serverRender.ts)
 *   also allows, by a nonce of its own, the inline scripts React streams to reveal Suspense boundaries;
 * - `style` attributes: a server-rendered page carries React's `style` props as attributes (in the
 *   browser React sets them through the CSSOM, which CSP does not govern), and hydration keeps them
 *   as they are, so they must apply. GitHub allows inline styles too. Markdown never carries one: the
 *   server's sanitiser drops `style` attributes;
 * - images from the server and the request's base address (`http/requestBaseUrl.ts`: BASE_URL when
 *   set, which may name another host than the address bar, else the request's own), `data:` (Primer's CSS
 *   draws checkbox marks with data: SVGs) and any `https:` address: rendered markdown may embed
 *   images from other sites, as on GitHub. GitHub fetches them through its image proxy; without one
 *   the viewer's browser fetches them, so the image's host sees the viewer's address (the referrer
 *   policy sends it our origin only). Plain `http:` images stay blocked (mixed content on HTTPS);
 * - `connect-src`: the API and the subscriptions' WebSocket at the same origin ('self' covers ws(s)
 *   to the page's own host in current browsers; the base address's ws(s) origin is named for older ones);
 * - no plugins, no framing by other sites, no `<base>` or form posts elsewhere.
 */
export function pageContentSecurityPolicy(baseUrl: string, nonce?: string): string {
  const base = new URL(baseUrl);
  const webSocket = `${base.protocol === 'https:' ? 'wss:' : 'ws:'}//${base.host}`;
  return [
    "default-src 'none'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    `style-src 'self' ${LIVE_REGION_STYLE_HASH}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' ${base.origin} data: https:`,
    "font-src 'self'",
    `connect-src 'self' ${webSocket}`,
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Everything that is not a page (API answers, HTML ones such as `POST /api/v3/markdown` included,
 * scripts, stylesheets, avatars): nothing may run or load from it.
 */
const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** GitHub's value: the first for browsers that do not know the second. */
const REFERRER_POLICY = 'origin-when-cross-origin, strict-origin-when-cross-origin';

/**
 * Security headers on every answer: a Content-Security-Policy (the page policy on the app's HTML, a
 * deny-all one on everything else), `X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff` and GitHub's
 * `Referrer-Policy`. A header a route set itself is left alone.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { baseUrlOf: (request: FastifyRequest) => string }): void {
  // One policy per base address: a handful at most (BASE_URL, or the names this server is reached by).
  const policies = new Map<string, string>();
  const pagePolicy = (request: FastifyRequest) => {
    const baseUrl = options.baseUrlOf(request);
    let policy = policies.get(baseUrl);
    if (policy === undefined) {
      policy = pageContentSecurityPolicy(baseUrl);
      if (policies.size < 100) policies.set(baseUrl, policy);
    }
    return policy;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const isPage = isHtml && !isApiPath(pathname);
    const defaults: Record<string, string> = {
      'content-security-policy': isPage ? pagePolicy(request) : RESOURCE_CSP,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': REFERRER_POLICY,
    };
    for (const [name, value] of Object.entries(defaults)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
