import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '../env.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { buildToken, buildUser } from '../../testing/factories.ts';

const EVIL = 'https://evil.example';
const TOOLS = 'https://tools.example.com';
const API_ROUTES = [
  { method: 'POST', url: '/api/graphql' },
  { method: 'POST', url: '/api/v3/markdown' },
  { method: 'POST', url: '/_bulk/milestone' },
  { method: 'GET', url: '/_filter/issue_fields?repo=octo-org/hello' },
  { method: 'GET', url: '/session' },
  { method: 'POST', url: '/session' },
] as const;

function corsHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => name.startsWith('access-control-')));
}

/** A signed-in browser session (cookies and CSRF header) and a token, for the same person. */
async function credentials(target: TestServer) {
  await buildUser(target.db, { login: 'cors-mona', password: 'correct horse' });
  const signIn = await target.app.inject({
    method: 'POST',
    url: '/session',
    headers: { 'content-type': 'application/json' },
    payload: { login: 'cors-mona', password: 'correct horse' },
  });
  const cookies = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '');
  const csrf = cookies.find((cookie) => cookie.startsWith('csrf_token='))?.split('=')[1] ?? '';
  const [user] = await target.db.query.accounts.findMany({ where: (accounts, { eq }) => eq(accounts.login, 'cors-mona') });
  if (!user) throw new Error('no user');
  return { cookie: cookies.join('; '), csrf, token: await buildToken(target.db, user) };
}

const preflight = (target: TestServer, origin: string, route: { method: string; url: string } = API_ROUTES[0]) =>
  target.app.inject({
    method: 'OPTIONS',
    url: route.url,
    headers: { origin, 'access-control-request-method': route.method, 'access-control-request-headers': 'content-type' },
  });

describe('CORS without CORS_ORIGINS: same origin only', () => {
  let target: TestServer;
  let session: Awaited<ReturnType<typeof credentials>>;
  beforeAll(async () => {
    target = await startTestServer();
    session = await credentials(target);
  });
  afterAll(() => target.close());

  it("does not let another origin read a signed-in person's GraphQL answers (no allow-origin, no credentials)", async () => {
    const response = await target.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { origin: EVIL, cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
      payload: { query: '{ viewer { login } }' },
    });
    // The request itself runs (CORS only decides who may read the answer); the browser hides it from EVIL.
    expect(response.statusCode).toBe(200);
    expect(corsHeaders(response)).toEqual({});
  });

  it('sends no CORS headers on any API route to another origin, nor to its own', async () => {
    for (const origin of [EVIL, 'null', 'http://localhost:3000']) {
      for (const route of API_ROUTES) {
        const response = await target.app.inject({ method: route.method, url: route.url, headers: { origin, cookie: session.cookie } });
        expect(corsHeaders(response), `${origin} ${route.method} ${route.url}`).toEqual({});
      }
    }
  });

  it('refuses preflights from other origins on every API route, before any route runs', async () => {
    for (const route of API_ROUTES) {
      const response = await preflight(target, EVIL, route);
      expect(response.statusCode, route.url).toBe(403);
      expect(corsHeaders(response), route.url).toEqual({});
    }
  });

  it('answers requests of its own pages as before', async () => {
    const response = await target.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { origin: 'http://localhost:3000', authorization: `bearer ${session.token}`, 'content-type': 'application/json' },
      payload: { query: '{ viewer { login } }' },
    });
    expect(response.json()).toEqual({ data: { viewer: { login: 'cors-mona' } } });
    expect(corsHeaders(response)).toEqual({});
  });
});

describe('CORS_ORIGINS with a list of origins', () => {
  let target: TestServer;
  let session: Awaited<ReturnType<typeof credentials>>;
  beforeAll(async () => {
    target = await startTestServer({ settings: { CORS_ORIGINS: `${TOOLS}, https://Other.Example:8443/` } });
    session = await credentials(target);
  });
  afterAll(() => target.close());

  it('answers preflights of listed origins with their origin, credentials, methods and headers', async () => {
    for (const route of API_ROUTES) {
      const response = await preflight(target, TOOLS, route);
      expect(response.statusCode, route.url).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(TOOLS);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['access-control-allow-methods']).toContain(route.method);
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
      expect(response.headers.vary).toContain('Origin');
    }
    const normalised = await preflight(target, 'https://other.example:8443');
    expect(normalised.headers['access-control-allow-origin']).toBe('https://other.example:8443');
  });

  it('lets a listed origin read answers with cookies, errors included, and no one else', async () => {
    const read = (origin: string) => target.app.inject({ method: 'GET', url: '/session', headers: { origin, cookie: session.cookie } });
    const listed = await read(TOOLS);
    expect(listed.json()).toMatchObject({ login: 'cors-mona' });
    expect(listed.headers['access-control-allow-origin']).toBe(TOOLS);
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    expect(listed.headers['access-control-expose-headers']).toContain('Retry-After');
    expect(listed.headers.vary).toContain('Origin');

    const unauthorised = await target.app.inject({ method: 'GET', url: '/session', headers: { origin: TOOLS } });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers['access-control-allow-origin']).toBe(TOOLS);

    const other = await read(EVIL);
    expect(corsHeaders(other)).toEqual({});
    expect(other.headers.vary).toContain('Origin');
    expect((await preflight(target, EVIL)).statusCode).toBe(403);
  });

  it('keeps CORS to the API: pages, health and avatars answer no origin', async () => {
    for (const url of ['/_health', '/avatars/u/1', '/octo-org/hello/issues']) {
      const response = await target.app.inject({ method: 'GET', url, headers: { origin: TOOLS } });
      expect(corsHeaders(response), url).toEqual({});
    }
  });
});

describe('CORS_ORIGINS=*', () => {
  let target: TestServer;
  let session: Awaited<ReturnType<typeof credentials>>;
  beforeAll(async () => {
    target = await startTestServer({ settings: { CORS_ORIGINS: '*' } });
    session = await credentials(target);
  });
  afterAll(() => target.close());

  it('answers every origin with a wildcard and never with credentials', async () => {
    const pre = await preflight(target, EVIL);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();

    const response = await target.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { origin: EVIL, authorization: `bearer ${session.token}`, 'content-type': 'application/json' },
      payload: { query: '{ viewer { login } }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('CORS_ORIGINS setting', () => {
  const read = (value: string) => readEnv({ CORS_ORIGINS: value }).corsOrigins;

  it('is empty (same origin only) when unset, * alone, or origins in the form browsers send', () => {
    expect(readEnv({}).corsOrigins).toEqual([]);
    expect(read('')).toEqual([]);
    expect(read(' * ')).toBe('*');
    expect(read('https://A.example.com/, http://localhost:8080,https://a.example.com:443')).toEqual([
      'https://a.example.com',
      'http://localhost:8080',
    ]);
  });

  it('refuses anything but origins, and * mixed with origins', () => {
    for (const value of [
      'tools.example.com',
      'ftp://tools.example.com',
      'https://tools.example.com/app',
      'https://tools.example.com?x=1',
      'https://user@tools.example.com',
      'null',
      '*, https://tools.example.com',
    ]) {
      expect(() => read(value), value).toThrow(EnvError);
    }
  });
});
