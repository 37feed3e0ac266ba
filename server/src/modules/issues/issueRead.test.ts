import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { buildIssue, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

// An extension (GitHub keeps marking an issue read internal), so written here rather than in operations/github.
const MARK_READ = /* GraphQL */ `
  mutation MarkRead($id: ID!) {
    markIssueAsRead(input: { id: $id, clientMutationId: "opened" }) {
      clientMutationId
      issue {
        ... on Issue {
          number
          isReadByViewer
        }
      }
    }
  }
`;

const READ_STATE = `query ReadState($id: ID!) { node(id: $id) { ... on Issue { isReadByViewer } } }`;

const CREATE = `mutation Create($repositoryId: ID!) {
  createIssue(input: { repositoryId: $repositoryId, title: "Mine" }) { issue { id isReadByViewer } }
}`;

const COMMENT = `mutation Comment($id: ID!) { addComment(input: { subjectId: $id, body: "More news" }) { clientMutationId } }`;
const RENAME = `mutation Rename($id: ID!) { updateIssue(input: { id: $id, title: "Renamed" }) { issue { isReadByViewer } } }`;

describe('markIssueAsRead and isReadByViewer', () => {
  let server: TestServer;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  let author: { user: AccountRow; token: string };
  let reader: { user: AccountRow; token: string };
  let outsider: { user: AccountRow; token: string };

  async function person(): Promise<{ user: AccountRow; token: string }> {
    const user = await buildUser(server.db);
    return { user, token: await buildToken(server.db, user) };
  }

  async function isRead(token: string, issueId: string): Promise<boolean | null | undefined> {
    const result = await server.graphql<{ node: { isReadByViewer: boolean | null } | null }>(token, READ_STATE, { id: issueId });
    expect(result.errors).toBeUndefined();
    return result.data?.node?.isReadByViewer;
  }

  async function markRead(token: string, issueId: string) {
    return server.graphql<{ markIssueAsRead: { clientMutationId: string; issue: { number: number; isReadByViewer: boolean } } | null }>(
      token,
      MARK_READ,
      { id: issueId },
    );
  }

  async function send(token: string, query: string, variables: Record<string, unknown>) {
    const result = await server.graphql<Record<string, unknown>>(token, query, variables);
    expect(result.errors).toBeUndefined();
    return result.data;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const org = await buildOrg(server.db);
    repo = await buildRepo(server.db, org);
    secret = await buildRepo(server.db, org, { visibility: 'private' });
    author = await person();
    reader = await person();
    outsider = await person();
    await grant(server.db, repo, author.user, 'write');
    await grant(server.db, secret, author.user, 'write');
  });
  afterAll(() => server.close());

  it('reads an issue as read once marked, unread after someone else comments, and read again once marked', async () => {
    const issue: IssueRow = await buildIssue(server.db, repo, author.user);
    const id = toGlobalId('Issue', issue.id);
    expect(await isRead(reader.token, id)).toBe(false);

    const marked = await markRead(reader.token, id);
    expect(marked.errors).toBeUndefined();
    expect(marked.data?.markIssueAsRead).toEqual({ clientMutationId: 'opened', issue: { number: issue.number, isReadByViewer: true } });
    expect(await isRead(reader.token, id)).toBe(true);

    await send(author.token, COMMENT, { id });
    expect(await isRead(reader.token, id)).toBe(false);
    // The comment is the author's own: it is not news to them.
    expect(await isRead(author.token, id)).toBe(true);

    await markRead(reader.token, id);
    expect(await isRead(reader.token, id)).toBe(true);
    // Marking again changes nothing.
    expect((await markRead(reader.token, id)).data?.markIssueAsRead?.issue.isReadByViewer).toBe(true);
  });

  it('counts an issue its author just opened, and their own edits, as read for them only', async () => {
    const created = (await send(author.token, CREATE, { repositoryId: toGlobalId('Repository', repo.id) })) as {
      createIssue: { issue: { id: string; isReadByViewer: boolean } };
    };
    const { id } = created.createIssue.issue;
    expect(created.createIssue.issue.isReadByViewer).toBe(true);
    expect(await isRead(author.token, id)).toBe(true);
    expect(await isRead(reader.token, id)).toBe(false);

    await markRead(reader.token, id);
    const renamed = (await send(author.token, RENAME, { id })) as { updateIssue: { issue: { isReadByViewer: boolean } } };
    expect(renamed.updateIssue.issue.isReadByViewer).toBe(true);
    expect(await isRead(reader.token, id)).toBe(false);
  });

  it('answers "could not resolve" for an issue the viewer cannot read, and writes nothing', async () => {
    const hidden = await buildIssue(server.db, secret, author.user);
    const id = toGlobalId('Issue', hidden.id);
    const result = await markRead(outsider.token, id);
    expect(result.data?.markIssueAsRead).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe(`Could not resolve to a node with the global id of '${id}'`);

    // The same answer as for an issue that does not exist.
    const missing = toGlobalId('Issue', 999_999);
    const none = await markRead(outsider.token, missing);
    expect(none.errors?.[0]?.message).toBe(`Could not resolve to a node with the global id of '${missing}'`);

    // Once allowed to read it, the outsider finds it unread: the refused call recorded nothing.
    await grant(server.db, secret, outsider.user, 'read');
    expect(await isRead(outsider.token, id)).toBe(false);
  });
});
