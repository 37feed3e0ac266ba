import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { IssueLedger } from '../support/issueData.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { it, test } from '../support/test.ts';

/*
 * Issue 20 items 2 and 3: an issue link rested on for 500 ms preloads the issue; going from a list
 * to an issue and back shows the stored rows at once (no skeleton or spinner), the list itself kept
 * while the issue was open (components/AppShell/KeptOutlet); a filter change keeps the current rows,
 * dimmed and busy, until the new ones arrive.
 */

const issues = new IssueLedger();
test.afterAll(async ({ api }) => {
  await issues.deleteAll(api);
});

const LIST = '/octo-org/hello-world/issues';
const issueView = persistedIds('IssueViewQuery');
const listQuery = persistedIds('RepoIssuesPageQuery');
const rowSecondary = persistedIds('RowSecondaryQuery');

/** A page of its own on the list (each test starts with an empty store). */
async function openList(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(LIST);
  await page.getByTestId('issue-row').first().waitFor();
  return page;
}

/** The title links of the list's issue rows (pull request rows go to other pages). */
function issueLinks(page: Page): ReturnType<Page['locator']> {
  return page.locator('[data-testid="issue-row"][data-kind="issue"] a[data-row-title]');
}

/** The row numbers shown, in order. */
function rowNumbers(page: Page): Promise<string[]> {
  return page.getByTestId('issue-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-number') ?? ''));
}

/** Counts from now on whether a loading state (the list's skeleton, the issue page's spinner) is ever drawn. */
async function watchLoadingStates(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = () =>
      document.querySelector('ul[aria-label="Loading issues"]') !== null || (document.body.textContent ?? '').includes('Loading issue #');
    const state = { seen: seen() };
    new MutationObserver(() => {
      if (seen()) state.seen = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { loadingSeen: typeof state }).loadingSeen = state;
  });
  return () => page.evaluate(() => (window as unknown as { loadingSeen: { seen: boolean } }).loadingSeen.seen);
}

/** The issue numbers asked for by IssueViewQuery requests from now on. */
function watchIssueRequests(page: Page): number[] {
  const numbers: number[] = [];
  page.on('request', (request: Request) => {
    if (!isRequestFor(request, issueView)) return;
    const body = request.postDataJSON() as { variables?: { number?: number } };
    numbers.push(Number(body.variables?.number));
  });
  return numbers;
}

describe('warm navigation', () => {
  it('preloads an issue rested on for 600 ms, not one passed over in 200 ms', async ({ context }) => {
    const page = await openList(context);
    try {
      const asked = watchIssueRequests(page);
      const [passed, rested] = [issueLinks(page).nth(0), issueLinks(page).nth(1)];
      const restedNumber = Number(await rested.locator('xpath=ancestor::li[1]').getAttribute('data-number'));
      await passed.hover();
      await page.waitForTimeout(200);
      await page.getByRole('heading', { level: 1, name: 'Issues' }).hover();
      await page.waitForTimeout(700);
      expect(asked).toEqual([]);

      const request = page.waitForRequest((candidate) => isRequestFor(candidate, issueView), { timeout: 5_000 });
      await rested.hover();
      await page.waitForTimeout(600);
      await request;
      expect(asked).toEqual([restedNumber]);
    } finally {
      await page.close();
    }
  });

  it('goes from the list to a hovered issue and back with no skeleton or spinner, to the same rows', async ({ context }) => {
    const page = await openList(context);
    try {
      const before = await rowNumbers(page);
      const link = issueLinks(page).first();
      const title = (await link.textContent()) ?? '';
      const preloaded = page.waitForResponse((response) => isRequestFor(response.request(), issueView));
      await link.hover();
      await page.waitForTimeout(600);
      await preloaded;
      const loadingSeen = await watchLoadingStates(page);
      await link.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.goBack();
      await page.getByTestId('issue-row').first().waitFor();
      expect(await rowNumbers(page)).toEqual(before);
      expect(await loadingSeen()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('shows the list it left again as it was: the same rows, scrolled where they were, focus on the link followed', async ({ context }) => {
    const page = await openList(context);
    try {
      const link = issueLinks(page).nth(19);
      const href = (await link.getAttribute('href')) ?? '';
      await link.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => {
        window.scrollBy({ top: 200, behavior: 'instant' });
        return window.scrollY;
      });
      expect(scrolled).toBeGreaterThan(0);
      // The list's element, marked: shown again, it is the same one, not a list drawn anew.
      await page.evaluate(() => Object.assign(document.querySelector('section[data-query]') ?? {}, { keptMark: true }));
      const listTitle = await page.title();
      await link.focus();
      const loadingSeen = await watchLoadingStates(page);
      await link.press('Enter');
      await page.locator('[data-testid="issue-header"] h1').waitFor();
      expect(await page.title()).not.toBe(listTitle);
      // The list is still in the document, hidden: nothing of it shows or can be reached.
      expect(await page.getByRole('link', { name: (await link.textContent()) ?? '' }).count()).toBe(0);

      await page.goBack();
      await page.locator('section[data-query] [data-testid="issue-row"]').first().waitFor();
      expect(await page.evaluate(() => (document.querySelector('section[data-query]') as unknown as { keptMark?: boolean }).keptMark)).toBe(
        true,
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
      await expect.poll(() => page.title()).toBe(listTitle);
      expect(await loadingSeen()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('shows on the list shown again what changed on the issue while it was open', async ({ context, api }) => {
    const token = `kept${Date.now()}`;
    const issue = await issues.create(api, `Kept list ${token}`);
    const page = await context.newPage();
    try {
      await page.goto(`${LIST}?q=${encodeURIComponent(`is:issue state:open in:title ${token}`)}`);
      const link = page.getByRole('link', { name: issue.title, exact: true });
      await link.click();
      await page.getByRole('heading', { level: 1, name: `${issue.title} #${issue.number}` }).waitFor();
      const header = page.getByTestId('issue-header');
      await header.getByRole('button', { name: 'Edit title' }).click();
      await header.getByRole('textbox', { name: 'Title' }).fill(`Renamed ${token}`);
      await header.getByRole('textbox', { name: 'Title' }).press('Enter');
      await page.getByRole('heading', { level: 1, name: `Renamed ${token} #${issue.number}` }).waitFor();
      await page.waitForLoadState('networkidle');

      await page.goBack();
      await page.getByRole('link', { name: `Renamed ${token}`, exact: true }).waitFor();
      expect(await page.getByRole('link', { name: issue.title, exact: true }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('keeps the current rows, dimmed and busy, while a filter change loads', async ({ context }) => {
    const page = await openList(context);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      const before = await rowNumbers(page);
      // The next list query waits until the test has looked at the page.
      await page.route('**/api/graphql', async (route) => {
        if (isRequestFor(route.request(), listQuery)) await held;
        await route.fallback();
      });
      const loadingSeen = await watchLoadingStates(page);
      const input = page.getByRole('combobox', { name: 'Search issues' });
      await input.fill('is:issue state:closed');
      await input.press('Enter');
      const list = page.locator('section[data-query="is:issue state:open"][aria-busy="true"]');
      await list.waitFor();
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('section[aria-busy="true"]') ?? document.body).opacity === '0.5',
      );
      expect(await rowNumbers(page)).toEqual(before);

      release();
      await page.locator('section[data-query="is:issue state:closed"]:not([aria-busy])').waitFor();
      expect(await rowNumbers(page)).not.toEqual(before);
      expect(await loadingSeen()).toBe(false);
    } finally {
      release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  });

  it('shows the new rows of a filter change without waiting for their secondary data, rows kept across it included', async ({
    context,
  }) => {
    const page = await openList(context);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldRequests = 0;
    try {
      const before = await rowNumbers(page);
      // The rows' linked pull requests and checks (RowSecondaryQuery) wait until the new rows show.
      await page.route('**/api/graphql', async (route) => {
        if (isRequestFor(route.request(), rowSecondary)) {
          heldRequests += 1;
          await held;
        }
        await route.fallback();
      });
      const input = page.getByRole('combobox', { name: 'Search issues' });
      await input.fill('is:issue state:open -label:bug');
      await input.press('Enter');
      await page.locator('section[data-query="is:issue state:open -label:bug"]:not([aria-busy])').waitFor();
      const after = await rowNumbers(page);
      // The change keeps some rows (the same issues, asking for their secondary data with the new page's ids).
      expect(after).not.toEqual(before);
      expect(after.some((number) => before.includes(number))).toBe(true);
      await expect.poll(() => heldRequests).toBeGreaterThan(0);
      release();
    } finally {
      release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  });
});
