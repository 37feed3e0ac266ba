import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations, settled } from '../support/axe.ts';
import { baseUrl, it, type Api } from '../support/test.ts';

/** Opens the first row of a repository list query and returns the issue's title and number. */
async function openFirst(page: Page, query: string): Promise<{ title: string; number: string }> {
  await page.goto(`/octo-org/hello-world/issues?q=${encodeURIComponent(query)}`);
  const link = page.getByTestId('issue-row').first().locator('a[data-row-title]');
  await link.waitFor();
  const title = (await link.textContent()) ?? '';
  const number = /\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
  await link.click();
  await page.getByRole('heading', { level: 1, name: `${title} #${number}` }).waitFor();
  return { title, number };
}

/**
 * Issues these tests create live in monalisa/notes, so the hello-world lists other suites read keep
 * their rows (octo-org's private repositories need a single sign-on session the demo account does not hold).
 */
const TEST_REPO = '/monalisa/notes';

async function createIssue(api: Api, title: string): Promise<{ id: string; number: number }> {
  const { repository } = await api<{ repository: { id: string } }>('{ repository(owner: "monalisa", name: "notes") { id } }');
  const created = await api<{ createIssue: { issue: { id: string; number: number } } }>(
    'mutation($repositoryId: ID!, $title: String!) { createIssue(input: { repositoryId: $repositoryId, title: $title }) { issue { id number } } }',
    { repositoryId: repository.id, title },
  );
  return created.createIssue.issue;
}

/** Comments "Comment 1" … "Comment N", fifty to a request (one mutation field each). */
async function addComments(api: Api, issueId: string, count: number): Promise<void> {
  for (let first = 1; first <= count; first += 50) {
    const fields = Array.from({ length: Math.min(50, count - first + 1) }, (_, index) => {
      const n = first + index;
      return `c${n}: addComment(input: { subjectId: $id, body: "Comment ${n}" }) { clientMutationId }`;
    });
    await api(`mutation($id: ID!) { ${fields.join(' ')} }`, { id: issueId });
  }
}

const conversation = (page: Page) => page.getByRole('region', { name: 'Comments' });
const commentArticles = (page: Page) => conversation(page).getByRole('article');

describe('issue page', () => {
  it('opens from the list with its state, description, comments and sidebar', async ({ page }) => {
    const { number } = await openFirst(page, 'is:issue state:open comments:>2');
    expect(page.url()).toBe(`${baseUrl}/octo-org/hello-world/issues/${number}`);
    expect(await page.getByRole('img', { name: 'Open issue' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('article', { name: /^Description by / }).count()).toBe(1);
    // The timeline and sidebar follow the heading and body by a render (useSecondaryParts).
    const comments = page.getByRole('region', { name: 'Comments' }).getByRole('article');
    await comments.first().waitFor();
    await page.getByRole('complementary', { name: 'Issue details' }).waitFor();
    expect(await comments.count()).toBeGreaterThanOrEqual(3);
    expect(await comments.count()).toBeLessThanOrEqual(15);
    const sidebar = page.getByRole('complementary', { name: 'Issue details' });
    for (const heading of ['Assignees', 'Labels', 'Type', 'Projects', 'Milestone', 'Relationships']) {
      expect(await sidebar.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
    }
  });

  it('adds a comment, refusing a blank one', async ({ page }) => {
    await openFirst(page, 'is:issue state:open');
    const form = page.getByRole('form', { name: 'Add a comment' });
    await form.getByRole('button', { name: 'Comment', exact: true }).click();
    expect(await form.getByRole('alert').textContent()).toBe('Comment cannot be blank.');
    const text = `A comment from the browser test ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Comment' }).fill(text);
    await form.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.getByRole('region', { name: 'Comments' }).getByText(text).waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('textarea[name="body"]')?.value === '');
    // The new comment ends the conversation.
    expect(await page.getByRole('region', { name: 'Comments' }).getByRole('article').last().textContent()).toContain(text);
  });

  it('goes to the pull request route for a pull request number, and shows 404 for a missing number', async ({ page }) => {
    await page.goto('/octo-org/hello-world/issues?q=is%3Apr');
    const link = page.getByTestId('issue-row').first().locator('a[data-row-title]');
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    const number = /\/(\d+)$/.exec(href)?.[1] ?? '';
    expect(href).toBe(`/octo-org/hello-world/pull/${number}`);
    await page.goto(`/octo-org/hello-world/issues/${number}`);
    await page.waitForURL(`${baseUrl}/octo-org/hello-world/pull/${number}`);
    await page.goto('/octo-org/hello-world/issues/999999');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});

describe('issue timeline', () => {
  it('shows what happened as events among the comments, the projects in the sidebar, without axe violations', async ({ page, api }) => {
    const issue = await createIssue(api, `Timeline events ${Date.now()}`);
    const { viewer, repository, organization } = await api<{
      viewer: { id: string };
      repository: { labels: { nodes: { id: string; name: string }[] } };
      organization: { projectsV2: { nodes: { id: string; title: string }[] } };
    }>(
      '{ viewer { id } repository(owner: "monalisa", name: "notes") { labels(first: 1) { nodes { id name } } } organization(login: "octo-org") { projectsV2(first: 10) { nodes { id title } } } }',
    );
    const label = repository.labels.nodes[0];
    const roadmap = organization.projectsV2.nodes.find((project) => project.title === 'Roadmap');
    if (!label || !roadmap) throw new Error('The demo data has no label in monalisa/notes or no Roadmap project');
    await api(
      'mutation($id: ID!, $labelId: ID!) { addLabelsToLabelable(input: { labelableId: $id, labelIds: [$labelId] }) { clientMutationId } }',
      {
        id: issue.id,
        labelId: label.id,
      },
    );
    await addComments(api, issue.id, 1);
    await api(
      'mutation($id: ID!, $userId: ID!) { addAssigneesToAssignable(input: { assignableId: $id, assigneeIds: [$userId] }) { clientMutationId } }',
      {
        id: issue.id,
        userId: viewer.id,
      },
    );
    await api('mutation($id: ID!) { updateIssue(input: { id: $id, title: "Renamed by the test" }) { clientMutationId } }', {
      id: issue.id,
    });
    await api(
      'mutation($projectId: ID!, $id: ID!) { addProjectV2ItemById(input: { projectId: $projectId, contentId: $id }) { clientMutationId } }',
      {
        projectId: roadmap.id,
        id: issue.id,
      },
    );
    await api('mutation($id: ID!) { closeIssue(input: { issueId: $id, stateReason: NOT_PLANNED }) { clientMutationId } }', {
      id: issue.id,
    });

    await page.goto(`${TEST_REPO}/issues/${issue.number}`);
    await page.getByRole('heading', { level: 1, name: `Renamed by the test #${issue.number}` }).waitFor();
    const text = (await conversation(page).innerText()).replace(/\s+/g, ' ');
    for (const words of [
      `monalisa added the ${label.name} label`,
      'monalisa self-assigned this',
      'monalisa changed the title Timeline events',
      'Renamed by the test',
      'monalisa added this to Roadmap',
      'monalisa closed this as not planned',
    ]) {
      expect(text).toContain(words);
    }
    // Comments and events in the order they happened.
    expect(text.indexOf('added the')).toBeLessThan(text.indexOf('Comment 1'));
    expect(text.indexOf('Comment 1')).toBeLessThan(text.indexOf('self-assigned'));
    expect(text.indexOf('added this to Roadmap')).toBeLessThan(text.indexOf('closed this as not planned'));

    const sidebar = page.getByRole('complementary', { name: 'Issue details' });
    const projects = sidebar.getByRole('region', { name: 'Projects' });
    expect(await projects.getByRole('link', { name: 'Roadmap' }).count()).toBe(1);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    // An issue in no project says so.
    const plain = await createIssue(api, `No projects ${Date.now()}`);
    await page.goto(`${TEST_REPO}/issues/${plain.number}`);
    await sidebar.getByRole('region', { name: 'Projects' }).waitFor();
    expect(await sidebar.getByRole('region', { name: 'Projects' }).innerText()).toMatch(/No projects/);
  });

  it('shows the first 15 items, then loads pages of 150 with timeline_page, keeping earlier items', async ({ page, api }) => {
    const issue = await createIssue(api, `Long conversation ${Date.now()}`);
    await addComments(api, issue.id, 170);
    const path = `${TEST_REPO}/issues/${issue.number}`;

    await page.goto(path);
    await commentArticles(page).first().waitFor();
    expect(await commentArticles(page).count()).toBe(15);
    expect(await conversation(page).getByText('155 remaining items').count()).toBe(1);
    // Page 1 (items 16–165) loads in place: it is the page without the parameter.
    await conversation(page).getByRole('button', { name: 'Load more…' }).click();
    await conversation(page).getByText('Comment 165', { exact: true }).waitFor();
    expect(await commentArticles(page).count()).toBe(165);
    expect(new URL(page.url()).search).toBe('');
    expect(await conversation(page).getByText('5 remaining items').count()).toBe(1);
    // The next page moves the address to timeline_page=2; what was loaded stays.
    await conversation(page).getByRole('button', { name: 'Load more…' }).click();
    await page.waitForURL(`${baseUrl}${path}?timeline_page=2`);
    await conversation(page).getByText('Comment 170', { exact: true }).waitFor();
    expect(await commentArticles(page).count()).toBe(170);
    expect(await conversation(page).getByText('Comment 16', { exact: true }).count()).toBe(1);
    expect(await conversation(page).getByRole('button', { name: 'Load more…' }).count()).toBe(0);

    // Opened at timeline_page=2: the first 15, the 150 items in between behind a control, then items 166–170.
    await page.goto(`${path}?timeline_page=2`);
    await conversation(page).getByText('Comment 166', { exact: true }).waitFor();
    expect(await commentArticles(page).count()).toBe(20);
    expect(await conversation(page).getByText('Comment 16', { exact: true }).count()).toBe(0);
    expect(await conversation(page).getByText('150 hidden items').count()).toBe(1);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await conversation(page).getByRole('button', { name: 'Load more…' }).click();
    await conversation(page).getByText('Comment 16', { exact: true }).waitFor();
    expect(await commentArticles(page).count()).toBe(170);
    expect(new URL(page.url()).searchParams.get('timeline_page')).toBe('2');

    // Anything but an integer above 1 is ignored.
    await page.goto(`${path}?timeline_page=abc`);
    await commentArticles(page).first().waitFor();
    expect(await commentArticles(page).count()).toBe(15);
    expect(await conversation(page).getByText('155 remaining items').count()).toBe(1);
  });

  it("adds and removes the viewer's reaction on the description and on a comment, and the counts persist", async ({ page, api }) => {
    const issue = await createIssue(api, `Reactions ${Date.now()}`);
    await addComments(api, issue.id, 1);
    await page.goto(`${TEST_REPO}/issues/${issue.number}`);
    const description = page.getByRole('article', { name: /^Description by / });
    await description.waitFor();
    expect(await description.getByRole('button', { name: /^React with/ }).count()).toBe(0);

    await description.getByRole('button', { name: 'Add or remove reactions' }).click();
    const picker = page.getByRole('menu');
    await picker.waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await picker.getByRole('menuitemcheckbox', { name: 'Thumbs up' }).click();
    const thumbs = description.getByRole('button', { name: 'React with 👍, 1 reaction' });
    await thumbs.waitFor();
    expect(await thumbs.getAttribute('aria-pressed')).toBe('true');

    const comment = page.getByRole('article', { name: 'Comment by monalisa' });
    await comment.getByRole('button', { name: 'Add or remove reactions' }).click();
    await page.getByRole('menu').getByRole('menuitemcheckbox', { name: 'Rocket' }).click();
    await comment.getByRole('button', { name: 'React with 🚀, 1 reaction' }).waitFor();
    // Let both writes finish before reloading.
    await page.waitForLoadState('networkidle');

    await page.reload();
    await description.getByRole('button', { name: 'React with 👍, 1 reaction' }).waitFor();
    expect(await description.getByRole('button', { name: 'React with 👍, 1 reaction' }).getAttribute('aria-pressed')).toBe('true');
    expect(await comment.getByRole('button', { name: 'React with 🚀, 1 reaction' }).getAttribute('aria-pressed')).toBe('true');
    // Pressed reaction buttons pass axe too (their names hold the count they show).
    expect(await seriousViolations(page)).toEqual([]);

    // Pressing a pressed reaction takes it back.
    await description.getByRole('button', { name: 'React with 👍, 1 reaction' }).click();
    await description.getByRole('button', { name: /^React with 👍/ }).waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await page.reload();
    await comment.getByRole('button', { name: 'React with 🚀, 1 reaction' }).waitFor();
    expect(await description.getByRole('button', { name: /^React with/ }).count()).toBe(0);
  });
});

describe('side panel', () => {
  it('opens ?issue=owner|repo|number over the list, links to full screen, closes, and follows back and forward', async ({ page }) => {
    await page.goto('/octo-org/hello-world/issues');
    const link = page.getByTestId('issue-row').nth(1).locator('a[data-row-title]');
    await link.waitFor();
    const title = (await link.textContent()) ?? '';
    const number = /\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
    await page.goto(`/octo-org/hello-world/issues?issue=${encodeURIComponent(`octo-org|hello-world|${number}`)}`);
    const panel = page.getByRole('dialog', { name: `Issue #${number} in octo-org/hello-world` });
    await panel.getByRole('heading', { level: 2, name: `${title} #${number}` }).waitFor({ timeout: 8000 });
    expect(await panel.getByRole('link', { name: 'Open full screen' }).getAttribute('href')).toBe(`/octo-org/hello-world/issues/${number}`);
    // The list stays under the panel.
    await page.getByTestId('issue-row').first().waitFor();
    expect(await page.getByTestId('issue-row').count()).toBe(25);
    // Escape closes it, as the Close button does.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached', timeout: 8000 });
    expect(new URL(page.url()).searchParams.has('issue')).toBe(false);
    await page.goBack();
    await panel.getByRole('heading', { level: 2, name: `${title} #${number}` }).waitFor({ timeout: 8000 });
    await page.goForward();
    await panel.waitFor({ state: 'detached', timeout: 8000 });
  });

  it('ignores a malformed issue parameter', async ({ page }) => {
    await page.goto(`/octo-org/hello-world/issues?issue=${encodeURIComponent('octo-org|hello-world|abc')}`);
    await page.getByTestId('issue-row').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("opens an issue's sub-issue in the side panel of the issue page", async ({ page }) => {
    await page.goto('/octo-org/hello-world/issues?q=is%3Aissue+has%3Asub-issues');
    const link = page.getByTestId('issue-row').first().locator('a[data-row-title]');
    await link.waitFor();
    const pageTitle = (await link.textContent()) ?? '';
    await link.click();
    const relationships = page.getByRole('complementary', { name: 'Issue details' });
    const sub = relationships.getByRole('list', { name: 'Sub-issues' }).getByRole('link').first();
    await sub.waitFor();
    const subTitle = (await sub.textContent()) ?? '';
    await sub.click();
    const panel = page.getByRole('dialog', { name: /^Issue #\d+ in octo-org\/hello-world$/ });
    await panel.getByRole('heading', { level: 2, name: subTitle }).waitFor();
    // The page's own issue stays under the panel.
    expect(
      await page
        .locator('main')
        .getByRole('heading', { level: 1, name: new RegExp(`^${pageTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} #`) })
        .count(),
    ).toBe(1);
  });
});

describe('in-page navigation', () => {
  it('preloads an issue before navigating within the page, and loads the page itself when the preload fails', async ({ page }) => {
    await page.goto('/octo-org/hello-world/issues?q=is%3Aissue');
    const link = page.getByTestId('issue-row').first().locator('a[data-row-title]');
    await link.waitFor();
    const title = (await link.textContent()) ?? '';
    // A plain click: no document load, the page arrives with its data.
    let loads = 0;
    const countLoad = () => (loads += 1);
    page.on('load', countLoad);
    await link.click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} #`) }).waitFor();
    expect(loads).toBe(0);

    // The next preload fails: the browser loads the page instead.
    await page.goBack();
    const second = page.getByTestId('issue-row').nth(1).locator('a[data-row-title]');
    await second.waitFor();
    const href = (await second.getAttribute('href')) ?? '';
    let armed = true;
    await page.route('**/api/graphql', async (route) => {
      if (armed) {
        armed = false;
        await route.abort();
      } else await route.continue();
    });
    await second.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await page.getByRole('complementary', { name: 'Issue details' }).waitFor();
    expect(loads).toBe(1);
    page.off('load', countLoad);
    await page.unroute('**/api/graphql');
  });

  it("asks before leaving a page with an unsaved comment: 'Are you sure you want to leave? You have unsaved changes.'", async ({
    page,
  }) => {
    await page.goto('/octo-org/hello-world/issues?q=is%3Aissue+state%3Aopen+label%3Abug');
    await page.getByTestId('issue-row').first().locator('a[data-row-title]').click();
    const form = page.getByRole('form', { name: 'Add a comment' });
    await form.getByRole('textbox', { name: 'Comment' }).fill('Half a thought');
    const url = page.url();
    const label = page.getByRole('complementary', { name: 'Issue details' }).getByRole('link', { name: 'bug', exact: true });
    await label.click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Are you sure you want to leave? You have unsaved changes.');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(url);
    expect(await form.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('Half a thought');
    await label.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/octo-org\/hello-world\/issues\?q=/);
  });
});
