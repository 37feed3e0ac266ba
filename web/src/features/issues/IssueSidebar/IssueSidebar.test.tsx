import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { renderApp } from '../../../test/renderApp';
import { findSection, installSidebarServer, PROJECTS, READER, sidebarState } from './sidebarTestServer';

const ISSUE = '/octo-org/hello-world/issues/12';

/** Lets React run the effects of what it rendered (the shortcut listeners among them). */
const settle = () => act(async () => undefined);

/** The panel's title, once a menu opened. */
const openPanelTitle = async () => (await screen.findByRole('dialog')).querySelector('h1')?.textContent;

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
            resourcePath: '/octo-org/hello-world/pull/5',
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

  it('opens the assignees, labels and milestone menus with a, l and m', async () => {
    installSidebarServer();
    renderApp(ISSUE);
    // Shown once the sidebar's effects ran (the keys are listened for from then on).
    await within(await findSection('Assignees')).findByRole('button', { name: 'Assign yourself' });

    fireEvent.keyDown(document.body, { key: 'a' });
    expect(await openPanelTitle()).toBe('Assign up to 10 people to this issue');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(document.body, { key: 'l' });
    expect(await openPanelTitle()).toBe('Apply labels to this issue');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(document.body, { key: 'm' });
    expect(await openPanelTitle()).toBe('Set milestone');
  });

  it('leaves the keys alone in text fields, with modifiers, and for a viewer without the menus', async () => {
    installSidebarServer();
    const { unmount } = renderApp(ISSUE);
    await findSection('Assignees');
    await settle();

    const field = document.createElement('textarea');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'a' });
    fireEvent.keyDown(document.body, { key: 'l', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'm', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'A', shiftKey: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    field.remove();
    unmount();

    installSidebarServer(sidebarState(READER));
    renderApp(ISSUE);
    await findSection('Assignees');
    await settle();
    fireEvent.keyDown(document.body, { key: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the keys to the side panel over the issue page', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    installSidebarServer();
    renderApp(`${ISSUE}?issue=octo-org|hello-world|12`);
    const panel = await screen.findByRole('dialog', { name: 'Issue #12 in octo-org/hello-world' }, { timeout: 15_000 });
    const panelGear = await within(panel).findByRole('button', { name: 'Edit Assignees' }, { timeout: 15_000 });
    await waitFor(() => expect(document.querySelectorAll('aside[aria-label="Issue details"]')).toHaveLength(2));
    const pageGears = [...document.querySelectorAll('[data-testid="sidebar-edit-assignees"]')].filter((gear) => !panel.contains(gear));
    expect(pageGears).toHaveLength(1);
    await settle();

    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() => expect(panelGear.getAttribute('aria-expanded')).toBe('true'));
    expect(pageGears[0]?.getAttribute('aria-expanded')).toBe('false');
  });
});
