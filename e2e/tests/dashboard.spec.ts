import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { ASSIGNED_QUERY, open, removeAllViews, searchBox, storedViews, views } from '../support/savedViews.ts';
import { waitForTitle } from '../support/browser.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { baseUrl, DEMO_ACCOUNT, it, test } from '../support/test.ts';

// The dashboard and saved views (issue 7). monalisa reads; the saved-view changes are made as
// people whose views no other suite reads: octocat (create, edit, duplicate, delete) and
// lena-kowalski (the 25-view limit).

const rowsLoaded = (page: Page) => page.locator('[data-query]').waitFor();

test.beforeAll(async ({ signedInAs }) => {
  for (const login of ['octocat', 'lena-kowalski']) await removeAllViews((await signedInAs(login)).api);
});

test.afterAll(async ({ signedInAs }) => {
  for (const login of ['octocat', 'lena-kowalski']) await removeAllViews((await signedInAs(login)).api).catch(() => undefined);
});

describe('dashboard routes and built-in views', () => {
  it('opens the default view from /issues and titles each built-in view', async ({ context }) => {
    const page = await open(context, '/issues');
    try {
      await page.waitForURL(`${baseUrl}/issues/assigned`);
      await page.getByRole('heading', { level: 1, name: 'Assigned to me' }).waitFor();
      await waitForTitle(page, 'Assigned to me · Issues');
      expect(await searchBox(page).inputValue()).toBe(ASSIGNED_QUERY);
      for (const [path, heading, title] of [
        ['/issues/created', 'Created by me', 'Created by me · Issues'],
        ['/issues/mentioned', 'Mentioned', 'Mentioned · Issues'],
        ['/issues/recent', 'Recent activity', 'Recent Activity · Issues'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await waitForTitle(page, title);
      }
    } finally {
      await page.close();
    }
  });

  it('lists the built-in views in order, then the saved views, and marks the open one', async ({ context }) => {
    const page = await open(context, '/issues/mentioned');
    try {
      await views(page).getByRole('link', { name: 'Blocked work' }).waitFor();
      const names = await views(page).getByRole('link').allTextContents();
      expect(names.slice(0, 4)).toEqual(['Assigned to me', 'Created by me', 'Mentioned', 'Recent activity']);
      expect(await views(page).getByRole('link', { name: 'Mentioned' }).getAttribute('aria-current')).toBe('page');
    } finally {
      await page.close();
    }
  });

  it("searches every readable repository: the assigned view's rows name their repository and are assigned to the viewer", async ({
    context,
  }) => {
    const page = await open(context, '/issues/assigned');
    try {
      await rowsLoaded(page);
      const rows = page.getByTestId('issue-row');
      expect(await rows.count()).toBeGreaterThan(0);
      const repositories = new Set(await page.getByRole('list', { name: 'Issues' }).locator('a[href$="/issues"]').allTextContents());
      expect(repositories.size).toBeGreaterThan(1);
      // Each row links to its own repository's issue page.
      const firstTitle = rows.first().locator('[data-row-title]');
      expect(await firstTitle.getAttribute('href')).toMatch(/^\/[\w.-]+\/[\w.-]+\/issues\/\d+$/);
    } finally {
      await page.close();
    }
  });

  it('submits a search to page 1 of the view, shows the clear button while the query differs, and clearing restores the view', async ({
    context,
  }) => {
    const page = await open(context, '/issues/mentioned?page=2');
    const mentioned = 'is:issue state:open archived:false mentions:@me sort:updated-desc';
    try {
      await rowsLoaded(page);
      await searchBox(page).fill('is:issue state:closed mentions:@me');
      await page.getByRole('button', { name: 'Clear filter' }).waitFor();
      await searchBox(page).press('Enter');
      await page.waitForURL(
        (url) => url.pathname === '/issues/mentioned' && url.searchParams.get('q') === 'is:issue state:closed mentions:@me',
      );
      expect(new URL(page.url()).searchParams.has('page')).toBe(false);
      await page.getByRole('button', { name: 'Clear filter' }).click();
      await page.waitForURL(`${baseUrl}/issues/mentioned`);
      await expect.poll(() => searchBox(page).inputValue()).toBe(mentioned);
      await expect.poll(() => page.getByRole('button', { name: 'Clear filter' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('runs a plain search at /issues?q= titled Issues', async ({ context }) => {
    const page = await open(context, '/issues?q=is%3Aissue+label%3Abug');
    try {
      await page.getByRole('heading', { level: 1, name: 'Issues' }).waitFor();
      await waitForTitle(page, 'Issues');
      await rowsLoaded(page);
      expect(await searchBox(page).inputValue()).toBe('is:issue label:bug');
    } finally {
      await page.close();
    }
  });

  it('moves between views with Alt+Shift+digit and Alt+Shift+Up/Down', async ({ context }) => {
    const page = await open(context, '/issues/assigned');
    try {
      await rowsLoaded(page);
      await views(page).getByRole('link', { name: 'Blocked work' }).waitFor();
      await page.keyboard.press('Alt+Shift+Digit2');
      await page.waitForURL(`${baseUrl}/issues/created`);
      await page.keyboard.press('Alt+Shift+ArrowDown');
      await page.waitForURL(`${baseUrl}/issues/mentioned`);
      await page.keyboard.press('Alt+Shift+ArrowUp');
      await page.waitForURL(`${baseUrl}/issues/created`);
      // The fifth entry is the first saved view.
      await page.keyboard.press('Alt+Shift+Digit5');
      await page.waitForURL((url) => /^\/issues\/SSC_/.test(url.pathname));
    } finally {
      await page.close();
    }
  });

  it('resizes the views pane with the keyboard and keeps the width for the person', async ({ context }) => {
    const page = await open(context, '/issues/assigned');
    try {
      const separator = page.getByRole('separator', { name: 'Resize views pane' });
      await separator.focus();
      const before = Number(await separator.getAttribute('aria-valuenow'));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(Number(await separator.getAttribute('aria-valuenow'))).toBe(before + 32);
      await page.reload();
      expect(Number(await page.getByRole('separator', { name: 'Resize views pane' }).getAttribute('aria-valuenow'))).toBe(before + 32);
      expect(await page.evaluate(() => window.localStorage.getItem('issues.monalisa.dashboardViewsPaneWidth'))).toBe(String(before + 32));
      await page.getByRole('separator', { name: 'Resize views pane' }).focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
    } finally {
      await page.close();
    }
  });

  it("opens the views as the 'All views' dialog on a small screen", async ({ signedInAs }) => {
    const { context: small } = await signedInAs(DEMO_ACCOUNT.login, { viewport: { width: 600, height: 900 } });
    const page = await open(small, '/issues/assigned');
    try {
      await page.getByRole('heading', { level: 1, name: 'Assigned to me' }).waitFor();
      expect(await views(page).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'All views' }).click();
      const dialog = page.getByRole('dialog', { name: 'All views' });
      await dialog.getByRole('link', { name: 'Mentioned' }).click();
      await page.waitForURL(`${baseUrl}/issues/mentioned`);
      expect(await dialog.count()).toBe(0);
      await page.getByRole('button', { name: 'All views' }).click();
      await page.getByRole('dialog', { name: 'All views' }).getByRole('link', { name: 'Mentioned' }).waitFor();
      expect(await seriousViolations(page, { settle: true })).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('saved views', () => {
  it('creates a view, edits it, saves a changed query, duplicates it and deletes both', async ({ signedInAs }) => {
    // A session of its own: the test runs the page's clock, and the clock is the whole context's.
    const octocat = await signedInAs('octocat', { isolated: true });
    await octocat.context.clock.install();
    const page = await open(octocat.context, '/issues/assigned');
    try {
      await page.getByRole('heading', { level: 1, name: 'Assigned to me' }).waitFor();
      await views(page).getByText('Build powerful views to keep track of work').waitFor();
      await views(page).getByText('Create your own views to quickly find and access your work.').waitFor();

      await page.getByRole('button', { name: 'New view' }).click();
      const form = page.getByRole('form', { name: 'Edit view' });
      const name = form.getByRole('textbox', { name: 'Name' });
      expect(await name.inputValue()).toBe('Untitled view');
      await name.fill('x'.repeat(101));
      await form.getByText('Name is too long (maximum is 100 characters)').waitFor();
      expect(await form.getByRole('button', { name: 'Save view' }).isDisabled()).toBe(true);
      await name.fill('Octo bugs');
      await form.getByRole('textbox', { name: 'Description' }).fill('Bugs waiting on me');
      await form.getByRole('radio', { name: 'bug' }).check();
      await form.getByRole('radio', { name: 'Red' }).check();
      // The typed query is the view's query once typing has paused for 500 ms (the filter bar's
      // debounce): run the clock past the pause.
      await searchBox(page).fill('is:issue state:open label:bug');
      await page.clock.runFor(500);
      await form.getByRole('button', { name: 'Save view' }).click();
      await page.waitForURL((url) => /^\/issues\/SSC_/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: 'Octo bugs' }).waitFor();
      await waitForTitle(page, 'Octo bugs · Issues');
      const [created] = await storedViews(octocat.api);
      expect(created).toMatchObject({
        name: 'Octo bugs',
        query: 'is:issue state:open label:bug',
        description: 'Bugs waiting on me',
        icon: 'BUG',
        color: 'RED',
      });

      // Edit the name; Cancel leaves it as it was, Save changes stores it.
      await page.getByRole('button', { name: 'Edit view' }).click();
      await form.getByRole('textbox', { name: 'Name' }).fill('Nothing');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('heading', { level: 1, name: 'Octo bugs' }).waitFor();
      await page.getByRole('button', { name: 'Edit view' }).click();
      await form.getByRole('textbox', { name: 'Name' }).fill('Octo bug list');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('heading', { level: 1, name: 'Octo bug list' }).waitFor();
      await views(page).getByRole('link', { name: 'Octo bug list' }).waitFor();

      // A changed query offers Save changes, which stores it.
      await searchBox(page).fill('is:issue state:closed label:bug');
      await searchBox(page).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'is:issue state:closed label:bug');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL((url) => !url.searchParams.has('q'));
      expect((await storedViews(octocat.api))[0]?.query).toBe('is:issue state:closed label:bug');
      expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);

      // Duplicate: ' copy', same icon and colour.
      await page.getByRole('button', { name: 'View actions' }).click();
      await page.getByRole('menuitem', { name: 'Duplicate view' }).click();
      await page.getByRole('heading', { level: 1, name: 'Octo bug list copy' }).waitFor();
      expect((await storedViews(octocat.api)).map((view) => [view.name, view.icon, view.color])).toEqual([
        ['Octo bug list', 'BUG', 'RED'],
        ['Octo bug list copy', 'BUG', 'RED'],
      ]);

      // Delete both, answering the confirmation.
      for (const viewName of ['Octo bug list copy', 'Octo bug list']) {
        await views(page).getByRole('link', { name: viewName }).click();
        await page.getByRole('heading', { level: 1, name: viewName }).waitFor();
        await page.getByRole('button', { name: 'View actions' }).click();
        await page.getByRole('menuitem', { name: 'Delete view' }).click();
        const confirm = page.getByRole('alertdialog', { name: `Are you sure you want to delete view ${viewName}?` });
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await page.waitForURL(`${baseUrl}/issues/assigned`);
        expect(await views(page).getByRole('link', { name: viewName }).count()).toBe(0);
      }
      expect(await storedViews(octocat.api)).toEqual([]);
    } finally {
      await octocat.context.close();
    }
  });

  it('duplicates a built-in view as a bookmark in gray', async ({ signedInAs }) => {
    const octocat = await signedInAs('octocat');
    const page = await open(octocat.context, '/issues/created');
    try {
      await page.getByRole('heading', { level: 1, name: 'Created by me' }).waitFor();
      await page.getByRole('button', { name: 'View actions' }).click();
      await page.getByRole('menuitem', { name: 'Duplicate view' }).click();
      await page.getByRole('heading', { level: 1, name: 'Created by me copy' }).waitFor();
      expect(await storedViews(octocat.api)).toMatchObject([
        {
          name: 'Created by me copy',
          icon: 'BOOKMARK',
          color: 'GRAY',
          query: 'is:issue state:open archived:false author:@me sort:updated-desc',
        },
      ]);
    } finally {
      await page.close();
      await removeAllViews(octocat.api);
    }
  });

  it('asks before leaving a changed new view, and Cancel drops a new view without storing it', async ({ signedInAs }) => {
    const octocat = await signedInAs('octocat');
    const page = await open(octocat.context, '/issues/assigned');
    try {
      await page.getByRole('heading', { level: 1, name: 'Assigned to me' }).waitFor();
      await page.getByRole('button', { name: 'New view' }).click();
      const form = page.getByRole('form', { name: 'Edit view' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Half done');
      await views(page).getByText('Unsaved').waitFor();
      await views(page).getByRole('link', { name: 'Mentioned' }).click();
      const ask = page.getByRole('alertdialog', { name: 'You have unsaved changes' });
      await ask.getByText('Are you sure you want to discard them?').waitFor();
      await ask.getByRole('button', { name: 'Cancel' }).click();
      expect(new URL(page.url()).pathname).toBe('/issues/assigned');
      expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Half done');
      await views(page).getByRole('link', { name: 'Mentioned' }).click();
      await page.getByRole('alertdialog', { name: 'You have unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
      await page.waitForURL(`${baseUrl}/issues/mentioned`);
      expect(await form.count()).toBe(0);

      await page.getByRole('button', { name: 'New view' }).click();
      await form.getByRole('button', { name: 'Cancel' }).click();
      expect(await form.count()).toBe(0);
      expect(await views(page).getByText('Unsaved').count()).toBe(0);
      expect(await storedViews(octocat.api)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("shows 'Could not create a new view' when saving fails, and keeps the form", async ({ signedInAs }) => {
    const octocat = await signedInAs('octocat');
    const page = await open(octocat.context, '/issues/assigned');
    const create = persistedIds('savedViewMutationsCreateMutation');
    await page.route('**/api/graphql', (route) =>
      isRequestFor(route.request(), create)
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'boom' }] }) })
        : route.fallback(),
    );
    try {
      await page.getByRole('heading', { level: 1, name: 'Assigned to me' }).waitFor();
      await page.getByRole('button', { name: 'New view' }).click();
      await page.getByRole('form', { name: 'Edit view' }).getByRole('button', { name: 'Save view' }).click();
      await page.getByRole('alert').filter({ hasText: 'Could not create a new view' }).waitFor();
      await page.getByRole('form', { name: 'Edit view' }).waitFor();
      expect(await storedViews(octocat.api)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('stops at 25 views: New view and Duplicate are off, with the limit messages', async ({ signedInAs }) => {
    const lena = await signedInAs('lena-kowalski');
    for (let index = 1; index <= 25; index++)
      await lena.api(
        'mutation($name: String!) { createDashboardSearchShortcut(input: { name: $name, query: "is:issue" }) { shortcut { id } } }',
        {
          name: `View ${index}`,
        },
      );
    const page = await open(lena.context, '/issues/assigned');
    try {
      await views(page).getByRole('link', { name: 'View 25' }).waitFor();
      const button = page.getByRole('button', { name: 'New view' });
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      await page.getByText('You have reached the maximum number of saved views').waitFor();
      await page.getByText('Please remove an existing view before creating a new one.').waitFor();
      await button.hover();
      await page.getByText('Maximum number of views reached').first().waitFor();
      await button.dispatchEvent('click');
      expect(await page.getByRole('form', { name: 'Edit view' }).count()).toBe(0);
      await page.getByRole('button', { name: 'View actions' }).click();
      expect(await page.getByRole('menuitem', { name: /Duplicate view/ }).getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Escape');
      expect((await storedViews(lena.api)).length).toBe(25);
    } finally {
      await page.close();
      await removeAllViews(lena.api);
    }
  });

  it('has no serious or critical violations on the dashboard, with the view editor open', async ({ context }) => {
    const page = await open(context, '/issues/assigned');
    try {
      await rowsLoaded(page);
      await views(page).getByRole('link', { name: 'Blocked work' }).waitFor();
      expect(await seriousViolations(page, { settle: true })).toEqual([]);
      await page.getByRole('button', { name: 'New view' }).click();
      await page.getByRole('form', { name: 'Edit view' }).waitFor();
      expect(await seriousViolations(page, { settle: true })).toEqual([]);
      await page.getByRole('form', { name: 'Edit view' }).getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await page.close();
    }
  });
});

describe('new version', () => {
  it('shows the persisted new-version toast when the server runs another web build', async ({ signedInAs }) => {
    // A session of its own: the test runs the page's clock, and the clock is the whole context's.
    const { context, page } = await signedInAs(DEMO_ACCOUNT.login, { isolated: true });
    await context.clock.install();
    const create = persistedIds('savedViewMutationsCreateMutation');
    await page.route('**/api/graphql', async (route) => {
      // Creating a view fails, for an ordinary toast to compare with.
      if (isRequestFor(route.request(), create))
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'boom' }] }) });
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-app-build': 'another-build' } });
    });
    try {
      await page.goto('/issues/assigned');
      const toast = page.getByRole('status').filter({ hasText: 'A new version of the product is available. Please refresh the page.' });
      await toast.waitFor();
      await page.getByRole('button', { name: 'New view' }).click();
      await page.getByRole('form', { name: 'Edit view' }).getByRole('button', { name: 'Save view' }).click();
      const ordinary = page.getByRole('alert').filter({ hasText: 'Could not create a new view' });
      await ordinary.waitFor();
      // Persisted: still there once the clock has run past the time an ordinary toast lasts (5 s)
      // and the ordinary one has gone.
      await page.clock.runFor(5_500);
      await ordinary.waitFor({ state: 'detached' });
      expect(await toast.count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
