import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminChannel } from '../../cli/adminChannel.ts';
import { forwardToServer } from '../../cli/channelClient.ts';
import { runCapturing } from '../../cli/cliHarness.ts';
import { readServerFile } from '../../cli/serverFile.ts';
import type { Database, Db } from '../../db/client.ts';
import type { AccountRow, IssueRow, LabelRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { testDatabaseTargets } from '../../db/testDatabases.ts';
import { readEnv } from '../../env.ts';
import { rewriteLexemeBits } from './search.lexemes.ts';
import type { ReindexReport } from './search.reindex.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildUser } from '../../../testing/factories.ts';

/**
 * `search reindex` recomputes every column search reads instead of the rows it summarises. The
 * tests break those columns the way a bulk load with the triggers off would, and check that the
 * command reports exactly what it found and leaves the columns as the triggers would have.
 */
describe.each(testDatabaseTargets(process.env))('search reindex on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let db: Db;
  let alice: AccountRow;
  let bob: AccountRow;
  let widgets: RepositoryRow;
  let gadgets: RepositoryRow;
  let bug: LabelRow;
  let ui: LabelRow;
  let busy: IssueRow;
  let quiet: IssueRow;
  let elsewhere: IssueRow;

  const cli = (...argv: string[]) => runCapturing(async () => db, argv);

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    db = database.db;
    alice = await buildUser(db, { login: 'alice' });
    bob = await buildUser(db, { login: 'bob' });
    const acme = await buildOrg(db, { login: 'acme' });
    await addMember(db, acme, alice);
    widgets = await buildRepo(db, acme, { name: 'widgets' });
    gadgets = await buildRepo(db, acme, { name: 'gadgets' });
    bug = await buildLabel(db, widgets, { name: 'Bug' });
    ui = await buildLabel(db, widgets, { name: 'ui' });
    busy = await buildIssue(db, widgets, alice, { title: 'Busy issue', labels: [bug, ui], assignees: [alice, bob] });
    quiet = await buildIssue(db, widgets, alice, { title: 'Quiet issue', state: 'closed' });
    elsewhere = await buildIssue(db, gadgets, alice, { title: 'Elsewhere', labels: [] });
    // Comments and reactions as the API writes them: rows plus the counters its commands keep.
    await db.insert(t.issueComments).values([
      { issueId: busy.id, authorId: alice.id, body: 'A zeppelin drifted by' },
      { issueId: busy.id, authorId: bob.id, body: 'Seen from the tower' },
    ]);
    await db.insert(t.reactions).values([
      { subjectType: 'issue', subjectId: busy.id, userId: alice.id, content: 'HEART' },
      { subjectType: 'issue', subjectId: busy.id, userId: bob.id, content: 'HEART' },
      { subjectType: 'issue', subjectId: busy.id, userId: bob.id, content: 'ROCKET' },
    ]);
    await db
      .update(t.issues)
      .set({ commentsCount: 2, reactionsCount: 3, reactionCounts: { HEART: 2, ROCKET: 1 } })
      .where(eq(t.issues.id, busy.id));
    // A frequent word with its bit, so the bits are checked too.
    await db.insert(t.searchFrequentLexemes).values({ bit: 0, lexeme: 'zeppelin', ready: true });
    await rewriteLexemeBits(db);
  }, 120_000);

  afterAll(async () => {
    await dispose?.();
  });

  /** Writes with the triggers off (a bulk load, a hand edit): nothing keeps the columns. */
  async function withoutTriggers(statements: ReturnType<typeof sql>[]): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      for (const statement of statements) await tx.execute(statement);
    });
  }

  async function derived(issue: IssueRow) {
    const [row] = await db
      .select({
        labelKeys: t.issues.labelKeys,
        assigneeIds: t.issues.assigneeIds,
        words: sql<string>`${t.issues.commentsVector}::text`,
        commentsCount: t.issues.commentsCount,
        reactionsCount: t.issues.reactionsCount,
        reactionCounts: t.issues.reactionCounts,
        bits: sql<string>`${t.issues.lexemeBits0}::text`,
      })
      .from(t.issues)
      .where(eq(t.issues.id, issue.id));
    return row;
  }

  async function counters(repo: RepositoryRow) {
    const [row] = await db
      .select({
        openIssues: t.repositories.openIssuesCount,
        closedIssues: t.repositories.closedIssuesCount,
        openPullRequests: t.repositories.openPullRequestsCount,
        closedPullRequests: t.repositories.closedPullRequestsCount,
      })
      .from(t.repositories)
      .where(eq(t.repositories.id, repo.id));
    return row;
  }

  async function keysOf(...names: string[]): Promise<number[]> {
    const rows = await db.select({ id: t.labelNameKeys.id }).from(t.labelNameKeys).where(inArray(t.labelNameKeys.name, names));
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  it('reports nothing when the columns match their rows', async () => {
    expect(await cli('search', 'reindex')).toEqual({
      exitCode: 0,
      stdout: 'Checked 3 issues and 2 repositories: every derived search column matched its rows.\n',
      stderr: '',
    });
  });

  it('finds and fixes every broken column, then finds nothing', async () => {
    const before = { busy: await derived(busy), widgets: await counters(widgets) };
    expect(before.busy?.bits).toBe('1');
    // A label that never had a name key, added behind the triggers' back.
    const fresh = await buildLabel(db, widgets, { name: 'Fresh' });
    await withoutTriggers([
      sql`INSERT INTO issue_labels (issue_id, label_id) VALUES (${busy.id}, ${fresh.id})`,
      sql`UPDATE issues SET label_keys = '{}', assignee_ids = ARRAY[${bob.id}::int], comments_vector = '', comments_count = 0,
            reactions_count = 7, reaction_counts = '{"HEART": 7}', lexeme_bits_0 = 0 WHERE id = ${busy.id}`,
      sql`UPDATE issues SET lexeme_bits_0 = 1 WHERE id = ${quiet.id}`,
      sql`UPDATE repositories SET open_issues_count = 5, closed_issues_count = 0 WHERE id = ${widgets.id}`,
    ]);

    const run = await cli('search', 'reindex');
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe(
      [
        'Checked 3 issues and 2 repositories: fixed 2 issues and 1 repository.',
        'Values fixed per column:',
        '  label_keys           1',
        '  assignee_ids         1',
        '  comments_vector      1',
        '  comments_count       1',
        '  reactions_count      1',
        '  reaction_counts      1',
        '  lexeme_bits          2',
        '  open_issues_count    1',
        '  closed_issues_count  1',
        'Issues fixed:',
        `  acme/widgets#${busy.number}  label_keys, assignee_ids, comments_vector, comments_count, reactions_count, reaction_counts, lexeme_bits`,
        `  acme/widgets#${quiet.number}  lexeme_bits`,
        'Repositories fixed:',
        '  acme/widgets  open_issues_count, closed_issues_count',
        '',
      ].join('\n'),
    );

    expect(await derived(busy)).toEqual({ ...before.busy, labelKeys: await keysOf('bug', 'ui', 'fresh') });
    expect((await derived(quiet))?.bits).toBe('0');
    expect(await counters(widgets)).toEqual(before.widgets);
    expect(before.widgets).toEqual({ openIssues: 1, closedIssues: 1, openPullRequests: 0, closedPullRequests: 0 });

    expect((await cli('search', 'reindex')).stdout).toBe(
      'Checked 3 issues and 2 repositories: every derived search column matched its rows.\n',
    );
    await db.delete(t.issueLabels).where(eq(t.issueLabels.labelId, fresh.id));
  });

  it('reports every column and every fixed row as JSON', async () => {
    await withoutTriggers([
      sql`UPDATE issues SET assignee_ids = '{}' WHERE id = ${busy.id}`,
      sql`UPDATE repositories SET closed_pull_requests_count = 2 WHERE id = ${gadgets.id}`,
    ]);
    const run = await cli('search', 'reindex', '--json');
    expect(run.exitCode).toBe(0);
    const report = JSON.parse(run.stdout) as ReindexReport & { repository: string | null };
    expect(report).toEqual({
      repository: null,
      checked: { issues: 3, repositories: 2 },
      fixedByColumn: {
        label_keys: 0,
        assignee_ids: 1,
        comments_vector: 0,
        comments_count: 0,
        reactions_count: 0,
        reaction_counts: 0,
        lexeme_bits: 0,
        open_issues_count: 0,
        closed_issues_count: 0,
        open_pull_requests_count: 0,
        closed_pull_requests_count: 1,
      },
      issues: [{ id: busy.id, issue: `acme/widgets#${busy.number}`, columns: ['assignee_ids'] }],
      repositories: [{ id: gadgets.id, repository: 'acme/gadgets', columns: ['closed_pull_requests_count'] }],
    });
    expect((await derived(busy))?.assigneeIds).toEqual([alice.id, bob.id].sort((a, b) => a - b));
  });

  it('checks only the repository named by --repo', async () => {
    await withoutTriggers([sql`UPDATE issues SET label_keys = '{999}' WHERE id IN (${busy.id}, ${elsewhere.id})`]);
    const scoped = await cli('search', 'reindex', '--repo', 'ACME/Gadgets');
    expect(scoped.stdout).toBe(
      [
        'Checked 1 issue and 1 repository of acme/gadgets: fixed 1 issue and 0 repositories.',
        'Values fixed per column:',
        '  label_keys  1',
        'Issues fixed:',
        `  acme/gadgets#${elsewhere.number}  label_keys`,
        '',
      ].join('\n'),
    );
    expect((await derived(elsewhere))?.labelKeys).toEqual([]);
    expect((await derived(busy))?.labelKeys).toEqual([999]);
    const json = JSON.parse((await cli('search', 'reindex', '--repo=acme/widgets', '--json')).stdout) as { repository: string };
    expect(json).toMatchObject({ repository: 'acme/widgets', checked: { issues: 2, repositories: 1 } });
  });

  it('lists the first 20 fixed issues in the text output', async () => {
    const many: IssueRow[] = [];
    for (let n = 0; n < 23; n += 1) many.push(await buildIssue(db, gadgets, alice, { labels: [] }));
    await withoutTriggers([sql`UPDATE issues SET comments_count = 1 WHERE repo_id = ${gadgets.id}`]);
    const lines = (await cli('search', 'reindex', '--repo', 'acme/gadgets')).stdout.trimEnd().split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Checked 24 issues and 1 repository of acme/gadgets: fixed 24 issues and 0 repositories.',
      'Values fixed per column:',
      '  comments_count  24',
      'Issues fixed (first 20; --json lists all):',
    ]);
    expect(lines.slice(4, 6)).toEqual([
      `  acme/gadgets#${elsewhere.number}  comments_count`,
      `  acme/gadgets#${many[0]?.number}  comments_count`,
    ]);
    expect(lines.slice(24)).toEqual(['  … and 4 more']);
  });

  it('keeps the columns exact when it runs while labels are being added', async () => {
    const issue = await buildIssue(db, widgets, alice, { title: 'Labelled during a reindex' });
    const labels: LabelRow[] = [];
    for (let n = 0; n < 20; n += 1) labels.push(await buildLabel(db, widgets, { name: `during${n}` }));
    const [reindex] = await Promise.all([
      cli('search', 'reindex', '--json'),
      ...labels.map((label) => db.insert(t.issueLabels).values({ issueId: issue.id, labelId: label.id })),
    ]);
    expect(reindex.exitCode).toBe(0);
    expect((await derived(issue))?.labelKeys).toEqual(await keysOf(...labels.map((label) => label.name)));
    expect(JSON.parse((await cli('search', 'reindex', '--json')).stdout)).toMatchObject({ issues: [], repositories: [] });
  });

  it.each([
    [['search', 'reindex', 'extra'], "Unexpected argument 'extra' for 'search reindex'."],
    [['search', 'reindex', '--repo'], 'Option --repo needs a value.'],
    [['search', 'reindex', '--repo', 'widgets'], "Expected <owner>/<name>, got 'widgets'."],
    [['search', 'reindex', '--all'], "Unknown option '--all' for 'search reindex'."],
    [['search'], "'search' needs a subcommand: reindex."],
  ])('exits 2 on the usage error %j', async (argv, message) => {
    const run = await cli(...argv);
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`Error: ${message}\n`);
    expect(run.stderr).toContain('search reindex [--repo <owner>/<name>]');
  });

  it('exits 1 for a repository that does not exist', async () => {
    expect(await cli('search', 'reindex', '--repo', 'acme/nothing')).toEqual({
      exitCode: 1,
      stdout: '',
      stderr: "Error: Repository 'acme/nothing' not found.\n",
    });
  });

  // The embedded database admits one process: the CLI hands the command to the running server.
  it.runIf(target.name === 'PGlite')('runs inside a running server through the admin channel', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-reindex-'));
    const app = Fastify();
    try {
      await registerAdminChannel(app, database, readEnv({ DATA_DIR: dataDir }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      for (let attempt = 0; attempt < 100 && !(await readServerFile(dataDir)); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await withoutTriggers([sql`UPDATE issues SET assignee_ids = '{}' WHERE id = ${busy.id}`]);
      const forwarded = await forwardToServer(dataDir, ['search', 'reindex', '--json']);
      expect(forwarded?.exitCode).toBe(0);
      expect(JSON.parse(forwarded?.stdout ?? '')).toMatchObject({
        issues: [{ id: busy.id, columns: ['assignee_ids'] }],
      });
    } finally {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
