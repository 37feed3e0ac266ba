import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { serveIssuePage, stubResizeObserver } from '../../../test/issuePageServer';
import { renderApp } from '../../../test/renderApp';

describe('issue page shortcuts', () => {
  beforeEach(() => {
    forgetSession();
    stubResizeObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the page’s keyboard shortcuts on ?, but not while typing', async () => {
    serveIssuePage();
    renderApp('/octo-org/hello-world/issues/12');
    const form = await screen.findByRole('form', { name: 'Add a comment' }, { timeout: 15_000 });

    fireEvent.keyDown(within(form).getByRole('textbox', { name: 'Comment' }), { key: '?' });
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();

    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = [...dialog.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['a', 'Set an assignee'],
      ['l', 'Apply a label'],
      ['m', 'Set a milestone'],
      ['r', 'Quote the selected text in your reply'],
      ['Ctrl+Enter or ⌘+Enter', 'Submit a comment'],
      ['Ctrl+Shift+P or ⌘+Shift+P', 'Toggle between the Write and Preview tabs'],
      ['?', 'Show the keyboard shortcuts'],
    ]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());
  });
});
