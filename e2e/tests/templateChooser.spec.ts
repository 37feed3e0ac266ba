import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { waitForTitle } from '../support/browser.ts';
import { it } from '../support/test.ts';

/**
 * Demo repositories (server/src/db/seed/demoRepos.ts, repoFiles.ts): hello-world has two issue
 * forms, two markdown templates, blank issues enabled, two contact links and every community file;
 * acme/storefront has one template, one form, blank issues disabled and one contact link.
 */
const HELLO = '/octo-org/hello-world';
const STOREFRONT = '/acme/storefront';

/** A new page of the demo account's session on the chooser of `path`, for the test to close. */
async function openChooser(context: BrowserContext, path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme });
  await page.goto(`${path}/issues/new/choose`);
  await page.getByRole('heading', { level: 1, name: 'Create new issue' }).waitFor();
  return page;
}

/** The names of the chooser's rows, in order. */
function rowNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Issue templates' }).getByRole('heading', { level: 2 }).allInnerTexts();
}

describe('issue template chooser', () => {
  it('lists the templates and forms with their Get started links', async ({ context }) => {
    const page = await openChooser(context, HELLO);
    try {
      await waitForTitle(page, 'Choose an Issue Template');
      expect(await rowNames(page)).toEqual([
        'Bug report',
        'Documentation',
        'Feature request',
        'Question',
        'Blank issue',
        'Community forum',
        'Report a security vulnerability',
      ]);
      const list = page.getByRole('list', { name: 'Issue templates' });
      await expect(list.getByText('File a bug report to help us improve.').isVisible()).resolves.toBe(true);
      await expect(list.getByText('Report missing, wrong or unclear documentation').isVisible()).resolves.toBe(true);
      const starts = list.getByRole('link', { name: 'Get started' });
      const hrefs = await starts.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual([
        `${HELLO}/issues/new?template=bug_report.yml`,
        `${HELLO}/issues/new?template=documentation.md`,
        `${HELLO}/issues/new?template=feature_request.yml`,
        `${HELLO}/issues/new?template=question.md`,
        `${HELLO}/issues/new`,
      ]);
      // Each button is described by its row's name.
      await expect(starts.first().getAttribute('aria-describedby')).resolves.toBeTruthy();
    } finally {
      await page.close();
    }
  });

  it('opens contact links in a new tab and links the community files', async ({ context }) => {
    const page = await openChooser(context, HELLO);
    try {
      const open = page.getByRole('list', { name: 'Issue templates' }).getByRole('link', { name: 'Open' });
      expect(
        await open.evaluateAll((links) =>
          links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]),
        ),
      ).toEqual([
        ['https://github.com/orgs/octo-org/discussions', '_blank', 'noopener noreferrer'],
        ['https://github.com/octo-org/hello-world/security/advisories/new', '_blank', 'noopener noreferrer'],
      ]);
      await expect(page.getByText('Please ask and answer questions here.').isVisible()).resolves.toBe(true);
      const community = page.getByRole('navigation', { name: 'Community files' });
      const links = await community
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), new URL((a as HTMLAnchorElement).href).pathname]));
      expect(links).toEqual([
        ['Contributing guidelines', `${HELLO}/blob/main/CONTRIBUTING.md`],
        ['Code of conduct', `${HELLO}/blob/main/CODE_OF_CONDUCT.md`],
        ['Security policy', `${HELLO}/blob/main/SECURITY.md`],
        ['Support', `${HELLO}/blob/main/SUPPORT.md`],
      ]);
      // hello-world's forms are all valid: no warning, even for an admin (acme/storefront has an invalid one).
      expect(await page.getByRole('list', { name: 'Invalid issue templates' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('leaves out Blank issue when config.yml disables blank issues', async ({ context }) => {
    const page = await openChooser(context, STOREFRONT);
    try {
      expect(await rowNames(page)).toEqual(['Bug', 'Feature request', 'ACME customer support']);
      expect(await page.getByRole('heading', { name: 'Blank issue' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('Get started opens the new-issue page for the template', async ({ context }) => {
    const page = await openChooser(context, HELLO);
    try {
      await page.getByRole('link', { name: 'Get started' }).first().click();
      await page.waitForURL((url) => url.pathname === `${HELLO}/issues/new` && url.searchParams.get('template') === 'bug_report.yml');
    } finally {
      await page.close();
    }
  });

  it('shows Repository not found for a repository that does not exist', async ({ context }) => {
    const page = await context.newPage();
    try {
      await page.goto('/octo-org/no-such-repository/issues/new/choose');
      await page.getByRole('heading', { level: 1, name: 'Repository not found' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it.for(['light', 'dark'] as const)('has no serious or critical axe violations in %s mode', async (colorScheme, { context }) => {
    const page = await openChooser(context, HELLO, colorScheme);
    try {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
