import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations, settled } from '../support/axe.ts';
import { baseUrl, DEMO_ACCOUNT, it } from '../support/test.ts';

/** The demo repository that enables the banner (server/src/db/seed/demoRepos.ts), with a CONTRIBUTING.md. */
const FLAGGED = '/primer-labs/css-kit/issues';
const HEADING = 'Want to contribute to primer-labs/css-kit?';

// Demo users with no issue, pull request or commit in primer-labs/css-kit (not among its
// collaborators, organization members or contributors), one per test so dismissals do not mix.
// monalisa administers it and files issues there.
const NEWCOMER_FOR_LINKS = 'diego-hernandez';
const NEWCOMER_FOR_REPOSITORY_DISMISSAL = 'rahul-mehta';
const NEWCOMER_FOR_GLOBAL_DISMISSAL = 'amara-okafor';

/** Opens the flagged repository's list and waits for its rows (the banner arrives with them). */
async function openList(page: Page): Promise<void> {
  await page.goto(FLAGGED);
  await page.getByTestId('issue-row').first().waitFor();
}

function bannerHeading(page: Page) {
  return page.getByRole('heading', { level: 2, name: HEADING });
}

function banner(page: Page) {
  return page.getByRole('region', { name: HEADING });
}

/**
 * Serious and critical axe violations in the banner and, when open, its menu: the rest of the page
 * is checked by accessibility.spec.ts.
 */
async function bannerViolations(page: Page): Promise<string[]> {
  const menuOpen = (await page.getByRole('menu').count()) > 0;
  return seriousViolations(page, { include: ['[data-testid="contributor-banner"]', ...(menuOpen ? ['[role="menu"]'] : [])] });
}

/** Opens the banner's dismiss menu from the keyboard: Tab from the contributing link reaches its button. */
async function openDismissMenu(page: Page): Promise<void> {
  await banner(page).getByRole('link', { name: 'contributing guidelines' }).focus();
  await page.keyboard.press('Tab');
  const dismiss = banner(page).getByRole('button', { name: 'Dismiss the contributor banner' });
  expect(await dismiss.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
}

describe('first-time-contributor banner', () => {
  it('welcomes a newcomer with the good first issues and the contributing guidelines, without axe violations', async ({ signedInAs }) => {
    const { page } = await signedInAs(NEWCOMER_FOR_LINKS);
    await openList(page);
    await bannerHeading(page).waitFor();
    expect(await banner(page).textContent()).toContain('Issues labelled good first issue are a great place to start.');
    const guidelines = banner(page).getByRole('link', { name: 'contributing guidelines' });
    expect(await guidelines.getAttribute('href')).toBe('/primer-labs/css-kit/blob/main/CONTRIBUTING.md');
    // The count link opens the list of open good first issues, and the list agrees with the count.
    const countLink = banner(page).getByRole('link', { name: /^\d[\d,]* good first issues?$/ });
    const count = Number(((await countLink.textContent()) ?? '').replace(/[^\d]/g, ''));
    expect(count).toBeGreaterThan(0);
    expect(await banner(page).textContent()).toContain(count === 1 ? 'is open in this repository.' : 'are open in this repository.');
    expect(await bannerViolations(page)).toEqual([]);
    // The app follows the system colour scheme: the banner is checked in the dark theme too.
    const lightBackground = await banner(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction((light) => {
      const element = document.querySelector('[data-testid="contributor-banner"]');
      return element !== null && getComputedStyle(element).backgroundColor !== light;
    }, lightBackground);
    expect(await bannerViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });

    // The dismiss menu, open, is axe-clean too; Escape closes it without dismissing anything.
    await openDismissMenu(page);
    await settled(page);
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Dismiss for this repository only',
      'Dismiss for all repositories',
    ]);
    expect(await bannerViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await bannerHeading(page).isVisible()).toBe(true);

    await countLink.click();
    await page.waitForURL(
      `${baseUrl}${FLAGGED}?q=${encodeURIComponent('is:issue state:open label:"good first issue"').replace(/%20/g, '+')}`,
    );
    await page.locator('section[data-query=\'is:issue state:open label:"good first issue"\']').waitFor();
    const label = count === 1 ? '1 result' : `${count.toLocaleString('en-US')} results`;
    await page.getByRole('heading', { level: 2, name: label }).waitFor();
  });

  it('is not shown to someone who has contributed to the repository', async ({ signedInAs }) => {
    const { page } = await signedInAs(DEMO_ACCOUNT.login);
    await openList(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Issues' }).isVisible()).toBe(true);
    expect(await bannerHeading(page).count()).toBe(0);
  });

  it('hides at once when dismissed for this repository, and stays hidden after a reload', async ({ signedInAs }) => {
    const { page } = await signedInAs(NEWCOMER_FOR_REPOSITORY_DISMISSAL);
    await openList(page);
    await bannerHeading(page).waitFor();
    await openDismissMenu(page);
    await page.getByRole('menuitem', { name: 'Dismiss for this repository only' }).click();
    await bannerHeading(page).waitFor({ state: 'detached' });
    // The list stays; nothing went wrong.
    expect(await page.getByTestId('issue-row').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.getByTestId('issue-row').first().waitFor();
    expect(await bannerHeading(page).count()).toBe(0);
  });

  it('hides everywhere when dismissed for all repositories, and stays hidden after a reload', async ({ signedInAs }) => {
    const { page } = await signedInAs(NEWCOMER_FOR_GLOBAL_DISMISSAL);
    await openList(page);
    await bannerHeading(page).waitFor();
    await openDismissMenu(page);
    await page.getByRole('menuitem', { name: 'Dismiss for all repositories' }).click();
    await bannerHeading(page).waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.getByTestId('issue-row').first().waitFor();
    expect(await bannerHeading(page).count()).toBe(0);
  });

  it('comes back with a visible error when the dismissal fails, and nothing is saved', async ({ signedInAs }) => {
    const { page } = await signedInAs(NEWCOMER_FOR_LINKS);
    await openList(page);
    await bannerHeading(page).waitFor();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the dismissal until the banner is seen gone, then fail it as a lost connection would.
    await page.route('**/api/graphql', async (route) => {
      const body = route.request().postDataJSON() as { variables?: { input?: { notice?: string } } } | null;
      if (body?.variables?.input?.notice === undefined) return route.continue();
      await held;
      return route.abort('failed');
    });
    await openDismissMenu(page);
    await page.getByRole('menuitem', { name: 'Dismiss for all repositories' }).click();
    await bannerHeading(page).waitFor({ state: 'detached' });
    release();
    await bannerHeading(page).waitFor();
    const alert = banner(page).getByRole('alert');
    expect(await alert.textContent()).toContain('The banner could not be dismissed. Try again.');
    // The keyboard is back on the dismiss button, ready to try again.
    const dismiss = banner(page).getByRole('button', { name: 'Dismiss the contributor banner' });
    expect(await dismiss.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    await page.getByTestId('issue-row').first().waitFor();
    await bannerHeading(page).waitFor();
    expect(await banner(page).getByRole('alert').count()).toBe(0);
  });
});
