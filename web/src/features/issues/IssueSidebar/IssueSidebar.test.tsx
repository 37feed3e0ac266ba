import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { installFakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

describe('issue sidebar', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the projects in the sidebar between the type and the milestone', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues/12');

    const sidebar = await screen.findByRole('complementary', { name: 'Issue details' });
    const headings = within(sidebar)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(headings.indexOf('Type'), headings.indexOf('Milestone') + 1)).toEqual(['Type', 'Projects', 'Milestone']);
    expect(within(sidebar).getByRole('link', { name: 'Roadmap' }).getAttribute('href')).toBe('/orgs/octo-org/projects/1');
  });
});
