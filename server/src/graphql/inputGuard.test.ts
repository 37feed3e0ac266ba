import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueRow, RepositoryRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
import { buildIssue, buildRepo, buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { toGlobalId } from '../domain/ids.ts';
import { nulPath } from './inputGuard.ts';

describe('NUL characters in arguments', () => {
  let server: TestServer;
  let token: string;
  let repo: RepositoryRow;
  let issue: IssueRow;

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await buildUser(server.db);
    repo = await buildRepo(server.db, owner);
    issue = await buildIssue(server.db, repo, owner);
    token = await buildToken(server.db, owner);
  });
  afterAll(() => server.close());

  it('finds the first string holding one, by its path', () => {
    expect(nulPath({ input: { title: 'ok', labels: ['a', 'b\u0000'] } }, '')).toBe('input.labels[1]');
    expect(nulPath({ input: { title: 'fine' } }, '')).toBeNull();
  });

  it('refuses a title, a body or a comment with a NUL, naming the field, and writes nothing', async () => {
    const before = await server.db.$count(t.issues);
    const created = await server.graphql(token, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }', {
      input: { repositoryId: toGlobalId('Repository', repo.id), title: 'Broken\u0000title', body: 'fine' },
    });
    expect(created.errors?.[0]).toMatchObject({
      message: "Title can't contain the NUL character (\\u0000).",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const body = await server.graphql(token, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }', {
      input: { repositoryId: toGlobalId('Repository', repo.id), title: 'Fine', body: 'a\u0000b' },
    });
    expect(body.errors?.[0]?.message).toBe("Body can't contain the NUL character (\\u0000).");
    expect(await server.db.$count(t.issues)).toBe(before);

    const comment = await server.graphql(
      token,
      'mutation($id: ID!, $body: String!) { addComment(input: { subjectId: $id, body: $body }) { clientMutationId } }',
      {
        id: toGlobalId('Issue', issue.id),
        body: 'nul \u0000 here',
      },
    );
    expect(comment.status).toBe(200);
    expect(comment.errors?.[0]?.message).toBe("Body can't contain the NUL character (\\u0000).");
    expect(await server.db.$count(t.issueComments)).toBe(0);
  });

  it('refuses one in a query argument as well, not only in mutations', async () => {
    const search = await server.graphql(token, '{ search(query: "bug\\u0000", type: ISSUE_ADVANCED, first: 1) { issueCount } }');
    expect(search.status).toBe(200);
    expect(search.errors?.[0]?.message).toBe("Query can't contain the NUL character (\\u0000).");
  });
});
