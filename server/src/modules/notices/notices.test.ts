import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const BANNER = `query Banner($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    showFirstTimeContributorBanner
  }
}`;

const COMMUNITY = `query Community($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    communityProfile { goodFirstIssueIssuesCount }
    contributingGuidelines { body resourcePath url }
  }
}`;

const DISMISS_HERE = `mutation DismissHere($input: DismissRepositoryNoticeInput!) {
  dismissRepositoryNotice(input: $input) {
    clientMutationId
    repository { nameWithOwner showFirstTimeContributorBanner }
  }
}`;

const DISMISS_EVERYWHERE = `mutation DismissEverywhere($input: DismissNoticeInput!) {
  dismissNotice(input: $input) { clientMutationId }
}`;

const NOTICE = 'first_time_contributor_issues_banner';

describe('first-time-contributor notices', () => {
  let server: TestServer;
  let org: AccountRow;
  let maintainer: AccountRow;
  let flagged: RepositoryRow;
  let otherFlagged: RepositoryRow;

  /** A new person with a token: no issues, pull requests or dismissals anywhere. */
  async function newcomer(): Promise<{ user: AccountRow; token: string }> {
    const user = await buildUser(server.db);
    return { user, token: await buildToken(server.db, user) };
  }

  async function bannerShown(token: string, repo: RepositoryRow): Promise<boolean | undefined> {
    const result = await server.graphql<{ repository: { showFirstTimeContributorBanner: boolean } | null }>(token, BANNER, {
      owner: org.login,
      name: repo.name,
    });
    expect(result.errors).toBeUndefined();
    return result.data?.repository?.showFirstTimeContributorBanner;
  }

  beforeAll(async () => {
    server = await startTestServer();
    org = await buildOrg(server.db, { login: 'primer-labs' });
    maintainer = await buildUser(server.db, { login: 'sofia' });
    flagged = await buildRepo(server.db, org, { name: 'css-kit', showFirstTimeContributorBanner: true });
    otherFlagged = await buildRepo(server.db, org, { name: 'tokens', showFirstTimeContributorBanner: true });
  });
  afterAll(() => server.close());

  it('shows the banner to a signed-in person who has not contributed', async () => {
    const { token } = await newcomer();
    expect(await bannerShown(token, flagged)).toBe(true);
    expect(await bannerShown(token, otherFlagged)).toBe(true);
  });

  it('hides it where the repository does not enable it', async () => {
    const plain = await buildRepo(server.db, org, { name: 'plain' });
    const { token } = await newcomer();
    expect(await bannerShown(token, plain)).toBe(false);
  });

  it('hides it from people who authored an issue, a pull request or a commit in the repository', async () => {
    const issueAuthor = await newcomer();
    await buildIssue(server.db, flagged, issueAuthor.user, { state: 'closed', stateReason: 'completed' });
    const prAuthor = await newcomer();
    await buildIssue(server.db, flagged, prAuthor.user, { kind: 'pull_request' });
    const committer = await newcomer();
    await server.db.insert(t.commits).values({ repoId: flagged.id, oid: 'a'.repeat(40), authorId: committer.user.id });
    expect(await bannerShown(issueAuthor.token, flagged)).toBe(false);
    expect(await bannerShown(prAuthor.token, flagged)).toBe(false);
    expect(await bannerShown(committer.token, flagged)).toBe(false);
    // Contributing to one repository does not make someone a contributor to another.
    expect(await bannerShown(issueAuthor.token, otherFlagged)).toBe(true);
  });

  it('hides it in an archived repository, where nobody can open an issue', async () => {
    const archived = await buildRepo(server.db, org, { name: 'old-kit', showFirstTimeContributorBanner: true, isArchived: true });
    const { token } = await newcomer();
    expect(await bannerShown(token, archived)).toBe(false);
  });

  it('dismissed for one repository, it stays hidden there only, and dismissing again is fine', async () => {
    const { token } = await newcomer();
    const input = { repositoryId: toGlobalId('Repository', flagged.id), notice: NOTICE, clientMutationId: 'here-1' };
    const first = await server.graphql<{
      dismissRepositoryNotice: { clientMutationId: string; repository: { nameWithOwner: string; showFirstTimeContributorBanner: boolean } };
    }>(token, DISMISS_HERE, { input });
    expect(first.errors).toBeUndefined();
    expect(first.data?.dismissRepositoryNotice).toEqual({
      clientMutationId: 'here-1',
      repository: { nameWithOwner: 'primer-labs/css-kit', showFirstTimeContributorBanner: false },
    });
    const again = await server.graphql(token, DISMISS_HERE, { input });
    expect(again.errors).toBeUndefined();
    expect(await bannerShown(token, flagged)).toBe(false);
    expect(await bannerShown(token, otherFlagged)).toBe(true);
  });

  it('dismissed for all repositories, it is hidden everywhere for that person only', async () => {
    const { token } = await newcomer();
    const someoneElse = await newcomer();
    for (const clientMutationId of ['all-1', 'all-2']) {
      const result = await server.graphql<{ dismissNotice: { clientMutationId: string } }>(token, DISMISS_EVERYWHERE, {
        input: { notice: NOTICE, clientMutationId },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data?.dismissNotice).toEqual({ clientMutationId });
    }
    expect(await bannerShown(token, flagged)).toBe(false);
    expect(await bannerShown(token, otherFlagged)).toBe(false);
    const rows = await server.db.select().from(t.dismissedNotices);
    expect(rows.filter((row) => row.repoId === null && row.notice === NOTICE)).toHaveLength(1);
    expect(await bannerShown(someoneElse.token, flagged)).toBe(true);
  });

  it('refuses an unknown notice with a clear message, and records nothing', async () => {
    const { user, token } = await newcomer();
    const here = await server.graphql<{ dismissRepositoryNotice: unknown }>(token, DISMISS_HERE, {
      input: { repositoryId: toGlobalId('Repository', flagged.id), notice: 'sponsor_banner' },
    });
    const everywhere = await server.graphql<{ dismissNotice: unknown }>(token, DISMISS_EVERYWHERE, { input: { notice: '' } });
    for (const result of [here, everywhere]) expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(here.errors?.[0]?.message).toBe(
      "Unknown notice 'sponsor_banner'. The notices that can be dismissed are: first_time_contributor_issues_banner.",
    );
    expect(here.data?.dismissRepositoryNotice).toBeNull();
    const rows = await server.db.select().from(t.dismissedNotices);
    expect(rows.filter((row) => row.userId === user.id)).toEqual([]);
    expect(await bannerShown(token, flagged)).toBe(true);
  });

  it('refuses a repository the viewer cannot read as one that does not resolve', async () => {
    const secret = await buildRepo(server.db, org, { name: 'secret', visibility: 'private', showFirstTimeContributorBanner: true });
    const { user, token } = await newcomer();
    const repositoryId = toGlobalId('Repository', secret.id);
    const result = await server.graphql(token, DISMISS_HERE, { input: { repositoryId, notice: NOTICE } });
    expect(result.errors?.[0]).toMatchObject({
      message: `Could not resolve to a node with the global id of '${repositoryId}'`,
      extensions: { code: 'NOT_FOUND' },
    });
    const rows = await server.db.select().from(t.dismissedNotices);
    expect(rows.filter((row) => row.userId === user.id)).toEqual([]);
    const read = await server.graphql<{ repository: unknown }>(token, BANNER, { owner: org.login, name: 'secret' });
    expect(read.data?.repository).toBeNull();
  });

  it('answers nothing to a signed-out visitor, and records nothing', async () => {
    const before = (await server.db.select().from(t.dismissedNotices)).length;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: BANNER, variables: { owner: org.login, name: flagged.name } }),
    });
    expect(response.statusCode).toBe(401);
    const mutation = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: DISMISS_EVERYWHERE, variables: { input: { notice: NOTICE } } }),
    });
    expect(mutation.statusCode).toBe(401);
    expect((await server.db.select().from(t.dismissedNotices)).length).toBe(before);
  });

  it("counts the open issues labelled 'good first issue' in any letter case, not pull requests or closed ones", async () => {
    const repo = await buildRepo(server.db, org, { name: 'counted', showFirstTimeContributorBanner: true });
    const good = await buildLabel(server.db, repo, { name: 'Good First Issue' });
    const bug = await buildLabel(server.db, repo, { name: 'bug' });
    const elsewhere = await buildLabel(server.db, otherFlagged, { name: 'good first issue' });
    await buildIssue(server.db, repo, maintainer, { labels: [good] });
    await buildIssue(server.db, repo, maintainer, { labels: [good, bug] });
    await buildIssue(server.db, repo, maintainer, { labels: [bug] });
    await buildIssue(server.db, repo, maintainer, { labels: [good], state: 'closed', stateReason: 'completed' });
    await buildIssue(server.db, repo, maintainer, { labels: [good], kind: 'pull_request' });
    await buildIssue(server.db, otherFlagged, maintainer, { labels: [elsewhere] });
    const { token } = await newcomer();
    const result = await server.graphql<{ repository: { communityProfile: { goodFirstIssueIssuesCount: number } } }>(token, COMMUNITY, {
      owner: org.login,
      name: 'counted',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.repository.communityProfile.goodFirstIssueIssuesCount).toBe(2);
  });

  it('links the contributing guidelines, preferring .github/ over the root, and answers null without any', async () => {
    const repo = await buildRepo(server.db, org, { name: 'guided', defaultBranch: 'trunk' });
    const bare = await buildRepo(server.db, org, { name: 'bare' });
    await server.db.insert(t.repositoryFiles).values([
      { repoId: repo.id, path: 'CONTRIBUTING.md', content: '# Root guide' },
      { repoId: repo.id, path: '.github/CONTRIBUTING.md', content: '# Contributing\n\nLook for good first issues.' },
      { repoId: repo.id, path: 'CONTRIBUTORS.md', content: 'Not the guidelines' },
      { repoId: bare.id, path: 'README.md', content: '# Bare' },
    ]);
    const { token } = await newcomer();
    const guided = await server.graphql<{
      repository: { communityProfile: { goodFirstIssueIssuesCount: number }; contributingGuidelines: Record<string, string> | null };
    }>(token, COMMUNITY, { owner: org.login, name: 'guided' });
    expect(guided.errors).toBeUndefined();
    expect(guided.data?.repository).toEqual({
      communityProfile: { goodFirstIssueIssuesCount: 0 },
      contributingGuidelines: {
        body: '# Contributing\n\nLook for good first issues.',
        resourcePath: '/primer-labs/guided/blob/trunk/.github/CONTRIBUTING.md',
        url: 'http://localhost:3000/primer-labs/guided/blob/trunk/.github/CONTRIBUTING.md',
      },
    });
    const none = await server.graphql<{ repository: { contributingGuidelines: unknown } }>(token, COMMUNITY, {
      owner: org.login,
      name: 'bare',
    });
    expect(none.errors).toBeUndefined();
    expect(none.data?.repository.contributingGuidelines).toBeNull();
  });
});
