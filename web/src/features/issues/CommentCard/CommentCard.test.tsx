import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { renderApp } from '../../../test/renderApp';
import { QUOTE_REPLY_EVENT, useQuoteReply } from '../IssueConversation/quoteReply';
import { commentNode, refusal, serveComments, STALE_MESSAGE, type BodyFixture } from './commentTestServer';

/** The comment card of `login`'s comment. */
const commentBy = (login: string) => screen.findByRole('article', { name: `Comment by ${login}` });

/** Opens a card's actions menu and answers the names of its items. */
async function openActions(card: HTMLElement): Promise<string[]> {
  fireEvent.click(within(card).getByRole('button', { name: 'Comment actions' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => (item.textContent ?? '').trim());
}

async function chooseAction(card: HTMLElement, action: string): Promise<void> {
  await openActions(card);
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
}

const updated = (number: number, fixture: BodyFixture) => ({
  data: { updateIssueComment: { issueComment: commentNode(number, fixture) } },
});

/** A form that takes quote replies, as the comment form does once it calls `useQuoteReply`. */
function QuoteTarget({ onQuote }: { onQuote: (markdown: string) => void }) {
  useQuoteReply(onQuote);
  return null;
}

describe('comment card', () => {
  // The issue page is a lazy route: loading it once here keeps its first render within the tests' waits.
  beforeAll(async () => {
    await import('../../../pages/IssuePage/IssuePage');
  });

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

  it('edits one’s own comment with Write and Preview: the new text shows at once, then the server’s rendering', async () => {
    const mine = { id: 'IC_101', databaseId: 101, body: 'Same here.', bodyVersion: 'v1', rights: { update: true, delete: true } };
    const server = serveComments(101, {
      comments: [mine],
      hold: true,
      answer: () =>
        updated(101, {
          ...mine,
          body: 'Same here, on Linux.',
          bodyHTML: '<p>Same here, on <strong>Linux</strong>.</p>',
          bodyVersion: 'v2',
        }),
    });
    renderApp('/octo-org/hello-world/issues/101');
    const card = await commentBy('monalisa');

    await chooseAction(card, 'Edit');
    const field = within(card).getByRole('textbox', { name: 'Edit comment' });
    expect((field as HTMLTextAreaElement).value).toBe('Same here.');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Same here, on Linux.' } });
    fireEvent.click(within(card).getByRole('tab', { name: 'Preview' }));
    expect(await within(card).findByText('Preview: Same here, on Linux.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('tab', { name: 'Write' }));

    fireEvent.click(within(card).getByRole('button', { name: 'Update comment' }));
    // Shown before the server answers, from the version the edit started from…
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).getByText('Same here, on Linux.')).toBeTruthy();
    expect(server.sent).toEqual([
      { name: 'commentMutationsUpdateCommentMutation', input: { id: 'IC_101', body: 'Same here, on Linux.', bodyVersion: 'v1' } },
    ]);
    // …and focus back on the card's menu button.
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Comment actions' }));
    // Then the server's rendering.
    act(() => server.release());
    expect(await within(card).findByText('Linux')).toBeTruthy();
  });

  it('refuses a stale edit with the server’s message and keeps the text typed', async () => {
    const mine = { id: 'IC_102', databaseId: 102, body: 'Same here.', bodyVersion: 'v1', rights: { update: true } };
    const server = serveComments(102, { comments: [mine], answer: () => refusal('updateIssueComment', STALE_MESSAGE, 'STALE_BODY') });
    renderApp('/octo-org/hello-world/issues/102');
    const card = await commentBy('monalisa');

    await chooseAction(card, 'Edit');
    fireEvent.change(within(card).getByRole('textbox', { name: 'Edit comment' }), { target: { value: 'My careful rewrite.' } });
    fireEvent.keyDown(within(card).getByRole('textbox', { name: 'Edit comment' }), { key: 'Enter', ctrlKey: true });

    expect((await within(card).findByRole('alert')).textContent).toBe(STALE_MESSAGE);
    const field = within(card).getByRole('textbox', { name: 'Edit comment' }) as HTMLTextAreaElement;
    expect(field.value).toBe('My careful rewrite.');
    expect(server.sent[0]?.input).toEqual({ id: 'IC_102', body: 'My careful rewrite.', bodyVersion: 'v1' });
    // The shown body is the server's again.
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'You have unsaved changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(card).queryByRole('textbox')).toBeNull());
    expect(within(card).getByText('Same here.')).toBeTruthy();
  });

  it.each([
    // Quote reply is offered wherever the comment form takes quotes (here: no interaction limit).
    ['the author', { update: true, delete: true }, ['Copy link', 'Quote reply', 'Edit', 'Delete']],
    ['a writer', { update: true, delete: true, minimize: true }, ['Copy link', 'Quote reply', 'Edit', 'Hide', 'Delete']],
    ['a triager', { minimize: true }, ['Copy link', 'Quote reply', 'Hide']],
    ['a reader', {}, ['Copy link', 'Quote reply']],
  ] as const)('shows %s only the actions their rights allow', async (_role, rights, actions) => {
    const number = 110 + Object.keys(rights).length;
    serveComments(number, { comments: [{ id: `IC_${number}`, databaseId: number, author: 'hubot', rights }] });
    renderApp(`/octo-org/hello-world/issues/${number}`);
    expect(await openActions(await commentBy('hubot'))).toEqual(actions);
  });

  it('deletes a comment after confirmation; it leaves the conversation at once', async () => {
    const server = serveComments(120, {
      comments: [
        { id: 'IC_120', databaseId: 120, rights: { update: true, delete: true } },
        { id: 'IC_121', databaseId: 121, author: 'hubot', body: 'Me too.' },
      ],
      hold: true,
      answer: () => ({ data: { deleteIssueComment: { clientMutationId: null } } }),
    });
    renderApp('/octo-org/hello-world/issues/120');
    const card = await commentBy('monalisa');

    await chooseAction(card, 'Delete');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete comment?' });
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.sent).toEqual([]);

    await chooseAction(card, 'Delete');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by monalisa' })).toBeNull());
    expect(server.sent).toEqual([{ name: 'commentMutationsDeleteMutation', input: { id: 'IC_120' } }]);
    act(() => server.release());
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Comment actions' })[0]));
    expect(screen.getByRole('article', { name: 'Comment by hubot' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Comment by monalisa' })).toBeNull();
  });

  it('puts a deleted comment back with the server’s message when the deletion is refused', async () => {
    serveComments(122, {
      comments: [{ id: 'IC_122', databaseId: 122, rights: { delete: true } }],
      answer: () => refusal('deleteIssueComment', 'Comment could not be deleted: it is locked.'),
    });
    renderApp('/octo-org/hello-world/issues/122');
    await chooseAction(await commentBy('monalisa'), 'Delete');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Comment could not be deleted: it is locked.');
    expect(await commentBy('monalisa')).toBeTruthy();
  });

  it('hides a comment with a reason: collapsed with the sentence, shown on demand, and unhidden', async () => {
    const comment = { id: 'IC_130', databaseId: 130, author: 'hubot', body: 'Buy now!', rights: { minimize: true } };
    const server = serveComments(130, {
      comments: [comment],
      answer: (name) => {
        const hidden = name === 'commentMutationsMinimizeMutation';
        const fields = {
          __typename: 'IssueComment',
          id: 'IC_130',
          isMinimized: hidden,
          minimizedReason: hidden ? 'off-topic' : null,
          viewerCanMinimize: !hidden,
          viewerCanUnminimize: hidden,
        };
        return { data: hidden ? { minimizeComment: { minimizedComment: fields } } : { unminimizeComment: { unminimizedComment: fields } } };
      },
    });
    renderApp('/octo-org/hello-world/issues/130');
    const card = await commentBy('hubot');

    await openActions(card);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide' }));
    const reasons = await screen.findByRole('menu', { name: 'Hide' });
    expect(
      within(reasons)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Spam', 'Abuse', 'Off Topic', 'Outdated', 'Duplicate', 'Resolved']);
    fireEvent.click(within(reasons).getByRole('menuitem', { name: 'Off Topic' }));

    expect(within(card).getByText('This comment was marked as off-topic.')).toBeTruthy();
    expect(within(card).queryByText('Buy now!')).toBeNull();
    expect(server.sent).toEqual([{ name: 'commentMutationsMinimizeMutation', input: { subjectId: 'IC_130', classifier: 'OFF_TOPIC' } }]);
    const toggle = within(card).getByRole('button', { name: 'Show comment' });
    await waitFor(() => expect(document.activeElement).toBe(toggle));

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Buy now!')).toBeTruthy();

    await waitFor(() => expect(within(card).getByRole('button', { name: 'Comment actions' })).toBeTruthy());
    expect(await openActions(card)).toEqual(['Copy link', 'Quote reply', 'Unhide']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Unhide' }));
    await waitFor(() => expect(within(card).queryByText('This comment was marked as off-topic.')).toBeNull());
    expect(server.sent[1]).toEqual({ name: 'commentMutationsUnminimizeMutation', input: { subjectId: 'IC_130' } });
  });

  it('shows a comment hidden before collapsed, with its reason', async () => {
    serveComments(131, { comments: [{ id: 'IC_131', databaseId: 131, author: 'hubot', body: 'Old news.', minimizedReason: 'outdated' }] });
    renderApp('/octo-org/hello-world/issues/131');
    const card = await screen.findByRole('article', { name: 'Comment by hubot' });
    expect(card.textContent).toContain('This comment was marked as outdated.');
    expect(within(card).queryByText('Old news.')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Comment actions' })).toBeNull();
  });

  it('marks an edited comment and lists its edits, newest first, down to the version as created', async () => {
    serveComments(140, {
      comments: [
        {
          id: 'IC_140',
          databaseId: 140,
          author: 'monalisa',
          edits: [
            { login: 'hubot', editedAt: '2026-11-05T10:00:00Z' },
            { login: 'monalisa', editedAt: '2026-11-04T10:00:00Z' },
            { login: 'monalisa', editedAt: '2026-11-03T10:00:00Z' },
          ],
        },
        { id: 'IC_141', databaseId: 141, author: 'hubot', body: 'Never edited.' },
      ],
    });
    renderApp('/octo-org/hello-world/issues/140');
    const edited = await commentBy('monalisa');
    expect(within(await commentBy('hubot')).queryByRole('button', { name: /^edited/ })).toBeNull();

    fireEvent.click(within(edited).getByRole('button', { name: 'edited by hubot' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Edited 2 times')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim()),
    ).toEqual([
      expect.stringMatching(/^hubot edited/),
      expect.stringMatching(/^monalisa edited/),
      expect.stringMatching(/^monalisa created/),
    ]);
  });

  describe('quote reply', () => {
    it('leaves Quote reply out where no comment form takes quotes', async () => {
      serveComments(150, {
        comments: [{ id: 'IC_150', databaseId: 150, author: 'hubot' }],
        interactionLimit: '<p>An interaction limit is in effect for this repository.</p>',
      });
      renderApp('/octo-org/hello-world/issues/150');
      expect(await openActions(await commentBy('hubot'))).toEqual(['Copy link']);
    });

    it('quotes the whole comment from the menu into the comment form', async () => {
      serveComments(152, { comments: [{ id: 'IC_152', databaseId: 152, author: 'hubot', body: 'Line one\n\nLine two' }] });
      renderApp('/octo-org/hello-world/issues/152');
      const card = await commentBy('hubot');
      const quotes: string[] = [];
      render(<QuoteTarget onQuote={(markdown) => quotes.push(markdown)} />);
      await chooseAction(card, 'Quote reply');
      expect(quotes).toEqual(['> Line one\n>\n> Line two\n\n']);
    });

    it('quotes the text selected in a comment with r, but not while typing', async () => {
      serveComments(151, {
        comments: [{ id: 'IC_151', databaseId: 151, author: 'hubot', body: 'It fails on save.', bodyHTML: '<p>It fails on save.</p>' }],
      });
      renderApp('/octo-org/hello-world/issues/151');
      const card = await commentBy('hubot');
      const quotes: string[] = [];
      const listener = (event: Event) => quotes.push(String((event as CustomEvent<string>).detail));
      window.addEventListener(QUOTE_REPLY_EVENT, listener);
      render(<QuoteTarget onQuote={() => undefined} />);
      try {
        const paragraph = within(card).getByText('It fails on save.');
        const range = document.createRange();
        range.setStart(paragraph.firstChild as Text, 3);
        range.setEnd(paragraph.firstChild as Text, 8);
        document.getSelection()?.removeAllRanges();
        document.getSelection()?.addRange(range);

        const field = screen.getByRole('textbox', { name: 'Comment' });
        fireEvent.keyDown(field, { key: 'r' });
        expect(quotes).toEqual([]);
        fireEvent.keyDown(document.body, { key: 'r' });
        expect(quotes).toEqual(['> fails\n\n']);
      } finally {
        window.removeEventListener(QUOTE_REPLY_EVENT, listener);
        document.getSelection()?.removeAllRanges();
      }
    });
  });

  describe('task lists', () => {
    const tasks =
      '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled data-task-index="0" checked> Reproduce</li>' +
      '<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled data-task-index="1"> Fix</li></ul>';

    it('ticks a task at once and sends it from the version shown; a refused tick is undone with the server’s message', async () => {
      let accept = true;
      const fixture = {
        id: 'IC_160',
        databaseId: 160,
        body: '- [x] Reproduce\n- [ ] Fix',
        bodyHTML: tasks,
        bodyVersion: 'v1',
        rights: { update: true },
      };
      const server = serveComments(160, {
        comments: [fixture],
        answer: (_name, input) =>
          accept
            ? {
                data: {
                  updateTaskListItem: {
                    subject: commentNode(160, {
                      ...fixture,
                      bodyHTML: tasks.replace('data-task-index="1"', 'data-task-index="1" checked'),
                      bodyVersion: 'v2',
                    }),
                  },
                },
              }
            : refusal('updateTaskListItem', STALE_MESSAGE, String(input.index)),
      });
      renderApp('/octo-org/hello-world/issues/160');
      const card = await commentBy('monalisa');
      const fix = within(card).getByRole('checkbox', { name: 'Fix' }) as HTMLInputElement;
      expect(fix.disabled).toBe(false);
      expect(fix.checked).toBe(false);

      fireEvent.click(fix);
      expect((within(card).getByRole('checkbox', { name: 'Fix' }) as HTMLInputElement).checked).toBe(true);
      await waitFor(() =>
        expect(server.sent).toEqual([
          { name: 'useTaskListTicksMutation', input: { subjectId: 'IC_160', index: 1, checked: true, bodyVersion: 'v1' } },
        ]),
      );
      await waitFor(() => expect((within(card).getByRole('checkbox', { name: 'Fix' }) as HTMLInputElement).checked).toBe(true));

      accept = false;
      fireEvent.click(within(card).getByRole('checkbox', { name: 'Reproduce' }));
      expect((within(card).getByRole('checkbox', { name: 'Reproduce' }) as HTMLInputElement).checked).toBe(false);
      expect((await screen.findByRole('alert')).textContent).toBe(STALE_MESSAGE);
      await waitFor(() => expect((within(card).getByRole('checkbox', { name: 'Reproduce' }) as HTMLInputElement).checked).toBe(true));
      expect(server.sent[1]?.input).toEqual({ subjectId: 'IC_160', index: 0, checked: false, bodyVersion: 'v2' });
    });

    it('leaves the tasks of a body the viewer may not edit as they are', async () => {
      serveComments(161, { comments: [{ id: 'IC_161', databaseId: 161, author: 'hubot', body: '- [ ] Fix', bodyHTML: tasks }] });
      renderApp('/octo-org/hello-world/issues/161');
      const card = await commentBy('hubot');
      expect((within(card).getByRole('checkbox', { name: 'Fix' }) as HTMLInputElement).disabled).toBe(true);
    });
  });
});
