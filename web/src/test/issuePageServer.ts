import { vi } from 'vitest';
import CommentFormMutation from '../__generated__/CommentFormMutation.graphql';
import DeleteIssueDialogMutation from '../__generated__/DeleteIssueDialogMutation.graphql';
import DuplicateIssueDialogQuery from '../__generated__/DuplicateIssueDialogQuery.graphql';
import IssueActionsLockMutation from '../__generated__/IssueActionsLockMutation.graphql';
import IssueActionsPinMutation from '../__generated__/IssueActionsPinMutation.graphql';
import IssueActionsUnlockMutation from '../__generated__/IssueActionsUnlockMutation.graphql';
import IssueActionsUnpinMutation from '../__generated__/IssueActionsUnpinMutation.graphql';
import IssueHeaderTitleMutation from '../__generated__/IssueHeaderTitleMutation.graphql';
import IssueNotFoundQuery from '../__generated__/IssueNotFoundQuery.graphql';
import IssueViewQuery from '../__generated__/IssueViewQuery.graphql';
import TransferDialogMutation from '../__generated__/TransferDialogMutation.graphql';
import TransferDialogQuery from '../__generated__/TransferDialogQuery.graphql';
import useIssueStateCloseMutation from '../__generated__/useIssueStateCloseMutation.graphql';
import useIssueStateReopenMutation from '../__generated__/useIssueStateReopenMutation.graphql';
import { relayEnvironment } from '../relay/environment';
import { installFakeServer } from './fakeServer';

/** The operations of the issue page's header, actions and comment form, by persisted id. */
const OPERATIONS = new Map(
  [
    CommentFormMutation,
    DeleteIssueDialogMutation,
    DuplicateIssueDialogQuery,
    IssueActionsLockMutation,
    IssueActionsPinMutation,
    IssueActionsUnlockMutation,
    IssueActionsUnpinMutation,
    IssueHeaderTitleMutation,
    IssueNotFoundQuery,
    IssueViewQuery,
    TransferDialogMutation,
    TransferDialogQuery,
    useIssueStateCloseMutation,
    useIssueStateReopenMutation,
  ].map((operation) => [operation.params.id, operation.params.name]),
);

export type Variables = Record<string, unknown> & { input?: Record<string, unknown> };

/** A GraphQL answer (`{ data, errors }`), or one the test releases later. */
export type Answer = unknown;

export interface IssuePageServerOptions {
  /** Fields of issue 12 that differ from the fake server's (rights, state, lock…). */
  issue?: Record<string, unknown>;
  /** Answers an operation of the page by name; undefined leaves it to the fake server. */
  answer?: (operation: string, variables: Variables) => Answer | Promise<Answer> | undefined;
}

export interface IssuePageServer {
  /** The page's own operations the app sent, in order. */
  calls: { operation: string; variables: Variables }[];
}

/** The data of an issue the viewer owns: every right, as the server gives an administrator. */
export const ADMIN_RIGHTS = {
  viewerCanUpdate: true,
  viewerCanClose: true,
  viewerCanReopen: true,
  viewerCanLock: true,
  viewerCanPin: true,
  viewerCanTransfer: true,
  viewerCanDelete: true,
};

/** A failed change, as the server answers it: no payload and its message. */
export function refusal(field: string, message: string): Answer {
  return { data: { [field]: null }, errors: [{ message, extensions: { code: 'UNPROCESSABLE' } }] };
}

/** An answer and the function that sends it, for seeing the page before the server answers. */
export function later(): { answer: Promise<Answer>; send: (answer: Answer) => void } {
  let send: (answer: Answer) => void = () => undefined;
  const answer = new Promise<Answer>((resolve) => {
    send = resolve;
  });
  return { answer, send };
}

/**
 * The fake server with issue 12 of octo-org/hello-world as the test describes it, recording the
 * page's operations and answering them as the test says.
 */
export function serveIssuePage({ issue = {}, answer = () => undefined }: IssuePageServerOptions = {}): IssuePageServer {
  // The app's one Relay store outlives a test: what an earlier test loaded or changed is read again.
  relayEnvironment.getStore().notify(undefined, true);
  installFakeServer({ signedInAs: 'monalisa' });
  const fakeServer = globalThis.fetch;
  const server: IssuePageServer = { calls: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = init.body ? (JSON.parse(String(init.body)) as { doc_id?: string; variables?: Variables }) : {};
    const operation = body.doc_id ? OPERATIONS.get(body.doc_id) : undefined;
    if (!operation) return fakeServer(input, init);
    const variables = body.variables ?? {};
    server.calls.push({ operation, variables });
    let payload = await answer(operation, variables);
    if (payload === undefined) {
      payload = (await (await fakeServer(input, init)).json()) as unknown;
      if (operation === 'IssueViewQuery' && variables.number === 12) {
        const data = payload as { data: { repository: { issueOrPullRequest: Record<string, unknown> } } };
        Object.assign(data.data.repository.issueOrPullRequest, issue);
      }
    }
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return server;
}

/** jsdom has no ResizeObserver; Primer's Dialog body (a ScrollableRegion) observes its size. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
