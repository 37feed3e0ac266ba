import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../lib/session';
import { installFakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

describe('RepoIssuesPage', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the open issues with their state, labels, author and counts', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues');

    const list = await screen.findByRole('list', { name: 'Issues' });
    const rows = within(list).getAllByTestId('issue-row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Crash on save' })
        .getAttribute('href'),
    ).toBe('/octo-org/hello-world/issues/1');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Open issue' })).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'bug' })
        .getAttribute('href'),
    ).toBe('/octo-org/hello-world/issues?q=is%3Aissue+state%3Aopen+label%3Abug');
    expect(within(rows[0] as HTMLElement).getByText(/opened Nov 2, 2026 by/)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: '3 comments' })).toBeTruthy();
    // The title is the server's escaped HTML; a gone author reads as the ghost user.
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Docs <typo>' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'ghost' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('New activity.')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Issue state' });
    expect(within(tabs).getByRole('link', { name: 'Open (2)' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Closed (1)' }).getAttribute('href')).toBe(
      '/octo-org/hello-world/issues?q=is%3Aissue+state%3Aclosed',
    );
    expect(screen.getByRole('heading', { level: 2, name: '2 results' })).toBeTruthy();
    // The second, batched query adds the linked pull requests.
    expect(await within(rows[0] as HTMLElement).findByLabelText('1 linked pull request')).toBeTruthy();
  });

  it('shows the positioned error of an invalid query under the filter bar without running it', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues?q=(label%3Abug');

    expect((await screen.findByRole('alert')).textContent).toMatch(/parenthes/i);
    expect(screen.getByRole('heading', { level: 3, name: 'No results' })).toBeTruthy();
    expect(screen.queryAllByTestId('issue-row')).toHaveLength(0);
  });

  it('applies a typed query with Enter and offers to clear an edit', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues');

    const input = await screen.findByRole('combobox', { name: 'Search issues' });
    fireEvent.change(input, { target: { value: 'is:issue state:closed' } });
    expect(screen.getByRole('button', { name: 'Clear filter' })).toBeTruthy();
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getAllByTestId('issue-row')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Old closed issue' })).toBeTruthy();
    expect(screen.getByTestId('issue-row').textContent).toMatch(/#3 by hubot was closed Nov 10, 2026/);
  });

  it('offers bulk actions to people who can push: select all, Shift ranges and the bulk-action bar', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues');

    const selectAll = await screen.findByRole('checkbox', { name: 'Select all issues' });
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    fireEvent.click(selectAll);
    const bar = await screen.findByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark as', 'Label', 'Assign', 'Project', 'Milestone', 'Issue type']);
    // Some or all chosen: select-all clears.
    fireEvent.click(selectAll);
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();

    const boxes = screen.getAllByRole('checkbox', { name: /^Select #/ });
    fireEvent.click(boxes[0] as HTMLElement);
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(boxes[1] as HTMLElement, { shiftKey: true });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it("toggles the focused row with x and opens 'Mark as' with e; Escape closes it", async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues');
    const [first] = await screen.findAllByTestId('issue-row');
    // The rows' second query has answered: the list is settled.
    await within(first as HTMLElement).findByLabelText('1 linked pull request');

    fireEvent.keyDown(document.body, { key: 'e' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(first?.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'x' });
    expect(await screen.findByText('1 selected')).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('checkbox')).toHaveProperty('checked', true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'e' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Not planned' })).toBeTruthy();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('leaves the issue type out outside organisations', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/personal/issues');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all issues' }));
    expect(screen.getByRole('button', { name: 'Milestone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue type' })).toBeNull();
  });

  it('hides bulk actions when the repository is archived', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/archived/issues');
    await screen.findByRole('list', { name: 'Issues' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('hides bulk actions for a query that is not limited to issues', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues?q=state%3Aopen');
    await screen.findByRole('list', { name: 'Issues' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('says "Repository not found" for a repository the viewer cannot read', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/missing/issues');

    expect(await screen.findByRole('heading', { level: 1, name: 'Repository not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Repository not found'));
  });
});
