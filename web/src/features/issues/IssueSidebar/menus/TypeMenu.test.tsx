import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../../lib/session';
import { renderApp } from '../../../../test/renderApp';
import { findSection, installSidebarServer, openMenu, READER, sidebarState, TYPES } from '../sidebarTestServer';

const ISSUE = '/octo-org/hello-world/issues/12';
const [BUG, FEATURE] = TYPES as [(typeof TYPES)[number], (typeof TYPES)[number]];

const shownType = async () => {
  const section = await findSection('Type');
  return within(section).queryByRole('link')?.textContent ?? section.textContent;
};

describe('Type menu', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    // Unmounted first, so nothing the page starts on its way out meets the real fetch.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows "No type" and no gear to a viewer who may not set the type', async () => {
    installSidebarServer(sidebarState(READER));
    renderApp(ISSUE);

    const section = await findSection('Type');
    expect(section.textContent).toContain('No type');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('has no Type section, and so no empty menu, where the repository has no issue types', async () => {
    installSidebarServer(sidebarState({ issueTypeCount: 0 }));
    renderApp(ISSUE);

    await findSection('Milestone');
    expect(within(screen.getByRole('complementary', { name: 'Issue details' })).queryByRole('region', { name: 'Type' })).toBeNull();
  });

  it('shows a type the issue keeps where the repository has none left, without a gear', async () => {
    installSidebarServer(sidebarState({ issueTypeCount: 0, issueType: BUG }));
    renderApp(ISSUE);

    expect(await shownType()).toBe('Bug');
    expect(within(await findSection('Type')).queryByRole('button')).toBeNull();
  });

  it('offers the enabled types only, and sets the picked one at once with updateIssueIssueType', async () => {
    const server = installSidebarServer(sidebarState({ issueType: BUG }), { hold: true });
    renderApp(ISSUE);

    const list = await openMenu('Type');
    await within(list).findByRole('option', { name: /Feature/ });
    expect(within(list).queryByRole('option', { name: /Retired/ })).toBeNull();
    fireEvent.click(within(list).getByRole('option', { name: /Feature/ }));

    expect(await shownType()).toBe('Feature');
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]).toMatchObject({ name: 'TypeMenuUpdateMutation', input: { issueId: 'I_12', issueTypeId: FEATURE.id } });
    server.mutations[0]?.respond({ error: 'Issue types are not enabled for this repository.' });
    expect((await screen.findByRole('alert')).textContent).toContain('Issue types are not enabled for this repository.');
    await waitFor(async () => expect(await shownType()).toBe('Bug'));
  });

  it('removes the type when the current one is picked again', async () => {
    const server = installSidebarServer(sidebarState({ issueType: BUG }));
    renderApp(ISSUE);

    const list = await openMenu('Type');
    fireEvent.click(await within(list).findByRole('option', { name: /Bug/ }));
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]?.input).toEqual({ issueId: 'I_12', issueTypeId: null });
    await waitFor(async () => expect(await shownType()).toContain('No type'));
  });

  it('filters the types as typed', async () => {
    installSidebarServer();
    renderApp(ISSUE);

    await openMenu('Type');
    await within(screen.getByRole('listbox')).findByRole('option', { name: /Bug/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter types' }), { target: { value: 'feat' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['FeatureA request or idea']),
    );
  });
});
