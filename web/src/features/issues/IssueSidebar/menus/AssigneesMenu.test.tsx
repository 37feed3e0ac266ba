import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../../lib/session';
import { renderApp } from '../../../../test/renderApp';
import {
  closeMenu,
  findSection,
  HUBOT,
  installSidebarServer,
  openMenu as openSidebarMenu,
  MONALISA,
  PEOPLE,
  READER,
  sidebarState,
} from '../sidebarTestServer';

const ISSUE = '/octo-org/hello-world/issues/12';

const assigneesSection = () => findSection('Assignees');

const shownAssignees = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('link')
    .map((link) => link.textContent);

const openMenu = () => openSidebarMenu('Assignees');

describe('Assignees menu', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    // Unmounted first, so nothing the page starts on its way out meets the real fetch.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the gear menu and "Assign yourself" to a viewer who may assign', async () => {
    installSidebarServer();
    renderApp(ISSUE);

    const section = await assigneesSection();
    expect(within(section).getByRole('button', { name: 'Edit Assignees' })).toBeTruthy();
    expect((await within(section).findByRole('button', { name: 'Assign yourself' })).closest('span')?.textContent).toBe(
      'No one — Assign yourself',
    );
  });

  it('leaves the gear and "Assign yourself" out for a viewer who may not assign', async () => {
    installSidebarServer(sidebarState({ ...READER, assignees: [HUBOT] }));
    renderApp(ISSUE);

    const section = await assigneesSection();
    expect(shownAssignees(section)).toEqual(['hubot']);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('applies the ticks when the menu closes, shown at once and kept when the server agrees', async () => {
    const server = installSidebarServer(sidebarState({ assignees: [HUBOT] }), { hold: true });
    renderApp(ISSUE);

    const list = await openMenu();
    fireEvent.click(await within(list).findByRole('option', { name: /monalisa/ }));
    fireEvent.click(within(list).getByRole('option', { name: /hubot/ }));
    // Nothing is sent while the menu is open.
    expect(server.mutations).toHaveLength(0);
    closeMenu();

    await waitFor(() => expect(server.mutations).toHaveLength(2));
    expect(server.mutations.map(({ name, input }) => [name, input])).toEqual([
      ['AssigneesMenuAddMutation', { assignableId: 'I_12', assigneeIds: [MONALISA.id] }],
      ['AssigneesMenuRemoveMutation', { assignableId: 'I_12', assigneeIds: [HUBOT.id] }],
    ]);
    // Before the server answers.
    expect(shownAssignees(await assigneesSection())).toEqual(['monalisa']);
    server.mutations.forEach((call) => call.respond());
    await waitFor(() => expect(server.state.assignees).toEqual([MONALISA]));
    expect(shownAssignees(await assigneesSection())).toEqual(['monalisa']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('assigns the viewer with "Assign yourself"', async () => {
    const server = installSidebarServer(sidebarState(), { hold: true });
    renderApp(ISSUE);

    fireEvent.click(await within(await assigneesSection()).findByRole('button', { name: 'Assign yourself' }));
    expect(shownAssignees(await assigneesSection())).toEqual(['monalisa']);
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]?.input).toEqual({ assignableId: 'I_12', assigneeIds: [MONALISA.id] });
  });

  it("puts the assignees back and shows the server's message when it refuses", async () => {
    const server = installSidebarServer(sidebarState(), { hold: true });
    renderApp(ISSUE);

    const list = await openMenu();
    fireEvent.click(await within(list).findByRole('option', { name: /hubot/ }));
    closeMenu();
    await waitFor(() => expect(shownAssignees(screen.getByRole('region', { name: 'Assignees' }))).toEqual(['hubot']));
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    server.mutations[0]?.respond({ error: 'monalisa does not have permission to assign people to this issue.' });

    expect((await screen.findByRole('alert')).textContent).toContain('monalisa does not have permission to assign people to this issue.');
    await waitFor(() => expect(shownAssignees(screen.getByRole('region', { name: 'Assignees' }))).toEqual([]));
  });

  it('refuses an eleventh assignee with a notice', async () => {
    const ten = PEOPLE.slice(2, 12);
    const server = installSidebarServer(sidebarState({ assignees: ten }));
    renderApp(ISSUE);

    const list = await openMenu();
    const eleventh = await within(list).findByRole('option', { name: /monalisa/ });
    fireEvent.click(eleventh);
    expect(await screen.findByText('You can only select up to 10 assignees')).toBeTruthy();
    expect(eleventh.getAttribute('aria-selected')).toBe('false');
    closeMenu();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(server.mutations).toHaveLength(0);
  });

  it('asks the server for the filter, so people beyond the first page can be found', async () => {
    const server = installSidebarServer();
    renderApp(ISSUE);

    const list = await openMenu();
    await within(list).findByRole('option', { name: /monalisa/ });
    expect(within(list).queryByRole('option', { name: /user142/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter assignees' }), { target: { value: 'user142' } });

    expect(await within(screen.getByRole('listbox')).findByRole('option', { name: /user142/ })).toBeTruthy();
    expect(server.queries.filter((query) => query.name === 'AssigneesMenuQuery').map((query) => query.variables.query)).toEqual([
      null,
      'user142',
    ]);
  });
});
