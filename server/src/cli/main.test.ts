import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { readEnv } from '../env.ts';
import { registerAdminChannel } from './adminChannel.ts';
import { readServerFile } from './serverFile.ts';
import { runCliProcess } from './cliHarness.ts';

/** Runs the real CLI as `npm run cli` would, on the embedded database in `dataDir`. */
const cli = (dataDir: string, ...argv: string[]) => runCliProcess({ dataDir }, ...argv);

// Spawning is about the process and the PGlite folder, not the database engine.
describe.skipIf(process.env.TEST_DB === 'postgres')('the cli process', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cli-main-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('opens the data folder itself when no server runs, and exits 0, 1 or 2', async () => {
    const created = await cli(dataDir, 'user', 'create', 'spawned');
    expect(created).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Created user spawned \(id \d+\)\.\n$/) });
    expect(await cli(dataDir, 'user', 'create', 'spawned')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Error: User spawned already exists.\n',
    });
    const misuse = await cli(dataDir, 'user', 'create', 'x', '--bogus');
    expect(misuse).toMatchObject({ code: 2, stdout: '' });
    expect(misuse.stderr).toContain('Usage: npm run cli -- <command> [options]');
    const token = await cli(dataDir, 'token', 'create', 'spawned');
    expect(token).toMatchObject({ code: 0, stdout: expect.stringMatching(/^ghp_\S+\n$/), stderr: '' });
  }, 120_000);

  it('runs the command inside a server that holds the folder', async () => {
    const serverDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cli-main-server-'));
    const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    const app = Fastify();
    try {
      await registerAdminChannel(app, database, readEnv({ DATA_DIR: serverDir }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      for (let attempt = 0; attempt < 100 && !(await readServerFile(serverDir)); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await cli(serverDir, 'org', 'create', 'via-server')).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^Created organization via-server/),
      });
      const rows = await database.db
        .select()
        .from(accounts)
        .where(sql`${accounts.login} = 'via-server'`);
      expect(rows).toHaveLength(1);
      // The CLI never opened the folder: the database lives only in this process's memory.
      await expect(fs.stat(path.join(serverDir, 'pglite'))).rejects.toThrow();
    } finally {
      await app.close();
      await database.close();
      await fs.rm(serverDir, { recursive: true, force: true });
    }
  }, 120_000);
});
