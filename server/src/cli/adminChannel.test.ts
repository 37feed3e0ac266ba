import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { readEnv } from '../env.ts';
import { ADMIN_CHANNEL_PATH, isLoopbackAddress, registerAdminChannel } from './adminChannel.ts';
import { ChannelUnavailableError, forwardToServer } from './channelClient.ts';
import { readServerFile, serverFilePath, writeServerFile } from './serverFile.ts';

/** onListen hooks run after `listen()` resolves, so the file appears a moment later. */
async function waitForServerFile(dataDir: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await readServerFile(dataDir)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server.json was not written');
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

// The channel exists for the embedded database; the PostgreSQL project has nothing to add here.
describe.skipIf(process.env.TEST_DB === 'postgres')('admin channel', () => {
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-channel-'));
    app = Fastify();
    await registerAdminChannel(app, database, readEnv({ DATA_DIR: dataDir }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    await waitForServerFile(dataDir);
  }, 60_000);

  afterEach(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes server.json (mode 0600), runs forwarded commands in-process and removes the file on close', async () => {
    const file = await readServerFile(dataDir);
    const address = app.server.address();
    // Bound to one loopback address, the server is reached at it (HOST=127.0.0.11 works too).
    expect(file).toEqual({
      pid: process.pid,
      port: typeof address === 'object' ? address?.port : -1,
      secret: expect.any(String),
      host: '127.0.0.1',
    });
    expect((await fs.stat(serverFilePath(dataDir))).mode & 0o777).toBe(0o600);

    const created = await forwardToServer(dataDir, ['user', 'create', 'forwarded', '--json']);
    expect(created?.exitCode).toBe(0);
    expect(JSON.parse(created?.stdout ?? '')).toMatchObject({ login: 'forwarded', kind: 'user' });
    const rows = await database.db
      .select()
      .from(accounts)
      .where(sql`${accounts.login} = 'forwarded'`);
    expect(rows).toHaveLength(1);

    const misuse = await forwardToServer(dataDir, ['user', 'create']);
    expect(misuse).toMatchObject({ exitCode: 2, stdout: '', stderr: expect.stringContaining("Missing <login> for 'user create'.") });

    await app.close();
    await expect(fs.stat(serverFilePath(dataDir))).rejects.toThrow();
  });

  it('answers 403 without the right secret, before looking at the body', async () => {
    const file = await readServerFile(dataDir);
    const url = `http://127.0.0.1:${file?.port}${ADMIN_CHANNEL_PATH}`;
    const body = JSON.stringify({ argv: ['user', 'create', 'intruder'] });
    const wrong = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-secret': 'guess' }, body });
    expect(wrong.status).toBe(403);
    const missing = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"not json' });
    expect(missing.status).toBe(403);
    const rows = await database.db
      .select()
      .from(accounts)
      .where(sql`${accounts.login} = 'intruder'`);
    expect(rows).toHaveLength(0);
  });

  it('ignores a server.json left behind by a dead process', async () => {
    const file = await readServerFile(dataDir);
    if (!file) throw new Error('no server.json');
    await writeServerFile(dataDir, { ...file, pid: await deadPid() });
    expect(await forwardToServer(dataDir, ['help'])).toBeUndefined();
  });

  it('refuses to fall back while a live process holds the folder but does not answer', async () => {
    const file = await readServerFile(dataDir);
    if (!file) throw new Error('no server.json');
    await app.close();
    // The same pid (alive: it is this process) but nothing listens on the port any more.
    await writeServerFile(dataDir, file);
    await expect(forwardToServer(dataDir, ['help'])).rejects.toThrow(ChannelUnavailableError);
  });
});

describe('isLoopbackAddress', () => {
  it('accepts only loopback peers', () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:192.168.1.2', '0.0.0.0', '::', undefined]) expect(isLoopbackAddress(address)).toBe(false);
  });
});
