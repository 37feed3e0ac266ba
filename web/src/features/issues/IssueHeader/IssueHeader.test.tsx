import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import {
  ADMIN_RIGHTS,
  later,
  refusal,
  serveIssuePage,
  stubResizeObserver,
  type Answer,
  type Variables,
} from '../../../test/issuePageServer';
import { renderApp } from '../../../test/renderApp';

const PAGE = '/octo-org/hello-world/issues/12';

/** The issue as the server answers it after a change. */
function issueAfter(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id: 'I_12',
    state: 'OPEN',
    closed: false,
    closedAt: null,
    stateReason: null,
    viewerCanClose: true,
    viewerCanReopen: true,
    duplicateOf: null,
    ...fields,
  };
}

const closed = (variables: Variables): Answer => ({
  data: {
    closeIssue: {
      issue: issueAfter({
        state: 'CLOSED',
        closed: true,
        closedAt: '2026-11-20T10:00:00Z',
        stateReason: variables.input?.stateReason,
        duplicateOf: variables.input?.duplicateIssueId ? { id: 'I_7', number: 7, resourcePath: '/octo-org/hello-world/issues/7' } : null,
      }),
    },
  },
});

async function openPage() {
  renderApp(PAGE);
  // The first render of a file waits for the page's modules to be transformed.
  return screen.findByTestId('issue-header', {}, { timeout: 15_000 });
}

const stateBadge = () => screen.getByTestId('issue-state').textContent?.trim();

describe('issue header', () => {
  beforeEach(() => {
    forgetSession();
    stubResizeObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers Reopen issue instead of Close issue on a closed issue, to those who may reopen it', async () => {
    serveIssuePage({ issue: { ...ADMIN_RIGHTS, state: 'CLOSED', stateReason: 'COMPLETED' } });
    const header = await openPage();
    expect(within(header).getByRole('button', { name: 'Reopen issue' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Close issue' })).toBeNull();
  });

  it('offers a reader of a closed issue nothing to change it', async () => {
    serveIssuePage({ issue: { state: 'CLOSED', stateReason: 'NOT_PLANNED' } });
    const header = await openPage();
    expect(stateBadge()).toBe('Closed');
    expect(within(header).queryByRole('button')).toBeNull();
  });

  describe('title', () => {
    it('edits in place: Escape cancels, Enter saves and the new title shows before the server answers', async () => {
      const reply = later();
      const server = serveIssuePage({
        issue: ADMIN_RIGHTS,
        answer: (operation) => (operation === 'IssueHeaderTitleMutation' ? reply.answer : undefined),
      });
      const header = await openPage();

      fireEvent.click(within(header).getByRole('button', { name: 'Edit title' }));
      const input = within(header).getByRole('textbox', { name: 'Title' });
      expect((input as HTMLInputElement).value).toBe('Crash on save');
      fireEvent.change(input, { target: { value: 'Discarded' } });
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toContain('Crash on save');
      expect(document.activeElement).toBe(within(header).getByRole('button', { name: 'Edit title' }));

      fireEvent.click(within(header).getByRole('button', { name: 'Edit title' }));
      fireEvent.change(within(header).getByRole('textbox', { name: 'Title' }), { target: { value: '  Crash when saving  ' } });
      fireEvent.submit(within(header).getByRole('form', { name: 'Edit title' }));
      // Shown at once…
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toContain('Crash when saving');
      await waitFor(() => expect(server.calls.some((call) => call.operation === 'IssueHeaderTitleMutation')).toBe(true));
      expect(server.calls.find((call) => call.operation === 'IssueHeaderTitleMutation')?.variables.input).toEqual({
        id: 'I_12',
        title: 'Crash when saving',
      });
      // …and kept once the server agrees.
      await act(async () => {
        reply.send({ data: { updateIssue: { issue: { id: 'I_12', title: 'Crash when saving', titleHTML: 'Crash when saving' } } } });
        await reply.answer;
      });
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toContain('Crash when saving');
      await waitFor(() => expect(document.title).toBe('Crash when saving · Issue #12 · octo-org/hello-world'));
    });

    it("refuses a blank title and one over 256 characters with GitHub's messages, sending nothing", async () => {
      const server = serveIssuePage({ issue: ADMIN_RIGHTS });
      const header = await openPage();
      fireEvent.click(within(header).getByRole('button', { name: 'Edit title' }));
      const input = within(header).getByRole('textbox', { name: 'Title' });

      fireEvent.change(input, { target: { value: '   ' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      fireEvent.submit(within(header).getByRole('form', { name: 'Edit title' }));
      expect(within(header).getByText("Title can't be blank")).toBeTruthy();

      fireEvent.change(input, { target: { value: 'x'.repeat(257) } });
      fireEvent.click(within(header).getByRole('button', { name: 'Save' }));
      expect(within(header).getByText('Title is too long (maximum is 256 characters)')).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');

      fireEvent.change(input, { target: { value: 'x'.repeat(256) } });
      fireEvent.click(within(header).getByRole('button', { name: 'Cancel' }));
      expect(server.calls.filter((call) => call.operation === 'IssueHeaderTitleMutation')).toHaveLength(0);
    });

    it('puts the title back when the server refuses, with its message, and reopens the editor with what was typed', async () => {
      serveIssuePage({
        issue: ADMIN_RIGHTS,
        answer: (operation) =>
          operation === 'IssueHeaderTitleMutation' ? refusal('updateIssue', 'Title has been taken by a gremlin') : undefined,
      });
      const header = await openPage();
      fireEvent.click(within(header).getByRole('button', { name: 'Edit title' }));
      fireEvent.change(within(header).getByRole('textbox', { name: 'Title' }), { target: { value: 'My better title' } });
      fireEvent.click(within(header).getByRole('button', { name: 'Save' }));

      expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Title has been taken by a gremlin');
      const input = await within(header).findByRole('textbox', { name: 'Title' });
      expect((input as HTMLInputElement).value).toBe('My better title');
      fireEvent.click(within(header).getByRole('button', { name: 'Cancel' }));
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toContain('Crash on save');
    });
  });

  describe('closing and reopening', () => {
    it('closes as completed at once, before the server answers, and the server confirms it', async () => {
      const reply = later();
      const server = serveIssuePage({
        issue: ADMIN_RIGHTS,
        answer: (operation) => (operation === 'useIssueStateCloseMutation' ? reply.answer : undefined),
      });
      const header = await openPage();
      expect(stateBadge()).toBe('Open');

      fireEvent.click(within(header).getByRole('button', { name: 'Close issue' }));
      expect(stateBadge()).toBe('Closed');
      expect(within(header).getByRole('button', { name: 'Reopen issue' })).toBeTruthy();
      await waitFor(() => expect(server.calls.map((call) => call.operation)).toContain('useIssueStateCloseMutation'));
      const call = server.calls.find((entry) => entry.operation === 'useIssueStateCloseMutation');
      expect(call?.variables.input).toEqual({ issueId: 'I_12', stateReason: 'COMPLETED' });

      await act(async () => {
        reply.send(closed(call?.variables ?? {}));
        await reply.answer;
      });
      expect(stateBadge()).toBe('Closed');
      expect(document.activeElement).toBe(within(header).getByRole('button', { name: 'Reopen issue' }));
    });

    it('closes as not planned from the menu', async () => {
      const server = serveIssuePage({
        issue: ADMIN_RIGHTS,
        answer: (operation, variables) => (operation === 'useIssueStateCloseMutation' ? closed(variables) : undefined),
      });
      const header = await openPage();
      fireEvent.click(within(header).getByRole('button', { name: 'More ways to close' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: /Close as completed/ }).textContent).toContain('Done, closed, fixed, resolved');
      expect(within(menu).getByRole('menuitem', { name: /Close as duplicate/ }).textContent).toContain('Duplicate of another issue');
      fireEvent.click(within(menu).getByRole('menuitem', { name: /Close as not planned/ }));

      expect(stateBadge()).toBe('Closed');
      await waitFor(() =>
        expect(server.calls.find((call) => call.operation === 'useIssueStateCloseMutation')?.variables.input).toEqual({
          issueId: 'I_12',
          stateReason: 'NOT_PLANNED',
        }),
      );
    });

    it('closes as a duplicate of the issue picked in the dialog, sending its id', async () => {
      const server = serveIssuePage({
        issue: ADMIN_RIGHTS,
        answer: (operation, variables) => {
          if (operation === 'DuplicateIssueDialogQuery') {
            return {
              data: {
                repository: { id: 'R_1', ...(variables.byNumber ? { issue: { id: 'I_7', number: 7, title: 'Saving crashes' } } : {}) },
                search: {
                  nodes: [
                    { __typename: 'Issue', id: 'I_12', number: 12, title: 'Crash on save' },
                    { __typename: 'Issue', id: 'I_3', number: 3, title: 'Old closed issue' },
                  ],
                },
              },
            };
          }
          return operation === 'useIssueStateCloseMutation' ? closed(variables) : undefined;
        },
      });
      const header = await openPage();
      fireEvent.click(within(header).getByRole('button', { name: 'More ways to close' }));
      fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Close as duplicate/ }));

      const dialog = await screen.findByRole('dialog', { name: 'Close as duplicate' });
      // The issue itself is never offered.
      await within(dialog).findByRole('radio', { name: '#3 Old closed issue' });
      expect(within(dialog).queryByRole('radio', { name: /#12/ })).toBeNull();
      const confirm = within(dialog).getByRole('button', { name: 'Close as duplicate' });
      expect(confirm.hasAttribute('disabled') || confirm.getAttribute('aria-disabled') === 'true').toBe(true);

      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search issues' }), { target: { value: '#7' } });
      fireEvent.click(await within(dialog).findByRole('radio', { name: '#7 Saving crashes' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close as duplicate' }));

      expect(stateBadge()).toBe('Duplicate');
      await waitFor(() =>
        expect(server.calls.find((call) => call.operation === 'useIssueStateCloseMutation')?.variables.input).toEqual({
          issueId: 'I_12',
          stateReason: 'DUPLICATE',
          duplicateIssueId: 'I_7',
        }),
      );
      expect(server.calls.find((call) => call.operation === 'DuplicateIssueDialogQuery')?.variables.query).toBe(
        'repo:octo-org/hello-world is:issue sort:updated-desc',
      );
      await waitFor(() => expect(within(header).getByText(/duplicate of #7/)).toBeTruthy());
    });

    it("reopens at once, and puts the state back with the server's message when it refuses", async () => {
      serveIssuePage({
        issue: { ...ADMIN_RIGHTS, state: 'CLOSED', closed: true, stateReason: 'NOT_PLANNED' },
        answer: (operation) =>
          operation === 'useIssueStateReopenMutation'
            ? refusal('reopenIssue', 'Issues closed by a collaborator cannot be reopened')
            : undefined,
      });
      const header = await openPage();
      expect(stateBadge()).toBe('Closed');

      fireEvent.click(within(header).getByRole('button', { name: 'Reopen issue' }));
      expect(stateBadge()).toBe('Open');
      expect((await screen.findByRole('alert')).textContent).toBe('Issues closed by a collaborator cannot be reopened');
      expect(stateBadge()).toBe('Closed');
      expect(within(header).getByRole('button', { name: 'Reopen issue' })).toBeTruthy();
    });
  });
});
