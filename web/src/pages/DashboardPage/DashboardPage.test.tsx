import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../lib/session';
import { installFakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

describe('DashboardPage', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the default view when /issues has no query', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    const { router } = renderApp('/issues');

    await waitFor(() => expect(router.state.location.pathname).toBe('/issues/assigned'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Assigned to me' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Assigned to me · Issues'));
  });

  it('lists the built-in and saved views, and issues across repositories naming each repository', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/issues/assigned');

    const views = await screen.findByRole('navigation', { name: 'Views' });
    expect(within(views).getByRole('link', { name: 'Assigned to me' }).getAttribute('aria-current')).toBe('page');
    for (const name of ['Created by me', 'Mentioned', 'Recent activity']) expect(within(views).getByRole('link', { name })).toBeTruthy();
    expect((await within(views).findByRole('link', { name: 'Bugs to fix' })).getAttribute('href')).toBe('/issues/SSC_1');
    const rows = await screen.findByRole('list', { name: 'Issues' });
    expect(within(rows).getByRole('link', { name: 'octo-org/octo-api' }).getAttribute('href')).toBe('/octo-org/octo-api/issues');
    expect(within(rows).getByRole('link', { name: 'Assigned in the API' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Search issues' }) as HTMLInputElement).value).toBe(
      'is:issue state:open archived:false assignee:@me sort:updated-desc',
    );
  });

  it('paints the rows before the open and closed counts, which arrive later in the same answer', async () => {
    let release = () => undefined as void;
    installFakeServer({ signedInAs: 'monalisa', countsArrive: new Promise((resolve) => (release = resolve)) });
    // A list no other test loads: the app's store keeps what earlier tests fetched.
    renderApp(`/issues/recent?q=${encodeURIComponent('is:issue state:open involves:@me')}`);

    const rows = await screen.findByRole('list', { name: 'Issues' });
    expect(within(rows).getByRole('link', { name: 'Assigned in the API' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2 results' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Issue state' });
    expect(within(tabs).getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Closed' })).toBeTruthy();

    release();
    expect(await within(tabs).findByRole('link', { name: 'Open (2)' })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Closed (0)' })).toBeTruthy();
    expect(within(rows).getAllByTestId('issue-row')).toHaveLength(2);
  });

  it('offers bulk actions only when the query names one repository the viewer can push to', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    const { router } = renderApp('/issues/assigned');
    expect(await screen.findByRole('list', { name: 'Issues' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select all issues' })).toBeNull();

    await router.navigate(`/issues/assigned?q=${encodeURIComponent('is:issue state:open repo:octo-org/hello-world')}`);
    expect(await screen.findByRole('checkbox', { name: 'Select all issues' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Select #7/ })).toBeTruthy();
  });

  it('opens a saved view with its name, description and query, titled after it', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/issues/SSC_1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bugs to fix' })).toBeTruthy();
    expect(screen.getByText('Open bugs everywhere')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Bugs to fix · Issues'));
    expect((screen.getByRole('combobox', { name: 'Search issues' }) as HTMLInputElement).value).toBe('is:issue state:open label:bug');
  });

  it('keeps a search submitted on the default view on that view, still selected and titled after it, offering Save as new view', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    const { router } = renderApp('/issues/assigned');
    const box = (await screen.findByRole('combobox', { name: 'Search issues' })) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Save as new view' })).toBeNull();

    fireEvent.change(box, { target: { value: 'is:issue state:closed assignee:@me' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/issues/assigned'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('is:issue state:closed assignee:@me');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assigned to me' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Assigned to me · Issues'));
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(within(views).getByRole('link', { name: 'Assigned to me' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('button', { name: 'Save as new view' })).toBeTruthy();
  });

  it("titles the repository view plain 'Issues'", async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/issues/repository');

    expect(await screen.findByRole('heading', { level: 1, name: 'Issues' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Issues'));
  });

  it('says a view that does not exist was not found', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/issues/SSC_404');

    expect(await screen.findByRole('heading', { level: 1, name: 'View not found' })).toBeTruthy();
  });
});
