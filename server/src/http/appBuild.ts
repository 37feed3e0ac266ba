import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The header that names the web build the server hands out; the web app compares it with its own. */
export const APP_BUILD_HEADER = 'x-app-build';

/**
 * The build id in `build.json` of the web app's dist folder (written by web/vite.config.ts), or null
 * when there is none (no build, a dev setup) or it cannot be read.
 */
export function readAppBuild(webDist: string): string | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(webDist, 'build.json'), 'utf8'));
    const build = typeof parsed === 'object' && parsed !== null ? (parsed as { build?: unknown }).build : undefined;
    return typeof build === 'string' && build !== '' ? build : null;
  } catch {
    return null;
  }
}

/**
 * Sends `x-app-build` on `/api/graphql` answers and on the HTML page, so an open page can tell that a
 * newer version was deployed (spec: the "new version" toast). The id is read once: a deploy restarts
 * the server. Nothing is added when the dist folder has no build.json.
 */
export function registerAppBuildHeader(app: FastifyInstance, webDist: string): void {
  const build = readAppBuild(webDist);
  if (build === null) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?', 1)[0];
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (pathname === '/api/graphql' || contentType.startsWith('text/html')) reply.header(APP_BUILD_HEADER, build);
    return payload;
  });
}
