import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import {
  addMember,
  buildIssue,
  buildLabel,
  buildMilestone,
  buildOrg,
  buildRepo,
  buildToken,
  buildUser,
} from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { op } from '../../../testing/operations.ts';

interface SearchData {
  search: {
    issueCount: number;
    edges: { cursor: string; node: { title: string; number: number } }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  };
}

const at = (iso: string) => new Date(iso);

describe('search qualifiers (search type ISSUE_ADVANCED)', () => {
  let server: TestServer;
  let token: string;
  let alice: AccountRow;
  let repo: RepositoryRow;
  const issues: Record<string, IssueRow> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    alice = await buildUser(db, { login: 'alice' });
    const bob = await buildUser(db, { login: 'bob' });
    const carol = await buildUser(db, { login: 'carol' });
    const dave = await buildUser(db, { login: 'dave' });
    const acme = await buildOrg(db, { login: 'acme' });
    await addMember(db, acme, alice);
    repo = await buildRepo(db, acme, { name: 'widgets' });
    token = await buildToken(db, alice);

    const bug = await buildLabel(db, repo, { name: 'bug' });
    const enhancement = await buildLabel(db, repo, { name: 'enhancement' });
    const ui = await buildLabel(db, repo, { name: 'ui' });
    const helpWanted = await buildLabel(db, repo, { name: 'help wanted' });
    const v1 = await buildMilestone(db, repo, { title: 'v1' });
    const [bot] = await db.insert(t.accounts).values({ kind: 'bot', login: 'robot' }).returning();
    const [app] = await db
      .insert(t.apps)
      .values({ slug: 'robot', name: 'Robot', botId: bot?.id ?? 0 })
      .returning();
    const [bugType] = await db.insert(t.issueTypes).values({ orgId: acme.id, name: 'Bug' }).returning();
    const [core] = await db.insert(t.teams).values({ orgId: acme.id, slug: 'core', name: 'Core' }).returning();
    await db.insert(t.teamMembers).values({ teamId: core?.id ?? 0, userId: dave.id });
    const commit = async (oid: string) => (await db.insert(t.commits).values({ repoId: repo.id, oid }).returning())[0]?.id ?? null;
    const green = await commit('abcdef1234567890abcdef1234567890abcdef12');
    const red = await commit('1111111111111111111111111111111111111111');
    const running = await commit('2222222222222222222222222222222222222222');
    await db.insert(t.checkRuns).values([
      { commitId: green ?? 0, name: 'ci', status: 'completed', conclusion: 'success' },
      { commitId: red ?? 0, name: 'ci', status: 'completed', conclusion: 'failure' },
      { commitId: running ?? 0, name: 'ci', status: 'in_progress' },
    ]);

    const dated = (iso: string) => ({ createdAt: at(iso), updatedAt: at(iso) });
    issues.W1 = await buildIssue(db, repo, alice, {
      title: 'Crash on startup',
      body: 'The app crashes when started',
      labels: [bug],
      assignees: [bob],
      milestoneId: v1.id,
      commentsCount: 3,
      reactionsCount: 5,
      reactionCounts: { THUMBS_UP: 4, HEART: 1 },
      ...dated('2024-01-15T10:00:00Z'),
    });
    issues.P1 = await buildIssue(db, repo, bob, {
      kind: 'pull_request',
      title: 'Fix crash',
      headRefName: 'fix/crash',
      baseRefName: 'main',
      reviewDecision: 'approved',
      headCommitId: green,
      ...dated('2024-01-20T10:00:00Z'),
    });
    issues.W2 = await buildIssue(db, repo, bob, {
      title: 'Dark mode request',
      labels: [enhancement, ui],
      state: 'closed',
      stateReason: 'completed',
      closedAt: at('2024-02-10T12:00:00Z'),
      ...dated('2024-02-01T10:00:00Z'),
    });
    issues.W3 = await buildIssue(db, repo, carol, {
      title: 'Typo in docs',
      labels: [helpWanted],
      state: 'closed',
      stateReason: 'not_planned',
      closedAt: at('2024-03-05T12:00:00Z'),
      locked: true,
      commentsCount: 1,
      ...dated('2024-03-01T23:30:00Z'),
    });
    issues.W4 = await buildIssue(db, repo, carol, { title: 'Sub task', ...dated('2024-06-01T10:00:00Z') });
    issues.W5 = await buildIssue(db, repo, carol, {
      title: 'Blocker issue',
      assignees: [alice],
      issueTypeId: bugType?.id ?? null,
      createdAt: at('2024-06-02T10:00:00Z'),
      updatedAt: new Date(),
    });
    issues.P2 = await buildIssue(db, repo, alice, {
      kind: 'pull_request',
      title: 'WIP refactor',
      isDraft: true,
      headRefName: 'change-x',
      baseRefName: 'develop',
      reviewDecision: 'review_required',
      headCommitId: red,
      ...dated('2024-04-01T10:00:00Z'),
    });
    issues.P3 = await buildIssue(db, repo, bot ?? null, {
      kind: 'pull_request',
      title: 'Merged feature',
      viaAppId: app?.id ?? null,
      state: 'closed',
      merged: true,
      mergedAt: at('2024-05-05T10:00:00Z'),
      closedAt: at('2024-05-05T10:00:00Z'),
      headRefName: 'feature',
      baseRefName: 'main',
      headCommitId: running,
      ...dated('2024-05-01T10:00:00Z'),
    });
    const id = (name: string) => issues[name]?.id ?? 0;
    await db
      .update(t.issues)
      .set({ parentId: id('W1') })
      .where(eq(t.issues.id, id('W4')));
    await db.insert(t.issueDependencies).values({ issueId: id('W4'), blockingIssueId: id('W5') });
    await db.insert(t.issueMentions).values({ issueId: id('W3'), userId: alice.id });
    await db.insert(t.issueTeamMentions).values({ issueId: id('W5'), teamId: core?.id ?? 0 });
    await db.insert(t.issueComments).values({ issueId: id('W3'), authorId: bob.id, body: 'shipit please' });
    await db.insert(t.closingReferences).values({ pullRequestId: id('P1'), issueId: id('W1') });
    await db.insert(t.reviews).values({ pullRequestId: id('P1'), authorId: carol.id, state: 'approved' });
    await db.insert(t.reviewRequests).values([
      { pullRequestId: id('P1'), userId: alice.id },
      { pullRequestId: id('P2'), teamId: core?.id ?? 0 },
    ]);
    const [project] = await db.insert(t.projects).values({ ownerId: acme.id, number: 1, title: 'Roadmap' }).returning();
    await db.insert(t.projectItems).values({ projectId: project?.id ?? 0, issueId: id('W5') });
    const [priority, points, due, notes] = await db
      .insert(t.issueFields)
      .values([
        { orgId: acme.id, name: 'Priority', slug: 'priority', dataType: 'single_select' },
        { orgId: acme.id, name: 'Points', slug: 'points', dataType: 'number' },
        { orgId: acme.id, name: 'Due', slug: 'due', dataType: 'date' },
        { orgId: acme.id, name: 'Notes', slug: 'notes', dataType: 'text' },
      ])
      .returning();
    const [high] = await db
      .insert(t.issueFieldOptions)
      .values([
        { fieldId: priority?.id ?? 0, name: 'High' },
        { fieldId: priority?.id ?? 0, name: 'Low' },
      ])
      .returning();
    await db.insert(t.issueFieldValues).values([
      { issueId: id('W5'), fieldId: priority?.id ?? 0, optionId: high?.id ?? null },
      { issueId: id('W5'), fieldId: points?.id ?? 0, numberValue: '5' },
      { issueId: id('W5'), fieldId: due?.id ?? 0, dateValue: '2024-06-01' },
      { issueId: id('W5'), fieldId: notes?.id ?? 0, textValue: 'needs design' },
    ]);
  });
  afterAll(() => server.close());

  async function search(query: string, first = 50): Promise<SearchData['search']> {
    const result = await server.graphql<SearchData>(token, op('SearchIssues'), { query, first });
    expect(result.errors).toBeUndefined();
    if (!result.data) throw new Error('no data');
    return result.data.search;
  }

  const titles = {
    W1: 'Crash on startup',
    W2: 'Dark mode request',
    W3: 'Typo in docs',
    W4: 'Sub task',
    W5: 'Blocker issue',
    P1: 'Fix crash',
    P2: 'WIP refactor',
    P3: 'Merged feature',
  } as const;
  type Name = keyof typeof titles;
  const ALL: Name[] = ['W1', 'W2', 'W3', 'W4', 'W5', 'P1', 'P2', 'P3'];

  const families: Record<string, [string, Name[]][]> = {
    'type and state': [
      ['', ALL],
      ['is:issue', ['W1', 'W2', 'W3', 'W4', 'W5']],
      ['is:pr', ['P1', 'P2', 'P3']],
      ['type:pr', ['P1', 'P2', 'P3']],
      ['is:pull-request', ['P1', 'P2', 'P3']],
      ['is:open', ['W1', 'W4', 'W5', 'P1', 'P2']],
      ['state:closed', ['W2', 'W3', 'P3']],
      ['is:merged', ['P3']],
      ['state:merged', ['P3']],
      ['is:unmerged', ['P1', 'P2']],
      ['is:draft', ['P2']],
      ['draft:true', ['P2']],
      ['draft:false', ['P1', 'P3']],
      ['is:queued', []],
      ['reason:completed', ['W2']],
      ['reason:"not planned"', ['W3']],
      ['is:locked', ['W3']],
      ['is:unlocked is:issue', ['W1', 'W2', 'W4', 'W5']],
      ['is:public', ALL],
      ['is:private', []],
      ['archived:false', ALL],
      ['archived:true', []],
      ['is:open is:closed', []],
    ],
    people: [
      ['author:bob', ['W2', 'P1']],
      ['author:@me', ['W1', 'P2']],
      ['author:app/robot', ['P3']],
      ['-author:app/robot is:pr', ['P1', 'P2']],
      ['assignee:bob', ['W1']],
      ['assignee:*', ['W1', 'W5']],
      ['no:assignee is:open', ['W4', 'P1', 'P2']],
      ['-assignee:@me is:issue', ['W1', 'W2', 'W3', 'W4']],
      ['mentions:alice', ['W3']],
      ['commenter:bob', ['W3']],
      ['involves:alice', ['W1', 'W3', 'W5', 'P2']],
      ['involves:alice involves:bob', ['W1', 'W3']],
      ['team:acme/core', ['W5']],
      ['author:nobody', []],
    ],
    'labels, milestones, projects, types, fields': [
      ['label:bug', ['W1']],
      ['label:BUG', ['W1']],
      ['label:bug,ui', ['W1', 'W2']],
      ['label:enhancement label:ui', ['W2']],
      ['label:bug label:ui', []],
      ['label:"help wanted"', ['W3']],
      ['label:"help wanted",bug', ['W1', 'W3']],
      ['-label:bug,ui is:issue', ['W3', 'W4', 'W5']],
      ['no:label is:issue', ['W4', 'W5']],
      ['has:label', ['W1', 'W2', 'W3']],
      ['milestone:v1', ['W1']],
      ['milestone:"V1"', ['W1']],
      ['-milestone:v1 is:issue', ['W2', 'W3', 'W4', 'W5']],
      ['no:milestone is:issue', ['W2', 'W3', 'W4', 'W5']],
      ['project:acme/1', ['W5']],
      ['project:acme/2', []],
      ['no:project is:issue', ['W1', 'W2', 'W3', 'W4']],
      ['type:Bug', ['W5']],
      ['type:"bug"', ['W5']],
      ['type:NotAType', []],
      ['no:type is:issue', ['W1', 'W2', 'W3', 'W4']],
      ['has:type', ['W5']],
      ['field.priority:high', ['W5']],
      ['field.priority:low,high', ['W5']],
      ['field.priority:low', []],
      ['field.points:>=5', ['W5']],
      ['field.points:<5', []],
      ['field.points:1..10', ['W5']],
      ['field.due:2024-06-01', ['W5']],
      ['field.due:>2024-06-01', []],
      ['field.notes:"needs design"', ['W5']],
    ],
    relationships: [
      ['parent-issue:acme/widgets#1', ['W4']],
      ['parent-issue:"acme/widgets#1"', ['W4']],
      ['has:parent-issue', ['W4']],
      ['no:parent-issue is:issue', ['W1', 'W2', 'W3', 'W5']],
      ['has:sub-issues', ['W1']],
      ['no:sub-issues is:issue', ['W2', 'W3', 'W4', 'W5']],
      ['is:blocked', ['W4']],
      ['is:blocking', ['W5']],
      ['blocked-by:acme/widgets#6', ['W4']],
      ['blocking:acme/widgets#5', ['W5']],
      ['has:blocked-by', ['W4']],
      ['no:blocked-by is:issue', ['W1', 'W2', 'W3', 'W5']],
      ['has:blocking', ['W5']],
      ['linked:pr', ['W1']],
      ['linked:issue', ['P1']],
      ['is:issue -linked:pr', ['W2', 'W3', 'W4', 'W5']],
    ],
    'dates and counts': [
      ['created:2024-01-15', ['W1']],
      ['created:>2024-03-01', ['P2', 'P3', 'W4', 'W5']],
      ['created:>=2024-03-01', ['W3', 'P2', 'P3', 'W4', 'W5']],
      ['created:<2024-01-20', ['W1']],
      ['created:<=2024-01-20', ['W1', 'P1']],
      ['created:2024-01-01..2024-01-31', ['W1', 'P1']],
      ['created:*..2024-01-15', ['W1']],
      ['created:2024-06-01..*', ['W4', 'W5']],
      ['created:2024-01-15T09:00:00Z..2024-01-15T11:00:00Z', ['W1']],
      ['created:2024-03-02T00:00:00+01:00..2024-03-02T01:00:00+01:00', ['W3']],
      ['-created:>2024-02-01', ['W1', 'P1', 'W2']],
      ['closed:2024-02-10', ['W2']],
      ['closed:>=2024-03-01', ['W3', 'P3']],
      ['merged:>=2024-05-01', ['P3']],
      ['updated:>=@today-1d', ['W5']],
      ['updated:@today', ['W5']],
      ['comments:>2', ['W1']],
      ['comments:0 is:issue', ['W2', 'W4', 'W5']],
      ['comments:1..3', ['W1', 'W3']],
      ['comments:*..0 is:pr', ['P1', 'P2', 'P3']],
      ['reactions:>=5', ['W1']],
      ['interactions:>7', ['W1']],
      ['interactions:<1 is:issue', ['W2', 'W4', 'W5']],
    ],
    'full text': [
      ['crash', ['W1', 'P1']],
      ['CRASH', ['W1', 'P1']],
      ['crash in:title', ['W1', 'P1']],
      ['crashes in:body', ['W1']],
      ['crashes in:title', []],
      ['shipit', ['W3']],
      ['shipit in:comments', ['W3']],
      ['shipit in:title,body', []],
      ['"on startup"', ['W1']],
      ['"startup on"', []],
      ['crash NOT fix', ['W1']],
      ['(crash OR typo)', ['W1', 'P1', 'W3']],
      ['abcdef1', ['P1']],
      ['sha:abcdef1', ['P1']],
    ],
    'boolean structure': [
      ['(author:alice OR author:carol) is:issue', ['W1', 'W3', 'W4', 'W5']],
      ['is:open (label:bug OR type:Bug)', ['W1', 'W5']],
      ['(type:"Bug" AND assignee:alice) OR (label:bug AND assignee:bob)', ['W1', 'W5']],
      ['-(is:pr OR label:bug)', ['W2', 'W3', 'W4', 'W5']],
      ['(((((label:bug)))))', ['W1']],
    ],
    'pull requests': [
      ['review:approved', ['P1']],
      ['review:required', ['P2']],
      ['review:none', ['P3']],
      ['review:changes_requested', []],
      ['review-requested:alice', ['P1']],
      ['user-review-requested:@me', ['P1']],
      ['review-requested:dave', ['P2']],
      ['user-review-requested:dave', []],
      ['team-review-requested:acme/core', ['P2']],
      ['reviewed-by:carol', ['P1']],
      ['status:success', ['P1']],
      ['status:failure', ['P2']],
      ['status:pending', ['P3']],
      ['head:fix', ['P1']],
      ['head:change', ['P2']],
      ['head:%', []],
      ['base:develop', ['P2']],
      ['base:main', ['P1', 'P3']],
    ],
  };

  for (const [family, cases] of Object.entries(families)) {
    describe(family, () => {
      it.each(cases)('%s', async (query, expected) => {
        // Parenthesised so an OR in the case cannot escape the repository scope.
        const scoped = query.includes(' OR ') && !query.startsWith('(') ? `repo:acme/widgets (${query})` : `repo:acme/widgets ${query}`;
        const result = await search(scoped);
        expect(result.edges.map((e) => e.node.title).sort()).toEqual(expected.map((name) => titles[name]).sort());
        expect(result.issueCount).toBe(expected.length);
      });
    });
  }

  describe('sorting', () => {
    const order = async (query: string) => (await search(`repo:acme/widgets ${query}`)).edges.map((e) => e.node.title);
    it('orders newest first by default and oldest first with sort:created-asc', async () => {
      const oldest: Name[] = ['W1', 'P1', 'W2', 'W3', 'P2', 'P3', 'W4', 'W5'];
      expect(await order('sort:created-asc')).toEqual(oldest.map((n) => titles[n]));
      expect(await order('')).toEqual([...oldest].reverse().map((n) => titles[n]));
      expect(await order('sort:created')).toEqual([...oldest].reverse().map((n) => titles[n]));
    });
    it('sorts by comments with the id as tiebreaker', async () => {
      expect(await order('is:issue sort:comments-desc')).toEqual([titles.W1, titles.W3, titles.W5, titles.W4, titles.W2]);
      expect(await order('is:issue sort:comments-asc')).toEqual([titles.W2, titles.W4, titles.W5, titles.W3, titles.W1]);
    });
    it('sorts by reactions, one reaction, interactions, updates and relevance', async () => {
      expect((await order('sort:reactions'))[0]).toBe(titles.W1);
      expect((await order('sort:reactions-+1'))[0]).toBe(titles.W1);
      expect((await order('sort:reactions-heart-desc'))[0]).toBe(titles.W1);
      // Per-reaction and relevance sorts are always descending (spec 000 §4, sort rules).
      expect((await order('sort:reactions-heart-asc'))[0]).toBe(titles.W1);
      expect((await order('sort:interactions-asc')).at(-1)).toBe(titles.W1);
      expect((await order('sort:updated'))[0]).toBe(titles.W5);
      expect((await order('crash sort:relevance')).sort()).toEqual([titles.W1, titles.P1].sort());
    });
  });

  describe('milestone-number and sort:milestone-priority (the milestone page search)', () => {
    const MS = {
      A: 'Plan A issue',
      B: 'Plan B pull request',
      C: 'Plan C unplaced',
      D: 'Plan D closed',
      E: 'Plan E tie',
      F: 'Plan F second milestone',
      G: 'Plan G no milestone',
      H: 'Gadget milestone one',
    } as const;
    type Item = keyof typeof MS;
    beforeAll(async () => {
      const db = server.db;
      const [acme] = await db.select().from(t.accounts).where(eq(t.accounts.login, 'acme'));
      if (!acme) throw new Error('no acme');
      const planner = await buildRepo(db, acme, { name: 'planner' });
      const gadgets = await buildRepo(db, acme, { name: 'gadgets' });
      const first = await buildMilestone(db, planner, { title: 'First' });
      const second = await buildMilestone(db, planner, { title: 'Second' });
      const gadgetFirst = await buildMilestone(db, gadgets, { title: 'Gadget first' });
      expect([first.number, second.number, gadgetFirst.number]).toEqual([1, 2, 1]);
      const inFirst = (milestonePriority: number | null) => ({ milestoneId: first.id, milestonePriority });
      await buildIssue(db, planner, alice, { title: MS.A, ...inFirst(3) });
      await buildIssue(db, planner, alice, {
        title: MS.B,
        kind: 'pull_request',
        headRefName: 'plan-b',
        baseRefName: 'main',
        ...inFirst(5),
      });
      await buildIssue(db, planner, alice, { title: MS.C, ...inFirst(null) });
      await buildIssue(db, planner, alice, { title: MS.D, state: 'closed', stateReason: 'completed', closedAt: new Date(), ...inFirst(4) });
      // Built after A with the same priority: newer, so first among the two when descending.
      await buildIssue(db, planner, alice, { title: MS.E, ...inFirst(3) });
      await buildIssue(db, planner, alice, { title: MS.F, milestoneId: second.id, milestonePriority: 9 });
      await buildIssue(db, planner, alice, { title: MS.G });
      await buildIssue(db, gadgets, alice, { title: MS.H, milestoneId: gadgetFirst.id, milestonePriority: 1 });
    });
    const titlesOf = async (query: string) => (await search(query)).edges.map((e) => e.node.title);
    const named = (...items: Item[]) => items.map((item) => MS[item]);

    it.each([
      ['repo:acme/planner milestone-number:1', ['A', 'B', 'C', 'D', 'E']],
      ['repo:acme/planner milestone-number:2', ['F']],
      ['repo:acme/planner milestone-number:3', []],
      ['repo:acme/planner milestone-number:1 is:pr', ['B']],
      ['repo:acme/planner milestone-number:1 state:closed', ['D']],
      ['repo:acme/planner -milestone-number:1', ['F', 'G']],
      ['repo:acme/planner (milestone-number:2 OR no:milestone)', ['F', 'G']],
      ['repo:acme/gadgets milestone-number:1', ['H']],
    ] as [string, Item[]][])('%s', async (query, expected) => {
      expect((await titlesOf(query)).sort()).toEqual(named(...expected).sort());
    });

    it('matches the milestone of that number in every searched repository without a repo: scope', async () => {
      // acme/widgets' milestone v1 is its number 1 too.
      expect((await titlesOf('org:acme milestone-number:1')).sort()).toEqual([...named('A', 'B', 'C', 'D', 'E', 'H'), titles.W1].sort());
    });

    it('orders by milestone priority, unplaced items last, equal priorities newest first', async () => {
      const query = 'repo:acme/planner milestone-number:1 state:open archived:false';
      const result = await search(`${query} sort:milestone-priority-desc`);
      expect(result.edges.map((e) => e.node.title)).toEqual(named('B', 'E', 'A', 'C'));
      expect(result.issueCount).toBe(4);
      expect(await titlesOf(`${query} sort:milestone-priority`)).toEqual(named('B', 'E', 'A', 'C'));
      expect(await titlesOf(`${query} sort:milestone-priority-asc`)).toEqual(named('C', 'A', 'E', 'B'));
    });

    it('pages through the priority order with cursors', async () => {
      const query = 'repo:acme/planner milestone-number:1 sort:milestone-priority-desc';
      const page = await server.graphql<SearchData>(token, op('SearchIssues'), { query, first: 2 });
      expect(page.data?.search.edges.map((e) => e.node.title)).toEqual(named('B', 'D'));
      expect(page.data?.search.pageInfo.hasNextPage).toBe(true);
      const next = await server.graphql<SearchData>(token, op('SearchIssues'), {
        query,
        first: 2,
        after: page.data?.search.pageInfo.endCursor,
      });
      expect(next.data?.search.edges.map((e) => e.node.title)).toEqual(named('E', 'A'));
    });

    it.each(['milestone-number:first', 'milestone-number:0', 'milestone-number:1,2', 'milestone-number:>1'])(
      'rejects %s with INVALID_QUERY',
      async (query) => {
        const result = await server.graphql<SearchData>(token, op('SearchIssues'), { query: `repo:acme/planner ${query}`, first: 5 });
        expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_QUERY');
        expect(result.errors?.[0]?.message).toMatch(/milestone-number/);
      },
    );
  });

  it('unions top-level repo:, org: and user: terms into one scope', async () => {
    const other = await buildRepo(server.db, alice, { name: 'personal' });
    await buildIssue(server.db, other, alice, { title: 'Personal note' });
    const both = await search('repo:acme/widgets repo:alice/personal is:open');
    expect(both.edges.map((e) => e.node.title)).toContain('Personal note');
    expect(both.issueCount).toBe(6);
    const owners = await search('org:acme user:alice label:bug');
    expect(owners.edges.map((e) => e.node.title)).toEqual([titles.W1]);
    const excluded = await search('user:alice -repo:alice/personal');
    expect(excluded.issueCount).toBe(0);
    const atMe = await search('user:@me');
    expect(atMe.edges.map((e) => e.node.title)).toEqual(['Personal note']);
  });
});
