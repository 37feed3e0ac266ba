import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { buildLabel, buildRepo, buildToken, buildUser } from '../../../testing/factories.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const NODE = process.execPath;
const ISSUES = 1000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server (`server/src/main.ts`) as its own process, as `npm start` runs it. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(NODE, ['server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(os.tmpdir(), 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${url}/_health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { child, url, output: () => output };
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function graphql<T>(url: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const STATUS = `query($id: ID!) { jobStatus(jobId: $id) { state percentage executionErrors { message } } }`;
type Status = { jobStatus: { state: string; percentage: number; executionErrors: unknown[] } | null };

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

/** 1,000 open issues, a label, and the owner's token, written before the server starts. */
async function prepare(database: Database) {
  const owner = await buildUser(database.db, { login: `crash-${randomBytes(3).toString('hex')}` });
  const repo = await buildRepo(database.db, owner);
  const label = await buildLabel(database.db, repo, { name: 'triaged' });
  const rows = await database.db
    .insert(t.issues)
    .values(
      Array.from({ length: ISSUES }, (_, index) => ({
        repoId: repo.id,
        number: index + 1,
        title: `Issue ${index + 1}`,
        authorId: owner.id,
      })),
    )
    .returning({ id: t.issues.id });
  await database.db
    .update(t.repositories)
    .set({ nextIssueNumber: ISSUES + 1 })
    .where(eq(t.repositories.id, repo.id));
  return { token: await buildToken(database.db, owner), issueIds: rows.map((row) => row.id), label };
}

/** Each issue closed and labelled, with exactly one event of each kind: nothing twice, nothing skipped. */
async function verify(database: Database, issueIds: number[], jobId: string) {
  const issues = await database.db.select({ state: t.issues.state }).from(t.issues).where(inArray(t.issues.id, issueIds));
  expect(issues.filter((issue) => issue.state === 'closed')).toHaveLength(ISSUES);
  for (const event of ['closed', 'labeled']) {
    const counts = await database.db
      .select({ issueId: t.timelineEvents.issueId, n: sql<number>`count(*)::int` })
      .from(t.timelineEvents)
      .where(and(inArray(t.timelineEvents.issueId, issueIds), eq(t.timelineEvents.event, event)))
      .groupBy(t.timelineEvents.issueId);
    expect(counts, event).toHaveLength(ISSUES);
    expect(
      counts.every((row) => row.n === 1),
      event,
    ).toBe(true);
  }
  const pending = await database.db.$count(t.bulkJobItems, and(eq(t.bulkJobItems.jobId, jobId), eq(t.bulkJobItems.state, 'pending')));
  expect(pending).toBe(0);
}

/**
 * The crash the issue asks for: a 1,000-issue job, the server process killed (SIGKILL) part way,
 * a new process started on the same database; the job resumes and finishes.
 */
async function crashAndResume(open: () => Promise<Database>, env: Record<string, string>, signal: NodeJS.Signals): Promise<void> {
  let database = await open();
  const { token, issueIds, label } = await prepare(database);
  await database.close();

  const first = await startServer(env);
  let jobId: string;
  let seen: number;
  try {
    const started = await graphql<{ updateIssuesBulk: { jobId: string } }>(
      first.url,
      token,
      `
        mutation ($input: UpdateIssuesBulkInput!) {
          updateIssuesBulk(input: $input) {
            jobId
          }
        }
      `,
      { input: { ids: issueIds.map((id) => toGlobalId('Issue', id)), state: 'CLOSED', applyLabelIds: [toGlobalId('Label', label.id)] } },
    );
    jobId = started.updateIssuesBulk.jobId;
    for (;;) {
      const status = (await graphql<Status>(first.url, token, STATUS, { id: jobId })).jobStatus;
      seen = status?.percentage ?? 0;
      if (status?.state === 'STARTED' && seen >= 3) break;
      if (status?.state === 'SUCCESS') throw new Error('the job finished before the server could be stopped');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    first.child.kill(signal);
    await exited(first.child);
  }
  expect(seen).toBeGreaterThan(0);
  expect(seen).toBeLessThan(100);

  const second = await startServer(env);
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const status = (await graphql<Status>(second.url, token, STATUS, { id: jobId })).jobStatus;
      if (status?.state === 'SUCCESS') {
        expect(status.executionErrors).toEqual([]);
        break;
      }
      if (status?.state === 'ERROR' || Date.now() > deadline)
        throw new Error(`job did not finish: ${JSON.stringify(status)} ${second.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    second.child.kill('SIGTERM');
    await exited(second.child);
  }
  database = await open();
  try {
    await verify(database, issueIds, jobId);
  } finally {
    await database.close();
  }
}

const postgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(process.env.TEST_DB === 'pglite')('bulk job across a crash (PGlite)', () => {
  it('resumes after the server process is killed part way, changing every issue exactly once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-crash-'));
    try {
      await crashAndResume(() => openDatabase({ databaseUrl: undefined, dataDir }), { DATA_DIR: dataDir }, 'SIGKILL');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.runIf(postgresUrl)('bulk job across a crash (PostgreSQL)', () => {
  it('resumes after the worker process is killed, changing every issue exactly once', async () => {
    const adminUrl = postgresUrl ?? '';
    const name = `test_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await crashAndResume(
        () => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' }),
        { DATABASE_URL: url.toString() },
        'SIGKILL',
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
