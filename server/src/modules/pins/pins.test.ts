import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { addMember, buildIssue, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { op } from '../../../testing/operations.ts';

// Extensions (absent from GitHub's public schema), so written here rather than in operations/github.
const PINNED = /* GraphQL */ `
  query Pinned($owner: String!, $name: String!) {
    repository(owner: $owner, name: $name) {
      id
      viewerCanPinIssues
      pinnedIssues(first: 3) {
        totalCount
        nodes {
          issue {
            id
            number
          }
        }
      }
    }
  }
`;

const PRIORITIZE = /* GraphQL */ `
  mutation Prioritize($repositoryId: ID!, $issueIds: [ID!]!) {
    prioritizePinnedIssues(input: { repositoryId: $repositoryId, issueIds: $issueIds, clientMutationId: "reorder" }) {
      clientMutationId
      repository {
        pinnedIssues(first: 3) {
          nodes {
            issue {
              number
            }
          }
        }
      }
    }
  }
`;

interface PinnedData {
  repository: {
    id: string;
    viewerCanPinIssues: boolean;
    pinnedIssues: { totalCount: number; nodes: { issue: { id: string; number: number } }[] };
  } | null;
}

interface PrioritizeData {
  prioritizePinnedIssues: { clientMutationId: string; repository: { pinnedIssues: { nodes: { issue: { number: number } }[] } } } | null;
}

describe('pinned issues', () => {
  let server: TestServer;
  let org: AccountRow;
  let repo: RepositoryRow;
  let other: RepositoryRow;
  let tokens: Record<'admin' | 'pusher' | 'triager' | 'reader' | 'outsider', string>;
  let issues: IssueRow[];
  let elsewhere: IssueRow;

  const issueId = (issue: IssueRow) => toGlobalId('Issue', issue.id);

  async function pinned(token: string, name = repo.name) {
    const result = await server.graphql<PinnedData>(token, PINNED, { owner: org.login, name });
    expect(result.errors).toBeUndefined();
    const repository = result.data?.repository;
    if (!repository) throw new Error(`No repository ${name}`);
    return repository;
  }

  async function pinnedNumbers(name = repo.name): Promise<number[]> {
    return (await pinned(tokens.admin, name)).pinnedIssues.nodes.map((node) => node.issue.number);
  }

  const prioritize = (token: string, issueIds: string[], repositoryId = toGlobalId('Repository', repo.id)) =>
    server.graphql<PrioritizeData>(token, PRIORITIZE, { repositoryId, issueIds });

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const [admin, pusher, triager, reader, outsider] = await Promise.all(
      ['pin-admin', 'pin-pusher', 'pin-triager', 'pin-reader', 'pin-outsider'].map((login) => buildUser(db, { login })),
    );
    if (!admin || !pusher || !triager || !reader || !outsider) throw new Error('users missing');
    org = await buildOrg(db, { login: 'pinners' });
    await addMember(db, org, admin, 'admin');
    repo = await buildRepo(db, org, { name: 'widgets' });
    other = await buildRepo(db, org, { name: 'gadgets' });
    await grant(db, repo, pusher, 'write');
    await grant(db, repo, triager, 'triage');
    await grant(db, repo, reader, 'read');
    tokens = {
      admin: await buildToken(db, admin),
      pusher: await buildToken(db, pusher),
      triager: await buildToken(db, triager),
      reader: await buildToken(db, reader),
      outsider: await buildToken(db, outsider),
    };
    issues = [];
    for (const title of ['First', 'Second', 'Third', 'Fourth']) issues.push(await buildIssue(db, repo, admin, { title }));
    elsewhere = await buildIssue(db, other, admin, { title: 'Elsewhere' });
  });
  afterAll(() => server.close());

  /** Each test starts from issues #1, #2, #3 of widgets pinned in that order and #1 of gadgets pinned. */
  beforeEach(async () => {
    await server.db.delete(t.pinnedIssues);
    for (const issue of [...issues.slice(0, 3), elsewhere]) {
      const result = await server.graphql(tokens.admin, op('PinIssue'), { issueId: issueId(issue) });
      expect(result.errors).toBeUndefined();
    }
  });

  it('lets admins and people with push rights pin, but not triagers, readers or other signed-in users', async () => {
    expect((await pinned(tokens.admin)).viewerCanPinIssues).toBe(true);
    expect((await pinned(tokens.pusher)).viewerCanPinIssues).toBe(true);
    expect((await pinned(tokens.triager)).viewerCanPinIssues).toBe(false);
    expect((await pinned(tokens.reader)).viewerCanPinIssues).toBe(false);
    expect((await pinned(tokens.outsider)).viewerCanPinIssues).toBe(false);
  });

  it('tells nobody they can pin in an archived repository', async () => {
    const archived = await buildRepo(server.db, org, { name: 'attic', isArchived: true });
    expect((await pinned(tokens.admin, archived.name)).viewerCanPinIssues).toBe(false);
  });

  it('hides pins and pinning where issues are turned off, as the issues themselves are hidden', async () => {
    const quiet = await buildRepo(server.db, org, { name: 'quiet' });
    const pinnedHere = await buildIssue(server.db, quiet, null);
    await server.db.insert(t.pinnedIssues).values({ repoId: quiet.id, issueId: pinnedHere.id, position: 1 });
    expect((await pinned(tokens.admin, 'quiet')).pinnedIssues.totalCount).toBe(1);
    await server.db.update(t.repositories).set({ hasIssuesEnabled: false }).where(eq(t.repositories.id, quiet.id));
    const off = await pinned(tokens.admin, 'quiet');
    expect(off.viewerCanPinIssues).toBe(false);
    expect(off.pinnedIssues.totalCount).toBe(0);
    const reorder = await prioritize(tokens.admin, [], toGlobalId('Repository', quiet.id));
    expect(reorder.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers signed-out requests with 401 and no data', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: PINNED, variables: { owner: org.login, name: repo.name } }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('data');
  });

  it('lists pinned issues in pin order, to everyone who can read the repository', async () => {
    const forReader = await pinned(tokens.reader);
    expect(forReader.pinnedIssues.totalCount).toBe(3);
    expect(forReader.pinnedIssues.nodes.map((node) => node.issue.number)).toEqual(issues.slice(0, 3).map((issue) => issue.number));
  });

  it('refuses a fourth pin', async () => {
    const result = await server.graphql(tokens.admin, op('PinIssue'), { issueId: issueId(issues[3] as IssueRow) });
    expect(result.errors?.[0]?.message).toBe('You can only pin up to 3 issues.');
    expect(await pinnedNumbers()).toHaveLength(3);
  });

  it('keeps to three pins with distinct positions when pins arrive at the same time', async () => {
    await server.db.delete(t.pinnedIssues);
    const results = await Promise.all(issues.map((issue) => server.graphql(tokens.admin, op('PinIssue'), { issueId: issueId(issue) })));
    expect(results.filter((result) => result.errors?.[0]?.message === 'You can only pin up to 3 issues.')).toHaveLength(1);
    const rows = await server.db.select().from(t.pinnedIssues);
    expect(rows.map((row) => row.position).sort()).toEqual([1, 2, 3]);
  });

  it('reorders the pinned issues, and the new order stays', async () => {
    const [first, second, third] = issues as [IssueRow, IssueRow, IssueRow];
    const result = await prioritize(tokens.pusher, [issueId(third), issueId(first), issueId(second)]);
    expect(result.errors).toBeUndefined();
    expect(result.data?.prioritizePinnedIssues?.clientMutationId).toBe('reorder');
    const expected = [third.number, first.number, second.number];
    expect(result.data?.prioritizePinnedIssues?.repository.pinnedIssues.nodes.map((node) => node.issue.number)).toEqual(expected);
    expect(await pinnedNumbers()).toEqual(expected);
    // The other repository's pin is untouched.
    expect(await pinnedNumbers(other.name)).toEqual([elsewhere.number]);
  });

  it('keeps positions without gaps after an unpin, so a later reorder and pin still line up', async () => {
    const [first, second, third, fourth] = issues as [IssueRow, IssueRow, IssueRow, IssueRow];
    const unpinned = await server.graphql<{ unpinIssue: { issue: { isPinned: boolean } } }>(tokens.pusher, op('UnpinIssue'), {
      issueId: issueId(second),
    });
    expect(unpinned.data?.unpinIssue.issue.isPinned).toBe(false);
    expect((await prioritize(tokens.admin, [issueId(third), issueId(first)])).errors).toBeUndefined();
    expect((await server.graphql(tokens.admin, op('PinIssue'), { issueId: issueId(fourth) })).errors).toBeUndefined();
    expect(await pinnedNumbers()).toEqual([third.number, first.number, fourth.number]);
  });

  describe('rejects an order that is not exactly the pinned issues, and changes nothing', () => {
    const original = () => issues.slice(0, 3).map((issue) => issue.number);
    const cases: [string, () => string[], (ids: string[]) => string][] = [
      [
        'a missing pinned issue',
        () => [issueId(issues[1] as IssueRow), issueId(issues[0] as IssueRow)],
        () => `The new order must list every pinned issue of pinners/widgets: ${issueId(issues[2] as IssueRow)} is missing.`,
      ],
      [
        'an empty list',
        () => [],
        () => `The new order must list every pinned issue of pinners/widgets: ${issues.slice(0, 3).map(issueId).join(', ')} are missing.`,
      ],
      [
        'an issue of the repository that is not pinned',
        () => [...issues.slice(0, 3).map(issueId), issueId(issues[3] as IssueRow)],
        (ids) => `${ids[3]} is not a pinned issue of pinners/widgets.`,
      ],
      [
        "another repository's pinned issue in place of one",
        () => [issueId(elsewhere), ...issues.slice(1, 3).map(issueId)],
        (ids) => `${ids[0]} is not a pinned issue of pinners/widgets.`,
      ],
      [
        'a duplicated issue',
        () => [issueId(issues[2] as IssueRow), issueId(issues[0] as IssueRow), issueId(issues[2] as IssueRow)],
        (ids) => `${ids[0]} is listed more than once.`,
      ],
      [
        'a malformed id',
        () => ['nonsense', ...issues.slice(1, 3).map(issueId)],
        () => 'nonsense is not a pinned issue of pinners/widgets.',
      ],
      [
        "a repository's id in place of an issue's",
        () => [toGlobalId('Repository', repo.id), ...issues.slice(1, 3).map(issueId)],
        (ids) => `${ids[0]} is not a pinned issue of pinners/widgets.`,
      ],
    ];
    it.each(cases)('%s', async (_name, ids, message) => {
      const issueIds = ids();
      const result = await prioritize(tokens.admin, issueIds);
      expect(result.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([[message(issueIds), 'BAD_USER_INPUT']]);
      expect(result.data?.prioritizePinnedIssues).toBeNull();
      expect(await pinnedNumbers()).toEqual(original());
    });
  });

  it('does not let a reader or a triager reorder or unpin', async () => {
    const reversed = issues.slice(0, 3).map(issueId).reverse();
    for (const [login, token] of [
      ['pin-reader', tokens.reader],
      ['pin-triager', tokens.triager],
    ] as const) {
      const reorder = await prioritize(token, reversed);
      expect(reorder.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
        [`${login} does not have the correct permissions to execute \`PrioritizePinnedIssues\``, 'FORBIDDEN'],
      ]);
      const unpin = await server.graphql(token, op('UnpinIssue'), { issueId: issueId(issues[0] as IssueRow) });
      expect(unpin.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
        [`${login} does not have the correct permissions to execute \`UnpinIssue\``, 'FORBIDDEN'],
      ]);
    }
    expect(await pinnedNumbers()).toEqual(issues.slice(0, 3).map((issue) => issue.number));
  });

  it('answers "could not resolve" for a repository the viewer cannot read, or an id that is not a repository', async () => {
    const secret = await buildRepo(server.db, org, { name: 'secret', visibility: 'private' });
    const secretId = toGlobalId('Repository', secret.id);
    const hidden = await prioritize(tokens.outsider, [], secretId);
    expect(hidden.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      [`Could not resolve to a node with the global id of '${secretId}'`, 'NOT_FOUND'],
    ]);
    const notRepository = issueId(issues[0] as IssueRow);
    const wrongType = await prioritize(tokens.admin, [], notRepository);
    expect(wrongType.errors?.[0]?.message).toBe(`Could not resolve to a node with the global id of '${notRepository}'`);
  });
});
