/**
 * Measures `npm start`'s server part: time from spawning the server to `/_health` and to a working
 * demo sign-in, on a fresh embedded database (first start: migrate + seed) and again on the same
 * folder (warm start), plus the server's resident memory after sign-in.
 *   node bench/start-time.ts [runs=3]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 3);

async function waitFor(url: string, init: RequestInit | undefined, ok: (r: Response) => boolean, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if (ok(await fetch(url, init))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function startOnce(dataDir: string, port: number) {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = started + 120_000;
  await waitFor(`${base}/_health`, undefined, (r) => r.ok, deadline);
  const health = Date.now() - started;
  const body = JSON.stringify({ login: 'monalisa', password: 'octocat-demo' });
  await waitFor(`${base}/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }, (r) => r.ok, deadline);
  const signIn = Date.now() - started;
  const rss = rssMb(child.pid ?? 0);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { health, signIn, rss };
}

const results: { cold: Awaited<ReturnType<typeof startOnce>>; warm: Awaited<ReturnType<typeof startOnce>> }[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-start-'));
  const cold = await startOnce(dataDir, 3900 + i);
  const warm = await startOnce(dataDir, 3950 + i);
  fs.rmSync(dataDir, { recursive: true, force: true });
  results.push({ cold, warm });
  console.log(
    `run ${i + 1}: first start ${cold.health} ms to /_health, ${cold.signIn} ms to sign-in (${cold.rss} MB); warm start ${warm.health} ms / ${warm.signIn} ms (${warm.rss} MB)`,
  );
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  `median: first start ${median(results.map((r) => r.cold.signIn))} ms to a working sign-in, warm start ${median(results.map((r) => r.warm.signIn))} ms, RSS ${median(results.map((r) => r.cold.rss))} MB`,
);
