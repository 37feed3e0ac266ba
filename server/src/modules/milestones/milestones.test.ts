import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, MilestoneRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { buildIssue, buildMilestone, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

// Milestone mutations are project extensions (absent from GitHub's public schema).
const CREATE = /* GraphQL */ `
  mutation Create($repositoryId: ID!, $title: String!, $description: String, $dueOn: DateTime) {
    createMilestone(input: { repositoryId: $repositoryId, title: $title, description: $description, dueOn: $dueOn }) {
      milestone {
        id
        number
        title
        description
        descriptionHTML
        dueOn
        state
      }
      errors {
        message
        path
      }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $title: String, $description: String, $dueOn: DateTime, $state: MilestoneState) {
    updateMilestone(input: { id: $id, title: $title, description: $description, dueOn: $dueOn, state: $state }) {
      milestone {
        id
        title
        description
        dueOn
        state
        closed
        closedAt
        updatedAt
      }
      errors {
        message
      }
    }
  }
`;

const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteMilestone(input: { id: $id }) {
      milestone {
        id
      }
    }
  }
`;

const REPRIORITIZE = /* GraphQL */ `
  mutation Reprioritize($id: ID!, $milestoneId: ID!, $timestamp: DateTime!, $prevId: ID) {
    reprioritizeMilestoneIssue(input: { id: $id, milestoneId: $milestoneId, timestamp: $timestamp, prevId: $prevId }) {
      milestone {
        id
        updatedAt
      }
    }
  }
`;

const ORDER = /* GraphQL */ `
  query Order($id: ID!, $states: [IssueState!]) {
    node(id: $id) {
      ... on Milestone {
        updatedAt
        openIssueCount
        closedIssueCount
        issues(first: 50, states: $states) {
          totalCount
          nodes {
            number
          }
        }
      }
    }
  }
`;

/** The milestone page's list: a search of the milestone's items in priority order (spec 001 §5, §7). */
const MILESTONE_SEARCH = /* GraphQL */ `
  query MilestoneSearch($query: String!) {
    search(type: ISSUE_ADVANCED, query: $query, first: 25) {
      issueCount
      nodes {
        ... on Issue {
          number
        }
        ... on PullRequest {
          number
        }
      }
    }
  }
`;

interface MilestoneSearchData {
  search: { issueCount: number; nodes: { number: number }[] };
}

interface OrderData {
  node: {
    updatedAt: string;
    openIssueCount: number;
    closedIssueCount: number;
    issues: { totalCount: number; nodes: { number: number }[] };
  } | null;
}

describe('milestone mutations', () => {
  let server: TestServer;
  let owner: AccountRow;
  let repo: RepositoryRow;
  let ownerToken: string;
  let writerToken: string;
  let readerToken: string;
  let triagerToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await buildUser(server.db);
    repo = await buildRepo(server.db, owner);
    const writer = await buildUser(server.db);
    const reader = await buildUser(server.db);
    const triager = await buildUser(server.db);
    await grant(server.db, repo, writer, 'write');
    await grant(server.db, repo, reader, 'read');
    await grant(server.db, repo, triager, 'triage');
    ownerToken = await buildToken(server.db, owner);
    writerToken = await buildToken(server.db, writer);
    readerToken = await buildToken(server.db, reader);
    triagerToken = await buildToken(server.db, triager);
  });
  afterAll(() => server.close());

  const repoId = () => toGlobalId('Repository', repo.id);
  const milestoneId = (m: MilestoneRow) => toGlobalId('Milestone', m.id);
  const issueId = (i: IssueRow) => toGlobalId('Issue', i.id);

  async function order(token: string, m: MilestoneRow, states: string[] = ['OPEN']): Promise<OrderData['node']> {
    const res = await server.graphql<OrderData>(token, ORDER, { id: milestoneId(m), states });
    expect(res.errors).toBeUndefined();
    return res.data?.node ?? null;
  }

  describe('createMilestone', () => {
    it('creates a milestone with a trimmed title and description and a UTC-midnight due date', async () => {
      const res = await server.graphql<{ createMilestone: { milestone: Record<string, unknown>; errors: unknown[] } }>(
        writerToken,
        CREATE,
        {
          repositoryId: repoId(),
          title: '  Launch  ',
          description: '  **Bold** plan ',
          dueOn: '2030-05-17T15:30:00Z',
        },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.createMilestone.errors).toEqual([]);
      expect(res.data?.createMilestone.milestone).toMatchObject({
        title: 'Launch',
        description: '**Bold** plan',
        dueOn: '2030-05-17T00:00:00Z',
        state: 'OPEN',
      });
      expect(res.data?.createMilestone.milestone.descriptionHTML).toContain('<strong>Bold</strong>');
    });

    it('numbers milestones one after another', async () => {
      const first = await server.graphql<{ createMilestone: { milestone: { number: number } } }>(writerToken, CREATE, {
        repositoryId: repoId(),
        title: 'Numbered A',
      });
      const second = await server.graphql<{ createMilestone: { milestone: { number: number } } }>(writerToken, CREATE, {
        repositoryId: repoId(),
        title: 'Numbered B',
      });
      expect(second.data?.createMilestone.milestone.number).toBe((first.data?.createMilestone.milestone.number ?? 0) + 1);
    });

    it('answers "Title cannot be empty" for a blank title and creates nothing', async () => {
      const before = await server.db.$count(t.milestones, eq(t.milestones.repoId, repo.id));
      const res = await server.graphql<{ createMilestone: { milestone: null; errors: { message: string; path: string[] }[] } }>(
        writerToken,
        CREATE,
        { repositoryId: repoId(), title: '   ' },
      );
      expect(res.data?.createMilestone).toEqual({ milestone: null, errors: [{ message: 'Title cannot be empty', path: ['title'] }] });
      expect(await server.db.$count(t.milestones, eq(t.milestones.repoId, repo.id))).toBe(before);
    });

    it('refuses a title already taken in the repository, ignoring case', async () => {
      await buildMilestone(server.db, repo, { title: 'Taken' });
      const res = await server.graphql<{ createMilestone: { errors: { message: string }[] } }>(writerToken, CREATE, {
        repositoryId: repoId(),
        title: 'TAKEN',
      });
      expect(res.data?.createMilestone.errors.map((e) => e.message)).toEqual(['Title has already been taken']);
    });

    it('refuses a title longer than 255 characters', async () => {
      const res = await server.graphql<{ createMilestone: { errors: { message: string }[] } }>(writerToken, CREATE, {
        repositoryId: repoId(),
        title: 'x'.repeat(256),
      });
      expect(res.data?.createMilestone.errors.map((e) => e.message)).toEqual(['Title is too long (maximum is 255 characters)']);
    });

    it('is forbidden to readers and triagers', async () => {
      for (const token of [readerToken, triagerToken]) {
        const res = await server.graphql(token, CREATE, { repositoryId: repoId(), title: 'Nope' });
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    });

    it('does not reveal a repository the viewer cannot read', async () => {
      const stranger = await buildUser(server.db);
      const privateRepo = await buildRepo(server.db, owner, { visibility: 'private' });
      const res = await server.graphql(await buildToken(server.db, stranger), CREATE, {
        repositoryId: toGlobalId('Repository', privateRepo.id),
        title: 'Hidden',
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('is forbidden in an archived repository, even to its owner', async () => {
      const archived = await buildRepo(server.db, owner, { isArchived: true });
      const res = await server.graphql(ownerToken, CREATE, { repositoryId: toGlobalId('Repository', archived.id), title: 'Archived' });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('updateMilestone', () => {
    it('changes title, description and due date, and clears the due date', async () => {
      const m = await buildMilestone(server.db, repo, { dueOn: new Date('2030-01-01T00:00:00Z') });
      const res = await server.graphql<{ updateMilestone: { milestone: Record<string, unknown> } }>(writerToken, UPDATE, {
        id: milestoneId(m),
        title: ' Renamed ',
        description: 'New text',
        dueOn: '2031-02-03T00:00:00Z',
      });
      expect(res.data?.updateMilestone.milestone).toMatchObject({
        title: 'Renamed',
        description: 'New text',
        dueOn: '2031-02-03T00:00:00Z',
      });
      const cleared = await server.graphql<{ updateMilestone: { milestone: Record<string, unknown> } }>(writerToken, UPDATE, {
        id: milestoneId(m),
        dueOn: null,
      });
      expect(cleared.data?.updateMilestone.milestone).toMatchObject({ title: 'Renamed', dueOn: null });
    });

    it('answers "Title cannot be empty" and keeps the milestone unchanged', async () => {
      const m = await buildMilestone(server.db, repo, { title: 'Keep me' });
      const res = await server.graphql<{ updateMilestone: { milestone: null; errors: { message: string }[] } }>(writerToken, UPDATE, {
        id: milestoneId(m),
        title: ' ',
        description: 'lost?',
      });
      expect(res.data?.updateMilestone.errors.map((e) => e.message)).toEqual(['Title cannot be empty']);
      const [row] = await server.db.select().from(t.milestones).where(eq(t.milestones.id, m.id));
      expect(row).toMatchObject({ title: 'Keep me', description: null });
    });

    it('closes and reopens a milestone, setting and clearing closedAt', async () => {
      const m = await buildMilestone(server.db, repo);
      const closed = await server.graphql<{ updateMilestone: { milestone: Record<string, unknown> } }>(writerToken, UPDATE, {
        id: milestoneId(m),
        state: 'CLOSED',
      });
      expect(closed.data?.updateMilestone.milestone).toMatchObject({ state: 'CLOSED', closed: true });
      expect(closed.data?.updateMilestone.milestone.closedAt).not.toBeNull();
      const reopened = await server.graphql<{ updateMilestone: { milestone: Record<string, unknown> } }>(writerToken, UPDATE, {
        id: milestoneId(m),
        state: 'OPEN',
      });
      expect(reopened.data?.updateMilestone.milestone).toMatchObject({ state: 'OPEN', closed: false, closedAt: null });
    });

    it('is forbidden to readers and triagers and changes nothing', async () => {
      const m = await buildMilestone(server.db, repo, { title: 'Untouched' });
      for (const token of [readerToken, triagerToken]) {
        const res = await server.graphql(token, UPDATE, { id: milestoneId(m), state: 'CLOSED' });
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      const [row] = await server.db.select().from(t.milestones).where(eq(t.milestones.id, m.id));
      expect(row?.state).toBe('open');
    });

    it('answers "Could not resolve" for an unknown id', async () => {
      const res = await server.graphql(writerToken, UPDATE, { id: toGlobalId('Milestone', 999_999), title: 'x' });
      expect(res.errors?.[0]?.message).toBe(`Could not resolve to a node with the global id of '${toGlobalId('Milestone', 999_999)}'`);
    });
  });

  describe('deleteMilestone', () => {
    it('deletes the milestone and leaves its issues open and in place', async () => {
      const m = await buildMilestone(server.db, repo);
      const issue = await buildIssue(server.db, repo, owner, { milestoneId: m.id, milestonePriority: 1 });
      const res = await server.graphql<{ deleteMilestone: { milestone: { id: string } } }>(writerToken, DELETE, { id: milestoneId(m) });
      expect(res.data?.deleteMilestone.milestone.id).toBe(milestoneId(m));
      expect(await server.db.$count(t.milestones, eq(t.milestones.id, m.id))).toBe(0);
      const [row] = await server.db.select().from(t.issues).where(eq(t.issues.id, issue.id));
      expect(row).toMatchObject({ state: 'open', milestoneId: null, milestonePriority: null });
    });

    it('is forbidden to readers and keeps the milestone', async () => {
      const m = await buildMilestone(server.db, repo);
      const res = await server.graphql(readerToken, DELETE, { id: milestoneId(m) });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await server.db.$count(t.milestones, eq(t.milestones.id, m.id))).toBe(1);
    });
  });

  describe('reprioritizeMilestoneIssue', () => {
    async function milestoneWithIssues(count: number) {
      const m = await buildMilestone(server.db, repo);
      const issues: IssueRow[] = [];
      // The first built is last: priorities count down the list.
      for (let i = 0; i < count; i++)
        issues.push(await buildIssue(server.db, repo, owner, { milestoneId: m.id, milestonePriority: count - i }));
      return { m, issues };
    }

    it('lists a milestone in priority order by default', async () => {
      const { m, issues } = await milestoneWithIssues(3);
      const node = await order(writerToken, m);
      expect(node?.issues.nodes.map((n) => n.number)).toEqual(issues.map((i) => i.number));
    });

    it('moves an issue after another, to the top, and to the bottom, bumping updatedAt', async () => {
      const { m, issues } = await milestoneWithIssues(4);
      const [a, b, c, d] = issues as [IssueRow, IssueRow, IssueRow, IssueRow];
      let node = await order(writerToken, m);
      const move = async (item: IssueRow, prev: IssueRow | null) => {
        const res = await server.graphql<{ reprioritizeMilestoneIssue: { milestone: { id: string; updatedAt: string } } }>(
          writerToken,
          REPRIORITIZE,
          { id: issueId(item), milestoneId: milestoneId(m), timestamp: node?.updatedAt, prevId: prev ? issueId(prev) : null },
        );
        expect(res.errors).toBeUndefined();
        expect(res.data?.reprioritizeMilestoneIssue.milestone.id).toBe(milestoneId(m));
        expect(new Date(res.data?.reprioritizeMilestoneIssue.milestone.updatedAt ?? 0).getTime()).toBeGreaterThan(
          new Date(node?.updatedAt ?? 0).getTime(),
        );
        node = await order(writerToken, m);
      };
      await move(a, c);
      expect(node?.issues.nodes.map((n) => n.number)).toEqual([b, c, a, d].map((i) => i.number));
      await move(d, null);
      expect(node?.issues.nodes.map((n) => n.number)).toEqual([d, b, c, a].map((i) => i.number));
      await move(b, a);
      expect(node?.issues.nodes.map((n) => n.number)).toEqual([d, c, a, b].map((i) => i.number));
    });

    it('renumbers when neighbours have no priority between them', async () => {
      const m = await buildMilestone(server.db, repo);
      const a = await buildIssue(server.db, repo, owner, { milestoneId: m.id, milestonePriority: 2 });
      const b = await buildIssue(server.db, repo, owner, { milestoneId: m.id, milestonePriority: 2 });
      const c = await buildIssue(server.db, repo, owner, { milestoneId: m.id, milestonePriority: 1 });
      const before = await order(writerToken, m);
      // Equal priorities order by id, newest first: b, a, c.
      expect(before?.issues.nodes.map((n) => n.number)).toEqual([b.number, a.number, c.number]);
      const res = await server.graphql(writerToken, REPRIORITIZE, {
        id: issueId(c),
        milestoneId: milestoneId(m),
        timestamp: before?.updatedAt,
        prevId: issueId(b),
      });
      expect(res.errors).toBeUndefined();
      expect((await order(writerToken, m))?.issues.nodes.map((n) => n.number)).toEqual([b.number, c.number, a.number]);
    });

    it('moves a pull request like an issue, and the milestone page search lists the new order', async () => {
      const m = await buildMilestone(server.db, repo);
      const a = await buildIssue(server.db, repo, owner, { milestoneId: m.id, milestonePriority: 3 });
      const pr = await buildIssue(server.db, repo, owner, {
        kind: 'pull_request',
        headRefName: 'topic',
        baseRefName: 'main',
        milestoneId: m.id,
        milestonePriority: 2,
      });
      const b = await buildIssue(server.db, repo, owner, { milestoneId: m.id, milestonePriority: 1 });
      const closed = await buildIssue(server.db, repo, owner, { milestoneId: m.id, milestonePriority: 2.5, state: 'closed' });
      const query = `repo:${owner.login}/${repo.name} milestone-number:${m.number} state:open archived:false sort:milestone-priority-desc`;
      const listed = async (state = 'open') => {
        const res = await server.graphql<MilestoneSearchData>(writerToken, MILESTONE_SEARCH, {
          query: query.replace('state:open', `state:${state}`),
        });
        expect(res.errors).toBeUndefined();
        return { count: res.data?.search.issueCount, numbers: res.data?.search.nodes.map((n) => n.number) };
      };
      expect(await listed()).toEqual({ count: 3, numbers: [a.number, pr.number, b.number] });
      const node = await order(writerToken, m);
      const res = await server.graphql(writerToken, REPRIORITIZE, {
        id: toGlobalId('PullRequest', pr.id),
        milestoneId: milestoneId(m),
        timestamp: node?.updatedAt,
        prevId: issueId(b),
      });
      expect(res.errors).toBeUndefined();
      expect(await listed()).toEqual({ count: 3, numbers: [a.number, b.number, pr.number] });
      // To the top, past the closed item the open tab does not show.
      const again = await order(writerToken, m);
      const top = await server.graphql(writerToken, REPRIORITIZE, {
        id: toGlobalId('PullRequest', pr.id),
        milestoneId: milestoneId(m),
        timestamp: again?.updatedAt,
        prevId: null,
      });
      expect(top.errors).toBeUndefined();
      expect(await listed()).toEqual({ count: 3, numbers: [pr.number, a.number, b.number] });
      expect(await listed('closed')).toEqual({ count: 1, numbers: [closed.number] });
    });

    it('refuses a stale timestamp with UNPROCESSABLE and keeps the order', async () => {
      const { m, issues } = await milestoneWithIssues(2);
      const stale = (await order(writerToken, m))?.updatedAt;
      await server.graphql(writerToken, REPRIORITIZE, {
        id: issueId(issues[1]!),
        milestoneId: milestoneId(m),
        timestamp: stale,
        prevId: null,
      });
      const current = await order(writerToken, m);
      const res = await server.graphql(writerToken, REPRIORITIZE, {
        id: issueId(issues[1]!),
        milestoneId: milestoneId(m),
        timestamp: stale,
        prevId: issueId(issues[0]!),
      });
      expect(res.errors?.[0]).toMatchObject({
        message: 'This milestone was changed by someone else. Reload the page to see the latest order.',
        extensions: { code: 'UNPROCESSABLE' },
      });
      expect(await order(writerToken, m)).toEqual(current);
    });

    it('refuses to reorder a closed milestone', async () => {
      const { m, issues } = await milestoneWithIssues(2);
      await server.db.update(t.milestones).set({ state: 'closed' }).where(eq(t.milestones.id, m.id));
      const node = await order(writerToken, m);
      const res = await server.graphql(writerToken, REPRIORITIZE, {
        id: issueId(issues[1]!),
        milestoneId: milestoneId(m),
        timestamp: node?.updatedAt,
        prevId: null,
      });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Issues can only be reordered in an open milestone.',
        extensions: { code: 'UNPROCESSABLE' },
      });
    });

    it('refuses an issue or a previous issue outside the milestone', async () => {
      const { m, issues } = await milestoneWithIssues(2);
      const outsider = await buildIssue(server.db, repo, owner);
      const node = await order(writerToken, m);
      const notIn = await server.graphql(writerToken, REPRIORITIZE, {
        id: issueId(outsider),
        milestoneId: milestoneId(m),
        timestamp: node?.updatedAt,
        prevId: null,
      });
      expect(notIn.errors?.[0]).toMatchObject({ message: 'The issue is not in this milestone.', extensions: { code: 'UNPROCESSABLE' } });
      const prevNotIn = await server.graphql(writerToken, REPRIORITIZE, {
        id: issueId(issues[0]!),
        milestoneId: milestoneId(m),
        timestamp: node?.updatedAt,
        prevId: issueId(outsider),
      });
      expect(prevNotIn.errors?.[0]).toMatchObject({
        message: 'The previous issue is not in this milestone.',
        extensions: { code: 'UNPROCESSABLE' },
      });
      expect(await order(writerToken, m)).toEqual(node);
    });

    it('is forbidden to readers and triagers', async () => {
      const { m, issues } = await milestoneWithIssues(2);
      const node = await order(readerToken, m);
      for (const token of [readerToken, triagerToken]) {
        const res = await server.graphql(token, REPRIORITIZE, {
          id: issueId(issues[1]!),
          milestoneId: milestoneId(m),
          timestamp: node?.updatedAt,
          prevId: null,
        });
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect(await order(writerToken, m)).toEqual(node);
    });
  });
});

describe('milestone list order', () => {
  let server: TestServer;
  let repo: RepositoryRow;
  let token: string;
  let ownerLogin = '';

  const LIST = /* GraphQL */ `
    query List($owner: String!, $name: String!, $orderBy: MilestoneOrder) {
      repository(owner: $owner, name: $name) {
        milestones(first: 10, orderBy: $orderBy) {
          nodes {
            title
          }
        }
      }
    }
  `;

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await buildUser(server.db);
    repo = await buildRepo(server.db, owner, { name: 'ordered' });
    token = await buildToken(server.db, owner);
    // b: 1 of 2 closed (50%), 2 issues; a: 0 issues; c: 2 of 3 closed (66%), 3 issues.
    const b = await buildMilestone(server.db, repo, { title: 'b', dueOn: new Date('2030-02-01T00:00:00Z') });
    await buildMilestone(server.db, repo, { title: 'A' });
    const c = await buildMilestone(server.db, repo, { title: 'c', dueOn: new Date('2030-01-01T00:00:00Z') });
    await buildIssue(server.db, repo, owner, { milestoneId: b.id, state: 'closed' });
    await buildIssue(server.db, repo, owner, { milestoneId: b.id });
    await buildIssue(server.db, repo, owner, { milestoneId: c.id, state: 'closed' });
    await buildIssue(server.db, repo, owner, { milestoneId: c.id, state: 'closed' });
    await buildIssue(server.db, repo, owner, { milestoneId: c.id });
    ownerLogin = owner.login;
  });
  afterAll(() => server.close());

  it.each([
    [{ field: 'TITLE', direction: 'ASC' }, ['A', 'b', 'c']],
    [{ field: 'TITLE', direction: 'DESC' }, ['c', 'b', 'A']],
    [{ field: 'COMPLETENESS', direction: 'ASC' }, ['A', 'b', 'c']],
    [{ field: 'COMPLETENESS', direction: 'DESC' }, ['c', 'b', 'A']],
    [{ field: 'ISSUE_COUNT', direction: 'DESC' }, ['c', 'b', 'A']],
    [{ field: 'ISSUE_COUNT', direction: 'ASC' }, ['A', 'b', 'c']],
    [{ field: 'DUE_DATE', direction: 'ASC' }, ['c', 'b', 'A']],
    [{ field: 'DUE_DATE', direction: 'DESC' }, ['b', 'c', 'A']],
  ])('orders by %o', async (orderBy, titles) => {
    const res = await server.graphql<{ repository: { milestones: { nodes: { title: string }[] } } }>(token, LIST, {
      owner: ownerLogin,
      name: repo.name,
      orderBy,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.repository.milestones.nodes.map((n) => n.title)).toEqual(titles);
  });
});
