import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { buildIssue, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const ADD_SUB_ISSUE = `mutation($issueId: ID!, $subIssueId: ID!, $replaceParent: Boolean) {
  addSubIssue(input: { issueId: $issueId, subIssueId: $subIssueId, replaceParent: $replaceParent }) { subIssue { parent { number } } }
}`;
const CREATE_SUB_ISSUE = `mutation($repositoryId: ID!, $parentIssueId: ID!) {
  createIssue(input: { repositoryId: $repositoryId, title: "Child", parentIssueId: $parentIssueId }) { issue { parent { number } } }
}`;
const ADD_BLOCKED_BY = `mutation($issueId: ID!, $blockingIssueId: ID!) {
  addBlockedBy(input: { issueId: $issueId, blockingIssueId: $blockingIssueId }) { issue { blockedBy(first: 5) { totalCount } } }
}`;

/**
 * Who may change an issue's relationships ('relate': its author, or triage and up), as
 * `viewerCanRelate` states it and as the mutations apply it: a sub-issue link needs it on the
 * parent and on the sub-issue (and on the parent the sub-issue leaves).
 */
describe('issue relationships: who may change them', () => {
  let server: TestServer;
  let repo: RepositoryRow;
  let maintainer: AccountRow;
  let author: AccountRow;
  const tokens: Record<'maintainer' | 'triager' | 'author' | 'reader', string> = { maintainer: '', triager: '', author: '', reader: '' };

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server;
    maintainer = await buildUser(db);
    repo = await buildRepo(db, maintainer, { visibility: 'public' });
    const triager = await buildUser(db);
    await grant(db, repo, triager, 'triage');
    // The author has no rights on the repository: anyone may open issues in a public one.
    author = await buildUser(db);
    const reader = await buildUser(db);
    await grant(db, repo, reader, 'read');
    tokens.maintainer = await buildToken(db, maintainer);
    tokens.triager = await buildToken(db, triager);
    tokens.author = await buildToken(db, author);
    tokens.reader = await buildToken(db, reader);
  });

  afterAll(() => server?.close());

  const id = (issue: IssueRow) => toGlobalId('Issue', issue.id);
  const code = (response: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => response.errors?.[0]?.extensions?.code;

  it('states viewerCanRelate for the author and triage and up, not for a reader', async () => {
    const own = await buildIssue(server.db, repo, author);
    const answers: Record<string, boolean | undefined> = {};
    for (const [role, token] of Object.entries(tokens)) {
      const response = await server.graphql<{ node: { viewerCanRelate: boolean } }>(
        token,
        'query($id: ID!) { node(id: $id) { ... on Issue { viewerCanRelate } } }',
        { id: id(own) },
      );
      answers[role] = response.data?.node.viewerCanRelate;
    }
    expect(answers).toEqual({ maintainer: true, triager: true, author: true, reader: false });
  });

  it("lets the author file their own issues under each other, and refuses someone else's issue on either side", async () => {
    const parent = await buildIssue(server.db, repo, author);
    const child = await buildIssue(server.db, repo, author);
    const others = await buildIssue(server.db, repo, maintainer);
    const filed = await server.graphql<{ addSubIssue: { subIssue: { parent: { number: number } } } }>(tokens.author, ADD_SUB_ISSUE, {
      issueId: id(parent),
      subIssueId: id(child),
    });
    expect(filed.errors).toBeUndefined();
    expect(filed.data?.addSubIssue.subIssue.parent.number).toBe(parent.number);
    // Someone else's issue as a sub-issue of the author's, or the author's under someone else's.
    expect(code(await server.graphql(tokens.author, ADD_SUB_ISSUE, { issueId: id(parent), subIssueId: id(others) }))).toBe('FORBIDDEN');
    expect(
      code(await server.graphql(tokens.author, ADD_SUB_ISSUE, { issueId: id(others), subIssueId: id(child), replaceParent: true })),
    ).toBe('FORBIDDEN');
    // A new issue opened as a sub-issue of someone else's.
    expect(
      code(
        await server.graphql(tokens.author, CREATE_SUB_ISSUE, {
          repositoryId: toGlobalId('Repository', repo.id),
          parentIssueId: id(others),
        }),
      ),
    ).toBe('FORBIDDEN');
    // The author marks their issue as blocked by anyone's; a reader changes nothing.
    const blocked = await server.graphql(tokens.author, ADD_BLOCKED_BY, { issueId: id(parent), blockingIssueId: id(others) });
    expect(blocked.errors).toBeUndefined();
    expect(code(await server.graphql(tokens.reader, ADD_BLOCKED_BY, { issueId: id(others), blockingIssueId: id(parent) }))).toBe(
      'FORBIDDEN',
    );
  });

  it("lets triage and up move anyone's issue to another parent", async () => {
    const first = await buildIssue(server.db, repo, author);
    const second = await buildIssue(server.db, repo, maintainer);
    const child = await buildIssue(server.db, repo, author);
    expect((await server.graphql(tokens.triager, ADD_SUB_ISSUE, { issueId: id(first), subIssueId: id(child) })).errors).toBeUndefined();
    const moved = await server.graphql<{ addSubIssue: { subIssue: { parent: { number: number } } } }>(tokens.triager, ADD_SUB_ISSUE, {
      issueId: id(second),
      subIssueId: id(child),
      replaceParent: true,
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.addSubIssue.subIssue.parent.number).toBe(second.number);
  });
});
