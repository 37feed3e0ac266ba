import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testDatabaseTargets } from '../src/db/testDatabases.ts';
import type { Database, Db } from '../src/db/client.ts';
import { readEnv, type Env } from '../src/env.ts';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  db: Db;
  env: Env;
  /** Which database this run uses, for test names. */
  dbName: string;
  close(): Promise<void>;
  /** POST /api/graphql with a personal access token. */
  graphql<T = Record<string, unknown>>(token: string, query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
}

export interface GraphQLResponse<T> {
  status: number;
  data?: T;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

/** The real app on the database this Vitest project targets (PGlite or PostgreSQL), fresh per call. */
export async function startTestServer(): Promise<TestServer> {
  const [target] = testDatabaseTargets(process.env);
  if (!target) throw new Error('No test database target');
  const { database, dispose } = await target.open();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-test-'));
  const env = readEnv({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    PORT: '0',
    BASE_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ database, env, logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    env,
    dbName: target.name,
    async close() {
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
