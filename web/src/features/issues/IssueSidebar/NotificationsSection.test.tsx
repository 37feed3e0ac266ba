import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { renderApp } from '../../../test/renderApp';
import { findSection, HUBOT, installSidebarServer, MONALISA, READER, sidebarState } from './sidebarTestServer';

const ISSUE = '/octo-org/hello-world/issues/12';
const NOT_RECEIVING = "You're not receiving notifications from this thread.";
const RECEIVING = "You're receiving notifications because you're subscribed to this thread.";

describe('Notifications', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    // Unmounted first, so nothing the page starts on its way out meets the real fetch.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('subscribes at once, and says so, as the server confirms', async () => {
    const server = installSidebarServer(sidebarState(READER), { hold: true });
    renderApp(ISSUE);

    const section = await findSection('Notifications');
    expect(section.textContent).toContain(NOT_RECEIVING);
    fireEvent.click(within(section).getByRole('button', { name: 'Subscribe' }));

    expect(within(await findSection('Notifications')).getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect((await findSection('Notifications')).textContent).toContain(RECEIVING);
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]).toMatchObject({
      name: 'NotificationsSectionMutation',
      input: { subscribableId: 'I_12', state: 'SUBSCRIBED' },
    });
    server.mutations[0]?.respond();
    await waitFor(() => expect(server.state.viewerSubscription).toBe('SUBSCRIBED'));
    expect((await findSection('Notifications')).textContent).toContain(RECEIVING);
  });

  it("stays subscribed with the server's message when unsubscribing fails", async () => {
    const server = installSidebarServer(sidebarState({ viewerSubscription: 'SUBSCRIBED' }), { hold: true });
    renderApp(ISSUE);

    fireEvent.click(within(await findSection('Notifications')).getByRole('button', { name: 'Unsubscribe' }));
    expect(within(await findSection('Notifications')).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    await waitFor(() => expect(server.mutations).toHaveLength(1));
    expect(server.mutations[0]?.input).toEqual({ subscribableId: 'I_12', state: 'UNSUBSCRIBED' });
    server.mutations[0]?.respond({ error: 'Something went wrong while executing your query.' });

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong while executing your query.');
    await waitFor(async () => expect(within(await findSection('Notifications')).getByRole('button', { name: 'Unsubscribe' })).toBeTruthy());
  });

  it('has no button for a viewer who may not subscribe', async () => {
    installSidebarServer(sidebarState({ viewerCanSubscribe: false }));
    renderApp(ISSUE);

    const section = await findSection('Notifications');
    expect(section.textContent).toContain(NOT_RECEIVING);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('counts the participants and shows their avatars', async () => {
    installSidebarServer(sidebarState({ participants: [HUBOT, MONALISA] }));
    renderApp(ISSUE);

    const section = await findSection('2 participants');
    expect(
      within(within(section).getByRole('list', { name: 'Participants' }))
        .getAllByRole('img')
        .map((avatar) => avatar.getAttribute('alt')),
    ).toEqual(['hubot', 'monalisa']);
  });
});
