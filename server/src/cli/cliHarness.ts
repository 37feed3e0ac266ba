import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { repoRoot } from '../env.ts';
import { runCli } from './runCli.ts';
import type { TestDatabaseTarget } from '../db/testDatabases.ts';

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process on `db`, capturing what it prints. */
export async function runCapturing(db: () => Promise<Db>, argv: readonly string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const exitCode = await runCli(argv, {
    db,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { exitCode, stdout, stderr };
}

/** What a CLI process printed and how it exited. */
export interface CliProcessOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real CLI as its own process, as `npm run cli` would, on the data folder `dataDir` and,
 * when given, the PostgreSQL database at `databaseUrl` (else the embedded database).
 */
export async function runCliProcess(
  options: { dataDir: string; databaseUrl?: string | undefined },
  ...argv: string[]
): Promise<CliProcessOutcome> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: options.dataDir };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const mainScript = path.join(repoRoot, 'server/src/cli/main.ts');
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--disable-warning=ExperimentalWarning', mainScript, ...argv], {
      env,
      cwd: repoRoot,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: unknown; stderr?: unknown };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: String(failed.stdout), stderr: String(failed.stderr) };
  }
}

export interface CliHarness {
  readonly db: Db;
  cli(...argv: string[]): Promise<CliRun>;
  /** A login no other test uses, so the tests of a file share one database without interfering. */
  unique(prefix: string): string;
  account(login: string): Promise<typeof accounts.$inferSelect | undefined>;
  countAccounts(login: string): Promise<number>;
  countRows(table: PgTable): Promise<number>;
}

/** Opens a database on `target` for the enclosing `describe` and closes it afterwards. */
export function useCliHarness(target: TestDatabaseTarget): CliHarness {
  let database: Database | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let counter = 0;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
  }, 120_000);
  afterAll(async () => {
    await dispose?.();
  });

  const harness: CliHarness = {
    get db() {
      if (!database) throw new Error('The test database is not open yet.');
      return database.db;
    },
    cli: (...argv) => runCapturing(async () => harness.db, argv),
    unique: (prefix) => `${prefix}${(counter += 1)}`,
    async account(login) {
      const [row] = await harness.db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.login}) = lower(${login})`);
      return row;
    },
    async countAccounts(login) {
      const rows = await harness.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.login}) = lower(${login})`);
      return rows.length;
    },
    async countRows(table) {
      const [row] = await harness.db.select({ n: sql<number>`count(*)::int` }).from(table);
      return row?.n ?? 0;
    },
  };
  return harness;
}
