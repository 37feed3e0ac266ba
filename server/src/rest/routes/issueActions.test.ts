import { Octokit } from '@octokit/rest';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { addMember, buildIssue, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { failure, quiet } from '../../../testing/octokit.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

describe('REST lock and assignees through @octokit/rest', () => {
  let server: TestServer;
  let admin: AccountRow;
  let triager: AccountRow;
  let writer: AccountRow;
  let reader: AccountRow;
  let outsider: AccountRow;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  const client: Record<string, Octokit> = {};
  const owner = 'acme';

  const issueRow = async (id: number) => (await server.db.select().from(t.issues).where(eq(t.issues.id, id)))[0];
  const assigneeIds = async (issueId: number) =>
    (await server.db.select().from(t.issueAssignees).where(eq(t.issueAssignees.issueId, issueId))).map((row) => row.userId).sort();
  const events = async (issueId: number, event: string) =>
    server.db
      .select()
      .from(t.timelineEvents)
      .where(and(eq(t.timelineEvents.issueId, issueId), eq(t.timelineEvents.event, event as 'locked')));

  beforeAll(async () => {
    server = await startTestServer({ listen: true, settings: { BASE_URL: '' } });
    const { db } = server;
    const api = `${server.origin}/api/v3`;
    admin = await buildUser(db, { login: 'octocat' });
    triager = await buildUser(db, { login: 'triager' });
    writer = await buildUser(db, { login: 'writer' });
    reader = await buildUser(db, { login: 'reader' });
    outsider = await buildUser(db, { login: 'outsider' });
    const org = await buildOrg(db, { login: owner });
    await addMember(db, org, admin, 'admin');
    repo = await buildRepo(db, org, { name: 'widgets' });
    secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, repo, triager, 'triage');
    await grant(db, repo, writer, 'write');
    await grant(db, repo, reader, 'read');
    for (const [name, user] of Object.entries({ admin, triager, writer, reader, outsider })) {
      client[name] = new Octokit({ auth: await buildToken(db, user), baseUrl: api, log: quiet });
    }
  });
  afterAll(() => server.close());

  it('locks with a reason (204) and unlocks (204) for triage and up; the issue answers its lock', async () => {
    const issue = await buildIssue(server.db, repo, reader);
    const params = { owner, repo: 'widgets', issue_number: issue.number };
    const locked = await client.triager!.issues.lock({ ...params, lock_reason: 'too heated' });
    expect(locked.status).toBe(204);
    expect(locked.data).toBeFalsy();
    expect(await issueRow(issue.id)).toMatchObject({ locked: true, activeLockReason: 'too_heated' });
    expect(await events(issue.id, 'locked')).toHaveLength(1);
    expect((await client.reader!.issues.get(params)).data).toMatchObject({ locked: true, active_lock_reason: 'too heated' });
    // Locking a locked conversation changes nothing.
    expect((await client.admin!.issues.lock({ ...params, lock_reason: 'spam' })).status).toBe(204);
    expect(await issueRow(issue.id)).toMatchObject({ locked: true, activeLockReason: 'too_heated' });

    expect((await client.triager!.issues.unlock(params)).status).toBe(204);
    expect(await issueRow(issue.id)).toMatchObject({ locked: false, activeLockReason: null });
    expect(await events(issue.id, 'unlocked')).toHaveLength(1);

    // Without a reason (Octokit sends an empty body), and each of REST's reasons.
    expect((await client.admin!.issues.lock(params)).status).toBe(204);
    expect(await issueRow(issue.id)).toMatchObject({ locked: true, activeLockReason: null });
    await client.admin!.issues.unlock(params);
    for (const [rest, stored] of [
      ['off-topic', 'off_topic'],
      ['resolved', 'resolved'],
      ['spam', 'spam'],
    ] as const) {
      await client.writer!.issues.lock({ ...params, lock_reason: rest });
      expect((await issueRow(issue.id))?.activeLockReason).toBe(stored);
      await client.writer!.issues.unlock(params);
    }
  });

  it('refuses a lock to a reader or the author (403), an unknown reason (422), and hides a private issue (404)', async () => {
    const issue = await buildIssue(server.db, repo, reader);
    const params = { owner, repo: 'widgets', issue_number: issue.number };
    expect(await failure(client.reader!.issues.lock(params))).toMatchObject({ status: 403 });
    expect((await failure(client.outsider!.issues.lock(params))).status).toBe(403);
    expect(
      await failure(client.triager!.request(`PUT /repos/acme/widgets/issues/${issue.number}/lock`, { lock_reason: 'boring' })),
    ).toMatchObject({
      status: 422,
      data: { message: 'Validation Failed', errors: [{ resource: 'Issue', field: 'lock_reason', code: 'invalid' }] },
    });
    expect((await issueRow(issue.id))?.locked).toBe(false);
    await client.triager!.issues.lock(params);
    expect((await failure(client.reader!.issues.unlock(params))).status).toBe(403);
    expect((await issueRow(issue.id))?.locked).toBe(true);

    const hidden = await buildIssue(server.db, secret, admin);
    expect(await failure(client.outsider!.issues.lock({ owner, repo: 'secret', issue_number: hidden.number }))).toMatchObject({
      status: 404,
      data: { message: 'Not Found' },
    });
    expect((await failure(client.outsider!.issues.unlock({ owner, repo: 'secret', issue_number: hidden.number }))).status).toBe(404);
    expect((await failure(client.triager!.issues.lock({ owner, repo: 'widgets', issue_number: 99999 }))).status).toBe(404);
  });

  it('adds assignees (201 with the issue), ignoring unknown and unassignable logins', async () => {
    const issue = await buildIssue(server.db, repo, reader, { assignees: [writer] });
    const params = { owner, repo: 'widgets', issue_number: issue.number };
    const added = await client.triager!.issues.addAssignees({
      ...params,
      assignees: ['triager', 'OctoCat', 'reader', 'outsider', 'nobody-at-all'],
    });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      id: issue.id,
      number: issue.number,
      url: expect.stringMatching(/\/repos\/acme\/widgets\/issues\/\d+$/),
    });
    expect(added.data.assignees?.map((a) => a.login).sort()).toEqual(['octocat', 'triager', 'writer']);
    expect(await assigneeIds(issue.id)).toEqual([admin.id, triager.id, writer.id].sort());
    expect(await events(issue.id, 'assigned')).toHaveLength(2);

    // Adding someone already assigned changes nothing; a reader's request is answered with the issue unchanged.
    expect((await client.admin!.issues.addAssignees({ ...params, assignees: ['writer'] })).data.assignees).toHaveLength(3);
    const refused = await client.reader!.issues.addAssignees({ ...params, assignees: ['reader', 'writer'] });
    expect(refused.status).toBe(201);
    expect(refused.data.assignees?.map((a) => a.login).sort()).toEqual(['octocat', 'triager', 'writer']);
    expect(await assigneeIds(issue.id)).toEqual([admin.id, triager.id, writer.id].sort());
    const none = await client.triager!.issues.addAssignees(params);
    expect(none.data.assignees).toHaveLength(3);

    expect(
      await failure(client.triager!.request(`POST /repos/acme/widgets/issues/${issue.number}/assignees`, { assignees: [{ login: 1 }] })),
    ).toMatchObject({ status: 422, data: { errors: [{ resource: 'Issue', field: 'assignees', code: 'invalid' }] } });
    const hidden = await buildIssue(server.db, secret, admin);
    expect(
      (await failure(client.outsider!.issues.addAssignees({ owner, repo: 'secret', issue_number: hidden.number, assignees: ['outsider'] })))
        .status,
    ).toBe(404);
  });

  it('removes assignees (200 with the issue); a reader’s request changes nothing', async () => {
    const issue = await buildIssue(server.db, repo, reader, { assignees: [writer, triager, reader] });
    const params = { owner, repo: 'widgets', issue_number: issue.number };
    const refused = await client.reader!.issues.removeAssignees({ ...params, assignees: ['writer'] });
    expect(refused.status).toBe(200);
    expect(refused.data.assignees).toHaveLength(3);
    expect(await assigneeIds(issue.id)).toEqual([writer.id, triager.id, reader.id].sort());

    // Someone assigned who is no longer assignable (`reader`) can still be removed; unknown logins are ignored.
    const removed = await client.triager!.issues.removeAssignees({ ...params, assignees: ['Writer', 'reader', 'nobody-at-all'] });
    expect(removed.status).toBe(200);
    expect(removed.data.assignees?.map((a) => a.login)).toEqual(['triager']);
    expect(removed.data.assignee?.login).toBe('triager');
    expect(await assigneeIds(issue.id)).toEqual([triager.id]);
    expect(await events(issue.id, 'unassigned')).toHaveLength(2);

    const hidden = await buildIssue(server.db, secret, admin);
    expect(
      (
        await failure(
          client.outsider!.issues.removeAssignees({ owner, repo: 'secret', issue_number: hidden.number, assignees: ['octocat'] }),
        )
      ).status,
    ).toBe(404);
  });

  it('answers whether a user can be assigned: 204 for triage and up, 404 otherwise', async () => {
    const check = (assignee: string, who = 'reader', name = 'widgets') =>
      client[who]!.issues.checkUserCanBeAssigned({ owner, repo: name, assignee }).then(
        (response) => response.status as number,
        (error: { status: number }) => error.status,
      );
    expect(await check('triager')).toBe(204);
    expect(await check('WRITER')).toBe(204);
    expect(await check('octocat')).toBe(204);
    expect(await check('reader')).toBe(404);
    expect(await check('outsider')).toBe(404);
    expect(await check('acme')).toBe(404);
    expect(await check('nobody-at-all')).toBe(404);
    expect(await check('octocat', 'admin', 'secret')).toBe(204);
    expect(await check('octocat', 'outsider', 'secret')).toBe(404);
  });
});
