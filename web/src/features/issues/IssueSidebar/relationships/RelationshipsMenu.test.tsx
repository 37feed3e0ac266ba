import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../../lib/session';
import { renderApp } from '../../../../test/renderApp';
import { closeMenu, findSection, installSidebarServer, ISSUES, READER, sidebarState } from '../sidebarTestServer';

const ISSUE = '/octo-org/hello-world/issues/12';
const [EPIC, HANGS, AUTOSAVE, LARGE] = ISSUES as [
  (typeof ISSUES)[number],
  (typeof ISSUES)[number],
  (typeof ISSUES)[number],
  (typeof ISSUES)[number],
];

const relationships = () => findSection('Relationships');

/** The issues a list of the section shows, by its name ('Sub-issues'). */
const listed = async (name: string) =>
  within(within(await relationships()).getByRole('list', { name }))
    .getAllByTestId('related-issue')
    .map((item) => item.firstElementChild?.textContent?.trim());

async function chooseFromGear(item: string) {
  fireEvent.click(within(await relationships()).getByRole('button', { name: 'Edit Relationships' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

async function pickIssue(title: RegExp) {
  const list = await screen.findByRole('listbox');
  fireEvent.click(await within(list).findByRole('option', { name: title }));
}

describe('Relationships', () => {
  beforeEach(() => {
    forgetSession();
    // jsdom has no ResizeObserver; Primer's Dialog body (a ScrollableRegion) observes its size.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  afterEach(() => {
    // Unmounted first, so nothing the page starts on its way out meets the real fetch.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the relationships without any control to a viewer who may not change them', async () => {
    installSidebarServer(sidebarState({ ...READER, parent: EPIC, subIssues: [HANGS, AUTOSAVE], blockedBy: [LARGE] }));
    renderApp(ISSUE);

    const section = await relationships();
    expect(within(section).getByRole('link', { name: 'Epic: saving #20' }).getAttribute('href')).toBe(
      '/octo-org/hello-world/issues/12?issue=octo-org%7Chello-world%7C20',
    );
    expect(section.textContent).toContain('Sub-issues 1 of 2 (50%)');
    expect(await listed('Sub-issues')).toEqual(['Save dialog hangs #21', 'Autosave loses data #22']);
    expect(await listed('Blocked by')).toEqual(['Server rejects large files #23']);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says "None yet" without relationships', async () => {
    installSidebarServer(sidebarState(READER));
    renderApp(ISSUE);
    expect((await relationships()).textContent).toContain('None yet');
  });

  it('sets the parent from a search of the repository, at once', async () => {
    const server = installSidebarServer(sidebarState(), { hold: true });
    renderApp(ISSUE);

    await chooseFromGear('Add parent issue');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search issues' }), { target: { value: 'epic' } });
    await waitFor(() =>
      expect(server.queries.at(-1)).toEqual({
        name: 'RelationshipsMenuSearchQuery',
        variables: { query: 'repo:octo-org/hello-world is:issue sort:updated-desc epic', first: 20 },
      }),
    );
    await pickIssue(/Epic: saving #20/);

    expect(within(await relationships()).getByRole('link', { name: 'Epic: saving #20' })).toBeTruthy();
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]).toMatchObject({
      name: 'useRelationshipChangesSetParentMutation',
      input: { issueId: EPIC.id, subIssueId: 'I_12', replaceParent: true },
    });
    server.mutations[0]?.respond();
    await waitFor(() => expect(server.state.parent).toEqual(EPIC));
  });

  it('removes the parent', async () => {
    const server = installSidebarServer(sidebarState({ parent: EPIC }));
    renderApp(ISSUE);

    await chooseFromGear('Remove parent issue');
    await waitFor(async () => expect((await relationships()).textContent).toContain('None yet'));
    expect(server.mutations[0]).toMatchObject({
      name: 'useRelationshipChangesRemoveParentMutation',
      input: { issueId: EPIC.id, subIssueId: 'I_12' },
    });
  });

  it('adds an existing issue as a sub-issue, leaving out those already related', async () => {
    const server = installSidebarServer(sidebarState({ subIssues: [HANGS] }), { hold: true });
    renderApp(ISSUE);

    await chooseFromGear('Add existing issue as sub-issue');
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: /Autosave loses data/ });
    expect(within(list).queryByRole('option', { name: /Save dialog hangs/ })).toBeNull();
    await pickIssue(/Autosave loses data/);

    expect(await listed('Sub-issues')).toEqual(['Save dialog hangs #21', 'Autosave loses data #22']);
    expect((await relationships()).textContent).toContain('1 of 2 (50%)');
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]).toMatchObject({
      name: 'useRelationshipChangesAddSubIssueMutation',
      input: { issueId: 'I_12', subIssueId: AUTOSAVE.id, replaceParent: true },
    });
  });

  it('moves a sub-issue down at once, with reprioritizeSubIssue after its neighbour', async () => {
    const server = installSidebarServer(sidebarState({ subIssues: [HANGS, AUTOSAVE, LARGE] }), { hold: true });
    renderApp(ISSUE);

    fireEvent.click(within(await relationships()).getByRole('button', { name: 'Options for sub-issue #21' }));
    expect(screen.queryByRole('menuitem', { name: 'Move up' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));

    expect(await listed('Sub-issues')).toEqual(['Autosave loses data #22', 'Save dialog hangs #21', 'Server rejects large files #23']);
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]).toMatchObject({
      name: 'useRelationshipChangesReprioritizeMutation',
      input: { issueId: 'I_12', subIssueId: HANGS.id, afterId: AUTOSAVE.id },
    });
    server.mutations[0]?.respond();
    await waitFor(() => expect(server.state.subIssues.map((issue) => issue.number)).toEqual([22, 21, 23]));
    expect(await listed('Sub-issues')).toEqual(['Autosave loses data #22', 'Save dialog hangs #21', 'Server rejects large files #23']);
  });

  it("puts a removed sub-issue back with the server's message when the server refuses", async () => {
    const server = installSidebarServer(sidebarState({ subIssues: [HANGS, AUTOSAVE] }), { hold: true });
    renderApp(ISSUE);

    fireEvent.click(within(await relationships()).getByRole('button', { name: 'Options for sub-issue #22' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove sub-issue' }));
    expect(await listed('Sub-issues')).toEqual(['Save dialog hangs #21']);
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]?.input).toEqual({ issueId: 'I_12', subIssueId: AUTOSAVE.id });
    server.mutations[0]?.respond({ error: 'monalisa does not have permission to remove sub-issues.' });

    expect((await screen.findByRole('alert')).textContent).toContain('monalisa does not have permission to remove sub-issues.');
    await waitFor(async () => expect(await listed('Sub-issues')).toEqual(['Save dialog hangs #21', 'Autosave loses data #22']));
  });

  it('creates a sub-issue, shown at once and numbered when the server answers', async () => {
    const server = installSidebarServer(sidebarState(), { hold: true });
    renderApp(ISSUE);

    await chooseFromGear('Create sub-issue');
    const dialog = await screen.findByRole('dialog', { name: 'Create sub-issue' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Write the migration' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create sub-issue' })).toBeNull());
    expect(await listed('Sub-issues')).toEqual(['Write the migration']);
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]).toMatchObject({
      name: 'useRelationshipChangesCreateSubIssueMutation',
      input: { repositoryId: 'R_1', title: 'Write the migration', parentIssueId: 'I_12' },
    });
    server.mutations[0]?.respond();
    await waitFor(async () => expect(await listed('Sub-issues')).toEqual(['Write the migration #99']));
  });

  it("offers the issue's author without rights only what the server accepts: their own issues as parent, sub-issue or blocked", async () => {
    // The viewer wrote this issue and "Save dialog hangs"; the others are someone else's.
    const theirs = { viewerCanRelate: false };
    installSidebarServer(
      sidebarState({
        ...READER,
        viewerCanRelate: true,
        unrelatable: [EPIC.id, AUTOSAVE.id, LARGE.id],
        parent: { ...EPIC, ...theirs },
        blocking: [{ ...LARGE, ...theirs }],
      }),
    );
    renderApp(ISSUE);

    fireEvent.click(within(await relationships()).getByRole('button', { name: 'Edit Relationships' }));
    await screen.findByRole('menuitem', { name: 'Add existing issue as sub-issue' });
    // Someone else's parent stays: changing or removing it would change their issue.
    expect(screen.queryByRole('menuitem', { name: /parent issue/ })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add existing issue as sub-issue' }));
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: /Save dialog hangs/ });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Save dialog hangs #21']);
    closeMenu();

    await chooseFromGear('Mark as blocked by');
    const blockers = await screen.findByRole('listbox');
    await within(blockers).findByRole('option', { name: /Autosave loses data/ });
    closeMenu();
    // The blocked issue holds a "blocking" relationship: someone else's has no remove action.
    expect(within(await relationships()).queryByRole('button', { name: 'Options for blocked issue #23' })).toBeNull();
  });

  it('marks the issue blocked by and blocking others, and removes a blocker', async () => {
    const server = installSidebarServer(sidebarState({ blockedBy: [HANGS] }));
    renderApp(ISSUE);

    await chooseFromGear('Mark as blocked by');
    await pickIssue(/Server rejects large files/);
    await waitFor(async () => expect(await listed('Blocked by')).toEqual(['Save dialog hangs #21', 'Server rejects large files #23']));
    expect(server.mutations[0]).toMatchObject({
      name: 'useRelationshipChangesAddBlockedByMutation',
      input: { issueId: 'I_12', blockingIssueId: LARGE.id },
    });

    await chooseFromGear('Mark as blocking');
    await pickIssue(/Epic: saving/);
    await waitFor(async () => expect(await listed('Blocking')).toEqual(['Epic: saving #20']));
    expect(server.mutations[1]).toMatchObject({
      name: 'useRelationshipChangesAddBlockingMutation',
      input: { issueId: EPIC.id, blockingIssueId: 'I_12' },
    });

    fireEvent.click(within(await relationships()).getByRole('button', { name: 'Options for blocked-by issue #21' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove blocked by' }));
    await waitFor(async () => expect(await listed('Blocked by')).toEqual(['Server rejects large files #23']));
    expect(server.mutations[2]).toMatchObject({
      name: 'useRelationshipChangesRemoveBlockedByMutation',
      input: { issueId: 'I_12', blockingIssueId: HANGS.id },
    });
  });
});
