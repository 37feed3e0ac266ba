import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const FIELDS = `id name query description icon color searchType createdAt updatedAt
  scopingRepository { nameWithOwner }`;

const CREATE = `mutation($input: CreateDashboardSearchShortcutInput!) {
  createDashboardSearchShortcut(input: $input) {
    clientMutationId
    shortcut { ${FIELDS} }
    shortcutEdge { cursor node { id } }
    dashboard { shortcuts(first: 25) { totalCount edges { cursor node { id } } } }
  }
}`;

const UPDATE = `mutation($input: UpdateDashboardSearchShortcutInput!) {
  updateDashboardSearchShortcut(input: $input) { clientMutationId shortcut { ${FIELDS} } }
}`;

const REMOVE = `mutation($input: RemoveDashboardSearchShortcutInput!) {
  removeDashboardSearchShortcut(input: $input) {
    clientMutationId
    removedShortcutId
    dashboard { shortcuts(first: 25) { totalCount nodes { id } } }
  }
}`;

const LIST = `query($types: [SearchShortcutType!], $first: Int, $after: String) {
  viewer {
    dashboard {
      shortcuts(first: $first, after: $after, searchTypes: $types) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { ${FIELDS} } }
      }
    }
  }
}`;

const NODE = `query($id: ID!) { node(id: $id) { __typename ... on SearchShortcut { ${FIELDS} } } }`;

const USER_DASHBOARD = `query($login: String!) { user(login: $login) { login dashboard { shortcuts(first: 5) { totalCount } } } }`;

interface Shortcut {
  id: string;
  name: string;
  query: string;
  description: string | null;
  icon: string;
  color: string;
  searchType: string;
  createdAt: string;
  updatedAt: string;
  scopingRepository: { nameWithOwner: string } | null;
}

interface CreateData {
  createDashboardSearchShortcut: {
    clientMutationId: string | null;
    shortcut: Shortcut;
    shortcutEdge: { cursor: string; node: { id: string } };
    dashboard: { shortcuts: { totalCount: number; edges: { cursor: string; node: { id: string } }[] } };
  };
}

interface ListData {
  viewer: {
    dashboard: {
      shortcuts: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: { cursor: string; node: Shortcut }[];
      };
    };
  };
}

describe('saved views (dashboard search shortcuts)', () => {
  let server: TestServer;
  let org: AccountRow;
  let publicRepo: RepositoryRow;
  let privateRepo: RepositoryRow;

  beforeAll(async () => {
    server = await startTestServer();
    org = await buildOrg(server.db, { login: 'sv-org' });
    publicRepo = await buildRepo(server.db, org, { name: 'Hello-World' });
    privateRepo = await buildRepo(server.db, org, { name: 'private-app', visibility: 'private' });
    await buildRepo(server.db, org, { name: 'secret', visibility: 'private' });
  });
  afterAll(() => server.close());

  /** A fresh user with a token; `read` grants read access to the private repository. */
  async function newUser(login: string, read = false) {
    const user = await buildUser(server.db, { login });
    if (read) await grant(server.db, privateRepo, user, 'read');
    return { user, token: await buildToken(server.db, user) };
  }

  const create = (token: string, input: Record<string, unknown>) => server.graphql<CreateData>(token, CREATE, { input });
  const list = (token: string, variables: Record<string, unknown> = {}) =>
    server.graphql<ListData>(token, LIST, { first: 25, ...variables });
  const stored = (user: AccountRow) => server.db.select().from(t.savedViews).where(eq(t.savedViews.userId, user.id));
  const fill = async (user: AccountRow, n: number) =>
    server.db
      .insert(t.savedViews)
      .values(Array.from({ length: n }, (_, i) => ({ userId: user.id, name: `View ${i}`, query: `is:open ${i}`, position: i })));

  it('creates, reads, updates and removes a view with every field', async () => {
    const { token } = await newUser('sv-crud', true);
    const created = await create(token, {
      clientMutationId: 'c1',
      name: '  Triage  ',
      query: '  is:issue state:open label:bug  ',
      description: '  Bugs to look at  ',
      icon: 'BUG',
      color: 'RED',
      searchType: 'PULL_REQUESTS',
      scopingRepository: { owner: 'sv-org', name: 'private-app' },
    });
    expect(created.errors).toBeUndefined();
    const payload = created.data!.createDashboardSearchShortcut;
    expect(payload.clientMutationId).toBe('c1');
    const shortcut = payload.shortcut;
    expect(shortcut).toMatchObject({
      name: 'Triage',
      query: 'repo:sv-org/private-app is:issue state:open label:bug',
      description: 'Bugs to look at',
      icon: 'BUG',
      color: 'RED',
      searchType: 'PULL_REQUESTS',
      scopingRepository: { nameWithOwner: 'sv-org/private-app' },
    });
    expect(shortcut.id).toMatch(/^SSC_/);
    expect(Date.parse(shortcut.createdAt)).not.toBeNaN();
    expect(payload.shortcutEdge.node.id).toBe(shortcut.id);
    expect(payload.dashboard.shortcuts.totalCount).toBe(1);
    expect(payload.dashboard.shortcuts.edges).toEqual([{ cursor: payload.shortcutEdge.cursor, node: { id: shortcut.id } }]);

    // Defaults: BOOKMARK, GRAY, ISSUES; the second view's edge cursor matches the list's.
    const second = await create(token, { name: 'Second', query: 'is:pr' });
    const secondPayload = second.data!.createDashboardSearchShortcut;
    expect(secondPayload.shortcut).toMatchObject({ icon: 'BOOKMARK', color: 'GRAY', searchType: 'ISSUES', description: null });
    expect(secondPayload.dashboard.shortcuts.edges.map((e) => e.node.id)).toEqual([shortcut.id, secondPayload.shortcut.id]);
    expect(secondPayload.dashboard.shortcuts.edges[1]?.cursor).toBe(secondPayload.shortcutEdge.cursor);

    const read = await server.graphql<{ node: Shortcut & { __typename: string } }>(token, NODE, { id: shortcut.id });
    expect(read.data?.node).toEqual({ __typename: 'SearchShortcut', ...shortcut });

    const listed = await list(token);
    expect(listed.data?.viewer.dashboard.shortcuts.edges.map((e) => e.node.name)).toEqual(['Triage', 'Second']);

    const updated = await server.graphql<{ updateDashboardSearchShortcut: { clientMutationId: string; shortcut: Shortcut } }>(
      token,
      UPDATE,
      {
        input: {
          clientMutationId: 'u1',
          shortcutId: shortcut.id,
          name: ' Renamed ',
          query: ' is:issue is:closed ',
          description: ' Closed ones ',
          icon: 'ROCKET',
          color: 'PURPLE',
        },
      },
    );
    expect(updated.errors).toBeUndefined();
    const after = updated.data!.updateDashboardSearchShortcut;
    expect(after.clientMutationId).toBe('u1');
    expect(after.shortcut).toMatchObject({
      id: shortcut.id,
      name: 'Renamed',
      query: 'is:issue is:closed',
      description: 'Closed ones',
      icon: 'ROCKET',
      color: 'PURPLE',
      searchType: 'PULL_REQUESTS',
      scopingRepository: null,
      createdAt: shortcut.createdAt,
    });
    expect(Date.parse(after.shortcut.updatedAt)).toBeGreaterThanOrEqual(Date.parse(shortcut.updatedAt));

    // Fields not given stay; an empty description clears it.
    const partial = await server.graphql<{ updateDashboardSearchShortcut: { shortcut: Shortcut } }>(token, UPDATE, {
      input: { shortcutId: shortcut.id, description: '   ' },
    });
    expect(partial.data?.updateDashboardSearchShortcut.shortcut).toMatchObject({
      name: 'Renamed',
      query: 'is:issue is:closed',
      description: null,
    });

    const removed = await server.graphql<{
      removeDashboardSearchShortcut: {
        clientMutationId: string;
        removedShortcutId: string;
        dashboard: { shortcuts: { totalCount: number } };
      };
    }>(token, REMOVE, { input: { clientMutationId: 'r1', shortcutId: shortcut.id } });
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeDashboardSearchShortcut).toEqual({
      clientMutationId: 'r1',
      removedShortcutId: shortcut.id,
      dashboard: { shortcuts: { totalCount: 1, nodes: [{ id: secondPayload.shortcut.id }] } },
    });
    expect((await server.graphql(token, NODE, { id: shortcut.id })).data).toEqual({ node: null });
  });

  it("names a view 'Untitled view' when its name is missing or blank", async () => {
    const { token } = await newUser('sv-untitled');
    const missing = await create(token, { query: 'is:open' });
    expect(missing.data?.createDashboardSearchShortcut.shortcut.name).toBe('Untitled view');
    const blank = await create(token, { name: '   ', query: '' });
    expect(blank.data?.createDashboardSearchShortcut.shortcut).toMatchObject({ name: 'Untitled view', query: '' });
    const renamed = await server.graphql<{ updateDashboardSearchShortcut: { shortcut: Shortcut } }>(token, UPDATE, {
      input: { shortcutId: blank.data?.createDashboardSearchShortcut.shortcut.id, name: 'Named' },
    });
    expect(renamed.data?.updateDashboardSearchShortcut.shortcut.name).toBe('Named');
    const cleared = await server.graphql<{ updateDashboardSearchShortcut: { shortcut: Shortcut } }>(token, UPDATE, {
      input: { shortcutId: blank.data?.createDashboardSearchShortcut.shortcut.id, name: ' ' },
    });
    expect(cleared.data?.updateDashboardSearchShortcut.shortcut.name).toBe('Untitled view');
  });

  it('refuses a long name, description or query and an invalid query, writing nothing', async () => {
    const { user, token } = await newUser('sv-validation');
    const longest = `label:${'x'.repeat(1018)}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'n'.repeat(101) }, 'Name is too long (maximum is 100 characters)'],
      [{ description: 'd'.repeat(401) }, 'Description is too long (maximum is 400 characters)'],
      [{ query: 'q'.repeat(1025) }, 'Query is too long (maximum is 1024 characters)'],
    ];
    for (const [input, message] of cases) {
      const result = await create(token, input);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(result.data?.createDashboardSearchShortcut ?? null).toBeNull();
    }
    const invalid = await create(token, { query: 'is:issue (label:bug' });
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.message).toBe('Unbalanced parenthesis at position 10');
    const badValue = await create(token, { query: 'is:nonsense' });
    expect(badValue.errors?.[0]?.message).toMatch(/^Invalid value "nonsense" for is: at position 4\./);
    expect(badValue.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // With a scoping repository, the prefixed query must still fit.
    const scopedTooLong = await create(token, { query: longest, scopingRepository: { owner: 'sv-org', name: 'Hello-World' } });
    expect(scopedTooLong.errors?.[0]?.message).toBe('Query is too long (maximum is 1024 characters)');
    expect(await stored(user)).toHaveLength(0);
    // Exactly at the limits is fine.
    const edge = await create(token, { name: 'n'.repeat(100), description: 'd'.repeat(400), query: longest });
    expect(edge.errors).toBeUndefined();
    expect(await stored(user)).toHaveLength(1);

    const id = edge.data!.createDashboardSearchShortcut.shortcut.id;
    for (const [input, message] of cases) {
      const result = await server.graphql(token, UPDATE, { input: { shortcutId: id, ...input } });
      expect(result.errors?.[0]?.message).toBe(message);
    }
    const invalidUpdate = await server.graphql(token, UPDATE, { input: { shortcutId: id, query: 'a OR', name: 'changed' } });
    expect(invalidUpdate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [row] = await stored(user);
    expect(row).toMatchObject({ name: 'n'.repeat(100), query: longest, description: 'd'.repeat(400) });
  });

  it('keeps at most 25 views per user', async () => {
    const { user, token } = await newUser('sv-limit');
    await fill(user, 24);
    const last = await create(token, { name: 'Twenty-fifth' });
    expect(last.errors).toBeUndefined();
    expect(last.data?.createDashboardSearchShortcut.dashboard.shortcuts.totalCount).toBe(25);
    const over = await create(token, { name: 'Twenty-sixth' });
    expect(over.errors?.[0]).toMatchObject({
      message: 'You have reached the maximum number of saved views',
      extensions: { code: 'UNPROCESSABLE' },
    });
    expect(await stored(user)).toHaveLength(25);

    const removed = await server.graphql(token, REMOVE, { input: { shortcutId: last.data?.createDashboardSearchShortcut.shortcut.id } });
    expect(removed.errors).toBeUndefined();
    const again = await create(token, { name: 'Again' });
    expect(again.errors).toBeUndefined();
    expect(await stored(user)).toHaveLength(25);
  });

  it('lets concurrent creates at 24 views leave exactly 25', async () => {
    // Two at once, as the spec's case; then more at once, so that unlocked counts would overlap.
    for (const [login, parallel] of [
      ['sv-race', 2],
      ['sv-race-many', 6],
    ] as const) {
      const { user, token } = await newUser(login);
      await fill(user, 24);
      const results = await Promise.all(Array.from({ length: parallel }, (_, i) => create(token, { name: `Racer ${i}` })));
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      const refused = results.filter((r) => r.errors);
      expect(refused).toHaveLength(parallel - 1);
      for (const r of refused) expect(r.errors?.[0]?.message).toBe('You have reached the maximum number of saved views');
      expect(await stored(user)).toHaveLength(25);
    }
  });

  it('lets only the owner read, change or remove a view', async () => {
    const owner = await newUser('sv-owner');
    const other = await newUser('sv-other');
    const created = await create(owner.token, { name: 'Mine', query: 'is:open' });
    const id = created.data!.createDashboardSearchShortcut.shortcut.id;

    expect((await server.graphql(other.token, NODE, { id })).data).toEqual({ node: null });
    const missingId = toGlobalId('SearchShortcut', 2_000_000);
    expect((await server.graphql(other.token, NODE, { id: missingId })).data).toEqual({ node: null });

    for (const [query, input] of [
      [UPDATE, { shortcutId: id, name: 'Theirs' }],
      [REMOVE, { shortcutId: id }],
    ] as const) {
      const result = await server.graphql(other.token, query, { input });
      expect(result.errors?.[0]).toMatchObject({
        message: `Could not resolve to a node with the global id of '${id}'`,
        extensions: { code: 'NOT_FOUND' },
      });
      const missing = await server.graphql(other.token, query, { input: { ...input, shortcutId: missingId } });
      expect(missing.errors?.[0]?.message).toBe(`Could not resolve to a node with the global id of '${missingId}'`);
    }
    const wrongType = toGlobalId('Repository', publicRepo.id);
    const notAShortcut = await server.graphql(owner.token, REMOVE, { input: { shortcutId: wrongType } });
    expect(notAShortcut.errors?.[0]?.message).toBe(`Could not resolve to a node with the global id of '${wrongType}'`);

    const [row] = await stored(owner.user);
    expect(row?.name).toBe('Mine');

    const dashboards = await server.graphql<{ user: { login: string; dashboard: unknown } }>(other.token, USER_DASHBOARD, {
      login: 'sv-owner',
    });
    expect(dashboards.data?.user).toEqual({ login: 'sv-owner', dashboard: null });
    const own = await server.graphql(owner.token, USER_DASHBOARD, { login: 'sv-owner' });
    expect(own.data).toEqual({ user: { login: 'sv-owner', dashboard: { shortcuts: { totalCount: 1 } } } });
    const otherList = await list(other.token);
    expect(otherList.data?.viewer.dashboard.shortcuts.totalCount).toBe(0);
  });

  it('prefixes the scoping repository, refuses an unreadable one, and clears it on update', async () => {
    const { user, token } = await newUser('sv-scope');
    const scoped = await create(token, { query: 'is:open', scopingRepository: { owner: 'SV-ORG', name: 'hello-world' } });
    expect(scoped.errors).toBeUndefined();
    const shortcut = scoped.data!.createDashboardSearchShortcut.shortcut;
    expect(shortcut.query).toBe('repo:sv-org/Hello-World is:open');
    expect(shortcut.scopingRepository).toEqual({ nameWithOwner: 'sv-org/Hello-World' });
    expect((await stored(user))[0]?.scopingRepoId).toBe(publicRepo.id);

    // A query already starting with the term is kept as it is; an empty one becomes the term.
    const already = await create(token, {
      query: 'repo:sv-org/Hello-World is:pr',
      scopingRepository: { owner: 'sv-org', name: 'Hello-World' },
    });
    expect(already.data?.createDashboardSearchShortcut.shortcut.query).toBe('repo:sv-org/Hello-World is:pr');
    const empty = await create(token, { scopingRepository: { owner: 'sv-org', name: 'Hello-World' } });
    expect(empty.data?.createDashboardSearchShortcut.shortcut.query).toBe('repo:sv-org/Hello-World');

    for (const name of ['secret', 'does-not-exist']) {
      const refused = await create(token, { name: 'Nope', scopingRepository: { owner: 'sv-org', name } });
      expect(refused.errors?.[0]).toMatchObject({
        message: `Could not resolve to a Repository with the name 'sv-org/${name}'.`,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await stored(user)).toHaveLength(3);

    const updated = await server.graphql<{ updateDashboardSearchShortcut: { shortcut: Shortcut } }>(token, UPDATE, {
      input: { shortcutId: shortcut.id, name: 'Renamed', scopingRepository: { owner: 'sv-org', name: 'Hello-World' } },
    });
    expect(updated.data?.updateDashboardSearchShortcut.shortcut).toMatchObject({
      name: 'Renamed',
      query: 'repo:sv-org/Hello-World is:open',
      scopingRepository: null,
    });
    const [row] = (await stored(user)).filter((r) => r.name === 'Renamed');
    expect(row?.scopingRepoId).toBeNull();
  });

  it('hides a scoping repository the viewer can no longer read', async () => {
    const { user, token } = await newUser('sv-lost-access', true);
    const created = await create(token, { scopingRepository: { owner: 'sv-org', name: 'private-app' } });
    expect(created.data?.createDashboardSearchShortcut.shortcut.scopingRepository).toEqual({ nameWithOwner: 'sv-org/private-app' });
    await server.db.delete(t.collaborators).where(eq(t.collaborators.userId, user.id));
    const listed = await list(token);
    expect(listed.data?.viewer.dashboard.shortcuts.edges[0]?.node).toMatchObject({
      query: 'repo:sv-org/private-app',
      scopingRepository: null,
    });
  });

  it('filters by search type and pages in position order', async () => {
    const { token } = await newUser('sv-types');
    const types = ['ISSUES', 'PULL_REQUESTS', 'DISCUSSIONS', 'ISSUES', 'PULL_REQUESTS'];
    for (const [i, searchType] of types.entries()) await create(token, { name: `V${i}`, searchType });

    const issues = await list(token, { types: ['ISSUES'] });
    expect(issues.data?.viewer.dashboard.shortcuts.edges.map((e) => e.node.name)).toEqual(['V0', 'V3']);
    expect(issues.data?.viewer.dashboard.shortcuts.totalCount).toBe(2);
    const two = await list(token, { types: ['PULL_REQUESTS', 'DISCUSSIONS'] });
    expect(two.data?.viewer.dashboard.shortcuts.edges.map((e) => e.node.name)).toEqual(['V1', 'V2', 'V4']);
    const all = await list(token, { types: null });
    expect(all.data?.viewer.dashboard.shortcuts.totalCount).toBe(5);

    const first = await list(token, { first: 2 });
    const page = first.data!.viewer.dashboard.shortcuts;
    expect(page.edges.map((e) => e.node.name)).toEqual(['V0', 'V1']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await list(token, { first: 2, after: page.pageInfo.endCursor });
    expect(next.data?.viewer.dashboard.shortcuts.edges.map((e) => e.node.name)).toEqual(['V2', 'V3']);
  });
});
