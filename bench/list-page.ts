/// <reference lib="dom" />
/**
 * `npm run bench:list-page`: the repository issue list in the browser, on the production build
 * against the demo data (embedded database), as issue 4 measures it:
 * - largest contentful paint of `/{owner}/{repo}/issues`, each run in a fresh browser context
 *   (target ≤ 1.0 s);
 * - a filter change: Enter in the filter bar until the new rows are shown (target ≤ 300 ms);
 * - warm navigation (issue 20): an issue link hovered for 600 ms (its issue and the issue page's
 *   code preload), then clicked, until the issue's title is painted; then the browser's back
 *   button until the list's rows are painted again (target ≤ 100 ms at the median, each way);
 * - the list route's JavaScript, gzipped (target ≤ 300 KB).
 *
 *   npm run bench:list-page -- --runs 10
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { buildWeb, launchBrowser, routeScripts, signIn, startServer, summary } from './support/pageBench.ts';
import {
  largestContentfulPaint,
  loadAverage,
  machineLine,
  ratioSummary,
  referencePaint,
  writeReferencePage,
} from './support/referencePage.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, repo: { type: 'string', default: 'octo-org/hello-world' } },
});
const runs = Math.max(1, Number(values.runs));
const repo = values.repo ?? 'octo-org/hello-world';

console.log('Building the web app (production)…');
buildWeb();
writeReferencePage();
// The JavaScript a first visit to the list loads: the entry, the page and the route's loader (the
// list's query starts from it), with their static imports (web/scripts/routeBudgets.ts).
const scripts = routeScripts(['src/pages/RepoIssuesPage/RepoIssuesPage.tsx', 'src/pages/RepoIssuesPage/repoIssuesLoader.ts']);
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);

/**
 * In the page: clicks the link marked `data-bench-link` (or goes back in history), then waits until
 * the address is `target.path` and `target.selector` matches, and the next frame is drawn; the
 * milliseconds. Fails after 20 s, naming what it waited for.
 */
function timedNavigation(page: Page, action: 'click' | 'back', target: { selector: string; path: string }): Promise<number> {
  return page.evaluate(
    async ({ action, selector, path }) => {
      // Shown, not only present: a list kept hidden while its issue is open is in the document.
      const done = () => window.location.pathname === path && document.querySelector(selector)?.checkVisibility() === true;
      const started = performance.now();
      if (action === 'click') document.querySelector<HTMLAnchorElement>('[data-bench-link]')?.click();
      else history.back();
      await new Promise<void>((resolve, reject) => {
        if (done()) return resolve();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          clearTimeout(timeout);
          resolve();
        });
        const timeout = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${action}: no ${selector} at ${path} after 20 s (at ${window.location.pathname})`));
        }, 20_000);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['style', 'hidden'],
        });
      });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - started;
    },
    { action, ...target },
  );
}

const server = await startServer('bench-list-');
const { baseUrl } = server;
try {
  const browser = await launchBrowser();
  const cookies = await signIn(baseUrl);
  const list = `/${repo}/issues`;
  const lcp: number[] = [];
  const reference: number[] = [];
  const filter: number[] = [];
  const toIssue: number[] = [];
  const backToList: number[] = [];
  const loadBefore = loadAverage();
  const queries = [
    'is:issue state:open label:bug',
    'is:issue state:closed',
    'is:issue state:open sort:updated-desc',
    'is:issue state:open no:assignee',
  ];
  for (let run = 0; run <= runs; run++) {
    // The reference page first, in a context of its own: same server, same moment.
    const referenceLcp = await referencePaint(browser, baseUrl);
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(list);
    await page.getByTestId('issue-row').first().waitFor();
    const paint = await largestContentfulPaint(page);
    // The server's rows show before the app has hydrated them; hovering earlier would meet no handlers.
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // Warm navigation: rest on the first issue's link past the 500 ms preload debounce, then go.
    const link = page.locator('[data-testid="issue-row"][data-kind="issue"] a[data-row-title]').first();
    const issuePath = new URL((await link.getAttribute('href')) ?? '', baseUrl).pathname;
    await link.evaluate((element) => element.setAttribute('data-bench-link', ''));
    await link.hover();
    await page.waitForTimeout(600);
    const warmTo = await timedNavigation(page, 'click', { selector: '[data-testid="issue-header"] h1', path: issuePath });
    const warmBack = await timedNavigation(page, 'back', { selector: 'section[data-query] [data-testid="issue-row"]', path: list });
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
      reference.push(referenceLcp);
      filter.push(elapsed);
      toIssue.push(warmTo);
      backToList.push(warmBack);
    }
    await context.close();
  }
  await browser.close();
  console.log(`\nRepository issue list (${list}), production build, demo data on the embedded database, ${os.cpus().length} cores:`);
  console.log(`- machine: ${machineLine(loadBefore)}`);
  console.log(`- largest contentful paint: ${summary(lcp)} (target ≤ 1000 ms)`);
  console.log(`- reference page (static, same head and shell, no script): ${summary(reference)}`);
  console.log(`- list over reference: ${ratioSummary(lcp, reference)}`);
  console.log(`- filter change to updated rows: ${summary(filter)} (target ≤ 300 ms)`);
  console.log(`- warm navigation, list → hovered issue (600 ms hover, click) to its title painted: ${summary(toIssue)} (target ≤ 100 ms)`);
  console.log(`- warm navigation, issue → list (browser back) to its rows painted: ${summary(backToList)} (target ≤ 100 ms)`);
  console.log(`- list route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (target ≤ 300 KB)`);
  for (const script of scripts) console.log(`    ${script.file.padEnd(40)} ${(script.gzip / 1024).toFixed(1).padStart(7)} KB`);
} finally {
  server.stop();
}
