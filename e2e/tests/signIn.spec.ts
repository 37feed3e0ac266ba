import { describe, expect } from 'vitest';
import { DEMO_ACCOUNT, waitForTitle } from '../support/browser.ts';
import { baseUrl, it } from '../support/test.ts';

// Each test signs in (or fails to) in a new signed-out context of its own.
describe('sign-in', () => {
  it('signs in with the demo account and lands on the issues dashboard', async ({ signedOut }) => {
    const { page } = await signedOut();
    // /issues asks for a sign-in first, then opens the dashboard's default view.
    await page.goto('/issues');
    await page.waitForURL(`${baseUrl}/login?return_to=%2Fissues`);
    await waitForTitle(page, 'Sign in');
    expect(await page.getByText(`Demo account: ${DEMO_ACCOUNT.login} / ${DEMO_ACCOUNT.password}`).isVisible()).toBe(true);

    await page.getByLabel('Username or email address', { exact: true }).fill(DEMO_ACCOUNT.login);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // /issues opens the dashboard's default view.
    await page.waitForURL(`${baseUrl}/issues/assigned`);
    await page.getByRole('banner').getByText(DEMO_ACCOUNT.login, { exact: true }).waitFor();
    await waitForTitle(page, 'Assigned to me · Issues');
    await page.getByRole('heading', { level: 1, name: 'Assigned to me' }).waitFor();
  });

  it('sends a signed-out visitor of a list to sign in, to return to exactly that list (no reload on the way)', async ({ signedOut }) => {
    const { page } = await signedOut();
    for (const path of ['/octo-org/hello-world/issues?q=is%3Aopen', '/issues/mentioned']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('return_to')).toBe(path);
    }
  });

  it("shows the server's message for a wrong password", async ({ signedOut }) => {
    const { page } = await signedOut();
    await page.goto('/login');
    await page.getByLabel('Username or email address', { exact: true }).fill(DEMO_ACCOUNT.login);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    const message = page.getByText('Incorrect username or password.', { exact: true });
    await message.waitFor();
    expect(await message.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('returns to the page that asked for sign-in', async ({ signedOut }) => {
    const { page } = await signedOut();
    await page.goto('/octo-org/hello-world/milestones?state=closed');
    await page.waitForURL(`${baseUrl}/login?return_to=%2Focto-org%2Fhello-world%2Fmilestones%3Fstate%3Dclosed`);

    await page.getByLabel('Username or email address', { exact: true }).fill(DEMO_ACCOUNT.login);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${baseUrl}/octo-org/hello-world/milestones?state=closed`);
    await page.getByRole('heading', { level: 1, name: 'Milestones' }).waitFor();
  });
});
