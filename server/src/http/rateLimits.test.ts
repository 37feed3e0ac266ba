import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AccountRow, RepositoryRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
import { pruneRateLimits } from '../modules/rate-limits/rateLimit.repository.ts';
import { buildOrg, buildRepo, buildToken, buildUser, addMember } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

describe('API rate limits', () => {
  let server: TestServer;
  let admin: AccountRow;
  let repo: RepositoryRow;

  beforeAll(async () => {
    server = await startTestServer({
      settings: { RATE_LIMIT_PER_HOUR: '3', RATE_LIMIT_ANONYMOUS_PER_HOUR: '2', RATE_LIMIT_SEARCH_PER_MINUTE: '2' },
    });
    admin = await buildUser(server.db, { login: 'admin' });
    const org = await buildOrg(server.db, { login: 'acme' });
    await addMember(server.db, org, admin, 'admin');
    repo = await buildRepo(server.db, org, { name: 'widgets' });
  });
  afterAll(() => server.close());

  const rest = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown, remoteAddress?: string) =>
    server.app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...(token ? { authorization: `token ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload: payload ? JSON.stringify(payload) : undefined,
    });

  it('counts REST requests per token in the database, tells them in headers, and refuses the one past the limit without running it', async () => {
    const token = await buildToken(server.db, admin);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await rest(token, 'GET', '/api/v3/repos/acme/widgets');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-ratelimit-limit']).toBe('3');
      expect(answer.headers['x-ratelimit-resource']).toBe('core');
      remaining.push(String(answer.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    // A second server process on the same database counts the same requests.
    const other = await buildApp({ database: server.database, env: server.env, logger: false });
    try {
      const refused = await other.inject({
        method: 'POST',
        url: '/api/v3/repos/acme/widgets/issues',
        headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'Past the limit' }),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: `API rate limit exceeded for user ID ${admin.id}.` });
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
    } finally {
      await other.close();
    }
    expect(await server.db.$count(t.issues, eq(t.issues.repoId, repo.id))).toBe(0);
    // Asking where one stands does not count.
    const status = await rest(token, 'GET', '/api/v3/rate_limit');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      rate: { limit: 3, used: 3, remaining: 0 },
      resources: { core: { limit: 3, used: 3, remaining: 0 }, search: { limit: 2, used: 0 }, graphql: { limit: 3, used: 0 } },
    });
    // Another token has its own count.
    expect((await rest(await buildToken(server.db, admin), 'GET', '/api/v3/repos/acme/widgets')).statusCode).toBe(200);
  });

  it('counts searches apart, and anonymous requests per address with GitHub’s wording', async () => {
    const token = await buildToken(server.db, admin);
    expect((await rest(token, 'GET', '/api/v3/search/issues?q=is:issue')).headers['x-ratelimit-resource']).toBe('search');
    await rest(token, 'GET', '/api/v3/search/issues?q=is:issue');
    const refused = await rest(token, 'GET', '/api/v3/search/issues?q=is:issue');
    expect(refused.statusCode).toBe(403);
    expect((await rest(token, 'GET', '/api/v3/repos/acme/widgets')).statusCode).toBe(200);

    for (let i = 0; i < 2; i++) expect((await rest(null, 'GET', '/api/v3/', undefined, '10.0.0.7')).statusCode).toBe(200);
    const anonymous = await rest(null, 'GET', '/api/v3/meta', undefined, '10.0.0.7');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toBe(
      "API rate limit exceeded for 10.0.0.7. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
    );
    expect((await rest(null, 'GET', '/api/v3/meta', undefined, '10.0.0.8')).statusCode).toBe(200);
  });

  it('counts GraphQL requests: rateLimit answers the count, and past the limit RATE_LIMITED runs nothing', async () => {
    const token = await buildToken(server.db, admin);
    const first = await server.graphql<{ rateLimit: { limit: number; remaining: number; used: number; cost: number; resetAt: string } }>(
      token,
      '{ rateLimit { limit remaining used cost resetAt } }',
    );
    expect(first.data?.rateLimit).toMatchObject({ limit: 3, remaining: 2, used: 1, cost: 1 });
    expect(Date.parse(first.data?.rateLimit.resetAt ?? '')).toBeGreaterThan(Date.now());
    await server.graphql(token, '{ viewer { login } }');
    await server.graphql(token, '{ viewer { login } }');
    const refused = await server.graphql(
      token,
      `mutation { createLabel(input: { repositoryId: "x", name: "never", color: "ffffff" }) { label { id } } }`,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: `API rate limit exceeded for user ID ${admin.id}.`,
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(await server.db.$count(t.labels, eq(t.labels.name, 'never'))).toBe(0);
  });

  it('exempts site administrators’ tokens when told to', async () => {
    const exempt = await startTestServer({ settings: { RATE_LIMIT_PER_HOUR: '1', RATE_LIMIT_EXEMPT_SITE_ADMINS: 'true' } });
    try {
      const siteAdmin = await buildUser(exempt.db, { login: 'boss', isSiteAdmin: true });
      const person = await buildUser(exempt.db, { login: 'person' });
      const bossToken = await buildToken(exempt.db, siteAdmin);
      const personToken = await buildToken(exempt.db, person);
      const get = (token: string) =>
        exempt.app.inject({ method: 'GET', url: '/api/v3/user', headers: { authorization: `token ${token}` } });
      for (let i = 0; i < 3; i++) expect((await get(bossToken)).statusCode).toBe(200);
      expect((await get(personToken)).statusCode).toBe(200);
      expect((await get(personToken)).statusCode).toBe(403);
    } finally {
      await exempt.close();
    }
  });

  it('drops the counts of windows that ended over an hour ago, and keeps the others', async () => {
    await server.db.insert(t.rateLimits).values([
      { key: 'ip:192.0.2.1', resource: 'core', used: 5, resetAt: new Date(Date.now() - 2 * 3600_000) },
      { key: 'ip:192.0.2.2', resource: 'core', used: 5, resetAt: new Date(Date.now() - 60_000) },
    ]);
    await pruneRateLimits(server.db);
    const keys = (await server.db.select({ key: t.rateLimits.key }).from(t.rateLimits)).map((row) => row.key);
    expect(keys).not.toContain('ip:192.0.2.1');
    expect(keys).toContain('ip:192.0.2.2');
  });
});
