import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

describe('sign-in and sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await buildUser(server.db, { login: 'mona', email: 'mona@example.com', password: 'correct horse' });
  });
  afterAll(() => server.close());

  const signIn = (login: string, password: string, ip = '10.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/session',
      headers: { 'content-type': 'application/json' },
      payload: { login, password },
      remoteAddress: ip,
    });

  it('serves /_health', async () => {
    const response = await server.app.inject({ url: '/_health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('says only "Incorrect username or password." for a wrong password or an unknown user', async () => {
    for (const [login, password] of [
      ['mona', 'wrong'],
      ['nobody', 'correct horse'],
    ] as const) {
      const response = await signIn(login, password, '10.0.0.2');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Incorrect username or password.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs in by login or e-mail with an HttpOnly SameSite=Lax session cookie and a CSRF cookie', async () => {
    const response = await signIn('MONA@example.com', 'correct horse', '10.0.0.3');
    expect(response.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('user_session='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith('csrf_token='))).not.toMatch(/HttpOnly/);
  });

  it('requires the CSRF token for cookie-authenticated GraphQL writes and accepts it when sent', async () => {
    const login = await signIn('mona', 'correct horse', '10.0.0.4');
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
    const csrf = cookies.find((c) => c?.startsWith('csrf_token='))?.split('=')[1] ?? '';
    const request = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { cookie: cookies.join('; '), 'content-type': 'application/json', ...headers },
        payload: { query: '{ viewer { login } }' },
      });
    expect((await request({})).statusCode).toBe(403);
    const ok = await request({ 'x-csrf-token': csrf });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { viewer: { login: 'mona' } } });
    const me = await server.app.inject({ url: '/session', headers: { cookie: cookies.join('; ') } });
    expect(me.json()).toMatchObject({ login: 'mona' });
    const out = await server.app.inject({
      method: 'DELETE',
      url: '/session',
      headers: { cookie: cookies.join('; '), 'x-csrf-token': csrf },
    });
    expect(out.statusCode).toBe(204);
    expect((await server.app.inject({ url: '/session', headers: { cookie: cookies.join('; ') } })).statusCode).toBe(401);
  });

  it('rate-limits sign-in attempts per address', async () => {
    const statuses: number[] = [];
    // A different name each time: the per-account limit (signInLimits.test.ts) stays out of the way.
    for (let i = 0; i < 12; i++) statuses.push((await signIn(`someone-${i}`, 'wrong', '10.0.0.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('refuses the API without credentials and with a bad token', async () => {
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ viewer { login } }' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await server.graphql('ghp_not-a-token', '{ viewer { login } }');
    expect(bad.status).toBe(401);
  });
});
