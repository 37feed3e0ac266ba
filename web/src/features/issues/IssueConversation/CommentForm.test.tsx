import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { ADMIN_RIGHTS, later, serveIssuePage, stubResizeObserver, type Answer, type Variables } from '../../../test/issuePageServer';
import { renderApp } from '../../../test/renderApp';
import { commentNode } from '../CommentCard/commentTestServer';

/** The server's answer to addComment: the new comment as the timeline shows it. */
function commentAdded(variables: Variables): Answer {
  return {
    data: {
      addComment: {
        timelineEdge: {
          node: {
            // What the comment card reads, as the server sends it for the new comment.
            ...commentNode(12, { id: 'IC_2', databaseId: 2, body: String(variables.input?.body), rights: { update: true, delete: true } }),
            createdAt: '2026-11-21T10:00:00Z',
          },
        },
      },
    },
  };
}

function stateAnswer(field: 'closeIssue' | 'reopenIssue', state: 'OPEN' | 'CLOSED'): Answer {
  return {
    data: {
      [field]: {
        issue: {
          id: 'I_12',
          state,
          closed: state === 'CLOSED',
          closedAt: null,
          stateReason: state === 'CLOSED' ? 'COMPLETED' : 'REOPENED',
          viewerCanClose: true,
          viewerCanReopen: true,
          duplicateOf: null,
        },
      },
    },
  };
}

async function openForm() {
  renderApp('/octo-org/hello-world/issues/12');
  return screen.findByRole('form', { name: 'Add a comment' }, { timeout: 15_000 });
}

const stateBadge = () => screen.getByTestId('issue-state').textContent?.trim();

describe('comment form', () => {
  beforeEach(() => {
    forgetSession();
    stubResizeObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('closes with a comment: the issue shows closed at once, the comment is added, then the issue is closed', async () => {
    const comment = later();
    const server = serveIssuePage({
      issue: ADMIN_RIGHTS,
      answer: (operation) => {
        if (operation === 'CommentFormMutation') return comment.answer;
        if (operation === 'useIssueStateCloseMutation') return stateAnswer('closeIssue', 'CLOSED');
        return undefined;
      },
    });
    const form = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Fixed in #13.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close with comment' }));

    expect(stateBadge()).toBe('Closed');
    await waitFor(() => expect(server.calls.map((call) => call.operation)).toContain('CommentFormMutation'));
    // The issue closes only once the comment is in.
    expect(server.calls.map((call) => call.operation)).not.toContain('useIssueStateCloseMutation');
    await act(async () => {
      comment.send(commentAdded(server.calls.find((call) => call.operation === 'CommentFormMutation')?.variables ?? {}));
      await comment.answer;
    });
    await waitFor(() => expect(server.calls.map((call) => call.operation)).toContain('useIssueStateCloseMutation'));
    const changes = server.calls.filter((call) => call.operation !== 'IssueViewQuery');
    expect(changes.map((call) => [call.operation, call.variables.input])).toEqual([
      ['CommentFormMutation', { subjectId: 'I_12', body: 'Fixed in #13.' }],
      ['useIssueStateCloseMutation', { issueId: 'I_12', stateReason: 'COMPLETED' }],
    ]);
    expect(await screen.findByText('Fixed in #13.')).toBeTruthy();
    expect(stateBadge()).toBe('Closed');
    // Now closed, the form offers to reopen.
    expect(within(form).getByRole('button', { name: 'Reopen with comment' })).toBeTruthy();
  });

  it('reopens with a comment on a closed issue, in the same order', async () => {
    const server = serveIssuePage({
      issue: { ...ADMIN_RIGHTS, state: 'CLOSED', closed: true, stateReason: 'COMPLETED' },
      answer: (operation, variables) => {
        if (operation === 'CommentFormMutation') return commentAdded(variables);
        if (operation === 'useIssueStateReopenMutation') return stateAnswer('reopenIssue', 'OPEN');
        return undefined;
      },
    });
    const form = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Still happens.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reopen with comment' }));
    expect(stateBadge()).toBe('Open');
    await waitFor(() =>
      expect(server.calls.filter((call) => call.operation !== 'IssueViewQuery').map((call) => call.operation)).toEqual([
        'CommentFormMutation',
        'useIssueStateReopenMutation',
      ]),
    );
  });

  it('does not close when the comment is refused, and says why', async () => {
    const server = serveIssuePage({
      issue: ADMIN_RIGHTS,
      answer: (operation) =>
        operation === 'CommentFormMutation'
          ? { data: { addComment: null }, errors: [{ message: 'Body is too long (maximum is 65536 characters)' }] }
          : undefined,
    });
    const form = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Long text' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close with comment' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Body is too long (maximum is 65536 characters)');
    expect(stateBadge()).toBe('Open');
    expect(server.calls.map((call) => call.operation)).not.toContain('useIssueStateCloseMutation');
    expect((within(form).getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe('Long text');
  });

  it('offers no state change to a viewer who may not close the issue', async () => {
    serveIssuePage();
    const form = await openForm();
    expect(within(form).queryByRole('button', { name: /with comment/ })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Comment' })).toBeTruthy();
  });

  it('submits with Ctrl+Enter or Cmd+Enter, and switches Write / Preview with Ctrl+Shift+P', async () => {
    const server = serveIssuePage({
      answer: (operation, variables) => (operation === 'CommentFormMutation' ? commentAdded(variables) : undefined),
    });
    const form = await openForm();
    const textbox = within(form).getByRole('textbox', { name: 'Comment' });
    fireEvent.change(textbox, { target: { value: 'Seen it too.' } });

    fireEvent.keyDown(textbox, { key: 'P', ctrlKey: true, shiftKey: true });
    expect(within(form).getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(within(form).getByRole('tab', { name: 'Preview' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'p', metaKey: true, shiftKey: true });
    expect(within(form).getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(textbox);

    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(server.calls.map((call) => call.operation)).not.toContain('CommentFormMutation');
    fireEvent.keyDown(textbox, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(server.calls.map((call) => call.operation)).toContain('CommentFormMutation'));
    expect(await screen.findByText('Seen it too.')).toBeTruthy();

    fireEvent.keyDown(textbox, { key: 'Enter', ctrlKey: true });
    expect((await within(form).findByRole('alert')).textContent).toBe('Comment cannot be blank.');
  });

  it("shows GitHub's notice on a locked issue, and keeps the form for those who may still comment", async () => {
    serveIssuePage({ issue: { locked: true, activeLockReason: 'RESOLVED' } });
    await openForm();
    expect(screen.getByTestId('locked-notice').textContent).toBe(
      'This conversation has been locked as resolved and limited to collaborators.',
    );
  });

  it('shows a viewer who may not comment on a locked issue the notice instead of the comment form', async () => {
    serveIssuePage({ issue: { locked: true, activeLockReason: null, viewerCanReact: false, viewerCanComment: false } });
    renderApp('/octo-org/hello-world/issues/12');
    expect((await screen.findByTestId('locked-notice', {}, { timeout: 15_000 })).textContent).toBe(
      'This conversation has been locked and limited to collaborators.',
    );
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull();
  });

  it('shows no comment form where the server says the viewer may not comment, locked or not (an archived repository)', async () => {
    serveIssuePage({ issue: { locked: false, viewerCanComment: false } });
    renderApp('/octo-org/hello-world/issues/12');
    await screen.findByRole('region', { name: 'Comments' }, { timeout: 15_000 });
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByTestId('locked-notice')).toBeNull();
  });
});
