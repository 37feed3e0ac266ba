import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow } from '../../db/rows.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser } from '../../../testing/factories.ts';
import { failure, quiet } from '../../../testing/octokit.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

describe('REST search and the caller’s issue lists', () => {
  let server: TestServer;
  let member: AccountRow;
  let outsider: AccountRow;
  const client: Record<string, Octokit> = {};

  beforeAll(async () => {
    server = await startTestServer({ listen: true, settings: { BASE_URL: '' } });
    const { db } = server;
    const api = `${server.origin}/api/v3`;
    member = await buildUser(db, { login: 'member' });
    outsider = await buildUser(db, { login: 'outsider' });
    const org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, member);
    const open = await buildRepo(db, org, { name: 'open' });
    const hidden = await buildRepo(db, org, { name: 'hidden', visibility: 'private' });
    const bug = await buildLabel(db, open, { name: 'bug' });
    const base = Date.now() - 100_000;
    await buildIssue(db, open, member, {
      title: 'Flaky test on CI',
      labels: [bug],
      assignees: [member],
      createdAt: new Date(base),
      commentsCount: 1,
    });
    await buildIssue(db, open, outsider, { title: 'Flaky login page', createdAt: new Date(base + 1000), commentsCount: 7 });
    await buildIssue(db, open, outsider, { title: 'Old closed flaky thing', state: 'closed', createdAt: new Date(base + 2000) });
    await buildIssue(db, hidden, member, { title: 'Flaky secret', assignees: [member], createdAt: new Date(base + 3000) });
    await buildIssue(db, open, member, { title: 'Flaky review', kind: 'pull_request', createdAt: new Date(base + 4000) });
    for (const [name, user] of Object.entries({ member, outsider })) {
      client[name] = new Octokit({ auth: await buildToken(db, user), baseUrl: api, log: quiet });
    }
  });
  afterAll(() => server.close());

  it('searches with GitHub’s language, only what the caller may read, with sort and order overriding the query', async () => {
    const search = (q: string, extra: Record<string, string | number> = {}) =>
      client.member!.search.issuesAndPullRequests({ q, ...extra }).then((r) => r.data);
    const found = await search('flaky is:issue is:open');
    expect(found.total_count).toBe(3);
    expect(found.incomplete_results).toBe(false);
    expect(found.items.map((i) => i.title)).toEqual(['Flaky secret', 'Flaky login page', 'Flaky test on CI']);
    expect(found.items[0]).toMatchObject({ score: 1, repository_url: expect.stringMatching(/\/repos\/acme\/hidden$/) });
    expect((await search('flaky is:issue is:open', { sort: 'comments', order: 'desc' })).items.map((i) => i.title)).toEqual([
      'Flaky login page',
      'Flaky test on CI',
      'Flaky secret',
    ]);
    expect((await search('label:bug')).items.map((i) => i.title)).toEqual(['Flaky test on CI']);
    const outside = await client.outsider!.search.issuesAndPullRequests({ q: 'flaky is:open' });
    expect(outside.data.items.map((i) => i.title)).not.toContain('Flaky secret');
    expect(outside.data.total_count).toBe(3);

    const paged = await client.member!.search.issuesAndPullRequests({ q: 'flaky', per_page: 2 });
    expect(paged.data.items).toHaveLength(2);
    expect(paged.headers.link).toContain('rel="next"');

    expect(await failure(client.member!.request('GET /search/issues'))).toMatchObject({
      status: 422,
      data: { message: 'Validation Failed', errors: [{ resource: 'Search', field: 'q', code: 'missing' }] },
    });
    expect(await failure(search('label:bug (unclosed'))).toMatchObject({ status: 422, data: { message: 'Validation Failed' } });
    expect(await failure(search('flaky', { per_page: 100, page: 11 }))).toMatchObject({
      status: 422,
      data: { message: 'Only the first 1000 search results are available' },
    });
  });

  it('lists the caller’s issues across repositories by filter, each with its repository', async () => {
    const titles = (params: Record<string, string>) =>
      client.member!.issues.listForAuthenticatedUser(params).then((r) => r.data.map((i) => i.title));
    expect(await titles({})).toEqual(['Flaky secret', 'Flaky test on CI']);
    expect(await titles({ filter: 'created' })).toEqual(['Flaky secret', 'Flaky test on CI']);
    expect(await titles({ filter: 'created', pulls: 'true' })).toEqual(['Flaky review', 'Flaky secret', 'Flaky test on CI']);
    const all = await client.member!.issues.list({ filter: 'all', state: 'all', direction: 'asc' });
    expect(all.data.map((i) => i.title)).toEqual(['Flaky test on CI', 'Flaky login page', 'Old closed flaky thing', 'Flaky secret']);
    expect(all.data[3]?.repository).toMatchObject({ full_name: 'acme/hidden', private: true });
    expect(await client.outsider!.issues.list({ filter: 'all' }).then((r) => r.data.map((i) => i.title))).toEqual([
      'Flaky login page',
      'Flaky test on CI',
    ]);
    expect((await failure(titles({ filter: 'everything' }))).status).toBe(422);
  });
});
