import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { ADMIN_RIGHTS, later, refusal, serveIssuePage, stubResizeObserver } from '../../../test/issuePageServer';
import { renderApp } from '../../../test/renderApp';

const PAGE = '/octo-org/hello-world/issues/12';

async function openPage() {
  const rendered = renderApp(PAGE);
  // The first render of a file waits for the page's modules to be transformed.
  await screen.findByTestId('issue-header', {}, { timeout: 15_000 });
  return rendered;
}

const TRIAGE_RIGHTS = { viewerCanUpdate: true, viewerCanClose: true, viewerCanReopen: true, viewerCanLock: true, viewerCanPin: true };
const AUTHOR_RIGHTS = { viewerCanUpdate: true, viewerCanClose: true, viewerCanReopen: true, viewerDidAuthor: true };

const CONTROLS = ['Edit title', 'Close issue', 'Lock conversation', 'Pin issue', 'Transfer issue', 'Delete issue'] as const;

/** The issue as the lock mutations answer it. */
function lockable(locked: boolean, activeLockReason: string | null) {
  return { __typename: 'Issue', id: 'I_12', locked, activeLockReason, viewerCanReact: true, viewerCanComment: true };
}

describe('issue actions', () => {
  beforeEach(() => {
    forgetSession();
    stubResizeObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['an administrator', ADMIN_RIGHTS, CONTROLS],
    ['a triager', TRIAGE_RIGHTS, ['Edit title', 'Close issue', 'Lock conversation', 'Pin issue']],
    ['the author without rights', AUTHOR_RIGHTS, ['Edit title', 'Close issue']],
    ['a reader', {}, []],
  ])('shows %s the controls the server allows, and no others', async (_who, rights, allowed: readonly string[]) => {
    serveIssuePage({ issue: rights });
    await openPage();
    for (const name of CONTROLS) expect([name, screen.queryByRole('button', { name }) !== null]).toEqual([name, allowed.includes(name)]);
    expect(screen.queryByRole('list', { name: 'Issue actions' }) !== null).toBe(allowed.includes('Lock conversation'));
  });

  describe('lock', () => {
    it('locks with a reason at once: the notice and Unlock conversation show before the server answers', async () => {
      const reply = later();
      const server = serveIssuePage({
        issue: ADMIN_RIGHTS,
        answer: (operation) => (operation === 'IssueActionsLockMutation' ? reply.answer : undefined),
      });
      await openPage();
      expect(screen.queryByTestId('locked-notice')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Lock conversation' }));
      const dialog = await screen.findByRole('dialog', { name: 'Lock conversation on this issue' });
      const reason = within(dialog).getByRole('combobox', { name: 'Reason for locking' });
      expect([...(reason as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        'Choose a reason',
        'Off-topic',
        'Too heated',
        'Resolved',
        'Spam',
      ]);
      fireEvent.change(reason, { target: { value: 'RESOLVED' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Lock conversation' }));

      expect(screen.getByTestId('locked-notice').textContent).toBe(
        'This conversation has been locked as resolved and limited to collaborators.',
      );
      expect(screen.getByRole('button', { name: 'Unlock conversation' })).toBeTruthy();
      await waitFor(() =>
        expect(server.calls.find((call) => call.operation === 'IssueActionsLockMutation')?.variables.input).toEqual({
          lockableId: 'I_12',
          lockReason: 'RESOLVED',
        }),
      );
      await act(async () => {
        reply.send({ data: { lockLockable: { lockedRecord: lockable(true, 'RESOLVED') } } });
        await reply.answer;
      });
      expect(screen.getByTestId('locked-notice').textContent).toBe(
        'This conversation has been locked as resolved and limited to collaborators.',
      );
      // Collaborators keep the comment form.
      expect(screen.getByRole('form', { name: 'Add a comment' })).toBeTruthy();
    });

    it('unlocks at once, and locks again with the message when the server refuses', async () => {
      serveIssuePage({
        issue: { ...ADMIN_RIGHTS, locked: true, activeLockReason: null },
        answer: (operation) =>
          operation === 'IssueActionsUnlockMutation' ? refusal('unlockLockable', 'Could not unlock: try later') : undefined,
      });
      await openPage();
      expect(screen.getByTestId('locked-notice').textContent).toBe('This conversation has been locked and limited to collaborators.');

      fireEvent.click(screen.getByRole('button', { name: 'Unlock conversation' }));
      expect(screen.queryByTestId('locked-notice')).toBeNull();
      expect(screen.getByRole('button', { name: 'Lock conversation' })).toBeTruthy();
      expect((await screen.findByRole('alert')).textContent).toBe('Could not unlock: try later');
      expect(screen.getByTestId('locked-notice')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Unlock conversation' })).toBeTruthy();
    });
  });

  describe('pin', () => {
    it('pins at once, confirmed by the server', async () => {
      const reply = later();
      const server = serveIssuePage({
        issue: TRIAGE_RIGHTS,
        answer: (operation) => (operation === 'IssueActionsPinMutation' ? reply.answer : undefined),
      });
      await openPage();
      fireEvent.click(screen.getByRole('button', { name: 'Pin issue' }));
      expect(screen.getByRole('button', { name: 'Unpin issue' })).toBeTruthy();
      await waitFor(() =>
        expect(server.calls.find((call) => call.operation === 'IssueActionsPinMutation')?.variables.input).toEqual({ issueId: 'I_12' }),
      );
      await act(async () => {
        reply.send({ data: { pinIssue: { issue: { id: 'I_12', isPinned: true } } } });
        await reply.answer;
      });
      expect(screen.getByRole('button', { name: 'Unpin issue' })).toBeTruthy();
    });

    it("puts the pin back with the server's message when the repository already has 3 pinned issues", async () => {
      const limit = 'You can only pin up to 3 issues.';
      serveIssuePage({
        issue: TRIAGE_RIGHTS,
        answer: (operation) => (operation === 'IssueActionsPinMutation' ? refusal('pinIssue', limit) : undefined),
      });
      await openPage();
      fireEvent.click(screen.getByRole('button', { name: 'Pin issue' }));
      expect(screen.getByRole('button', { name: 'Unpin issue' })).toBeTruthy();
      expect((await screen.findByRole('alert')).textContent).toBe(limit);
      expect(screen.getByRole('button', { name: 'Pin issue' })).toBeTruthy();
    });

    it('unpins a pinned issue', async () => {
      const server = serveIssuePage({
        issue: { ...TRIAGE_RIGHTS, isPinned: true },
        answer: (operation) =>
          operation === 'IssueActionsUnpinMutation' ? { data: { unpinIssue: { issue: { id: 'I_12', isPinned: false } } } } : undefined,
      });
      await openPage();
      fireEvent.click(screen.getByRole('button', { name: 'Unpin issue' }));
      expect(screen.getByRole('button', { name: 'Pin issue' })).toBeTruthy();
      await waitFor(() => expect(server.calls.map((call) => call.operation)).toContain('IssueActionsUnpinMutation'));
    });
  });

  describe('transfer', () => {
    it('offers the repositories the viewer can push to, and goes to the issue at its new address', async () => {
      const server = serveIssuePage({
        issue: ADMIN_RIGHTS,
        answer: (operation) => {
          if (operation === 'TransferDialogQuery') {
            const repository = (id: string, nameWithOwner: string, extra: Record<string, unknown> = {}) => ({
              id,
              nameWithOwner,
              owner: { __typename: 'Organization', id: `O_${nameWithOwner.split('/')[0] ?? ''}`, login: nameWithOwner.split('/')[0] },
              hasIssuesEnabled: true,
              isArchived: false,
              viewerCanPush: true,
              ...extra,
            });
            return {
              data: {
                viewer: {
                  id: 'U_1',
                  repositories: {
                    nodes: [
                      repository('R_1', 'octo-org/hello-world'),
                      repository('R_2', 'octo-org/octo-api'),
                      repository('R_3', 'octo-org/read-only', { viewerCanPush: false }),
                      repository('R_4', 'octo-org/archived', { isArchived: true }),
                      repository('R_5', 'octo-org/no-issues', { hasIssuesEnabled: false }),
                      repository('R_6', 'someone-else/their-repo'),
                    ],
                  },
                },
              },
            };
          }
          if (operation === 'TransferDialogMutation') {
            return {
              data: {
                transferIssue: {
                  issue: {
                    id: 'I_12',
                    number: 40,
                    resourcePath: '/octo-org/octo-api/issues/40',
                    repository: { id: 'R_2', nameWithOwner: 'octo-org/octo-api' },
                  },
                },
              },
            };
          }
          return undefined;
        },
      });
      const { router } = await openPage();
      fireEvent.click(screen.getByRole('button', { name: 'Transfer issue' }));
      const dialog = await screen.findByRole('dialog', { name: 'Transfer issue' });
      const choice = await within(dialog).findByRole('radio', { name: 'octo-org/octo-api' });
      // Not the issue's own repository, nor another owner's, one the viewer cannot push to, that is archived or takes no issues.
      expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
      fireEvent.click(choice);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer issue' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/octo-org/octo-api/issues/40'), { timeout: 15_000 });
      expect(server.calls.find((call) => call.operation === 'TransferDialogMutation')?.variables.input).toEqual({
        issueId: 'I_12',
        repositoryId: 'R_2',
      });
    });
  });

  describe('delete', () => {
    it('asks first, then deletes and goes to the repository’s issues', async () => {
      const server = serveIssuePage({
        issue: ADMIN_RIGHTS,
        answer: (operation) =>
          operation === 'DeleteIssueDialogMutation'
            ? { data: { deleteIssue: { repository: { id: 'R_1', resourcePath: '/octo-org/hello-world' } } } }
            : undefined,
      });
      const { router } = await openPage();
      fireEvent.click(screen.getByRole('button', { name: 'Delete issue' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete issue?' });
      expect(dialog.textContent).toContain('Are you sure you want to delete this issue?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(server.calls.map((call) => call.operation)).not.toContain('DeleteIssueDialogMutation');

      fireEvent.click(screen.getByRole('button', { name: 'Delete issue' }));
      fireEvent.click(
        within(await screen.findByRole('alertdialog', { name: 'Delete issue?' })).getByRole('button', { name: 'Delete this issue' }),
      );
      // The list's route loads its code and data before the address changes.
      await waitFor(() => expect(router.state.location.pathname).toBe('/octo-org/hello-world/issues'), { timeout: 15_000 });
      expect(server.calls.find((call) => call.operation === 'DeleteIssueDialogMutation')?.variables.input).toEqual({ issueId: 'I_12' });
    });

    it("stays with the server's message when it refuses", async () => {
      serveIssuePage({
        issue: ADMIN_RIGHTS,
        answer: (operation) =>
          operation === 'DeleteIssueDialogMutation' ? refusal('deleteIssue', 'Only administrators can delete issues.') : undefined,
      });
      const { router } = await openPage();
      fireEvent.click(screen.getByRole('button', { name: 'Delete issue' }));
      fireEvent.click(
        within(await screen.findByRole('alertdialog', { name: 'Delete issue?' })).getByRole('button', { name: 'Delete this issue' }),
      );
      expect((await screen.findByRole('alert')).textContent).toBe('Only administrators can delete issues.');
      expect(router.state.location.pathname).toBe('/octo-org/hello-world/issues/12');
    });
  });
});
