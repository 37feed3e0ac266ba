import { Octokit } from '@octokit/rest';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, LabelRow, MilestoneRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import {
  addMember,
  buildIssue,
  buildLabel,
  buildMilestone,
  buildOrg,
  buildRepo,
  buildToken,
  buildUser,
  grant,
} from '../../../testing/factories.ts';
import { failure, quiet } from '../../../testing/octokit.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

describe('REST issues through @octokit/rest', () => {
  let server: TestServer;
  let admin: AccountRow;
  let triager: AccountRow;
  let reader: AccountRow;
  let outsider: AccountRow;
  let org: AccountRow;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  let other: RepositoryRow;
  let bug: LabelRow;
  let ui: LabelRow;
  let v1: MilestoneRow;
  const client: Record<string, Octokit> = {};
  let api = '';

  beforeAll(async () => {
    server = await startTestServer({ listen: true, settings: { BASE_URL: '' } });
    const { db } = server;
    api = `${server.origin}/api/v3`;
    admin = await buildUser(db, { login: 'octocat' });
    triager = await buildUser(db, { login: 'triager' });
    reader = await buildUser(db, { login: 'reader' });
    outsider = await buildUser(db, { login: 'outsider' });
    org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, admin, 'admin');
    repo = await buildRepo(db, org, { name: 'widgets' });
    other = await buildRepo(db, org, { name: 'gadgets' });
    secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, repo, triager, 'triage');
    await grant(db, repo, reader, 'read');
    bug = await buildLabel(db, repo, { name: 'bug' });
    ui = await buildLabel(db, repo, { name: 'good first issue' });
    v1 = await buildMilestone(db, repo, { title: 'v1.0' });
    for (const [name, user] of Object.entries({ admin, triager, reader, outsider })) {
      client[name] = new Octokit({ auth: await buildToken(db, user), baseUrl: api, log: quiet });
    }
  });
  afterAll(() => server.close());

  it('answers the API root and /meta to anyone, /user to a token, and 401 "Bad credentials" to a bad one', async () => {
    const anonymous = new Octokit({ baseUrl: api, log: quiet });
    const root = await anonymous.request('GET /');
    expect(root.data).toMatchObject({ repository_url: `${api}/repos/{owner}/{repo}`, current_user_url: `${api}/user` });
    expect((await anonymous.meta.get()).data).toMatchObject({ verifiable_password_authentication: true });
    expect(await failure(anonymous.users.getAuthenticated())).toMatchObject({ status: 401, data: { message: 'Requires authentication' } });
    const bad = new Octokit({ auth: 'ghp_not-a-token', baseUrl: api, log: quiet });
    expect(await failure(bad.users.getAuthenticated())).toMatchObject({ status: 401, data: { message: 'Bad credentials' } });

    const me = await client.admin!.users.getAuthenticated();
    expect(me.data).toMatchObject({ login: 'octocat', id: admin.id, node_id: toGlobalId('User', admin.id), type: 'User' });
    expect(me.headers['x-oauth-scopes']).toBeDefined();
    const user = await client.reader!.users.getByUsername({ username: 'ACME' });
    expect(user.data).toMatchObject({ login: 'acme', type: 'Organization', public_repos: 2, html_url: `${server.origin}/acme` });
    expect((await failure(client.reader!.users.getByUsername({ username: 'nobody-here' }))).status).toBe(404);
    expect(await failure(client.reader!.request('GET /no/such/endpoint'))).toMatchObject({ status: 404, data: { message: 'Not Found' } });
  });

  it('answers a repository with the caller’s permissions, and 404 for a private one they cannot read', async () => {
    const { data } = await client.triager!.repos.get({ owner: 'acme', repo: 'widgets' });
    expect(data).toMatchObject({
      id: repo.id,
      node_id: toGlobalId('Repository', repo.id),
      full_name: 'acme/widgets',
      private: false,
      html_url: `${server.origin}/acme/widgets`,
      url: `${api}/repos/acme/widgets`,
      owner: { login: 'acme', type: 'Organization' },
      has_issues: true,
      permissions: { admin: false, maintain: false, push: false, triage: true, pull: true },
    });
    expect((await client.admin!.repos.get({ owner: 'acme', repo: 'secret' })).data.private).toBe(true);
    expect(await failure(client.outsider!.repos.get({ owner: 'acme', repo: 'secret' }))).toMatchObject({
      status: 404,
      data: { message: 'Not Found' },
    });
    expect((await failure(client.outsider!.issues.listForRepo({ owner: 'acme', repo: 'secret' }))).status).toBe(404);
    void secret;
  });

  it('lists a repository’s issues with GitHub’s filters, sorting and Link pagination', async () => {
    const { db } = server;
    const base = Date.now() - 100_000;
    const at = (seconds: number) => new Date(base + seconds * 1000);
    const first = await buildIssue(db, other, admin, { title: 'First', labels: [], createdAt: at(1), updatedAt: at(1) });
    await buildIssue(db, other, reader, {
      title: 'Closed one',
      state: 'closed',
      stateReason: 'completed',
      createdAt: at(2),
      updatedAt: at(2),
    });
    await buildIssue(db, other, admin, { title: 'A pull request', kind: 'pull_request', createdAt: at(3), updatedAt: at(3) });
    const labelled = await buildLabel(db, other, { name: 'needs triage' });
    const milestone = await buildMilestone(db, other, { title: 'Later' });
    await buildIssue(db, other, reader, {
      title: 'Labelled',
      labels: [labelled],
      assignees: [triager],
      milestoneId: milestone.id,
      commentsCount: 5,
      createdAt: at(4),
      updatedAt: at(40),
    });
    const list = (params: Record<string, string | number>) =>
      client.reader!.issues.listForRepo({ owner: 'acme', repo: 'gadgets', ...params }).then((r) => r.data.map((i) => i.title));
    expect(await list({})).toEqual(['Labelled', 'A pull request', 'First']);
    expect(await list({ state: 'closed' })).toEqual(['Closed one']);
    expect(await list({ state: 'all', direction: 'asc' })).toEqual(['First', 'Closed one', 'A pull request', 'Labelled']);
    expect(await list({ labels: 'needs triage' })).toEqual(['Labelled']);
    expect(await list({ assignee: 'triager' })).toEqual(['Labelled']);
    expect(await list({ assignee: 'none' })).toEqual(['A pull request', 'First']);
    expect(await list({ creator: 'reader', state: 'all' })).toEqual(['Labelled', 'Closed one']);
    expect(await list({ milestone: String(milestone.number) })).toEqual(['Labelled']);
    expect(await list({ milestone: 'none' })).toEqual(['A pull request', 'First']);
    expect(await list({ sort: 'comments' })).toEqual(['Labelled', 'A pull request', 'First']);
    expect(await list({ since: at(10).toISOString() })).toEqual(['Labelled']);

    const page = await client.reader!.issues.listForRepo({ owner: 'acme', repo: 'gadgets', state: 'all', per_page: 1, page: 2 });
    expect(page.data.map((i) => i.title)).toEqual(['A pull request']);
    const links = page.headers.link ?? '';
    expect(links).toContain(`<${api}/repos/acme/gadgets/issues?state=all&per_page=1&page=3>; rel="next"`);
    expect(links).toContain(`<${api}/repos/acme/gadgets/issues?state=all&per_page=1&page=4>; rel="last"`);
    expect(links).toContain('rel="prev"');
    expect(links).toContain('rel="first"');
    const all = await client.reader!.paginate(client.reader!.issues.listForRepo, {
      owner: 'acme',
      repo: 'gadgets',
      state: 'all',
      per_page: 2,
    });
    expect(all).toHaveLength(4);

    const pull = (await client.reader!.issues.listForRepo({ owner: 'acme', repo: 'gadgets' })).data.find(
      (i) => i.title === 'A pull request',
    );
    expect(pull?.pull_request?.html_url).toMatch(/\/acme\/gadgets\/pull\/\d+$/);
    expect(pull?.node_id).toMatch(/^PR_/);

    expect(await failure(list({ state: 'everything' }))).toMatchObject({
      status: 422,
      data: { message: 'Validation Failed', errors: [{ resource: 'Issue', field: 'state', code: 'invalid' }] },
    });
    expect((await failure(list({ milestone: '999' }))).status).toBe(422);
    void first;
  });

  it('creates an issue with labels, assignees and a milestone, and drops the metadata of someone who may not set it', async () => {
    const created = await client.triager!.issues.create({
      owner: 'acme',
      repo: 'widgets',
      title: 'Crash on start',
      body: 'It **crashes**.',
      labels: ['bug', { name: 'Good First Issue' }],
      assignees: ['triager'],
      milestone: v1.number,
    });
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(created.data.url);
    expect(created.data).toMatchObject({
      title: 'Crash on start',
      body: 'It **crashes**.',
      state: 'open',
      user: { login: 'triager' },
      labels: [{ name: 'bug' }, { name: 'good first issue' }].map((l) => expect.objectContaining(l)),
      assignees: [expect.objectContaining({ login: 'triager' })],
      milestone: expect.objectContaining({ number: v1.number, title: 'v1.0', open_issues: 1 }),
      author_association: 'COLLABORATOR',
      html_url: `${server.origin}/acme/widgets/issues/${created.data.number}`,
    });
    const row = (
      await server.db
        .select()
        .from(t.issues)
        .where(and(eq(t.issues.repoId, repo.id), eq(t.issues.number, created.data.number)))
    )[0];
    expect(row).toMatchObject({ title: 'Crash on start', milestoneId: v1.id, authorId: triager.id });
    const labels = await server.db.select().from(t.issueLabels).where(eq(t.issueLabels.issueId, row!.id));
    expect(labels.map((l) => l.labelId).sort()).toEqual([bug.id, ui.id].sort());

    // A reader may open issues but not set their metadata: GitHub drops it without a word.
    const plain = await client.reader!.issues.create({
      owner: 'acme',
      repo: 'widgets',
      title: 'Question',
      labels: ['bug'],
      assignees: ['reader'],
    });
    expect(plain.data.labels).toEqual([]);
    expect(plain.data.assignees).toEqual([]);

    expect(await failure(client.reader!.request('POST /repos/acme/widgets/issues', { body: 'no title' }))).toMatchObject({
      status: 422,
      data: { message: 'Validation Failed', errors: [{ resource: 'Issue', field: 'title', code: 'missing_field' }] },
    });
    expect(
      (await failure(client.triager!.issues.create({ owner: 'acme', repo: 'widgets', title: 'x', assignees: ['nobody-at-all'] }))).status,
    ).toBe(422);
    expect((await failure(client.outsider!.issues.create({ owner: 'acme', repo: 'secret', title: 'x' }))).status).toBe(404);
  });

  it('answers one issue with an ETag that a conditional request turns into 304, and each body media type', async () => {
    const issue = await buildIssue(server.db, repo, reader, { title: 'Read me', body: 'Some *emphasis*' });
    const got = await client.reader!.issues.get({ owner: 'acme', repo: 'widgets', issue_number: issue.number });
    expect(got.data).toMatchObject({ id: issue.id, node_id: toGlobalId('Issue', issue.id), number: issue.number, body: 'Some *emphasis*' });
    expect(got.data).not.toHaveProperty('body_html');
    const etag = got.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${api}/repos/acme/widgets/issues/${issue.number}`, {
      headers: { authorization: `token ${await buildToken(server.db, reader)}`, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const full = await client.reader!.issues.get({
      owner: 'acme',
      repo: 'widgets',
      issue_number: issue.number,
      mediaType: { format: 'full' },
    });
    expect(full.data).toMatchObject({
      body: 'Some *emphasis*',
      body_text: 'Some emphasis',
      body_html: expect.stringContaining('<em>emphasis</em>'),
    });
    const html = await client.reader!.issues.get({
      owner: 'acme',
      repo: 'widgets',
      issue_number: issue.number,
      mediaType: { format: 'html' },
    });
    expect(html.data).not.toHaveProperty('body');
    expect(html.headers['x-github-media-type']).toBe('github.v3; param=html; format=json');
    expect((await failure(client.reader!.issues.get({ owner: 'acme', repo: 'widgets', issue_number: 99999 }))).status).toBe(404);
  });

  it('updates an issue: title, labels, and closing as not planned; an empty JSON body changes nothing', async () => {
    const issue = await buildIssue(server.db, repo, reader, { title: 'Old title', labels: [bug] });
    // Someone else's title needs write access: refused to triage, nothing changed.
    expect(
      (await failure(client.triager!.issues.update({ owner: 'acme', repo: 'widgets', issue_number: issue.number, title: 'Mine' }))).status,
    ).toBe(403);
    await client.admin!.issues.update({ owner: 'acme', repo: 'widgets', issue_number: issue.number, title: 'New title' });
    const updated = await client.triager!.issues.update({
      owner: 'acme',
      repo: 'widgets',
      issue_number: issue.number,
      labels: ['good first issue'],
      state: 'closed',
      state_reason: 'not_planned',
    });
    expect(updated.data).toMatchObject({
      title: 'New title',
      state: 'closed',
      state_reason: 'not_planned',
      closed_by: { login: 'triager' },
    });
    const row = (await server.db.select().from(t.issues).where(eq(t.issues.id, issue.id)))[0];
    expect(row).toMatchObject({ title: 'New title', state: 'closed', stateReason: 'not_planned', closedById: triager.id });
    const labels = await server.db.select().from(t.issueLabels).where(eq(t.issueLabels.issueId, issue.id));
    expect(labels.map((l) => l.labelId)).toEqual([ui.id]);

    const reopened = await client.reader!.issues.update({
      owner: 'acme',
      repo: 'widgets',
      issue_number: issue.number,
      state: 'open',
      labels: [],
    });
    // The author may reopen; the labels change needs triage and is dropped.
    expect(reopened.data).toMatchObject({ state: 'open', labels: [expect.objectContaining({ name: 'good first issue' })] });

    const empty = await fetch(`${api}/repos/acme/widgets/issues/${issue.number}`, {
      method: 'PATCH',
      headers: { authorization: `token ${await buildToken(server.db, triager)}`, 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as { title: string }).title).toBe('New title');
    const broken = await fetch(`${api}/repos/acme/widgets/issues/${issue.number}`, {
      method: 'PATCH',
      headers: { authorization: `token ${await buildToken(server.db, triager)}`, 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ message: 'Problems parsing JSON' });
    expect(
      await failure(client.outsider!.issues.update({ owner: 'acme', repo: 'widgets', issue_number: issue.number, title: 'Mine now' })),
    ).toMatchObject({
      status: 403,
    });
    expect((await server.db.select().from(t.issues).where(eq(t.issues.id, issue.id)))[0]?.title).toBe('New title');
  });

  it('answers 410 for a deleted issue and 301 to the new address of a transferred one', async () => {
    const doomed = await buildIssue(server.db, repo, admin, { title: 'Doomed' });
    const moving = await buildIssue(server.db, repo, admin, { title: 'Moving' });
    const adminToken = await buildToken(server.db, admin);
    const deleted = await server.graphql(adminToken, 'mutation($id: ID!) { deleteIssue(input: { issueId: $id }) { clientMutationId } }', {
      id: toGlobalId('Issue', doomed.id),
    });
    expect(deleted.errors).toBeUndefined();
    expect(await failure(client.reader!.issues.get({ owner: 'acme', repo: 'widgets', issue_number: doomed.number }))).toMatchObject({
      status: 410,
      data: { message: 'This issue was deleted' },
    });
    const moved = await server.graphql<{ transferIssue: { issue: { number: number } } }>(
      adminToken,
      'mutation($id: ID!, $r: ID!) { transferIssue(input: { issueId: $id, repositoryId: $r }) { issue { number } } }',
      { id: toGlobalId('Issue', moving.id), r: toGlobalId('Repository', other.id) },
    );
    expect(moved.errors).toBeUndefined();
    const redirect = await fetch(`${api}/repos/acme/widgets/issues/${moving.number}`, {
      headers: { authorization: `token ${adminToken}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(301);
    const newUrl = `${api}/repos/acme/gadgets/issues/${moved.data?.transferIssue.issue.number}`;
    expect(redirect.headers.get('location')).toBe(newUrl);
    // Octokit follows it, as GitHub's clients do.
    expect((await client.admin!.issues.get({ owner: 'acme', repo: 'widgets', issue_number: moving.number })).data.url).toBe(newUrl);
  });
});
