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

  it('says "Repository not found" for a repository the viewer cannot read', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/missing/issues');

    expect(await screen.findByRole('heading', { level: 1, name: 'Repository not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Repository not found'));
  });
});
