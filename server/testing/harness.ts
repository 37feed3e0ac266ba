import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testDatabaseTargets, type TestDatabaseTarget } from '../src/db/testDatabases.ts';
import type { Database, Db } from '../src/db/client.ts';
import { readEnv, type Env } from '../src/env.ts';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  db: Db;
  env: Env;
  /** Which database this run uses, for test names. */
  dbName: string;
  /** `http://127.0.0.1:{port}` when the server listens (`listen`; https with TLS settings), else null. */
  origin: string | null;
  /** `ws://127.0.0.1:{port}/api/graphql` when the server listens, else null. */
  wsUrl: string | null;
  close(): Promise<void>;
  /** POST /api/graphql with a personal access token. */
  graphql<T = Record<string, unknown>>(token: string, query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
}

export interface GraphQLResponse<T> {
  status: number;
  data?: T;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

export interface TestServerOptions {
  /** Settings on top of the harness's, as the environment gives them (`CORS_ORIGINS`, `GRAPHQL_TIMEOUT_MS` …). */
  settings?: Record<string, string>;
  /** A web build (path → content) written into a fresh `WEB_DIST`, so the app serves pages and static files. */
  webFiles?: Record<string, string>;
  /** Changes to the parsed settings that have no variable (another persisted-operations file). */
  env?: (env: Env, dataDir: string) => Env;
  /**
   * Listen on a loopback port: WebSockets, the CLI's admin channel and real disconnects need one.
   * `{ host, port }` chooses them (gh needs port 443; each suite its own loopback address).
   */
  listen?: boolean | { host: string; port: number };
  /** The database to run on, for a suite that runs on each target itself (default: this Vitest project's). */
  target?: TestDatabaseTarget;
}

/** The real app on the database this Vitest project targets (PGlite or PostgreSQL), fresh per call. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const target = options.target ?? testDatabaseTargets(process.env)[0];
  if (!target) throw new Error('No test database target');
  const { database, dispose } = await target.open();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-test-'));
  const webDist = path.join(dataDir, 'web');
  for (const [file, content] of Object.entries(options.webFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
    fs.writeFileSync(path.join(webDist, file), content);
  }
  const parsed = readEnv({
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    PORT: '0',
    BASE_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    ...options.settings,
  });
  const env = options.env ? options.env(parsed, dataDir) : parsed;
  const app = await buildApp({ database, env, logger: false });
  let origin: string | null = null;
  if (options.listen) {
    const at = options.listen === true ? { host: '127.0.0.1', port: 0 } : options.listen;
    await app.listen(at);
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    origin = `${env.tls ? 'https' : 'http'}://${at.host}:${address.port}`;
  } else await app.ready();
  let closed = false;
  return {
    app,
    database,
    db: database.db,
    env,
    dbName: target.name,
    origin,
    wsUrl: origin ? `${origin.replace(/^http/, 'ws')}/api/graphql` : null,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async graphql<T>(token: string, query: string, variables?: Record<string, unknown>) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: response.statusCode, ...(response.json() as Omit<GraphQLResponse<T>, 'status'>) };
    },
  };
}
