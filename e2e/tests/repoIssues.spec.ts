import type { Page, Request } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { waitForTitle } from '../support/browser.ts';
import { renderInBrowser } from '../support/browserRendering.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { baseUrl, it } from '../support/test.ts';

const LIST = '/octo-org/hello-world/issues';
const LIST_IDS = persistedIds('RepoIssuesPageQuery');

/** One part of a streamed answer (incremental delivery): the first has `data`, later ones `incremental`. */
interface StreamedPart {
  data?: { search?: Record<string, unknown> };
  incremental?: { data: Record<string, unknown>; path: (string | number)[]; label?: string }[];
  hasNext: boolean;
}

/** The JSON parts of a `multipart/mixed` body: between `--{boundary}` lines, each after its headers and a blank line. */
function streamedParts(body: string, contentType: string): StreamedPart[] {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1] ?? '-';
  return `\r\n${body}`
    .split(`\r\n--${boundary}`)
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .map((section) => JSON.parse(section.slice(section.indexOf('\r\n\r\n') + 4)) as StreamedPart);
}

function rows(page: Page): ReturnType<Page['getByTestId']> {
  return page.getByTestId('issue-row');
}

/** Waits until the list shows the results of `query` (page `pageNumber`): navigations keep the old rows until the new ones arrive. */
async function listOf(page: Page, query: string, pageNumber = 1): Promise<void> {
  await page.locator(`section[data-query="${query}"][data-page="${pageNumber}"]`).waitFor();
}

/** The number in a tab's name, 'Open (1,234)' → 1234. */
async function tabCount(page: Page, name: 'Open' | 'Closed'): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Issue state' }).getByRole('link', { name: new RegExp(`^${name} \\(`) });
  await link.waitFor();
  const text = await link.evaluate((element) => element.textContent ?? '');
  return Number(/([\d,]+)\s*\)?\s*$/.exec(text.replace(/[()]/g, ' ').trim())?.[1]?.replace(/,/g, '') ?? NaN);
}

describe('repository issue list', () => {
  it('lists 25 open issues newest first, each linking to its page, with the Open tab current', async ({ page }) => {
    await page.goto(LIST);
    await waitForTitle(page, 'Issues · octo-org/hello-world');
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(25);
    const open = await tabCount(page, 'Open');
    expect(open).toBeGreaterThan(25);
    expect(await page.locator('#issue-list-heading').textContent()).toBe(`${open.toLocaleString('en-US')} results`);
    const openTab = page.getByRole('navigation', { name: 'Issue state' }).getByRole('link', { name: /^Open/ });
    expect(await openTab.getAttribute('aria-current')).toBe('page');
    // Every row is an open issue or pull request, with 'opened … by'.
    const first = rows(page).first();
    expect(await first.getByRole('img', { name: /^Open (issue|pull request)$|^Draft pull request$/ }).count()).toBe(1);
    expect(await first.textContent()).toMatch(/#\d+ opened [A-Z][a-z]{2} \d{1,2}, \d{4} by /);
    const title = first.getByRole('link').first();
    const href = await title.getAttribute('href');
    expect(href).toMatch(/^\/octo-org\/hello-world\/(issues|pull)\/\d+$/);
  });

  it('streams the list (spec §7): the rows in the first part of a multipart answer, the open and closed counts in a later one', async ({
    context,
  }) => {
    // A page of its own, rendered in the browser (which then asks for the list itself), and a query no
    // other test runs, so the page asks the server instead of finding it in its store.
    const page = await context.newPage();
    onTestFinished(() => page.close());
    await renderInBrowser(page);
    const query = 'is:issue state:open sort:comments-desc';
    const answered = page.waitForResponse((response) => isRequestFor(response.request(), LIST_IDS));
    await page.goto(`${LIST}?q=${encodeURIComponent(query)}`);
    const response = await answered;

    const contentType = response.headers()['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/mixed/);
    const [first, ...later] = streamedParts(await response.text(), contentType);
    expect(later.length).toBeGreaterThan(0);
    expect(first?.hasNext).toBe(true);
    const search = first?.data?.search ?? {};
    expect((search.nodes as unknown[]).length).toBe(25);
    expect(search).not.toHaveProperty('openIssueCount');
    const counts = later.flatMap((part) => part.incremental ?? []).find((item) => item.path.join('.') === 'search');
    expect(counts?.data).toEqual({ openIssueCount: search.issueCount, closedIssueCount: expect.any(Number) as number });
    expect(later.at(-1)?.hasNext).toBe(false);
    // The page shows both: the rows, and the counts in the tabs once their part arrived.
    await listOf(page, query);
    expect(await rows(page).count()).toBe(25);
    expect(await tabCount(page, 'Open')).toBe(search.issueCount);
    expect(await tabCount(page, 'Closed')).toBe(counts?.data.closedIssueCount);
  });

  it('switches to the closed issues with the Closed tab and back', async ({ page }) => {
    await page.goto(LIST);
    const closed = await tabCount(page, 'Closed');
    await page
      .getByRole('navigation', { name: 'Issue state' })
      .getByRole('link', { name: /^Closed/ })
      .click();
    await page.waitForURL(`${baseUrl}${LIST}?q=is%3Aissue+state%3Aclosed`);
    await listOf(page, 'is:issue state:closed');
    await page.getByRole('heading', { level: 2, name: `${closed.toLocaleString('en-US')} results` }).waitFor();
    expect(await rows(page).first().textContent()).toMatch(/was closed [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(
      await rows(page)
        .first()
        .getByRole('img', { name: /^Closed issue|^Duplicate$/ })
        .count(),
    ).toBe(1);
  });

  it.for([
    ['created_by/octocat', 'author:octocat'],
    ['created_by/app/dependabot', 'author:app/dependabot'],
    ['assigned/kenji-tanaka', 'assignee:kenji-tanaka'],
    ['mentioned/monalisa', 'mentions:monalisa'],
  ] as const)('lists /issues/%s as the default query with %s, titled as the repository list', async ([route, filter], { page }) => {
    await page.goto(`${LIST}/${route}`);
    const query = `is:issue state:open ${filter}`;
    await listOf(page, query);
    expect(await page.getByRole('combobox', { name: 'Search issues' }).inputValue()).toBe(query);
    await waitForTitle(page, 'Issues · octo-org/hello-world');
    if (filter.startsWith('author:') && !filter.includes('app/')) {
      const authors = await rows(page)
        .locator('a[data-row-author]')
        .evaluateAll((links) => links.map((link) => link.textContent));
      expect(authors.length).toBeGreaterThan(0);
      expect(new Set(authors)).toEqual(new Set(['octocat']));
    }
    // A q in the address wins over the route's filter.
    await page.goto(`${LIST}/${route}?q=${encodeURIComponent('is:issue state:closed')}`);
    await listOf(page, 'is:issue state:closed');
  });

  it('reads pageSize (default 25, at most 100) and page from the address', async ({ page }) => {
    await page.goto(`${LIST}?pageSize=10`);
    await listOf(page, 'is:issue state:open');
    expect(await rows(page).count()).toBe(10);
    const firstOfPageOne = await rows(page).first().locator('a[data-row-title]').getAttribute('href');
    await page.goto(`${LIST}?pageSize=10&page=2`);
    await listOf(page, 'is:issue state:open', 2);
    expect(await rows(page).count()).toBe(10);
    expect(await rows(page).first().locator('a[data-row-title]').getAttribute('href')).not.toBe(firstOfPageOne);
    await page.goto(`${LIST}?pageSize=500`);
    await listOf(page, 'is:issue state:open');
    expect(await rows(page).count()).toBe(100);
    await page.goto(`${LIST}?pageSize=nonsense`);
    await listOf(page, 'is:issue state:open');
    expect(await rows(page).count()).toBe(25);
  });

  it('applies a typed query with Enter, shows a clear button while editing, and reads q from the address', async ({ page }) => {
    await page.goto(LIST);
    await rows(page).first().waitFor();
    const input = page.getByRole('combobox', { name: 'Search issues' });
    expect(await input.inputValue()).toBe('is:issue state:open');
    await input.fill('is:issue state:open no:label');
    await page.getByRole('button', { name: 'Clear filter' }).waitFor();
    await input.press('Enter');
    await page.waitForURL(`${baseUrl}${LIST}?q=is%3Aissue+state%3Aopen+no%3Alabel`);
    await listOf(page, 'is:issue state:open no:label');
    expect(await page.getByRole('button', { name: 'Clear filter' }).count()).toBe(0);
    // A row's label link filters by that label.
    await page.goto(`${LIST}?q=${encodeURIComponent('is:issue state:open label:bug')}`);
    await rows(page).first().waitFor();
    const labelled = await rows(page).count();
    expect(labelled).toBeGreaterThan(0);
    for (let index = 0; index < labelled; index++) {
      expect(await rows(page).nth(index).getByRole('link', { name: 'bug', exact: true }).count()).toBe(1);
    }
  });

  it('suggests qualifier keys and values (labels from the repository) and highlights the qualifiers', async ({ page }) => {
    await page.goto(LIST);
    await listOf(page, 'is:issue state:open');
    const input = page.getByRole('combobox', { name: 'Search issues' });
    await input.click();
    await input.press('End');
    await input.pressSequentially(' lab');
    // The list follows the typing: wait for the suggestions of 'lab'.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[role="listbox"][aria-label="Suggestions"] [role="option"]')]
          .map((option) => option.textContent)
          .join('|') === 'label:',
    );
    await input.press('Enter');
    expect(await input.inputValue()).toBe('is:issue state:open label:');
    await input.pressSequentially('bu');
    // The values of 'bu' from the repository's labels, as they settle: where 'bug' stands among
    // them depends on the labels other suites made, so the arrow keys go to it, and back up once.
    await page.getByRole('option', { name: 'bug', exact: true }).waitFor();
    const selected = page.locator('[role="listbox"][aria-label="Suggestions"] [role="option"][aria-selected="true"]');
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    for (let presses = 0; presses < 20 && (await selected.textContent()) !== 'bug'; presses++) await input.press('ArrowDown');
    expect(await selected.textContent()).toBe('bug');
    await input.press('Tab');
    expect(await input.inputValue()).toBe('is:issue state:open label:bug ');
    // The mirror behind the input colours the keys.
    const keys = await page
      .getByTestId('query-highlight')
      .locator('span')
      .evaluateAll((spans) => spans.map((span) => span.textContent));
    expect(keys).toEqual(['is:', 'state:', 'label:']);
    await input.press('Enter');
    await listOf(page, 'is:issue state:open label:bug');
    expect(await page.getByRole('listbox', { name: 'Suggestions' }).isHidden()).toBe(true);
  });

  it('suggests people, issue types, projects and issue fields from the server', async ({ page }) => {
    /** Types `text` at the end of the filter bar and returns the suggestions once `expected` shows. */
    const suggestionsFor = async (text: string, expected: string | RegExp): Promise<string[]> => {
      const input = page.getByRole('combobox', { name: 'Search issues' });
      await input.fill('');
      await input.pressSequentially(text);
      await page.getByRole('option', { name: expected, exact: typeof expected === 'string' }).waitFor();
      return page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').allTextContents();
    };
    await page.goto(LIST);
    await listOf(page, 'is:issue state:open');
    // Assignable people (triage and up) by login or name, @me first; readers are not offered.
    const assignees = await suggestionsFor('assignee:', /^kenji-tanaka/);
    expect(assignees[0]).toBe('@me');
    expect(assignees.some((text) => text.startsWith('kenji-tanaka'))).toBe(true);
    expect(assignees.some((text) => text.startsWith('mei-chen'))).toBe(false);
    const readers = await suggestionsFor('author:mei', /^mei-chen/);
    expect(readers.filter((text) => text.startsWith('mei-chen'))).toHaveLength(1);
    // Linked projects, offered by title with their owner/number value.
    await suggestionsFor('project:road', 'Roadmap (octo-org/1)');
    await page.getByRole('combobox', { name: 'Search issues' }).press('Enter');
    expect(await page.getByRole('combobox', { name: 'Search issues' }).inputValue()).toBe('project:octo-org/1 ');

    await page.goto('/acme/storefront/issues');
    await listOf(page, 'is:issue state:open');
    // Enabled issue types after the fixed issue/pr values; the retired type is left out.
    const types = await suggestionsFor('type:', 'Bug');
    expect(types.slice(0, 2)).toEqual(['issue', 'pr']);
    expect(types).toContain('Epic');
    expect(types).not.toContain('Incident');
    // Issue fields as keys, then a single-select field's options as values.
    const keys = await suggestionsFor('field.p', 'field.priority:');
    expect(keys).toEqual(['field.priority:']);
    expect(await suggestionsFor('field.priority:', 'P0')).toEqual(['P0', 'P1', 'P2', 'P3']);
  });

  it('holds an in-page issue navigation while an input is active, and goes once it is left', async ({ page }) => {
    await page.goto(LIST);
    await listOf(page, 'is:issue state:open');
    // Slow the issue's preload down (the request itself still goes to the server) so typing can start meanwhile.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let preloads = 0;
    /** The issue's preload: the GraphQL query with a `number` variable. */
    const isPreload = (request: Request) => {
      if (!request.url().endsWith('/api/graphql')) return false;
      const body = JSON.parse(request.postData() ?? '{}') as { variables?: Record<string, unknown> };
      return typeof body.variables?.number === 'number';
    };
    await page.route('**/api/graphql', async (route) => {
      if (isPreload(route.request())) {
        preloads += 1;
        await released;
      }
      await route.continue();
    });
    try {
      const link = rows(page).first().getByRole('link').first();
      const href = await link.getAttribute('href');
      await link.click();
      await expect.poll(() => preloads).toBe(1);
      const input = page.getByRole('combobox', { name: 'Search issues' });
      await input.click();
      await input.press('End');
      await input.pressSequentially(' typing');
      const preloaded = page.waitForResponse((response) => isPreload(response.request()));
      release();
      // The issue has arrived, but the person is typing: the list stays (asked of the page itself,
      // which would have moved on as the answer came in).
      await (await preloaded).finished();
      expect(await page.evaluate(() => window.location.pathname)).toBe(LIST);
      expect(await input.inputValue()).toBe('is:issue state:open typing');
      // Leaving the input lets the held navigation go.
      await input.blur();
      await page.waitForURL((url) => url.pathname === href);
    } finally {
      await page.unroute('**/api/graphql');
    }
  });

  it('leaves modified clicks on issue links to the browser (a new tab for ctrl-click)', async ({ context, page }) => {
    await page.goto(LIST);
    await listOf(page, 'is:issue state:open');
    const link = rows(page).first().locator('a[data-row-title]');
    const href = (await link.getAttribute('href')) ?? '';
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === href);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe(LIST);
  });

  it("filters by a row's parent issue and assignee from the row links", async ({ page }) => {
    await page.goto(`${LIST}?q=${encodeURIComponent('is:issue has:parent-issue')}`);
    await listOf(page, 'is:issue has:parent-issue');
    const parent = rows(page)
      .first()
      .getByRole('link', { name: /^Parent #\d+: / });
    const number = /^Parent #(\d+):/.exec((await parent.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await parent.click();
    await listOf(page, `is:issue has:parent-issue parent-issue:octo-org/hello-world#${number}`);
    const children = await rows(page).count();
    expect(children).toBeGreaterThan(0);
    for (let index = 0; index < children; index++) {
      expect(
        await rows(page)
          .nth(index)
          .getByRole('link', { name: new RegExp(`^Parent #${number}:`) })
          .count(),
      ).toBe(1);
    }

    await page.goto(`${LIST}?q=${encodeURIComponent('is:issue has:assignee')}`);
    await listOf(page, 'is:issue has:assignee');
    const assignee = rows(page)
      .first()
      .getByRole('link', { name: /^Assigned to / })
      .first();
    const login = ((await assignee.getAttribute('aria-label')) ?? '').replace('Assigned to ', '');
    await assignee.click();
    await listOf(page, `is:issue has:assignee assignee:${login}`);
    expect(
      await rows(page)
        .first()
        .getByRole('link', { name: `Assigned to ${login}` })
        .count(),
    ).toBe(1);
  });

  it('shows the positioned error of an invalid query and no rows', async ({ page }) => {
    await page.goto(`${LIST}?q=${encodeURIComponent('is:issue (label:bug')}`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/position \d+/);
    await page.getByRole('heading', { level: 3, name: 'No results' }).waitFor();
    expect(await rows(page).count()).toBe(0);
  });

  it('shows the no-results panel for a query nothing matches', async ({ page }) => {
    await page.goto(`${LIST}?q=${encodeURIComponent('is:issue zzzzqqqq-no-such-word')}`);
    await page.getByRole('heading', { level: 3, name: 'No results' }).waitFor();
    expect(await page.getByText('Try adjusting your search filters.').count()).toBe(1);
  });

  it('sorts with the sort menu: the sort term replaces the old one and the order is disabled for best match', async ({ page }) => {
    await page.goto(LIST);
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: /^Sort by/ }).click();
    await page.getByRole('menuitemradio', { name: 'Total comments' }).click();
    await page.waitForURL(`${baseUrl}${LIST}?q=is%3Aissue+state%3Aopen+sort%3Acomments-desc`);
    await listOf(page, 'is:issue state:open sort:comments-desc');
    const counts = await rows(page).evaluateAll((elements) =>
      elements.map((element) =>
        Number(/(\d+) comments/.exec(element.querySelector('a[aria-label$=" comments"]')?.getAttribute('aria-label') ?? '')?.[1] ?? 0),
      ),
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await page.getByRole('button', { name: /^Sort by/ }).click();
    await page.getByRole('menuitemradio', { name: 'Ascending' }).click();
    await page.waitForURL(`${baseUrl}${LIST}?q=is%3Aissue+state%3Aopen+sort%3Acomments-asc`);
    await listOf(page, 'is:issue state:open sort:comments-asc');
    await page.getByRole('button', { name: /^Sort by/ }).click();
    await page.getByRole('menuitemradio', { name: 'Best match' }).click();
    await page.waitForURL(`${baseUrl}${LIST}?q=is%3Aissue+state%3Aopen+sort%3Arelevance-desc`);
    await listOf(page, 'is:issue state:open sort:relevance-desc');
    await page.getByRole('button', { name: /^Sort by/ }).click();
    expect(await page.getByRole('menuitemradio', { name: 'Ascending' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
  });

  it('switches the rows to compact density from View options and remembers it in this browser', async ({ page }) => {
    await page.goto(LIST);
    await rows(page).first().waitFor();
    const comfortable = (await rows(page).first().boundingBox())?.height ?? 0;
    expect(comfortable).toBeGreaterThanOrEqual(40);
    await page.getByRole('button', { name: 'View options' }).click();
    await page.getByRole('menuitemradio', { name: /^Compact/ }).click();
    await page.locator('[data-testid="issue-row"][data-density="compact"]').first().waitFor();
    const compact = (await rows(page).first().boundingBox())?.height ?? 0;
    expect(compact).toBeLessThan(comfortable);
    // Remembered: a reload keeps compact rows, and the menu shows the choice.
    await page.reload();
    await page.locator('[data-testid="issue-row"][data-density="compact"]').first().waitFor();
    await page.getByRole('button', { name: 'View options' }).click();
    expect(await page.getByRole('menuitemradio', { name: /^Compact/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('menuitemradio', { name: /^Comfortable/ }).click();
    await page.locator('[data-testid="issue-row"]:not([data-density])').first().waitFor();
  });

  it('pages with 2 margin and 2 surrounding page links and keeps the query', async ({ page }) => {
    await page.goto(`${LIST}?page=12`);
    await rows(page).first().waitFor();
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    const numbers = (
      await pages.locator('[aria-label^="Page "]').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))
    ).flatMap((label) => {
      const match = /^Page (\d+)/.exec(label);
      return match ? [Number(match[1])] : [];
    });
    const last = Math.max(...numbers);
    expect(last).toBeGreaterThan(20);
    // Two margin pages at each end, two pages either side of page 12, gaps between.
    expect(numbers).toEqual([1, 2, 10, 11, 12, 13, 14, last - 1, last]);
    expect(await pages.locator('[aria-current="page"]').getAttribute('aria-label')).toMatch(/^Page 12/);
    const firstOnPage = await rows(page).first().textContent();
    await pages.getByRole('link', { name: 'Next Page' }).click();
    await page.waitForURL(`${baseUrl}${LIST}?page=13`);
    await listOf(page, 'is:issue state:open', 13);
    expect(await rows(page).first().textContent()).not.toBe(firstOnPage);
    expect(await pages.locator('[aria-current="page"]').getAttribute('aria-label')).toMatch(/^Page 13/);
  });

  it('shows the first 1,000 results and the "More issues available" banner on the last page', async ({ page }) => {
    await page.goto(`${LIST}?q=${encodeURIComponent('is:issue')}&page=40`);
    await rows(page).first().waitFor();
    const heading = await page.locator('#issue-list-heading').textContent();
    const total = Number(heading?.replace(/[^\d]/g, ''));
    if (total > 1000) {
      await page.getByText('More issues available').waitFor();
      expect(await page.getByText('Showing the first 1,000 issues. To view additional items, please refine your search.').count()).toBe(1);
    } else {
      expect(await page.getByText('More issues available').count()).toBe(0);
    }
  });

  it('moves between rows with j and k, opens one with o, focuses the filter with / and lists the shortcuts with ?', async ({ page }) => {
    await page.goto(LIST);
    await listOf(page, 'is:issue state:open');
    const titleOf = (index: number) => rows(page).nth(index).locator('a[data-row-title]');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('j');
    expect(await titleOf(0).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    expect(await titleOf(1).evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('/');
    expect(await page.getByRole('combobox', { name: 'Search issues' }).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    // Typed into the filter bar, the same keys are text.
    await page.keyboard.type('jk');
    expect(await page.getByRole('combobox', { name: 'Search issues' }).inputValue()).toBe('is:issue state:openjk');
    await page.getByRole('combobox', { name: 'Search issues' }).fill('is:issue state:open');
    await page.locator('body').click({ position: { x: 1, y: 1 } });

    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Move to the next issue');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const href = await titleOf(1).getAttribute('href');
    await page.keyboard.press('o');
    await page.waitForURL(`${baseUrl}${href ?? ''}`);
  });

  it('loads checks and linked pull requests in a second batched query; the checks badge opens its dialog', async ({ page }) => {
    await page.goto(`${LIST}?q=${encodeURIComponent('is:pr state:open')}`);
    await listOf(page, 'is:pr state:open');
    const badge = page
      .getByTestId('issue-row')
      .getByRole('button', { name: /^(All checks have|Some checks).*: \d+\/\d+$/ })
      .first();
    await badge.waitFor();
    const name = (await badge.getAttribute('aria-label')) ?? '';
    await badge.click();
    const dialog = page.getByRole('dialog', { name: name.replace(/: \d+\/\d+$/, '') });
    await dialog.waitFor();
    expect(await dialog.getByRole('list', { name: 'Checks' }).getByRole('listitem').count()).toBe(Number(/\/(\d+)$/.exec(name)?.[1]));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await badge.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.goto(`${LIST}?q=${encodeURIComponent('is:issue linked:pr')}`);
    await listOf(page, 'is:issue linked:pr');
    await page
      .getByTestId('issue-row')
      .first()
      .getByLabel(/^\d+ linked pull requests?$/)
      .waitFor();
  });

  it("selects rows with x and changes their state from the 'Mark as' menu (e), then back", async ({ page }) => {
    /** The bulk job's toast (spec 000 §4, §8). */
    const toast = (text: string) => page.locator('[data-toast-type]', { hasText: text });
    const storedJob = () => page.evaluate(() => localStorage.getItem('repo.bulkUpdateIssues'));
    await page.goto(LIST);
    await listOf(page, 'is:issue state:open');
    const open = await tabCount(page, 'Open');
    const closed = await tabCount(page, 'Closed');
    const titles = [
      await rows(page).nth(0).locator('a[data-row-title]').textContent(),
      await rows(page).nth(1).locator('a[data-row-title]').textContent(),
    ];
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    expect(await rows(page).nth(0).getByRole('checkbox').isChecked()).toBe(true);
    expect(await rows(page).nth(1).getByRole('checkbox').isChecked()).toBe(true);
    await page.getByText('2 selected').waitFor();
    await page.keyboard.press('e');
    await page.getByRole('menuitem', { name: 'Not planned' }).click();
    // The change runs as a background job ('Updating issues', then its progress): the toast
    // follows it to its end, when the job leaves local storage.
    await toast('Bulk update completed successfully').waitFor();
    expect(await storedJob()).toBeNull();
    // The list reloads with the new counts; the two issues left the open list.
    await page.waitForFunction(
      (expected) =>
        document.querySelector('nav[aria-label="Issue state"] a')?.textContent?.replace(/[^\d]/g, '').includes(String(expected)),
      open - 2,
    );
    expect(await tabCount(page, 'Closed')).toBe(closed + 2);
    for (const title of titles) expect(await page.locator('a[data-row-title]', { hasText: title ?? '' }).count()).toBe(0);

    // Back to open, from the closed list (most recently updated first), by selecting them by name.
    await page.goto(`${LIST}?q=${encodeURIComponent('is:issue state:closed reason:"not planned" sort:updated-desc')}`);
    await rows(page).first().waitFor();
    for (const title of titles) {
      await rows(page)
        .filter({ has: page.locator('a[data-row-title]', { hasText: title ?? '' }) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByRole('button', { name: 'Mark as' }).click();
    await page.getByRole('menuitem', { name: 'Open' }).click();
    // Leaving before the job ends would leave it to the next visit of the list: wait for it.
    await toast('Bulk update completed successfully').waitFor();
    expect(await storedJob()).toBeNull();
    await page.goto(LIST);
    await listOf(page, 'is:issue state:open');
    expect(await tabCount(page, 'Open')).toBe(open);
    expect(await tabCount(page, 'Closed')).toBe(closed);
  });

  it('shows "Repository not found" for a repository without access', async ({ page }) => {
    await page.goto('/octo-org/no-such-repo/issues');
    await page.getByRole('heading', { level: 1, name: 'Repository not found' }).waitFor();
  });
});
