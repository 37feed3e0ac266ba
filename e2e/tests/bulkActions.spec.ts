import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { it, test, type Api } from '../support/test.ts';

/**
 * Bulk actions end to end (spec 000 §2, §4, §5, §8; spec 001 §2.4): selection, every action through
 * the real job (pg-boss in the server, followed over the `jobStatus` subscription), the toasts, the
 * stored job, failures and when the actions are offered. The issues these tests act on are made here
 * in acme/platform (an organisation repository with issue types and a linked project, whose counts
 * no other suite reads), each test with a word of its own in their titles so its list holds only its issues.
 */

const OWNER = 'acme';
const NAME = 'platform';
const REPO = `/${OWNER}/${NAME}`;
/** Write access to acme/platform, one of its assignable people; the demo account is never assigned here (its dashboard counts stay). */
const ASSIGNEE = 'diego-hernandez';
/** Ten demo people (none of them the assignee above): an issue with all of them has as many assignees as it can. */
const TEN_PEOPLE = [
  'hubot',
  'octocat',
  'lena-kowalski',
  'rahul-mehta',
  'sofia-rossi',
  'kenji-tanaka',
  'amara-okafor',
  'lucas-martin',
  'emma-johansson',
  'noah-williams',
];
/** Reads octo-org/hello-world (a 'read' collaborator), may not push. */
const READER = 'noah-williams';
const ARCHIVED = '/octo-org/legacy-site';
/** acme/platform's demo project linked to the repository. */
const PROJECT = 'Storefront launch';

const STARTING = 'Updating issues';
const COMPLETED = 'Bulk update completed successfully';
const COMPLETED_WITH_ERRORS = 'Bulk update completed with errors';
const REPO_KEY = 'repo.bulkUpdateIssues';
const MILESTONE_KEY = 'milestone.bulkUpdateIssues';

const ROWS_RELOAD_IDS = persistedIds('useBulkJobRowsReloadQuery');
const START_IDS = persistedIds('updateIssuesBulkMutation');
/** The lists' own queries, read again from the network once a job ended. */
const LIST_IDS = persistedIds('RepoIssuesPageQuery');
const MILESTONE_LIST_IDS = persistedIds('MilestoneIssueListQuery');

let repositoryId: string;
let people: Record<string, string>;
let issueTypes: Record<string, string>;
/** Different on every run, so a server reused with E2E_BASE_URL still gives each test fresh names. */
const RUN = Date.now().toString(36);
let counter = 0;

interface TestIssue {
  id: string;
  number: number;
  title: string;
}

interface IssueSet {
  /** A word only the titles of the set's issues have: the set's list searches for it. */
  word: string;
  /** In creation order: the list (newest first) shows them the other way round. */
  issues: TestIssue[];
  /** The repository list address of the set (its open issues). */
  list: string;
  query: string;
}

async function createLabel(api: Api, name: string, color = 'ededed'): Promise<{ id: string; name: string }> {
  const data = await api<{ createLabel: { label: { id: string; name: string } } }>(
    `mutation($input: CreateLabelInput!) { createLabel(input: $input) { label { id name } } }`,
    { input: { repositoryId, name, color } },
  );
  return data.createLabel.label;
}

async function createMilestone(api: Api, title: string): Promise<{ id: string; number: number; title: string }> {
  const data = await api<{ createMilestone: { milestone: { id: string; number: number } } }>(
    `mutation($input: CreateMilestoneInput!) { createMilestone(input: $input) { milestone { id number } } }`,
    { input: { repositoryId, title } },
  );
  return { ...data.createMilestone.milestone, title };
}

/**
 * `count` open issues (with whatever `extra` gives each, by its index) whose titles share a word no
 * other issue has. (A marker label would do too, but the label picker lists a repository's first 100
 * labels only, and a server reused through E2E_BASE_URL would soon have more.)
 */
async function createIssues(api: Api, count: number, extra: (index: number) => Record<string, unknown> = () => ({})): Promise<IssueSet> {
  const word = `bulk${RUN}set${++counter}`;
  const issues: TestIssue[] = [];
  for (let index = 0; index < count; index++) {
    const title = `Bulk e2e ${word} issue ${index}`;
    const data = await api<{ createIssue: { issue: { id: string; number: number } } }>(
      `mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id number } } }`,
      { input: { repositoryId, title, ...extra(index) } },
    );
    issues.push({ ...data.createIssue.issue, title });
  }
  const query = `is:issue state:open ${word}`;
  return { word, issues, query, list: listOf(query) };
}

function listOf(query: string, params = ''): string {
  return `${REPO}/issues?q=${encodeURIComponent(query)}${params}`;
}

interface IssueFacts {
  id: string;
  state: string;
  stateReason: string | null;
  labels: { nodes: { name: string }[] };
  assignees: { nodes: { login: string }[] };
  milestone: { title: string } | null;
  issueType: { name: string } | null;
  projectItems: { nodes: { project: { title: string } }[] };
}

/** What the API says of the issues now, in the order asked. */
async function facts(api: Api, issues: readonly TestIssue[]): Promise<IssueFacts[]> {
  const data = await api<{ nodes: IssueFacts[] }>(
    `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Issue { id state stateReason(enableDuplicate: true)
      labels(first: 20) { nodes { name } } assignees(first: 20) { nodes { login } } milestone { title } issueType { name }
      projectItems(first: 10) { nodes { project { title } } } } } }`,
    { ids: issues.map((issue) => issue.id) },
  );
  return data.nodes;
}

const labelNames = (fact: IssueFacts) => fact.labels.nodes.map((label) => label.name).sort();
const logins = (fact: IssueFacts) => fact.assignees.nodes.map((person) => person.login).sort();

function rows(target: Page): Locator {
  return target.getByTestId('issue-row');
}

function rowOf(target: Page, issue: TestIssue): Locator {
  return rows(target).filter({ has: target.locator(`a[data-row-title][href$="/issues/${issue.number}"]`) });
}

function checkboxOf(target: Page, issue: TestIssue): Locator {
  return target.getByRole('checkbox', { name: `Select #${issue.number}: ${issue.title}` });
}

function bulkBar(target: Page): Locator {
  return target.getByRole('group', { name: 'Bulk actions' });
}

function selectAll(target: Page): Locator {
  return target.getByRole('checkbox', { name: 'Select all issues' });
}

async function selectAllState(target: Page): Promise<'checked' | 'indeterminate' | 'clear'> {
  return selectAll(target).evaluate((element) => {
    const input = element as HTMLInputElement;
    return input.indeterminate ? 'indeterminate' : input.checked ? 'checked' : 'clear';
  });
}

/** Opens the set's list (a page of `pageSize` rows) and waits for its rows. */
async function openList(page: Page, set: IssueSet, pageSize?: number): Promise<void> {
  await page.goto(listOf(set.query, pageSize ? `&pageSize=${pageSize}` : ''));
  await page.locator(`section[data-query="${set.query}"]`).waitFor();
  await expect.poll(() => rows(page).count()).toBe(Math.min(set.issues.length, pageSize ?? 25));
}

async function choose(page: Page, ...issues: TestIssue[]): Promise<void> {
  for (const issue of issues) await checkboxOf(page, issue).check();
  await bulkBar(page).getByText(`${issues.length} selected`).waitFor();
}

/** The toasts the page showed (type and text, each change once) and its writes of the stored jobs, in order. */
async function bulkLog(target: Page): Promise<string[]> {
  return target.evaluate(() => (window as unknown as { __bulkLog: string[] }).__bulkLog);
}

/** The log without the list's loading placeholders (a page shows them while it loads). */
async function toastsAndStorage(target: Page): Promise<string[]> {
  return (await bulkLog(target)).filter((entry) => entry !== 'list placeholders');
}

function toast(target: Page, text: string): Locator {
  return target.locator('[data-toast-type]', { hasText: text });
}

/**
 * Runs `action` (the click that starts a job) and waits for the job's outcome toast and the list's
 * reload (`reload`, persisted operation ids) that follows it. Checks that the page showed 'Updating
 * issues' first, stored the job under `key` while it ran and forgot it at the end, and kept its rows
 * on screen throughout. Answers the page's log of this job.
 */
async function runJob(
  target: Page,
  action: () => Promise<unknown>,
  { outcome = COMPLETED, key = REPO_KEY, reload = LIST_IDS }: { outcome?: string; key?: string; reload?: ReadonlySet<string> } = {},
): Promise<string[]> {
  const before = (await bulkLog(target)).length;
  const reloaded = target.waitForResponse((response) => isRequestFor(response.request(), reload));
  // Awaited below; a test failing before then leaves no unhandled rejection behind.
  reloaded.catch(() => undefined);
  await action();
  const type = outcome === COMPLETED ? 'success' : 'error';
  await target.waitForFunction(
    ({ before, entry, removed }) => {
      const log = (window as unknown as { __bulkLog: string[] }).__bulkLog.slice(before);
      return log.includes(entry) && log.includes(removed);
    },
    { before, entry: `toast ${type} ${outcome}`, removed: `remove ${key}` },
  );
  await reloaded;
  const log = (await bulkLog(target)).slice(before);
  const started = log.indexOf(`toast info ${STARTING}`);
  const stored = log.findIndex((entry) => entry.startsWith(`set ${key} `));
  const message = log.join('\n');
  expect(started, message).toBeGreaterThanOrEqual(0);
  expect(stored, message).toBeGreaterThan(started);
  expect(log.indexOf(`toast ${type} ${outcome}`), message).toBeGreaterThan(stored);
  expect(log.indexOf(`remove ${key}`), message).toBeGreaterThan(stored);
  expect(log, message).not.toContain('list placeholders');
  expect(await target.evaluate((name) => localStorage.getItem(name), key), message).toBeNull();
  return log;
}

/** Opens a bulk picker of the bar and waits for its choices. */
async function openPicker(page: Page, button: string, title: string): Promise<Locator> {
  await bulkBar(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('option').first().waitFor();
  return dialog;
}

function option(dialog: Locator, name: string): Locator {
  return dialog.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
}

test.beforeAll(async ({ context, page, api }) => {
  page.setDefaultTimeout(10_000);
  // Every page records its toasts and its writes of the stored bulk jobs, so fast changes are not missed.
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __bulkLog: string[] }).__bulkLog = log;
    const { setItem, removeItem } = Storage.prototype;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.endsWith('bulkUpdateIssues')) log.push(`set ${key} ${value}`);
      setItem.call(this, key, value);
    };
    Storage.prototype.removeItem = function (key: string) {
      if (key.endsWith('bulkUpdateIssues')) log.push(`remove ${key}`);
      removeItem.call(this, key);
    };
    const shown = new Map<Element, string>();
    let loading = false;
    new MutationObserver(() => {
      // The repository list's loading placeholders.
      const placeholders = document.querySelector('[aria-label="Loading issues"]') !== null;
      if (placeholders && !loading) log.push('list placeholders');
      loading = placeholders;
      for (const element of document.querySelectorAll('[data-toast-type]')) {
        const entry = `toast ${element.getAttribute('data-toast-type') ?? ''} ${element.querySelector('[role]')?.textContent ?? ''}`;
        if (shown.get(element) !== entry) log.push(entry);
        shown.set(element, entry);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const data = await api<{
    repository: {
      id: string;
      issueTypes: { nodes: { id: string; name: string }[] };
      projectsV2: { nodes: { id: string; title: string }[] };
    };
  }>(
    `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { id issueTypes(first: 20) { nodes { id name } } projectsV2(first: 20) { nodes { id title } } } }`,
    { owner: OWNER, name: NAME },
  );
  repositoryId = data.repository.id;
  issueTypes = Object.fromEntries(data.repository.issueTypes.nodes.map((type) => [type.name, type.id]));
  const project = data.repository.projectsV2.nodes.find((each) => each.title === PROJECT);
  if (!project) throw new Error(`${OWNER}/${NAME} has no linked project ${PROJECT} in the demo data`);
  const logins = [ASSIGNEE, ...TEN_PEOPLE];
  const users = await api<Record<string, { id: string }>>(
    `query { ${logins.map((login, index) => `u${index}: user(login: "${login}") { id }`).join(' ')} }`,
  );
  people = Object.fromEntries(logins.map((login, index) => [login, users[`u${index}`]?.id ?? '']));
});

describe('selection', () => {
  it('selects with the checkboxes, Shift ranges, x on the focused row and the tri-state select-all', async ({ page, api }) => {
    const set = await createIssues(api, 5);
    await openList(page, set);
    const shown = [...set.issues].reverse();
    const checked = () => Promise.all(shown.map((issue) => checkboxOf(page, issue).isChecked()));
    expect(await selectAllState(page)).toBe('clear');
    expect(await bulkBar(page).count()).toBe(0);

    await checkboxOf(page, shown[1] as TestIssue).click();
    await bulkBar(page).getByText('1 selected').waitFor();
    expect(await selectAllState(page)).toBe('indeterminate');
    expect(await rowOf(page, shown[1] as TestIssue).getAttribute('data-selected')).toBe('true');
    // Shift extends from the last clicked row.
    await checkboxOf(page, shown[3] as TestIssue).click({ modifiers: ['Shift'] });
    expect(await checked()).toEqual([false, true, true, true, false]);
    await bulkBar(page).getByText('3 selected').waitFor();
    // A Shift-click on a chosen row unchooses the range back to the last clicked one.
    await checkboxOf(page, shown[2] as TestIssue).click({ modifiers: ['Shift'] });
    expect(await checked()).toEqual([false, true, false, false, false]);

    // x toggles the focused row (j and k move).
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('k');
    await page.keyboard.press('x');
    expect(await checked()).toEqual([true, false, true, false, false]);
    await bulkBar(page).getByText('2 selected').waitFor();

    // Select-all clears a partial selection, then chooses every row; a third click clears again.
    await selectAll(page).click();
    expect(await checked()).toEqual([false, false, false, false, false]);
    expect(await selectAllState(page)).toBe('clear');
    expect(await bulkBar(page).count()).toBe(0);
    await selectAll(page).click();
    expect(await checked()).toEqual([true, true, true, true, true]);
    expect(await selectAllState(page)).toBe('checked');
    await bulkBar(page).getByText('5 selected').waitFor();
    await checkboxOf(page, shown[4] as TestIssue).click();
    expect(await selectAllState(page)).toBe('indeterminate');
    await bulkBar(page).getByText('4 selected').waitFor();
    await selectAll(page).click();
    expect(await selectAllState(page)).toBe('clear');
  });

  it('keeps the selection while paging through the same query, acts on every page, and clears it for a new query', async ({
    page,
    api,
  }) => {
    const set = await createIssues(api, 4);
    const [oldest, older, newer, newest] = set.issues as [TestIssue, TestIssue, TestIssue, TestIssue];
    const shared = await createLabel(api, `bulk-${RUN}-paged`);
    await openList(page, set, 2);
    // Page 1 lists the two newest.
    await checkboxOf(page, newest).check();
    await bulkBar(page).getByText('1 selected').waitFor();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next Page' }).click();
    await page.locator(`section[data-query="${set.query}"][data-page="2"]`).waitFor();
    await checkboxOf(page, oldest).waitFor();
    // The other page's choice still counts; this page's select-all only looks at this page.
    await bulkBar(page).getByText('1 selected').waitFor();
    expect(await selectAllState(page)).toBe('clear');
    await checkboxOf(page, older).check();
    await bulkBar(page).getByText('2 selected').waitFor();
    expect(await selectAllState(page)).toBe('indeterminate');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Previous Page' }).click();
    await page.locator(`section[data-query="${set.query}"][data-page="1"]`).waitFor();
    expect(await checkboxOf(page, newest).isChecked()).toBe(true);
    expect(await checkboxOf(page, newer).isChecked()).toBe(false);
    await bulkBar(page).getByText('2 selected').waitFor();

    // The label goes to the chosen issues of both pages.
    const dialog = await openPicker(page, 'Label', 'Apply labels');
    await option(dialog, shared.name).click();
    await runJob(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    expect((await facts(api, set.issues)).map((fact) => labelNames(fact).includes(shared.name))).toEqual([false, true, false, true]);
    // A started job clears the selection.
    expect(await bulkBar(page).count()).toBe(0);
    expect(await checkboxOf(page, newest).isChecked()).toBe(false);

    // A choice does not outlive its query.
    await checkboxOf(page, newer).check();
    await bulkBar(page).getByText('1 selected').waitFor();
    const filter = page.getByRole('combobox', { name: 'Search issues' });
    // The same issues in the same order, but another query.
    const other = `${set.query} sort:created-desc`;
    await filter.fill(other);
    await filter.press('Enter');
    await page.locator(`section[data-query="${other}"]`).waitFor();
    await rowOf(page, newer).waitFor();
    expect(await checkboxOf(page, newer).isChecked()).toBe(false);
    expect(await bulkBar(page).count()).toBe(0);
  });
});

describe('bulk actions through the job', () => {
  it("marks issues closed as not planned, then open, from 'Mark as'", async ({ page, api }) => {
    const set = await createIssues(api, 2);
    const [first, second] = set.issues as [TestIssue, TestIssue];
    const all = `is:issue ${set.word}`;
    await page.goto(listOf(all));
    await expect.poll(() => rows(page).count()).toBe(2);
    await choose(page, first, second);
    await bulkBar(page).getByRole('button', { name: 'Mark as' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Open', 'Completed', 'Not planned', 'Duplicate']);
    await runJob(page, async () => {
      await page.getByRole('menuitem', { name: 'Not planned' }).click();
      // The rows show the change (optimistically at once, then as the server has it).
      await rowOf(page, first).getByRole('img', { name: 'Closed issue (not planned)' }).waitFor();
    });
    expect((await facts(api, set.issues)).map((fact) => [fact.state, fact.stateReason])).toEqual([
      ['CLOSED', 'NOT_PLANNED'],
      ['CLOSED', 'NOT_PLANNED'],
    ]);
    await rowOf(page, second).getByRole('img', { name: 'Closed issue (not planned)' }).waitFor();

    await choose(page, first, second);
    await bulkBar(page).getByRole('button', { name: 'Mark as' }).click();
    await runJob(page, () => page.getByRole('menuitem', { name: 'Open' }).click());
    expect((await facts(api, set.issues)).map((fact) => fact.state)).toEqual(['OPEN', 'OPEN']);
    for (const issue of set.issues) await rowOf(page, issue).getByRole('img', { name: 'Open issue' }).waitFor();
  });

  it('applies and removes labels; the label every chosen issue has shows checked', async ({ page, api }) => {
    const common = await createLabel(api, `Bulk-Common-${RUN}`);
    const partial = await createLabel(api, `bulk-partial-${RUN}`);
    const added = await createLabel(api, `bulk-added-${RUN}`);
    const set = await createIssues(api, 2, (index) => ({ labelIds: index === 0 ? [common.id, partial.id] : [common.id] }));
    const [first, second] = set.issues as [TestIssue, TestIssue];
    await openList(page, set);
    await choose(page, first, second);
    const dialog = await openPicker(page, 'Label', 'Apply labels');
    expect(await option(dialog, common.name).getAttribute('aria-selected')).toBe('true');
    // Only one of the two has it: not checked, and left alone.
    expect(await option(dialog, partial.name).getAttribute('aria-selected')).toBe('false');
    // The filter box narrows the choices; case does not matter.
    await dialog.getByRole('combobox', { name: 'Filter labels' }).fill(added.name.toUpperCase());
    await expect.poll(() => dialog.getByRole('option').count()).toBe(1);
    await option(dialog, added.name).click();
    await dialog.getByRole('combobox', { name: 'Filter labels' }).fill('');
    await option(dialog, common.name).click();
    await runJob(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    const [firstFacts, secondFacts] = await facts(api, set.issues);
    expect(firstFacts && labelNames(firstFacts)).toEqual([added.name, partial.name].sort());
    expect(secondFacts && labelNames(secondFacts)).toEqual([added.name]);
    await rowOf(page, first).getByRole('link', { name: added.name, exact: true }).waitFor();
    await rowOf(page, second).getByRole('link', { name: added.name, exact: true }).waitFor();
    expect(await rowOf(page, first).getByRole('link', { name: common.name, exact: true }).count()).toBe(0);

    // Cancel changes nothing and starts no job; the choice stays.
    await choose(page, first, second);
    const again = await openPicker(page, 'Label', 'Apply labels');
    expect(await option(again, added.name).getAttribute('aria-selected')).toBe('true');
    await option(again, added.name).click();
    const before = (await bulkLog(page)).length;
    await again.getByRole('button', { name: 'Cancel', exact: true }).click();
    await again.waitFor({ state: 'detached' });
    await bulkBar(page).getByText('2 selected').waitFor();
    expect((await bulkLog(page)).slice(before)).toEqual([]);
    expect((await facts(api, set.issues)).map((fact) => labelNames(fact).includes(added.name))).toEqual([true, true]);
  });

  it('assigns and unassigns people', async ({ page, api }) => {
    const set = await createIssues(api, 2);
    await openList(page, set);
    await choose(page, ...set.issues);
    let dialog = await openPicker(page, 'Assign', 'Assign people');
    await option(dialog, ASSIGNEE).click();
    await runJob(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    expect((await facts(api, set.issues)).map(logins)).toEqual([[ASSIGNEE], [ASSIGNEE]]);
    for (const issue of set.issues)
      await rowOf(page, issue)
        .getByRole('link', { name: `Assigned to ${ASSIGNEE}` })
        .waitFor();

    await choose(page, ...set.issues);
    dialog = await openPicker(page, 'Assign', 'Assign people');
    expect(await option(dialog, ASSIGNEE).getAttribute('aria-selected')).toBe('true');
    await option(dialog, ASSIGNEE).click();
    await runJob(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    expect((await facts(api, set.issues)).map(logins)).toEqual([[], []]);
    await expect
      .poll(() =>
        rows(page)
          .getByRole('link', { name: `Assigned to ${ASSIGNEE}` })
          .count(),
      )
      .toBe(0);
  });

  it("adds issues to the repository's project and takes them out again", async ({ page, api }) => {
    const set = await createIssues(api, 2);
    await openList(page, set);
    await choose(page, ...set.issues);
    let dialog = await openPicker(page, 'Project', 'Add to projects');
    expect(await option(dialog, PROJECT).getAttribute('aria-selected')).toBe('false');
    await option(dialog, PROJECT).click();
    await runJob(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    const projects = (fact: IssueFacts) => fact.projectItems.nodes.map((item) => item.project.title);
    expect((await facts(api, set.issues)).map(projects)).toEqual([[PROJECT], [PROJECT]]);

    await choose(page, ...set.issues);
    dialog = await openPicker(page, 'Project', 'Add to projects');
    expect(await option(dialog, PROJECT).getAttribute('aria-selected')).toBe('true');
    await option(dialog, PROJECT).click();
    await runJob(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    expect((await facts(api, set.issues)).map(projects)).toEqual([[], []]);
  });

  it("sets a milestone through the milestone endpoint, then 'No milestone'", async ({ page, api }) => {
    const milestone = await createMilestone(api, `Bulk e2e ${RUN} target`);
    const set = await createIssues(api, 2);
    await openList(page, set);
    await choose(page, ...set.issues);
    let dialog = await openPicker(page, 'Milestone', 'Set milestone');
    const started = page.waitForRequest((request) => request.url().endsWith('/_bulk/milestone') && request.method() === 'POST');
    await runJob(page, () => option(dialog, milestone.title).click());
    expect((await started).postDataJSON()).toEqual({ ids: set.issues.map((issue) => issue.id), milestoneId: milestone.id });
    expect((await facts(api, set.issues)).map((fact) => fact.milestone?.title)).toEqual([milestone.title, milestone.title]);
    for (const issue of set.issues) await rowOf(page, issue).getByText(milestone.title).waitFor();

    await choose(page, ...set.issues);
    dialog = await openPicker(page, 'Milestone', 'Set milestone');
    expect(await option(dialog, milestone.title).getAttribute('aria-selected')).toBe('true');
    const cleared = page.waitForRequest((request) => request.url().endsWith('/_bulk/milestone'));
    await runJob(page, () => option(dialog, 'No milestone').click());
    expect((await cleared).postDataJSON()).toEqual({ ids: set.issues.map((issue) => issue.id), clearMilestone: true });
    expect((await facts(api, set.issues)).map((fact) => fact.milestone)).toEqual([null, null]);
    await expect.poll(() => rows(page).getByText(milestone.title).count()).toBe(0);
  });

  it("sets an issue type, then 'No issue type'", async ({ page, api }) => {
    const set = await createIssues(api, 2, (index) => (index === 0 ? { issueTypeId: issueTypes.Bug } : {}));
    await openList(page, set);
    await choose(page, ...set.issues);
    let dialog = await openPicker(page, 'Issue type', 'Set issue type');
    // The two differ: none is active.
    expect(await dialog.getByRole('option', { selected: true }).count()).toBe(0);
    await runJob(page, () => option(dialog, 'Feature').click());
    expect((await facts(api, set.issues)).map((fact) => fact.issueType?.name)).toEqual(['Feature', 'Feature']);
    for (const issue of set.issues) await rowOf(page, issue).getByRole('link', { name: 'Feature', exact: true }).waitFor();

    await choose(page, ...set.issues);
    dialog = await openPicker(page, 'Issue type', 'Set issue type');
    expect(await option(dialog, 'Feature').getAttribute('aria-selected')).toBe('true');
    await runJob(page, () => option(dialog, 'No issue type').click());
    expect((await facts(api, set.issues)).map((fact) => fact.issueType)).toEqual([null, null]);
    await expect.poll(() => rows(page).getByRole('link', { name: 'Feature', exact: true }).count()).toBe(0);
  });
});

describe('following a job', () => {
  /**
   * Routes the page's GraphQL WebSocket through the test: while `holding`, the server's answers to
   * subscriptions wait in `held`; `inject` sends the page a message of the job status subscription.
   */
  async function holdJobStatus(target: Page) {
    const state = { holding: true, held: [] as string[], subscriptionId: '', route: null as WebSocketRoute | null };
    await target.routeWebSocket(/\/api\/graphql$/, (route) => {
      state.route = route;
      const server = route.connectToServer();
      route.onMessage((message) => {
        const parsed = JSON.parse(String(message)) as { type?: string; id?: string };
        if (parsed.type === 'subscribe' && parsed.id) state.subscriptionId = parsed.id;
        server.send(message);
      });
      server.onMessage((message) => {
        // The subscription's answers wait; the protocol's own messages (ack, ping, pong) go on.
        const { type } = JSON.parse(String(message)) as { type?: string };
        if (state.holding && (type === 'next' || type === 'error' || type === 'complete')) state.held.push(String(message));
        else route.send(message);
      });
    });
    return {
      state,
      inject(jobStatus: Record<string, unknown>) {
        state.route?.send(JSON.stringify({ id: state.subscriptionId, type: 'next', payload: { data: { jobStatus } } }));
      },
    };
  }

  /** Waits for the outcome of a job read back from storage, and checks that it was forgotten. */
  async function finishedAfterReload(target: Page): Promise<void> {
    await toast(target, COMPLETED).waitFor();
    const log = await toastsAndStorage(target);
    expect(log.indexOf(`toast info ${STARTING}`), log.join('\n')).toBe(0);
    expect(log, log.join('\n')).toContain(`remove ${REPO_KEY}`);
    expect(await target.evaluate((key) => localStorage.getItem(key), REPO_KEY)).toBeNull();
  }

  it('shows the progress, keeps the job in local storage while it runs, and follows it again after a reload', async ({ context, api }) => {
    const set = await createIssues(api, 2);
    const fresh = await context.newPage();
    try {
      const held = await holdJobStatus(fresh);
      await fresh.goto(set.list);
      await expect.poll(() => rows(fresh).count()).toBe(2);
      for (const issue of set.issues) await checkboxOf(fresh, issue).check();
      await bulkBar(fresh).getByRole('button', { name: 'Mark as' }).click();
      await fresh.getByRole('menuitem', { name: 'Completed' }).click();
      await toast(fresh, STARTING).waitFor();
      await expect.poll(() => held.state.subscriptionId).not.toBe('');
      const stored = JSON.parse((await fresh.evaluate((key) => localStorage.getItem(key), REPO_KEY)) ?? 'null') as {
        jobId: string;
        ids: string[];
      };
      expect(stored.ids).toEqual(set.issues.map((issue) => issue.id));
      // The bar waits for the job: choosing again offers disabled actions.
      await checkboxOf(fresh, set.issues[0] as TestIssue).check();
      expect(await bulkBar(fresh).getByRole('button', { name: 'Label' }).isDisabled()).toBe(true);

      const now = new Date().toISOString();
      held.inject({ jobId: stored.jobId, state: 'QUEUED', percentage: 0, updatedAt: now, executionErrors: [] });
      await toast(fresh, 'Bulk update is pending').waitFor();
      held.inject({ jobId: stored.jobId, state: 'STARTED', percentage: 50, updatedAt: now, executionErrors: [] });
      await toast(fresh, 'Bulk update is in progress 50 %').waitFor();
      held.inject({
        jobId: stored.jobId,
        state: 'STARTED',
        percentage: 40,
        updatedAt: now,
        executionErrors: [{ message: 'Refused by the test', nodeId: set.issues[0]?.id }],
      });
      // Progress never goes back.
      await toast(fresh, 'Bulk update is in progress 50 % (1 issue failing to update)').waitFor();

      // The real job ends meanwhile; the page has not heard of it yet and keeps it stored.
      await expect
        .poll(
          async () =>
            (
              await api<{ jobStatus: { state: string } | null }>(`query($id: ID!) { jobStatus(jobId: $id) { state } }`, {
                id: stored.jobId,
              })
            ).jobStatus?.state,
        )
        .toBe('SUCCESS');
      await expect.poll(() => held.state.held.some((message) => message.includes('"SUCCESS"'))).toBe(true);
      expect(await fresh.evaluate((key) => localStorage.getItem(key), REPO_KEY)).not.toBeNull();
      held.state.holding = false;
      await fresh.reload();
      // Read back from storage, the job is followed again and its outcome shown.
      await finishedAfterReload(fresh);
      expect((await facts(api, set.issues)).map((fact) => [fact.state, fact.stateReason])).toEqual([
        ['CLOSED', 'COMPLETED'],
        ['CLOSED', 'COMPLETED'],
      ]);
      await expect.poll(() => rows(fresh).count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it("says 'Could not update issues: …' when the start is refused, keeping the selection", async ({ page, api }) => {
    const set = await createIssues(api, 2);
    await openList(page, set);
    await choose(page, ...set.issues);
    await page.route('**/api/graphql', async (route) => {
      if (!isRequestFor(route.request(), START_IDS)) return route.continue();
      return route.fulfill({ json: { data: { updateIssuesBulk: null }, errors: [{ message: 'Refused by the test' }] } });
    });
    try {
      await bulkBar(page).getByRole('button', { name: 'Mark as' }).click();
      await page.getByRole('menuitem', { name: 'Completed' }).click();
      await page.getByRole('alert').getByText('Could not update issues: Refused by the test').waitFor();
    } finally {
      await page.unroute('**/api/graphql');
    }
    expect(await toastsAndStorage(page)).toEqual([`toast info ${STARTING}`, 'toast error Could not update issues: Refused by the test']);
    // Nothing started: the choice stays for another try, and the rows were not changed.
    await bulkBar(page).getByText('2 selected').waitFor();
    expect(await bulkBar(page).getByRole('button', { name: 'Mark as' }).isEnabled()).toBe(true);
    for (const issue of set.issues) await rowOf(page, issue).getByRole('img', { name: 'Open issue' }).waitFor();
    expect((await facts(api, set.issues)).map((fact) => fact.state)).toEqual(['OPEN', 'OPEN']);
  });

  it('ends a stored job the server does not know with an error notice and forgets it', async ({ page }) => {
    await page.goto(`${REPO}/issues`);
    await rows(page).first().waitFor();
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ jobId: '00000000-0000-4000-8000-000000000000', ids: [] })),
      REPO_KEY,
    );
    await page.reload();
    await toast(page, 'Bulk update had an error').waitFor();
    expect(await toastsAndStorage(page)).toEqual([`toast info ${STARTING}`, `remove ${REPO_KEY}`, 'toast error Bulk update had an error']);
    expect(await page.evaluate((key) => localStorage.getItem(key), REPO_KEY)).toBeNull();
    // The actions no longer wait for it.
    await rows(page).first().getByRole('checkbox').check();
    expect(await bulkBar(page).getByRole('button', { name: 'Mark as' }).isEnabled()).toBe(true);
  });

  it("ends with 'completed with errors' and reads the failed issue's row again from the network", async ({ page, api }) => {
    const tenIds = TEN_PEOPLE.map((login) => people[login]);
    const set = await createIssues(api, 2, (index) => (index === 0 ? { assigneeIds: tenIds } : {}));
    const [full, empty] = set.issues as [TestIssue, TestIssue];
    await openList(page, set);
    await choose(page, full, empty);
    const dialog = await openPicker(page, 'Assign', 'Assign people');
    const reloads: string[][] = [];
    page.on('request', (request) => {
      if (isRequestFor(request, ROWS_RELOAD_IDS)) reloads.push((request.postDataJSON() as { variables: { ids: string[] } }).variables.ids);
    });
    const answered = page.waitForResponse((response) => isRequestFor(response.request(), ROWS_RELOAD_IDS));
    await option(dialog, ASSIGNEE).click();
    await runJob(page, () => dialog.getByRole('button', { name: 'Save' }).click(), { outcome: COMPLETED_WITH_ERRORS });
    // Only the failed issue is read again, and the server answers with its ten assignees.
    const reloaded = (await (await answered).json()) as { data: { nodes: { id: string; assignees: { nodes: unknown[] } }[] } };
    expect(reloads).toEqual([[full.id]]);
    expect(reloaded.data.nodes.map((node) => [node.id, node.assignees.nodes.length])).toEqual([[full.id, 10]]);
    const [fullFacts, emptyFacts] = await facts(api, set.issues);
    expect(fullFacts && logins(fullFacts)).toEqual([...TEN_PEOPLE].sort());
    expect(emptyFacts && logins(emptyFacts)).toEqual([ASSIGNEE]);
    await rowOf(page, empty)
      .getByRole('link', { name: `Assigned to ${ASSIGNEE}` })
      .waitFor();
    expect(
      await rowOf(page, full)
        .getByRole('link', { name: /^Assigned to / })
        .count(),
    ).toBeGreaterThan(0);
    expect(
      await rowOf(page, full)
        .getByRole('link', { name: `Assigned to ${ASSIGNEE}` })
        .count(),
    ).toBe(0);
  });
});

describe('when bulk actions are offered', () => {
  it('offers nothing to a reader, in an archived repository, for pull requests, or at 100 listed items', async ({ page, signedInAs }) => {
    const reader = await signedInAs(READER);
    await reader.page.goto('/octo-org/hello-world/issues');
    await rows(reader.page).first().waitFor();
    expect(await reader.page.getByRole('checkbox').count()).toBe(0);

    // The demo account administers the archived repository, but it is read-only.
    await page.goto(`${ARCHIVED}/issues`);
    await rows(page).first().waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);

    for (const query of ['is:pr state:open', 'state:open']) {
      await page.goto(listOf(query));
      await page.locator(`section[data-query="${query}"]`).waitFor();
      await rows(page).first().waitFor();
      expect(await page.getByRole('checkbox').count()).toBe(0);
    }

    // acme/platform has more than 100 open issues: 99 rows are offered, 100 are not.
    await page.goto(listOf('is:issue state:open', '&pageSize=99'));
    await expect.poll(() => rows(page).count()).toBe(99);
    await selectAll(page).waitFor();
    await page.goto(listOf('is:issue state:open', '&pageSize=100'));
    await expect.poll(() => rows(page).count()).toBe(100);
    expect(await page.getByRole('checkbox').count()).toBe(0);
  });

  it("offers 'Issue type' in an organisation repository with issue types, not in a personal one", async ({ page }) => {
    const buttonsOf = async (list: string) => {
      await page.goto(list);
      await rows(page).first().getByRole('checkbox').check();
      await bulkBar(page).getByText('1 selected').waitFor();
      return bulkBar(page).getByRole('button').allTextContents();
    };
    const common = ['Mark as', 'Label', 'Assign', 'Project', 'Milestone'];
    expect(await buttonsOf(listOf('is:issue state:open'))).toEqual([...common, 'Issue type']);
    // (octo-org/runbooks has issue types turned off, but its list is empty without an SSO session.)
    expect(await buttonsOf('/monalisa/dotfiles/issues')).toEqual(common);
  });

  it('turns the actions off while a pull request is chosen on a milestone page', async ({ page, api }) => {
    const found = await api<{ search: { nodes: ({ number?: number; milestone?: { number: number } | null } | null)[] } }>(
      `query($q: String!) { search(type: ISSUE_ADVANCED, query: $q, first: 5) { nodes { ... on PullRequest { number milestone { number } } } } }`,
      { q: `repo:${OWNER}/${NAME} is:pr is:open milestone:platform-1.2` },
    );
    const pr = found.search.nodes.find((node) => node?.number && node.milestone);
    if (!pr?.number || !pr.milestone) throw new Error(`The demo data has no open pull request in ${OWNER}/${NAME}'s platform-1.2`);
    await page.goto(`${REPO}/milestone/${pr.milestone.number}`);
    const row = page.locator(`[data-testid="milestone-issue-row"][data-number="${pr.number}"]`);
    await page.getByTestId('milestone-issue-row').first().waitFor();
    while ((await row.count()) === 0) await page.getByRole('button', { name: 'Load more' }).click();
    const issueRow = page.locator('[data-testid="milestone-issue-row"][data-kind="issue"]').first();
    await issueRow.getByRole('checkbox').check();
    await bulkBar(page).getByText('1 selected').waitFor();
    const buttons = bulkBar(page).getByRole('button');
    expect(await buttons.evaluateAll((elements) => elements.every((element) => !(element as HTMLButtonElement).disabled))).toBe(true);
    await row.getByRole('checkbox').check();
    await bulkBar(page).getByText('2 selected').waitFor();
    await bulkBar(page).getByText('Pull requests cannot be changed in bulk.').waitFor();
    for (const name of ['Mark as', 'Label', 'Assign', 'Project', 'Milestone', 'Issue type']) {
      expect(await bulkBar(page).getByRole('button', { name, exact: true }).isDisabled(), name).toBe(true);
    }
    await row.getByRole('checkbox').uncheck();
    expect(await bulkBar(page).getByRole('button', { name: 'Label', exact: true }).isDisabled()).toBe(false);
  });
});

describe('the milestone page', () => {
  it("applies a bulk action to the milestone's issues, storing the job under 'milestone.bulkUpdateIssues'", async ({ page, api }) => {
    const milestone = await createMilestone(api, `Bulk e2e ${RUN} page`);
    const set = await createIssues(api, 3, () => ({ milestoneId: milestone.id }));
    const [first, second, third] = set.issues as [TestIssue, TestIssue, TestIssue];
    await page.goto(`${REPO}/milestone/${milestone.number}`);
    const milestoneRows = page.getByTestId('milestone-issue-row');
    await expect.poll(() => milestoneRows.count()).toBe(3);
    const box = (issue: TestIssue) => page.getByRole('checkbox', { name: `Select #${issue.number}: ${issue.title}` });
    await box(first).click();
    await box(third).click({ modifiers: ['Shift'] });
    await bulkBar(page).getByText('3 selected').waitFor();
    expect(await selectAllState(page)).toBe('checked');
    await box(second).click();
    expect(await selectAllState(page)).toBe('indeterminate');
    await bulkBar(page).getByText('2 selected').waitFor();
    await bulkBar(page).getByRole('button', { name: 'Mark as' }).click();
    await runJob(page, () => page.getByRole('menuitem', { name: 'Completed' }).click(), { key: MILESTONE_KEY, reload: MILESTONE_LIST_IDS });
    expect((await facts(api, set.issues)).map((fact) => fact.state)).toEqual(['CLOSED', 'OPEN', 'CLOSED']);
    // The milestone and its list are read again: the open tab keeps the one left open.
    await expect.poll(() => milestoneRows.count()).toBe(1);
    await page.locator(`[data-testid="milestone-issue-row"][data-number="${second.number}"]`).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Issue state' });
    await expect.poll(() => tabs.getByRole('link', { name: /^Closed/ }).textContent()).toContain('2');
    expect((await bulkLog(page)).some((entry) => entry.startsWith(`set ${REPO_KEY}`))).toBe(false);
  });
});

describe('accessibility', () => {
  it('has no serious or critical violations with the bulk bar and its menu or a picker open', async ({ page, api }) => {
    const set = await createIssues(api, 2);
    await openList(page, set);
    await choose(page, ...set.issues);
    await bulkBar(page).getByRole('button', { name: 'Mark as' }).click();
    await page.getByRole('menuitem', { name: 'Open' }).waitFor();
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Open' }).waitFor({ state: 'detached' });
    await openPicker(page, 'Label', 'Apply labels');
    // Primer's options put a description right after the label with no space between them; axe joins
    // the two texts without one ('buga description…') and so never finds the visible text in the name
    // (the label). The option is named by its label and described by its description, as it should be.
    expect(await seriousViolations(page, { settle: true, disableRules: ['label-content-name-mismatch'] })).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
