import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, it, type Api } from '../support/test.ts';

const OWNER = 'octo-org';
const NAME = 'hello-world';
const REPO = `/${OWNER}/${NAME}`;
const NEW = `${REPO}/issues/new`;
// Neither a collaborator nor a member of octo-org: reads the public hello-world and may open issues,
// but may not set labels, assignees, milestones, projects or types.
const READER = 'first-timer';

let counter = 0;
/** A title no other test or run uses. */
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

interface CreatedIssue {
  title: string;
  body: string;
  labels: { nodes: { name: string }[] };
  assignees: { nodes: { login: string }[] };
  milestone: { title: string } | null;
}

async function issue(api: Api, number: number): Promise<CreatedIssue> {
  const data = await api<{ repository: { issue: CreatedIssue } }>(
    `query($o: String!, $n: String!, $number: Int!) { repository(owner: $o, name: $n) { issue(number: $number) {
      title body labels(first: 20) { nodes { name } } assignees(first: 10) { nodes { login } } milestone { title } } } }`,
    { o: OWNER, n: NAME, number },
  );
  return data.repository.issue;
}

/** A new page of `context` on the new-issue form at `path`, for the test to close. */
async function openNewIssue(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Create new issue' }).waitFor();
  await page.getByRole('textbox', { name: /Add a title/ }).waitFor();
  return page;
}

/** Clicks Create and waits for the new issue's page; answers its number. */
async function create(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(new RegExp(`${REPO}/issues/\\d+$`));
  const number = Number(new URL(page.url()).pathname.split('/').pop());
  expect(number).toBeGreaterThan(0);
  return number;
}

async function openMilestoneTitle(api: Api): Promise<string> {
  const data = await api<{ repository: { milestones: { nodes: { title: string }[] } } }>(
    `query($o: String!, $n: String!) { repository(owner: $o, name: $n) { milestones(first: 1, states: [OPEN], orderBy: { field: DUE_DATE, direction: ASC }) { nodes { title } } } }`,
    { o: OWNER, n: NAME },
  );
  const title = data.repository.milestones.nodes[0]?.title;
  if (!title) throw new Error('hello-world has no open milestone');
  return title;
}

describe('new-issue page', () => {
  it('creates a blank issue, with a preview of its body', async ({ context, api }) => {
    const page = await openNewIssue(context, NEW);
    try {
      expect(await page.getByTestId('template-name').textContent()).toBe('Blank issue');
      expect(await page.getByRole('link', { name: 'Choose a different template' }).getAttribute('href')).toBe(`${NEW}/choose`);
      expect(await page.getByRole('link', { name: 'monalisa' }).getAttribute('href')).toBe('/monalisa');
      const title = uniqueTitle('Blank issue from e2e');
      await page.getByRole('textbox', { name: /Add a title/ }).fill(title);
      await page.getByRole('textbox', { name: 'Add a description' }).fill('Some **bold** words');
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.getByRole('tabpanel').locator('strong', { hasText: 'bold' }).waitFor();
      await page.getByRole('tab', { name: 'Write' }).click();
      const number = await create(page);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const created = await issue(api, number);
      expect(created.title).toBe(title);
      expect(created.body).toBe('Some **bold** words');
    } finally {
      await page.close();
    }
  });

  it('asks for a title before creating', async ({ context }) => {
    const page = await openNewIssue(context, NEW);
    try {
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Title is required.').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
      expect(page.url()).toBe(`${baseUrl}${NEW}`);
    } finally {
      await page.close();
    }
  });

  it('creates an issue from a markdown template with its title, body, labels and assignee', async ({ context, api }) => {
    const page = await openNewIssue(context, `${NEW}?template=documentation.md`);
    try {
      expect(await page.getByTestId('template-name').textContent()).toBe('Documentation');
      const titleBox = page.getByRole('textbox', { name: /Add a title/ });
      expect(await titleBox.inputValue()).toBe('[Docs] ');
      expect(await page.getByRole('textbox', { name: 'Add a description' }).inputValue()).toContain('**Which page is affected?**');
      const labels = page.getByRole('complementary', { name: 'Issue metadata' }).getByRole('region', { name: 'Labels' });
      await labels.getByText('documentation', { exact: true }).waitFor();
      await labels.getByText('good first issue', { exact: true }).waitFor();
      const title = uniqueTitle('[Docs] Typo on the start page');
      await titleBox.fill(title);
      const number = await create(page);
      const created = await issue(api, number);
      expect(created.title).toBe(title);
      expect(created.body).toContain('**Which page is affected?**');
      expect(created.labels.nodes.map((label) => label.name).sort()).toEqual(['documentation', 'good first issue']);
    } finally {
      await page.close();
    }
  });

  it('creates an issue from an issue form, asking for required fields first', async ({ context, api }) => {
    const page = await openNewIssue(context, `${NEW}?template=bug_report.yml`);
    try {
      expect(await page.getByTestId('template-name').textContent()).toBe('Bug report');
      // markdown, input, textarea (with a value), dropdowns (single with a default, multiple), textarea with render, checkboxes
      await page.getByText('Thanks for taking the time to fill out this bug report!').waitFor();
      expect(await page.getByRole('textbox', { name: 'Add a description' }).count()).toBe(0);
      const contact = page.getByRole('textbox', { name: /Contact details/ });
      expect(await contact.getAttribute('placeholder')).toBe('ex. email@example.com');
      const happened = page.getByRole('textbox', { name: /What happened\?/ });
      expect(await happened.inputValue()).toBe('A bug happened!');
      await page.getByText('This will be formatted into a shell code block').waitFor();
      await page.getByRole('button', { name: /Version.*Selection: 1\.2\.0 \(Default\)/ }).waitFor();

      await page.getByRole('textbox', { name: /Add a title/ }).fill(uniqueTitle('[Bug]: Crash on save'));
      await happened.fill('');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText('What happened? is required.').waitFor();
      await page
        .getByText(/Tick 'I agree to follow this project's Code of Conduct'/)
        .last()
        .waitFor();
      expect(await happened.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(NEW);

      await contact.fill('me@example.com');
      await happened.fill('The editor crashes when I press save.');
      // A multiple dropdown: each option toggles; reopen the menu if choosing closed it.
      const browsers = page.getByRole('button', { name: /What browsers are you seeing the problem on\?/ });
      for (const option of ['Chrome', 'Firefox']) {
        if ((await page.getByRole('menu').count()) === 0) await browsers.click();
        await page.getByRole('menuitemcheckbox', { name: option }).click();
      }
      if ((await page.getByRole('menu').count()) > 0) await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Selections: Firefox, Chrome/ }).waitFor();
      await page.getByRole('textbox', { name: /Relevant log output/ }).fill('TypeError: x is undefined');
      await page.getByRole('checkbox', { name: /I agree to follow this project's Code of Conduct/ }).check();
      const number = await create(page);
      const created = await issue(api, number);
      expect(created.body).toContain('The editor crashes when I press save.');
      expect(created.body).toContain('me@example.com');
      expect(created.body).toContain('1.2.0 (Default)');
      expect(created.body).toContain('Firefox, Chrome');
      expect(created.body).toContain('TypeError: x is undefined');
      expect(created.labels.nodes.map((label) => label.name).sort()).toEqual(['bug', 'needs triage']);
    } finally {
      await page.close();
    }
  });

  it('applies labels and a milestone from the address for monalisa, dropping unknown ones', async ({ context, api }) => {
    const milestone = await openMilestoneTitle(api);
    const title = uniqueTitle('Prefilled issue');
    const query = new URLSearchParams({
      title,
      body: 'From a link',
      labels: 'bug,area: ui,no-such-label',
      milestone,
      assignees: '@octocat',
    });
    const page = await openNewIssue(context, `${NEW}?${query.toString()}`);
    try {
      expect(await page.getByRole('textbox', { name: /Add a title/ }).inputValue()).toBe(title);
      const sidebar = page.getByRole('complementary', { name: 'Issue metadata' });
      await sidebar.getByRole('region', { name: 'Labels' }).getByText('area: ui', { exact: true }).waitFor();
      await sidebar.getByRole('region', { name: 'Milestone' }).getByText(milestone, { exact: true }).waitFor();
      const number = await create(page);
      const created = await issue(api, number);
      expect(created.body).toBe('From a link');
      expect(created.labels.nodes.map((label) => label.name).sort()).toEqual(['area: ui', 'bug']);
      expect(created.milestone?.title).toBe(milestone);
      expect(created.assignees.nodes.map((user) => user.login)).toEqual(['octocat']);
    } finally {
      await page.close();
    }
  });

  it('drops the metadata of a prefilled address for a reader and still creates the issue', async ({ api, signedInAs }) => {
    const milestone = await openMilestoneTitle(api);
    const reader = await signedInAs(READER);
    const title = uniqueTitle('Reader prefilled issue');
    const query = new URLSearchParams({ title, labels: 'bug', milestone, assignees: 'octocat' });
    const page = await openNewIssue(reader.context, `${NEW}?${query.toString()}`);
    try {
      expect(await page.getByRole('complementary', { name: 'Issue metadata' }).count()).toBe(0);
      const number = await create(page);
      const created = await issue(api, number);
      expect(created.title).toBe(title);
      expect(created.labels.nodes).toEqual([]);
      expect(created.milestone).toBeNull();
      expect(created.assignees.nodes).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("shows 'Template not found' and the blank form for an unknown template", async ({ context }) => {
    const page = await openNewIssue(context, `${NEW}?template=no-such-template.md`);
    try {
      await page.getByText('Template not found').waitFor();
      expect(await page.getByTestId('template-name').textContent()).toBe('Blank issue');
      await page.getByRole('textbox', { name: 'Add a description' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('says an archived repository is read-only and shows no form', async ({ context }) => {
    const page = await context.newPage();
    try {
      await page.goto('/octo-org/legacy-site/issues/new');
      await page.getByRole('heading', { name: 'This repository has been archived' }).waitFor();
      expect(await page.getByRole('button', { name: 'Create' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('picks a repository from the dashboard entry, then goes to its template chooser', async ({ context }) => {
    const page = await context.newPage();
    try {
      await page.goto('/issues/new');
      await page.getByRole('textbox', { name: 'Repository' }).fill('hello-world');
      await page
        .getByRole('list', { name: 'Repositories' })
        .getByRole('link', { name: `${OWNER}/${NAME}` })
        .click();
      await page.waitForURL(`${baseUrl}${NEW}/choose`);
      // Opened directly, the back link goes to the dashboard.
      await page.goto('/issues/new');
      expect(await page.getByRole('link', { name: 'Issues', exact: true }).last().getAttribute('href')).toBe('/issues');
    } finally {
      await page.close();
    }
  });

  it('keeps a back link named after the dashboard view it started from, through the picker, the chooser and the form', async ({
    context,
  }) => {
    const page = await context.newPage();
    try {
      await page.goto('/issues/assigned');
      await page.getByRole('link', { name: 'New issue' }).click();
      await page.waitForURL(`${baseUrl}/issues/new`);
      const back = () => page.getByRole('main').getByRole('link', { name: 'Assigned to me' });
      await back().waitFor();
      await page.getByRole('textbox', { name: 'Repository' }).fill('hello-world');
      await page
        .getByRole('list', { name: 'Repositories' })
        .getByRole('link', { name: `${OWNER}/${NAME}` })
        .click();
      await page.waitForURL(`${baseUrl}${NEW}/choose`);
      await back().waitFor();
      await page.getByRole('link', { name: 'Get started' }).first().click();
      await page.waitForURL((url) => url.pathname === NEW);
      await back().click();
      await page.waitForURL(`${baseUrl}/issues/assigned`);
    } finally {
      await page.close();
    }
  });
});

describe('new-issue accessibility', () => {
  it('has no serious or critical violations on the template chooser', async ({ context }) => {
    const page = await context.newPage();
    try {
      await page.goto(`${NEW}/choose`);
      await page.getByRole('list', { name: 'Issue templates' }).waitFor();
      expect(await seriousViolations(page, { settle: true })).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('has no serious or critical violations on the blank new-issue form', async ({ context }) => {
    const page = await context.newPage();
    try {
      await page.goto(NEW);
      await page.getByRole('textbox', { name: /Add a title/ }).waitFor();
      await page.getByRole('complementary', { name: 'Issue metadata' }).waitFor();
      expect(await seriousViolations(page, { settle: true })).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('has no serious or critical violations on an issue form showing its required-field messages', async ({ context }) => {
    const page = await context.newPage();
    try {
      await page.goto(`${NEW}?template=bug_report.yml`);
      await page.getByRole('textbox', { name: /What happened\?/ }).fill('');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText('What happened? is required.').waitFor();
      expect(await seriousViolations(page, { settle: true })).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
