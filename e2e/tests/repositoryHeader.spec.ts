import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { focusedElement } from '../support/browser.ts';
import { renderInBrowser } from '../support/browserRendering.ts';
import { baseUrl, it, test, type Api } from '../support/test.ts';

// Demo repositories (server/src/db/seed/demoRepos.ts): hello-world is public, acme/platform and
// monalisa/notes private, legacy-site an archived public one; css-kit has a CONTRIBUTING.md. (octo-org's
// private and internal repositories need a single sign-on session the demo account does not hold.)
const OWNER = 'octo-org';
const NAME = 'hello-world';
const REPO = `/${OWNER}/${NAME}`;

const TABS = ['Issues', 'Pull requests', 'Labels', 'Milestones'] as const;
type Tab = (typeof TABS)[number] | null;

interface Counts {
  issues: number;
  pullRequests: number;
  milestone: number;
  issue: number;
}

/** The open counts the tabs show, and a milestone and an issue of hello-world to visit. */
async function helloWorld(api: Api): Promise<Counts> {
  const { repository } = await api<{
    repository: {
      issues: { totalCount: number; nodes: { number: number }[] };
      pullRequests: { totalCount: number };
      milestones: { nodes: { number: number }[] };
    };
  }>(
    `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) {
      issues(states: [OPEN], first: 1) { totalCount nodes { number } }
      pullRequests(states: [OPEN]) { totalCount }
      milestones(first: 1, states: [OPEN]) { nodes { number } }
    } }`,
    { owner: OWNER, name: NAME },
  );
  const issue = repository.issues.nodes[0]?.number;
  const milestone = repository.milestones.nodes[0]?.number;
  if (issue === undefined || milestone === undefined) throw new Error('hello-world has no open issue or milestone');
  return { issues: repository.issues.totalCount, pullRequests: repository.pullRequests.totalCount, issue, milestone };
}

/** hello-world's repository pages, with the tab each is under. */
function routes(counts: Counts): { path: string; current: Tab; finalPath?: string }[] {
  return [
    { path: `${REPO}/issues`, current: 'Issues' },
    { path: `${REPO}/issues?q=${encodeURIComponent('is:pr is:open')}`, current: 'Pull requests' },
    { path: `${REPO}/issues/${counts.issue}`, current: 'Issues' },
    { path: `${REPO}/issues/new`, current: 'Issues' },
    { path: `${REPO}/issues/new/choose`, current: 'Issues' },
    { path: `${REPO}/labels`, current: 'Labels' },
    { path: `${REPO}/issues/labels`, current: 'Labels' },
    // A label's issues are the repository's list filtered to it.
    { path: `${REPO}/labels/bug`, current: 'Issues', finalPath: `${REPO}/issues` },
    { path: `${REPO}/milestones`, current: 'Milestones' },
    { path: `${REPO}/milestone/${counts.milestone}`, current: 'Milestones' },
    { path: `${REPO}/milestones/new`, current: 'Milestones' },
    { path: `${REPO}/milestones/${counts.milestone}/edit`, current: 'Milestones' },
  ];
}

const header = (page: Page) => page.getByTestId('repository-header');
const repositoryNav = (page: Page) => header(page).getByRole('navigation', { name: 'Repository' });

/** The header once the page's query has answered (the badge only comes with the repository's data). */
async function loadedHeader(page: Page, badge: string): Promise<Locator> {
  await header(page).getByText(badge, { exact: true }).waitFor();
  return header(page);
}

/** The tabs' names in order, and the one marked as the current page. */
async function tabs(page: Page): Promise<{ names: string[]; current: string[] }> {
  const links = repositoryNav(page).getByRole('link');
  const names: string[] = [];
  const current: string[] = [];
  for (const link of await links.all()) {
    const name = ((await link.locator('[data-content]').first().textContent()) ?? '').trim();
    names.push(name);
    if ((await link.getAttribute('aria-current')) === 'page') current.push(name);
  }
  return { names, current };
}

/** A tab's counter as shown beside its name (screen readers hear it in parentheses after the name). */
function counter(page: Page, name: string): Promise<string | null> {
  return repositoryNav(page)
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .locator('[data-component="counter"] [aria-hidden="true"]')
    .first()
    .textContent();
}

describe('repository header', () => {
  let counts: Counts;
  test.beforeAll(async ({ api }) => {
    counts = await helloWorld(api);
  });

  it('names the repository and shows its tabs, with the current one, on every repository page', async ({ page }) => {
    for (const route of routes(counts)) {
      await page.goto(route.path);
      if (route.finalPath) await page.waitForURL((url) => url.pathname === route.finalPath);
      const top = await loadedHeader(page, 'Public');
      const owner = top.getByRole('link', { name: OWNER, exact: true });
      const name = top.getByRole('link', { name: NAME, exact: true });
      expect(await owner.getAttribute('href'), route.path).toBe(`/${OWNER}`);
      expect(await name.getAttribute('href'), route.path).toBe(`${REPO}/issues`);
      expect(await tabs(page), route.path).toEqual({ names: [...TABS], current: route.current ? [route.current] : [] });
      expect(await counter(page, 'Issues'), route.path).toBe(String(counts.issues));
      expect(await counter(page, 'Pull requests'), route.path).toBe(String(counts.pullRequests));
    }
  });

  it('shows the header on a file of the repository, under no tab', async ({ page }) => {
    await page.goto('/primer-labs/css-kit/blob/main/CONTRIBUTING.md');
    const top = await loadedHeader(page, 'Public');
    expect(await top.getByRole('link', { name: 'primer-labs', exact: true }).getAttribute('href')).toBe('/primer-labs');
    expect(await top.getByRole('link', { name: 'css-kit', exact: true }).getAttribute('href')).toBe('/primer-labs/css-kit/issues');
    expect(await tabs(page)).toEqual({ names: [...TABS], current: [] });
  });

  it('leads to the pages its links name', async ({ page }) => {
    await page.goto(`${REPO}/labels`);
    await loadedHeader(page, 'Public');
    await repositoryNav(page)
      .getByRole('link', { name: /^Milestones/ })
      .click();
    await page.waitForURL(`${baseUrl}${REPO}/milestones`);
    await page.getByRole('heading', { level: 1, name: 'Milestones' }).waitFor();
    await repositoryNav(page)
      .getByRole('link', { name: /^Pull requests/ })
      .click();
    await page.waitForURL((url) => url.pathname === `${REPO}/issues` && url.searchParams.get('q') === 'is:pr is:open');
    // The address changes as the list starts loading; the header comes with its rows.
    await expect.poll(async () => (await tabs(page)).current).toEqual(['Pull requests']);
    await repositoryNav(page)
      .getByRole('link', { name: /^Labels/ })
      .click();
    await page.waitForURL(`${baseUrl}${REPO}/labels`);
    await page.getByRole('heading', { level: 1, name: 'Labels' }).waitFor();
    await header(page).getByRole('link', { name: NAME, exact: true }).click();
    await page.waitForURL(`${baseUrl}${REPO}/issues`);
    await expect.poll(async () => (await tabs(page)).current).toEqual(['Issues']);
  });

  it('is reached with Tab: owner, name, then each tab in order', async ({ page }) => {
    await page.goto(`${REPO}/milestones`);
    const top = await loadedHeader(page, 'Public');
    await top.getByRole('link', { name: OWNER, exact: true }).focus();
    const order = [];
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      order.push((await focusedElement(page)).text);
    }
    expect(order[0]).toBe(NAME);
    expect(order.slice(1).map((text) => text.replace(/\s*\(?[\d.,k+]+\)?$/, '').replace(/[\d.,k+]+$/, ''))).toEqual([...TABS]);
  });

  it.for([
    ['acme', 'platform', 'Private'],
    ['monalisa', 'notes', 'Private'],
    [OWNER, 'legacy-site', 'Public archive'],
  ] as const)('badges %s/%s as "%s"', async ([owner, name, badge], { page }) => {
    for (const path of [`/${owner}/${name}/issues`, `/${owner}/${name}/labels`, `/${owner}/${name}/milestones`]) {
      await page.goto(path);
      const top = await loadedHeader(page, badge);
      expect(await top.getByRole('link', { name: owner, exact: true }).getAttribute('href')).toBe(`/${owner}`);
      expect(await top.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(`/${owner}/${name}/issues`);
      // One badge, GitHub's word for it.
      expect(await top.getByText(/^(Public|Private|Internal)( archive)?$/).allTextContents()).toEqual([badge]);
    }
  });

  it('shows Pull requests only where the repository has them turned on', async ({ context }) => {
    const page = await context.newPage();
    try {
      // The demo's repositories all take pull requests: this page is answered as for one that does not
      // (rendered in the browser, whose answers the test rewrites; JSON or a streamed search's parts).
      await renderInBrowser(page);
      await page.route('**/api/graphql', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/"hasPullRequestsEnabled":true/g, '"hasPullRequestsEnabled":false');
        await route.fulfill({ response, body });
      });
      for (const path of [`${REPO}/issues`, `${REPO}/labels`, `${REPO}/milestones`, `${REPO}/issues/${counts.issue}`]) {
        await page.goto(path);
        await loadedHeader(page, 'Public');
        expect((await tabs(page)).names, path).toEqual(['Issues', 'Labels', 'Milestones']);
      }
    } finally {
      await page.close();
    }
  });

  it('lines the header and the content up at one left edge on every repository page', async ({ page }) => {
    const edges = new Map<string, { header: number; heading: number }>();
    const pages: { path: string; heading: (page: Page) => Locator }[] = [
      { path: `${REPO}/issues`, heading: (p) => p.getByRole('heading', { level: 1, name: 'Issues' }) },
      { path: `${REPO}/issues/${counts.issue}`, heading: (p) => p.getByRole('heading', { level: 1 }) },
      { path: `${REPO}/labels`, heading: (p) => p.getByRole('heading', { level: 1, name: 'Labels' }) },
      { path: `${REPO}/milestones`, heading: (p) => p.getByRole('heading', { level: 1, name: 'Milestones' }) },
      { path: `${REPO}/milestone/${counts.milestone}`, heading: (p) => p.getByRole('navigation', { name: 'Breadcrumbs' }) },
      { path: `${REPO}/milestones/new`, heading: (p) => p.getByRole('heading', { level: 1, name: 'New milestone' }) },
      { path: `${REPO}/issues/new`, heading: (p) => p.getByRole('heading', { level: 1 }) },
      { path: `${REPO}/issues/new/choose`, heading: (p) => p.getByRole('heading', { level: 1 }) },
      { path: '/primer-labs/css-kit/blob/main/CONTRIBUTING.md', heading: (p) => p.getByRole('navigation', { name: 'File path' }) },
    ];
    for (const { path, heading } of pages) {
      await page.goto(path);
      const top = await loadedHeader(page, 'Public');
      await heading(page).first().waitFor();
      const headerBox = await top.boundingBox();
      const headingBox = await heading(page).first().boundingBox();
      if (!headerBox || !headingBox) throw new Error(`No box on ${path}`);
      edges.set(path, { header: Math.round(headerBox.x), heading: Math.round(headingBox.x) });
    }
    const first = edges.get(`${REPO}/issues`)?.header;
    for (const [path, edge] of edges) expect({ path, ...edge }).toEqual({ path, header: first, heading: first });
  });
});

describe.each(['light', 'dark'] as const)('repository header accessibility in %s mode', (colorScheme) => {
  it('has no serious or critical axe violations on the list, the issue, the labels and an archived repository', async ({
    signedInAs,
    api,
  }) => {
    const { page } = await signedInAs('monalisa', { colorScheme });
    const { issue } = await helloWorld(api);
    for (const [path, badge] of [
      [`${REPO}/issues`, 'Public'],
      [`${REPO}/issues/${issue}`, 'Public'],
      [`${REPO}/labels`, 'Public'],
      [`/${OWNER}/legacy-site/milestones`, 'Public archive'],
      ['/monalisa/notes/issues', 'Private'],
    ] as const) {
      await page.goto(path);
      await loadedHeader(page, badge);
      expect(await seriousViolations(page, { settle: true }), path).toEqual([]);
    }
  });
});
