import { describe, expect } from 'vitest';
import { waitForTitle } from '../support/browser.ts';
import { baseUrl, it } from '../support/test.ts';

describe('demo data in the shell', () => {
  it("opens the dashboard on the demo account's assigned issues, and a row's repository on its issue list with its counts", async ({
    page,
  }) => {
    await page.goto('/issues');
    await page.waitForURL(`${baseUrl}/issues/assigned`);
    await page.getByRole('heading', { level: 1, name: 'Assigned to me' }).waitFor();
    await page.getByTestId('issue-row').first().waitFor();
    expect(await page.getByTestId('issue-row').count()).toBeGreaterThan(0);

    await page.getByRole('list', { name: 'Issues' }).getByRole('link', { name: 'octo-org/hello-world', exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/octo-org/hello-world/issues`);
    await waitForTitle(page, 'Issues · octo-org/hello-world');
    const tabs = page.getByRole('navigation', { name: 'Issue state' });
    const open = tabs.getByRole('link', { name: /^Open \([\d,]+\)$/ });
    const closed = tabs.getByRole('link', { name: /^Closed \([\d,]+\)$/ });
    await open.waitFor();
    const tabCount = async (link: typeof open) =>
      Number(/\(([\d,]+)\)/.exec((await link.getAttribute('aria-label')) ?? (await link.innerText()))?.[1]?.replace(/,/g, '') ?? NaN);
    expect((await tabCount(open)) + (await tabCount(closed))).toBeGreaterThan(500);
    expect(await page.getByTestId('issue-row').count()).toBe(25);
  });

  it('says "Repository not found" for a repository that does not exist', async ({ page }) => {
    await page.goto('/octo-org/no-such-repo/issues');
    await page.getByRole('heading', { level: 1, name: 'Repository not found' }).waitFor();
    await waitForTitle(page, 'Repository not found');
  });
});
