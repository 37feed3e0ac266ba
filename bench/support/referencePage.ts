/// <reference lib="dom" />
/**
 * The yardstick the page benchmarks measure against in the same run: a static page served by the
 * same server, with the app's own head (fonts, Primer's stylesheets, colour mode) and shell (a
 * header as tall as the app's, a heading and 25 rows of text), and no script. Its largest
 * contentful paint is what this machine, at this moment, needs to paint a page of that kind at
 * all: an app page's figure divided by it says how far from that floor the app is, and that ratio
 * moves far less than the absolute figure when the machine is busy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { dist, percentile } from './pageBench.ts';

const REFERENCE_CSS = `body { margin: 0; font-family: var(--fontStack-sansSerif); color: var(--fgColor-default); background: var(--bgColor-default); }
.ref-header { height: 64px; display: flex; align-items: center; padding: 0 16px; background: var(--bgColor-inset); border-bottom: 1px solid var(--borderColor-default); }
.ref-main { max-width: 1280px; margin: 0 auto; padding: 16px 32px; }
.ref-list { list-style: none; margin: 16px 0 0; padding: 0; border: 1px solid var(--borderColor-default); border-radius: 6px; }
.ref-row { display: flex; gap: 8px; padding: 8px 16px; border-top: 1px solid var(--borderColor-muted); }
.ref-row:first-child { border-top: 0; }
.ref-dot { width: 16px; height: 16px; border-radius: 50%; background: var(--fgColor-success); flex: none; margin-top: 2px; }
.ref-title { font-weight: 600; color: var(--fgColor-default); text-decoration: none; }
.ref-meta { font-size: 12px; color: var(--fgColor-muted); }
`;

/** Where the server serves the page (a file of `web/dist`, written before the server starts). */
export const REFERENCE_PATH = '/bench-reference.html';

const row = (n: number) => `
      <li class="ref-row">
        <span class="ref-dot" aria-hidden="true"></span>
        <div>
          <a href="#" class="ref-title">Reference row ${n}: a title of about the length of an issue's title</a>
          <div class="ref-meta">#${1000 + n} · opened 3 days ago by monalisa</div>
        </div>
      </li>`;

/**
 * Writes `web/dist/bench-reference.html` from the built `index.html`: its head without the
 * scripts and module preloads, and a static body in the app's layout. Call after the build and
 * before the server starts; with its stylesheet (the server lists `web/dist`'s files when it starts).
 */
export function writeReferencePage(): void {
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const head = (/<head>([\s\S]*)<\/head>/.exec(index)?.[1] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, '<title>Reference · Issues</title>');
  const html = `<!doctype html>
<html lang="en" data-color-mode="auto" data-light-theme="light" data-dark-theme="dark">
  <head>${head}
    <link rel="stylesheet" href="/bench-reference.css" />
  </head>
  <body>
    <header class="ref-header"><strong>Issues</strong></header>
    <main class="ref-main">
      <h1>octo-org / hello-world</h1>
      <ul class="ref-list">${Array.from({ length: 25 }, (_, n) => row(n + 1)).join('')}
      </ul>
    </main>
  </body>
</html>
`;
  fs.writeFileSync(path.join(dist, REFERENCE_PATH.slice(1)), html);
  // A stylesheet of its own, not an inline one: the server's Content-Security-Policy allows no inline style.
  fs.writeFileSync(path.join(dist, 'bench-reference.css'), REFERENCE_CSS);
}

/** The page's largest contentful paint so far, in milliseconds from its navigation. */
export function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries) => {
          const all = entries.getEntries();
          resolve(all[all.length - 1]?.startTime ?? NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** The reference page's largest contentful paint, in a fresh context of `browser`. */
export async function referencePaint(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto(REFERENCE_PATH, { waitUntil: 'load' });
    return await largestContentfulPaint(page);
  } finally {
    await context.close();
  }
}

/** `2.31× the reference page at the median (1.95× at p95)`: the app's figures over the reference's. */
export function ratioSummary(app: number[], reference: number[]): string {
  const a = [...app].sort((x, y) => x - y);
  const r = [...reference].sort((x, y) => x - y);
  const ratio = (p: number) => (percentile(a, p) / percentile(r, p)).toFixed(2);
  return `${ratio(50)}× the reference page at the median (${ratio(95)}× at p95)`;
}

/** The load average over 1, 5 and 15 minutes, `1.52, 1.10, 0.87`: how busy the machine was. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** `2 cores, load average (1, 5, 15 min) 1.52, 1.10, 0.87 at the start, … at the end`. */
export function machineLine(atStart: string): string {
  return `${os.availableParallelism()} cores, load average (1, 5, 15 min) ${atStart} at the start, ${loadAverage()} at the end`;
}
