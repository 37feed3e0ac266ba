import { describe, expect } from 'vitest';
import { waitForTitle } from '../support/browser.ts';
import { baseUrl, it } from '../support/test.ts';

describe('routes', () => {
  it.for([
    ['/issues/assigned', 'Assigned to me · Issues', 'Assigned to me'],
    ['/issues/new', 'New Issue', 'Create new issue'],
    ['/octo-org/hello-world/issues', 'Issues · octo-org/hello-world', 'Issues'],
    ['/octo-org/hello-world/issues/new', 'New Issue', 'Create new issue'],
    ['/octo-org/hello-world/issues/new/choose', 'Choose an Issue Template', 'Create new issue'],
    ['/octo-org/hello-world/labels', 'Labels · octo-org/hello-world', 'Labels'],
  ] as const)('titles %s as %j', async ([path, title, heading], { page }) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await waitForTitle(page, title);
  });

  it("titles an issue page '{title} · Issue #{number} · {owner}/{repo}' once the issue is loaded", async ({ page }) => {
    await page.goto('/octo-org/hello-world/issues?q=is%3Aissue');
    const first = page.getByTestId('issue-row').first().locator('a[data-row-title]');
    const href = (await first.getAttribute('href')) ?? '';
    const title = (await first.textContent()) ?? '';
    const number = /\/(\d+)$/.exec(href)?.[1] ?? '';
    await page.goto(href);
    await page.getByRole('heading', { level: 1, name: `${title} #${number}` }).waitFor();
    await waitForTitle(page, `${title} · Issue #${number} · octo-org/hello-world`);
  });

  it("titles a milestone page '{title} · Milestone #{number} · {owner}/{repo}' once the milestone is loaded", async ({ page }) => {
    await page.goto('/octo-org/hello-world/milestone/1');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const title = ((await heading.textContent()) ?? '').trim();
    expect(title).not.toBe('');
    await waitForTitle(page, `${title} · Milestone #1 · octo-org/hello-world`);
  });

  it("redirects / to the dashboard's default view", async ({ page }) => {
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/issues/assigned`);
    await waitForTitle(page, 'Assigned to me · Issues');
  });

  it.for(['/this/path/does/not/exist', '/octo-org/hello-world/issues/not-a-number', '/octo-org/hello-world/milestone/0'])(
    'shows the 404 page for %s',
    async (path, { page }) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await waitForTitle(page, 'Page not found');
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('link', { name: 'Go to Issues' }).click();
      await page.waitForURL(`${baseUrl}/issues/assigned`);
    },
  );

  it('shows the 404 page to a signed-out visitor too, with a way to sign in', async ({ signedOut }) => {
    const anonymous = await signedOut();
    try {
      await anonymous.page.goto('/this/path/does/not/exist');
      await anonymous.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      const signIn = anonymous.page.getByRole('banner').getByRole('link', { name: 'Sign in' });
      expect(await signIn.getAttribute('href')).toBe('/login?return_to=%2Fthis%2Fpath%2Fdoes%2Fnot%2Fexist');
    } finally {
      await anonymous.context.close();
    }
  });
});
