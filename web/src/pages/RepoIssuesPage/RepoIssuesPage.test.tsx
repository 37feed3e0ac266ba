import { screen, waitFor } from '@testing-library/react';
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

  it('shows the repository and its open and closed counts', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues');

    expect(await screen.findByText(/octo-org\/hello-world has 2 open and 1 closed issues/)).toBeTruthy();
  });

  it('says "Repository not found" for a repository the viewer cannot read', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/missing/issues');

    expect(await screen.findByRole('heading', { level: 1, name: 'Repository not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Repository not found'));
  });
});
