import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './env.ts';
import { supervise } from './supervisor.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/_health`);
    return response.ok && ((await response.json()) as { status?: string }).status === 'ok';
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

/** A fresh PostgreSQL database when this run targets PostgreSQL (dropped afterwards), else PGlite. */
async function databaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const admin = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!admin) return { url: undefined, drop: async () => undefined };
  const name = `test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describe('the server supervisor', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('restarts a server killed with SIGKILL, with a log line, and it answers again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-supervisor-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const database = await databaseUrl();
    cleanups.push(() => database.drop());
    const port = await freePort();
    const lines: string[] = [];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Vitest puts Vite's BASE_URL ('/') in the environment; the server needs its own.
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    if (database.url) env.DATABASE_URL = database.url;
    else delete env.DATABASE_URL;
    const supervisor = supervise({
      command: process.execPath,
      args: [path.join(repoRoot, 'server/src/main.ts')],
      cwd: repoRoot,
      env,
      initialBackoffMs: 200,
      log: (line) => lines.push(line),
    });
    cleanups.push(async () => {
      supervisor.stop('SIGTERM');
      await supervisor.done;
    });

    await until(() => healthy(port), 60_000);
    const first = supervisor.child?.pid;
    expect(first).toBeGreaterThan(0);
    process.kill(first ?? 0, 'SIGKILL');
    await until(() => supervisor.restarts === 1, 10_000);
    await until(() => healthy(port), 60_000);
    expect(supervisor.child?.pid).not.toBe(first);
    expect(lines).toEqual([expect.stringMatching(/^\[supervisor\] The server was killed by SIGKILL after \d+ s; restarting in 0\.2 s\.$/)]);

    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
    expect(await healthy(port)).toBe(false);
    // Two server starts, each given a minute on a loaded machine.
  }, 150_000);

  it('gives up on a process that keeps failing as it starts, doubling the wait between attempts', async () => {
    const lines: string[] = [];
    const supervisor = supervise({
      command: process.execPath,
      args: ['-e', 'process.exit(3)'],
      initialBackoffMs: 10,
      maxQuickCrashes: 3,
      log: (line) => lines.push(line),
    });
    expect(await supervisor.done).toBe(3);
    expect(supervisor.restarts).toBe(2);
    // A process that exits at once lives under a second, or just over on a loaded machine.
    expect(lines).toEqual([
      expect.stringMatching(/^\[supervisor\] The server exited with code 3 after [01] s; restarting in 0\.01 s\.$/),
      expect.stringMatching(/^\[supervisor\] The server exited with code 3 after [01] s; restarting in 0\.02 s\.$/),
      '[supervisor] The server exited with code 3 3 times in a row soon after starting; giving up.',
    ]);
  });

  it('ends with the server when it exits cleanly', async () => {
    const supervisor = supervise({ command: process.execPath, args: ['-e', 'process.exit(0)'], log: () => undefined });
    expect(await supervisor.done).toBe(0);
    expect(supervisor.restarts).toBe(0);
  });
});
