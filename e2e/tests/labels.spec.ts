import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { waitForTitle } from '../support/browser.ts';
import { baseUrl, DEMO_ACCOUNT, it, test, type Api } from '../support/test.ts';

// monalisa (a site admin) may do anything; noah-williams (a collaborator) and first-timer (a
// signed-in stranger) may only read the public hello-world.
const OWNER = 'octo-org';
const NAME = 'hello-world';
const LABELS = `/${OWNER}/${NAME}/labels`;
/** Unique per run, so names never collide with the demo's or an earlier run's. */
const RUN = Date.now().toString(36);

let repositoryId: string;
/** Labels this file created through the API or the UI, deleted again afterwards. */
const created = new Set<string>();

interface ApiLabel {
  id: string;
  name: string;
  issues: { totalCount: number };
  pullRequests: { totalCount: number };
}

/** Every label of hello-world (the demo has fewer than 100), with its open counts. */
async function apiLabels(
  api: Api,
  query?: string,
  orderBy = { field: 'NAME', direction: 'ASC' },
): Promise<{ totalCount: number; nodes: ApiLabel[] }> {
  const data = await api<{ repository: { labels: { totalCount: number; nodes: ApiLabel[] } } }>(
    `query($owner: String!, $name: String!, $query: String, $orderBy: LabelOrder) { repository(owner: $owner, name: $name) {
      labels(first: 100, query: $query, orderBy: $orderBy) {
        totalCount nodes { id name issues(states: [OPEN]) { totalCount } pullRequests(states: [OPEN]) { totalCount } }
      }
    } }`,
    { owner: OWNER, name: NAME, query, orderBy },
  );
  return data.repository.labels;
}

async function createLabel(api: Api, name: string, description = ''): Promise<string> {
  const data = await api<{ createLabel: { label: { id: string } } }>(
    `mutation($input: CreateLabelInput!) { createLabel(input: $input) { label { id } } }`,
    { input: { repositoryId, name, color: 'c5def5', description } },
  );
  created.add(data.createLabel.label.id);
  return data.createLabel.label.id;
}

async function labelId(api: Api, name: string): Promise<string | null> {
  const data = await api<{ repository: { label: { id: string } | null } }>(
    `query($owner: String!, $name: String!, $label: String!) { repository(owner: $owner, name: $name) { label(name: $label) { id } } }`,
    { owner: OWNER, name: NAME, label: name },
  );
  return data.repository.label?.id ?? null;
}

function rows(target: Page) {
  return target.getByRole('list', { name: 'Labels' }).getByRole('listitem');
}

function row(target: Page, name: string) {
  return target.locator(`li[data-label-name="${name.replace(/"/g, '\\"')}"]`);
}

async function rowNames(target: Page): Promise<string[]> {
  return rows(target).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-label-name') ?? ''));
}

/** The list's count heading ('N labels'). */
function countHeading(target: Page) {
  return target.getByRole('heading', { level: 2, name: /^\d[\d,]* labels?$/ });
}

async function shownCount(target: Page): Promise<number> {
  const text = (await countHeading(target).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function openLabels(target: Page, address = LABELS): Promise<void> {
  await target.goto(address);
  await countHeading(target).waitFor();
}

/** Waits until the address's search parameters read `expected` (in any order). */
async function waitForParams(target: Page, expected: Record<string, string>): Promise<void> {
  await target.waitForFunction((want) => {
    const params = new URLSearchParams(window.location.search);
    return (
      [...params.keys()].length === Object.keys(want).length && Object.entries(want).every(([key, value]) => params.get(key) === value)
    );
  }, expected);
}

/** Waits for running animations (an overlay fading in) to end: colours measured mid-fade fail contrast. */
async function settled(target: Page): Promise<void> {
  await target.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline && Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const isMac = process.platform === 'darwin';
const SAVE = isMac ? 'Meta+Enter' : 'Control+Enter';

test.beforeAll(async ({ api }) => {
  const data = await api<{ repository: { id: string } }>(
    `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { id } }`,
    {
      owner: OWNER,
      name: NAME,
    },
  );
  repositoryId = data.repository.id;
});

test.afterAll(async ({ api }) => {
  for (const id of created) {
    await api(`mutation($id: ID!) { deleteLabel(input: { id: $id }) { clientMutationId } }`, { id }).catch(() => undefined);
  }
});

describe('label list', () => {
  it('lists the labels with the count, titles and each label’s open issue and pull request counts', async ({ page, api }) => {
    const expected = await apiLabels(api);
    await openLabels(page);
    await waitForTitle(page, `Labels · ${OWNER}/${NAME}`);
    expect(await page.getByRole('heading', { level: 1, name: 'Labels' }).count()).toBe(1);
    expect(await shownCount(page)).toBe(expected.totalCount);
    expect(await countHeading(page).textContent()).toBe(`${expected.totalCount} labels`);
    // Name, ascending is the default order.
    expect(await rowNames(page)).toEqual(expected.nodes.slice(0, 30).map((label) => label.name));
    expect(await page.getByRole('button', { name: 'New label' }).count()).toBe(1);

    // 'bug' is on open issues in the demo: its counts come from the separate counts query.
    const bug = expected.nodes.find((label) => label.name === 'bug');
    if (!bug) throw new Error('The demo has no bug label');
    const issues = row(page, 'bug').getByRole('link', { name: /open issues?$/ });
    await issues.waitFor();
    expect(await issues.textContent()).toContain(`${bug.issues.totalCount} open issue`);
    const pulls = row(page, 'bug').getByRole('link', { name: /open pull requests?$/ });
    expect(await pulls.textContent()).toContain(`${bug.pullRequests.totalCount} open pull request`);
    const query = async (link: ReturnType<Page['getByRole']>) =>
      new URL((await link.getAttribute('href')) ?? '', baseUrl).searchParams.get('q');
    expect(await query(row(page, 'bug').getByRole('link', { name: 'bug', exact: true }))).toBe('is:open label:"bug"');
    expect(await query(issues)).toBe('is:issue is:open label:"bug"');
    expect(await query(pulls)).toBe('is:pr is:open label:"bug"');

    // The count link leads to the issue list filtered to the label, showing as many results.
    await issues.click();
    await page.waitForURL(/\/issues\?q=/);
    await page.getByRole('heading', { name: new RegExp(`^${bug.issues.totalCount.toLocaleString('en-US')} results?$`) }).waitFor();
  });

  it('serves the same page at /issues/labels', async ({ page }) => {
    await openLabels(page, `/${OWNER}/${NAME}/issues/labels`);
    expect(await page.getByRole('heading', { level: 1, name: 'Labels' }).count()).toBe(1);
    expect(await rows(page).count()).toBeGreaterThan(0);
  });

  it('searches with Enter or the button, drops the page, shows "No matching labels" and clears', async ({ page, api }) => {
    const matching = await apiLabels(api, 'priority');
    await openLabels(page, `${LABELS}?page=2`);
    const box = page.getByRole('searchbox', { name: 'Search all labels' }).or(page.getByRole('textbox', { name: 'Search all labels' }));
    await box.fill('priority');
    await box.press('Enter');
    await waitForParams(page, { q: 'priority' });
    await page.waitForFunction((count) => document.querySelectorAll('li[data-label-name]').length === count, matching.totalCount);
    expect(await rowNames(page)).toEqual(matching.nodes.map((label) => label.name));
    expect(await shownCount(page)).toBe(matching.totalCount);

    await box.fill(`nothing-like-this-${RUN}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'No matching labels' }).waitFor();
    expect(await countHeading(page).textContent()).toBe('0 labels');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await waitForParams(page, {});
    await page.waitForFunction(() => document.querySelectorAll('li[data-label-name]').length > 0);
    expect(await box.inputValue()).toBe('');
  });

  it('sorts by name or total issue count, either way', async ({ page, api }) => {
    const all = await apiLabels(api);
    await openLabels(page);
    const sortButton = page.getByRole('button', { name: /^Sort by:/ });
    await sortButton.click();
    await page.getByRole('menuitemradio', { name: 'Descending' }).click();
    await waitForParams(page, { sort: 'name-desc' });
    const descending = await apiLabels(api, undefined, { field: 'NAME', direction: 'DESC' });
    expect(descending.nodes.map((label) => label.name)).toEqual([...all.nodes.map((label) => label.name)].reverse());
    await page.waitForFunction(
      (first) => document.querySelector('li[data-label-name]')?.getAttribute('data-label-name') === first,
      descending.nodes[0]?.name,
    );
    expect(await rowNames(page)).toEqual(descending.nodes.slice(0, 30).map((label) => label.name));

    await sortButton.click();
    await page.getByRole('menuitemradio', { name: 'Total issue count' }).click();
    await waitForParams(page, { sort: 'count-desc' });
    const byCount = await apiLabels(api, undefined, { field: 'ISSUE_COUNT', direction: 'DESC' });
    await page.waitForFunction(
      (first) => document.querySelector('li[data-label-name]')?.getAttribute('data-label-name') === first,
      byCount.nodes[0]?.name,
    );
    expect(await rowNames(page)).toEqual(byCount.nodes.slice(0, 30).map((label) => label.name));

    await sortButton.click();
    await page.getByRole('menuitemradio', { name: 'Ascending' }).click();
    await waitForParams(page, { sort: 'count-asc' });
    const fewest = await apiLabels(api, undefined, { field: 'ISSUE_COUNT', direction: 'ASC' });
    await page.waitForFunction(
      (first) => document.querySelector('li[data-label-name]')?.getAttribute('data-label-name') === first,
      fewest.nodes[0]?.name,
    );
    expect(await page.getByRole('button', { name: 'Sort by: Total issue count, ascending' }).count()).toBe(1);
  });

  it('pages 30 labels at a time with numbered pages', async ({ page, api }) => {
    const prefix = `zz-page-${RUN}`;
    for (let index = 1; index <= 31; index++) await createLabel(api, `${prefix}-${String(index).padStart(2, '0')}`);
    await openLabels(page, `${LABELS}?q=${prefix}`);
    expect(await countHeading(page).textContent()).toBe('31 labels');
    expect(await rows(page).count()).toBe(30);
    const pagination = page.getByRole('navigation', { name: /pagination/i });
    await pagination.getByRole('link', { name: /Page 2/ }).click();
    await waitForParams(page, { q: prefix, page: '2' });
    await page.waitForFunction(() => document.querySelectorAll('li[data-label-name]').length === 1);
    expect(await rowNames(page)).toEqual([`${prefix}-31`]);

    // 'page' counts only as an integer above 1.
    await openLabels(page, `${LABELS}?q=${prefix}&page=abc`);
    expect(await rows(page).count()).toBe(30);
  });

  it('shows "Repository not found" for a repository that does not exist', async ({ page }) => {
    await page.goto(`/${OWNER}/no-such-repository-${RUN}/labels`);
    await page.getByRole('heading', { name: 'Repository not found' }).waitFor();
    await waitForTitle(page, 'Repository not found');
  });

  it.for(['noah-williams', 'first-timer'])(
    'offers %s, who may only read, no New label button and no row actions',
    async (login, { signedInAs }) => {
      const other = await signedInAs(login);
      const permission = await other.api(`{ repository(owner: "${OWNER}", name: "${NAME}") { viewerPermission } }`);
      expect(permission).toEqual({ repository: { viewerPermission: 'READ' } });
      await openLabels(other.page, LABELS);
      await row(other.page, 'bug')
        .getByRole('link', { name: /open issues?$/ })
        .waitFor();
      expect(await rows(other.page).count()).toBeGreaterThan(0);
      expect(await other.page.getByRole('button', { name: 'New label' }).count()).toBe(0);
      expect(await other.page.getByRole('button', { name: /^Actions for label/ }).count()).toBe(0);
    },
  );
});

describe('label create, edit and delete', () => {
  it('creates a label from the keyboard after showing each validation message, on top of the list', async ({ page, api }) => {
    const name = `e2e created ${RUN}`;
    await openLabels(page);
    const before = await shownCount(page);
    await page.getByRole('button', { name: 'New label' }).click();
    const dialog = page.getByRole('dialog', { name: 'New label' });
    await dialog.waitFor();
    // Focus starts in the name field; the preview shows its placeholder text.
    expect(await dialog.getByText('Label preview').count()).toBe(1);
    await page.keyboard.press(SAVE);
    await dialog.getByText('Name is required').waitFor();

    const nameField = dialog.getByRole('textbox', { name: /Label name/ });
    await nameField.fill(name);
    expect(await dialog.getByText(name, { exact: true }).count()).toBe(1);
    const colorField = dialog.getByRole('textbox', { name: 'Color' });
    await colorField.fill('#12');
    await colorField.press(SAVE);
    await dialog.getByText('Color is invalid').waitFor();
    // What was typed stays.
    expect(await nameField.inputValue()).toBe(name);

    await dialog.getByRole('button', { name: 'Blue', exact: true }).click();
    expect(await colorField.inputValue()).toBe('#1d76db');
    await dialog.getByRole('button', { name: 'Choose a random color' }).click();
    expect(await colorField.inputValue()).toMatch(/^#[0-9a-f]{6}$/);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('  Made by the browser test  ');
    await dialog.getByRole('textbox', { name: 'Description' }).press(SAVE);
    await dialog.waitFor({ state: 'detached' });

    expect((await rowNames(page))[0]).toBe(name);
    expect(await shownCount(page)).toBe(before + 1);
    expect(await row(page, name).textContent()).toContain('Made by the browser test');
    const id = await labelId(api, name);
    expect(id).not.toBeNull();
    if (id) created.add(id);
  });

  it('shows the server’s message for a taken name, and Escape cancels without creating anything', async ({ page, api }) => {
    await openLabels(page);
    const before = await shownCount(page);
    await page.getByRole('button', { name: 'New label' }).click();
    const dialog = page.getByRole('dialog', { name: 'New label' });
    await dialog.getByRole('textbox', { name: /Label name/ }).fill('BUG');
    await dialog.getByRole('button', { name: 'Create label' }).click();
    await dialog.getByText('Could not create label').waitFor();
    await dialog.getByText('Name has already been taken').waitFor();

    await dialog.getByRole('textbox', { name: /Label name/ }).fill(`never saved ${RUN}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await shownCount(page)).toBe(before);
    expect(await labelId(api, `never saved ${RUN}`)).toBeNull();
    // Focus returns to the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('New label');
  });

  it('edits a label with the row menu, saving with the keyboard, and Escape cancels an edit', async ({ page, api }) => {
    const name = `e2e edit ${RUN}`;
    await createLabel(api, name, 'Before');
    await openLabels(page, `${LABELS}?q=${encodeURIComponent(name)}`);
    await row(page, name)
      .getByRole('button', { name: `Actions for label ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit label' });
    const nameField = dialog.getByRole('textbox', { name: /Label name/ });
    expect(await nameField.inputValue()).toBe(name);
    expect(await dialog.getByRole('textbox', { name: 'Color' }).inputValue()).toBe('#c5def5');
    await nameField.fill(`${name} renamed`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await rowNames(page)).toEqual([name]);

    await row(page, name)
      .getByRole('button', { name: `Actions for label ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('After');
    await dialog.getByRole('textbox', { name: 'Description' }).press(SAVE);
    await dialog.waitFor({ state: 'detached' });
    expect(await row(page, name).textContent()).toContain('After');
    await page.reload();
    await countHeading(page).waitFor();
    expect(await row(page, name).textContent()).toContain('After');
  });

  it('deletes a label after confirmation and lowers the count', async ({ page, api }) => {
    const name = `e2e delete ${RUN}`;
    await createLabel(api, name);
    await openLabels(page);
    const before = await shownCount(page);
    await page
      .getByRole('searchbox', { name: 'Search all labels' })
      .or(page.getByRole('textbox', { name: 'Search all labels' }))
      .fill(name);
    await page.keyboard.press('Enter');
    await waitForParams(page, { q: name });
    await page.waitForFunction(() => document.querySelectorAll('li[data-label-name]').length === 1);
    expect(await shownCount(page)).toBe(1);
    await row(page, name)
      .getByRole('button', { name: `Actions for label ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete label?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rowNames(page)).toEqual([name]);

    await row(page, name)
      .getByRole('button', { name: `Actions for label ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete label' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row(page, name).waitFor({ state: 'detached' });
    expect(await countHeading(page).textContent()).toBe('0 labels');
    // The row's menu button is gone: focus lands on the list's count.
    await page.waitForFunction(() => document.activeElement?.id === 'labels-count');
    expect(await labelId(api, name)).toBeNull();
    await openLabels(page);
    expect(await shownCount(page)).toBe(before - 1);
  });
});

describe('label issues', () => {
  it('shows the repository’s open issues with the label, quoting names with spaces', async ({ page, api }) => {
    await page.goto(`/${OWNER}/${NAME}/labels/bug`);
    await page.waitForURL((url) => url.pathname === `/${OWNER}/${NAME}/issues`);
    expect(new URL(page.url()).searchParams.get('q')).toBe('is:issue state:open label:"bug"');
    const bug = (await apiLabels(api, 'bug')).nodes.find((label) => label.name === 'bug');
    await page.getByRole('heading', { name: new RegExp(`^${(bug?.issues.totalCount ?? 0).toLocaleString('en-US')} results?$`) }).waitFor();

    await page.goto(`/${OWNER}/${NAME}/labels/${encodeURIComponent('good first issue')}`);
    await page.waitForURL((url) => url.pathname === `/${OWNER}/${NAME}/issues`);
    expect(new URL(page.url()).searchParams.get('q')).toBe('is:issue state:open label:"good first issue"');
    // Back leaves the list rather than returning to the redirecting address.
    await page.goBack();
    await page.waitForURL((url) => url.pathname.endsWith('/issues'));
    expect(new URL(page.url()).searchParams.get('q')).toBe('is:issue state:open label:"bug"');
  });
});

describe.each(['light', 'dark'] as const)('labels page accessibility in %s mode', (colorScheme) => {
  it('has no serious or critical violations on the list and in the form', async ({ signedInAs }) => {
    const { page: themedPage } = await signedInAs(DEMO_ACCOUNT.login, { colorScheme });
    await openLabels(themedPage, LABELS);
    await themedPage
      .getByRole('link', { name: /open issues?$/ })
      .first()
      .waitFor();
    expect(await seriousViolations(themedPage)).toEqual([]);
    await themedPage.getByRole('button', { name: 'New label' }).click();
    await themedPage.getByRole('dialog', { name: 'New label' }).waitFor();
    await settled(themedPage);
    expect(await seriousViolations(themedPage)).toEqual([]);
  });
});
