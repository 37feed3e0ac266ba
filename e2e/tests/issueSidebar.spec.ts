import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations, settled } from '../support/axe.ts';
import {
  gear,
  issueDetails,
  IssueLedger,
  openIssue,
  OUTSIDER,
  READER,
  REPO,
  sidebarSection,
  TRIAGER,
  type CreatedIssue,
} from '../support/issueData.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { it, test, type Api } from '../support/test.ts';

/**
 * The issue page's sidebar (issue 18 items 4, 7 and 8): each gear menu reads its choices from the
 * server as the filter is typed and applies when it closes; Relationships, Development and
 * Notifications; `a`, `l` and `m`; and what each role sees and the server accepts: the owner
 * (monalisa), a triager, the issue's author without rights and a reader. The issues are made here
 * (titles with this run's word) and deleted afterwards.
 */

const RUN = `sb${Date.now()}`;
const issues = new IssueLedger();

test.beforeAll(async ({ context }) => {
  context.setDefaultTimeout(10_000);
});
test.afterAll(async ({ api }) => {
  await issues.deleteAll(api);
});

/** The open menu of a gear: Primer's SelectPanel, a dialog named by its title. */
const panel = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const options = (menu: Locator) => menu.getByRole('option');
const optionNames = async (menu: Locator) => (await options(menu).allTextContents()).map((text) => text.trim());

/**
 * Clicks an option or a menu item once its menu has finished opening: Primer's overlays let a click
 * made during their opening animation (well under the time a person takes to aim) go unanswered.
 */
async function choose(item: Locator): Promise<void> {
  await item.waitFor();
  await settled(item.page());
  await item.click();
}

/** Closes the open menu as GitHub's sidebar does it, applying its ticks. */
async function closeWithEscape(page: Page, menu: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

/** What the server has for the issue now, read as the demo account. */
async function stored(api: Api, id: string) {
  const { node } = await api<{
    node: {
      assignees: { nodes: { login: string }[] };
      labels: { nodes: { name: string }[] };
      issueType: { name: string } | null;
      milestone: { title: string } | null;
      projectItems: { nodes: { project: { title: string } }[] };
      parent: { number: number } | null;
      subIssues: { nodes: { id: string; number: number; title: string }[] };
      blockedBy: { nodes: { number: number }[] };
      blocking: { nodes: { number: number }[] };
    };
  }>(
    `query($id: ID!) { node(id: $id) { ... on Issue {
      assignees(first: 10) { nodes { login } } labels(first: 20) { nodes { name } } issueType { name } milestone { title }
      projectItems(first: 10) { nodes { project { title } } } parent { number }
      subIssues(first: 10) { nodes { id number title } } blockedBy(first: 10) { nodes { number } } blocking(first: 10) { nodes { number } }
    } } }`,
    { id },
  );
  return {
    assignees: node.assignees.nodes.map((person) => person.login).sort(),
    labels: node.labels.nodes.map((label) => label.name).sort(),
    type: node.issueType?.name ?? null,
    milestone: node.milestone?.title ?? null,
    projects: node.projectItems.nodes.map((item) => item.project.title),
    parent: node.parent?.number ?? null,
    subIssues: node.subIssues.nodes,
    blockedBy: node.blockedBy.nodes.map((issue) => issue.number),
    blocking: node.blocking.nodes.map((issue) => issue.number),
  };
}

/** Counts the page's GraphQL requests for the named persisted operations until `stop` is called. */
function countRequests(page: Page, ...names: string[]): { count: () => number; stop: () => void } {
  const ids = new Set(names.flatMap((name) => [...persistedIds(name)]));
  let count = 0;
  const listener = (request: Parameters<typeof isRequestFor>[0]) => {
    if (isRequestFor(request, ids)) count += 1;
  };
  page.on('request', listener);
  return { count: () => count, stop: () => page.off('request', listener) };
}

/** Waits for the page to ask `name` for `variables.query === query` (the server does the filtering). */
function candidatesAsked(page: Page, name: string, query: string) {
  const ids = persistedIds(name);
  return page.waitForRequest((request) => {
    if (!isRequestFor(request, ids)) return false;
    const body = request.postDataJSON() as { variables?: { query?: string } };
    return body.variables?.query === query;
  });
}

/**
 * Types `text` into a menu's filter and waits until the menu lists the answer for it (every option
 * then mentions the text), so a click meets the list the server sent, not the one it replaces.
 */
async function filterMenu(menu: Locator, label: string, text: string): Promise<void> {
  await menu.getByRole('combobox', { name: label }).fill(text);
  const needle = text.toLowerCase();
  await expect
    .poll(async () => {
      const names = await optionNames(menu);
      return names.length > 0 && names.every((name) => name.toLowerCase().includes(needle));
    })
    .toBe(true);
}

const linkNames = async (scope: Locator) => (await scope.getByRole('link').allTextContents()).map((text) => text.trim());

describe('sidebar menus, as the owner', () => {
  it('Assignees: "Assign yourself", then a filter the server answers, applied when the menu closes', async ({ page, api }) => {
    const issue = await issues.create(api, `Assignees ${RUN}`);
    await openIssue(page, issue.number);
    const assignees = sidebarSection(page, 'Assignees');
    expect(await assignees.innerText()).toContain('No one');
    await assignees.getByRole('button', { name: 'Assign yourself' }).click();
    await assignees.getByRole('list', { name: 'Assignees' }).getByRole('link', { name: 'monalisa' }).waitFor();
    await expect.poll(async () => (await stored(api, issue.id)).assignees).toEqual(['monalisa']);

    const writes = countRequests(page, 'AssigneesMenuAddMutation', 'AssigneesMenuRemoveMutation');
    await gear(page, 'Assignees').click();
    const menu = panel(page, 'Assign up to 10 people to this issue');
    await options(menu).first().waitFor();
    // The issue's assignee comes first, ticked.
    expect(await options(menu).first().getAttribute('aria-selected')).toBe('true');
    const asked = candidatesAsked(page, 'AssigneesMenuQuery', 'amara');
    await menu.getByRole('combobox', { name: 'Filter assignees' }).fill('amara');
    await asked;
    await expect.poll(async () => (await optionNames(menu)).map((name) => name.slice(0, 'amara-okafor'.length))).toEqual(['amara-okafor']);
    await choose(menu.getByRole('option', { name: 'amara-okafor' }));
    await expect.poll(() => menu.getByRole('option', { name: 'amara-okafor' }).getAttribute('aria-selected')).toBe('true');
    // Nothing is sent while the menu is open…
    await page.waitForLoadState('networkidle');
    expect(writes.count()).toBe(0);
    // …and closing it applies the ticks, the one already there kept.
    await closeWithEscape(page, menu);
    expect(await linkNames(assignees.getByRole('list', { name: 'Assignees' }))).toEqual(['monalisa', 'amara-okafor']);
    await expect.poll(async () => (await stored(api, issue.id)).assignees).toEqual(['amara-okafor', 'monalisa']);
    expect(writes.count()).toBe(1);
    writes.stop();

    // Unticking one takes it off.
    await gear(page, 'Assignees').click();
    await menu.getByRole('option', { name: 'hubot' }).waitFor();
    await choose(menu.getByRole('option', { name: 'monalisa' }));
    await closeWithEscape(page, menu);
    await expect.poll(async () => (await stored(api, issue.id)).assignees).toEqual(['amara-okafor']);
    expect(await linkNames(assignees.getByRole('list', { name: 'Assignees' }))).toEqual(['amara-okafor']);
  });

  it("Assignees: at most 10 people, with GitHub's notice on the eleventh", async ({ page, api }) => {
    const issue = await issues.create(api, `Ten assignees ${RUN}`);
    // hello-world has 8 assignable people: the menu's answer gets three more, who are never applied.
    const extra = ['ghost-a', 'ghost-b', 'ghost-c'].map((login, index) => ({
      id: `U_kgDOnone${index}`,
      login,
      name: null,
      avatarUrl: '/avatars/0',
    }));
    const ids = persistedIds('AssigneesMenuQuery');
    const addPeople = async (route: Route) => {
      if (!isRequestFor(route.request(), ids)) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { repository: { assignableUsers: { nodes: unknown[] } } } };
      body.data.repository.assignableUsers.nodes.push(...extra);
      return route.fulfill({ response, json: body });
    };
    await page.route('**/api/graphql', addPeople);
    // Eleven people make a tall menu: below the repository header it would reach past a 720px window,
    // and Playwright scrolling the page under the open overlay loses the click on the last one.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: viewport?.width ?? 1280, height: 1000 });
    try {
      await openIssue(page, issue.number);
      await gear(page, 'Assignees').click();
      const menu = panel(page, 'Assign up to 10 people to this issue');
      await menu.getByRole('option', { name: 'ghost-c' }).waitFor();
      expect(await options(menu).count()).toBe(11);
      const { repository } = await api<{ repository: { assignableUsers: { nodes: { login: string }[] } } }>(
        '{ repository(owner: "octo-org", name: "hello-world") { assignableUsers(first: 20) { nodes { login } } } }',
      );
      const real = repository.assignableUsers.nodes.map((person) => person.login);
      expect(real).toHaveLength(8);
      // The three extra people and seven real ones: ten.
      for (const login of [...extra.map((person) => person.login), ...real.slice(0, 7)]) {
        await choose(menu.getByRole('option', { name: login, exact: true }));
      }
      await expect.poll(() => menu.locator('[role="option"][aria-selected="true"]').count()).toBe(10);
      const eleventh = menu.getByRole('option', { name: real[7], exact: true });
      await choose(eleventh);
      await menu.getByText('You can only select up to 10 assignees').waitFor();
      expect(await eleventh.getAttribute('aria-selected')).toBe('false');
      expect(await menu.locator('[role="option"][aria-selected="true"]').count()).toBe(10);
      // The extra people off again: the seven real ones are applied on close.
      for (const person of extra) await choose(menu.getByRole('option', { name: person.login, exact: true }));
      await closeWithEscape(page, menu);
      await expect.poll(async () => (await stored(api, issue.id)).assignees).toEqual(real.slice(0, 7).sort());
    } finally {
      await page.unroute('**/api/graphql', addPeople);
      if (viewport) await page.setViewportSize(viewport);
    }
  });

  it('Labels: the server finds labels past the first page, and several ticks apply together', async ({ page, api }) => {
    const issue = await issues.create(api, `Labels ${RUN}`);
    await openIssue(page, issue.number);
    const labels = sidebarSection(page, 'Labels');
    expect(await labels.innerText()).toContain('No labels');
    await gear(page, 'Labels').click();
    const menu = panel(page, 'Apply labels to this issue');
    await options(menu).first().waitFor();
    // The first answer holds 20 of hello-world's 36 labels, by name: "wontfix" is not among them.
    expect(await options(menu).count()).toBe(20);
    expect(await menu.getByRole('option', { name: 'wontfix' }).count()).toBe(0);
    const filter = menu.getByRole('combobox', { name: 'Filter labels' });
    const asked = candidatesAsked(page, 'LabelsMenuQuery', 'wontfix');
    await filterMenu(menu, 'Filter labels', 'wontfix');
    await asked;
    await choose(menu.getByRole('option', { name: 'wontfix' }));
    await filterMenu(menu, 'Filter labels', 'bug');
    await choose(menu.getByRole('option', { name: 'bug', exact: true }));
    // Both stay ticked while the filter changes.
    await filter.fill('');
    await expect.poll(() => menu.locator('[role="option"][aria-selected="true"]').count()).toBe(2);
    await closeWithEscape(page, menu);
    expect(await linkNames(labels)).toEqual(['bug', 'wontfix']);
    await expect.poll(async () => (await stored(api, issue.id)).labels).toEqual(['bug', 'wontfix']);

    await gear(page, 'Labels').click();
    await menu.getByRole('option', { name: 'documentation' }).waitFor();
    await choose(menu.getByRole('option', { name: 'bug', exact: true }));
    await closeWithEscape(page, menu);
    await expect.poll(async () => (await stored(api, issue.id)).labels).toEqual(['wontfix']);
    expect(await linkNames(labels)).toEqual(['wontfix']);
  });

  it('Type, Projects and Milestone: chosen from the server, shown at once, and cleared', async ({ page, api }) => {
    const issue = await issues.create(api, `Type projects milestone ${RUN}`);
    await openIssue(page, issue.number);

    await gear(page, 'Type').click();
    const types = panel(page, 'Select an issue type');
    // The server's choices in (until then the menu lists what the issue has); the few types filter in place.
    await types.getByRole('option', { name: /^Feature/ }).waitFor();
    await types.getByRole('combobox', { name: 'Filter types' }).fill('bu');
    await expect.poll(() => options(types).count()).toBe(1);
    await choose(types.getByRole('option', { name: /^Bug/ }));
    await sidebarSection(page, 'Type').getByRole('link', { name: 'Bug' }).waitFor();
    await expect.poll(async () => (await stored(api, issue.id)).type).toBe('Bug');
    // Picking the current type again removes it.
    await gear(page, 'Type').click();
    await types.getByRole('option', { name: /^Feature/ }).waitFor();
    await choose(types.getByRole('option', { name: /^Bug/ }));
    await sidebarSection(page, 'Type').getByText('No type').waitFor();
    await expect.poll(async () => (await stored(api, issue.id)).type).toBeNull();

    await gear(page, 'Projects').click();
    const projects = panel(page, 'Add to projects');
    const asked = candidatesAsked(page, 'ProjectsMenuQuery', 'Road');
    await filterMenu(projects, 'Filter projects', 'Road');
    await asked;
    await choose(projects.getByRole('option', { name: 'Roadmap' }));
    await projects.getByRole('combobox', { name: 'Filter projects' }).fill('');
    await projects.getByRole('option', { name: 'Bug triage' }).waitFor();
    // A closed project takes no new items: it is not offered.
    expect(await projects.getByRole('option', { name: '2025 planning' }).count()).toBe(0);
    await closeWithEscape(page, projects);
    await sidebarSection(page, 'Projects').getByRole('link', { name: 'Roadmap' }).waitFor();
    await expect.poll(async () => (await stored(api, issue.id)).projects).toEqual(['Roadmap']);
    await gear(page, 'Projects').click();
    await projects.getByRole('option', { name: 'Bug triage' }).waitFor();
    await choose(projects.getByRole('option', { name: 'Roadmap' }));
    await closeWithEscape(page, projects);
    await sidebarSection(page, 'Projects').getByText('No projects').waitFor();
    await expect.poll(async () => (await stored(api, issue.id)).projects).toEqual([]);

    await gear(page, 'Milestone').click();
    const milestones = panel(page, 'Set milestone');
    const askedMilestones = candidatesAsked(page, 'MilestoneMenuQuery', 'v2.1');
    await filterMenu(milestones, 'Filter milestones', 'v2.1');
    await askedMilestones;
    await choose(milestones.getByRole('option', { name: /^v2\.1/ }));
    await sidebarSection(page, 'Milestone').getByRole('link', { name: 'v2.1' }).waitFor();
    await expect.poll(async () => (await stored(api, issue.id)).milestone).toBe('v2.1');
    await gear(page, 'Milestone').click();
    await milestones.getByRole('option', { name: /^Backlog/ }).waitFor();
    await choose(milestones.getByRole('option', { name: /^v2\.1/ }));
    await sidebarSection(page, 'Milestone').getByText('No milestone').waitFor();
    await expect.poll(async () => (await stored(api, issue.id)).milestone).toBeNull();
  });

  it('Relationships: sets and removes the parent, adds, creates, reorders and removes sub-issues, and marks blockers', async ({
    page,
    api,
  }) => {
    const word = `${RUN}rel`;
    const issue = await issues.create(api, `Relationships ${word} main`);
    const parent = await issues.create(api, `Relationships ${word} parent`);
    const first = await issues.create(api, `Relationships ${word} first child`);
    const second = await issues.create(api, `Relationships ${word} second child`);
    const blocker = await issues.create(api, `Relationships ${word} blocker`);
    const blocked = await issues.create(api, `Relationships ${word} blocked`);
    await openIssue(page, issue.number);
    const section = sidebarSection(page, 'Relationships');
    expect(await section.innerText()).toContain('None yet');

    /** Picks `target` through a gear menu item and the issue search it opens (titled as GitHub's). */
    const pick = async (item: string, target: CreatedIssue) => {
      await gear(page, 'Relationships').click();
      await choose(page.getByRole('menuitem', { name: item }));
      const search = panel(page, item === 'Add existing issue as sub-issue' ? 'Add sub-issue' : item);
      const asked = page.waitForRequest((request) => isRequestFor(request, persistedIds('RelationshipsMenuSearchQuery')));
      await filterMenu(search, 'Search issues', target.title);
      await asked;
      await choose(search.getByRole('option', { name: `${target.title} #${target.number}` }));
      await search.waitFor({ state: 'detached' });
    };
    const listed = (name: string) => linkNames(section.getByRole('list', { name }));

    await pick('Add parent issue', parent);
    await section.getByRole('link', { name: `${parent.title} #${parent.number}` }).waitFor();
    await pick('Add existing issue as sub-issue', first);
    await pick('Add existing issue as sub-issue', second);
    await gear(page, 'Relationships').click();
    await choose(page.getByRole('menuitem', { name: 'Create sub-issue' }));
    const dialog = page.getByRole('dialog', { name: 'Create sub-issue' });
    const createdTitle = `Relationships ${word} created child`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(createdTitle);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect
      .poll(() => listed('Sub-issues'))
      .toEqual([
        `${first.title} #${first.number}`,
        `${second.title} #${second.number}`,
        expect.stringMatching(new RegExp(`^${createdTitle} #\\d+$`)),
      ]);
    const afterCreate = await stored(api, issue.id);
    const made = afterCreate.subIssues.find((child) => child.title === createdTitle);
    if (!made) throw new Error('The created sub-issue is not stored');
    issues.track(made.id);
    expect(afterCreate.parent).toBe(parent.number);
    expect(await section.innerText()).toContain('0 of 3 (0%)');

    // The second child moves up; the created one goes.
    await section.getByRole('button', { name: `Options for sub-issue #${second.number}` }).click();
    await choose(page.getByRole('menuitem', { name: 'Move up' }));
    await expect
      .poll(async () => (await stored(api, issue.id)).subIssues.map((child) => child.number))
      .toEqual([second.number, first.number, made.number]);
    await section.getByRole('button', { name: `Options for sub-issue #${made.number}` }).click();
    await choose(page.getByRole('menuitem', { name: 'Remove sub-issue' }));
    await expect
      .poll(async () => (await stored(api, issue.id)).subIssues.map((child) => child.number))
      .toEqual([second.number, first.number]);
    expect(await listed('Sub-issues')).toEqual([`${second.title} #${second.number}`, `${first.title} #${first.number}`]);

    await pick('Mark as blocked by', blocker);
    await pick('Mark as blocking', blocked);
    await expect.poll(() => listed('Blocked by')).toEqual([`${blocker.title} #${blocker.number}`]);
    await expect.poll(() => listed('Blocking')).toEqual([`${blocked.title} #${blocked.number}`]);
    await expect
      .poll(async () => {
        const now = await stored(api, issue.id);
        return [now.blockedBy, now.blocking];
      })
      .toEqual([[blocker.number], [blocked.number]]);

    await section.getByRole('button', { name: `Options for blocked-by issue #${blocker.number}` }).click();
    await choose(page.getByRole('menuitem', { name: 'Remove blocked by' }));
    await section.getByRole('button', { name: `Options for blocked issue #${blocked.number}` }).click();
    await choose(page.getByRole('menuitem', { name: 'Remove blocking' }));
    await gear(page, 'Relationships').click();
    await choose(page.getByRole('menuitem', { name: 'Remove parent issue' }));
    await expect
      .poll(async () => {
        const now = await stored(api, issue.id);
        return [now.parent, now.blockedBy, now.blocking];
      })
      .toEqual([null, [], []]);
    expect(await section.getByRole('list', { name: 'Blocked by' }).count()).toBe(0);
    expect(await section.getByRole('link', { name: `${parent.title} #${parent.number}` }).count()).toBe(0);
  });

  it('Development lists the pull requests that close the issue, with no gear', async ({ page, api }) => {
    const { search } = await api<{
      search: { nodes: { number: number; closedByPullRequestsReferences: { nodes: { title: string }[] } }[] };
    }>(
      '{ search(type: ISSUE, query: "repo:octo-org/hello-world is:issue linked:pr", first: 1) { nodes { ... on Issue { number closedByPullRequestsReferences(first: 5, includeClosedPrs: true) { nodes { title } } } } } }',
    );
    const linked = search.nodes[0];
    const pullRequest = linked?.closedByPullRequestsReferences.nodes[0];
    if (!linked || !pullRequest) throw new Error('The demo data has no hello-world issue with a linked pull request');
    await openIssue(page, linked.number);
    const development = sidebarSection(page, 'Development');
    const list = development.getByRole('list', { name: 'Linked pull requests' });
    await list.getByRole('link', { name: new RegExp(pullRequest.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    expect(await development.getByRole('button').count()).toBe(0);
  });

  it('Notifications: Unsubscribe and Subscribe, as the server stores them, and the participants', async ({ page, api, signedInAs }) => {
    const issue = await issues.create(api, `Notifications ${RUN}`);
    await openIssue(page, issue.number);
    const notifications = sidebarSection(page, 'Notifications');
    // The author is subscribed.
    await notifications.getByText("You're receiving notifications because you're subscribed to this thread.").waitFor();
    await notifications.getByRole('button', { name: 'Unsubscribe' }).click();
    await notifications.getByText("You're not receiving notifications from this thread.").waitFor();
    const subscription = async () =>
      (
        await api<{ node: { viewerSubscription: string } }>('query($id: ID!) { node(id: $id) { ... on Issue { viewerSubscription } } }', {
          id: issue.id,
        })
      ).node.viewerSubscription;
    await expect.poll(subscription).toBe('UNSUBSCRIBED');
    await notifications.getByRole('button', { name: 'Subscribe' }).click();
    await notifications.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await expect.poll(subscription).toBe('SUBSCRIBED');

    const participants = sidebarSection(page, '1 participant');
    expect(await participants.getByRole('img').getAttribute('alt')).toBe('monalisa');
    // Someone else comments: the page counts them in (live, without a reload).
    const other = await signedInAs(TRIAGER);
    await other.api('mutation($id: ID!) { addComment(input: { subjectId: $id, body: "Joining in" }) { clientMutationId } }', {
      id: issue.id,
    });
    const two = sidebarSection(page, '2 participants');
    await two.waitFor();
    expect(
      await two
        .getByRole('list', { name: 'Participants' })
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['monalisa', TRIAGER]);
  });

  it('has no Type section, nor an empty Type menu, in a repository without issue types', async ({ page, api }) => {
    // monalisa/notes is the demo account's own repository: issue types belong to organisations.
    const { repository } = await api<{ repository: { id: string; issueTypes: null } }>(
      '{ repository(owner: "monalisa", name: "notes") { id issueTypes(first: 1) { totalCount } } }',
    );
    expect(repository.issueTypes).toBeNull();
    const { createIssue } = await api<{ createIssue: { issue: { id: string; number: number } } }>(
      'mutation($repositoryId: ID!) { createIssue(input: { repositoryId: $repositoryId, title: "No issue types here" }) { issue { id number } } }',
      { repositoryId: repository.id },
    );
    issues.track(createIssue.issue.id);
    await page.goto(`/monalisa/notes/issues/${createIssue.issue.number}`);
    await sidebarSection(page, 'Milestone').waitFor();
    expect(await issueDetails(page).getByRole('region', { name: 'Type' }).count()).toBe(0);
    expect(await issueDetails(page).getByRole('button', { name: 'Edit Type' }).count()).toBe(0);
    // The other menus are there for the owner.
    for (const heading of ['Assignees', 'Labels', 'Projects', 'Milestone', 'Relationships'])
      expect(await gear(page, heading).count()).toBe(1);
  });
});

describe('sidebar keyboard shortcuts', () => {
  it('a, l and m open the Assignees, Labels and Milestone menus, but not while typing, and not for a reader', async ({
    page,
    api,
    signedInAs,
  }) => {
    const issue = await issues.create(api, `Sidebar keys ${RUN}`);
    await openIssue(page, issue.number);
    for (const [key, title] of [
      ['a', 'Assign up to 10 people to this issue'],
      ['l', 'Apply labels to this issue'],
      ['m', 'Set milestone'],
    ] as const) {
      await page.keyboard.press(key);
      const menu = panel(page, title);
      await menu.waitFor();
      // The filter has the focus, ready for typing.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
      await closeWithEscape(page, menu);
    }
    expect(await gear(page, 'Assignees').getAttribute('aria-keyshortcuts')).toBe('a');
    const comment = page.getByRole('form', { name: 'Add a comment' }).getByRole('textbox', { name: 'Comment' });
    await comment.fill('');
    await comment.pressSequentially('alm');
    expect(await comment.inputValue()).toBe('alm');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await comment.fill('');

    const reader = await signedInAs(READER);
    await openIssue(reader.page, issue.number);
    await reader.page.keyboard.press('a');
    await reader.page.keyboard.press('l');
    await reader.page.waitForLoadState('networkidle');
    expect(await reader.page.getByRole('dialog').count()).toBe(0);
  });
});

describe('what each role may change', () => {
  it('a triager changes the assignees, labels, type, projects, milestone and relationships of an issue they did not write', async ({
    api,
    signedInAs,
  }) => {
    const issue = await issues.create(api, `Triage ${RUN}`);
    const child = await issues.create(api, `Triage ${RUN} child`);
    const { page } = await signedInAs(TRIAGER);
    await openIssue(page, issue.number);
    for (const heading of ['Assignees', 'Labels', 'Type', 'Projects', 'Milestone', 'Relationships'])
      expect(await gear(page, heading).count()).toBe(1);

    await sidebarSection(page, 'Assignees').getByRole('button', { name: 'Assign yourself' }).click();
    await gear(page, 'Labels').click();
    const labels = panel(page, 'Apply labels to this issue');
    await filterMenu(labels, 'Filter labels', 'needs triage');
    await choose(labels.getByRole('option', { name: 'needs triage' }));
    await closeWithEscape(page, labels);
    await gear(page, 'Type').click();
    await choose(panel(page, 'Select an issue type').getByRole('option', { name: /^Feature/ }));
    await gear(page, 'Projects').click();
    const projects = panel(page, 'Add to projects');
    await choose(projects.getByRole('option', { name: 'Roadmap' }));
    await closeWithEscape(page, projects);
    await gear(page, 'Milestone').click();
    await choose(panel(page, 'Set milestone').getByRole('option', { name: /^Backlog/ }));
    await gear(page, 'Relationships').click();
    await choose(page.getByRole('menuitem', { name: 'Add existing issue as sub-issue' }));
    const search = panel(page, 'Add sub-issue');
    await filterMenu(search, 'Search issues', child.title);
    await choose(search.getByRole('option', { name: `${child.title} #${child.number}` }));

    await expect
      .poll(async () => {
        const now = await stored(api, issue.id);
        return { ...now, subIssues: now.subIssues.map((sub) => sub.number) };
      })
      .toEqual({
        assignees: [TRIAGER],
        labels: ['needs triage'],
        type: 'Feature',
        milestone: 'Backlog',
        projects: ['Roadmap'],
        parent: null,
        subIssues: [child.number],
        blockedBy: [],
        blocking: [],
      });
  });

  it("the issue's author without rights has no gear for assignees, labels, type, projects or milestone, relates their own issues only, and subscribes", async ({
    api,
    signedInAs,
  }) => {
    const author = await signedInAs(OUTSIDER);
    const word = `${RUN}own`;
    const issue = await issues.create(author.api, `Outside ${word} main`);
    const own = await issues.create(author.api, `Outside ${word} mine`);
    const others = await issues.create(api, `Outside ${word} not mine`);
    const { page } = author;
    await openIssue(page, issue.number);
    for (const heading of ['Assignees', 'Labels', 'Type', 'Projects', 'Milestone']) {
      await sidebarSection(page, heading).waitFor();
      expect(await gear(page, heading).count()).toBe(0);
    }
    expect(await sidebarSection(page, 'Assignees').getByRole('button').count()).toBe(0);

    // Relationships: their own issues only.
    await gear(page, 'Relationships').click();
    await choose(page.getByRole('menuitem', { name: 'Add existing issue as sub-issue' }));
    const search = panel(page, 'Add sub-issue');
    await filterMenu(search, 'Search issues', word);
    await search.getByRole('option', { name: `${own.title} #${own.number}` }).waitFor();
    expect(await optionNames(search)).toEqual([`${own.title} #${own.number}`]);
    await choose(search.getByRole('option', { name: `${own.title} #${own.number}` }));
    await sidebarSection(page, 'Relationships')
      .getByRole('list', { name: 'Sub-issues' })
      .getByRole('link', { name: `${own.title} #${own.number}` })
      .waitFor();
    await expect.poll(async () => (await stored(api, issue.id)).subIssues.map((sub) => sub.number)).toEqual([own.number]);

    // Notifications: the author is subscribed and may leave.
    const notifications = sidebarSection(page, 'Notifications');
    await notifications.getByRole('button', { name: 'Unsubscribe' }).click();
    await notifications.getByRole('button', { name: 'Subscribe' }).waitFor();

    // The server refuses the same changes.
    const { repository } = await api<{ repository: { label: { id: string } } }>(
      '{ repository(owner: "octo-org", name: "hello-world") { label(name: "bug") { id } } }',
    );
    await expect(
      author.api(
        'mutation($id: ID!, $label: ID!) { addLabelsToLabelable(input: { labelableId: $id, labelIds: [$label] }) { clientMutationId } }',
        {
          id: issue.id,
          label: repository.label.id,
        },
      ),
    ).rejects.toThrow(/"code":"FORBIDDEN"/);
    await expect(
      author.api('mutation($id: ID!, $sub: ID!) { addSubIssue(input: { issueId: $id, subIssueId: $sub }) { clientMutationId } }', {
        id: issue.id,
        sub: others.id,
      }),
    ).rejects.toThrow(/"code":"FORBIDDEN"/);
  });

  it('a reader sees no gear and no "Assign yourself", subscribes, and the server refuses labels and assignees with FORBIDDEN', async ({
    api,
    signedInAs,
  }) => {
    const issue = await issues.create(api, `Reader ${RUN}`);
    const reader = await signedInAs(READER);
    const { page } = reader;
    await openIssue(page, issue.number);
    await sidebarSection(page, 'Notifications').waitFor();
    expect(
      await issueDetails(page)
        .getByRole('button', { name: /^Edit / })
        .count(),
    ).toBe(0);
    expect(await sidebarSection(page, 'Assignees').innerText()).toContain('No one assigned');
    expect(await sidebarSection(page, 'Relationships').getByRole('button').count()).toBe(0);

    const notifications = sidebarSection(page, 'Notifications');
    await notifications.getByRole('button', { name: 'Subscribe' }).click();
    await notifications.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await expect
      .poll(
        async () =>
          (
            await reader.api<{ node: { viewerSubscription: string } }>(
              'query($id: ID!) { node(id: $id) { ... on Issue { viewerSubscription } } }',
              { id: issue.id },
            )
          ).node.viewerSubscription,
      )
      .toBe('SUBSCRIBED');

    const { repository, user } = await api<{ repository: { label: { id: string } }; user: { id: string } }>(
      `{ repository(owner: "octo-org", name: "hello-world") { label(name: "bug") { id } } user(login: "${READER}") { id } }`,
    );
    await expect(
      reader.api(
        'mutation($id: ID!, $label: ID!) { addLabelsToLabelable(input: { labelableId: $id, labelIds: [$label] }) { clientMutationId } }',
        {
          id: issue.id,
          label: repository.label.id,
        },
      ),
    ).rejects.toThrow(/"code":"FORBIDDEN"/);
    await expect(
      reader.api(
        'mutation($id: ID!, $user: ID!) { addAssigneesToAssignable(input: { assignableId: $id, assigneeIds: [$user] }) { clientMutationId } }',
        {
          id: issue.id,
          user: user.id,
        },
      ),
    ).rejects.toThrow(/"code":"FORBIDDEN"/);
    expect(await stored(api, issue.id)).toMatchObject({ labels: [], assignees: [] });
  });
});

describe('accessibility', () => {
  /** An issue with something in each list of the sidebar (a label, an assignee, a sub-issue). */
  async function furnishedIssue(api: Api, title: string): Promise<CreatedIssue> {
    const issue = await issues.create(api, title);
    const child = await issues.create(api, `${title} child`);
    const { viewer, repository } = await api<{ viewer: { id: string }; repository: { label: { id: string } } }>(
      '{ viewer { id } repository(owner: "octo-org", name: "hello-world") { label(name: "bug") { id } } }',
    );
    await api(
      `mutation($id: ID!, $label: ID!, $user: ID!, $child: ID!) {
        addLabelsToLabelable(input: { labelableId: $id, labelIds: [$label] }) { clientMutationId }
        addAssigneesToAssignable(input: { assignableId: $id, assigneeIds: [$user] }) { clientMutationId }
        addSubIssue(input: { issueId: $id, subIssueId: $child }) { clientMutationId }
      }`,
      { id: issue.id, label: repository.label.id, user: viewer.id, child: child.id },
    );
    return issue;
  }

  // Primer's options put a description right after the name with no space between them; axe joins
  // the two texts ('amara-okafor' + 'Amara Okafor') and so never finds the visible text in the name.
  // Each option is named by its name and described by its description, as it should be.
  // With a menu open only the menu (Primer's portal) and the sidebar are checked again: the rest of
  // the page is as the run without a menu found it.
  const withMenu = {
    settle: true,
    include: ['#__primerPortalRoot__', 'aside[aria-label="Issue details"]'],
    disableRules: ['label-content-name-mismatch'],
  };
  const MENUS: [heading: string, title: string][] = [
    ['Assignees', 'Assign up to 10 people to this issue'],
    ['Labels', 'Apply labels to this issue'],
    ['Type', 'Select an issue type'],
    ['Projects', 'Add to projects'],
    ['Milestone', 'Set milestone'],
  ];

  it.for(['light', 'dark'] as const)(
    'has no serious violations on the issue page with each gear menu open, in %s mode',
    { timeout: 90_000 },
    async (colorScheme, { signedInAs, api }) => {
      const issue = await furnishedIssue(api, `Accessible sidebar ${colorScheme} ${RUN}`);
      const { page } = await signedInAs('monalisa', { colorScheme });
      page.setDefaultTimeout(10_000);
      await openIssue(page, issue.number);
      expect(await seriousViolations(page, { settle: true }), 'the page').toEqual([]);
      for (const [heading, title] of MENUS) {
        await gear(page, heading).click();
        const menu = panel(page, title);
        await options(menu).first().waitFor();
        expect(await seriousViolations(page, withMenu), heading).toEqual([]);
        await closeWithEscape(page, menu);
      }
      await gear(page, 'Relationships').click();
      await page.getByRole('menu', { name: 'Edit Relationships' }).waitFor();
      expect(await seriousViolations(page, withMenu), 'Relationships').toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('menu', { name: 'Edit Relationships' }).waitFor({ state: 'detached' });
    },
  );

  it(
    'has no serious violations in the side panel, which holds the same sidebar, in light and dark mode',
    { timeout: 60_000 },
    async ({ page, api }) => {
      const issue = await furnishedIssue(api, `Accessible side panel ${RUN}`);
      await page.goto(`${REPO}/issues?issue=${encodeURIComponent(`octo-org|hello-world|${issue.number}`)}`);
      const sidePanel = page.getByRole('dialog', { name: `Issue #${issue.number} in octo-org/hello-world` });
      await gear(sidePanel, 'Labels').waitFor();
      expect(await linkNames(sidebarSection(sidePanel, 'Labels'))).toEqual(['bug']);
      expect(
        await page
          .locator('#__primerPortalRoot__')
          .getByRole('dialog', { name: `Issue #${issue.number} in octo-org/hello-world` })
          .count(),
      ).toBe(1);
      try {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          // The panel (in Primer's portal, as its menus): the list under it is the list specs' to check.
          expect(
            await seriousViolations(page, { settle: true, include: ['#__primerPortalRoot__'] }),
            `the side panel, ${colorScheme}`,
          ).toEqual([]);
          await gear(sidePanel, 'Labels').click();
          const menu = panel(page, 'Apply labels to this issue');
          await options(menu).first().waitFor();
          expect(await seriousViolations(page, withMenu), `the side panel's Labels menu, ${colorScheme}`).toEqual([]);
          await closeWithEscape(page, menu);
        }
      } finally {
        await page.emulateMedia({ colorScheme: 'light' });
      }
    },
  );
});
