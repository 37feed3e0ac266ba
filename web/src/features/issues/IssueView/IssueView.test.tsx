import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReactionBarAddMutation from '../../../__generated__/ReactionBarAddMutation.graphql';
import { forgetSession } from '../../../lib/session';
import { installFakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

/** The fake server, with answers to addReaction chosen by the test (the answer's groups, or a refusal). */
function serveReactions(answer: () => 'accept' | 'refuse'): void {
  installFakeServer({ signedInAs: 'monalisa' });
  const fakeServer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = init.body ? (JSON.parse(String(init.body)) as { doc_id?: string; variables?: { input?: { subjectId: string } } }) : {};
    if (body.doc_id !== ReactionBarAddMutation.params.id) return fakeServer(input, init);
    const payload =
      answer() === 'accept'
        ? {
            data: {
              addReaction: {
                subject: {
                  __typename: 'Issue',
                  __isReactable: 'Issue',
                  id: body.variables?.input?.subjectId,
                  viewerCanReact: true,
                  reactionGroups: [{ content: 'THUMBS_UP', viewerHasReacted: true, reactors: { totalCount: 3 } }],
                },
              },
            },
          }
        : { data: { addReaction: null }, errors: [{ message: 'Resource not accessible', extensions: { code: 'FORBIDDEN' } }] };
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('issue page', () => {
  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the timeline: comments in full and events as rows with what happened', async () => {
    installFakeServer({ signedInAs: 'monalisa' });
    renderApp('/octo-org/hello-world/issues/12');

    const conversation = await screen.findByRole('region', { name: 'Comments' });
    const comment = within(conversation).getByRole('article', { name: 'Comment by monalisa' });
    expect(within(comment).getByText('Same here.')).toBeTruthy();
    expect(conversation.textContent).toMatch(/monalisa\s+added the\s+bug\s+label/);
    expect(within(conversation).queryByRole('button', { name: /^Load more/ })).toBeNull();
  });

  it("toggles the viewer's reaction at once, and undoes it with a message when the server refuses", async () => {
    let next: 'accept' | 'refuse' = 'refuse';
    serveReactions(() => next);
    renderApp('/octo-org/hello-world/issues/12');

    const description = await screen.findByRole('article', { name: 'Description by hubot' });
    const thumbs = within(description).getByRole('button', { name: 'React with 👍, 2 reactions' });
    expect(thumbs.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(thumbs);
    // Shown at once, before the server answers…
    expect(within(description).getByRole('button', { name: 'React with 👍, 3 reactions' }).getAttribute('aria-pressed')).toBe('true');
    // …and undone when it refuses.
    expect((await within(description).findByRole('alert')).textContent).toBe('Your reaction could not be added. Try again.');
    await waitFor(() =>
      expect(within(description).getByRole('button', { name: 'React with 👍, 2 reactions' }).getAttribute('aria-pressed')).toBe('false'),
    );

    next = 'accept';
    fireEvent.click(within(description).getByRole('button', { name: 'React with 👍, 2 reactions' }));
    await waitFor(() => expect(within(description).queryByRole('alert')).toBeNull());
    const pressed = await within(description).findByRole('button', { name: 'React with 👍, 3 reactions' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
  });
});
