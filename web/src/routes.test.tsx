import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from './lib/session';
import { installFakeServer } from './test/fakeServer';
import { renderApp } from './test/renderApp';

beforeEach(() => {
  forgetSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route table', () => {
  it('sends a signed-out visitor to the sign-in page, remembering the page they asked for', async () => {
    installFakeServer({ signedInAs: null });
    const { router } = renderApp('/octo-org/hello-world/issues?q=is%3Aopen');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Issues' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?return_to=%2Focto-org%2Fhello-world%2Fissues%3Fq%3Dis%253Aopen');
    await waitFor(() => expect(document.title).toBe('Sign in'));
  });

  it('redirects / to the dashboard, which opens its default view', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    const { router } = renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/issues/assigned'));
    await waitFor(() => expect(document.title).toBe('Assigned to me · Issues'));
  });

  it.each([
    ['/issues?q=is%3Aissue', 'Issues'],
    ['/issues/assigned', 'Assigned to me · Issues'],
    ['/issues/recent', 'Recent Activity · Issues'],
    ['/issues/new', 'New Issue'],
    ['/octo-org/hello-world/issues', 'Issues · octo-org/hello-world'],
    ['/octo-org/hello-world/issues/created_by/app/dependabot', 'Issues · octo-org/hello-world'],
    ['/octo-org/hello-world/issues/new', 'New Issue'],
    ['/octo-org/hello-world/issues/new/choose', 'Choose an Issue Template'],
    ['/octo-org/hello-world/issues/12', 'Crash on save · Issue #12 · octo-org/hello-world'],
    ['/octo-org/hello-world/issues/labels', 'Labels · octo-org/hello-world'],
    ['/octo-org/hello-world/milestones', 'Milestones · octo-org/hello-world'],
    ['/octo-org/hello-world/milestones/new', 'New Milestone · octo-org/hello-world'],
    ['/octo-org/hello-world/milestones/3/edit', 'Edit Milestone · octo-org/hello-world'],
    ['/octo-org/hello-world/milestone/3', 'Milestone #3 · octo-org/hello-world'],
  ])('titles %s as %j', async (path, title) => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('opens /{owner}/{repo}/labels/{label} as the repository list filtered to the label', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    const { router } = renderApp('/octo-org/hello-world/labels/good%20first%20issue');

    await waitFor(() => expect(router.state.location.pathname).toBe('/octo-org/hello-world/issues'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('is:issue state:open label:"good first issue"');
    await waitFor(() => expect(document.title).toBe('Issues · octo-org/hello-world'));
  });

  it.each([
    '/octo-org/hello-world/issues/abc',
    '/octo-org/hello-world/issues/0',
    '/octo-org/hello-world/milestone/1.5',
    '/no/such/page/here',
  ])('shows the 404 page for %s', async (path) => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found'));
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the header with the signed-in login', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/issues');

    expect(await screen.findByRole('button', { name: /monalisa/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Issues' }).getAttribute('href')).toBe('/issues');
  });
});
