import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, LabelRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { describeSearchScope, searchTuning } from './search.engine.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { op } from '../../../testing/operations.ts';

/**
 * Search reads label names, assignees and comment words from columns of `issues` that triggers
 * keep (migration 0005). Every way those change — the API's mutations, a label rename or deletion,
 * comment edits and deletions, bulk statements — must show in the next search.
 */
describe('search columns kept on the issue row', () => {
  let server: TestServer;
  let token: string;
  let alice: AccountRow;
  let bob: AccountRow;
  let repo: RepositoryRow;
  let bug: LabelRow;
  let ui: LabelRow;
  let first: IssueRow;
  let second: IssueRow;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    alice = await buildUser(db, { login: 'alice' });
    bob = await buildUser(db, { login: 'bob' });
    const acme = await buildOrg(db, { login: 'acme' });
    await addMember(db, acme, alice, 'admin');
    await addMember(db, acme, bob);
    repo = await buildRepo(db, acme, { name: 'widgets' });
    token = await buildToken(db, alice);
    bug = await buildLabel(db, repo, { name: 'Bug' });
    ui = await buildLabel(db, repo, { name: 'ui' });
    first = await buildIssue(db, repo, alice, { title: 'First issue', body: 'plain words' });
    second = await buildIssue(db, repo, alice, { title: 'Second issue', body: 'other words' });
  });

  afterAll(async () => {
    await server.close();
  });

  async function numbers(query: string): Promise<number[]> {
    const result = await server.graphql<{ search: { issueCount: number; edges: { node: { number: number } }[] } }>(
      token,
      op('SearchIssues'),
      { query: `repo:acme/widgets ${query}`, first: 50 },
    );
    expect(result.errors).toBeUndefined();
    const nodes = (result.data?.search.edges ?? []).map((edge) => edge.node);
    expect(result.data?.search.issueCount).toBe(nodes.length);
    return nodes.map((n) => n.number).sort((a, b) => a - b);
  }

  async function mutate(name: string, variables: Record<string, unknown>): Promise<void> {
    const result = await server.graphql(token, op(name), variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  }

  it('follows labels added and removed through the API, case-insensitively', async () => {
    expect(await numbers('no:label')).toEqual([first.number, second.number]);
    await mutate('AddLabels', {
      labelableId: toGlobalId('Issue', first.id),
      labelIds: [toGlobalId('Label', bug.id), toGlobalId('Label', ui.id)],
    });
    expect(await numbers('label:bug')).toEqual([first.number]);
    expect(await numbers('label:BUG,nothing')).toEqual([first.number]);
    expect(await numbers('-label:ui')).toEqual([second.number]);
    expect(await numbers('has:label')).toEqual([first.number]);
    await mutate('RemoveLabels', { labelableId: toGlobalId('Issue', first.id), labelIds: [toGlobalId('Label', ui.id)] });
    expect(await numbers('label:ui')).toEqual([]);
    expect(await numbers('label:bug')).toEqual([first.number]);
  });

  it('follows a renamed label and a deleted one', async () => {
    await mutate('UpdateLabel', { id: toGlobalId('Label', bug.id), name: 'defect' });
    expect(await numbers('label:bug')).toEqual([]);
    expect(await numbers('label:Defect')).toEqual([first.number]);
    // A name used before by another label gets the same key again.
    const other = await buildLabel(server.db, repo, { name: 'bug' });
    await mutate('AddLabels', { labelableId: toGlobalId('Issue', second.id), labelIds: [toGlobalId('Label', other.id)] });
    expect(await numbers('label:bug')).toEqual([second.number]);
    await mutate('DeleteLabel', { id: toGlobalId('Label', other.id) });
    expect(await numbers('label:bug')).toEqual([]);
    expect(await numbers('no:label')).toEqual([second.number]);
  });

  it('follows assignees, including bulk statements', async () => {
    expect(await numbers('no:assignee')).toEqual([first.number, second.number]);
    await mutate('AddAssignees', { assignableId: toGlobalId('Issue', first.id), assigneeIds: [toGlobalId('User', bob.id)] });
    expect(await numbers('assignee:*')).toEqual([first.number]);
    expect(await numbers('no:assignee')).toEqual([second.number]);
    await server.db.insert(t.issueAssignees).values([
      { issueId: first.id, userId: alice.id },
      { issueId: second.id, userId: alice.id },
    ]);
    expect(await numbers('assignee:*')).toEqual([first.number, second.number]);
    const [row] = await server.db.select({ ids: t.issues.assigneeIds }).from(t.issues).where(eq(t.issues.id, first.id));
    expect(row?.ids).toEqual([alice.id, bob.id].sort((a, b) => a - b));
    await server.db.delete(t.issueAssignees).where(eq(t.issueAssignees.userId, alice.id));
    await mutate('RemoveAssignees', { assignableId: toGlobalId('Issue', first.id), assigneeIds: [toGlobalId('User', bob.id)] });
    expect(await numbers('no:assignee')).toEqual([first.number, second.number]);
  });

  it('finds words of comments added, edited and deleted', async () => {
    await mutate('AddComment', { subjectId: toGlobalId('Issue', second.id), body: 'A flaky zeppelin appeared' });
    expect(await numbers('zeppelin')).toEqual([second.number]);
    expect(await numbers('zeppelin in:comments')).toEqual([second.number]);
    expect(await numbers('zeppelin in:title,body')).toEqual([]);
    expect(await numbers('"flaky zeppelin" in:comments')).toEqual([second.number]);
    await server.db.update(t.issueComments).set({ body: 'Now it is a blimp' }).where(eq(t.issueComments.issueId, second.id));
    expect(await numbers('zeppelin')).toEqual([]);
    expect(await numbers('blimp')).toEqual([second.number]);
    // A phrase never spans two comments.
    await mutate('AddComment', { subjectId: toGlobalId('Issue', second.id), body: 'hovering slowly' });
    expect(await numbers('"blimp hovering"')).toEqual([]);
    expect(await numbers('blimp hovering')).toEqual([second.number]);
    await server.db.delete(t.issueComments).where(eq(t.issueComments.issueId, second.id));
    expect(await numbers('blimp')).toEqual([]);
    const [row] = await server.db
      .select({ words: sql<string>`${t.issues.commentsVector}::text` })
      .from(t.issues)
      .where(eq(t.issues.id, second.id));
    expect(row?.words).toBe('');
  });

  it('keeps repository counters in step with creates, closes, transfers and deletes', async () => {
    const db = server.db;
    const other = await buildRepo(db, (await db.select().from(t.accounts).where(eq(t.accounts.login, 'acme')))[0] as AccountRow, {
      name: 'gadgets',
    });
    // What the counters must say, counted from the rows themselves.
    const expectCounters = async () => {
      for (const r of [repo, other]) {
        const [counted] = await db
          .select({
            oi: sql<number>`count(*) FILTER (WHERE kind = 'issue' AND state = 'open')::int`,
            ci: sql<number>`count(*) FILTER (WHERE kind = 'issue' AND state = 'closed')::int`,
            op: sql<number>`count(*) FILTER (WHERE kind = 'pull_request' AND state = 'open')::int`,
            cp: sql<number>`count(*) FILTER (WHERE kind = 'pull_request' AND state = 'closed')::int`,
          })
          .from(t.issues)
          .where(eq(t.issues.repoId, r.id));
        const [kept] = await db
          .select({
            oi: t.repositories.openIssuesCount,
            ci: t.repositories.closedIssuesCount,
            op: t.repositories.openPullRequestsCount,
            cp: t.repositories.closedPullRequestsCount,
          })
          .from(t.repositories)
          .where(eq(t.repositories.id, r.id));
        expect(kept).toEqual(counted);
      }
    };
    await expectCounters();
    const pr = await buildIssue(db, repo, alice, { title: 'A pull request', kind: 'pull_request' });
    await mutate('CloseIssue', { issueId: toGlobalId('Issue', first.id) });
    await expectCounters();
    const total = async (query: string) => {
      const result = await server.graphql<{ search: { issueCount: number } }>(token, op('SearchIssues'), { query, first: 1 });
      return result.data?.search.issueCount;
    };
    expect(await total('repo:acme/widgets is:issue is:open')).toBe(1);
    expect(await total('repo:acme/widgets is:issue is:closed')).toBe(1);
    expect(await total('repo:acme/widgets is:pr')).toBe(1);
    expect(await total('repo:acme/widgets')).toBe(3);
    expect(await total('org:acme state:open')).toBe(2);
    // A transfer moves the issue's count; a deletion removes it.
    await db.update(t.issues).set({ repoId: other.id, number: 99 }).where(eq(t.issues.id, second.id));
    await expectCounters();
    expect(await total('repo:acme/gadgets is:issue is:open')).toBe(1);
    await mutate('ReopenIssue', { issueId: toGlobalId('Issue', first.id) });
    await db.delete(t.issues).where(eq(t.issues.id, pr.id));
    await expectCounters();
    expect(await total('org:acme is:issue is:open')).toBe(2);
    await db.update(t.issues).set({ repoId: repo.id, number: second.number }).where(eq(t.issues.id, second.id));
    await expectCounters();
  });

  it('keeps a thread too long for one tsvector searchable instead of failing the comment', async () => {
    // 25 comments of 40,000 characters of distinct made-up words (~1 MB): more than one tsvector
    // holds. Each comment is fine alone; the issue keeps the words of the first 200,000 characters.
    const comments = Array.from({ length: 25 }, (_, c) => ({
      issueId: first.id,
      authorId: alice.id,
      body: `${c === 0 ? 'opening ' : ''}${Array.from({ length: 5_000 }, (_, i) => `w${(c * 5_000 + i).toString(36)}x`).join(' ')}`.slice(
        0,
        40_000,
      ),
    }));
    await server.db.insert(t.issueComments).values(comments);
    expect(await numbers('opening')).toEqual([first.number]);
  });
});

/**
 * Across many issues the engine may test each match's repository instead of intersecting with an
 * index scan of every searched repository (search.engine.ts, fewMatchesEverywhere). Either way
 * the same rule decides what is visible.
 */
describe('search over a large scope', () => {
  let server: TestServer;
  let token: string;
  let alice: AccountRow;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    alice = await buildUser(db, { login: 'alice' });
    const acme = await buildOrg(db, { login: 'acme' });
    const other = await buildOrg(db, { login: 'other' });
    await addMember(db, acme, alice);
    token = await buildToken(db, alice);
    const repos = [
      await buildRepo(db, acme, { name: 'big' }),
      await buildRepo(db, acme, { name: 'small' }),
      await buildRepo(db, other, { name: 'secret', visibility: 'private' }),
    ];
    // 24,000 issues of some length (so an index beats reading the table); every 1,000th mentions a
    // rare word, in all three repositories.
    for (const [index, repo] of repos.entries()) {
      const size = index === 0 ? 20_000 : 2_000;
      await db.execute(sql`INSERT INTO issues (repo_id, number, title, body, comments_count, created_at)
        SELECT ${repo.id}, n, 'Issue ' || n, CASE WHEN n % 1000 = 0 THEN 'a quasar appeared' ELSE 'nothing to see' END || repeat(' filler', 100),
          n % 150, timestamptz '2024-01-01' + n * interval '1 minute'
        FROM generate_series(1, ${size}) AS n`);
    }
    await db.execute(sql`ANALYZE issues`);
  });

  afterAll(async () => {
    await server.close();
  });

  async function search(query: string) {
    const result = await server.graphql<{
      search: { issueCount: number; edges: { node: { title: string; repository: { nameWithOwner: string } } }[] };
    }>(token, op('SearchIssues'), { query, first: 100 });
    expect(result.errors).toBeUndefined();
    return result.data?.search;
  }

  const viewer = () => ({ id: alice.id, login: 'alice', isSiteAdmin: false, scopes: null });

  it('tests each match of a rare word for readability and finds exactly the readable ones', async () => {
    // Every plan is cheap on 24,000 rows; the default share is tuned for a million.
    expect(await describeSearchScope(server.db, viewer(), 'quasar')).toEqual({
      repositories: 2,
      issues: 22_000,
      filterRepositories: false,
    });
    const byIndex = await search('quasar');
    searchTuning.costShare = 0.9;
    try {
      expect((await describeSearchScope(server.db, viewer(), 'quasar')).filterRepositories).toBe(true);
      const byRow = await search('quasar');
      expect(byRow?.issueCount).toBe(22);
      expect(new Set(byRow?.edges.map((e) => e.node.repository.nameWithOwner))).toEqual(new Set(['acme/big', 'acme/small']));
      expect(byRow).toEqual(byIndex);
      // Broad conditions and a single repository keep the repository index.
      expect((await describeSearchScope(server.db, viewer(), 'nothing')).filterRepositories).toBe(false);
      expect((await describeSearchScope(server.db, viewer(), 'repo:acme/big quasar')).filterRepositories).toBe(false);
      expect((await search('comments:>148'))?.issueCount).toBe(146);
      expect((await search('nothing'))?.issueCount).toBe(21_978);
    } finally {
      searchTuning.costShare = 1 / 5;
    }
  });

  it('counts the same whichever way the repositories are reached', async () => {
    expect((await search('comments:>148'))?.issueCount).toBe(146);
    expect((await search('quasar OR comments:>148'))?.issueCount).toBe(146 + 22);
  });
});
