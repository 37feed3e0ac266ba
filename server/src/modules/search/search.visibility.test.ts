import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import { queryRows } from '../../db/client.ts';
import { int, rowShape, text } from '../../db/rowShape.ts';
import * as t from '../../db/schema/index.ts';
import { countIssuesByState, searchIssues, SearchQueryError } from './search.engine.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { readableRepositories, readableRepositoryIds } from '../../policies/repository.scope.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { op } from '../../../testing/operations.ts';
import { actorOf } from '../../policies/actor.ts';

interface SearchData {
  search: {
    issueCount: number;
    edges: { cursor: string; node: { title: string } }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  };
}

interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; positions?: { start: number; end: number }[] };
}

/** The project extensions, sent inline (GitHub's public schema does not have them). */
const EXTENDED_SEARCH = /* GraphQL */ `
  query ExtendedSearch($query: String!, $first: Int, $skip: Int, $after: String) {
    search(query: $query, type: ISSUE_ADVANCED, first: $first, skip: $skip, after: $after) {
      issueCount
      openIssueCount
      closedIssueCount
      hiddenSsoOrganizations {
        login
      }
      nodes {
        ... on Issue {
          title
        }
        ... on PullRequest {
          title
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
    }
  }
`;

interface ExtendedData {
  search: {
    issueCount: number;
    openIssueCount: number;
    closedIssueCount: number;
    hiddenSsoOrganizations: { login: string }[];
    nodes: { title: string }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  };
}

/** Titles the viewer must never see, whatever the query. */
const HIDDEN = ['Vault crash secret', 'Vault pull request', 'SSO inner crash', 'Disabled issues crash'];

describe('search visibility, limits and errors', () => {
  let server: TestServer;
  let alice: AccountRow;
  let token: string;
  let sso: AccountRow;
  let bulk: RepositoryRow;
  let bob: AccountRow;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    alice = await buildUser(db, { login: 'alice' });
    bob = await buildUser(db, { login: 'bob' });
    token = await buildToken(db, alice);
    const acme = await buildOrg(db, { login: 'acme' });
    const other = await buildOrg(db, { login: 'other' });
    sso = await buildOrg(db, { login: 'ssoorg', ssoRequired: true });
    await addMember(db, acme, alice);
    await addMember(db, sso, alice);
    const widgets = await buildRepo(db, acme, { name: 'widgets' });
    const vault = await buildRepo(db, other, { name: 'vault', visibility: 'private' });
    const inner = await buildRepo(db, sso, { name: 'inner', visibility: 'private' });
    const open = await buildRepo(db, sso, { name: 'open' });
    const noIssues = await buildRepo(db, acme, { name: 'no-issues', hasIssuesEnabled: false });
    bulk = await buildRepo(db, acme, { name: 'bulk' });

    const bug = await buildLabel(db, widgets, { name: 'bug' });
    const vaultBug = await buildLabel(db, vault, { name: 'bug' });
    const visible = await buildIssue(db, widgets, alice, { title: 'Widgets crash', labels: [bug] });
    await buildIssue(db, widgets, bob, { title: 'Widgets closed', state: 'closed', stateReason: 'completed' });
    const secret = await buildIssue(db, vault, bob, {
      title: 'Vault crash secret',
      body: 'crash mentions alice',
      labels: [vaultBug],
      assignees: [alice],
    });
    const secretPr = await buildIssue(db, vault, alice, { kind: 'pull_request', title: 'Vault pull request' });
    await db.insert(t.issueMentions).values({ issueId: secret.id, userId: alice.id });
    await db.insert(t.issueComments).values({ issueId: secret.id, authorId: alice.id, body: 'crash' });
    // Relations from a readable issue to unreadable ones must not reveal them.
    await db.insert(t.issueDependencies).values({ issueId: visible.id, blockingIssueId: secret.id });
    await db.insert(t.closingReferences).values({ pullRequestId: secretPr.id, issueId: visible.id });
    await buildIssue(db, inner, alice, { title: 'SSO inner crash', labels: [] });
    await buildIssue(db, open, alice, { title: 'SSO public crash' });
    await buildIssue(db, noIssues, alice, { title: 'Disabled issues crash' });
    await buildIssue(db, noIssues, alice, { kind: 'pull_request', title: 'Disabled issues pull request' });
    await db.execute(sql`INSERT INTO issues (repo_id, number, title, created_at)
      SELECT ${bulk.id}, n, 'Bulk ' || n, timestamptz '2024-01-01' + n * interval '1 minute' FROM generate_series(1, 1005) AS n`);
  });
  afterAll(() => server.close());

  async function search(query: string, first = 100) {
    const result = await server.graphql<SearchData>(token, op('SearchIssues'), { query, first });
    expect(result.errors).toBeUndefined();
    if (!result.data) throw new Error('no data');
    return result.data.search;
  }

  async function extended(variables: Record<string, unknown>) {
    const result = await server.graphql<ExtendedData>(token, EXTENDED_SEARCH, variables);
    expect(result.errors).toBeUndefined();
    if (!result.data) throw new Error('no data');
    return result.data.search;
  }

  const probes = [
    '-repo:acme/bulk',
    'crash',
    'crash OR secret OR vault',
    'label:bug',
    'label:bug OR is:open',
    '-label:bug -repo:acme/bulk',
    'no:label -repo:acme/bulk',
    'involves:alice',
    'mentions:alice OR assignee:alice OR commenter:alice',
    'author:alice',
    'is:private',
    '(is:internal OR is:private OR is:public) -repo:acme/bulk',
    'NOT widgets -repo:acme/bulk',
    '-(label:bug) -repo:acme/bulk',
    'repo:other/vault',
    'repo:ssoorg/inner',
    'org:other',
    'user:other OR org:ssoorg',
    '(repo:other/vault OR repo:acme/widgets)',
    '(is:open OR is:closed) -repo:acme/bulk',
    'blocked-by:other/vault#1',
    'is:blocked',
    'has:blocked-by',
    'linked:pr',
    'is:pr',
    'is:issue repo:acme/no-issues',
    // Type-and-state questions are answered from the repositories' counters.
    'repo:acme/no-issues',
    'is:open',
    'is:issue state:closed',
    'org:acme is:pr is:open',
    'user:other OR org:ssoorg is:issue',
  ];

  // Each probe runs as written and wrapped in a group next to the bulk repository's exclusion, so
  // every match fits in one page and the counts can be checked against the listed items.
  it.each(probes)('never reveals an unreadable or SSO-hidden item: %s', async (probe) => {
    for (const query of [probe, `(${probe}) -repo:acme/bulk`]) {
      const result = await search(query);
      const titles = result.edges.map((e) => e.node.title);
      for (const hidden of HIDDEN) expect(titles).not.toContain(hidden);
      if (result.issueCount <= 100) expect(result.issueCount).toBe(titles.length);
      const counts = await extended({ query, first: 0 });
      expect(counts.issueCount).toBe(result.issueCount);
      if (!/is:(open|closed)|state:/.test(query)) expect(counts.openIssueCount + counts.closedIssueCount).toBe(result.issueCount);
    }
  });

  it('finds the readable repositories grant by grant exactly as the read rule does', async () => {
    const db = server.db;
    // One repository per grant, each private so only that grant opens it.
    const carol = await buildUser(db, { login: 'carol' });
    const stranger = await buildUser(db, { login: 'stranger' });
    const corp = await buildOrg(db, { login: 'corp' });
    await buildRepo(db, carol, { name: 'own', visibility: 'private' });
    const shared = await buildRepo(db, corp, { name: 'shared', visibility: 'private' });
    await grant(db, shared, carol, 'read');
    const teamRepo = await buildRepo(db, corp, { name: 'team-only', visibility: 'private' });
    const [team] = await db.insert(t.teams).values({ orgId: corp.id, slug: 'core', name: 'Core' }).returning();
    await db.insert(t.teamMembers).values({ teamId: team?.id ?? 0, userId: carol.id });
    await db.insert(t.teamRepositories).values({ teamId: team?.id ?? 0, repoId: teamRepo.id });
    await buildRepo(db, corp, { name: 'closed', visibility: 'private' });
    for (const viewer of [alice, bob, carol, stranger]) {
      const ids = async (where: ReturnType<typeof sql>) =>
        (await queryRows(db, sql`SELECT r.id FROM repositories r WHERE ${where} ORDER BY r.id`, rowShape({ id: int }))).map(
          (row) => row.id,
        );
      const byRule = await ids(readableRepositories(actorOf(viewer), sql.raw('r')));
      expect(await ids(sql`r.id IN ${readableRepositoryIds(actorOf(viewer))}`)).toEqual(byRule);
    }
    expect(readableRepositoryIds({ id: alice.id, isSiteAdmin: true, scopes: null })).toBeNull();
    // carol reads her own, the shared and the team repository, and every public one.
    const carolReads = await queryRows(
      db,
      sql`SELECT r.name FROM repositories r WHERE r.id IN ${readableRepositoryIds(actorOf(carol))} AND r.visibility <> 'public' ORDER BY r.name`,
      rowShape({ name: text }),
    );
    expect(carolReads.map((row) => row.name)).toEqual(['own', 'shared', 'team-only']);
  });

  it('keeps relations to unreadable issues out of relationship qualifiers', async () => {
    expect((await search('blocked-by:other/vault#1')).issueCount).toBe(0);
    expect((await search('is:blocked')).issueCount).toBe(0);
    expect((await search('linked:pr')).issueCount).toBe(0);
  });

  it('shows pull requests but not issues of a repository with issues turned off', async () => {
    const result = await search('repo:acme/no-issues');
    expect(result.edges.map((e) => e.node.title)).toEqual(['Disabled issues pull request']);
  });

  it('counts open and closed matches with the query state terms left out', async () => {
    const counts = await extended({ query: 'repo:acme/widgets is:open', first: 0 });
    expect(counts).toMatchObject({ issueCount: 1, openIssueCount: 1, closedIssueCount: 1 });
    const direct = await countIssuesByState(server.db, actorOf(alice), 'crash state:closed');
    expect(direct).toEqual({ open: 2, closed: 0 });
  });

  it('looks a scope up once per request: a search and its counts share it, another scope does not', async () => {
    const scopes = new Map();
    const viewer = { id: alice.id, login: 'alice', isSiteAdmin: false, scopes: null };
    const first = await searchIssues(server.db, viewer, { query: 'repo:acme/widgets crash', first: 10, scopes });
    const counts = await countIssuesByState(server.db, viewer, 'repo:acme/widgets is:open crash', undefined, scopes);
    expect(scopes.size).toBe(1);
    expect(counts.open + counts.closed).toBe(first.issueCount);
    await searchIssues(server.db, viewer, { query: 'org:acme crash', first: 10, scopes });
    expect(scopes.size).toBe(2);
    // The same terms for another viewer are another scope.
    await searchIssues(
      server.db,
      { id: bob.id, login: 'bob', isSiteAdmin: false, scopes: null },
      { query: 'org:acme crash', first: 10, scopes },
    );
    expect(scopes.size).toBe(3);
  });

  it('hides non-public results of an SSO organization until the viewer holds an active session', async () => {
    const before = await extended({ query: 'crash', first: 10 });
    expect(before.nodes.map((n) => n.title)).not.toContain('SSO inner crash');
    expect(before.nodes.map((n) => n.title)).toContain('SSO public crash');
    expect(before.hiddenSsoOrganizations).toEqual([{ login: 'ssoorg' }]);
    // Scoped elsewhere, the organization is not reported.
    expect((await extended({ query: 'repo:acme/widgets', first: 1 })).hiddenSsoOrganizations).toEqual([]);

    await server.db.insert(t.ssoSessions).values({ userId: alice.id, orgId: sso.id, expiresAt: new Date(Date.now() - 60_000) });
    expect((await extended({ query: 'crash', first: 10 })).hiddenSsoOrganizations).toEqual([{ login: 'ssoorg' }]);

    await server.db.insert(t.ssoSessions).values({ userId: alice.id, orgId: sso.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const after = await extended({ query: 'crash', first: 10 });
    expect(after.nodes.map((n) => n.title)).toContain('SSO inner crash');
    expect(after.hiddenSsoOrganizations).toEqual([]);
    await server.db.delete(t.ssoSessions);
  });

  it('reaches only the first 1,000 results but reports the true total', async () => {
    const near = await extended({ query: 'repo:acme/bulk sort:created-asc', first: 10, skip: 995 });
    expect(near.issueCount).toBe(1005);
    expect(near.nodes.map((n) => n.title)).toEqual(['Bulk 996', 'Bulk 997', 'Bulk 998', 'Bulk 999', 'Bulk 1000']);
    expect(near.pageInfo.hasNextPage).toBe(false);
    const beyond = await extended({ query: 'repo:acme/bulk', first: 10, skip: 1000 });
    expect(beyond).toMatchObject({ issueCount: 1005, nodes: [] });

    const engine = await searchIssues(server.db, actorOf(alice), { query: 'repo:acme/bulk sort:created-asc', first: 25, skip: 990 });
    expect(engine.ids).toHaveLength(10);
    expect(engine.issueCount).toBe(1005);
  });

  it('pages with skip and with cursors', async () => {
    const page2 = await extended({ query: 'repo:acme/bulk sort:created-asc', first: 3, skip: 3 });
    expect(page2.nodes.map((n) => n.title)).toEqual(['Bulk 4', 'Bulk 5', 'Bulk 6']);
    expect(page2.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const first = await server.graphql<SearchData>(token, op('SearchIssues'), { query: 'repo:acme/bulk sort:created-asc', first: 2 });
    const after = first.data?.search.pageInfo.endCursor;
    const next = await server.graphql<SearchData>(token, op('SearchIssues'), {
      query: 'repo:acme/bulk sort:created-asc',
      first: 2,
      after,
    });
    expect(next.data?.search.edges.map((e) => e.node.title)).toEqual(['Bulk 3', 'Bulk 4']);
    // Backwards from a cursor: the page before it.
    const both = await server.graphql<SearchData>(token, op('SearchIssues'), { query: 'repo:acme/widgets sort:created-asc', first: 2 });
    const last = await server.graphql<{ search: { nodes: { title: string }[] } }>(token, op('SearchIssuesBackwards'), {
      query: 'repo:acme/widgets sort:created-asc',
      last: 1,
      before: both.data?.search.pageInfo.endCursor,
    });
    expect(last.data?.search.nodes.map((n) => n.title)).toEqual(['Widgets crash']);
  });

  it('answers other search types with an empty result', async () => {
    const result = await server.graphql<{ search: { issueCount: number; nodes: unknown[] } }>(token, op('SearchRepositories'), {
      query: 'widgets',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.search).toMatchObject({ issueCount: 0, repositoryCount: 0, nodes: [] });
  });

  const invalid: [string, { start: number; end: number }][] = [
    ['(label:a OR label:b', { start: 0, end: 1 }],
    ['is:bogus', { start: 3, end: 8 }],
    ['created:2024-13-01', { start: 8, end: 18 }],
    ['sort:bogus', { start: 5, end: 10 }],
    ['-no:label', { start: 0, end: 9 }],
    ['no:bogus', { start: 3, end: 8 }],
  ];

  it.each(invalid)('rejects %s with INVALID_QUERY and the position', async (query, position) => {
    const result = await server.graphql<SearchData>(token, op('SearchIssues'), { query, first: 10 });
    const error = result.errors?.[0] as GraphQLErrorShape | undefined;
    expect(error?.extensions?.code).toBe('INVALID_QUERY');
    expect(error?.message).toMatch(/[a-z]{3,} /i);
    const positions = error?.extensions?.positions ?? [];
    expect(positions.length).toBeGreaterThan(0);
    expect(positions.some((p) => p.start <= position.start && p.end >= position.start)).toBe(true);
  });

  it('throws SearchQueryError from the engine for an invalid query', async () => {
    await expect(searchIssues(server.db, actorOf(alice), { query: 'is:bogus', first: 10 })).rejects.toBeInstanceOf(SearchQueryError);
  });

  const hostile = [
    '"',
    '\\',
    '\\"',
    `'; DROP TABLE issues; --`,
    `label:"'; DROP TABLE issues; --"`,
    `"'); DELETE FROM issues; --"`,
    'head:%_\\',
    'field.x:\'"',
    'author:%',
    "milestone:'",
    '!!! ::: &&& |||',
    'x'.repeat(10_000),
    '('.repeat(50),
  ];

  it.each(hostile.map((q) => [q.length > 60 ? `${q.slice(0, 20)}… (${q.length} chars)` : q, q]))(
    'survives hostile input %s',
    async (_name, query) => {
      const result = await server.graphql<SearchData>(token, op('SearchIssues'), { query, first: 10 });
      expect(result.status).toBe(200);
      for (const error of result.errors ?? []) expect((error as GraphQLErrorShape).extensions?.code).toBe('INVALID_QUERY');
      for (const edge of result.data?.search.edges ?? []) expect(HIDDEN).not.toContain(edge.node.title);
    },
  );

  it('still has every issue after the hostile input', async () => {
    const result = await server.db.select({ n: sql<number>`count(*)::int` }).from(t.issues);
    expect(result[0]?.n).toBe(1005 + 8);
  });
});
