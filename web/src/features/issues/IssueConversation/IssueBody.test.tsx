import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createOperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import updateIssueMutation, {
  type commentMutationsUpdateIssueMutation$data,
} from '../../../__generated__/commentMutationsUpdateIssueMutation.graphql';
import { ToastProvider } from '../../../components/Toast/Toast';
import { createRelayEnvironment } from '../../../relay/environment';
import { CommentCard } from '../CommentCard';
import { issueNode, type BodyFixture } from '../CommentCard/commentTestServer';

interface Sent {
  operation: string;
  input: Record<string, unknown>;
}

/**
 * The card of issue 7's description, in an environment of its own holding the issue as the
 * server sends it; the server answers every mutation with `answer`, and `sent` lists them.
 */
function renderDescription(fixture: BodyFixture, answer: (input: Record<string, unknown>) => unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = JSON.parse(String(init.body)) as { doc_id: string; variables: { input: Record<string, unknown> } };
    sent.push({ operation: request.doc_id, input: request.variables.input });
    return new Response(JSON.stringify(answer(request.variables.input)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const environment = createRelayEnvironment();
  // The issue's data, stored as an answer to the card's own update would store it.
  const operation = createOperationDescriptor(updateIssueMutation, { input: { id: fixture.id } });
  environment.commitPayload(operation, { updateIssue: { issue: issueNode(7, fixture) } });
  environment.retain(operation);
  const data = environment.lookup(operation.fragment).data as commentMutationsUpdateIssueMutation$data;
  const issue = data.updateIssue?.issue;
  if (!issue) throw new Error('The issue was not stored');
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ToastProvider>
        <CommentCard subject={issue} />
      </ToastProvider>
    </RelayEnvironmentProvider>,
  );
  return sent;
}

const description = () => screen.getByRole('article', { name: 'Description by hubot' });

async function openActions(): Promise<string[]> {
  fireEvent.click(within(description()).getByRole('button', { name: 'Issue body actions' }));
  return (await screen.findAllByRole('menuitem')).map((item) => (item.textContent ?? '').trim());
}

describe("the issue's description", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is edited in place with "Update comment", from the version shown, and never offers Hide or Delete', async () => {
    const fixture = { id: 'I_7', databaseId: 7, author: 'hubot', body: 'It crashes.', bodyVersion: 'v1', rights: { update: true } };
    const sent = renderDescription(fixture, (input) => ({
      data: {
        updateIssue: {
          issue: issueNode(7, { ...fixture, body: String(input.body), bodyHTML: '<p>It crashes <em>on save</em>.</p>', bodyVersion: 'v2' }),
        },
      },
    }));
    expect(description().textContent).toContain('opened');
    expect(await openActions()).toEqual(['Copy link', 'Edit']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));

    const field = within(description()).getByRole('textbox', { name: 'Edit issue body' });
    fireEvent.change(field, { target: { value: 'It crashes *on save*.' } });
    fireEvent.click(within(description()).getByRole('button', { name: 'Update comment' }));
    expect(within(description()).getByText('It crashes *on save*.')).toBeTruthy();
    expect(await within(description()).findByText('on save')).toBeTruthy();
    expect(sent).toEqual([
      { operation: updateIssueMutation.params.id, input: { id: 'I_7', body: 'It crashes *on save*.', bodyVersion: 'v1' } },
    ]);
  });

  it('ticks its tasks through updateTaskListItem for the issue', async () => {
    const tasks =
      '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled data-task-index="0"> Ship</li></ul>';
    const fixture = {
      id: 'I_7',
      databaseId: 7,
      author: 'hubot',
      body: '- [ ] Ship',
      bodyHTML: tasks,
      bodyVersion: 'v3',
      rights: { update: true },
    };
    const sent = renderDescription(fixture, () => ({
      data: {
        updateTaskListItem: {
          subject: issueNode(7, { ...fixture, bodyHTML: tasks.replace('disabled', 'disabled checked'), bodyVersion: 'v4' }),
        },
      },
    }));
    fireEvent.click(within(description()).getByRole('checkbox', { name: 'Ship' }));
    await waitFor(() =>
      expect(sent.map((request) => request.input)).toEqual([{ subjectId: 'I_7', index: 0, checked: true, bodyVersion: 'v3' }]),
    );
    await waitFor(() => expect((within(description()).getByRole('checkbox', { name: 'Ship' }) as HTMLInputElement).checked).toBe(true));
  });

  it('offers a reader the link alone, and copies the description’s address', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDescription({ id: 'I_7', databaseId: 7, author: 'hubot', body: 'It crashes.' }, () => ({}));
    expect(await openActions()).toEqual(['Copy link']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/octo-org/hello-world/issues/7#issue-7');
    expect((await screen.findByRole('status')).textContent).toBe('Link copied to the clipboard.');
  });
});
