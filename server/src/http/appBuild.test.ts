import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testDatabaseTargets } from '../db/testDatabases.ts';
import { readEnv } from '../env.ts';
import { readAppBuild } from './appBuild.ts';
import { buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

const BUILD = 'abc123def456';

describe('readAppBuild', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-app-build-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the build id of build.json, and null when there is none or it is not valid', () => {
    expect(readAppBuild(path.join(dir, 'missing'))).toBeNull();
    fs.writeFileSync(path.join(dir, 'build.json'), '{ "build": 42 }');
    expect(readAppBuild(dir)).toBeNull();
    fs.writeFileSync(path.join(dir, 'build.json'), 'not json');
    expect(readAppBuild(dir)).toBeNull();
    fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ build: BUILD }));
    expect(readAppBuild(dir)).toBe(BUILD);
  });
});

// The harness points WEB_DIST at an empty folder, so this suite builds the app the same way with a
// web dist that has an index.html and a build.json.
describe('x-app-build header with a web build', () => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    const [target] = testDatabaseTargets(process.env);
    if (!target) throw new Error('No test database target');
    ({ database, dispose } = await target.open());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-test-'));
    const webDist = path.join(dataDir, 'web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Issues</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'build.json'), `${JSON.stringify({ build: BUILD })}\n`);
    const env = readEnv({ DATA_DIR: dataDir, WEB_DIST: webDist, PORT: '0', BASE_URL: 'http://localhost:3000', SEED_DEMO: 'false' });
    app = await buildApp({ database, env, logger: false });
    await app.ready();
    const user = await buildUser(database.db, { login: 'build-watcher' });
    token = await buildToken(database.db, user);
  });
  afterAll(async () => {
    await app.close();
    await dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the build on /api/graphql answers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ viewer { login } }' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { viewer: { login: 'build-watcher' } } });
    expect(response.headers['x-app-build']).toBe(BUILD);
  });

  it('names the build on error answers of /api/graphql too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql?x=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ viewer { login } }' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-app-build']).toBe(BUILD);
  });

  it('names the build on the HTML page of a client-side route', async () => {
    const response = await app.inject({ method: 'GET', url: '/octo-org/hello/issues', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['x-app-build']).toBe(BUILD);
  });

  it('leaves other answers alone', async () => {
    const health = await app.inject({ method: 'GET', url: '/_health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-app-build']).toBeUndefined();
    const buildFile = await app.inject({ method: 'GET', url: '/build.json' });
    expect(buildFile.headers['x-app-build']).toBeUndefined();
  });
});

describe('x-app-build header without a web build', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    const user = await buildUser(server.db, { login: 'no-build' });
    token = await buildToken(server.db, user);
  });
  afterAll(() => server.close());

  it('is not sent', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ viewer { login } }' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-app-build']).toBeUndefined();
  });
});
