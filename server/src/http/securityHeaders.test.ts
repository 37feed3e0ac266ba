import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { templateContent } from '@primer/live-region-element';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../env.ts';
import { LIVE_REGION_STYLE_HASH } from './securityHeaders.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { buildToken, buildUser } from '../../testing/factories.ts';

const WEB_BUILD = {
  'index.html':
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  'assets/index-abc.js': 'export {};\n',
  'assets/index-abc.css': 'body { margin: 0; }\n',
};

/** A Content-Security-Policy as directive → sources. */
function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let target: TestServer;
  let token: string;
  beforeAll(async () => {
    target = await startTestServer({ settings: { BASE_URL: 'https://issues.example.com' }, webFiles: WEB_BUILD });
    token = await buildToken(target.db, await buildUser(target.db, { login: 'header-reader' }));
  });
  afterAll(() => target.close());

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('puts the page policy on the app: no inline or foreign scripts, no framing, plugins, <base> or foreign forms', async () => {
    for (const url of ['/', '/octo-org/hello-world/issues?q=is%3Aopen', '/issues/assigned']) {
      const response = await target.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp, url).toEqual({
        'default-src': ["'none'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", LIVE_REGION_STYLE_HASH],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'https://issues.example.com', 'data:', 'https:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", 'wss://issues.example.com'],
        'manifest-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
      });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('origin-when-cross-origin, strict-origin-when-cross-origin');
    }
  });

  it('puts a deny-all policy and the other headers on static files, the API, HTML API answers and /_health', async () => {
    const responses = {
      script: await target.app.inject({ url: '/assets/index-abc.js' }),
      stylesheet: await target.app.inject({ url: '/assets/index-abc.css' }),
      graphql: await target.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
        payload: { query: '{ viewer { login } }' },
      }),
      unauthenticated: await target.app.inject({ method: 'POST', url: '/api/graphql', payload: { query: '{ viewer { login } }' } }),
      markdown: await target.app.inject({
        method: 'POST',
        url: '/api/v3/markdown',
        headers: { authorization: `bearer ${token}`, 'content-type': 'application/json', ...html },
        payload: { text: '# Hi' },
      }),
      health: await target.app.inject({ url: '/_health' }),
      missing: await target.app.inject({ url: '/nothing.js' }),
    };
    expect(responses.script.statusCode).toBe(200);
    expect(responses.graphql.json()).toEqual({ data: { viewer: { login: 'header-reader' } } });
    expect(responses.markdown.headers['content-type']).toMatch(/^text\/html/);
    for (const [name, response] of Object.entries(responses)) {
      expect(directives(response.headers['content-security-policy']), name).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers['x-frame-options'], name).toBe('DENY');
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['referrer-policy'], name).toBe('origin-when-cross-origin, strict-origin-when-cross-origin');
    }
  });

  it('names ws: for the subscriptions of a plain-http deployment', async () => {
    const plain = await startTestServer({ settings: { BASE_URL: 'http://localhost:3000' }, webFiles: WEB_BUILD });
    try {
      const response = await plain.app.inject({ url: '/', headers: html });
      expect(directives(response.headers['content-security-policy'])['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    } finally {
      await plain.close();
    }
  });
});

describe('what the page policy is based on', () => {
  it("hashes exactly the live region's inline style (Primer's announcements), the app's only inline style", () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(templateContent)?.[1];
    expect(style).toBeDefined();
    const hash = createHash('sha256')
      .update(style ?? '')
      .digest('base64');
    expect(LIVE_REGION_STYLE_HASH).toBe(`'sha256-${hash}'`);
  });

  it('the web app has no inline script, in its source HTML and, when built, in the built HTML', () => {
    const pages = [path.join(repoRoot, 'web/index.html'), path.join(repoRoot, 'web/dist/index.html')].filter((file) => fs.existsSync(file));
    for (const file of pages) {
      const scripts = fs.readFileSync(file, 'utf8').match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, file).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, file).toMatch(/\ssrc=/);
      expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    }
  });
});
