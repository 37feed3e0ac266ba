import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIssue, buildRepo, buildToken, buildUser } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

// What the repository header of the web app asks: the visibility badge and the tabs' open counts.
const HEADER = /* GraphQL */ `
  query Header($owner: String!, $name: String!) {
    repository(owner: $owner, name: $name) {
      visibility
      isArchived
      hasPullRequestsEnabled
      issues(states: [OPEN]) {
        totalCount
      }
      pullRequests(states: [OPEN]) {
        totalCount
      }
      allPullRequests: pullRequests(first: 10) {
        totalCount
        nodes {
          number
          state
        }
      }
    }
  }
`;

interface HeaderData {
  repository: {
    visibility: string;
    isArchived: boolean;
    hasPullRequestsEnabled: boolean;
    issues: { totalCount: number };
    pullRequests: { totalCount: number };
    allPullRequests: { totalCount: number; nodes: { number: number; state: string }[] };
  } | null;
}

describe('Repository.pullRequests', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await buildUser(server.db, { login: 'header-owner' });
    token = await buildToken(server.db, owner);
    const withPulls = await buildRepo(server.db, owner, { name: 'with-pulls' });
    // Two open issues, one closed; one open pull request, one merged.
    await buildIssue(server.db, withPulls, owner);
    await buildIssue(server.db, withPulls, owner);
    await buildIssue(server.db, withPulls, owner, { state: 'closed', closedAt: new Date() });
    await buildIssue(server.db, withPulls, owner, { kind: 'pull_request' });
    await buildIssue(server.db, withPulls, owner, {
      kind: 'pull_request',
      state: 'closed',
      merged: true,
      mergedAt: new Date(),
      closedAt: new Date(),
    });
    const noPulls = await buildRepo(server.db, owner, { name: 'no-pulls', hasPullRequestsEnabled: false });
    await buildIssue(server.db, noPulls, owner, { kind: 'pull_request' });
  });
  afterAll(() => server.close());

  const header = async (name: string) => {
    const result = await server.graphql<HeaderData>(token, HEADER, { owner: 'header-owner', name });
    expect(result.errors).toBeUndefined();
    return result.data?.repository;
  };

  it('counts open issues and open pull requests apart, and lists every pull request by default', async () => {
    const repository = await header('with-pulls');
    expect(repository?.issues.totalCount).toBe(2);
    expect(repository?.pullRequests.totalCount).toBe(1);
    expect(repository?.allPullRequests.totalCount).toBe(2);
    expect(repository?.allPullRequests.nodes.map((node) => node.state).sort()).toEqual(['MERGED', 'OPEN']);
  });

  it('lists no pull requests where they are turned off', async () => {
    const repository = await header('no-pulls');
    expect(repository?.hasPullRequestsEnabled).toBe(false);
    expect(repository?.pullRequests.totalCount).toBe(0);
    expect(repository?.allPullRequests).toEqual({ totalCount: 0, nodes: [] });
  });
});
