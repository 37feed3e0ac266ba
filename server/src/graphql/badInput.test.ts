import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRepo, buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

/** Hostile input on the routes outside GraphQL: a clear 4xx answer, never a 500 or a database message. */
describe('bad input outside GraphQL', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    const user = await buildUser(server.db, { login: 'nul-tester' });
    await buildRepo(server.db, user, { name: 'repo' });
    token = await buildToken(server.db, user);
  });
  afterAll(() => server.close());

  const NUL = '\u0000';

  it('signs nobody in with a NUL in the login or the password, with the usual failure', async () => {
    for (const payload of [
      { login: `nul${NUL}tester`, password: 'x' },
      { login: 'nul-tester', password: `p${NUL}w` },
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/session',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Incorrect username or password.' });
    }
  });

  it('answers lookups and markdown with a NUL without a server error', async () => {
    const auth = { authorization: `bearer ${token}` };
    const filter = await server.app.inject({ method: 'GET', url: `/_filter/issue_fields?repo=nul-tester/re%00po`, headers: auth });
    expect(filter.statusCode).toBeLessThan(500);
    const markdown = await server.app.inject({
      method: 'POST',
      url: '/api/v3/markdown',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: `a${NUL}b **bold**`, mode: 'gfm', context: `nul-tester/re${NUL}po` }),
    });
    expect(markdown.statusCode).toBeLessThan(500);
    for (const response of [filter, markdown]) expect(response.body).not.toMatch(/Failed query|params:/);
  });

  it('never shows a database message in an unexpected error', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/_bulk/milestone',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: [`I_${NUL}`], milestoneId: `MI_${NUL}` }),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/Failed query|params:/);
  });
});
