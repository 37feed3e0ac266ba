import { Octokit } from '@octokit/rest';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, LabelRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { failure, quiet } from '../../../testing/octokit.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const invalid = (field: string, code: string) => ({
  status: 422,
  data: { message: 'Validation Failed', errors: [expect.objectContaining({ resource: 'Label', field, code })] },
});

describe('REST labels through @octokit/rest', () => {
  let server: TestServer;
  let admin: AccountRow;
  let writer: AccountRow;
  let triager: AccountRow;
  let reader: AccountRow;
  let outsider: AccountRow;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  let bug: LabelRow;
  let enhancement: LabelRow;
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
    const org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, admin, 'admin');
    repo = await buildRepo(db, org, { name: 'widgets' });
    secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, repo, writer, 'write');
    await grant(db, repo, triager, 'triage');
    await grant(db, repo, reader, 'read');
    bug = await buildLabel(db, repo, { name: 'bug', color: 'd73a4a', description: 'Something is broken' });
    enhancement = await buildLabel(db, repo, { name: 'enhancement', color: 'a2eeef' });
    await buildLabel(db, secret, { name: 'classified' });
    for (const [name, user] of Object.entries({ admin, writer, triager, reader, outsider })) {
      client[name] = new Octokit({ auth: await buildToken(db, user), baseUrl: api, log: quiet });
    }
  });
  afterAll(() => server.close());

  const labelRow = async (name: string) =>
    (
      await server.db
        .select()
        .from(t.labels)
        .where(and(eq(t.labels.repoId, repo.id), eq(t.labels.name, name)))
    )[0];
  const issueLabelIds = async (issue: IssueRow) =>
    (await server.db.select().from(t.issueLabels).where(eq(t.issueLabels.issueId, issue.id))).map((row) => row.labelId).sort();

  it('lists a repository’s labels by name with Link pagination, and answers 404 for a private repository to an outsider', async () => {
    const org = (await server.db.select().from(t.accounts).where(eq(t.accounts.login, 'acme')))[0]!;
    const palette = await buildRepo(server.db, org, { name: 'palette' });
    const zebra = await buildLabel(server.db, palette, { name: 'zebra', color: '000000' });
    await buildLabel(server.db, palette, { name: 'Apple', color: 'ff0000', description: 'Red' });
    await buildLabel(server.db, palette, { name: 'banana', color: 'ffff00' });

    const first = await client.reader!.issues.listLabelsForRepo({ owner: 'acme', repo: 'palette', per_page: 2 });
    expect(first.data.map((label) => label.name)).toEqual(['Apple', 'banana']);
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      node_id: expect.stringMatching(/^LA_/),
      url: `${api}/repos/acme/palette/labels/Apple`,
      name: 'Apple',
      color: 'ff0000',
      default: false,
      description: 'Red',
    });
    expect(first.headers.link).toBe(
      `<${api}/repos/acme/palette/labels?per_page=2&page=2>; rel="next", <${api}/repos/acme/palette/labels?per_page=2&page=2>; rel="last"`,
    );
    const second = await client.reader!.issues.listLabelsForRepo({ owner: 'acme', repo: 'palette', per_page: 2, page: 2 });
    expect(second.data).toEqual([expect.objectContaining({ id: zebra.id, node_id: toGlobalId('Label', zebra.id), name: 'zebra' })]);
    expect(second.headers.link).toContain('rel="prev"');
    expect(second.headers.link).toContain('rel="first"');
    const all = await client.reader!.paginate(client.reader!.issues.listLabelsForRepo, { owner: 'acme', repo: 'palette', per_page: 1 });
    expect(all.map((label) => label.name)).toEqual(['Apple', 'banana', 'zebra']);
    expect((await client.reader!.issues.listLabelsForRepo({ owner: 'acme', repo: 'palette' })).headers.link).toBeUndefined();

    expect((await client.admin!.issues.listLabelsForRepo({ owner: 'acme', repo: 'secret' })).data.map((l) => l.name)).toEqual([
      'classified',
    ]);
    expect(await failure(client.outsider!.issues.listLabelsForRepo({ owner: 'acme', repo: 'secret' }))).toMatchObject({
      status: 404,
      data: { message: 'Not Found' },
    });
    expect((await failure(client.outsider!.issues.getLabel({ owner: 'acme', repo: 'secret', name: 'classified' }))).status).toBe(404);
    expect((await failure(client.reader!.issues.listLabelsForRepo({ owner: 'acme', repo: 'nothing-here' }))).status).toBe(404);
  });

  it('creates a label (201 with its Location), refusing those below write access, and answers GitHub’s 422s', async () => {
    const created = await client.writer!.issues.createLabel({ ...at, name: 'needs review', color: 'FF00AA', description: 'Waiting' });
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`${api}/repos/acme/widgets/labels/needs%20review`);
    expect(created.data).toMatchObject({ url: created.headers.location, name: 'needs review', color: 'ff00aa', description: 'Waiting' });
    expect(await labelRow('needs review')).toMatchObject({ id: created.data.id, color: 'ff00aa', description: 'Waiting' });

    const plain = await client.admin!.issues.createLabel({ ...at, name: 'plain' });
    expect(plain.data).toMatchObject({ color: 'ededed', description: null });

    expect(await failure(client.writer!.issues.createLabel({ ...at, name: 'BUG', color: '000000' }))).toMatchObject(
      invalid('name', 'already_exists'),
    );
    expect(await failure(client.writer!.request('POST /repos/acme/widgets/labels', { color: '000000' }))).toMatchObject(
      invalid('name', 'missing_field'),
    );
    expect(await failure(client.writer!.issues.createLabel({ ...at, name: 'bad colour', color: 'zzz' }))).toMatchObject(
      invalid('color', 'invalid'),
    );
    expect(await failure(client.writer!.issues.createLabel({ ...at, name: 'x'.repeat(51) }))).toMatchObject(invalid('name', 'invalid'));
    expect(await labelRow('bad colour')).toBeUndefined();

    expect((await failure(client.triager!.issues.createLabel({ ...at, name: 'triaged' }))).status).toBe(403);
    expect((await failure(client.reader!.issues.createLabel({ ...at, name: 'read' }))).status).toBe(403);
    expect((await failure(client.outsider!.issues.createLabel({ owner: 'acme', repo: 'secret', name: 'leak' }))).status).toBe(404);
    expect(await labelRow('triaged')).toBeUndefined();
  });

  it('answers one label by name in any letter case, and updates and deletes it with write access', async () => {
    const got = await client.reader!.issues.getLabel({ ...at, name: 'BUG' });
    expect(got.data).toMatchObject({ id: bug.id, name: 'bug', description: 'Something is broken' });
    expect(await failure(client.reader!.issues.getLabel({ ...at, name: 'no such label' }))).toMatchObject({
      status: 404,
      data: { message: 'Not Found' },
    });
    const slashed = await client.writer!.issues.createLabel({ ...at, name: 'area/ui', color: '123456' });
    expect((await client.reader!.issues.getLabel({ ...at, name: 'area/ui' })).data.id).toBe(slashed.data.id);

    const renamed = await client.writer!.issues.updateLabel({ ...at, name: 'area/ui', new_name: 'area: ui', color: 'abcdef' });
    expect(renamed.data).toMatchObject({
      id: slashed.data.id,
      name: 'area: ui',
      color: 'abcdef',
      url: `${api}/repos/acme/widgets/labels/area%3A%20ui`,
    });
    const described = await client.writer!.issues.updateLabel({ ...at, name: 'area: ui', description: 'The interface' });
    expect(described.data).toMatchObject({ name: 'area: ui', color: 'abcdef', description: 'The interface' });
    await client.writer!.request('PATCH /repos/acme/widgets/labels/area%3A%20ui', { description: null });
    expect(await labelRow('area: ui')).toMatchObject({ id: slashed.data.id, color: 'abcdef', description: null });

    expect(await failure(client.writer!.issues.updateLabel({ ...at, name: 'area: ui', new_name: 'Enhancement' }))).toMatchObject(
      invalid('name', 'already_exists'),
    );
    expect(await failure(client.writer!.issues.updateLabel({ ...at, name: 'area: ui', color: '#12' }))).toMatchObject(
      invalid('color', 'invalid'),
    );
    expect((await failure(client.triager!.issues.updateLabel({ ...at, name: 'area: ui', new_name: 'mine' }))).status).toBe(403);
    expect((await failure(client.writer!.issues.updateLabel({ ...at, name: 'missing', color: '000000' }))).status).toBe(404);

    const issue = await buildIssue(server.db, repo, reader, { title: 'Labelled', labels: [bug, (await labelRow('area: ui'))!] });
    expect((await failure(client.reader!.issues.deleteLabel({ ...at, name: 'area: ui' }))).status).toBe(403);
    const deleted = await client.admin!.issues.deleteLabel({ ...at, name: 'AREA: UI' });
    expect(deleted.status).toBe(204);
    expect(deleted.data).toBe(''); // no body
    expect(await labelRow('area: ui')).toBeUndefined();
    expect(await issueLabelIds(issue)).toEqual([bug.id]);
    expect((await failure(client.admin!.issues.deleteLabel({ ...at, name: 'area: ui' }))).status).toBe(404);
  });

  it('adds labels to an issue by name or { name }, creating missing ones for writers, and ignores a reader’s changes', async () => {
    const issue = await buildIssue(server.db, repo, reader, { title: 'Needs labels', labels: [bug] });
    const params = { ...at, issue_number: issue.number };

    const listed = await client.reader!.issues.listLabelsOnIssue(params);
    expect(listed.data).toEqual([expect.objectContaining({ id: bug.id, url: `${api}/repos/acme/widgets/labels/bug` })]);

    const added = await client.triager!.issues.addLabels({ ...params, labels: [{ name: 'Enhancement' }, { name: 'bug' }] });
    expect(added.status).toBe(200);
    expect(added.data.map((label) => label.name)).toEqual(['bug', 'enhancement']);
    expect(await issueLabelIds(issue)).toEqual([bug.id, enhancement.id].sort());
    const events = await server.db
      .select()
      .from(t.timelineEvents)
      .where(and(eq(t.timelineEvents.issueId, issue.id), eq(t.timelineEvents.event, 'labeled')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: triager.id, data: { labelId: enhancement.id } });

    // A triager may not create labels: a name the repository lacks is refused, nothing changes.
    expect(await failure(client.triager!.issues.addLabels({ ...params, labels: ['brand new'] }))).toMatchObject(invalid('name', 'invalid'));
    expect(await labelRow('brand new')).toBeUndefined();

    // A bare array, as GitHub also takes it; a writer's unknown name becomes a label (ededed).
    const bare = await client.writer!.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
      ...params,
      data: ['brand new'],
    });
    expect((bare.data as { name: string }[]).map((label) => label.name)).toEqual(['bug', 'enhancement', 'brand new']);
    const fresh = await labelRow('brand new');
    expect(fresh).toMatchObject({ color: 'ededed' });
    expect(await issueLabelIds(issue)).toEqual([bug.id, enhancement.id, fresh!.id].sort());

    // Below triage, GitHub drops the change and answers the labels as they are.
    const ignored = await client.reader!.issues.addLabels({ ...params, labels: ['plain', 'never heard of it'] });
    expect(ignored.data.map((label) => label.name)).toEqual(['bug', 'enhancement', 'brand new']);
    expect(await labelRow('never heard of it')).toBeUndefined();

    expect(await failure(client.triager!.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', params))).toMatchObject(
      invalid('labels', 'missing_field'),
    );
    const page = await client.reader!.issues.listLabelsOnIssue({ ...params, per_page: 2, page: 2 });
    expect(page.data.map((label) => label.name)).toEqual(['brand new']);
    expect(page.headers.link).toContain(`<${api}/repos/acme/widgets/issues/${issue.number}/labels?per_page=2&page=1>; rel="prev"`);
    const hidden = await buildIssue(server.db, secret, admin, { title: 'Hidden' });
    expect(
      (await failure(client.outsider!.issues.listLabelsOnIssue({ owner: 'acme', repo: 'secret', issue_number: hidden.number }))).status,
    ).toBe(404);
    expect(
      (await failure(client.outsider!.issues.addLabels({ owner: 'acme', repo: 'secret', issue_number: hidden.number, labels: ['x'] })))
        .status,
    ).toBe(404);
    expect((await failure(client.reader!.issues.listLabelsOnIssue({ ...at, issue_number: 99999 }))).status).toBe(404);
  });

  it('replaces, removes one and removes all of an issue’s labels, for triage and up', async () => {
    const issue = await buildIssue(server.db, repo, reader, { title: 'Relabel me', labels: [bug] });
    const params = { ...at, issue_number: issue.number };

    const set = await client.triager!.issues.setLabels({ ...params, labels: ['enhancement', 'ENHANCEMENT'] });
    expect(set.data.map((label) => label.name)).toEqual(['enhancement']);
    expect(await issueLabelIds(issue)).toEqual([enhancement.id]);
    const bare = await client.triager!.request('PUT /repos/{owner}/{repo}/issues/{issue_number}/labels', {
      ...params,
      data: [{ name: 'bug' }, 'enhancement'],
    });
    expect((bare.data as { id: number }[]).map((label) => label.id).sort()).toEqual([bug.id, enhancement.id].sort());
    expect((await client.reader!.issues.setLabels({ ...params, labels: [] })).data).toHaveLength(2);
    expect(await issueLabelIds(issue)).toHaveLength(2);

    const removed = await client.triager!.issues.removeLabel({ ...params, name: 'BUG' });
    expect(removed.status).toBe(200);
    expect(removed.data.map((label) => label.name)).toEqual(['enhancement']);
    expect(await issueLabelIds(issue)).toEqual([enhancement.id]);
    expect(await failure(client.triager!.issues.removeLabel({ ...params, name: 'bug' }))).toMatchObject({
      status: 404,
      data: { message: 'Label does not exist' },
    });
    expect((await client.reader!.issues.removeLabel({ ...params, name: 'enhancement' })).data).toHaveLength(1);
    expect(await issueLabelIds(issue)).toEqual([enhancement.id]);

    const readerClear = await client.reader!.issues.removeAllLabels(params);
    expect(readerClear.status).toBe(204);
    expect(await issueLabelIds(issue)).toEqual([enhancement.id]);
    const cleared = await client.triager!.issues.removeAllLabels(params);
    expect(cleared.status).toBe(204);
    expect(cleared.data).toBe('');
    expect(await issueLabelIds(issue)).toEqual([]);

    await client.triager!.issues.setLabels({ ...params, labels: ['bug'] });
    expect((await client.triager!.issues.setLabels({ ...params, labels: [] })).data).toEqual([]);
    expect(await issueLabelIds(issue)).toEqual([]);
    expect(await failure(client.triager!.issues.setLabels({ ...params, labels: ['unheard of'] }))).toMatchObject(
      invalid('name', 'invalid'),
    );
    expect((await failure(client.outsider!.issues.removeAllLabels({ owner: 'acme', repo: 'secret', issue_number: 1 }))).status).toBe(404);
  });
});
