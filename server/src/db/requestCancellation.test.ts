import http from 'node:http';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { rowShape, text } from './rowShape.ts';

const timeoutRow = rowShape({ statement_timeout: text });
import { RequestScope } from './requestScope.ts';
import * as t from './schema/index.ts';
import { toGlobalId } from '../domain/ids.ts';
import { buildIssue, buildRepo, buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

/** The time limit of this file's server (GRAPHQL_TIMEOUT_MS), short so a test can outlive it. */
const TIME_LIMIT_MS = 1_500;
const TIMEOUT_MESSAGE =
  /^Something went wrong while executing your query\. This may be the result of a timeout, or it could be a bug\. Please include `([0-9a-f-]{36})` when reporting this issue\.$/;

type Server = TestServer & { origin: string };

async function startServer(timeLimitMs: number): Promise<Server> {
  const server = await startTestServer({ listen: true, settings: { GRAPHQL_TIMEOUT_MS: String(timeLimitMs) } });
  return Object.assign(server, { origin: server.origin ?? '' });
}

const scopeFor = (timeLimitMs = 60_000) => new RequestScope({ timeLimitMs, timeoutReason: () => new Error('time limit') });

async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('request cancellation', () => {
  let server: Server;
  let token: string;
  let issueGlobalId: string;
  let repoPath: { owner: string; name: string };

  beforeAll(async () => {
    server = await startServer(TIME_LIMIT_MS);
    const user = await buildUser(server.database.db);
    token = await buildToken(server.database.db, user);
    const repo = await buildRepo(server.database.db, user);
    const issue = await buildIssue(server.database.db, repo, user);
    issueGlobalId = toGlobalId('Issue', issue.id);
    repoPath = { owner: user.login, name: repo.name };
  });

  afterAll(async () => {
    await server?.close();
  });

  const graphql = async (query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${server.origin}/api/graphql`, {
      method: 'POST',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      requestId: response.headers.get('x-github-request-id'),
      body: (await response.json()) as GraphQLBody,
    };
  };

  it('refuses the statements an aborted request would start, and runs the others', async () => {
    const db = server.database.db;
    const before = await db.select({ n: count() }).from(t.accounts);
    const scope = scopeFor();
    await scope.run(async () => {
      await expect(db.select({ n: count() }).from(t.accounts)).resolves.toEqual(before);
      scope.abort(new Error('the client left'));
      await expect(db.insert(t.accounts).values({ kind: 'user', login: 'never-written' })).rejects.toThrow(/request was aborted/);
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(t.accounts).values({ kind: 'user', login: 'never-written-either' });
        }),
      ).rejects.toThrow(/request was aborted/);
    });
    // Outside the request nothing is refused, and nothing was written.
    expect(await db.select({ n: count() }).from(t.accounts)).toEqual(before);
  });

  it('stops a transaction at its next statement when its request is aborted, and rolls it back', async () => {
    const db = server.database.db;
    const before = await db.select({ n: count() }).from(t.accounts);
    const scope = scopeFor();
    await expect(
      scope.run(() =>
        db.transaction(async (tx) => {
          await tx.insert(t.accounts).values({ kind: 'user', login: 'rolled-back' });
          scope.abort(new Error('the client left'));
          await tx.insert(t.accounts).values({ kind: 'user', login: 'never-started' });
        }),
      ),
    ).rejects.toThrow(/request was aborted/);
    expect(await db.select({ n: count() }).from(t.accounts)).toEqual(before);
    // The connection went back to the pool usable (not left inside a transaction).
    for (let i = 0; i < 12; i++) await db.execute(sql`SELECT 1`);
  });

  it('leaves alone the work a request started that outlives it, once the request is answered', async () => {
    const scope = scopeFor(50);
    // A queue started on first use, say: its statements come after the request's time limit.
    const later = scope.run(() =>
      new Promise((resolve) => setTimeout(resolve, 100)).then(() => server.database.db.select({ n: count() }).from(t.accounts)),
    );
    scope.answered();
    await expect(later).resolves.toHaveLength(1);
  });

  it('stops a request between two statements once its time limit has passed, and keeps answering', async () => {
    // 150 repositories, each with its issues, labels and milestones: hundreds of statements, which
    // take seconds; with a 50 ms limit the request stops at the first statement past the limit
    // (on PGlite too, where the event loop does not reach the timer between statements).
    const aliases = Array.from(
      { length: 150 },
      (_, i) =>
        `r${i}: repository(owner: $owner, name: $name) { issues(first: 100) { totalCount nodes { title } } labels(first: 100) { totalCount } milestones(first: 10) { totalCount } }`,
    ).join(' ');
    const query = `query($owner: String!, $name: String!) { ${aliases} }`;
    const short = await startServer(50);
    try {
      const user = await buildUser(short.database.db);
      const shortToken = await buildToken(short.database.db, user);
      const repo = await buildRepo(short.database.db, user);
      await buildIssue(short.database.db, repo, user);
      const started = performance.now();
      const response = await fetch(`${short.origin}/api/graphql`, {
        method: 'POST',
        headers: { authorization: `bearer ${shortToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { owner: user.login, name: repo.name } }),
      });
      const body = (await response.json()) as GraphQLBody;
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      expect(body.errors?.[0]?.message).toMatch(TIMEOUT_MESSAGE);
      expect(elapsed).toBeLessThan(1_000);
    } finally {
      await short.close();
    }
    // The same request within the file's 1.5 s limit runs to the end or stops there, never later.
    const started = performance.now();
    await graphql(query, repoPath);
    expect(performance.now() - started).toBeLessThan(TIME_LIMIT_MS + 1_000);
  });

  describe.runIf(process.env.TEST_DB === 'postgres')('on PostgreSQL', () => {
    let observer: pg.Client;
    let holder: pg.Client;

    beforeAll(async () => {
      observer = new pg.Client({ connectionString: server.database.url });
      holder = new pg.Client({ connectionString: server.database.url });
      await Promise.all([observer.connect(), holder.connect()]);
    });

    afterAll(async () => {
      await Promise.all([observer?.end(), holder?.end()]);
    });

    /** Statements of the app running now (this file's own connections left out). */
    const running = async (): Promise<{ pid: number; query: string; wait_event_type: string | null }[]> => {
      const result = await observer.query<{ pid: number; query: string; wait_event_type: string | null }>(
        `SELECT pid, query, wait_event_type FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid NOT IN (pg_backend_pid(), $1)`,
        [(holder as pg.Client & { processID: number }).processID],
      );
      return result.rows;
    };

    /** Holds an exclusive lock on the issues table: any statement reading issues waits until `release()`. */
    const lockIssues = async () => {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE issues IN ACCESS EXCLUSIVE MODE');
      return { release: () => holder.query('ROLLBACK') };
    };

    it('runs a request with its statement_timeout, and other work with the server default', async () => {
      const db = server.database.db;
      const shown = async () => (await queryRows(db, sql`SHOW statement_timeout`, timeoutRow))[0]?.statement_timeout;
      expect(await scopeFor(1_500).run(shown)).toBe('1500ms');
      expect(await shown()).toBe('0');
      await scopeFor(1_500).run(() =>
        db.transaction(async (tx) =>
          expect((await queryRows(tx, sql`SHOW statement_timeout`, timeoutRow))[0]?.statement_timeout).toBe('1500ms'),
        ),
      );
    });

    it('cancels a statement still running when its request is aborted, within a second', async () => {
      const scope = scopeFor();
      // Started inside the scope (Drizzle's query runs when awaited).
      const sleeping = scope.run(async () => await server.database.db.execute(sql`SELECT pg_sleep(30)`));
      sleeping.catch(() => undefined);
      const statement = await until(async () => (await running()).find((row) => row.query.includes('pg_sleep')), 5_000, 'pg_sleep running');
      const aborted = performance.now();
      scope.abort(new Error('the client left'));
      // 57014: canceling statement due to user request.
      await expect(sleeping).rejects.toMatchObject({ cause: expect.objectContaining({ code: '57014' }) });
      await until(async () => !(await running()).some((row) => row.pid === statement.pid), 1_000, 'statement stopped');
      expect(performance.now() - aborted).toBeLessThan(1_000);
    });

    it('cancels the SQL of a request whose client disconnects, within a second (through a DataLoader batch)', async () => {
      const lock = await lockIssues();
      try {
        const request = http.request(`${server.origin}/api/graphql`, {
          method: 'POST',
          headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
        });
        request.on('error', () => undefined);
        request.end(
          JSON.stringify({ query: 'query($id: ID!) { node(id: $id) { ... on Issue { title } } }', variables: { id: issueGlobalId } }),
        );
        const waiting = await until(
          async () => {
            const rows = await running();
            return rows.some((row) => row.wait_event_type === 'Lock') && rows;
          },
          5_000,
          'request waiting on the lock',
        );
        expect(waiting).toHaveLength(1);
        const disconnected = performance.now();
        request.destroy();
        await until(async () => (await running()).length === 0, 1_000, 'the request’s statement stopped');
        const latency = performance.now() - disconnected;
        expect(latency).toBeLessThan(1_000);
      } finally {
        await lock.release();
      }
      const after = await graphql('query($id: ID!) { node(id: $id) { ... on Issue { title } } }', { id: issueGlobalId });
      expect(after.body.data).toEqual({ node: { title: expect.any(String) } });
    });

    it('stops a request at its time limit, answers GitHub’s timeout message and cancels its SQL', async () => {
      const lock = await lockIssues();
      let answer: Awaited<ReturnType<typeof graphql>>;
      const started = performance.now();
      try {
        answer = await graphql(
          'query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { issues(first: 5) { nodes { title } } } }',
          repoPath,
        );
        expect(performance.now() - started).toBeGreaterThanOrEqual(TIME_LIMIT_MS - 50);
        expect(performance.now() - started).toBeLessThan(TIME_LIMIT_MS + 1_000);
        await until(async () => (await running()).length === 0, 1_000, 'the request’s statement stopped');
      } finally {
        await lock.release();
      }
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeUndefined();
      const message = answer.body.errors?.[0]?.message ?? '';
      expect(message).toMatch(TIMEOUT_MESSAGE);
      expect(TIMEOUT_MESSAGE.exec(message)?.[1]).toBe(answer.requestId);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'TIMEOUT' });
      const after = await graphql('{ viewer { login } }');
      expect(after.body.data).toEqual({ viewer: { login: repoPath.owner } });
    });
  });
});

interface GraphQLBody {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}
