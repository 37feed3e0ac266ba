import { Octokit } from '@octokit/rest';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueCommentRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { addMember, buildIssue, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { failure, quiet } from '../../../testing/octokit.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

describe('REST issue comments and reactions through @octokit/rest', () => {
  let server: TestServer;
  let admin: AccountRow;
  let triager: AccountRow;
  let reader: AccountRow;
  let author: AccountRow;
  let outsider: AccountRow;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  const client: Record<string, Octokit> = {};
  let api = '';
  const owner = 'acme';

  const commentRow = async (id: number) => (await server.db.select().from(t.issueComments).where(eq(t.issueComments.id, id)))[0];
  const issueRow = async (id: number) => (await server.db.select().from(t.issues).where(eq(t.issues.id, id)))[0];
  /** Comments written straight into the database, a second apart, the oldest first. */
  async function buildComments(
    issue: IssueRow,
    by: AccountRow,
    bodies: string[],
    start = Date.now() - 100_000,
  ): Promise<IssueCommentRow[]> {
    const rows: IssueCommentRow[] = [];
    for (const [index, body] of bodies.entries()) {
      const at = new Date(start + index * 1000);
      const [row] = await server.db
        .insert(t.issueComments)
        .values({ issueId: issue.id, authorId: by.id, body, createdAt: at, updatedAt: at })
        .returning();
      rows.push(row!);
    }
    return rows;
  }

  beforeAll(async () => {
    server = await startTestServer({ listen: true, settings: { BASE_URL: '' } });
    const { db } = server;
    api = `${server.origin}/api/v3`;
    admin = await buildUser(db, { login: 'octocat' });
    triager = await buildUser(db, { login: 'triager' });
    reader = await buildUser(db, { login: 'reader' });
    author = await buildUser(db, { login: 'author' });
    outsider = await buildUser(db, { login: 'outsider' });
    const org = await buildOrg(db, { login: owner });
    await addMember(db, org, admin, 'admin');
    repo = await buildRepo(db, org, { name: 'widgets' });
    secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, repo, triager, 'triage');
    await grant(db, repo, reader, 'read');
    await grant(db, secret, reader, 'read');
    for (const [name, user] of Object.entries({ admin, triager, reader, author, outsider })) {
      client[name] = new Octokit({ auth: await buildToken(db, user), baseUrl: api, log: quiet });
    }
  });
  afterAll(() => server.close());

  it('creates a comment: 201 with its address, GitHub’s fields, the row and the issue’s count', async () => {
    const issue = await buildIssue(server.db, repo, author, { title: 'Crash' });
    const created = await client.author!.issues.createComment({
      owner,
      repo: 'widgets',
      issue_number: issue.number,
      body: 'Same here **too**',
    });
    expect(created.status).toBe(201);
    const id = created.data.id;
    const url = `${api}/repos/acme/widgets/issues/comments/${id}`;
    expect(created.headers.location).toBe(url);
    expect(created.data).toEqual({
      id,
      node_id: toGlobalId('IssueComment', id),
      url,
      html_url: `${server.origin}/acme/widgets/issues/${issue.number}#issuecomment-${id}`,
      body: 'Same here **too**',
      user: expect.objectContaining({ login: 'author', id: author.id, type: 'User' }),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      updated_at: expect.stringMatching(/Z$/),
      issue_url: `${api}/repos/acme/widgets/issues/${issue.number}`,
      author_association: 'NONE',
      performed_via_github_app: null,
      reactions: {
        url: `${url}/reactions`,
        total_count: 0,
        '+1': 0,
        '-1': 0,
        laugh: 0,
        hooray: 0,
        confused: 0,
        heart: 0,
        rocket: 0,
        eyes: 0,
      },
    });
    expect(await commentRow(id)).toMatchObject({ issueId: issue.id, authorId: author.id, body: 'Same here **too**' });
    expect((await issueRow(issue.id))?.commentsCount).toBe(1);

    const byTriager = await client.triager!.issues.createComment({ owner, repo: 'widgets', issue_number: issue.number, body: 'Looking' });
    expect(byTriager.data.author_association).toBe('COLLABORATOR');
    const byAdmin = await client.admin!.issues.createComment({ owner, repo: 'widgets', issue_number: issue.number, body: 'Fixed' });
    expect(byAdmin.data.author_association).toBe('MEMBER');

    const pull = await buildIssue(server.db, repo, author, { kind: 'pull_request' });
    const onPull = await client.reader!.issues.createComment({ owner, repo: 'widgets', issue_number: pull.number, body: 'LGTM' });
    expect(onPull.data.html_url).toBe(`${server.origin}/acme/widgets/pull/${pull.number}#issuecomment-${onPull.data.id}`);
  });

  it('refuses a comment without a body (422), on a locked conversation to a non-collaborator (403), and hides private issues (404)', async () => {
    const issue = await buildIssue(server.db, repo, author);
    const path = `POST /repos/acme/widgets/issues/${issue.number}/comments`;
    expect(await failure(client.author!.request(path, {}))).toMatchObject({
      status: 422,
      data: { message: 'Validation Failed', errors: [{ resource: 'IssueComment', field: 'body', code: 'missing_field' }] },
    });
    expect(await failure(client.author!.request(path, { body: ['not', 'text'] }))).toMatchObject({
      status: 422,
      data: { message: 'Validation Failed', errors: [{ resource: 'IssueComment', field: 'body', code: 'invalid' }] },
    });
    expect(await failure(client.author!.request(path, { body: '   ' }))).toMatchObject({
      status: 422,
      data: { message: 'Validation Failed', errors: [{ resource: 'IssueComment', code: 'custom', message: "Body can't be blank" }] },
    });
    expect((await issueRow(issue.id))?.commentsCount).toBe(0);

    const locked = await buildIssue(server.db, repo, author, { locked: true, activeLockReason: 'too_heated' });
    expect(
      (await failure(client.author!.issues.createComment({ owner, repo: 'widgets', issue_number: locked.number, body: 'Hey' }))).status,
    ).toBe(403);
    expect((await client.triager!.issues.createComment({ owner, repo: 'widgets', issue_number: locked.number, body: 'Calm' })).status).toBe(
      201,
    );

    const hidden = await buildIssue(server.db, secret, reader);
    const [comment] = await buildComments(hidden, reader, ['secret words']);
    expect(
      await failure(client.outsider!.issues.createComment({ owner, repo: 'secret', issue_number: hidden.number, body: 'Hi' })),
    ).toMatchObject({ status: 404, data: { message: 'Not Found' } });
    expect((await failure(client.outsider!.issues.listComments({ owner, repo: 'secret', issue_number: hidden.number }))).status).toBe(404);
    expect((await failure(client.outsider!.issues.getComment({ owner, repo: 'secret', comment_id: comment!.id }))).status).toBe(404);
    expect((await failure(client.outsider!.issues.listCommentsForRepo({ owner, repo: 'secret' }))).status).toBe(404);
    expect((await client.reader!.issues.getComment({ owner, repo: 'secret', comment_id: comment!.id })).data.body).toBe('secret words');
    expect((await failure(client.reader!.issues.createComment({ owner, repo: 'widgets', issue_number: 99999, body: 'x' }))).status).toBe(
      404,
    );
  });

  it('lists an issue’s comments oldest first, with since, the body media types and Link pagination', async () => {
    const issue = await buildIssue(server.db, repo, author);
    const start = Date.now() - 50_000;
    const rows = await buildComments(issue, reader, ['one', 'two', 'three', 'four', 'five'], start);
    const list = await client.reader!.issues.listComments({ owner, repo: 'widgets', issue_number: issue.number });
    expect(list.data.map((c) => c.body)).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(list.headers.link).toBeUndefined();

    const page = await client.reader!.issues.listComments({ owner, repo: 'widgets', issue_number: issue.number, per_page: 2, page: 2 });
    expect(page.data.map((c) => c.body)).toEqual(['three', 'four']);
    const base = `${api}/repos/acme/widgets/issues/${issue.number}/comments`;
    expect(page.headers.link).toBe(
      [
        `<${base}?per_page=2&page=1>; rel="prev"`,
        `<${base}?per_page=2&page=3>; rel="next"`,
        `<${base}?per_page=2&page=3>; rel="last"`,
        `<${base}?per_page=2&page=1>; rel="first"`,
      ].join(', '),
    );
    const all = await client.reader!.paginate(client.reader!.issues.listComments, {
      owner,
      repo: 'widgets',
      issue_number: issue.number,
      per_page: 2,
    });
    expect(all.map((c) => c.id)).toEqual(rows.map((r) => r.id));

    const since = new Date(start + 3000).toISOString();
    const recent = await client.reader!.issues.listComments({ owner, repo: 'widgets', issue_number: issue.number, since });
    expect(recent.data.map((c) => c.body)).toEqual(['four', 'five']);
    expect(
      await failure(client.reader!.issues.listComments({ owner, repo: 'widgets', issue_number: issue.number, since: 'yesterday' })),
    ).toMatchObject({ status: 422, data: { errors: [{ resource: 'IssueComment', field: 'since', code: 'invalid' }] } });

    const full = await client.reader!.issues.listComments({
      owner,
      repo: 'widgets',
      issue_number: issue.number,
      per_page: 1,
      mediaType: { format: 'full' },
    });
    expect(full.data[0]).toMatchObject({ body: 'one', body_text: 'one', body_html: expect.stringContaining('one') });
    const html = await client.reader!.issues.getComment({ owner, repo: 'widgets', comment_id: rows[0]!.id, mediaType: { format: 'html' } });
    expect(html.data).not.toHaveProperty('body');
    expect(html.data.body_html).toContain('<p>one</p>');
  });

  it('lists a repository’s comments: oldest first, sort and direction, since, pagination, no other repository’s', async () => {
    const org = await buildOrg(server.db, { login: 'listing' });
    const own = await buildRepo(server.db, org, { name: 'list' });
    const elsewhere = await buildRepo(server.db, org, { name: 'elsewhere' });
    const first = await buildIssue(server.db, own, author);
    const second = await buildIssue(server.db, own, author);
    const start = Date.now() - 60_000;
    const [a, b] = await buildComments(first, author, ['a', 'b'], start);
    const [c] = await buildComments(second, reader, ['c'], start + 2000);
    await buildComments(await buildIssue(server.db, elsewhere, author), author, ['not here'], start);
    // `b` was edited last.
    await server.db
      .update(t.issueComments)
      .set({ updatedAt: new Date(start + 10_000) })
      .where(eq(t.issueComments.id, b!.id));
    const list = async (params: Record<string, string | number> = {}) =>
      (await client.outsider!.issues.listCommentsForRepo({ owner: 'listing', repo: 'list', ...params })).data.map((x) => x.body);
    expect(await list()).toEqual(['a', 'b', 'c']);
    expect(await list({ direction: 'desc' })).toEqual(['a', 'b', 'c']);
    expect(await list({ sort: 'created' })).toEqual(['c', 'b', 'a']);
    expect(await list({ sort: 'created', direction: 'asc' })).toEqual(['a', 'b', 'c']);
    expect(await list({ sort: 'updated', direction: 'desc' })).toEqual(['b', 'c', 'a']);
    expect(await list({ since: new Date(start + 1500).toISOString() })).toEqual(['b', 'c']);
    const page = await client.outsider!.issues.listCommentsForRepo({ owner: 'listing', repo: 'list', per_page: 1, page: 2 });
    expect(page.data.map((x) => x.id)).toEqual([b!.id]);
    expect(page.headers.link).toContain(`<${api}/repos/listing/list/issues/comments?per_page=1&page=3>; rel="last"`);
    expect(page.data[0]?.issue_url).toBe(`${api}/repos/listing/list/issues/${first.number}`);
    expect(await failure(list({ sort: 'comments' }))).toMatchObject({
      status: 422,
      data: { message: 'Validation Failed', errors: [{ resource: 'IssueComment', field: 'sort', code: 'invalid' }] },
    });
    void a;
    void c;
  });

  it('gets a comment only through its own repository, with its reactions rolled up', async () => {
    const issue = await buildIssue(server.db, repo, author);
    const [comment] = await buildComments(issue, author, ['react to me']);
    await server.db.insert(t.reactions).values([
      { subjectType: 'comment', subjectId: comment!.id, userId: reader.id, content: 'HEART' },
      { subjectType: 'comment', subjectId: comment!.id, userId: triager.id, content: 'HEART' },
      { subjectType: 'comment', subjectId: comment!.id, userId: triager.id, content: 'THUMBS_DOWN' },
    ]);
    const got = await client.reader!.issues.getComment({ owner, repo: 'widgets', comment_id: comment!.id });
    expect(got.data).toMatchObject({
      id: comment!.id,
      body: 'react to me',
      user: { login: 'author' },
      reactions: { total_count: 3, heart: 2, '-1': 1, '+1': 0 },
    });
    expect((await failure(client.reader!.issues.getComment({ owner, repo: 'secret', comment_id: comment!.id }))).status).toBe(404);
    expect((await failure(client.reader!.issues.getComment({ owner, repo: 'widgets', comment_id: 2147483647 }))).status).toBe(404);
    expect((await failure(client.reader!.request('GET /repos/acme/widgets/issues/comments/abc'))).status).toBe(404);
  });

  it('updates a comment: its author and write access may, a reader or triager may not edit someone else’s', async () => {
    const issue = await buildIssue(server.db, repo, author);
    const [comment] = await buildComments(issue, author, ['first draft']);
    const id = comment!.id;
    const updated = await client.author!.issues.updateComment({ owner, repo: 'widgets', comment_id: id, body: 'second draft' });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ id, body: 'second draft', user: { login: 'author' } });
    expect(await commentRow(id)).toMatchObject({ body: 'second draft', editorId: author.id });

    for (const who of ['reader', 'triager', 'outsider']) {
      expect(
        await failure(client[who]!.issues.updateComment({ owner, repo: 'widgets', comment_id: id, body: `${who} was here` })),
      ).toMatchObject({ status: 403 });
    }
    expect((await commentRow(id))?.body).toBe('second draft');
    const byAdmin = await client.admin!.issues.updateComment({ owner, repo: 'widgets', comment_id: id, body: 'moderated' });
    expect(byAdmin.data.body).toBe('moderated');
    expect(await commentRow(id)).toMatchObject({ body: 'moderated', editorId: admin.id });
    expect(await failure(client.author!.request(`PATCH /repos/acme/widgets/issues/comments/${id}`))).toMatchObject({
      status: 422,
      data: { errors: [{ resource: 'IssueComment', field: 'body', code: 'missing_field' }] },
    });
  });

  it('deletes a comment: 204 for its author and for admins, 403 for a triager, and the issue’s count follows', async () => {
    const issue = await buildIssue(server.db, repo, author, { commentsCount: 2 });
    const [mine, theirs] = await buildComments(issue, reader, ['mine', 'theirs']);
    expect((await failure(client.triager!.issues.deleteComment({ owner, repo: 'widgets', comment_id: mine!.id }))).status).toBe(403);
    expect((await failure(client.author!.issues.deleteComment({ owner, repo: 'widgets', comment_id: mine!.id }))).status).toBe(403);
    expect(await commentRow(mine!.id)).toBeDefined();
    const deleted = await client.reader!.issues.deleteComment({ owner, repo: 'widgets', comment_id: mine!.id });
    expect(deleted.status).toBe(204);
    expect(await commentRow(mine!.id)).toBeUndefined();
    expect((await client.admin!.issues.deleteComment({ owner, repo: 'widgets', comment_id: theirs!.id })).status).toBe(204);
    expect(await commentRow(theirs!.id)).toBeUndefined();
    expect((await issueRow(issue.id))?.commentsCount).toBe(0);
    const events = await server.db
      .select()
      .from(t.timelineEvents)
      .where(and(eq(t.timelineEvents.issueId, issue.id), eq(t.timelineEvents.event, 'comment_deleted')));
    expect(events.map((e) => e.actorId)).toEqual([admin.id]);
    expect((await failure(client.reader!.issues.getComment({ owner, repo: 'widgets', comment_id: mine!.id }))).status).toBe(404);
  });

  it('reacts to an issue: 201 for a new reaction, 200 with the same one again, lists by content, deletes one’s own', async () => {
    const issue = await buildIssue(server.db, repo, author);
    const params = { owner, repo: 'widgets', issue_number: issue.number };
    const created = await client.reader!.reactions.createForIssue({ ...params, content: 'rocket' });
    expect(created.status).toBe(201);
    expect(created.data).toEqual({
      id: created.data.id,
      node_id: toGlobalId('Reaction', created.data.id),
      user: expect.objectContaining({ login: 'reader' }),
      content: 'rocket',
      created_at: expect.stringMatching(/Z$/),
    });
    const again = await client.reader!.reactions.createForIssue({ ...params, content: 'rocket' });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(created.data.id);
    await client.triager!.reactions.createForIssue({ ...params, content: '+1' });
    await client.author!.reactions.createForIssue({ ...params, content: '+1' });
    const rows = await server.db
      .select()
      .from(t.reactions)
      .where(and(eq(t.reactions.subjectType, 'issue'), eq(t.reactions.subjectId, issue.id)));
    expect(rows.map((r) => r.content).sort()).toEqual(['ROCKET', 'THUMBS_UP', 'THUMBS_UP']);
    expect((await issueRow(issue.id))?.reactionCounts).toEqual({ ROCKET: 1, THUMBS_UP: 2 });
    expect((await client.reader!.issues.get(params)).data.reactions).toMatchObject({ total_count: 3, '+1': 2, rocket: 1 });

    const list = await client.outsider!.reactions.listForIssue(params);
    expect(list.data.map((r) => [r.user?.login, r.content])).toEqual([
      ['reader', 'rocket'],
      ['triager', '+1'],
      ['author', '+1'],
    ]);
    const thumbs = await client.outsider!.reactions.listForIssue({ ...params, content: '+1', per_page: 1 });
    expect(thumbs.data.map((r) => r.user?.login)).toEqual(['triager']);
    expect(thumbs.headers.link).toContain('page=2>; rel="last"');
    expect(thumbs.headers.link).toContain('content=%2B1');

    expect(
      await failure(client.reader!.request(`POST /repos/acme/widgets/issues/${issue.number}/reactions`, { content: 'tada' })),
    ).toMatchObject({
      status: 422,
      data: { message: 'Validation Failed', errors: [{ resource: 'Reaction', field: 'content', code: 'invalid' }] },
    });
    expect(await failure(client.reader!.request(`POST /repos/acme/widgets/issues/${issue.number}/reactions`, {}))).toMatchObject({
      status: 422,
      data: { errors: [{ resource: 'Reaction', field: 'content', code: 'missing_field' }] },
    });

    // Someone else's reaction is not the caller's to delete; a reaction of another subject is not found here.
    expect((await failure(client.triager!.reactions.deleteForIssue({ ...params, reaction_id: created.data.id }))).status).toBe(403);
    const other = await buildIssue(server.db, repo, author);
    expect(
      (
        await failure(
          client.reader!.reactions.deleteForIssue({ owner, repo: 'widgets', issue_number: other.number, reaction_id: created.data.id }),
        )
      ).status,
    ).toBe(404);
    expect((await client.reader!.reactions.deleteForIssue({ ...params, reaction_id: created.data.id })).status).toBe(204);
    expect((await server.db.select().from(t.reactions).where(eq(t.reactions.id, created.data.id))).length).toBe(0);
    expect((await issueRow(issue.id))?.reactionCounts).toEqual({ THUMBS_UP: 2 });

    const hidden = await buildIssue(server.db, secret, reader);
    expect((await failure(client.outsider!.reactions.listForIssue({ owner, repo: 'secret', issue_number: hidden.number }))).status).toBe(
      404,
    );
    expect(
      (await failure(client.outsider!.reactions.createForIssue({ owner, repo: 'secret', issue_number: hidden.number, content: 'eyes' })))
        .status,
    ).toBe(404);
    const locked = await buildIssue(server.db, repo, author, { locked: true });
    expect(
      (await failure(client.reader!.reactions.createForIssue({ owner, repo: 'widgets', issue_number: locked.number, content: 'eyes' })))
        .status,
    ).toBe(403);
  });

  it('reacts to a comment: create, list by content, delete, and the comment’s rollup follows', async () => {
    const issue = await buildIssue(server.db, repo, author);
    const [comment] = await buildComments(issue, author, ['nice']);
    const params = { owner, repo: 'widgets', comment_id: comment!.id };
    const heart = await client.reader!.reactions.createForIssueComment({ ...params, content: 'heart' });
    expect(heart.status).toBe(201);
    expect(heart.data).toMatchObject({ content: 'heart', user: { login: 'reader' }, node_id: toGlobalId('Reaction', heart.data.id) });
    expect((await client.reader!.reactions.createForIssueComment({ ...params, content: 'heart' })).status).toBe(200);
    const laugh = await client.admin!.reactions.createForIssueComment({ ...params, content: 'laugh' });
    expect(laugh.status).toBe(201);
    const rows = await server.db
      .select()
      .from(t.reactions)
      .where(and(eq(t.reactions.subjectType, 'comment'), eq(t.reactions.subjectId, comment!.id)))
      .orderBy(t.reactions.id);
    expect(rows.map((r) => [r.userId, r.content])).toEqual([
      [reader.id, 'HEART'],
      [admin.id, 'LAUGH'],
    ]);
    expect((await client.reader!.issues.getComment(params)).data.reactions).toMatchObject({ total_count: 2, heart: 1, laugh: 1 });

    const all = await client.outsider!.reactions.listForIssueComment(params);
    expect(all.data.map((r) => r.content)).toEqual(['heart', 'laugh']);
    const laughs = await client.outsider!.reactions.listForIssueComment({ ...params, content: 'laugh' });
    expect(laughs.data.map((r) => r.id)).toEqual([laugh.data.id]);

    expect((await failure(client.reader!.reactions.deleteForIssueComment({ ...params, reaction_id: laugh.data.id }))).status).toBe(403);
    expect((await client.admin!.reactions.deleteForIssueComment({ ...params, reaction_id: laugh.data.id })).status).toBe(204);
    expect((await server.db.select().from(t.reactions).where(eq(t.reactions.id, laugh.data.id))).length).toBe(0);
    expect((await client.reader!.issues.getComment(params)).data.reactions).toMatchObject({ total_count: 1, heart: 1, laugh: 0 });
    expect((await failure(client.admin!.reactions.deleteForIssueComment({ ...params, reaction_id: laugh.data.id }))).status).toBe(404);

    const hidden = await buildIssue(server.db, secret, reader);
    const [secretComment] = await buildComments(hidden, reader, ['psst']);
    expect(
      (await failure(client.outsider!.reactions.listForIssueComment({ owner, repo: 'secret', comment_id: secretComment!.id }))).status,
    ).toBe(404);
    expect(
      (
        await failure(
          client.outsider!.reactions.createForIssueComment({ owner, repo: 'secret', comment_id: secretComment!.id, content: '+1' }),
        )
      ).status,
    ).toBe(404);
  });
});
