import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../../lib/session';
import { renderApp } from '../../../../test/renderApp';
import { closeMenu, findSection, installSidebarServer, LABELS, openMenu, READER, sidebarState } from '../sidebarTestServer';

const ISSUE = '/octo-org/hello-world/issues/12';
const [BUG, DOCS, ENHANCEMENT] = LABELS as [(typeof LABELS)[number], (typeof LABELS)[number], (typeof LABELS)[number]];

const shownLabels = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('Labels menu', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    // Unmounted first, so nothing the page starts on its way out meets the real fetch.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the gear menu to a viewer who may label, and not to one who may not', async () => {
    installSidebarServer(sidebarState({ labels: [BUG] }));
    const { unmount } = renderApp(ISSUE);
    expect(within(await findSection('Labels')).getByRole('button', { name: 'Edit Labels' })).toBeTruthy();
    unmount();

    installSidebarServer(sidebarState({ ...READER, labels: [BUG] }));
    renderApp(ISSUE);
    await waitFor(async () => expect(shownLabels(await findSection('Labels'))).toEqual(['bug']));
    expect(within(await findSection('Labels')).queryByRole('button')).toBeNull();
  });

  it('says "No labels" when there are none', async () => {
    installSidebarServer(sidebarState({ ...READER }));
    renderApp(ISSUE);
    expect((await findSection('Labels')).textContent).toContain('No labels');
  });

  it('adds and removes the ticked labels when the menu closes, at once, then as the server confirms', async () => {
    const server = installSidebarServer(sidebarState({ labels: [BUG] }), { hold: true });
    renderApp(ISSUE);

    const list = await openMenu('Labels');
    fireEvent.click(await within(list).findByRole('option', { name: /enhancement/ }));
    fireEvent.click(within(list).getByRole('option', { name: /documentation/ }));
    fireEvent.click(within(list).getByRole('option', { name: /bug/ }));
    expect(server.mutations).toHaveLength(0);
    closeMenu();

    await waitFor(() => expect(server.mutations).toHaveLength(2));
    expect(server.mutations.map(({ name, input }) => [name, input])).toEqual([
      ['LabelsMenuAddMutation', { labelableId: 'I_12', labelIds: [ENHANCEMENT.id, DOCS.id] }],
      ['LabelsMenuRemoveMutation', { labelableId: 'I_12', labelIds: [BUG.id] }],
    ]);
    expect(shownLabels(await findSection('Labels'))).toEqual(['documentation', 'enhancement']);
    server.mutations.forEach((call) => call.respond());
    await waitFor(() => expect(server.state.labels.map((label) => label.name)).toEqual(['enhancement', 'documentation']));
    expect(shownLabels(await findSection('Labels'))).toEqual(['documentation', 'enhancement']);
  });

  it("puts the labels back with the server's message when it refuses", async () => {
    const server = installSidebarServer(sidebarState(), { hold: true });
    renderApp(ISSUE);

    const list = await openMenu('Labels');
    fireEvent.click(await within(list).findByRole('option', { name: /question/ }));
    closeMenu();
    await waitFor(async () => expect(shownLabels(await findSection('Labels'))).toEqual(['question']));
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    server.mutations[0]?.respond({ error: 'Could not resolve to a node with the global id of L_6' });

    expect((await screen.findByRole('alert')).textContent).toContain('Could not resolve to a node with the global id of L_6');
    await waitFor(async () => expect(shownLabels(await findSection('Labels'))).toEqual([]));
  });

  it('sends nothing when the menu closes without a change', async () => {
    const server = installSidebarServer(sidebarState({ labels: [BUG] }));
    renderApp(ISSUE);

    const list = await openMenu('Labels');
    const bug = await within(list).findByRole('option', { name: /bug/ });
    fireEvent.click(bug);
    fireEvent.click(bug);
    closeMenu();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(server.mutations).toHaveLength(0);
  });

  it('filters on the server', async () => {
    const server = installSidebarServer();
    renderApp(ISSUE);

    await openMenu('Labels');
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter labels' }), { target: { value: 'broken' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['bugSomething is broken']),
    );
    expect(server.queries.filter((query) => query.name === 'LabelsMenuQuery').map((query) => query.variables.query)).toEqual([
      null,
      'broken',
    ]);
  });
});
