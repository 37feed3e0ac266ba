import { graphql as octokitGraphql } from '@octokit/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { runCli } from '../cli/runCli.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { op } from '../../testing/operations.ts';

/** A real GitHub client against the real server over HTTP, authenticated with a personal access token. */
describe('@octokit/graphql client', () => {
  let server: TestServer;
  let client: typeof octokitGraphql;

  beforeAll(async () => {
    server = await startTestServer();
    const user = await buildUser(server.db, { login: 'hubot', name: 'Hubot' });
    const org = await buildOrg(server.db, { login: 'octo-org' });
    await addMember(server.db, org, user, 'admin');
    const repo = await buildRepo(server.db, org, { name: 'hello-world' });
    const bug = await buildLabel(server.db, repo, { name: 'bug' });
    await buildLabel(server.db, repo, { name: 'help wanted' });
    await buildIssue(server.db, repo, user, { title: 'Crash on start', labels: [bug], assignees: [user] });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    // The token comes from the admin CLI's own `token create`, which prints only the token.
    let stdout = '';
    const exitCode = await runCli(['token', 'create', 'hubot', '--note', 'octokit test'], {
      db: async () => server.db,
      stdout: { write: (text: string) => void (stdout += text) },
      stderr: { write: () => undefined },
    });
    expect(exitCode).toBe(0);
    const token = stdout.trim();
    expect(token).toMatch(/^ghp_[A-Za-z0-9_-]+$/);
    client = octokitGraphql.defaults({ baseUrl: `http://127.0.0.1:${port}/api`, headers: { authorization: `bearer ${token}` } });
  });
  afterAll(() => server.close());

  it('reads the viewer', async () => {
    const result = await client<{ viewer: { login: string; name: string } }>(op('Viewer'));
    expect(result.viewer).toMatchObject({ login: 'hubot', name: 'Hubot' });
  });

  it("reads a repository's open issues with labels and assignees", async () => {
    const result = await client<{
      repository: {
        issues: {
          totalCount: number;
          nodes: { title: string; labels: { nodes: { name: string }[] }; assignees: { nodes: { login: string }[] } }[];
        };
      };
    }>(op('RepositoryOpenIssues'), { owner: 'octo-org', name: 'hello-world' });
    expect(result.repository.issues.totalCount).toBe(1);
    expect(result.repository.issues.nodes[0]).toMatchObject({
      title: 'Crash on start',
      labels: { nodes: [{ name: 'bug' }] },
      assignees: { nodes: [{ login: 'hubot' }] },
    });
  });

  it('creates an issue with labels and closes it as NOT_PLANNED', async () => {
    const meta = await client<{ repository: { id: string; labels: { nodes: { id: string; name: string }[] } } }>(op('RepositoryLabels'), {
      owner: 'octo-org',
      name: 'hello-world',
    });
    const labelIds = meta.repository.labels.nodes.map((l) => l.id);
    const created = await client<{ createIssue: { issue: { id: string; number: number; labels: { nodes: { name: string }[] } } } }>(
      op('CreateIssue'),
      {
        input: { repositoryId: meta.repository.id, title: 'Add a dark theme', body: 'It would be nice.', labelIds },
      },
    );
    expect(created.createIssue.issue.number).toBe(2);
    expect(created.createIssue.issue.labels.nodes.map((l) => l.name).sort()).toEqual(['bug', 'help wanted']);
    const closed = await client<{ closeIssue: { issue: { state: string; stateReason: string } } }>(op('CloseIssue'), {
      issueId: created.createIssue.issue.id,
      stateReason: 'NOT_PLANNED',
    });
    expect(closed.closeIssue.issue).toMatchObject({ state: 'CLOSED', stateReason: 'NOT_PLANNED' });
  });

  it('surfaces GraphQL errors to the client as GitHub does', async () => {
    await expect(client(op('CloseIssue'), { issueId: 'I_bogus' })).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          message: "Could not resolve to a node with the global id of 'I_bogus'",
          extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
        }),
      ],
    });
  });
});
