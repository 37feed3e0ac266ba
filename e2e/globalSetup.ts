import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../web/scripts/routeBudgets.ts';
import { freePort } from './support/freePort.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the app under test is served, without a trailing slash. */
    baseUrl: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const HEALTH_TIMEOUT_MS = 120_000;

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was healthy:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/_health`);
      const body: unknown = response.ok ? await response.json() : null;
      if (typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok') return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not healthy after ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Starts the real server (`node server/src/main.ts`) on a free port with a fresh embedded database and
 * the demo data, or uses `E2E_BASE_URL` when it is set, and hands the address to the tests.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return undefined;
  }

  // The server serves web/dist: rebuilt when it is missing or older than the web sources.
  buildWebIfStale('inherit');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'issues-e2e-'));
  let log = '';
  const server = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // Every test file signs in (several users each); the production limit of 10 a minute would refuse them.
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const teardown = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return teardown;
}
