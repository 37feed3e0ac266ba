import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_ACCOUNT, focusedElement, waitForTitle } from '../support/browser.ts';
import { baseUrl, test } from '../support/test.ts';

/** One signed-out visitor for the file: the second test goes on in the page the first signed in. */
const it = test.extend('visitor', { scope: 'file' }, ({ signedOut }) => signedOut());

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
  it('signs in with Tab, typing and Enter only', async ({ visitor: { page } }) => {
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

  it('signs out from the user menu with the keyboard', async ({ visitor: { context, page } }) => {
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
