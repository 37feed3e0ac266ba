import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, signInThroughApi } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, baseUrl));
  await signInThroughApi(context, baseUrl);
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

/** Opens the first row of a repository list query and returns the issue's title and number. */
async function openFirst(query: string): Promise<{ title: string; number: string }> {
  await page.goto(`/octo-org/hello-world/issues?q=${encodeURIComponent(query)}`);
  const link = page.getByTestId('issue-row').first().locator('a[data-row-title]');
  await link.waitFor();
  const title = (await link.textContent()) ?? '';
  const number = /\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
  await link.click();
  await page.getByRole('heading', { level: 1, name: `${title} #${number}` }).waitFor();
  return { title, number };
}

describe('issue page', () => {
  it('opens from the list with its state, description, comments and sidebar', async () => {
    const { number } = await openFirst('is:issue state:open comments:>2');
    expect(page.url()).toBe(`${baseUrl}/octo-org/hello-world/issues/${number}`);
    expect(await page.getByRole('img', { name: 'Open issue' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('article', { name: /^Description by / }).count()).toBe(1);
    const comments = page.getByRole('region', { name: 'Comments' }).getByRole('article');
    expect(await comments.count()).toBeGreaterThanOrEqual(3);
    expect(await comments.count()).toBeLessThanOrEqual(15);
    const sidebar = page.getByRole('complementary', { name: 'Issue details' });
    for (const heading of ['Assignees', 'Labels', 'Type', 'Milestone', 'Relationships']) {
      expect(await sidebar.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
    }
  });

  it('loads more than the first 15 comments on demand', async () => {
    const { number } = await openFirst('is:issue state:open comments:0');
    // Give the issue 17 comments through the API (the session's cookie and CSRF token).
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    const found = await context.request.post(`${baseUrl}/api/graphql`, {
      headers: { 'X-CSRF-Token': csrf },
      data: { query: `{ repository(owner: "octo-org", name: "hello-world") { issue(number: ${number}) { id } } }` },
    });
    const issueId = ((await found.json()) as { data: { repository: { issue: { id: string } } } }).data.repository.issue.id;
    for (let n = 1; n <= 17; n++) {
      const added = await context.request.post(`${baseUrl}/api/graphql`, {
        headers: { 'X-CSRF-Token': csrf },
        data: {
          query: 'mutation($id: ID!, $body: String!) { addComment(input: { subjectId: $id, body: $body }) { clientMutationId } }',
          variables: { id: issueId, body: `Comment number ${n}` },
        },
      });
      expect(added.ok()).toBe(true);
    }
    await page.reload();
    const comments = page.getByRole('region', { name: 'Comments' }).getByRole('article');
    await comments.first().waitFor();
    expect(await comments.count()).toBe(15);
    await page.getByRole('button', { name: 'Load more comments (2 more)' }).click();
    await page.getByText('Comment number 17').waitFor();
    expect(await comments.count()).toBe(17);
    expect(await page.getByRole('button', { name: /^Load more comments/ }).count()).toBe(0);
  });

  it('adds a comment, refusing a blank one', async () => {
    await openFirst('is:issue state:open');
    const form = page.getByRole('form', { name: 'Add a comment' });
    await form.getByRole('button', { name: 'Comment' }).click();
    expect(await form.getByRole('alert').textContent()).toBe('Comment cannot be blank.');
    const text = `A comment from the browser test ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Comment' }).fill(text);
    await form.getByRole('button', { name: 'Comment' }).click();
    await page.getByRole('region', { name: 'Comments' }).getByText(text).waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('textarea[name="body"]')?.value === '');
  });

  it('goes to the pull request route for a pull request number, and shows 404 for a missing number', async () => {
    await page.goto('/octo-org/hello-world/issues?q=is%3Apr');
    const link = page.getByTestId('issue-row').first().locator('a[data-row-title]');
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    const number = /\/(\d+)$/.exec(href)?.[1] ?? '';
    expect(href).toBe(`/octo-org/hello-world/pull/${number}`);
    await page.goto(`/octo-org/hello-world/issues/${number}`);
    await page.waitForURL(`${baseUrl}/octo-org/hello-world/pull/${number}`);
    await page.goto('/octo-org/hello-world/issues/999999');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});

describe('side panel', () => {
  it('opens ?issue=owner|repo|number over the list, links to full screen, closes, and follows back and forward', async () => {
    await page.goto('/octo-org/hello-world/issues');
    const link = page.getByTestId('issue-row').nth(1).locator('a[data-row-title]');
    await link.waitFor();
    const title = (await link.textContent()) ?? '';
    const number = /\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
    await page.goto(`/octo-org/hello-world/issues?issue=${encodeURIComponent(`octo-org|hello-world|${number}`)}`);
    const panel = page.getByRole('dialog', { name: `Issue #${number} in octo-org/hello-world` });
    await panel.getByRole('heading', { level: 2, name: `${title} #${number}` }).waitFor({ timeout: 8000 });
    expect(await panel.getByRole('link', { name: 'Open full screen' }).getAttribute('href')).toBe(`/octo-org/hello-world/issues/${number}`);
    // The list stays under the panel.
    await page.getByTestId('issue-row').first().waitFor();
    expect(await page.getByTestId('issue-row').count()).toBe(25);
    // Escape closes it, as the Close button does.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached', timeout: 8000 });
    expect(new URL(page.url()).searchParams.has('issue')).toBe(false);
    await page.goBack();
    await panel.getByRole('heading', { level: 2, name: `${title} #${number}` }).waitFor({ timeout: 8000 });
    await page.goForward();
    await panel.waitFor({ state: 'detached', timeout: 8000 });
  });

  it('ignores a malformed issue parameter', async () => {
    await page.goto(`/octo-org/hello-world/issues?issue=${encodeURIComponent('octo-org|hello-world|abc')}`);
    await page.getByTestId('issue-row').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("opens an issue's sub-issue in the side panel of the issue page", async () => {
    await page.goto('/octo-org/hello-world/issues?q=is%3Aissue+has%3Asub-issues');
    const link = page.getByTestId('issue-row').first().locator('a[data-row-title]');
    await link.waitFor();
    const pageTitle = (await link.textContent()) ?? '';
    await link.click();
    const relationships = page.getByRole('complementary', { name: 'Issue details' });
    const sub = relationships
      .getByRole('listitem')
      .filter({ hasText: /^Sub-issues/ })
      .getByRole('link')
      .first();
    await sub.waitFor();
    const subTitle = (await sub.textContent()) ?? '';
    await sub.click();
    const panel = page.getByRole('dialog', { name: /^Issue #\d+ in octo-org\/hello-world$/ });
    await panel.getByRole('heading', { level: 2, name: subTitle }).waitFor();
    // The page's own issue stays under the panel.
    expect(
      await page
        .locator('main')
        .getByRole('heading', { level: 1, name: new RegExp(`^${pageTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} #`) })
        .count(),
    ).toBe(1);
  });
});

describe('in-page navigation', () => {
  it('preloads an issue before navigating within the page, and loads the page itself when the preload fails', async () => {
    await page.goto('/octo-org/hello-world/issues?q=is%3Aissue');
    const link = page.getByTestId('issue-row').first().locator('a[data-row-title]');
    await link.waitFor();
    const title = (await link.textContent()) ?? '';
    // A plain click: no document load, the page arrives with its data.
    let loads = 0;
    const countLoad = () => (loads += 1);
    page.on('load', countLoad);
    await link.click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} #`) }).waitFor();
    expect(loads).toBe(0);

    // The next preload fails: the browser loads the page instead.
    await page.goBack();
    const second = page.getByTestId('issue-row').nth(1).locator('a[data-row-title]');
    await second.waitFor();
    const href = (await second.getAttribute('href')) ?? '';
    let armed = true;
    await page.route('**/api/graphql', async (route) => {
      if (armed) {
        armed = false;
        await route.abort();
      } else await route.continue();
    });
    await second.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await page.getByRole('complementary', { name: 'Issue details' }).waitFor();
    expect(loads).toBe(1);
    page.off('load', countLoad);
    await page.unroute('**/api/graphql');
  });

  it("asks before leaving a page with an unsaved comment: 'Are you sure you want to leave? You have unsaved changes.'", async () => {
    await page.goto('/octo-org/hello-world/issues?q=is%3Aissue+state%3Aopen+label%3Abug');
    await page.getByTestId('issue-row').first().locator('a[data-row-title]').click();
    const form = page.getByRole('form', { name: 'Add a comment' });
    await form.getByRole('textbox', { name: 'Comment' }).fill('Half a thought');
    const url = page.url();
    const label = page.getByRole('complementary', { name: 'Issue details' }).getByRole('link', { name: 'bug', exact: true });
    await label.click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Are you sure you want to leave? You have unsaved changes.');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(url);
    expect(await form.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('Half a thought');
    await label.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/octo-org\/hello-world\/issues\?q=/);
  });
});
