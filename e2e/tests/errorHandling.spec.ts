import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, signInThroughApi } from '../support/browser.ts';

/*
 * Spec 001 §8 "Shared": failures a reload may cure reload the page once, marked with reload=1; a
 * failure that lasts shows its panel instead of reloading again.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

beforeEach(async () => {
  if (context) await context.close();
  ({ context, page } = await newPage(browser, baseUrl));
  await signInThroughApi(context, baseUrl);
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

const LIST = '/octo-org/hello-world/issues';

/** Whether a GraphQL request is the repository list's page query (by its variables). */
function isListQuery(route: Route): boolean {
  const body = route.request().postDataJSON() as { variables?: Record<string, unknown> } | null;
  return body?.variables !== undefined && 'skip' in body.variables && 'run' in body.variables;
}

/** Answers the list's query with a FORBIDDEN error `times` times (every time when undefined), counting the requests. */
async function forbidListQuery(times?: number): Promise<{ requests: number }> {
  const seen = { requests: 0 };
  await page.route('**/api/graphql', async (route) => {
    if (!isListQuery(route)) return route.continue();
    seen.requests += 1;
    if (times !== undefined && seen.requests > times) return route.continue();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Resource not accessible', extensions: { code: 'FORBIDDEN' } }], data: null }),
    });
  });
  return seen;
}

/** The addresses (path and search) of the page's document loads from now on. */
function countLoads(): () => string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return;
    const url = new URL(request.url());
    loads.push(`${url.pathname}${url.search}`);
  });
  return () => loads;
}

describe('reload once', () => {
  it('reloads the page once with reload=1 when a query is FORBIDDEN, and the reloaded page shows the list', async () => {
    const seen = await forbidListQuery(1);
    await page.goto(LIST);
    await page.waitForURL((url) => url.searchParams.get('reload') === '1');
    await page.getByTestId('issue-row').first().waitFor();
    expect(seen.requests).toBe(2);
  });

  it('shows the error panel instead of reloading again when the failure lasts', async () => {
    const seen = await forbidListQuery();
    const loads = countLoads();
    await page.goto(LIST);
    await page.getByText('We encountered an error trying to load issues.').waitFor();
    expect(new URL(page.url()).searchParams.get('reload')).toBe('1');
    // The first load and the one reload, and nothing after the panel shows.
    const requests = seen.requests;
    await page.waitForTimeout(500);
    expect(loads()).toEqual([LIST, `${LIST}?reload=1`]);
    expect(seen.requests).toBe(requests);
  });

  it('does not reload for a SAML error', async () => {
    let requests = 0;
    await page.route('**/api/graphql', async (route) => {
      if (!isListQuery(route)) return route.continue();
      requests += 1;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'SAML error', extensions: { code: 'FORBIDDEN' } }], data: null }),
      });
    });
    const loads = countLoads();
    await page.goto(LIST);
    await page.getByText('We encountered an error trying to load issues.').waitFor();
    await page.waitForTimeout(500);
    expect(loads()).toEqual([LIST]);
    expect(requests).toBeGreaterThan(0);
  });

  it('reloads once when the session is gone, and the reloaded page asks to sign in', async () => {
    await page.goto(LIST);
    await page.getByTestId('issue-row').first().waitFor();
    await context.clearCookies();
    // An in-app navigation: its query meets the lost session (401).
    await page
      .getByRole('navigation', { name: 'Issue state' })
      .getByRole('link', { name: /^Closed/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    const returnTo = new URL(page.url()).searchParams.get('return_to') ?? '';
    expect(returnTo).toContain('/octo-org/hello-world/issues');
    expect(returnTo).toContain('reload=1');
  });
});
