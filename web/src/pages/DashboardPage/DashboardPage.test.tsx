import { screen } from '@testing-library/react';
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

  it("lists the viewer's repositories with their open issue counts, linking to each issue list", async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/issues');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your repositories (1)' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'octo-org/hello-world' });
    expect(link.getAttribute('href')).toBe('/octo-org/hello-world/issues');
    expect(screen.getByText(/3 open/)).toBeTruthy();
  });
});
