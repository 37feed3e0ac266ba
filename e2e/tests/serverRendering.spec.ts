import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { baseUrl, it } from '../support/test.ts';

/*
 * Pages rendered on the server (server/src/http/serverRender.ts, web/src/ssr/entryServer.tsx): the
 * rows, or the issue, are in the HTML the browser receives first, the browser hydrates that HTML with
 * the records sent after it (no request of its own for the page's data), signed-out visitors and
 * missing pages are answered by the server, and nothing the visitor may not read is in the page.
 */

/** The server's answer to `path` as a browser asks for a page (the context's cookies go with it). */
async function pageHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

interface PageData {
  records: Record<string, Record<string, unknown>>;
  session: { login: string } | null;
}

/** The page data block a server-rendered page carries (web/src/ssr/pageData.ts). */
function pageData(html: string): PageData {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('The page has no page data.');
  return JSON.parse(match[1]) as PageData;
}

/** The page's text before any script runs: the root element's HTML without tags. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

/** Whether the page sends one of these operations from now on. */
function watchFor(page: Page, name: string): () => boolean {
  const ids = persistedIds(name);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql') && isRequestFor(request, ids)) sent = true;
  });
  return () => sent;
}

/** Errors React reports when the browser's first render differs from the server's HTML. */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('pages rendered on the server', () => {
  it('sends the repository list with its rows; the browser hydrates it without asking for them, and it works', async ({ context, api }) => {
    const { search } = await api<{ search: { nodes: { title: string }[] } }>(
      '{ search(type: ISSUE_ADVANCED, first: 5, query: "repo:octo-org/hello-world is:issue state:open sort:created-desc") { nodes { ... on Issue { title } } } }',
    );
    const { status, headers, html } = await pageHtml(context.request, '/octo-org/hello-world/issues');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/html');
    expect(html).toContain('<title>Issues · octo-org/hello-world</title>');
    const text = visibleText(html);
    for (const { title } of search.nodes) expect(text).toContain(title);
    expect(pageData(html).session?.login).toBe('monalisa');

    const page = await context.newPage();
    try {
      const errors = watchHydrationErrors(page);
      const listQuerySent = watchFor(page, 'RepoIssuesPageQuery');
      await page.goto('/octo-org/hello-world/issues');
      await page
        .getByTestId('issue-row')
        .first()
        .getByRole('link', { name: search.nodes[0]?.title ?? '' })
        .waitFor();
      // Hydrated: the Closed tab is a navigation inside the page, which keeps this marker.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      expect(listQuerySent()).toBe(false);
      await page
        .getByRole('link', { name: /Closed/ })
        .first()
        .click();
      await page.waitForURL(/is%3Aclosed|state%3Aclosed/);
      await page.getByTestId('issue-row').first().waitFor();
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows the rows with JavaScript off', async ({ browser, context }) => {
    const bare = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, storageState: await context.storageState() });
    try {
      const page = await bare.newPage();
      await page.goto('/octo-org/hello-world/issues');
      expect(await page.getByTestId('issue-row').count()).toBeGreaterThan(0);
      await page.goto('/issues/created');
      expect(await page.getByTestId('issue-row').count()).toBeGreaterThan(0);
      await page.goto('/octo-org/hello-world/issues/1');
      expect(await page.locator('h1').allTextContents()).toContainEqual(expect.stringMatching(/#1\b/));
    } finally {
      await bare.close();
    }
  });

  it('sends the issue page with the issue, its title and body, and hydrates it without asking again', async ({ context, api }) => {
    const { repository } = await api<{ repository: { issue: { title: string; body: string } } }>(
      '{ repository(owner: "octo-org", name: "hello-world") { issue(number: 1) { title body } } }',
    );
    const { status, html } = await pageHtml(context.request, '/octo-org/hello-world/issues/1');
    expect(status).toBe(200);
    expect(html).toContain(
      `<title>${repository.issue.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')} · Issue #1 · octo-org/hello-world</title>`,
    );
    const text = visibleText(html);
    expect(text).toContain(repository.issue.title);
    const firstLine = repository.issue.body.split('\n').find((line) => /^[A-Za-z][^*_`[\]<>#|]{12,}$/.test(line.trim()));
    if (firstLine) expect(text).toContain(firstLine.trim().slice(0, 40));

    const page = await context.newPage();
    try {
      const errors = watchHydrationErrors(page);
      const issueQuerySent = watchFor(page, 'IssueViewQuery');
      await page.goto('/octo-org/hello-world/issues/1');
      await page
        .getByRole('heading', { level: 1, name: new RegExp(repository.issue.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      expect(errors).toEqual([]);
      expect(issueQuerySent()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('hydrates a reloaded page reached inside the app as it came, its timeline and sidebar never taken away', async ({ context }) => {
    const page = await context.newPage();
    try {
      await page.goto('/octo-org/hello-world/issues');
      await page.locator('[data-testid="issue-row"][data-kind="issue"] a[data-row-title]').first().click();
      await page.getByRole('region', { name: 'Comments' }).waitFor();
      // The history entry now has a key of its own, which a reload keeps.
      expect(await page.evaluate(() => (window.history.state as { key?: string } | null)?.key)).not.toBe('default');
      await page.addInitScript(() => {
        const seen = { comments: false, lost: 0 };
        Object.assign(window, { partsSeen: seen });
        new MutationObserver(() => {
          if (document.querySelector('section[aria-label="Comments"]')) seen.comments = true;
          else if (seen.comments) seen.lost += 1;
        }).observe(document, { childList: true, subtree: true });
      });
      const errors = watchHydrationErrors(page);
      await page.reload();
      await page.getByRole('complementary', { name: 'Issue details' }).waitFor();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { partsSeen: unknown }).partsSeen)).toEqual({ comments: true, lost: 0 });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('sends a dashboard view with its rows', async ({ context }) => {
    const { status, html } = await pageHtml(context.request, '/issues/created');
    expect(status).toBe(200);
    expect(html).toContain('<title>Created by me · Issues</title>');
    expect(html).toContain('data-testid="issue-row"');
    // `/issues` goes to the person's default view from the server, as in the browser.
    const start = await pageHtml(context.request, '/issues');
    expect(start.status).toBe(302);
    expect(start.headers.location).toMatch(/^\/issues\/\w+/);
  });

  it('answers signed-out visitors from the server: sign-in for pages behind it, the page itself otherwise', async ({ signedOut }) => {
    const { context } = await signedOut();
    const list = await pageHtml(context.request, '/octo-org/hello-world/issues?q=is%3Aopen');
    expect(list.status).toBe(302);
    expect(list.headers.location).toBe('/login?return_to=%2Focto-org%2Fhello-world%2Fissues%3Fq%3Dis%253Aopen');
    const login = await pageHtml(context.request, '/login');
    expect(login.status).toBe(200);
    expect(login.html).toContain('<title>Sign in</title>');
    expect(visibleText(login.html)).toMatch(/Sign in/);
    const data = pageData(login.html);
    expect(data.session).toBeNull();
    expect(JSON.stringify(data.records)).not.toMatch(/"login"/);
    const missing = await pageHtml(context.request, '/no/such/page/here');
    expect(missing.status).toBe(404);
    expect(visibleText(missing.html)).toContain('Page not found');
  });

  it('answers missing things with 404 and their page', async ({ context }) => {
    const repository = await pageHtml(context.request, '/octo-org/no-such-repository/issues');
    expect(repository.status).toBe(404);
    expect(visibleText(repository.html)).toContain('Repository not found');
    expect(repository.html).toContain('<title>Repository not found</title>');
    const notANumber = await pageHtml(context.request, '/octo-org/hello-world/issues/abc');
    expect(notANumber.status).toBe(404);
    const noIssue = await pageHtml(context.request, '/octo-org/hello-world/issues/999999');
    expect(noIssue.status).toBe(404);
    expect(visibleText(noIssue.html)).toContain('Page not found');
  });

  it("puts nothing in a page that its visitor may not read, and each page carries its own visitor's data", async ({ api, signedInAs }) => {
    const { repository } = await api<{ repository: { issues: { nodes: { title: string; number: number }[] } } }>(
      '{ repository(owner: "monalisa", name: "notes") { issues(first: 5) { nodes { title number } } } }',
    );
    const titles = repository.issues.nodes.map((issue) => issue.title);
    expect(titles.length).toBeGreaterThan(0);
    const { context } = await signedInAs('octocat');
    for (const path of [
      '/monalisa/notes/issues',
      `/monalisa/notes/issues/${repository.issues.nodes[0]?.number ?? 1}`,
      '/monalisa/notes/labels',
    ]) {
      const { status, html } = await pageHtml(context.request, path);
      expect(status, path).toBe(404);
      for (const title of titles) expect(html, path).not.toContain(title);
      const data = pageData(html);
      expect(data.session?.login).toBe('octocat');
      // The visitor's own request (the owner and name in the address) is all the records hold of it.
      const kinds = Object.values(data.records).map((record) => record.__typename);
      expect(kinds).not.toContain('Issue');
      expect(kinds).not.toContain('Repository');
      expect(kinds).not.toContain('Label');
    }
  });

  it('allows the inline scripts React streams by a nonce of the page own, and no others', async ({ context }) => {
    const first = await pageHtml(context.request, '/octo-org/hello-world/issues');
    const second = await pageHtml(context.request, '/octo-org/hello-world/issues');
    const nonceOf = (policy: string | undefined) => /script-src 'self' 'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    for (const tag of first.html.match(/<script\b[^>]*>/g) ?? []) {
      if (/\bsrc=|type="application\/json"|type="module"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });
});
