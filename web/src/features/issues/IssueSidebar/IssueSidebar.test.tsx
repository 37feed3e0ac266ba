import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { renderApp } from '../../../test/renderApp';
import { findSection, installSidebarServer, PROJECTS, READER, sidebarState } from './sidebarTestServer';

const ISSUE = '/octo-org/hello-world/issues/12';

describe('issue sidebar', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    // Unmounted first, so nothing the page starts on its way out meets the real fetch.
    cleanup();
    vi.unstubAllGlobals();
  });

  it("has GitHub's sections in GitHub's order, the projects between the type and the milestone", async () => {
    installSidebarServer(sidebarState({ projects: [PROJECTS[0] as (typeof PROJECTS)[number]] }));
    renderApp(ISSUE);

    const sidebar = (await findSection('Assignees')).closest('aside') as HTMLElement;
    const headings = within(sidebar)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Assignees',
      'Labels',
      'Type',
      'Projects',
      'Milestone',
      'Relationships',
      'Development',
      'Notifications',
      '1 participant',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Roadmap' }).getAttribute('href')).toBe('/orgs/octo-org/projects/1');
  });

  it('shows a viewer with triage rights a gear for each menu, and one who may only read none', async () => {
    installSidebarServer();
    const { unmount } = renderApp(ISSUE);
    const sidebar = (await findSection('Assignees')).closest('aside') as HTMLElement;
    expect(
      within(sidebar)
        .getAllByRole('button', { name: /^Edit / })
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toHaveLength(6);
    for (const heading of ['Assignees', 'Labels', 'Type', 'Projects', 'Milestone', 'Relationships'])
      expect(within(sidebar).getByRole('button', { name: `Edit ${heading}` })).toBeTruthy();
    unmount();

    installSidebarServer(sidebarState(READER));
    renderApp(ISSUE);
    await waitFor(async () => expect(within(await findSection('Notifications')).getByRole('button', { name: 'Subscribe' })).toBeTruthy());
    const readOnly = (await findSection('Assignees')).closest('aside') as HTMLElement;
    expect(within(readOnly).queryAllByRole('button', { name: /^Edit / })).toEqual([]);
    expect((await findSection('Assignees')).textContent).toContain('No one assigned');
  });

  it('lists the linked pull requests under Development, read-only', async () => {
    installSidebarServer(
      sidebarState({
        pullRequests: [
          {
            id: 'PR_5',
            number: 5,
            title: 'Fix the save crash',
            state: 'OPEN',
            isDraft: false,
            isInMergeQueue: false,
            url: '/octo-org/hello-world/pull/5',
          },
        ],
      }),
    );
    renderApp(ISSUE);

    const section = await findSection('Development');
    expect(
      within(section)
        .getByRole('link', { name: /Fix the save crash/ })
        .getAttribute('href'),
    ).toBe('/octo-org/hello-world/pull/5');
    expect(within(section).getByRole('img', { name: 'Open pull request' })).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says "No branches or pull requests" without linked pull requests', async () => {
    installSidebarServer();
    renderApp(ISSUE);
    expect((await findSection('Development')).textContent).toContain('No branches or pull requests');
  });
});
