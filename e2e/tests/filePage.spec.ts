import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { waitForTitle } from '../support/browser.ts';
import { baseUrl, it } from '../support/test.ts';

/** The demo repository with the first-time-contributor banner and a CONTRIBUTING.md (server/src/db/seed/demoRepos.ts). */
const LIST = '/primer-labs/css-kit/issues';
const FILE = '/primer-labs/css-kit/blob/main/CONTRIBUTING.md';
/** A demo user who has not contributed to css-kit and never dismisses its banner (see contributorBanner.spec.ts). */
const NEWCOMER = 'diego-hernandez';

function fileBox(page: Page) {
  return page.getByRole('region', { name: 'CONTRIBUTING.md' });
}

describe('repository file page', () => {
  it("opens the contributing guidelines from the banner's link, rendered, with GitHub's title", async ({ signedInAs }) => {
    const { page } = await signedInAs(NEWCOMER);
    await page.goto(LIST);
    const banner = page.getByTestId('contributor-banner');
    await banner.getByRole('link', { name: 'contributing guidelines' }).click();
    await page.waitForURL(`${baseUrl}${FILE}`);
    await waitForTitle(page, 'CONTRIBUTING.md at main · primer-labs/css-kit');
    await page.getByRole('heading', { level: 1, name: 'CONTRIBUTING.md' }).waitFor();
    // The markdown is rendered, not shown as source.
    await fileBox(page).getByRole('heading', { name: 'Contributing to css-kit' }).waitFor();
    expect(await fileBox(page).getByRole('heading', { level: 2, name: 'First-time contributors' }).isVisible()).toBe(true);
    expect(await fileBox(page).getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    expect(await fileBox(page).textContent()).not.toContain('## Pull requests');
    expect(await fileBox(page).locator('header').textContent()).toMatch(/\d+ lines · [\d.]+ (Bytes|KB)/);
    // The breadcrumb leads back to the repository's issues.
    await page.getByRole('navigation', { name: 'File path' }).getByRole('link', { name: 'css-kit' }).click();
    await page.waitForURL(`${baseUrl}${LIST}`);
  });

  it('shows the not-found page for a path that is not in the repository, and for another branch', async ({ signedInAs }) => {
    const { page } = await signedInAs(NEWCOMER);
    for (const path of ['/primer-labs/css-kit/blob/main/NOPE.md', '/primer-labs/css-kit/blob/feature/CONTRIBUTING.md']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await waitForTitle(page, 'Page not found');
    }
    await page.goto('/primer-labs/no-such-repository/blob/main/CONTRIBUTING.md');
    await page.getByRole('heading', { level: 1, name: 'Repository not found' }).waitFor();
  });

  it.for(['light', 'dark'] as const)('has no serious or critical axe violations in %s mode', async (colorScheme, { signedInAs }) => {
    const { page } = await signedInAs(NEWCOMER, { colorScheme });
    await page.goto(FILE);
    await fileBox(page).getByRole('heading', { name: 'Contributing to css-kit' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
