import { Octokit } from '@octokit/rest';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
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

const invalid = (field: string, code: string) => ({
  status: 422,
  data: { message: 'Validation Failed', errors: [expect.objectContaining({ resource: 'Milestone', field, code })] },
});

describe('REST milestones through @octokit/rest', () => {
  let server: TestServer;
  let admin: AccountRow;
  let writer: AccountRow;
  let triager: AccountRow;
  let reader: AccountRow;
  let outsider: AccountRow;
  let org: AccountRow;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  const client: Record<string, Octokit> = {};
  const at = { owner: 'acme', repo: 'widgets' };
  let api = '';

  beforeAll(async () => {
    server = await startTestServer({ listen: true, settings: { BASE_URL: '' } });
    const { db } = server;
    api = `${server.origin}/api/v3`;
    admin = await buildUser(db, { login: 'octocat' });
    writer = await buildUser(db, { login: 'writer' });
    triager = await buildUser(db, { login: 'triager' });
    reader = await buildUser(db, { login: 'reader' });
    outsider = await buildUser(db, { login: 'outsider' });
    org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, admin, 'admin');
    repo = await buildRepo(db, org, { name: 'widgets' });
    secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, repo, writer, 'write');
    await grant(db, repo, triager, 'triage');
    await grant(db, repo, reader, 'read');
    for (const [name, user] of Object.entries({ admin, writer, triager, reader, outsider })) {
      client[name] = new Octokit({ auth: await buildToken(db, user), baseUrl: api, log: quiet });
    }
  });
  afterAll(() => server.close());

  const milestoneRow = async (repoId: number, number: number) =>
    (
      await server.db
        .select()
        .from(t.milestones)
        .where(and(eq(t.milestones.repoId, repoId), eq(t.milestones.number, number)))
    )[0];

  it('creates a milestone (201 with its Location) with write access, and answers GitHub’s 422s', async () => {
    const created = await client.writer!.issues.createMilestone({
      ...at,
      title: 'v1.0',
      description: 'The first release',
      due_on: '2030-05-17T12:00:00Z',
    });
    expect(created.status).toBe(201);
    const number = created.data.number;
    expect(created.headers.location).toBe(`${api}/repos/acme/widgets/milestones/${number}`);
    expect(created.data).toEqual({
      url: created.headers.location,
      html_url: `${server.origin}/acme/widgets/milestone/${number}`,
      labels_url: `${api}/repos/acme/widgets/milestones/${number}/labels`,
      id: expect.any(Number),
      node_id: expect.stringMatching(/^MI_/),
      number,
      state: 'open',
      title: 'v1.0',
      description: 'The first release',
      creator: expect.objectContaining({ login: 'writer', id: writer.id }),
      open_issues: 0,
      closed_issues: 0,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
      closed_at: null,
      due_on: '2030-05-17T00:00:00Z',
    });
    expect(created.data.node_id).toBe(toGlobalId('Milestone', created.data.id));
    expect(await milestoneRow(repo.id, number)).toMatchObject({
      title: 'v1.0',
      description: 'The first release',
      state: 'open',
      creatorId: writer.id,
      dueOn: new Date('2030-05-17T00:00:00Z'),
    });

    const closed = await client.admin!.issues.createMilestone({ ...at, title: 'Done already', state: 'closed' });
    expect(closed.data).toMatchObject({ state: 'closed', closed_at: expect.stringMatching(/Z$/), due_on: null, description: null });
    expect(await milestoneRow(repo.id, closed.data.number)).toMatchObject({ state: 'closed', closedAt: expect.any(Date) });

    expect(await failure(client.writer!.issues.createMilestone({ ...at, title: 'V1.0' }))).toMatchObject(
      invalid('title', 'already_exists'),
    );
    expect(await failure(client.writer!.request('POST /repos/acme/widgets/milestones', { description: 'untitled' }))).toMatchObject(
      invalid('title', 'missing_field'),
    );
    expect(await failure(client.writer!.issues.createMilestone({ ...at, title: 'When?', due_on: 'next tuesday' }))).toMatchObject(
      invalid('due_on', 'invalid'),
    );
    expect(await failure(client.writer!.request('POST /repos/acme/widgets/milestones', { title: 'Odd', state: 'pending' }))).toMatchObject(
      invalid('state', 'invalid'),
    );
    expect(await failure(client.writer!.issues.createMilestone({ ...at, title: 'x'.repeat(256) }))).toMatchObject(
      invalid('title', 'invalid'),
    );

    expect((await failure(client.triager!.issues.createMilestone({ ...at, title: 'Triaged' }))).status).toBe(403);
    expect((await failure(client.reader!.issues.createMilestone({ ...at, title: 'Read' }))).status).toBe(403);
    expect(await failure(client.outsider!.issues.createMilestone({ owner: 'acme', repo: 'secret', title: 'Leak' }))).toMatchObject({
      status: 404,
      data: { message: 'Not Found' },
    });
    const titles = (await server.db.select().from(t.milestones).where(eq(t.milestones.repoId, repo.id))).map((m) => m.title).sort();
    expect(titles).toEqual(['Done already', 'v1.0']);
  });

  it('lists milestones by state, due date or completeness, in either direction, with Link pagination', async () => {
    const roadmap = await buildRepo(server.db, org, { name: 'roadmap' });
    const march = await buildMilestone(server.db, roadmap, { title: 'March', dueOn: new Date('2030-03-01T00:00:00Z') });
    const january = await buildMilestone(server.db, roadmap, { title: 'January', dueOn: new Date('2030-01-01T00:00:00Z') });
    await buildMilestone(server.db, roadmap, { title: 'Someday' });
    await buildMilestone(server.db, roadmap, {
      title: 'Shipped',
      state: 'closed',
      closedAt: new Date(),
      dueOn: new Date('2029-01-01T00:00:00Z'),
    });
    await buildIssue(server.db, roadmap, admin, { title: 'Half', milestoneId: march.id });
    await buildIssue(server.db, roadmap, admin, { title: 'Done', milestoneId: march.id, state: 'closed', stateReason: 'completed' });
    await buildIssue(server.db, roadmap, admin, { title: 'Open', milestoneId: january.id });

    const list = (params: Record<string, string | number>) =>
      client.reader!.issues.listMilestones({ owner: 'acme', repo: 'roadmap', ...params }).then((r) => r.data.map((m) => m.title));
    expect(await list({})).toEqual(['January', 'March', 'Someday']);
    expect(await list({ direction: 'desc' })).toEqual(['March', 'January', 'Someday']);
    expect(await list({ state: 'closed' })).toEqual(['Shipped']);
    expect(await list({ state: 'all' })).toEqual(['Shipped', 'January', 'March', 'Someday']);
    expect(await list({ sort: 'completeness' })).toEqual(['January', 'Someday', 'March']);
    expect(await list({ sort: 'completeness', direction: 'desc' })).toEqual(['March', 'Someday', 'January']);

    const counted = (await client.reader!.issues.getMilestone({ owner: 'acme', repo: 'roadmap', milestone_number: march.number })).data;
    expect(counted).toMatchObject({ title: 'March', open_issues: 1, closed_issues: 1, due_on: '2030-03-01T00:00:00Z', creator: null });

    const page = await client.reader!.issues.listMilestones({ owner: 'acme', repo: 'roadmap', state: 'all', per_page: 1, page: 2 });
    expect(page.data.map((m) => m.title)).toEqual(['January']);
    const links = page.headers.link ?? '';
    expect(links).toContain(`<${api}/repos/acme/roadmap/milestones?state=all&per_page=1&page=3>; rel="next"`);
    expect(links).toContain(`<${api}/repos/acme/roadmap/milestones?state=all&per_page=1&page=4>; rel="last"`);
    expect(links).toContain(`<${api}/repos/acme/roadmap/milestones?state=all&per_page=1&page=1>; rel="prev"`);
    const all = await client.reader!.paginate(client.reader!.issues.listMilestones, {
      owner: 'acme',
      repo: 'roadmap',
      state: 'all',
      per_page: 3,
    });
    expect(all).toHaveLength(4);

    expect(await failure(list({ sort: 'title' }))).toMatchObject(invalid('sort', 'invalid'));
    await buildMilestone(server.db, secret, { title: 'Hidden plan' });
    expect((await client.admin!.issues.listMilestones({ owner: 'acme', repo: 'secret' })).data.map((m) => m.title)).toEqual([
      'Hidden plan',
    ]);
    expect((await failure(client.outsider!.issues.listMilestones({ owner: 'acme', repo: 'secret' }))).status).toBe(404);
    expect((await failure(client.outsider!.issues.getMilestone({ owner: 'acme', repo: 'secret', milestone_number: 1 }))).status).toBe(404);
  });

  it('answers one milestone by number, and updates and deletes it with write access', async () => {
    const milestone = await buildMilestone(server.db, repo, {
      title: 'v2.0',
      description: 'Next',
      dueOn: new Date('2031-01-01T00:00:00Z'),
    });
    const params = { ...at, milestone_number: milestone.number };
    const got = await client.reader!.issues.getMilestone(params);
    expect(got.data).toMatchObject({ id: milestone.id, number: milestone.number, title: 'v2.0', description: 'Next', state: 'open' });
    expect(await failure(client.reader!.issues.getMilestone({ ...at, milestone_number: 999 }))).toMatchObject({
      status: 404,
      data: { message: 'Not Found' },
    });
    expect((await failure(client.reader!.request('GET /repos/acme/widgets/milestones/abc'))).status).toBe(404);

    const updated = await client.writer!.issues.updateMilestone({ ...params, title: 'v2.0 final', state: 'closed', due_on: '2031-02-03' });
    expect(updated.data).toMatchObject({
      title: 'v2.0 final',
      state: 'closed',
      closed_at: expect.stringMatching(/Z$/),
      due_on: '2031-02-03T00:00:00Z',
      description: 'Next',
    });
    expect(await milestoneRow(repo.id, milestone.number)).toMatchObject({
      title: 'v2.0 final',
      state: 'closed',
      closedAt: expect.any(Date),
      dueOn: new Date('2031-02-03T00:00:00Z'),
    });
    await client.writer!.request(`PATCH /repos/acme/widgets/milestones/${milestone.number}`, {
      state: 'open',
      description: null,
      due_on: null,
    });
    expect(await milestoneRow(repo.id, milestone.number)).toMatchObject({ state: 'open', closedAt: null, description: null, dueOn: null });

    expect(await failure(client.writer!.issues.updateMilestone({ ...params, title: '' }))).toMatchObject(invalid('title', 'missing_field'));
    expect(await failure(client.writer!.issues.updateMilestone({ ...params, due_on: 'soon' }))).toMatchObject(invalid('due_on', 'invalid'));
    await buildMilestone(server.db, repo, { title: 'Taken' });
    expect(await failure(client.writer!.issues.updateMilestone({ ...params, title: 'taken' }))).toMatchObject(
      invalid('title', 'already_exists'),
    );
    expect((await failure(client.triager!.issues.updateMilestone({ ...params, title: 'Mine' }))).status).toBe(403);
    expect((await milestoneRow(repo.id, milestone.number))?.title).toBe('v2.0 final');

    const issue = await buildIssue(server.db, repo, reader, { title: 'Planned', milestoneId: milestone.id });
    expect((await failure(client.triager!.issues.deleteMilestone(params))).status).toBe(403);
    const deleted = await client.admin!.issues.deleteMilestone(params);
    expect(deleted.status).toBe(204);
    expect(deleted.data).toBe('');
    expect(await milestoneRow(repo.id, milestone.number)).toBeUndefined();
    expect((await server.db.select().from(t.issues).where(eq(t.issues.id, issue.id)))[0]?.milestoneId).toBeNull();
    expect((await failure(client.admin!.issues.deleteMilestone(params))).status).toBe(404);
  });

  it('lists the labels of a milestone’s issues, each once, by name, with Link pagination', async () => {
    const milestone = await buildMilestone(server.db, repo, { title: 'Labelled work' });
    const bug = await buildLabel(server.db, repo, { name: 'bug' });
    const docs = await buildLabel(server.db, repo, { name: 'Docs' });
    const unused = await buildLabel(server.db, repo, { name: 'unused' });
    await buildIssue(server.db, repo, admin, { title: 'One', milestoneId: milestone.id, labels: [docs, bug] });
    await buildIssue(server.db, repo, admin, { title: 'Two', milestoneId: milestone.id, labels: [bug], state: 'closed' });
    await buildIssue(server.db, repo, admin, { title: 'Elsewhere', labels: [unused] });
    const params = { ...at, milestone_number: milestone.number };

    const listed = await client.reader!.issues.listLabelsForMilestone(params);
    expect(listed.data.map((label) => label.name)).toEqual(['bug', 'Docs']);
    expect(listed.data[0]).toEqual({
      id: bug.id,
      node_id: toGlobalId('Label', bug.id),
      url: `${api}/repos/acme/widgets/labels/bug`,
      name: 'bug',
      color: bug.color,
      default: false,
      description: null,
    });
    const page = await client.reader!.issues.listLabelsForMilestone({ ...params, per_page: 1 });
    expect(page.data.map((label) => label.name)).toEqual(['bug']);
    expect(page.headers.link).toBe(
      `<${api}/repos/acme/widgets/milestones/${milestone.number}/labels?per_page=1&page=2>; rel="next", ` +
        `<${api}/repos/acme/widgets/milestones/${milestone.number}/labels?per_page=1&page=2>; rel="last"`,
    );
    const empty = await buildMilestone(server.db, repo, { title: 'Empty' });
    expect((await client.reader!.issues.listLabelsForMilestone({ ...at, milestone_number: empty.number })).data).toEqual([]);
    expect((await failure(client.reader!.issues.listLabelsForMilestone({ ...at, milestone_number: 999 }))).status).toBe(404);
    expect(
      (await failure(client.outsider!.issues.listLabelsForMilestone({ owner: 'acme', repo: 'secret', milestone_number: 1 }))).status,
    ).toBe(404);
  });
});
