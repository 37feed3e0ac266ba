import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { testDatabaseTargets } from '../src/db/testDatabases.ts';
import { readEnv, type Env } from '../src/env.ts';

export interface AppWithEnv {
  app: FastifyInstance;
  db: Db;
  env: Env;
  close(): Promise<void>;
}

/**
 * The real app, like the harness's `startTestServer`, with settings of a test's own (`CORS_ORIGINS`,
 * `WEB_DIST` …) on top of the harness's. `webFiles` writes a web build (path → content) into a
 * fresh `WEB_DIST` so the app serves pages and static files.
 */
export async function startAppWithEnv(settings: Record<string, string>, webFiles?: Record<string, string>): Promise<AppWithEnv> {
  const [target] = testDatabaseTargets(process.env);
  if (!target) throw new Error('No test database target');
  const { database, dispose } = await target.open();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-test-'));
  const webDist = path.join(dataDir, 'web');
  for (const [file, content] of Object.entries(webFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
    fs.writeFileSync(path.join(webDist, file), content);
  }
  const env = readEnv({
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    PORT: '0',
    BASE_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    ...settings,
  });
  const app = await buildApp({ database, env, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    env,
    async close() {
      await app.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
