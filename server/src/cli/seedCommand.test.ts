import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { issues, repositories } from '../db/schema/index.ts';
import { runCli } from './runCli.ts';
import { testDatabaseTargets } from '../db/testDatabases.ts';

describe.each(testDatabaseTargets(process.env))('seed on $name', (target) => {
  // Two fresh databases: seeding is checked to give the same data for the same options.
  const opened: { database: Database; dispose(): Promise<void> }[] = [];

  beforeAll(async () => {
    opened.push(await target.open(), await target.open());
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((entry) => entry.dispose()));
  });

  async function cli(database: Database, ...argv: string[]) {
    let stdout = '';
    let stderr = '';
    const exitCode = await runCli(argv, {
      db: async () => database.db,
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    });
    return { exitCode, stdout, stderr };
  }

  it('seeds deterministically and prints the summary as text or JSON', async () => {
    const [first, second] = opened.map((entry) => entry.database);
    if (!first || !second) throw new Error('databases not opened');
    const options = ['--users', '4', '--repos', '2', '--issues', '12', '--seed', '7'];

    const text = await cli(first, 'seed', ...options);
    expect(text.stderr).toBe('');
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toMatch(
      /^Seeded the database \(seed 7\):\n {2}users +\d+\n {2}organizations +\d+\n {2}repositories +\d+\n {2}issues +\d+\n {2}pull requests +\d+\n {2}comments +\d+\n {2}labels +\d+\n {2}milestones +\d+\n$/,
    );

    const json = await cli(second, 'seed', ...options, '--json');
    expect(json.exitCode).toBe(0);
    const summary = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(Object.keys(summary).sort()).toEqual(
      ['comments', 'issues', 'labels', 'milestones', 'organizations', 'pullRequests', 'repositories', 'seed', 'users'].sort(),
    );
    const numbers = text.stdout.match(/\d+/g)?.slice(1).map(Number);
    expect(numbers).toEqual([
      summary.users,
      summary.organizations,
      summary.repositories,
      summary.issues,
      summary.pullRequests,
      summary.comments,
      summary.labels,
      summary.milestones,
    ]);

    const [repoCount] = await second.db.select({ n: sql<number>`count(*)::int` }).from(repositories);
    const [issueCount] = await second.db
      .select({ n: sql<number>`count(*)::int` })
      .from(issues)
      .where(sql`${issues.kind} = 'issue'`);
    expect(repoCount?.n).toBe(summary.repositories);
    expect(issueCount?.n).toBe(summary.issues);

    // Generated names derive from the seed, so reusing one is refused as a failure, not a crash.
    const again = await cli(second, 'seed', ...options);
    expect(again).toMatchObject({ exitCode: 1, stdout: '', stderr: expect.stringMatching(/^Error: Seed 7 was already used/) });
  }, 120_000);
});
