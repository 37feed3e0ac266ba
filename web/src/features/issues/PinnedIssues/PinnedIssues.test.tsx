import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PrioritizeMutation from '../../../__generated__/PinnedIssuesPrioritizeMutation.graphql';
import UnpinMutation from '../../../__generated__/PinnedIssuesUnpinMutation.graphql';
import { forgetSession } from '../../../lib/session';
import { installFakeServer, pinnedData } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

interface PinnedNode {
  id: string;
  issue: { id: string };
}

const REPO = 'pinboard';
const pinnedNodes = () => (pinnedData('octo-org', REPO).pinnedIssues as { nodes: PinnedNode[] }).nodes;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The fake server plus the area's two mutations, answered when `respond` is called so a test can
 * look at the page in between (the optimistic state). `ok: false` answers like the server refusing.
 */
function installPinServer() {
  installFakeServer({ signedInAs: 'monalisa' });
  const fakeFetch = globalThis.fetch;
  const calls: { docId: string; input: Record<string, unknown>; respond: (ok: boolean) => void }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as { doc_id?: string; variables?: { input: Record<string, unknown> } }) : {};
    if (body.doc_id !== PrioritizeMutation.params.id && body.doc_id !== UnpinMutation.params.id) return fakeFetch(input, init);
    const docId = body.doc_id;
    const mutationInput = body.variables?.input ?? {};
    return new Promise<Response>((resolve) => {
      calls.push({
        docId,
        input: mutationInput,
        respond: (ok) => {
          if (!ok) {
            const field = docId === PrioritizeMutation.params.id ? 'prioritizePinnedIssues' : 'unpinIssue';
            resolve(json({ data: { [field]: null }, errors: [{ message: 'Something went wrong', path: [field] }] }));
            return;
          }
          const nodes = pinnedNodes();
          if (docId === PrioritizeMutation.params.id) {
            const order = mutationInput.issueIds as string[];
            const sorted = order.map((id) => nodes.find((node) => node.issue.id === id));
            resolve(
              json({
                data: { prioritizePinnedIssues: { repository: { id: 'R_1', viewerCanPinIssues: true, pinnedIssues: { nodes: sorted } } } },
              }),
            );
          } else {
            const remaining = nodes.filter((node) => node.issue.id !== mutationInput.issueId);
            resolve(
              json({
                data: {
                  unpinIssue: {
                    issue: {
                      id: mutationInput.issueId,
                      isPinned: false,
                      repository: { id: 'R_1', viewerCanPinIssues: true, pinnedIssues: { nodes: remaining } },
                    },
                  },
                },
              }),
            );
          }
        },
      });
    });
  });
  return calls;
}

/** The numbers of the pinned cards, in the order shown. */
function shownNumbers(): string[] {
  return screen.getAllByTestId('pinned-issue').map((card) => /#(\d+) opened/.exec(card.textContent ?? '')?.[1] ?? '?');
}

async function openMenuItem(number: number, item: string) {
  fireEvent.click(screen.getByRole('button', { name: `Options for pinned issue #${number}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('PinnedIssues', () => {
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
    vi.unstubAllGlobals();
  });

  it('shows the pinned issues with state, title link, number, date, author and comments', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp(`/octo-org/${REPO}/issues`);

    const area = await screen.findByRole('region', { name: 'Pinned issues' });
    const cards = within(area).getAllByTestId('pinned-issue');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    // The issue's path on the page's own origin (its resourcePath; the fixture's issues are hello-world's, as the list's).
    expect(first.getByRole('link', { name: 'Crash on save' }).getAttribute('href')).toBe('/octo-org/hello-world/issues/1');
    expect(first.getByRole('img', { name: 'Open issue' })).toBeTruthy();
    expect(cards[0]?.textContent).toContain('#1 opened Nov 2, 2026 by hubot');
    expect(cards[0]?.textContent).toContain('3 comments');
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Docs <typo>' })).toBeTruthy();
    expect(cards[1]?.textContent).toContain('by ghost');
    expect(within(cards[2] as HTMLElement).getByRole('img', { name: 'Closed issue (completed)' })).toBeTruthy();
    expect(cards[2]?.textContent).toContain('1 comment');
    expect(within(area).getAllByTestId('pinned-issue-drag-handle')).toHaveLength(3);
    expect(within(area).getAllByRole('button', { name: /^Options for pinned issue/ })).toHaveLength(3);
  });

  it('shows no menu and no drag handles to a viewer who cannot pin', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/pinboard-readonly/issues');

    const area = await screen.findByRole('region', { name: 'Pinned issues' });
    expect(within(area).getAllByTestId('pinned-issue')).toHaveLength(3);
    expect(within(area).queryAllByTestId('pinned-issue-drag-handle')).toHaveLength(0);
    expect(within(area).queryAllByRole('button')).toHaveLength(0);
  });

  it('renders nothing when no issue is pinned', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues');

    await screen.findByRole('list', { name: 'Issues' });
    expect(screen.queryByRole('heading', { name: 'Pinned issues' })).toBeNull();
    expect(screen.queryAllByTestId('pinned-issue')).toHaveLength(0);
  });

  it('moves an issue with Advanced move at once, and keeps the order the server confirms', async () => {
    const calls = installPinServer();
    renderApp(`/octo-org/${REPO}/issues`);
    await screen.findByRole('region', { name: 'Pinned issues' });

    await openMenuItem(1, 'Advanced move');
    const dialog = await screen.findByRole('dialog', { name: 'Move pinned issue' });
    expect((within(dialog).getByRole('radio', { name: '1st' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('After #3 Old closed issue')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '3rd' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownNumbers()).toEqual(['2', '3', '1']);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toEqual({ repositoryId: 'R_1', issueIds: ['I_2', 'I_3', 'I_1'] });
    calls[0]?.respond(true);
    await waitFor(() => expect(screen.getAllByTestId('pinned-issue')).toHaveLength(3));
    expect(shownNumbers()).toEqual(['2', '3', '1']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the order back and says so when the reorder fails', async () => {
    const calls = installPinServer();
    renderApp(`/octo-org/${REPO}/issues`);
    await screen.findByRole('region', { name: 'Pinned issues' });

    await openMenuItem(3, 'Advanced move');
    const dialog = await screen.findByRole('dialog', { name: 'Move pinned issue' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '1st' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(shownNumbers()).toEqual(['3', '1', '2']));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.respond(false);

    expect((await screen.findByRole('alert')).textContent).toContain('Could not reorder pinned issues');
    expect(shownNumbers()).toEqual(['1', '2', '3']);
  });

  it('removes an unpinned issue at once, and brings it back with a message when the unpin fails', async () => {
    const calls = installPinServer();
    renderApp(`/octo-org/${REPO}/issues`);
    await screen.findByRole('region', { name: 'Pinned issues' });

    await openMenuItem(2, 'Unpin');
    await waitFor(() => expect(shownNumbers()).toEqual(['1', '3']));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toEqual({ issueId: 'I_2' });
    calls[0]?.respond(false);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not unpin issue');
    expect(shownNumbers()).toEqual(['1', '2', '3']);

    await openMenuItem(2, 'Unpin');
    await waitFor(() => expect(calls).toHaveLength(2));
    // A new attempt clears the old message.
    expect(screen.queryByRole('alert')).toBeNull();
    calls[1]?.respond(true);
    await waitFor(() => expect(shownNumbers()).toEqual(['1', '3']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
