/// <reference lib="dom" />
/**
 * `npm run bench:list-page`: the repository issue list in the browser, on the production build
 * against the demo data (embedded database), as issue 4 measures it:
 * - largest contentful paint of `/{owner}/{repo}/issues`, each run in a fresh browser context
 *   (target ≤ 1.0 s);
 * - a filter change: Enter in the filter bar until the new rows are shown (target ≤ 300 ms);
 * - the list route's JavaScript, gzipped (target ≤ 300 KB).
 *
 *   npm run bench:list-page -- --runs 10
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web', 'dist');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, repo: { type: 'string', default: 'octo-org/hello-world' } },
});
const runs = Math.max(1, Number(values.runs));
const repo = values.repo ?? 'octo-org/hello-world';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (${sorted.length} runs: ${sorted.map((x) => x.toFixed(0)).join(', ')})`;
}

/** The JavaScript a first visit to the list loads: the entry, its preloads, the page and loader chunks with their static imports. */
function listRouteScripts(): { file: string; gzip: number }[] {
  const assets = path.join(dist, 'assets');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const wanted = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? ''));
  // The page chunk and the route's loader chunk (the list's query starts from it), with their imports.
  for (const name of fs.readdirSync(assets)) if (/^(RepoIssuesPage|repoIssuesLoader)-.*\.js$/.test(name)) wanted.add(name);
  const queue = [...wanted];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    const text = fs.readFileSync(path.join(assets, file), 'utf8');
    // Static imports only (`import … from"./x.js"`, `import"./x.js"`); `import("./x.js")` loads later.
    for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      const next = match[1] ?? '';
      if (!wanted.has(next)) {
        wanted.add(next);
        queue.push(next);
      }
    }
  }
  return [...wanted]
    .filter(Boolean)
    .map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length }))
    .sort((a, b) => b.gzip - a.gzip);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

console.log('Building the web app (production)…');
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules', '.bin', 'vite'), 'build', '--config', path.join(root, 'web', 'vite.config.ts')],
  {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'ignore',
  },
);
const scripts = listRouteScripts();
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-list-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['server/src/main.ts'], {
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
try {
  for (let waited = 0; ; waited += 250) {
    if (waited > 180_000) throw new Error('the server did not start');
    const ok = await fetch(`${baseUrl}/_health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const session = await (
    await fetch(`${baseUrl}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'monalisa', password: 'octocat-demo' }),
    })
  ).headers.getSetCookie();
  const cookies = session.map((line) => {
    const [pair = ''] = line.split(';');
    const [name = '', ...rest] = pair.split('=');
    return { name, value: rest.join('='), url: baseUrl };
  });
  const list = `/${repo}/issues`;
  const lcp: number[] = [];
  const filter: number[] = [];
  const queries = [
    'is:issue state:open label:bug',
    'is:issue state:closed',
    'is:issue state:open sort:updated-desc',
    'is:issue state:open no:assignee',
  ];
  for (let run = 0; run <= runs; run++) {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(list);
    await page.getByTestId('issue-row').first().waitFor();
    const paint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((entries) => {
            const all = entries.getEntries();
            resolve(all[all.length - 1]?.startTime ?? NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const query = `${queries[run % queries.length] ?? 'is:issue'} created:>2000-01-0${(run % 9) + 1}`;
    const elapsed = await page.evaluate(async (next) => {
      const input = document.querySelector<HTMLInputElement>('input[name="q"]');
      if (!input) throw new Error('no filter bar');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const started = performance.now();
      input.form?.requestSubmit();
      await new Promise<void>((resolve) => {
        const done = () => document.querySelector(`section[data-query="${CSS.escape(next)}"]`) !== null;
        if (done()) return resolve();
        const observer = new MutationObserver(() => {
          if (done()) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - started;
    }, query);
    // The first run warms the server (its caches and the embedded database's): not counted.
    if (run > 0) {
      lcp.push(paint);
      filter.push(elapsed);
    }
    await context.close();
  }
  await browser.close();
  console.log(`\nRepository issue list (${list}), production build, demo data on the embedded database, ${os.cpus().length} cores:`);
  console.log(`- largest contentful paint: ${summary(lcp)} (target ≤ 1000 ms)`);
  console.log(`- filter change to updated rows: ${summary(filter)} (target ≤ 300 ms)`);
  console.log(`- list route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (target ≤ 300 KB)`);
  for (const script of scripts) console.log(`    ${script.file.padEnd(40)} ${(script.gzip / 1024).toFixed(1).padStart(7)} KB`);
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
