import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { waitForTitle } from '../support/browser.ts';
import { renderInBrowser } from '../support/browserRendering.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { DEMO_ACCOUNT, test } from '../support/test.ts';

/*
 * Spec 001 §8 "Shared": failures a reload may cure reload the page once, marked with reload=1; a
 * failure that lasts shows its panel instead of reloading again.
 */

/**
 * Each test routes the requests of a new page of its own, in the file's signed-in session, closed after
 * it. Its pages render in the browser, which sends the queries the tests answer with failures.
 */
const it = test.extend('tab', async ({ context }, { onCleanup }) => {
  const tab = await context.newPage();
  await renderInBrowser(tab);
  onCleanup(() => tab.close());
  return tab;
});

const LIST = '/octo-org/hello-world/issues';

/** Whether a GraphQL request is the repository list's page query (by its variables). */
function isListQuery(route: Route): boolean {
  const body = route.request().postDataJSON() as { variables?: Record<string, unknown> } | null;
  return body?.variables !== undefined && 'skip' in body.variables && 'run' in body.variables;
}

/** Answers the list's query with a FORBIDDEN error `times` times (every time when undefined), counting the requests. */
async function forbidListQuery(page: Page, times?: number): Promise<{ requests: number }> {
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
function countLoads(page: Page): () => string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return;
    const url = new URL(request.url());
    loads.push(`${url.pathname}${url.search}`);
  });
  return () => loads;
}

describe('reload once', () => {
  it('reloads the page once with reload=1 when a query is FORBIDDEN, and the reloaded page shows the list', async ({ tab: page }) => {
    const seen = await forbidListQuery(page, 1);
    await page.goto(LIST);
    await page.waitForURL((url) => url.searchParams.get('reload') === '1');
    await page.getByTestId('issue-row').first().waitFor();
    expect(seen.requests).toBe(2);
  });

  it('shows the error panel instead of reloading again when the failure lasts', async ({ tab: page }) => {
    const seen = await forbidListQuery(page);
    const loads = countLoads(page);
    await page.goto(LIST);
    await page.getByText('We encountered an error trying to load issues.').waitFor();
    expect(new URL(page.url()).searchParams.get('reload')).toBe('1');
    // The first load and the one reload, and nothing after the panel shows: another load or another
    // try of the query would be a request, so count once the page's network has gone quiet.
    const requests = seen.requests;
    await page.waitForLoadState('networkidle');
    expect(loads()).toEqual([LIST, `${LIST}?reload=1`]);
    expect(seen.requests).toBe(requests);
  });

  it('does not reload for a SAML error', async ({ tab: page }) => {
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
    const loads = countLoads(page);
    await page.goto(LIST);
    await page.getByText('We encountered an error trying to load issues.').waitFor();
    // A reload would be a request: count once the page's network has gone quiet.
    await page.waitForLoadState('networkidle');
    expect(loads()).toEqual([LIST]);
    expect(requests).toBeGreaterThan(0);
  });

  it('reloads once when the session is gone, and the reloaded page asks to sign in', async ({ signedInAs }) => {
    // It throws the cookies away: a session of its own.
    const { context, page } = await signedInAs(DEMO_ACCOUNT.login, { isolated: true });
    await page.goto(LIST);
    await page.getByTestId('issue-row').first().waitFor();
    // Every request of the page has been answered (the rows' second query comes after them): the
    // next request is the navigation's, not one that left before the cookies went.
    await page.waitForLoadState('networkidle');
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

/** Answers the named operation with a server failure (500, a system error in the body). */
async function failOperation(page: Page, name: string): Promise<void> {
  const ids = persistedIds(name);
  await page.route('**/api/graphql', async (route) => {
    if (!isRequestFor(route.request(), ids)) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
  });
}

describe('load-failure panels (spec 001 §8)', () => {
  it.for([
    [
      'MilestonesPageQuery',
      '/octo-org/hello-world/milestones',
      'Milestones cannot be loaded.',
      'Milestones cannot be loaded due to a system error.',
    ],
    [
      'MilestonePageQuery',
      '/octo-org/hello-world/milestone/2',
      'Milestone cannot be loaded.',
      'This milestone cannot be loaded due to a system error.',
    ],
    [
      'MilestoneIssueListQuery',
      '/octo-org/hello-world/milestone/2',
      'Failed to load issues.',
      "This milestone's issues can not be loaded due to a system error.",
    ],
    ['LabelsPageQuery', '/octo-org/hello-world/labels', 'Oops we could not load the labels', null],
  ] as const)('%s failing at %s shows its panel with a reload prompt', async ([operation, address, heading, sentence], { tab: page }) => {
    await failOperation(page, operation);
    await page.goto(address);
    await page.getByRole('heading', { name: heading }).waitFor();
    if (sentence) expect(await page.getByText(sentence).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'reload the page' }).count()).toBeGreaterThan(0);
  });

  it('keeps the milestone when only its issues fail to load', async ({ tab: page }) => {
    await failOperation(page, 'MilestoneIssueListQuery');
    await page.goto('/octo-org/hello-world/milestone/2');
    await page.getByRole('heading', { name: 'Failed to load issues.' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Backlog' }).count()).toBe(1);
  });

  it("says 'Could not load data' where the label counts fail, keeping the labels", async ({ tab: page }) => {
    await failOperation(page, 'LabelCountsQuery');
    await page.goto('/octo-org/hello-world/labels');
    await page.getByText('Could not load data').first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Labels' }).count()).toBe(1);
  });

  it("shows 'Could not load page' when the page itself cannot load", async ({ tab: page }) => {
    await page.route('**/session', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Unexpected error."}' });
    });
    await page.goto('/octo-org/hello-world/milestones');
    await page.getByRole('heading', { level: 1, name: 'Could not load page' }).waitFor();
    expect(await page.getByText('This page cannot be loaded due to a system error.').count()).toBe(1);
    await waitForTitle(page, 'Could not load page');
  });
});
