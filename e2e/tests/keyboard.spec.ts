import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNT, focusedElement, launchBrowser, newPage, waitForTitle } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, baseUrl));
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(target: Page, matches: (focused: Awaited<ReturnType<typeof focusedElement>>) => boolean, limit = 10): Promise<void> {
  for (let presses = 0; presses <= limit; presses += 1) {
    if (matches(await focusedElement(target))) return;
    await target.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the element; focus is on ${JSON.stringify(await focusedElement(target))}.`);
}

// The two tests run in order in one page: sign in with the keyboard, then sign out with it.
describe('keyboard use', () => {
  it('signs in with Tab, typing and Enter only', async () => {
    await page.goto('/login');
    await page.getByLabel('Username or email address', { exact: true }).waitFor();

    await tabTo(page, (focused) => focused.name === 'login');
    await page.keyboard.type(DEMO_ACCOUNT.login);
    await page.keyboard.press('Tab');
    expect((await focusedElement(page)).name).toBe('password');
    await page.keyboard.type(DEMO_ACCOUNT.password);
    await page.keyboard.press('Enter');

    await page.waitForURL(`${baseUrl}/issues/assigned`);
    await waitForTitle(page, 'Assigned to me · Issues');
  });

  it('signs out from the user menu with the keyboard', async () => {
    await page.getByRole('banner').getByText(DEMO_ACCOUNT.login, { exact: true }).waitFor();
    await page.locator('body').focus();

    await tabTo(page, (focused) => focused.tag === 'button' && (focused.label ?? '').includes('open user menu'));
    await page.keyboard.press('Enter');
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await signOut.waitFor();
    // Primer moves focus into a menu opened from the keyboard; Arrow keys move within it.
    if (!(await signOut.evaluate((item) => item === document.activeElement))) await page.keyboard.press('ArrowDown');
    expect(await signOut.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const session = await context.request.get(`${baseUrl}/session`);
    expect(session.status()).toBe(401);
  });
});
