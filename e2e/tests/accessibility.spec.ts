import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations, settled } from '../support/axe.ts';
import { DEMO_ACCOUNT, it, type SignedInAs } from '../support/test.ts';

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (colorScheme) => {
  it('has no serious or critical violations on the sign-in page', async ({ signedOut }) => {
    const { context, page } = await signedOut({ colorScheme });
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  /**
   * A new page in the demo account's session of the colour scheme (one sign-in for the scheme's
   * tests), closed after `check` whatever happens.
   */
  async function signedIn(signedInAs: SignedInAs, check: (page: Page) => Promise<void>): Promise<void> {
    const page = await (await signedInAs(DEMO_ACCOUNT.login, { colorScheme })).context.newPage();
    try {
      await check(page);
    } finally {
      await page.close();
    }
  }

  it('has no serious or critical violations in the app shell and the dashboard', ({ signedInAs }) =>
    signedIn(signedInAs, async (page) => {
      await page.goto('/issues');
      await page.getByRole('heading', { level: 1, name: 'Assigned to me' }).waitFor();
      // The header's user menu arrives with the viewer query; check the finished header.
      await page.getByRole('banner').getByText('monalisa', { exact: true }).waitFor();
      // The dashboard with its views pane and rows loaded.
      await page.getByTestId('issue-row').first().waitFor();
      await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Blocked work' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }));

  it('has no serious or critical violations on a repository list and its sort menu', ({ signedInAs }) =>
    signedIn(signedInAs, async (page) => {
      await page.goto('/octo-org/hello-world/issues');
      await page.getByTestId('issue-row').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^Sort by/ }).click();
      await page.getByRole('menu').waitFor();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    }));

  it('has no serious or critical violations in the shortcut dialog and the filter suggestions of a repository list', ({ signedInAs }) =>
    signedIn(signedInAs, async (page) => {
      await page.goto('/octo-org/hello-world/issues');
      await page.getByTestId('issue-row').first().waitFor();
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      // The filter bar's suggestions, open with values from the server.
      const filter = page.getByRole('combobox', { name: 'Search issues' });
      await filter.click();
      await filter.press('End');
      await filter.pressSequentially(' assignee:k');
      await page.getByRole('option', { name: /^kenji-tanaka/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }));

  it('has no serious or critical violations on an issue page and in the side panel', ({ signedInAs }) =>
    signedIn(signedInAs, async (page) => {
      // An issue page with comments and a sidebar.
      await page.goto('/octo-org/hello-world/issues?q=is%3Aissue+comments%3A%3E2');
      await page.getByTestId('issue-row').first().locator('a[data-row-title]').click();
      await page.getByRole('complementary', { name: 'Issue details' }).waitFor();
      await page.getByRole('region', { name: 'Comments' }).getByRole('article').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The same issue in the side panel over the list.
      const number = /\/issues\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '1';
      await page.goto(`/octo-org/hello-world/issues?issue=${encodeURIComponent(`octo-org|hello-world|${number}`)}`);
      await page.getByRole('dialog').getByRole('complementary', { name: 'Issue details' }).waitFor();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    }));

  it('has no serious or critical violations on the not-found pages', ({ signedInAs }) =>
    signedIn(signedInAs, async (page) => {
      await page.goto('/octo-org/no-such-repo/issues');
      await page.getByRole('heading', { level: 1, name: 'Repository not found' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/no/such/page/here');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }));

  /**
   * Every other page of the app as it finishes loading (its h1 shown, no request in flight,
   * animations done): each dashboard view, the repository pages beside the list and the issue, and
   * the forms.
   */
  const HELLO = '/octo-org/hello-world';
  const pages = [
    '/issues/created',
    '/issues/mentioned',
    '/issues/recent',
    '/issues/repository',
    '/issues/new',
    `${HELLO}/issues/created_by/monalisa`,
    `${HELLO}/issues/new/choose`,
    `${HELLO}/issues/new`,
    `${HELLO}/labels`,
    `${HELLO}/labels/bug`,
    `${HELLO}/milestones`,
    `${HELLO}/milestones?state=closed`,
    `${HELLO}/milestones/new`,
    `${HELLO}/milestone/1`,
    `${HELLO}/milestones/1/edit`,
    `${HELLO}/blob/main/CONTRIBUTING.md`,
  ];
  it(
    'has no serious or critical violations on every other page',
    ({ signedInAs }) =>
      signedIn(signedInAs, async (page) => {
        const failures: string[] = [];
        for (const path of pages) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          await settled(page);
          for (const violation of await seriousViolations(page)) failures.push(`${path}: ${violation}`);
        }
        expect(failures).toEqual([]);
      }),
    120_000,
  );
});
