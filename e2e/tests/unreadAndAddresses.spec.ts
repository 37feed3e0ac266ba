import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { newPage, signInThroughApi } from '../support/browser.ts';
import { IssueLedger, NAME, OWNER, REPO, TRIAGER } from '../support/issueData.ts';
import { baseUrl, DEMO_ACCOUNT, it, test } from '../support/test.ts';

const LIST = `${REPO}/issues`;
const ledger = new IssueLedger();

/** The persisted id of the issue view's mark-as-read mutation, to wait for its answer. */
const persisted = JSON.parse(fs.readFileSync(new URL('../../web/persisted-queries.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const MARK_READ_ID = Object.entries(persisted).find(([, text]) => text.startsWith('mutation useMarkIssueAsReadMutation('))?.[0] ?? '';

function markedRead(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/graphql') && (response.request().postData() ?? '').includes(MARK_READ_ID),
  );
}

const row = (page: Page, number: number) => page.locator(`[data-testid="issue-row"][data-number="${number}"]`);
const dot = (scope: Locator) => scope.locator('[data-unread-dot]');

async function openList(page: Page, number: number): Promise<Locator> {
  await page.goto(LIST);
  const shown = row(page, number);
  await shown.waitFor();
  return shown;
}

describe('the unread marker', () => {
  test.afterAll(async ({ api }) => {
    await ledger.deleteAll(api);
  });

  it('is a blue dot at the row’s start, with "New activity." for screen readers only', async ({ page, signedInAs }) => {
    const triager = await signedInAs(TRIAGER);
    const issue = await ledger.create(triager.api, 'Unread marker: someone else opened this');
    const shown = await openList(page, issue.number);

    const mark = dot(shown);
    await mark.waitFor();
    // Measured in one go, so a layout shift between two measurements cannot skew them.
    const rects = await shown.evaluate((element) => {
      const rect = (selector: string) => {
        const r = element.querySelector(selector)?.getBoundingClientRect();
        return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
      };
      return { dot: rect('[data-unread-dot]'), icon: rect('svg'), row: { x: element.getBoundingClientRect().x } };
    });
    const { dot: box, icon } = rects;
    expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual({ width: 8, height: 8 });
    // At the row's start, before everything else in it, level with the state icon of the first line.
    expect((box?.x ?? 0) - rects.row.x).toBeLessThanOrEqual(8);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(icon?.x ?? 0);
    const middle = (b: { y: number; height: number } | null) => (b ? b.y + b.height / 2 : NaN);
    expect(Math.abs(middle(box) - middle(icon))).toBeLessThanOrEqual(2);
    const look = await mark.evaluate((element) => {
      const probe = document.createElement('span');
      probe.style.backgroundColor = 'var(--bgColor-accent-emphasis)';
      document.body.append(probe);
      const accent = getComputedStyle(probe).backgroundColor;
      probe.remove();
      const style = getComputedStyle(element);
      return { color: style.backgroundColor, accent, radius: style.borderRadius, hidden: element.getAttribute('aria-hidden') };
    });
    expect(look.color).toBe(look.accent);
    expect(look.radius).toBe('50%');
    expect(look.hidden).toBe('true');

    // The words are in the row's accessible text but take no room on screen.
    const words = shown.getByText('New activity.', { exact: true });
    expect(await words.count()).toBe(1);
    const wordsBox = await words.boundingBox();
    expect(Math.max(wordsBox?.width ?? 0, wordsBox?.height ?? 0)).toBeLessThanOrEqual(1);
    expect(await shown.ariaSnapshot()).toContain('New activity.');

    // Read rows have neither.
    const read = page.locator('[data-testid="issue-row"]:not([data-unread])').first();
    await read.waitFor();
    expect(await dot(read).count()).toBe(0);
    expect(await read.getByText('New activity.').count()).toBe(0);
  });

  it('goes once the viewer opens the issue page, in the list they return to and after a reload', async ({ page, signedInAs }) => {
    const triager = await signedInAs(TRIAGER);
    const issue = await ledger.create(triager.api, 'Unread marker: opened on its page');
    const shown = await openList(page, issue.number);
    await dot(shown).waitFor();

    const marked = markedRead(page);
    await shown.locator('a[data-row-title]').click();
    await page.getByRole('heading', { level: 1, name: `${issue.title} #${issue.number}` }).waitFor();
    expect((await (await marked).json()) as unknown).toMatchObject({ data: { markIssueAsRead: { issue: { isReadByViewer: true } } } });

    await page.goBack();
    await row(page, issue.number).waitFor();
    expect(await dot(row(page, issue.number)).count()).toBe(0);
    expect(await row(page, issue.number).getByText('New activity.').count()).toBe(0);
    await page.reload();
    await row(page, issue.number).waitFor();
    expect(await dot(row(page, issue.number)).count()).toBe(0);

    // Someone else's comment is new activity again.
    await triager.api('mutation($id: ID!) { addComment(input: { subjectId: $id, body: "Any news?" }) { clientMutationId } }', {
      id: issue.id,
    });
    await page.reload();
    await dot(row(page, issue.number)).waitFor();
  });

  it('goes from the list under the side panel as soon as the panel shows the issue', async ({ page, signedInAs }) => {
    const triager = await signedInAs(TRIAGER);
    const issue = await ledger.create(triager.api, 'Unread marker: opened in the side panel');
    await openList(page, issue.number);
    await dot(row(page, issue.number)).waitFor();

    // Opened within the page (as the sidebar's issue links do, `?issue=`): the list stays mounted under it.
    const marked = markedRead(page);
    await page.evaluate(
      (search) => {
        window.history.pushState(window.history.state, '', `${window.location.pathname}${search}`);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      `?issue=${encodeURIComponent(`${OWNER}|${NAME}|${issue.number}`)}`,
    );
    const panel = page.getByRole('dialog', { name: `Issue #${issue.number} in ${OWNER}/${NAME}` });
    await panel.getByRole('heading', { level: 2, name: `${issue.title} #${issue.number}` }).waitFor();
    await marked;
    // The row under the panel updates from the answer alone: no reload, no new list query.
    await dot(row(page, issue.number)).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await dot(row(page, issue.number)).count()).toBe(0);
  });

  it('never marks an issue the viewer just opened', async ({ page, api }) => {
    const issue = await ledger.create(api, 'Unread marker: my own new issue');
    const shown = await openList(page, issue.number);
    await shown.locator('a[data-row-title]').waitFor();
    expect(await dot(shown).count()).toBe(0);
    expect(await shown.getByText('New activity.').count()).toBe(0);
    // Nor after the viewer's own comment.
    await api('mutation($id: ID!) { addComment(input: { subjectId: $id, body: "A note to self" }) { clientMutationId } }', {
      id: issue.id,
    });
    await page.reload();
    await row(page, issue.number).locator('a[data-row-title]').waitFor();
    expect(await dot(row(page, issue.number)).count()).toBe(0);
  });

  it.for(['light', 'dark'] as const)('has no serious accessibility violations in %s mode', async (colorScheme, { signedInAs }) => {
    const triager = await signedInAs(TRIAGER);
    const issue = await ledger.create(triager.api, `Unread marker: axe in ${colorScheme} mode`);
    const { page } = await signedInAs(DEMO_ACCOUNT.login, { colorScheme });
    const shown = await openList(page, issue.number);
    await dot(shown).waitFor();
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
  });
});

describe('addresses follow the page’s origin', () => {
  // The suite's server answers at 127.0.0.1 (BASE_URL names it); this browses it as localhost.
  const other = new URL(baseUrl);
  other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const origin = other.origin;

  /** Every link's and image's resolved address on the page that is http(s), with what it is. */
  async function addresses(page: Page): Promise<{ what: string; url: string }[]> {
    return page.evaluate(() =>
      [
        ...[...document.querySelectorAll('a[href]')].map((a) => ({
          what: `link "${(a.textContent ?? '').trim().slice(0, 40)}"`,
          url: (a as HTMLAnchorElement).href,
        })),
        ...[...document.querySelectorAll('img')].map((img) => ({
          what: `image ${img.getAttribute('src') ?? ''}`,
          url: img.currentSrc || img.src,
        })),
      ].filter((entry) => /^https?:/.test(entry.url)),
    );
  }

  /** Addresses on this server (not another site's, which markdown may link to) that leave the page's origin. */
  function foreign(list: { what: string; url: string }[]): string[] {
    return list
      .filter(({ url }) => {
        const host = new URL(url).hostname;
        return (host === 'localhost' || host === '127.0.0.1') && new URL(url).origin !== origin;
      })
      .map(({ what, url }) => `${what} → ${url}`);
  }

  it('keeps every link and avatar on the origin browsed, and clicking one keeps the session', async ({ browser }) => {
    const { context, page } = await newPage(browser, origin);
    try {
      await signInThroughApi(context, origin);
      const pages = [
        '/primer-labs/design-tokens/issues',
        LIST,
        `${LIST}?q=${encodeURIComponent('is:issue assignee:*')}`,
        '/issues',
        `${REPO}/issues/new/choose`,
        `${REPO}/issues/new`,
      ];
      for (const path of pages) {
        await page.goto(path);
        await page
          .getByRole('button', { name: /Open user account menu|monalisa/ })
          .or(page.getByRole('main'))
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        const found = await addresses(page);
        expect(found.length, path).toBeGreaterThan(0);
        expect(foreign(found), path).toEqual([]);
      }

      // A list with assignees shows their avatars from this origin, loaded.
      await page.goto(`${LIST}?q=${encodeURIComponent('is:issue assignee:*')}`);
      const avatar = page.locator('[data-testid="issue-row"] img').first();
      await avatar.waitFor();
      expect(new URL(await avatar.evaluate((img) => (img as HTMLImageElement).currentSrc)).origin).toBe(origin);
      expect(await avatar.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);

      // An issue with a body and comments: its markdown links, the authors' avatars.
      const first = page.locator('[data-testid="issue-row"] a[data-row-title]').first();
      const number = /\/(\d+)$/.exec((await first.getAttribute('href')) ?? '')?.[1] ?? '';
      await page.goto(`${LIST}/${number}`);
      await page.getByRole('complementary', { name: 'Issue details' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(foreign(await addresses(page))).toEqual([]);

      // A pinned issue's link, followed: still signed in, on the same origin.
      await page.goto('/primer-labs/design-tokens/issues');
      const pinned = page
        .getByRole('region', { name: 'Pinned issues', exact: true })
        .getByTestId('pinned-issue')
        .first()
        .getByRole('link')
        .first();
      await pinned.click();
      await page.waitForURL(/\/primer-labs\/design-tokens\/issues\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).origin).toBe(origin);
      const session = await page.evaluate(async () => (await fetch('/session')).status);
      expect(session).toBe(200);
      // And a link that loads a whole page (a row's comment count) keeps the session too.
      await page.goto(LIST);
      const comments = page
        .locator('[data-testid="issue-row"]')
        .getByRole('link', { name: /comments$/ })
        .first();
      await comments.click();
      await page.waitForURL((url) => url.hash === '#comments');
      expect(new URL(page.url()).origin).toBe(origin);
      await page.getByRole('complementary', { name: 'Issue details' }).waitFor();
      expect(await page.evaluate(async () => (await fetch('/session')).status)).toBe(200);
    } finally {
      await context.close();
    }
  });
});
