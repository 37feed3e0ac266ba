import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, LabelRow, RepositoryRow } from '../../db/rows.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

// What the labels page sends: GitHub's names, plus the `skip` extension for numbered pages.
const LIST = /* GraphQL */ `
  query List($owner: String!, $name: String!, $first: Int, $skip: Int, $query: String, $orderBy: LabelOrder) {
    repository(owner: $owner, name: $name) {
      id
      viewerPermission
      isArchived
      labels(first: $first, skip: $skip, query: $query, orderBy: $orderBy) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
        }
        nodes {
          id
          name
          color
          description
        }
      }
    }
  }
`;

const COUNTS = /* GraphQL */ `
  query Counts($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Label {
        name
        issues(states: [OPEN]) {
          totalCount
        }
        pullRequests(states: [OPEN]) {
          totalCount
        }
      }
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation Create($repositoryId: ID!, $name: String!, $color: String!, $description: String) {
    createLabel(input: { repositoryId: $repositoryId, name: $name, color: $color, description: $description, clientMutationId: "c" }) {
      clientMutationId
      label {
        id
        name
        color
        description
      }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $name: String, $color: String, $description: String) {
    updateLabel(input: { id: $id, name: $name, color: $color, description: $description }) {
      label {
        id
        name
        color
        description
      }
    }
  }
`;

const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteLabel(input: { id: $id, clientMutationId: "d" }) {
      clientMutationId
    }
  }
`;

interface LabelNode {
  id: string;
  name: string;
  color: string;
  description: string | null;
}
interface ListData {
  repository: {
    id: string;
    viewerPermission: string | null;
    isArchived: boolean;
    labels: { totalCount: number; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean }; nodes: LabelNode[] };
  } | null;
}
interface CountsData {
  nodes: ({ name: string; issues: { totalCount: number }; pullRequests: { totalCount: number } } | null)[];
}
interface CreateData {
  createLabel: { clientMutationId: string; label: LabelNode } | null;
}
interface UpdateData {
  updateLabel: { label: LabelNode } | null;
}
interface DeleteData {
  deleteLabel: { clientMutationId: string } | null;
}

type Role = 'admin' | 'pusher' | 'triager' | 'reader' | 'outsider';

describe('labels page API', () => {
  let server: TestServer;
  let org: AccountRow;
  let repo: RepositoryRow;
  let tokens: Record<Role, string>;
  let bug: LabelRow;
  let docs: LabelRow;
  let enhancement: LabelRow;

  const repositoryId = () => toGlobalId('Repository', repo.id);
  const labelId = (label: LabelRow) => toGlobalId('Label', label.id);

  async function list(variables: Record<string, unknown>, token = tokens.reader, name = repo.name) {
    const result = await server.graphql<ListData>(token, LIST, { owner: org.login, name, first: 30, ...variables });
    expect(result.errors).toBeUndefined();
    return result.data?.repository ?? null;
  }

  async function names(variables: Record<string, unknown>, name = repo.name): Promise<string[]> {
    return (await list(variables, tokens.reader, name))?.labels.nodes.map((node) => node.name) ?? [];
  }

  const create = (token: string, variables: Record<string, unknown>) =>
    server.graphql<CreateData>(token, CREATE, { repositoryId: repositoryId(), color: 'd73a4a', ...variables });

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const [admin, pusher, triager, reader, outsider] = await Promise.all(
      ['lbl-admin', 'lbl-pusher', 'lbl-triager', 'lbl-reader', 'lbl-outsider'].map((login) => buildUser(db, { login })),
    );
    if (!admin || !pusher || !triager || !reader || !outsider) throw new Error('users missing');
    org = await buildOrg(db, { login: 'labellers' });
    await addMember(db, org, admin, 'admin');
    repo = await buildRepo(db, org, { name: 'paint', visibility: 'private' });
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
    bug = await buildLabel(db, repo, { name: 'bug', description: 'Something is broken' });
    docs = await buildLabel(db, repo, { name: 'Documentation', description: 'Words about the code' });
    enhancement = await buildLabel(db, repo, { name: 'enhancement', description: 'A new feature' });
    // bug: 2 open issues, 1 closed issue, 1 open pull request; enhancement: 1 open issue; docs: none.
    await buildIssue(db, repo, admin, { labels: [bug] });
    await buildIssue(db, repo, admin, { labels: [bug, enhancement] });
    await buildIssue(db, repo, admin, { labels: [bug], state: 'closed', closedAt: new Date() });
    await buildIssue(db, repo, admin, { labels: [bug], kind: 'pull_request' });
  });
  afterAll(() => server.close());

  describe('the list', () => {
    it('sorts by name either way, ignoring case', async () => {
      expect(await names({ orderBy: { field: 'NAME', direction: 'ASC' } })).toEqual(['bug', 'Documentation', 'enhancement']);
      expect(await names({ orderBy: { field: 'NAME', direction: 'DESC' } })).toEqual(['enhancement', 'Documentation', 'bug']);
    });

    it('sorts by the number of issues and pull requests, ties by name', async () => {
      expect(await names({ orderBy: { field: 'ISSUE_COUNT', direction: 'DESC' } })).toEqual(['bug', 'enhancement', 'Documentation']);
      expect(await names({ orderBy: { field: 'ISSUE_COUNT', direction: 'ASC' } })).toEqual(['Documentation', 'enhancement', 'bug']);
    });

    it('searches names and descriptions, case-insensitively and literally', async () => {
      expect(await names({ query: 'DOC' })).toEqual(['Documentation']);
      expect(await names({ query: 'broken' })).toEqual(['bug']);
      expect(await names({ query: '%' })).toEqual([]);
      const none = await list({ query: 'nothing like this' });
      expect(none?.labels.totalCount).toBe(0);
    });

    it('pages with skip and first, counting every match', async () => {
      const own = await buildRepo(server.db, org, { name: 'many-labels' });
      for (let i = 1; i <= 35; i++) await buildLabel(server.db, own, { name: `label ${String(i).padStart(2, '0')}` });
      const order = { field: 'NAME', direction: 'ASC' };
      const first = await server.graphql<ListData>(tokens.admin, LIST, { owner: org.login, name: own.name, first: 30, orderBy: order });
      expect(first.data?.repository?.labels.totalCount).toBe(35);
      expect(first.data?.repository?.labels.nodes).toHaveLength(30);
      expect(first.data?.repository?.labels.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
      const second = await server.graphql<ListData>(tokens.admin, LIST, {
        owner: org.login,
        name: own.name,
        first: 30,
        skip: 30,
        orderBy: order,
      });
      expect(second.data?.repository?.labels.nodes.map((node) => node.name)).toEqual([
        'label 31',
        'label 32',
        'label 33',
        'label 34',
        'label 35',
      ]);
      expect(second.data?.repository?.labels.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    });

    it('answers null for a repository the viewer cannot read', async () => {
      const result = await server.graphql<ListData>(tokens.outsider, LIST, { owner: org.login, name: repo.name, first: 30 });
      expect(result.data?.repository).toBeNull();
    });

    it('tells each role its permission, from which the page decides the New label button', async () => {
      expect((await list({}, tokens.admin))?.viewerPermission).toBe('ADMIN');
      expect((await list({}, tokens.pusher))?.viewerPermission).toBe('WRITE');
      expect((await list({}, tokens.triager))?.viewerPermission).toBe('TRIAGE');
      expect((await list({}, tokens.reader))?.viewerPermission).toBe('READ');
    });
  });

  describe('the counts by node id', () => {
    it('counts open issues and open pull requests per label', async () => {
      const result = await server.graphql<CountsData>(tokens.reader, COUNTS, { ids: [labelId(bug), labelId(enhancement), labelId(docs)] });
      expect(result.errors).toBeUndefined();
      expect(result.data?.nodes).toEqual([
        { name: 'bug', issues: { totalCount: 2 }, pullRequests: { totalCount: 1 } },
        { name: 'enhancement', issues: { totalCount: 1 }, pullRequests: { totalCount: 0 } },
        { name: 'Documentation', issues: { totalCount: 0 }, pullRequests: { totalCount: 0 } },
      ]);
    });

    it('does not show labels of an unreadable repository', async () => {
      const result = await server.graphql<CountsData>(tokens.outsider, COUNTS, { ids: [labelId(bug)] });
      expect(result.data?.nodes ?? [null]).toEqual([null]);
    });
  });

  describe('createLabel', () => {
    it('creates a label for people with push rights, normalising the colour and trimming the description', async () => {
      const result = await create(tokens.pusher, { name: '  needs review ', color: '#ABC', description: '  Waiting on a reviewer  ' });
      expect(result.errors).toBeUndefined();
      expect(result.data?.createLabel?.clientMutationId).toBe('c');
      expect(result.data?.createLabel?.label).toMatchObject({
        name: 'needs review',
        color: 'aabbcc',
        description: 'Waiting on a reviewer',
      });
      expect(await names({ query: 'needs review' })).toEqual(['needs review']);
    });

    it('accepts six hex digits with or without #, and stores an empty description as none', async () => {
      const hashed = await create(tokens.admin, { name: 'hashed', color: '#1D76DB', description: '   ' });
      expect(hashed.data?.createLabel?.label).toMatchObject({ color: '1d76db', description: null });
      const bare = await create(tokens.admin, { name: 'bare', color: '0e8a16' });
      expect(bare.data?.createLabel?.label.color).toBe('0e8a16');
    });

    it('requires a name', async () => {
      for (const name of ['', '   ']) {
        const result = await create(tokens.pusher, { name });
        expect(result.errors?.[0]?.message).toBe('Name is required');
        expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });

    it('allows names of 50 characters but not 51', async () => {
      const fifty = 'n'.repeat(50);
      expect((await create(tokens.pusher, { name: fifty })).data?.createLabel?.label.name).toBe(fifty);
      const long = await create(tokens.pusher, { name: 'm'.repeat(51) });
      expect(long.errors?.[0]?.message).toBe('Name is too long (maximum is 50 characters)');
      expect(await names({ query: 'mmmm' })).toEqual([]);
    });

    it('rejects colours that are not 3 or 6 hex digits', async () => {
      for (const color of ['zzz', '#12', '1234', '#12345g', 'red', '']) {
        const result = await create(tokens.pusher, { name: `colour ${color}`, color });
        expect(result.errors?.[0]?.message, color).toBe('Color is invalid');
      }
      expect(await names({ query: 'colour' })).toEqual([]);
    });

    it('rejects a name already taken in any letter case', async () => {
      const result = await create(tokens.pusher, { name: 'BUG' });
      expect(result.errors?.[0]?.message).toBe('Name has already been taken');
      expect(result.errors?.[0]?.extensions?.code).toBe('UNPROCESSABLE');
    });

    it('takes a name once when two people create it at the same time', async () => {
      const results = await Promise.all([create(tokens.admin, { name: 'race' }), create(tokens.pusher, { name: 'RACE' })]);
      expect(results.filter((result) => result.data?.createLabel?.label)).toHaveLength(1);
      expect(results.filter((result) => result.errors?.[0]?.message === 'Name has already been taken')).toHaveLength(1);
    });

    it('refuses triagers and readers, and hides the repository from others', async () => {
      for (const role of ['triager', 'reader'] as const) {
        const result = await create(tokens[role], { name: `by ${role}` });
        expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(result.data?.createLabel ?? null).toBeNull();
      }
      const outsider = await create(tokens.outsider, { name: 'by outsider' });
      expect(outsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await names({ query: 'by ' })).toEqual([]);
    });

    it('refuses signed-in people without push rights in a public repository', async () => {
      const open = await buildRepo(server.db, org, { name: 'open-paint' });
      const result = await server.graphql<CreateData>(tokens.outsider, CREATE, {
        repositoryId: toGlobalId('Repository', open.id),
        name: 'drive-by',
        color: 'ededed',
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await list({}, tokens.outsider, open.name))?.viewerPermission).toBe('READ');
    });

    it('refuses everyone in an archived repository', async () => {
      const attic = await buildRepo(server.db, org, { name: 'attic', isArchived: true });
      const result = await server.graphql<CreateData>(tokens.admin, CREATE, {
        repositoryId: toGlobalId('Repository', attic.id),
        name: 'dusty',
        color: 'ededed',
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('updateLabel', () => {
    it('changes the name, colour and description for people with push rights', async () => {
      const label = await buildLabel(server.db, repo, { name: 'to edit', color: 'ededed' });
      const result = await server.graphql<UpdateData>(tokens.pusher, UPDATE, {
        id: labelId(label),
        name: ' edited ',
        color: '#FFF',
        description: ' Now described ',
      });
      expect(result.errors).toBeUndefined();
      expect(result.data?.updateLabel?.label).toEqual({
        id: labelId(label),
        name: 'edited',
        color: 'ffffff',
        description: 'Now described',
      });
    });

    it('lets a label change the case of its own name, but not take another name', async () => {
      const label = await buildLabel(server.db, repo, { name: 'casing' });
      const recased = await server.graphql<UpdateData>(tokens.pusher, UPDATE, { id: labelId(label), name: 'CASING' });
      expect(recased.data?.updateLabel?.label.name).toBe('CASING');
      const taken = await server.graphql<UpdateData>(tokens.pusher, UPDATE, { id: labelId(label), name: 'Bug' });
      expect(taken.errors?.[0]?.message).toBe('Name has already been taken');
    });

    it('applies the same rules as creation and changes nothing on failure', async () => {
      const label = await buildLabel(server.db, repo, { name: 'strict', color: '123456' });
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'Name is required'],
        [{ name: 'x'.repeat(51) }, 'Name is too long (maximum is 50 characters)'],
        [{ color: 'nothex' }, 'Color is invalid'],
        [{ name: 'fine', color: '#1234' }, 'Color is invalid'],
      ];
      for (const [input, message] of cases) {
        const result = await server.graphql<UpdateData>(tokens.pusher, UPDATE, { id: labelId(label), ...input });
        expect(result.errors?.[0]?.message).toBe(message);
      }
      expect(await names({ query: 'strict' })).toEqual(['strict']);
      expect(await names({ query: 'fine' })).toEqual([]);
    });

    it('refuses triagers and readers, and does not resolve the label for others', async () => {
      const label = await buildLabel(server.db, repo, { name: 'guarded' });
      for (const role of ['triager', 'reader'] as const) {
        const result = await server.graphql<UpdateData>(tokens[role], UPDATE, { id: labelId(label), name: 'hijacked' });
        expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      const outsider = await server.graphql<UpdateData>(tokens.outsider, UPDATE, { id: labelId(label), name: 'hijacked' });
      expect(outsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(outsider.errors?.[0]?.message).toBe(`Could not resolve to a node with the global id of '${labelId(label)}'`);
      expect(await names({ query: 'hijacked' })).toEqual([]);
    });
  });

  describe('deleteLabel', () => {
    it('deletes for people with push rights, taking the label off its issues but keeping them', async () => {
      const label = await buildLabel(server.db, repo, { name: 'short-lived' });
      const issue = await buildIssue(server.db, repo, null, { labels: [label] });
      const before = (await list({}))?.labels.totalCount ?? 0;
      const result = await server.graphql<DeleteData>(tokens.pusher, DELETE, { id: labelId(label) });
      expect(result.errors).toBeUndefined();
      expect(result.data?.deleteLabel?.clientMutationId).toBe('d');
      expect((await list({}))?.labels.totalCount).toBe(before - 1);
      const still = await server.graphql<{ node: { title: string; labels: { totalCount: number } } | null }>(
        tokens.reader,
        `query ($id: ID!) { node(id: $id) { ... on Issue { title labels(first: 10) { totalCount } } } }`,
        { id: toGlobalId('Issue', issue.id) },
      );
      expect(still.data?.node).toEqual({ title: issue.title, labels: { totalCount: 0 } });
    });

    it('refuses triagers and readers, and does not resolve the label for others', async () => {
      const label = await buildLabel(server.db, repo, { name: 'keeper' });
      for (const role of ['triager', 'reader'] as const) {
        const result = await server.graphql<DeleteData>(tokens[role], DELETE, { id: labelId(label) });
        expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      const outsider = await server.graphql<DeleteData>(tokens.outsider, DELETE, { id: labelId(label) });
      expect(outsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await names({ query: 'keeper' })).toEqual(['keeper']);
    });

    it('does not resolve a label that is already gone', async () => {
      const label = await buildLabel(server.db, repo, { name: 'twice' });
      expect((await server.graphql(tokens.pusher, DELETE, { id: labelId(label) })).errors).toBeUndefined();
      const again = await server.graphql(tokens.pusher, DELETE, { id: labelId(label) });
      expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
