import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { serveIssuePage } from '../../../test/issuePageServer';
import { renderApp } from '../../../test/renderApp';

/** Issue 40 of octo-org/octo-api, which was issue 12 of octo-org/hello-world. */
const movedIssue = {
  id: 'I_12',
  resourcePath: '/octo-org/octo-api/issues/40',
  repository: { id: 'R_2', nameWithOwner: 'octo-org/octo-api' },
};

describe('an issue address without the issue', () => {
  beforeEach(() => forgetSession());
  afterEach(() => vi.unstubAllGlobals());

  it('shows "This issue was deleted" for a deleted issue', async () => {
    const server = serveIssuePage({
      answer: (operation) =>
        operation === 'IssueNotFoundQuery'
          ? { data: { repository: { id: 'R_1', issue: null, deletedIssue: { number: 5, deletedAt: '2026-11-20T10:00:00Z' } } } }
          : undefined,
    });
    renderApp('/octo-org/hello-world/issues/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'This issue was deleted' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the issues of octo-org/hello-world' }).getAttribute('href')).toBe(
      '/octo-org/hello-world/issues',
    );
    await waitFor(() => expect(document.title).toBe('This issue was deleted · octo-org/hello-world'));
    expect(server.calls.find((call) => call.operation === 'IssueNotFoundQuery')?.variables).toEqual({
      owner: 'octo-org',
      name: 'hello-world',
      number: 5,
    });
  });

  it('goes on to the new address of an issue transferred away, replacing the old one in the history', async () => {
    serveIssuePage({
      answer: (operation) =>
        operation === 'IssueNotFoundQuery' ? { data: { repository: { id: 'R_1', issue: movedIssue, deletedIssue: null } } } : undefined,
    });
    const { router } = renderApp('/octo-org/hello-world/issues/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/octo-org/octo-api/issues/40'), { timeout: 15_000 });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes on to the new address when the repository answers the issue where it lives now', async () => {
    serveIssuePage({ issue: { resourcePath: movedIssue.resourcePath, repository: movedIssue.repository } });
    const { router } = renderApp('/octo-org/hello-world/issues/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/octo-org/octo-api/issues/40'), { timeout: 15_000 });
  });

  it('shows the 404 page when the number was never an issue', async () => {
    serveIssuePage();
    renderApp('/octo-org/hello-world/issues/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 15_000 })).toBeTruthy();
  });
});
