/**
 * The pieces the browser page benchmarks share (`list-page.ts`, `dashboard-page.ts`): the production
 * build of the web app, the gzipped JavaScript of a route, a server on the demo data (embedded
 * database), the demo sign-in through `POST /session`, Debian's Chromium and the figures' summary.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import {
  buildWeb as buildProductionWeb,
  gzipSize as distGzipSize,
  routeScripts as budgetedRouteScripts,
} from '../../web/scripts/routeBudgets.ts';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const dist = path.join(root, 'web', 'dist');

/** The demo account the benchmarks sign in as. */
export const demoAccount = { login: 'monalisa', password: 'octocat-demo' };

/** The nearest-rank percentile of ascending samples. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** `median … ms, p95 … ms (N runs: a, b, …)`. */
export function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (${sorted.length} runs: ${sorted.map((x) => x.toFixed(0)).join(', ')})`;
}

/** Builds the web app for production into `web/dist` (`web/scripts/routeBudgets.ts`). */
export const buildWeb = (): void => buildProductionWeb();

export interface RouteScript {
  /** The file under `web/dist/assets`. */
  file: string;
  /** Gzipped size in bytes. */
  gzip: number;
}

/**
 * The JavaScript a first visit to a route loads, as the budget test counts it
 * (`web/scripts/routeBudgets.ts`): the entry and the route's modules (`modules`, relative to
 * `web/`: the page, its loader) with their static imports, each gzipped, largest first.
 */
export function routeScripts(modules: string[]): RouteScript[] {
  return budgetedRouteScripts(modules, dist).map((script) => ({ file: script.file.replace(/^assets\//, ''), gzip: script.gzip }));
}

/** The gzipped size of a file of `web/dist/assets`. */
export function gzipSize(file: string): number {
  return distGzipSize(dist, path.join('assets', file));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface BenchServer {
  baseUrl: string;
  /** Stops the server and removes its data folder. */
  stop(): void;
}

/**
 * Starts the server in production mode on a fresh embedded database with the demo data, in a
 * temporary folder named `{prefix}…`, and waits (up to 3 minutes) until `/_health` answers.
 */
export async function startServer(prefix: string): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let waited = 0; ; waited += 250) {
      if (waited > 180_000) throw new Error('the server did not start');
      const ok = await fetch(`${baseUrl}/_health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Headless Chromium: Debian's `/usr/bin/chromium` unless `CHROMIUM_PATH` names another. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** Signs a demo person (the demo account unless named) in through `POST /session`; the session cookies, ready for `context.addCookies`. */
export async function signIn(baseUrl: string, login: string = demoAccount.login): Promise<{ name: string; value: string; url: string }[]> {
  // Every demo person has the demo account's password.
  const response = await fetch(`${baseUrl}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: demoAccount.password }),
  });
  if (!response.ok) throw new Error(`the demo sign-in failed: HTTP ${response.status}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const [name = '', ...rest] = pair.split('=');
    return { name, value: rest.join('='), url: baseUrl };
  });
}
