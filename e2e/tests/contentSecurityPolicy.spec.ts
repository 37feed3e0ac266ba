import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, test } from '../support/test.ts';

/** Every CSP violation the page reported as a console error. */
const violations: string[] = [];

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.beforeAll(async ({ context, page }) => {
  // An init script comes through the browser's debugging protocol, so the policy does not stop it.
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
});

/** Every CSP violation the page reported, as events or as console errors. */
const reported = async (page: Page) => [...violations, ...((await page.evaluate(() => window.cspViolations)) ?? [])];

describe('the app under its Content-Security-Policy', () => {
  it('loads and works (lists, an issue with in-page links, pickers) without a single violation', async ({ page, api }) => {
    const list = await page.goto('/octo-org/hello-world/issues');
    expect(list?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+';/);
    await page.getByTestId('issue-row').first().waitFor();

    // An issue whose body tries to clobber the page and links within itself.
    const filler = Array.from({ length: 60 }, (_, index) => `Paragraph ${index + 1}.`).join('\n\n');
    const { repository } = await api<{ repository: { id: string } }>('{ repository(owner: "monalisa", name: "notes") { id } }');
    const { createIssue } = await api<{ createIssue: { issue: { number: number } } }>(
      'mutation($repositoryId: ID!, $body: String!) { createIssue(input: { repositoryId: $repositoryId, title: "CSP check", body: $body }) { issue { number } } }',
      {
        repositoryId: repository.id,
        body: `[Jump to the details](#details)\n\n<a name="getElementById"></a><div id="root">not the app</div>\n\n${filler}\n\n<a name="details"></a>The details.`,
      },
    );
    await page.goto(`/monalisa/notes/issues/${createIssue.issue.number}`);
    await page.getByRole('heading', { level: 1, name: `CSP check #${createIssue.issue.number}` }).waitFor();
    expect(
      await page.evaluate(() => ({
        getElementById: typeof document.getElementById,
        appRoot: document.getElementById('root')?.textContent !== 'not the app',
      })),
    ).toEqual({ getElementById: 'function', appRoot: true });
    await page.getByRole('link', { name: 'Jump to the details' }).click();
    await page.waitForFunction(() => {
      const target = document.getElementsByName('user-content-details')[0];
      const top = target?.getBoundingClientRect().top ?? -1;
      return location.hash === '#details' && top >= 0 && top < window.innerHeight;
    });

    // A picker's filter announces its results through Primer's live region, whose inline style the policy allows by hash.
    await page.goto('/octo-org/hello-world/issues/new');
    const labels = page.getByRole('complementary', { name: 'Issue metadata' }).getByRole('region', { name: 'Labels' });
    await labels.getByRole('button').first().click();
    await page.getByPlaceholder('Filter labels').fill('bug');
    await page.waitForFunction(() => document.querySelector('live-region') !== null);
    // Visually hidden by its own style, so it was applied.
    expect(
      await page.evaluate(() => [...document.querySelectorAll('live-region')].map((region) => getComputedStyle(region).position)),
    ).toEqual(['absolute']);

    await page.goto('/issues/assigned');
    await page.getByRole('heading', { level: 1, name: 'Assigned to me' }).waitFor();
    expect(await reported(page)).toEqual([]);
  });
});
