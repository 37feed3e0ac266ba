import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import {
  countStaleLexemeBits,
  readyLexemeBits,
  refreshFrequentLexemes,
  rewriteLexemeBits,
  scheduleFrequentLexemes,
} from './search.lexemes.ts';
import { addMember, buildIssue, buildOrg, buildRepo, buildToken, buildUser } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { op } from '../../../testing/operations.ts';

/**
 * Frequent words are answered from bits on the issue row (migration 0006, search.lexemes.ts).
 * A search must find exactly what the full-text index finds, before and after the words get their
 * bits, and after every kind of write that changes an issue's words.
 */
describe('frequent words answered from the issue row', () => {
  let server: TestServer;
  let token: string;
  let alice: AccountRow;
  let repo: RepositoryRow;
  const issues: IssueRow[] = [];

  // Every issue holds "crash" or "hang"; "null pointer" is a phrase in some, apart in others.
  const texts: [string, string][] = [
    ['Crash on save', 'null pointer in the editor'],
    ['Hang when loading', 'the pointer is null here'],
    ['Crash after update', 'a hang, then a crash'],
    ['Slow hang', 'nothing about pointers'],
    ['Startup crash', 'null pointer again'],
    ['Crash in title only', 'body words'],
    ['Hang in the sidebar', 'crash in the body'],
    ['Another hang', 'null and pointer, apart'],
  ];
  const queries = [
    'crash',
    'hang',
    '-crash',
    'crash hang',
    'crash OR pointer',
    '"null pointer"',
    'crash in:title',
    'crash in:body',
    'null pointer',
    'crash -hang',
    'CRASH',
    'crash is:open',
    'pointers',
    'zeppelin',
  ];

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    alice = await buildUser(db, { login: 'alice' });
    const acme = await buildOrg(db, { login: 'acme' });
    await addMember(db, acme, alice, 'admin');
    repo = await buildRepo(db, acme, { name: 'widgets' });
    token = await buildToken(db, alice);
    for (const [title, body] of texts) issues.push(await buildIssue(db, repo, alice, { title, body }));
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
    expect(result.errors, `${query}: ${JSON.stringify(result.errors)}`).toBeUndefined();
    const found = (result.data?.search.edges ?? []).map((edge) => edge.node.number).sort((a, b) => a - b);
    expect(result.data?.search.issueCount).toBe(found.length);
    return found;
  }

  async function answers(): Promise<Record<string, number[]>> {
    const all: Record<string, number[]> = {};
    for (const query of queries) all[query] = await numbers(query);
    return all;
  }

  const refresh = () => refreshFrequentLexemes(server.db, { minIssues: 0, minShare: 0.3, minSampleIssues: 2 });

  it('chooses the frequent words, sets every bit, and answers as the full-text index did', async () => {
    const before = await answers();
    expect(before.crash).toEqual([1, 3, 5, 6, 7]);
    expect(before['"null pointer"']).toEqual([1, 5]);
    expect(await readyLexemeBits(server.db, ['crash'])).toEqual(new Map([['crash', { lexemes: 1, bits: [] }]]));

    const report = await refresh();
    // Words in at least 30% of the 8 issues (and 2 of them): not "zeppelin", not "pointers".
    expect(report.added).toEqual(expect.arrayContaining(['crash', 'hang', 'null', 'pointer', 'the']));
    expect(report.added).not.toContain('pointers');
    expect(report.readied.sort()).toEqual([...report.added].sort());
    expect(report.updatedIssues).toBe(texts.length);
    expect(await countStaleLexemeBits(server.db)).toBe(0);
    const crash = (await readyLexemeBits(server.db, ['crash'])).get('crash');
    expect(crash?.bits).toHaveLength(1);

    expect(await answers()).toEqual(before);
    // A second run finds nothing new and keeps every bit.
    expect(await refresh()).toEqual({ added: [], readied: [], updatedIssues: 0 });
  });

  it('answers a frequent word from the bits alone, and a rewrite repairs them', async () => {
    // Clear one issue's bits behind the trigger's back: the search no longer finds it, which
    // shows the bits answer the query; the rewrite puts them back.
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(
        sql`UPDATE issues SET lexeme_bits_0 = 0, lexeme_bits_1 = 0, lexeme_bits_2 = 0, lexeme_bits_3 = 0 WHERE id = ${issues[0]?.id ?? 0}`,
      );
    });
    expect(await numbers('crash')).toEqual([3, 5, 6, 7]);
    expect(await countStaleLexemeBits(server.db)).toBe(1);
    expect(await rewriteLexemeBits(server.db)).toBe(1);
    expect(await numbers('crash')).toEqual([1, 3, 5, 6, 7]);
    expect(await countStaleLexemeBits(server.db)).toBe(0);
  });

  it('keeps the bits through creates, edits and comments', async () => {
    const created = await server.graphql<{ createIssue: { issue: { number: number } } }>(token, op('CreateIssue'), {
      input: { repositoryId: toGlobalId('Repository', repo.id), title: 'Pointer crash', body: 'null pointer once more' },
    });
    expect(created.errors).toBeUndefined();
    const number = created.data?.createIssue.issue.number ?? 0;
    expect(await numbers('crash')).toEqual([1, 3, 5, 6, 7, number]);
    expect(await numbers('"null pointer"')).toEqual([1, 5, number]);

    // A new title drops "crash" from issue 6 (its body never had it).
    const sixth = issues[5];
    const updated = await server.graphql(token, op('UpdateIssue'), { id: toGlobalId('Issue', sixth?.id ?? 0), title: 'Title changed' });
    expect(updated.errors).toBeUndefined();
    expect(await numbers('crash')).toEqual([1, 3, 5, 7, number]);

    // Words of comments count, and leave with the comment.
    const fourth = issues[3];
    const comment = await server.graphql(token, op('AddComment'), {
      subjectId: toGlobalId('Issue', fourth?.id ?? 0),
      body: 'It was a crash',
    });
    expect(comment.errors).toBeUndefined();
    expect(await numbers('crash')).toEqual([1, 3, 4, 5, 7, number]);
    expect(await numbers('crash in:comments')).toEqual([4]);
    await server.db.delete(t.issueComments).where(eq(t.issueComments.issueId, fourth?.id ?? 0));
    expect(await numbers('crash')).toEqual([1, 3, 5, 7, number]);
    expect(await countStaleLexemeBits(server.db)).toBe(0);

    // A word that became frequent after the refresh is found through the full-text index.
    for (const n of [1, 2, 3]) await buildIssue(server.db, repo, alice, { title: `zeppelin ${n}`, body: 'zeppelin' });
    expect(await numbers('zeppelin')).toHaveLength(3);
    expect((await readyLexemeBits(server.db, ['zeppelin'])).get('zeppelin')?.bits).toEqual([]);
  });

  it('refreshes on a schedule and logs what it added', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) await buildIssue(server.db, repo, alice, { title: `nebula ${n}`, body: 'nebula' });
    const logged: object[] = [];
    const failures: object[] = [];
    const stop = scheduleFrequentLexemes(
      server.db,
      { info: (object: object) => logged.push(object), error: (object: object) => failures.push(object) },
      { firstMs: 0, everyMs: 60_000 },
      { minIssues: 0, minShare: 0.3, minSampleIssues: 2 },
    );
    try {
      for (let waited = 0; logged.length === 0 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      stop();
    }
    expect(failures).toEqual([]);
    expect(logged[0]).toMatchObject({ added: expect.arrayContaining(['nebula']) as unknown });
    expect((await readyLexemeBits(server.db, ['nebula'])).get('nebula')?.bits).toHaveLength(1);
  });

  // PGlite has one connection: no other transaction can be open while the refresh runs.
  it.runIf(process.env.TEST_DB === 'postgres')('waits for transactions older than the new words before using them', async () => {
    // An open transaction that began before the refresh could still write issues without the
    // new words' bits: the refresh leaves the words unready until it is over.
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) await buildIssue(server.db, repo, alice, { title: `quasar ${n}`, body: 'quasar' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = server.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await held;
    });
    try {
      const blocked = await refreshFrequentLexemes(server.db, { minIssues: 0, minShare: 0.3, minSampleIssues: 2, waitMs: 300 });
      expect(blocked.added).toContain('quasar');
      expect(blocked.readied).toEqual([]);
      expect(blocked.skipped).toMatch(/transaction/);
      expect((await readyLexemeBits(server.db, ['quasar'])).get('quasar')?.bits).toEqual([]);
    } finally {
      release();
      await open;
    }
    const finished = await refreshFrequentLexemes(server.db, { minIssues: 0, minShare: 0.3, minSampleIssues: 2 });
    expect(finished.readied).toContain('quasar');
    expect((await readyLexemeBits(server.db, ['quasar'])).get('quasar')?.bits).toHaveLength(1);
    expect(await numbers('quasar')).toHaveLength(9);
    expect(await countStaleLexemeBits(server.db)).toBe(0);
  });
});
