import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema/index.ts';
import type { IssueRow } from '../db/rows.ts';
import { toGlobalId } from '../domain/ids.ts';
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
} from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

/**
 * Who sees what over REST (issue 21, item 2): a private repository's every address answers its
 * reader, answers 404 "Not Found" to an outsider (never 403: whether it exists is not told), and
 * 401 without credentials; a deleted issue answers 410 to a reader and 404 to an outsider.
 */
describe('REST: private things are invisible', () => {
  let server: TestServer;
  const tokens: Record<'reader' | 'outsider', string> = { reader: '', outsider: '' };
  let issue: IssueRow;
  let deletedNumber = 0;
  let commentId = 0;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server;
    const admin = await buildUser(db, { login: 'admin' });
    const reader = await buildUser(db, { login: 'reader' });
    const outsider = await buildUser(db, { login: 'outsider' });
    const org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, admin, 'admin');
    const secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, secret, reader, 'read');
    const label = await buildLabel(db, secret, { name: 'hidden-label' });
    await buildMilestone(db, secret, { title: 'Hidden milestone' });
    issue = await buildIssue(db, secret, admin, { title: 'Secret plans', labels: [label] });
    const parent = await buildIssue(db, secret, admin, { title: 'Secret parent' });
    await db.update(t.issues).set({ parentId: parent.id }).where(eq(t.issues.id, issue.id));
    const [comment] = await db
      .insert(t.issueComments)
      .values({ issueId: issue.id, authorId: admin.id, body: 'Secret comment' })
      .returning();
    commentId = comment?.id ?? 0;
    const doomed = await buildIssue(db, secret, admin, { title: 'Deleted' });
    deletedNumber = doomed.number;
    const adminToken = await buildToken(db, admin);
    const deleted = await server.graphql(adminToken, 'mutation($id: ID!) { deleteIssue(input: { issueId: $id }) { clientMutationId } }', {
      id: toGlobalId('Issue', doomed.id),
    });
    expect(deleted.errors).toBeUndefined();
    tokens.reader = await buildToken(db, reader);
    tokens.outsider = await buildToken(db, outsider);
  });
  afterAll(() => server.close());

  const get = (token: string | null, url: string) =>
    server.app.inject({ method: 'GET', url: `/api/v3${url}`, headers: token ? { authorization: `token ${token}` } : {} });

  const addresses = () => {
    const n = issue.number;
    return [
      '/repos/acme/secret',
      '/repos/acme/secret/readme',
      '/repos/acme/secret/issues',
      `/repos/acme/secret/issues/${n}`,
      `/repos/acme/secret/issues/${n}/comments`,
      `/repos/acme/secret/issues/comments/${commentId}`,
      '/repos/acme/secret/issues/comments',
      `/repos/acme/secret/issues/${n}/labels`,
      `/repos/acme/secret/issues/${n}/events`,
      `/repos/acme/secret/issues/${n}/timeline`,
      `/repos/acme/secret/issues/${n}/reactions`,
      `/repos/acme/secret/issues/${n}/sub_issues`,
      `/repos/acme/secret/issues/${n}/parent`,
      '/repos/acme/secret/labels',
      '/repos/acme/secret/labels/hidden-label',
      '/repos/acme/secret/milestones',
      '/repos/acme/secret/milestones/1',
      '/repos/acme/secret/milestones/1/labels',
    ];
  };

  it('answers the reader, and 404 to an outsider, at every address of a private repository', async () => {
    for (const url of addresses()) {
      // A repository without a README answers its reader 404 too, as GitHub does.
      if (!url.endsWith('/readme')) expect((await get(tokens.reader, url)).statusCode, `reader ${url}`).toBe(200);
      const outsider = await get(tokens.outsider, url);
      expect(outsider.statusCode, `outsider ${url}`).toBe(404);
      expect(outsider.json(), `outsider ${url}`).toMatchObject({ message: 'Not Found' });
      expect(outsider.body).not.toContain('Secret');
    }
  });

  it('answers 401 without credentials, and keeps private issues out of searches and lists', async () => {
    for (const url of addresses()) expect((await get(null, url)).statusCode, `anonymous ${url}`).toBe(401);
    const search = await get(tokens.outsider, `/search/issues?q=${encodeURIComponent('secret plans')}`);
    expect(search.json()).toMatchObject({ total_count: 0, items: [] });
    expect((await get(tokens.reader, `/search/issues?q=${encodeURIComponent('secret plans')}`)).json()).toMatchObject({ total_count: 1 });
    expect((await get(tokens.outsider, '/issues?filter=all&state=all')).json()).toEqual([]);
  });

  it('answers 410 for a deleted issue to its reader and 404 to an outsider', async () => {
    expect((await get(tokens.reader, `/repos/acme/secret/issues/${deletedNumber}`)).statusCode).toBe(410);
    expect((await get(tokens.outsider, `/repos/acme/secret/issues/${deletedNumber}`)).statusCode).toBe(404);
  });
});
