import { eq, inArray, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, LabelRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { REACTION_CONTENTS } from '../reactions/reactionGroups.ts';
import { addMember, buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { op } from '../../../testing/operations.ts';

/**
 * The columns search reads on the issue row (migrations 0005, 0008) and the reaction counters are
 * functions of other rows. Concurrent writers on one issue must each see the others' committed
 * rows, so the column ends up holding all of them, not the view of whichever wrote last.
 */
describe('search columns under concurrent writes', () => {
  let server: TestServer;
  let token: string;
  let alice: AccountRow;
  let repo: RepositoryRow;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await buildUser(server.db, { login: 'alice' });
    const acme = await buildOrg(server.db, { login: 'acme' });
    await addMember(server.db, acme, alice, 'admin');
    repo = await buildRepo(server.db, acme, { name: 'widgets' });
    token = await buildToken(server.db, alice);
  });

  afterAll(async () => {
    await server.close();
  });

  async function mutate(name: string, variables: Record<string, unknown>, as = token): Promise<void> {
    const result = await server.graphql(as, op(name), variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  }

  async function numbers(query: string): Promise<number[]> {
    const result = await server.graphql<{ search: { edges: { node: { number: number } }[] } }>(token, op('SearchIssues'), {
      query: `repo:acme/widgets ${query}`,
      first: 50,
    });
    expect(result.errors).toBeUndefined();
    return (result.data?.search.edges ?? []).map((edge) => edge.node.number).sort((a, b) => a - b);
  }

  async function issueRow(issue: IssueRow) {
    const [row] = await server.db.select().from(t.issues).where(eq(t.issues.id, issue.id));
    if (!row) throw new Error('issue vanished');
    return row;
  }

  /** The `label_name_keys` ids of these names, sorted: what `label_keys` must hold. */
  async function keysOf(names: string[]): Promise<number[]> {
    const rows = await server.db
      .select({ id: t.labelNameKeys.id })
      .from(t.labelNameKeys)
      .where(
        inArray(
          t.labelNameKeys.name,
          names.map((name) => name.toLowerCase()),
        ),
      );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /** Distinct words of letters only, so the text search parser keeps each one whole. */
  const word = (prefix: string, n: number) => `${prefix}${String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26))}`;

  it('keeps all 50 labels of 50 concurrent addLabelsToLabelable calls, each found by label:', async () => {
    const issue = await buildIssue(server.db, repo, alice, { title: 'Many labels' });
    const labels: LabelRow[] = [];
    for (let n = 0; n < 50; n += 1) labels.push(await buildLabel(server.db, repo, { name: word('tag', n) }));
    await Promise.all(
      labels.map((label) => mutate('AddLabels', { labelableId: toGlobalId('Issue', issue.id), labelIds: [toGlobalId('Label', label.id)] })),
    );
    expect(await server.db.$count(t.issueLabels, eq(t.issueLabels.issueId, issue.id))).toBe(50);
    expect((await issueRow(issue)).labelKeys).toEqual(await keysOf(labels.map((label) => label.name)));
    for (const label of labels) expect(await numbers(`label:${label.name}`)).toEqual([issue.number]);
  });

  it('keeps label keys exact when labels are renamed while they are being added', async () => {
    const issue = await buildIssue(server.db, repo, alice, { title: 'Renamed labels' });
    const labels: LabelRow[] = [];
    for (let n = 0; n < 20; n += 1) labels.push(await buildLabel(server.db, repo, { name: word('before', n) }));
    await Promise.all(
      labels.flatMap((label, n) => [
        mutate('AddLabels', { labelableId: toGlobalId('Issue', issue.id), labelIds: [toGlobalId('Label', label.id)] }),
        mutate('UpdateLabel', { id: toGlobalId('Label', label.id), name: word('after', n) }),
      ]),
    );
    const renamed = labels.map((_label, n) => word('after', n));
    expect((await issueRow(issue)).labelKeys).toEqual(await keysOf(renamed));
    for (const [n, name] of renamed.entries()) {
      expect(await numbers(`label:${name}`)).toEqual([issue.number]);
      expect(await numbers(`label:${word('before', n)}`)).toEqual([]);
    }
  });

  it('finds every word of 30 concurrent comments', async () => {
    const issue = await buildIssue(server.db, repo, alice, { title: 'Busy thread' });
    const words = Array.from({ length: 30 }, (_, n) => word('quill', n));
    await Promise.all(words.map((w) => mutate('AddComment', { subjectId: toGlobalId('Issue', issue.id), body: `a comment about ${w}` })));
    const row = await issueRow(issue);
    expect(row.commentsCount).toBe(30);
    for (const w of words) expect(await numbers(`${w} in:comments`)).toEqual([issue.number]);
  });

  it('keeps every assignee of concurrent addAssigneesToAssignable calls', async () => {
    const issue = await buildIssue(server.db, repo, alice, { title: 'Shared work' });
    const people: AccountRow[] = [];
    for (let n = 0; n < 10; n += 1) people.push(await buildUser(server.db, { login: `helper${n}` }));
    await Promise.all(
      people.map((person) =>
        mutate('AddAssignees', { assignableId: toGlobalId('Issue', issue.id), assigneeIds: [toGlobalId('User', person.id)] }),
      ),
    );
    expect((await issueRow(issue)).assigneeIds).toEqual(people.map((person) => person.id).sort((a, b) => a - b));
    for (const person of people) expect(await numbers(`assignee:${person.login}`)).toEqual([issue.number]);
  });

  it('counts 48 concurrent reactions and 24 concurrent removals exactly', async () => {
    const issue = await buildIssue(server.db, repo, alice, { title: 'Popular' });
    const reactors: string[] = [];
    for (let n = 0; n < 6; n += 1) reactors.push(await buildToken(server.db, await buildUser(server.db, { login: `fan${n}` })));
    const subjectId = toGlobalId('Issue', issue.id);
    const all = reactors.flatMap((reactor) => REACTION_CONTENTS.map((content) => ({ reactor, content })));
    await Promise.all(all.map(({ reactor, content }) => mutate('AddReaction', { subjectId, content }, reactor)));
    let row = await issueRow(issue);
    expect(row.reactionsCount).toBe(48);
    expect(row.reactionCounts).toEqual(Object.fromEntries(REACTION_CONTENTS.map((content) => [content, 6])));
    expect(await numbers('reactions:48')).toEqual([issue.number]);

    // Every reactor takes back its first four contents.
    const removed = all.filter(({ content }) => REACTION_CONTENTS.indexOf(content) < 4);
    await Promise.all(removed.map(({ reactor, content }) => mutate('RemoveReaction', { subjectId, content }, reactor)));
    row = await issueRow(issue);
    expect(row.reactionsCount).toBe(24);
    expect(row.reactionCounts).toEqual(Object.fromEntries(REACTION_CONTENTS.slice(4).map((content) => [content, 6])));
    expect(await numbers('reactions:24')).toEqual([issue.number]);
  });

  it('leaves no issue whose derived columns differ from its rows', async () => {
    const stale = await server.db.execute(sql`SELECT id FROM issues
      WHERE label_keys IS DISTINCT FROM issues_label_keys_of(id) OR assignee_ids IS DISTINCT FROM issues_assignee_ids_of(id)
        OR comments_vector IS DISTINCT FROM issues_comments_vector(id)`);
    expect((stale as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

/**
 * The interleavings behind the races above, replayed step by step on two connections (PGlite has
 * one connection, so only PostgreSQL can interleave transactions).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('search columns under interleaved transactions', () => {
  let server: TestServer;
  let repo: RepositoryRow;
  let alice: AccountRow;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await buildUser(server.db, { login: 'alice' });
    repo = await buildRepo(server.db, alice, { name: 'steps' });
  });

  afterAll(async () => {
    await server.close();
  });

  /** Two sessions, each in a transaction, released whatever happens. */
  async function twoTransactions(steps: (first: PoolClient, second: PoolClient) => Promise<void>): Promise<void> {
    const pool = server.database.pool;
    if (!pool) throw new Error('PostgreSQL has a pool');
    const first = await pool.connect();
    const second = await pool.connect();
    try {
      await first.query('BEGIN');
      await second.query('BEGIN');
      await steps(first, second);
    } finally {
      await first.query('ROLLBACK').catch(() => undefined);
      await second.query('ROLLBACK').catch(() => undefined);
      first.release();
      second.release();
    }
  }

  async function labelKeys(issue: IssueRow): Promise<string[]> {
    const rows = await server.db.execute(sql`SELECT k.name FROM issues i, unnest(i.label_keys) AS x(id)
      JOIN label_name_keys k ON k.id = x.id WHERE i.id = ${issue.id} ORDER BY k.name`);
    return (rows as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  }

  /** Resolves with `true` once `query` has finished, `false` while it still waits after `ms`. */
  async function finishesWithin(query: Promise<unknown>, ms: number): Promise<boolean> {
    return Promise.race([query.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
  }

  it('a second label added while the first is uncommitted waits for it and keeps both', async () => {
    const issue = await buildIssue(server.db, repo, alice);
    const [one, two] = [await buildLabel(server.db, repo, { name: 'one' }), await buildLabel(server.db, repo, { name: 'two' })];
    await twoTransactions(async (first, second) => {
      await first.query('INSERT INTO issue_labels (issue_id, label_id) VALUES ($1, $2)', [issue.id, one.id]);
      const adding = second.query('INSERT INTO issue_labels (issue_id, label_id) VALUES ($1, $2)', [issue.id, two.id]);
      expect(await finishesWithin(adding, 300)).toBe(false);
      await first.query('COMMIT');
      await adding;
      await second.query('COMMIT');
    });
    expect(await labelKeys(issue)).toEqual(['one', 'two']);
  });

  it('a label added during its rename gets the new name', async () => {
    const issue = await buildIssue(server.db, repo, alice);
    const label = await buildLabel(server.db, repo, { name: 'draft' });
    await twoTransactions(async (renaming, adding) => {
      await renaming.query(`UPDATE labels SET name = 'final' WHERE id = $1`, [label.id]);
      // The foreign key check of the new row waits for the rename to commit.
      const insert = adding.query('INSERT INTO issue_labels (issue_id, label_id) VALUES ($1, $2)', [issue.id, label.id]);
      expect(await finishesWithin(insert, 300)).toBe(false);
      await renaming.query('COMMIT');
      await insert;
      await adding.query('COMMIT');
    });
    expect(await labelKeys(issue)).toEqual(['final']);
  });

  it('a rename during an uncommitted addition of the label renames it on that issue too', async () => {
    const issue = await buildIssue(server.db, repo, alice);
    const label = await buildLabel(server.db, repo, { name: 'sketch' });
    await twoTransactions(async (adding, renaming) => {
      await adding.query('INSERT INTO issue_labels (issue_id, label_id) VALUES ($1, $2)', [issue.id, label.id]);
      // The rename's trigger waits for the addition before it reads which issues carry the label.
      const rename = renaming.query(`UPDATE labels SET name = 'blueprint' WHERE id = $1`, [label.id]);
      expect(await finishesWithin(rename, 300)).toBe(false);
      await adding.query('COMMIT');
      await rename;
      await renaming.query('COMMIT');
    });
    expect(await labelKeys(issue)).toEqual(['blueprint']);
  });
});
