import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { waitForTitle } from '../support/browser.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { it, test, type Api } from '../support/test.ts';

const OWNER = 'octo-org';
const NAME = 'hello-world';
const REPO = `/${OWNER}/${NAME}`;
const LIST = `${REPO}/milestones`;
// Neither a collaborator nor a member of octo-org: reads the public hello-world, may not push.
const READER = 'first-timer';

/** The persisted ids of the area's operations, to recognise (and refuse) their requests. */
const REORDER_IDS = persistedIds('MilestoneIssueListReprioritizeMutation');
const LIST_STATE_IDS = persistedIds('MilestonesPageStateMutation');
const DETAIL_STATE_IDS = persistedIds('MilestonePageStateMutation');

let repositoryId: string;
let counter = 0;
/** A title no other test or run uses. */
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

async function createMilestone(api: Api, title: string, extra: Record<string, unknown> = {}): Promise<{ id: string; number: number }> {
  const data = await api<{ createMilestone: { milestone: { id: string; number: number } } }>(
    `mutation($input: CreateMilestoneInput!) { createMilestone(input: $input) { milestone { id number } } }`,
    { input: { repositoryId, title, ...extra } },
  );
  return data.createMilestone.milestone;
}

async function createIssue(api: Api, title: string, milestoneId: string): Promise<{ id: string; number: number }> {
  const data = await api<{ createIssue: { issue: { id: string; number: number } } }>(
    `mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id number } } }`,
    { input: { repositoryId, title, milestoneId } },
  );
  return data.createIssue.issue;
}

async function counts(api: Api): Promise<{ open: number; closed: number }> {
  const data = await api<{ repository: { open: { totalCount: number }; closed: { totalCount: number } } }>(
    `query($o: String!, $n: String!) { repository(owner: $o, name: $n) { open: milestones(states: [OPEN]) { totalCount } closed: milestones(states: [CLOSED]) { totalCount } } }`,
    { o: OWNER, n: NAME },
  );
  return { open: data.repository.open.totalCount, closed: data.repository.closed.totalCount };
}

function tab(target: Page, name: 'Open' | 'Closed') {
  return target.getByRole('navigation', { name: /state/ }).getByRole('link', { name: new RegExp(`^${name}`) });
}

function milestoneRow(page: Page, title: string) {
  return page.getByTestId('milestone-row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function issueNumbers(page: Page): Promise<number[]> {
  return page.getByTestId('milestone-issue-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-number'))));
}

test.beforeAll(async ({ page, api }) => {
  page.setDefaultTimeout(10_000);
  const data = await api<{ repository: { id: string } }>(`query { repository(owner: "${OWNER}", name: "${NAME}") { id } }`);
  repositoryId = data.repository.id;
});

describe('milestone list', () => {
  it('lists open milestones with progress, counts, due dates and the overdue notice', async ({ page, api }) => {
    await page.goto(LIST);
    await page.getByRole('heading', { level: 1, name: 'Milestones' }).waitFor();
    await waitForTitle(page, `Milestones · ${OWNER}/${NAME}`);
    await page.getByRole('link', { name: 'New milestone' }).waitFor();
    const { open, closed } = await counts(api);
    expect(await tab(page, 'Open').textContent()).toContain(String(open));
    expect(await tab(page, 'Closed').textContent()).toContain(String(closed));
    const overdue = milestoneRow(page, 'Q3 cleanup');
    await overdue.getByText(/^Past due by \d+ (day|days|month|months)$/).waitFor();
    await milestoneRow(page, 'Backlog').getByText('No due date').waitFor();
    await overdue.getByRole('progressbar').waitFor();
    const openLink = overdue.getByRole('link', { name: /open$/ });
    expect(decodeURIComponent((await openLink.getAttribute('href')) ?? '')).toBe(`${REPO}/issues?q=is:open milestone:"Q3 cleanup"`);
    const closedLink = overdue.getByRole('link', { name: /closed$/ });
    expect(decodeURIComponent((await closedLink.getAttribute('href')) ?? '')).toBe(`${REPO}/issues?q=is:closed milestone:"Q3 cleanup"`);
    expect(await page.getByTestId('milestone-row').count()).toBe(open);
  });

  it('shows closed milestones on the Closed tab, never overdue', async ({ page }) => {
    await page.goto(LIST);
    await tab(page, 'Closed').click();
    await page.waitForURL(/state=closed/);
    await milestoneRow(page, 'v1.0').waitFor();
    expect(
      await milestoneRow(page, 'v1.0')
        .getByText(/Past due/)
        .count(),
    ).toBe(0);
    await milestoneRow(page, 'v1.0')
      .getByText(/^Due by /)
      .waitFor();
  });

  it('sorts with the nine choices and their sort and direction parameters', async ({ page }) => {
    await page.goto(LIST);
    await page.getByTestId('milestone-row').first().waitFor();
    await page.getByRole('button', { name: /^Sort/ }).click();
    const items = page.getByRole('menuitemradio');
    expect(await items.allTextContents()).toEqual([
      'Recently updated',
      'Furthest due date',
      'Closest due date',
      'Least complete',
      'Most complete',
      'Alphabetical',
      'Reverse alphabetical',
      'Most issues',
      'Fewest issues',
    ]);
    await page.getByRole('menuitemradio', { name: 'Alphabetical', exact: true }).click();
    await page.waitForURL(/sort=title&direction=asc/);
    await page.getByRole('button', { name: 'Sort: Alphabetical' }).waitFor();
    const titles = await page.getByTestId('milestone-row').getByRole('heading').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('closes and reopens from the row menu, moving the row and both counts', async ({ page, api }) => {
    const title = uniqueTitle('List close');
    await createMilestone(api, title);
    const before = await counts(api);
    await page.goto(LIST);
    await milestoneRow(page, title).waitFor();
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Close' }).click();
    await milestoneRow(page, title).waitFor({ state: 'detached' });
    await expect.poll(async () => tab(page, 'Open').textContent()).toContain(String(before.open - 1));
    expect(await tab(page, 'Closed').textContent()).toContain(String(before.closed + 1));

    await tab(page, 'Closed').click();
    await milestoneRow(page, title).waitFor();
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Open' }).click();
    await milestoneRow(page, title).waitFor({ state: 'detached' });
    await expect.poll(async () => tab(page, 'Closed').textContent()).toContain(String(before.closed));
    expect(await counts(api)).toEqual(before);
  });

  it('says "Could not change Milestone state" and keeps the row when the change fails', async ({ page, api }) => {
    const title = uniqueTitle('List fail');
    await createMilestone(api, title);
    await page.goto(LIST);
    await milestoneRow(page, title).waitFor();
    await page.route('**/api/graphql', async (route) => {
      if (!isRequestFor(route.request(), LIST_STATE_IDS)) return route.continue();
      return route.fulfill({ json: { data: { updateMilestone: null }, errors: [{ message: 'Refused by the test' }] } });
    });
    try {
      await page.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Close' }).click();
      await page.getByRole('alert').getByText('Could not change Milestone state').waitFor();
      await milestoneRow(page, title).waitFor();
    } finally {
      await page.unroute('**/api/graphql');
    }
  });

  it('deletes after confirmation, lowering the count and leaving its issues open', async ({ page, api }) => {
    const title = uniqueTitle('Delete me');
    const milestone = await createMilestone(api, title);
    const issue = await createIssue(api, uniqueTitle('Survivor'), milestone.id);
    const before = await counts(api);
    await page.goto(LIST);
    await milestoneRow(page, title).waitFor();
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await milestoneRow(page, title).waitFor({ state: 'detached' });
    await expect.poll(async () => tab(page, 'Open').textContent()).toContain(String(before.open - 1));
    const data = await api<{ node: { state: string; milestone: null | { id: string } } }>(
      `query($id: ID!) { node(id: $id) { ... on Issue { state milestone { id } } } }`,
      { id: issue.id },
    );
    expect(data.node).toEqual({ state: 'OPEN', milestone: null });
  });

  it('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto(LIST);
    await page.getByTestId('milestone-row').first().waitFor();
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
  });
});

describe('milestone create and edit', () => {
  it('requires a title, focusing it, and creates a milestone with a due date', async ({ page }) => {
    await page.goto(`${LIST}/new`);
    await waitForTitle(page, `New Milestone · ${OWNER}/${NAME}`);
    const titleInput = page.getByPlaceholder('Milestone name');
    await titleInput.fill('   ');
    await page.getByPlaceholder('Describe your milestone').fill('Kept while the title is fixed');
    await page.getByRole('button', { name: 'Create milestone' }).click();
    await page.getByText('Title cannot be empty').waitFor();
    expect(await titleInput.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByPlaceholder('Describe your milestone').inputValue()).toBe('Kept while the title is fixed');
    expect(await seriousViolations(page, { settle: true })).toEqual([]);

    const title = uniqueTitle('Created');
    await titleInput.fill(title);
    await page.getByRole('button', { name: /Choose date\.\.\./ }).click();
    await page.getByLabel('Due date', { exact: true }).fill('2031-03-05');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: /Mar 5, 2031/ }).waitFor();
    await page.getByRole('button', { name: 'Clear due date' }).click();
    await page.getByRole('button', { name: /Choose date\.\.\./ }).click();
    await page.getByLabel('Due date', { exact: true }).fill('2031-03-05');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Create milestone' }).click();
    await page.waitForURL(/\/milestone\/\d+$/);
    const number = Number(page.url().split('/').pop());
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await waitForTitle(page, `${title} · Milestone #${number} · ${OWNER}/${NAME}`);
    await page.getByText('Due by March 5, 2031').waitFor();
    await page.getByText('Kept while the title is fixed').waitFor();
  });

  it('shows server errors in the form banner', async ({ page, api }) => {
    const title = uniqueTitle('Taken');
    await createMilestone(api, title);
    await page.goto(`${LIST}/new`);
    await page.getByPlaceholder('Milestone name').fill(title);
    await page.getByRole('button', { name: 'Create milestone' }).click();
    const banner = page.getByRole('alert');
    await banner.getByText('Could not create milestone').waitFor();
    await banner.getByText('Title has already been taken').waitFor();
  });

  it('edits a milestone and returns to its page; the edit page closes and reopens it', async ({ page, api }) => {
    const title = uniqueTitle('Editable');
    const milestone = await createMilestone(api, title, { dueOn: '2031-01-02T00:00:00Z' });
    await page.goto(`${REPO}/milestone/${milestone.number}`);
    await page.getByRole('link', { name: 'Edit milestone' }).click();
    await page.waitForURL(new RegExp(`/milestones/${milestone.number}/edit$`));
    await waitForTitle(page, `Edit Milestone · ${OWNER}/${NAME}`);
    await page.getByRole('button', { name: /Jan 2, 2031/ }).waitFor();
    const renamed = `${title} renamed`;
    await page.getByPlaceholder('Milestone name').fill(renamed);
    await page.getByRole('button', { name: 'Clear due date' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(new RegExp(`/milestone/${milestone.number}$`));
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await page.getByText('No due date').waitFor();

    await page.goto(`${LIST}/${milestone.number}/edit`);
    await page.getByRole('button', { name: 'Close milestone' }).click();
    await page.waitForURL(new RegExp(`/milestone/${milestone.number}$`));
    await page.getByText('Closed', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Reopen milestone' }).waitFor();
  });
});

describe('milestone page', () => {
  it('shows the breadcrumb, state, due date, progress, collapsed description and actions', async ({ page, api }) => {
    const data = await api<{ repository: { milestones: { nodes: { number: number; title: string }[] } } }>(
      `query { repository(owner: "${OWNER}", name: "${NAME}") { milestones(first: 50, states: [OPEN]) { nodes { number title } } } }`,
    );
    const target = data.repository.milestones.nodes.find((node) => node.title === 'v2.0 — Search overhaul');
    if (!target) throw new Error('The demo milestone is missing');
    await page.goto(`${REPO}/milestone/${target.number}`);
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await waitForTitle(page, `${target.title} · Milestone #${target.number} · ${OWNER}/${NAME}`);
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await breadcrumbs.getByRole('link', { name: 'Milestones' }).waitFor();
    await page.getByText(/^Last updated /).waitFor();
    await page.getByText(/^Due by /).waitFor();
    await page
      .getByText(/% complete$/)
      .first()
      .waitFor();
    const more = page.getByRole('button', { name: 'Show more' });
    await more.click();
    await page.getByRole('button', { name: 'Show less' }).waitFor();
    const newIssue = page.getByRole('link', { name: 'New issue' });
    expect(await newIssue.getAttribute('href')).toBe(
      `${REPO}/issues/new?milestone=${encodeURIComponent(target.title).replace(/%20/g, '+')}`,
    );
    await page.getByTestId('milestone-issue-row').first().waitFor();
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
  });

  it('cuts long titles in the breadcrumb and closes and reopens the milestone', async ({ page, api }) => {
    const title = uniqueTitle('A milestone title that is much longer than thirty characters');
    const milestone = await createMilestone(api, title);
    await page.goto(`${REPO}/milestone/${milestone.number}`);
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByText(`${title.slice(0, 30)}…`)
      .waitFor();
    await page
      .getByText('Add issues to milestones to help organize your work for a particular release or project.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Close milestone' }).click();
    await page.getByRole('button', { name: 'Reopen milestone' }).waitFor();
    await page.getByText(/^Closed (just now|\d+ \w+ ago)$/).waitFor();
    await page.getByRole('button', { name: 'Reopen milestone' }).click();
    await page.getByRole('button', { name: 'Close milestone' }).waitFor();
  });

  it('says "Could not change Milestone status" when closing fails', async ({ page, api }) => {
    const milestone = await createMilestone(api, uniqueTitle('Detail fail'));
    await page.goto(`${REPO}/milestone/${milestone.number}`);
    await page.getByRole('button', { name: 'Close milestone' }).waitFor();
    await page.route('**/api/graphql', async (route) => {
      if (!isRequestFor(route.request(), DETAIL_STATE_IDS)) return route.continue();
      return route.fulfill({ json: { data: { updateMilestone: null }, errors: [{ message: 'Refused by the test' }] } });
    });
    try {
      await page.getByRole('button', { name: 'Close milestone' }).click();
      await page.getByRole('alert').getByText('Could not change Milestone status').waitFor();
      await page.getByRole('button', { name: 'Close milestone' }).waitFor();
    } finally {
      await page.unroute('**/api/graphql');
    }
  });

  it('shows closed issues on the closed=1 tab with its own empty text', async ({ page, api }) => {
    const milestone = await createMilestone(api, uniqueTitle('Tabs'));
    await createIssue(api, uniqueTitle('Open one'), milestone.id);
    await page.goto(`${REPO}/milestone/${milestone.number}`);
    await page.getByTestId('milestone-issue-row').first().waitFor();
    await tab(page, 'Closed').click();
    await page.waitForURL(/closed=1/);
    await page.getByText('Issues will automatically be moved here when they are closed.').waitFor();
  });

  it('selects all, some (indeterminate) and ranges with Shift', async ({ page, api }) => {
    const milestone = await createMilestone(api, uniqueTitle('Select'));
    for (let i = 0; i < 4; i++) await createIssue(api, uniqueTitle(`Selectable ${i}`), milestone.id);
    await page.goto(`${REPO}/milestone/${milestone.number}`);
    await expect.poll(async () => (await issueNumbers(page)).length).toBe(4);
    const boxes = page.getByTestId('milestone-issue-row').getByRole('checkbox');
    const all = page.getByRole('checkbox', { name: 'Select all issues' });
    await boxes.nth(0).click();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    expect(await Promise.all([0, 1, 2, 3].map((i) => boxes.nth(i).isChecked()))).toEqual([true, true, true, false]);
    expect(await all.evaluate((element) => (element as HTMLInputElement).indeterminate)).toBe(true);
    await all.click();
    expect(await Promise.all([0, 1, 2, 3].map((i) => boxes.nth(i).isChecked()))).toEqual([false, false, false, false]);
    await all.click();
    expect(await Promise.all([0, 1, 2, 3].map((i) => boxes.nth(i).isChecked()))).toEqual([true, true, true, true]);
    await all.click();
    expect(await boxes.nth(0).isChecked()).toBe(false);
  });
});

describe('reordering a milestone', () => {
  async function milestoneWithIssues(page: Page, api: Api, count: number) {
    const milestone = await createMilestone(api, uniqueTitle('Reorder'));
    for (let i = 0; i < count; i++) await createIssue(api, uniqueTitle(`Ordered ${i}`), milestone.id);
    await page.goto(`${REPO}/milestone/${milestone.number}`);
    await expect.poll(async () => (await issueNumbers(page)).length).toBe(count);
    return milestone;
  }

  it('moves an issue by dragging, and the order stays after a reload', async ({ page, api }) => {
    await milestoneWithIssues(page, api, 3);
    const before = await issueNumbers(page);
    const handle = page.getByTestId('drag-handle').nth(2);
    const from = await handle.boundingBox();
    const to = await page.getByTestId('milestone-issue-row').first().boundingBox();
    if (!from || !to) throw new Error('Rows are not laid out');
    const saved = page.waitForResponse((response) => isRequestFor(response.request(), REORDER_IDS));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    const expected = [before[2], before[0], before[1]];
    expect(await issueNumbers(page)).toEqual(expected);
    expect((await (await saved).json()) as unknown).not.toHaveProperty('errors');
    await page.reload();
    await expect.poll(() => issueNumbers(page)).toEqual(expected);
  });

  it('moves an issue with the keyboard menu', async ({ page, api }) => {
    await milestoneWithIssues(page, api, 3);
    const before = await issueNumbers(page);
    const menu = page.getByRole('button', { name: new RegExp(`^Move #${before[1]}:`) });
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move down' }).waitFor();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await expect.poll(() => issueNumbers(page)).toEqual([before[0], before[2], before[1]]);
    await page.reload();
    await expect.poll(() => issueNumbers(page)).toEqual([before[0], before[2], before[1]]);
  });

  it('puts the order back with "Error while updating milestone issue ordering" when saving fails', async ({ page, api }) => {
    await milestoneWithIssues(page, api, 3);
    const before = await issueNumbers(page);
    // The refusal waits until the test has seen the new order.
    const refusal = Promise.withResolvers<void>();
    await page.route('**/api/graphql', async (route) => {
      if (!isRequestFor(route.request(), REORDER_IDS)) return route.continue();
      await refusal.promise;
      return route.fulfill({ json: { data: { reprioritizeMilestoneIssue: null }, errors: [{ message: 'Refused by the test' }] } });
    });
    try {
      await page.getByRole('button', { name: new RegExp(`^Move #${before[2]}:`) }).click();
      await page.getByRole('menuitem', { name: 'Move to top' }).click();
      await expect.poll(() => issueNumbers(page)).toEqual([before[2], before[0], before[1]]);
      refusal.resolve();
      await page.getByRole('alert').getByText('Error while updating milestone issue ordering').waitFor();
      expect(await issueNumbers(page)).toEqual(before);
    } finally {
      refusal.resolve();
      await page.unroute('**/api/graphql');
    }
  });

  it('shows the server message as information when the milestone changed meanwhile', async ({ page, api }) => {
    const milestone = await milestoneWithIssues(page, api, 2);
    const before = await issueNumbers(page);
    // Someone else reorders first (the milestone's updatedAt moves on), so this page's timestamp is stale.
    const current = await api<{ node: { updatedAt: string; issues: { nodes: { id: string }[] } } }>(
      `query($id: ID!) { node(id: $id) { ... on Milestone { updatedAt issues(first: 10, states: [OPEN]) { nodes { id } } } } }`,
      { id: milestone.id },
    );
    await api(`mutation($input: ReprioritizeMilestoneIssueInput!) { reprioritizeMilestoneIssue(input: $input) { milestone { id } } }`, {
      input: { id: current.node.issues.nodes[1]?.id, milestoneId: milestone.id, timestamp: current.node.updatedAt, prevId: null },
    });
    await page.getByRole('button', { name: new RegExp(`^Move #${before[0]}:`) }).click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await page
      .getByRole('status')
      .getByText('This milestone was changed by someone else. Reload the page to see the latest order.')
      .waitFor();
    expect(await issueNumbers(page)).toEqual(before);
  });
});

describe('pull requests on the milestone page', () => {
  interface Found {
    search: { nodes: ({ number?: number; milestone?: { number: number; state: string } | null } | null)[] };
  }

  /** The milestone page's own search (spec 001 §5): its open items, highest priority first. */
  async function searchedNumbers(api: Api, milestone: number): Promise<number[]> {
    const data = await api<{ search: { nodes: ({ number?: number } | null)[] } }>(
      `query($q: String!) { search(type: ISSUE_ADVANCED, query: $q, first: 100) { nodes { ... on Issue { number } ... on PullRequest { number } } } }`,
      { q: `repo:${OWNER}/${NAME} milestone-number:${milestone} state:open archived:false sort:milestone-priority-desc` },
    );
    return data.search.nodes.flatMap((node) => (node?.number ? [node.number] : []));
  }

  it('lists a pull request of the milestone with its state icon, and moves it like an issue', async ({ page, api }) => {
    const found = await api<Found>(
      `query($q: String!) { search(type: ISSUE_ADVANCED, query: $q, first: 50) { nodes { ... on PullRequest { number milestone { number state } } } } }`,
      { q: `repo:${OWNER}/${NAME} is:pr is:open has:milestone` },
    );
    const pr = found.search.nodes.find((node) => node?.milestone?.state === 'OPEN');
    if (!pr?.number || !pr.milestone) throw new Error('The demo data has no open pull request in an open hello-world milestone');
    const expected = await searchedNumbers(api, pr.milestone.number);
    await page.goto(`${REPO}/milestone/${pr.milestone.number}`);
    await expect.poll(() => issueNumbers(page)).toEqual(expected.slice(0, 25));
    const row = page.locator(`[data-testid="milestone-issue-row"][data-number="${pr.number}"]`);
    while ((await row.count()) === 0) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(async () => (await issueNumbers(page)).length).toBeGreaterThan(25);
    }
    expect(await row.getAttribute('data-kind')).toBe('pull-request');
    await row.getByRole('img', { name: /pull request/i }).waitFor();
    expect(await tab(page, 'Open').textContent()).toContain(String(expected.length));

    // Moved to the top with the keyboard menu: the search lists it first after a reload.
    const shown = await issueNumbers(page);
    const target = shown.indexOf(pr.number) === 0 ? 'Move down' : 'Move to top';
    const saved = page.waitForResponse((response) => isRequestFor(response.request(), REORDER_IDS));
    await page.getByRole('button', { name: new RegExp(`^Move #${pr.number}:`) }).click();
    await page.getByRole('menuitem', { name: target }).click();
    expect((await (await saved).json()) as unknown).not.toHaveProperty('errors');
    const after = await issueNumbers(page);
    expect(target === 'Move to top' ? after[0] : after[1]).toBe(pr.number);
    expect((await searchedNumbers(api, pr.milestone.number)).slice(0, after.length)).toEqual(after);
    await page.reload();
    await expect.poll(async () => (await issueNumbers(page)).slice(0, 2)).toEqual(after.slice(0, 2));
  });
});

describe('milestones for a reader and long milestones', () => {
  it('shows a reader no New milestone, Edit, Close, selection or reordering, but New issue', async ({ api, signedInAs }) => {
    const milestone = await createMilestone(api, uniqueTitle('Read only'));
    await createIssue(api, uniqueTitle('Visible'), milestone.id);
    const reader = await signedInAs(READER);
    await reader.page.goto(LIST);
    await reader.page.getByTestId('milestone-row').first().waitFor();
    expect(await reader.page.getByRole('link', { name: 'New milestone' }).count()).toBe(0);
    await reader.page.goto(`${REPO}/milestone/${milestone.number}`);
    await reader.page.getByTestId('milestone-issue-row').first().waitFor();
    await reader.page.getByRole('link', { name: 'New issue' }).waitFor();
    expect(await reader.page.getByRole('link', { name: 'Edit milestone' }).count()).toBe(0);
    expect(await reader.page.getByRole('button', { name: 'Close milestone' }).count()).toBe(0);
    expect(await reader.page.getByTestId('drag-handle').count()).toBe(0);
    expect(await reader.page.getByRole('checkbox').count()).toBe(0);
  });

  it('lists 25 issues at a time with Load more', async ({ page, api }) => {
    const milestone = await createMilestone(api, uniqueTitle('Long'));
    for (let i = 0; i < 26; i++) await createIssue(api, uniqueTitle(`Many ${i}`), milestone.id);
    await page.goto(`${REPO}/milestone/${milestone.number}`);
    await expect.poll(async () => (await issueNumbers(page)).length).toBe(25);
    expect(await tab(page, 'Open').textContent()).toContain('26');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(async () => (await issueNumbers(page)).length).toBe(26);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('starts (page − 1) × 25 items in with page, and Load more goes on from there; page counts only above 1', async ({ page }) => {
    // Backlog (#2) of the demo data has more than 50 open items.
    await page.goto(`${REPO}/milestone/2`);
    await expect.poll(async () => (await issueNumbers(page)).length).toBe(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(async () => (await issueNumbers(page)).length).toBe(50);
    const firstFifty = await issueNumbers(page);
    await page.goto(`${REPO}/milestone/2?page=2`);
    await expect.poll(async () => (await issueNumbers(page))[0]).toBe(firstFifty[25]);
    expect(await issueNumbers(page)).toEqual(firstFifty.slice(25, 50));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(async () => (await issueNumbers(page)).length).toBeGreaterThan(25);
    const more = await issueNumbers(page);
    expect(new Set(more).size).toBe(more.length);
    expect(more.slice(0, 25)).toEqual(firstFifty.slice(25, 50));
    // Not an integer above 1: the first page.
    for (const value of ['1', '0', 'abc', '-2']) {
      await page.goto(`${REPO}/milestone/2?page=${value}`);
      await expect.poll(async () => (await issueNumbers(page))[0]).toBe(firstFifty[0]);
    }
  });
});
