import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../../lib/session';
import { renderApp } from '../../../../test/renderApp';
import { closeMenu, findSection, installSidebarServer, openMenu, PROJECTS, READER, sidebarState } from '../sidebarTestServer';

const ISSUE = '/octo-org/hello-world/issues/12';
const [ROADMAP, TRIAGE] = PROJECTS as [(typeof PROJECTS)[number], (typeof PROJECTS)[number]];

const shownProjects = async () =>
  within(await findSection('Projects'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('Projects menu', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    // Unmounted first, so nothing the page starts on its way out meets the real fetch.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the projects as links, without a gear for a viewer who may not set them', async () => {
    installSidebarServer(sidebarState({ ...READER, projects: [ROADMAP] }));
    renderApp(ISSUE);

    const section = await findSection('Projects');
    expect(within(section).getByRole('link', { name: 'Roadmap' }).getAttribute('href')).toBe('/orgs/octo-org/projects/1');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says "No projects" when there are none', async () => {
    installSidebarServer();
    renderApp(ISSUE);
    expect((await findSection('Projects')).textContent).toContain('No projects');
  });

  it('offers open projects only and sets the whole choice with updateIssue when the menu closes', async () => {
    const server = installSidebarServer(sidebarState({ projects: [ROADMAP] }), { hold: true });
    renderApp(ISSUE);

    const list = await openMenu('Projects');
    await within(list).findByRole('option', { name: /Bug triage/ });
    expect(within(list).queryByRole('option', { name: /Archive/ })).toBeNull();
    fireEvent.click(within(list).getByRole('option', { name: /Bug triage/ }));
    closeMenu();

    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]).toMatchObject({
      name: 'ProjectsMenuUpdateMutation',
      input: { id: 'I_12', projectIds: [ROADMAP.id, TRIAGE.id] },
    });
    expect(await shownProjects()).toEqual(['Roadmap', 'Bug triage']);
    server.mutations[0]?.respond({ error: 'The project has reached its item limit.' });
    expect((await screen.findByRole('alert')).textContent).toContain('The project has reached its item limit.');
    await waitFor(async () => expect(await shownProjects()).toEqual(['Roadmap']));
  });

  it('filters on the server', async () => {
    const server = installSidebarServer();
    renderApp(ISSUE);

    await openMenu('Projects');
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter projects' }), { target: { value: 'road' } });
    await waitFor(() =>
      expect(server.queries.filter((query) => query.name === 'ProjectsMenuQuery').map((query) => query.variables.query)).toEqual([
        null,
        'road',
      ]),
    );
  });
});
