import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

/**
 * GitHub's CLI (gh 2.23) and the documents it sends, verbatim where it matters: `gh issue view
 * --comments` (IssueByNumber), `gh issue list --search/--label` (IssueSearch), `gh issue create`
 * (RepositoryInfo), lock, unlock, comment, delete and transfer, and the fields octokit users read.
 */
const ISSUE_BY_NUMBER = `query IssueByNumber($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    hasIssuesEnabled
    issue: issueOrPullRequest(number: $number) {
      __typename
      ...on Issue{number,url,state,createdAt,title,body,author{login,...on User{id,name}},milestone{number,title,description,dueOn},assignees(first:100){nodes{id,login,name},totalCount},labels(first:100){nodes{id,name,description,color},totalCount},projectCards(first:100){nodes{project{name}column{name}},totalCount},reactionGroups{content,users{totalCount}},stateReason,comments(first: 100) {nodes {id,author{login,...on User{id,name}},authorAssociation,body,createdAt,includesCreatedEdit,isMinimized,minimizedReason,reactionGroups{content,users{totalCount}},url,viewerDidAuthor},pageInfo{hasNextPage,endCursor},totalCount},id}
      ...on PullRequest{number,url,state,createdAt,title,body,author{login,...on User{id,name}},milestone{number,title,description,dueOn},assignees(first:100){nodes{id,login,name},totalCount},labels(first:100){nodes{id,name,description,color},totalCount},projectCards(first:100){nodes{project{name}column{name}},totalCount},reactionGroups{content,users{totalCount}},comments(first: 100) {nodes {id,author{login,...on User{id,name}},authorAssociation,body,createdAt,includesCreatedEdit,isMinimized,minimizedReason,reactionGroups{content,users{totalCount}},url,viewerDidAuthor},pageInfo{hasNextPage,endCursor},totalCount},id}
    }
  }
}`;

const ISSUE_SEARCH = `fragment issue on Issue {number,title}
query IssueSearch($repo: String!, $owner: String!, $type: SearchType!, $limit: Int, $after: String, $query: String!) {
  repository(name: $repo, owner: $owner) {
    hasIssuesEnabled
  }
  search(type: $type, last: $limit, after: $after, query: $query) {
    issueCount
    nodes { ...issue }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}`;

const REPOSITORY_INFO = `fragment repo on Repository {
  id
  name
  owner { login }
  hasIssuesEnabled
  description
  hasWikiEnabled
  viewerPermission
  defaultBranchRef {
    name
  }
}
query RepositoryInfo($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    ...repo
    parent {
      ...repo
    }
    mergeCommitAllowed
    rebaseMergeAllowed
    squashMergeAllowed
  }
}`;

interface ByNumber {
  repository: {
    issue: {
      __typename: string;
      state: string;
      author: { login: string };
      projectCards: { nodes: unknown[]; totalCount: number };
      reactionGroups: { content: string; users: { totalCount: number } }[];
      comments: { totalCount: number; nodes: { author: { login: string }; authorAssociation: string; body: string }[] };
    };
  };
}

describe('gh issue commands', () => {
  let server: TestServer;
  let org: AccountRow;
  let repo: RepositoryRow;
  let other: RepositoryRow;
  let issue: IssueRow;
  const people: Record<'hubot' | 'outsider' | 'collab', { user: AccountRow; token: string }> = {} as never;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server;
    org = await buildOrg(db, { login: 'gh-org' });
    for (const login of ['hubot', 'outsider', 'collab'] as const) {
      const user = await buildUser(db, { login: `gh-${login}`, name: login });
      people[login] = { user, token: await buildToken(db, user) };
    }
    await addMember(db, org, people.hubot.user, 'admin');
    repo = await buildRepo(db, org, { name: 'cli', defaultBranch: 'trunk' });
    other = await buildRepo(db, org, { name: 'cli-moved' });
    await grant(db, repo, people.collab.user, 'write');
    issue = await buildIssue(db, repo, people.hubot.user, { title: 'Viewed by gh' });
  });
  afterAll(() => server.close());

  const as = (who: keyof typeof people) => people[who].token;
  const issueId = () => toGlobalId('Issue', issue.id);

  async function comment(who: keyof typeof people, body: string) {
    const response = await server.graphql(
      as(who),
      'mutation CommentCreate($input: AddCommentInput!) { addComment(input: $input) { commentEdge { node { url } } } }',
      { input: { subjectId: issueId(), body } },
    );
    expect(response.errors).toBeUndefined();
  }

  async function react(who: keyof typeof people, content: string, subjectId = issueId()) {
    const response = await server.graphql(
      as(who),
      'mutation($s: ID!, $c: ReactionContent!) { addReaction(input: { subjectId: $s, content: $c }) { reaction { id } } }',
      {
        s: subjectId,
        c: content,
      },
    );
    expect(response.errors).toBeUndefined();
  }

  it('views an issue with its comments, author associations and reaction groups (IssueByNumber)', async () => {
    await comment('outsider', 'From outside');
    await comment('collab', 'From a collaborator');
    await comment('hubot', 'From a member');
    await react('hubot', 'THUMBS_UP');
    await react('outsider', 'THUMBS_UP');
    await react('outsider', 'HEART');
    const response = await server.graphql<ByNumber>(as('hubot'), ISSUE_BY_NUMBER, { owner: 'gh-org', repo: 'cli', number: issue.number });
    expect(response.errors).toBeUndefined();
    const viewed = response.data?.repository.issue;
    expect(viewed).toMatchObject({ __typename: 'Issue', state: 'OPEN', author: { login: 'gh-hubot' } });
    expect(viewed?.projectCards).toEqual({ nodes: [], totalCount: 0 });
    const users = Object.fromEntries((viewed?.reactionGroups ?? []).map((g) => [g.content, g.users.totalCount]));
    expect(users).toMatchObject({ THUMBS_UP: 2, HEART: 1, LAUGH: 0 });
    expect(viewed?.comments.nodes.map((c) => [c.author.login, c.authorAssociation])).toEqual([
      ['gh-outsider', 'NONE'],
      ['gh-collab', 'COLLABORATOR'],
      ['gh-hubot', 'MEMBER'],
    ]);
  });

  it('answers Issue.authorAssociation (OWNER on a repository of the author) and Issue.reactions with content and order', async () => {
    const own = await buildRepo(server.db, people.outsider.user, { name: 'own' });
    const mine = await buildIssue(server.db, own, people.outsider.user);
    const owned = await server.graphql<{ node: { authorAssociation: string } }>(
      as('outsider'),
      'query($id: ID!) { node(id: $id) { ... on Issue { authorAssociation } } }',
      { id: toGlobalId('Issue', mine.id) },
    );
    expect(owned.data?.node.authorAssociation).toBe('OWNER');

    const response = await server.graphql<{
      node: {
        authorAssociation: string;
        all: { totalCount: number; viewerHasReacted: boolean; nodes: { content: string; user: { login: string } }[] };
        hearts: { totalCount: number; nodes: { user: { login: string } }[] };
        reactionGroups: { content: string; users: { totalCount: number; nodes: { login: string }[]; edges: { reactedAt: string }[] } }[];
      };
    }>(
      as('collab'),
      `query($id: ID!) { node(id: $id) { ... on Issue {
        authorAssociation
        all: reactions(first: 10, orderBy: { field: CREATED_AT, direction: DESC }) { totalCount viewerHasReacted nodes { content user { login } } }
        hearts: reactions(first: 10, content: HEART) { totalCount nodes { user { login } } }
        reactionGroups { content users(first: 5) { totalCount nodes { login } edges { reactedAt } } }
      } } }`,
      { id: issueId() },
    );
    expect(response.errors).toBeUndefined();
    const node = response.data?.node;
    expect(node?.authorAssociation).toBe('MEMBER');
    expect(node?.all.totalCount).toBe(3);
    expect(node?.all.viewerHasReacted).toBe(false);
    expect(node?.all.nodes.map((r) => `${r.content}:${r.user.login}`)).toEqual([
      'HEART:gh-outsider',
      'THUMBS_UP:gh-outsider',
      'THUMBS_UP:gh-hubot',
    ]);
    expect(node?.hearts).toEqual({ totalCount: 1, nodes: [{ user: { login: 'gh-outsider' } }] });
    const thumbs = node?.reactionGroups.find((g) => g.content === 'THUMBS_UP');
    expect(thumbs?.users.totalCount).toBe(2);
    expect(thumbs?.users.nodes.map((u) => u.login)).toEqual(['gh-hubot', 'gh-outsider']);
    expect(thumbs?.users.edges.every((e) => typeof e.reactedAt === 'string')).toBe(true);
  });

  it('reads nothing of a private repository without access: the issue and its reactions are null', async () => {
    const secret = await buildRepo(server.db, org, { name: 'cli-secret', visibility: 'private' });
    const hidden = await buildIssue(server.db, secret, people.hubot.user);
    await react('hubot', 'EYES', toGlobalId('Issue', hidden.id));
    const response = await server.graphql<{ node: unknown }>(
      as('outsider'),
      'query($id: ID!) { node(id: $id) { ... on Issue { authorAssociation reactions(first: 5) { totalCount } } } }',
      { id: toGlobalId('Issue', hidden.id) },
    );
    expect(response.data?.node).toBeNull();
  });

  it('lists with `search(last:)` a page at a time from the start, as GitHub answers gh (IssueSearch)', async () => {
    const repoSearch = await buildRepo(server.db, org, { name: 'cli-search' });
    const bug = await buildLabel(server.db, repoSearch, { name: 'bug' });
    for (const [index, title] of ['Oldest', 'Middle', 'Newest'].entries()) {
      const at = new Date(Date.UTC(2025, 0, 1 + index));
      await buildIssue(server.db, repoSearch, people.hubot.user, { title, labels: [bug], createdAt: at, updatedAt: at });
    }
    type Page = { search: { issueCount: number; nodes: { title: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const variables = {
      owner: 'gh-org',
      repo: 'cli-search',
      type: 'ISSUE',
      limit: 2,
      query: 'repo:gh-org/cli-search label:bug state:open type:issue',
    };
    const first = await server.graphql<Page>(as('hubot'), ISSUE_SEARCH, variables);
    expect(first.errors).toBeUndefined();
    expect(first.data?.search.issueCount).toBe(3);
    expect(first.data?.search.nodes.map((n) => n.title)).toEqual(['Newest', 'Middle']);
    expect(first.data?.search.pageInfo.hasNextPage).toBe(true);
    const second = await server.graphql<Page>(as('hubot'), ISSUE_SEARCH, { ...variables, after: first.data?.search.pageInfo.endCursor });
    expect(second.data?.search.nodes.map((n) => n.title)).toEqual(['Oldest']);
    expect(second.data?.search.pageInfo.hasNextPage).toBe(false);
    // `last` with `before` still counts back from the cursor, and from the end when it lies past it.
    const backwards = await server.graphql<Page>(
      as('hubot'),
      'query($q: String!, $before: String) { search(type: ISSUE, query: $q, last: 1, before: $before) { nodes { ... on Issue { title } } } }',
      { q: variables.query, before: Buffer.from('cursor:v2:50').toString('base64') },
    );
    expect(backwards.data?.search.nodes.map((n) => n.title)).toEqual(['Oldest']);
  });

  it('reads the repository as `gh issue create` does (RepositoryInfo)', async () => {
    const response = await server.graphql(as('collab'), REPOSITORY_INFO, { owner: 'gh-org', name: 'cli' });
    expect(response.errors).toBeUndefined();
    expect(response.data).toMatchObject({
      repository: {
        name: 'cli',
        owner: { login: 'gh-org' },
        hasWikiEnabled: false,
        viewerPermission: 'WRITE',
        defaultBranchRef: { name: 'trunk' },
        parent: null,
        mergeCommitAllowed: true,
        rebaseMergeAllowed: true,
        squashMergeAllowed: true,
      },
    });
    const ref = await server.graphql(
      as('collab'),
      '{ repository(owner: "gh-org", name: "cli") { defaultBranchRef { prefix repository { name } } isFork projects(first: 10, states: [OPEN], orderBy: { field: NAME, direction: ASC }) { totalCount nodes { name } } } }',
    );
    expect(ref.data).toEqual({
      repository: {
        defaultBranchRef: { prefix: 'refs/heads/', repository: { name: 'cli' } },
        isFork: false,
        projects: { totalCount: 0, nodes: [] },
      },
    });
  });

  it('locks and unlocks (LockLockable, UnlockLockable), answering the record and the actor', async () => {
    const locked = await server.graphql(
      as('hubot'),
      'mutation LockLockable($input: LockLockableInput!) { lockLockable(input: $input) { actor { login } lockedRecord { locked activeLockReason } } }',
      { input: { lockableId: issueId(), lockReason: 'TOO_HEATED' } },
    );
    expect(locked.data).toEqual({
      lockLockable: { actor: { login: 'gh-hubot' }, lockedRecord: { locked: true, activeLockReason: 'TOO_HEATED' } },
    });
    const unlocked = await server.graphql(
      as('hubot'),
      'mutation UnlockLockable($input: UnlockLockableInput!) { unlockLockable(input: $input) { actor { login } unlockedRecord { locked } } }',
      { input: { lockableId: issueId() } },
    );
    expect(unlocked.data).toEqual({ unlockLockable: { actor: { login: 'gh-hubot' }, unlockedRecord: { locked: false } } });
    const refused = await server.graphql(
      as('outsider'),
      'mutation($input: LockLockableInput!) { lockLockable(input: $input) { actor { login } } }',
      {
        input: { lockableId: issueId() },
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('changes the viewer subscription (updateSubscription) and reads it back (viewerSubscription)', async () => {
    for (const state of ['UNSUBSCRIBED', 'IGNORED', 'SUBSCRIBED']) {
      const response = await server.graphql(
        as('outsider'),
        'mutation($input: UpdateSubscriptionInput!) { updateSubscription(input: $input) { subscribable { id viewerSubscription } } }',
        { input: { subscribableId: issueId(), state } },
      );
      expect(response.data).toEqual({ updateSubscription: { subscribable: { id: issueId(), viewerSubscription: state } } });
    }
  });

  it('comments once and answers the payload with the subject (addComment … subject { id })', async () => {
    const before = await server.db.select().from(t.issueComments).where(eq(t.issueComments.issueId, issue.id));
    const response = await server.graphql<{
      addComment: { commentEdge: { node: { url: string } }; subject: { id: string; comments?: { totalCount: number } } };
    }>(
      as('collab'),
      `mutation($input: AddCommentInput!) { addComment(input: $input) {
        commentEdge { node { url } }
        subject { id ... on Issue { comments { totalCount } } }
      } }`,
      { input: { subjectId: issueId(), body: 'Once' } },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.addComment.subject).toEqual({ id: issueId(), comments: { totalCount: before.length + 1 } });
    expect(response.data?.addComment.commentEdge.node.url).toMatch(/\/gh-org\/cli\/issues\/1#issuecomment-\d+$/);
    const after = await server.db.select().from(t.issueComments).where(eq(t.issueComments.issueId, issue.id));
    expect(after.length).toBe(before.length + 1);
  });

  it('transfers (IssueTransfer) and deletes (IssueDelete) as gh asks', async () => {
    const moving = await buildIssue(server.db, repo, people.hubot.user, { title: 'Moving' });
    const moved = await server.graphql<{ transferIssue: { issue: { url: string } } }>(
      as('hubot'),
      'mutation IssueTransfer($input: TransferIssueInput!) { transferIssue(input: $input) { issue { url } } }',
      { input: { issueId: toGlobalId('Issue', moving.id), repositoryId: toGlobalId('Repository', other.id) } },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.transferIssue.issue.url).toMatch(/\/gh-org\/cli-moved\/issues\/\d+$/);

    const doomed = await buildIssue(server.db, repo, people.hubot.user, { title: 'Doomed' });
    const deleted = await server.graphql(
      as('hubot'),
      'mutation IssueDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { repository { id } } }',
      { input: { issueId: toGlobalId('Issue', doomed.id) } },
    );
    expect(deleted.data).toEqual({ deleteIssue: { repository: { id: toGlobalId('Repository', repo.id) } } });
    const gone = await server.graphql<{ repository: { issue: unknown } }>(
      as('hubot'),
      'query($n: Int!) { repository(owner: "gh-org", name: "cli") { issue(number: $n) { id } } }',
      {
        n: doomed.number,
      },
    );
    expect(gone.data?.repository.issue).toBeNull();
  });

  it("reads a pull request's head commit, its checks and whether it merges (commits(last: 1), mergeable)", async () => {
    const [commit] = await server.db
      .insert(t.commits)
      .values({ repoId: repo.id, oid: 'abcdef1234567890abcdef1234567890abcdef12' })
      .returning();
    await server.db.insert(t.checkRuns).values([
      { commitId: commit!.id, name: 'build', status: 'completed', conclusion: 'success' },
      { commitId: commit!.id, name: 'lint', status: 'completed', conclusion: 'success' },
    ]);
    await server.db.insert(t.statusContexts).values({ commitId: commit!.id, context: 'ci/legacy', state: 'success' });
    const pr = await buildIssue(server.db, repo, people.hubot.user, { kind: 'pull_request', headCommitId: commit!.id });
    const response = await server.graphql(
      as('outsider'),
      `query($n: Int!) { repository(owner: "gh-org", name: "cli") { pullRequest(number: $n) {
        mergeable
        authorAssociation
        projectCards(first: 10) { totalCount }
        commits(last: 1) { totalCount nodes { commit { oid statusCheckRollup { state contexts(first: 10) {
          totalCount checkRunCountsByState { state count } statusContextCountsByState { state count }
        } } } } }
      } } }`,
      { n: pr.number },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      repository: {
        pullRequest: {
          mergeable: 'MERGEABLE',
          authorAssociation: 'MEMBER',
          projectCards: { totalCount: 0 },
          commits: {
            totalCount: 1,
            nodes: [
              {
                commit: {
                  oid: 'abcdef1234567890abcdef1234567890abcdef12',
                  statusCheckRollup: {
                    state: 'SUCCESS',
                    contexts: {
                      totalCount: 3,
                      checkRunCountsByState: [{ state: 'SUCCESS', count: 2 }],
                      statusContextCountsByState: [{ state: 'SUCCESS', count: 1 }],
                    },
                  },
                },
              },
            ],
          },
        },
      },
    });
  });

  it("lists a user's organizations: one's own, and another's only where the viewer is a member too", async () => {
    const query = 'query($login: String!) { user(login: $login) { organizations(first: 10) { totalCount nodes { login } } } }';
    const own = await server.graphql(as('hubot'), query, { login: 'gh-hubot' });
    expect(own.data).toEqual({ user: { organizations: { totalCount: 1, nodes: [{ login: 'gh-org' }] } } });
    const stranger = await server.graphql(as('outsider'), query, { login: 'gh-hubot' });
    expect(stranger.data).toEqual({ user: { organizations: { totalCount: 0, nodes: [] } } });
  });

  it('orders projectsV2 as asked and answers classic projects as empty connections', async () => {
    for (const [number, title] of [
      [1, 'Beta'],
      [2, 'Alpha'],
    ] as const) {
      await server.db.insert(t.projects).values({ ownerId: org.id, number, title, public: true });
    }
    const response = await server.graphql(
      as('hubot'),
      `{ organization(login: "gh-org") {
        byTitle: projectsV2(first: 10, orderBy: { field: TITLE, direction: ASC }) { nodes { title resourcePath } }
        byNumber: projectsV2(first: 10) { nodes { number } }
        writable: projectsV2(first: 10, minPermissionLevel: WRITE) { totalCount }
        projects(first: 10, states: [OPEN]) { totalCount nodes { name } }
      } }`,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      organization: {
        byTitle: {
          nodes: [
            { title: 'Alpha', resourcePath: '/orgs/gh-org/projects/2' },
            { title: 'Beta', resourcePath: '/orgs/gh-org/projects/1' },
          ],
        },
        byNumber: { nodes: [{ number: 2 }, { number: 1 }] },
        writable: { totalCount: 2 },
        projects: { totalCount: 0, nodes: [] },
      },
    });
    const outsider = await server.graphql(
      as('outsider'),
      '{ organization(login: "gh-org") { projectsV2(first: 10, minPermissionLevel: WRITE) { totalCount } } }',
    );
    expect(outsider.data).toEqual({ organization: { projectsV2: { totalCount: 0 } } });
  });
});
