import { Octokit } from '@octokit/rest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { failure, quiet } from '../../../testing/octokit.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

describe('REST sub-issues, parents, issue events and timelines', () => {
  let server: TestServer;
  let admin: AccountRow;
  let reader: AccountRow;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  const client: Record<string, Octokit> = {};
  const at = { owner: 'acme', repo: 'widgets' };

  beforeAll(async () => {
    server = await startTestServer({ listen: true, settings: { BASE_URL: '' } });
    const { db } = server;
    admin = await buildUser(db, { login: 'admin' });
    reader = await buildUser(db, { login: 'reader' });
    const org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, admin, 'admin');
    repo = await buildRepo(db, org, { name: 'widgets' });
    secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, repo, reader, 'read');
    for (const [name, user] of Object.entries({ admin, reader })) {
      client[name] = new Octokit({ auth: await buildToken(db, user), baseUrl: `${server.origin}/api/v3`, log: quiet });
    }
  });
  afterAll(() => server.close());

  const parentOf = async (issue: IssueRow) => (await server.db.select().from(t.issues).where(eq(t.issues.id, issue.id)))[0]?.parentId;

  it('adds, lists, orders and removes sub-issues by id, and answers an issue’s parent', async () => {
    const parent = await buildIssue(server.db, repo, admin, { title: 'Epic' });
    const first = await buildIssue(server.db, repo, admin, { title: 'Step one' });
    const second = await buildIssue(server.db, repo, admin, { title: 'Step two' });
    const hidden = await buildIssue(server.db, secret, admin, { title: 'Secret step' });
    const added = await client.admin!.issues.addSubIssue({ ...at, issue_number: parent.number, sub_issue_id: first.id });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ number: parent.number, sub_issues_summary: { total: 1, completed: 0, percent_completed: 0 } });
    await client.admin!.issues.addSubIssue({ ...at, issue_number: parent.number, sub_issue_id: second.id });
    await client.admin!.issues.addSubIssue({ ...at, issue_number: parent.number, sub_issue_id: hidden.id });
    expect(await parentOf(second)).toBe(parent.id);

    // The reader cannot read the private one: it is not listed to them.
    const listed = await client.reader!.issues.listSubIssues({ ...at, issue_number: parent.number });
    expect(listed.data.map((i) => i.title)).toEqual(['Step one', 'Step two']);
    const moved = await client.admin!.issues.reprioritizeSubIssue({
      ...at,
      issue_number: parent.number,
      sub_issue_id: second.id,
      before_id: first.id,
    });
    expect(moved.status).toBe(200);
    expect((await client.admin!.issues.listSubIssues({ ...at, issue_number: parent.number })).data.map((i) => i.title)).toEqual([
      'Step two',
      'Step one',
      'Secret step',
    ]);

    const up = await client.reader!.request('GET /repos/{owner}/{repo}/issues/{issue_number}/parent', {
      ...at,
      issue_number: first.number,
    });
    expect(up.data).toMatchObject({ number: parent.number, title: 'Epic' });
    const firstJson = (await client.reader!.issues.get({ ...at, issue_number: first.number })).data as { parent_issue_url?: string };
    expect(firstJson.parent_issue_url).toBe(`${server.origin}/api/v3/repos/acme/widgets/issues/${parent.number}`);
    expect(
      (
        await failure(
          client.reader!.request('GET /repos/{owner}/{repo}/issues/{issue_number}/parent', { ...at, issue_number: parent.number }),
        )
      ).status,
    ).toBe(404);

    expect((await failure(client.reader!.issues.addSubIssue({ ...at, issue_number: parent.number, sub_issue_id: second.id }))).status).toBe(
      403,
    );
    expect(
      await failure(client.admin!.request('POST /repos/acme/widgets/issues/{issue_number}/sub_issues', { issue_number: parent.number })),
    ).toMatchObject({
      status: 422,
      data: { errors: [{ resource: 'Issue', field: 'sub_issue_id', code: 'missing_field' }] },
    });
    const removed = await client.admin!.issues.removeSubIssue({ ...at, issue_number: parent.number, sub_issue_id: first.id });
    expect(removed.data.sub_issues_summary?.total).toBe(2);
    expect(await parentOf(first)).toBeNull();
  });

  it('lists an issue’s events, and its timeline with comments, oldest first, with their details', async () => {
    const bug = await buildLabel(server.db, repo, { name: 'bug', color: 'd73a4a' });
    const issue = await buildIssue(server.db, repo, reader, { title: 'Before' });
    await client.admin!.issues.update({ ...at, issue_number: issue.number, title: 'After', labels: ['bug'] });
    await client.admin!.issues.update({ ...at, issue_number: issue.number, state: 'closed', state_reason: 'not_planned' });
    const { data } = await client.reader!.issues.listEvents({ ...at, issue_number: issue.number });
    expect(data.map((e) => e.event)).toEqual(['renamed', 'labeled', 'closed']);
    expect(data[0]).toMatchObject({
      actor: { login: 'admin' },
      rename: { from: 'Before', to: 'After' },
      node_id: expect.stringMatching(/^RTE_/),
    });
    expect(data[1]).toMatchObject({ label: { name: 'bug', color: 'd73a4a' } });
    expect(data[2]).toMatchObject({ state_reason: 'not_planned', commit_id: null });
    expect((await failure(client.reader!.issues.listEvents({ owner: 'acme', repo: 'secret', issue_number: 1 }))).status).toBe(404);

    await client.reader!.issues.createComment({ ...at, issue_number: issue.number, body: 'Why *not planned*?' });
    const timeline = await client.reader!.issues.listEventsForTimeline({ ...at, issue_number: issue.number });
    expect(timeline.data.map((item) => item.event)).toEqual(['renamed', 'labeled', 'closed', 'commented']);
    expect(timeline.data[3]).toMatchObject({ body: 'Why *not planned*?', actor: { login: 'reader' }, user: { login: 'reader' } });
    const paged = await client.reader!.issues.listEventsForTimeline({ ...at, issue_number: issue.number, per_page: 3, page: 2 });
    expect(paged.data.map((item) => item.event)).toEqual(['commented']);
    void bug;
  });
});
