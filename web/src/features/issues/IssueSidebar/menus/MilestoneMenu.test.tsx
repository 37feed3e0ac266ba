import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../../lib/session';
import { renderApp } from '../../../../test/renderApp';
import { findSection, installSidebarServer, MILESTONES, openMenu, READER, sidebarState } from '../sidebarTestServer';

const ISSUE = '/octo-org/hello-world/issues/12';
const [V1, V2] = MILESTONES as [(typeof MILESTONES)[number], (typeof MILESTONES)[number]];

const shownMilestone = async () => {
  const section = await findSection('Milestone');
  return within(section).queryByRole('link')?.textContent?.trim() ?? section.textContent;
};

describe('Milestone menu', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    // Unmounted first, so nothing the page starts on its way out meets the real fetch.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the milestone with its progress, and no gear to a viewer who may not set it', async () => {
    installSidebarServer(sidebarState({ ...READER, milestone: V1 }));
    renderApp(ISSUE);

    const section = await findSection('Milestone');
    expect(within(section).getByRole('link', { name: 'v1.0' }).getAttribute('href')).toBe('/octo-org/hello-world/milestone/1');
    expect(within(section).getByRole('progressbar', { name: 'v1.0: 50% complete' })).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('sets the picked milestone at once, with updateIssue', async () => {
    const server = installSidebarServer(sidebarState(), { hold: true });
    renderApp(ISSUE);
    expect(await shownMilestone()).toContain('No milestone');

    const list = await openMenu('Milestone');
    fireEvent.click(await within(list).findByRole('option', { name: /v2\.0/ }));

    expect(await shownMilestone()).toBe('v2.0');
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]).toMatchObject({ name: 'MilestoneMenuUpdateMutation', input: { id: 'I_12', milestoneId: V2.id } });
    server.mutations[0]?.respond();
    await waitFor(() => expect(server.state.milestone).toEqual(V2));
    expect(await shownMilestone()).toBe('v2.0');
  });

  it('clears the milestone when the current one is picked again (milestoneId null)', async () => {
    const server = installSidebarServer(sidebarState({ milestone: V1 }));
    renderApp(ISSUE);

    const list = await openMenu('Milestone');
    fireEvent.click(await within(list).findByRole('option', { name: /v1\.0/ }));
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]?.input).toEqual({ id: 'I_12', milestoneId: null });
    await waitFor(async () => expect(await shownMilestone()).toContain('No milestone'));
  });

  it("puts the milestone back with the server's message when it refuses", async () => {
    const server = installSidebarServer(sidebarState({ milestone: V1 }), { hold: true });
    renderApp(ISSUE);

    const list = await openMenu('Milestone');
    fireEvent.click(await within(list).findByRole('option', { name: /v2\.0/ }));
    expect(await shownMilestone()).toBe('v2.0');
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    server.mutations[0]?.respond({ error: 'Resource not accessible by integration' });

    expect((await screen.findByRole('alert')).textContent).toContain('Resource not accessible by integration');
    await waitFor(async () => expect(await shownMilestone()).toBe('v1.0'));
  });

  it('filters on the server', async () => {
    const server = installSidebarServer();
    renderApp(ISSUE);

    await openMenu('Milestone');
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter milestones' }), { target: { value: 'v2' } });
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
    expect(server.queries.filter((query) => query.name === 'MilestoneMenuQuery').map((query) => query.variables.query)).toEqual([
      null,
      'v2',
    ]);
  });
});
