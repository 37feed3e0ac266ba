import { vi } from 'vitest';
import IssueViewQuery from '../../../__generated__/IssueViewQuery.graphql';
import commentMutationsDeleteMutation from '../../../__generated__/commentMutationsDeleteMutation.graphql';
import commentMutationsMinimizeMutation from '../../../__generated__/commentMutationsMinimizeMutation.graphql';
import commentMutationsUnminimizeMutation from '../../../__generated__/commentMutationsUnminimizeMutation.graphql';
import commentMutationsUpdateCommentMutation from '../../../__generated__/commentMutationsUpdateCommentMutation.graphql';
import commentMutationsUpdateIssueMutation from '../../../__generated__/commentMutationsUpdateIssueMutation.graphql';
import useTaskListTicksMutation from '../../../__generated__/useTaskListTicksMutation.graphql';
import { installFakeServer } from '../../../test/fakeServer';

/** The server's words for an edit made on a body someone changed since (`extensions.reason` STALE_BODY). */
export const STALE_MESSAGE =
  'Someone else edited this since you started: your changes were not saved. Copy your text, reload, and edit again.';

/** The card's mutations by persisted id, to name them in the requests a test checks. */
const MUTATIONS = new Map(
  [
    commentMutationsUpdateCommentMutation,
    commentMutationsUpdateIssueMutation,
    commentMutationsDeleteMutation,
    commentMutationsMinimizeMutation,
    commentMutationsUnminimizeMutation,
    useTaskListTicksMutation,
  ].map((artifact) => [artifact.params.id, artifact.params.name]),
);

export type MutationName =
  | 'commentMutationsUpdateCommentMutation'
  | 'commentMutationsUpdateIssueMutation'
  | 'commentMutationsDeleteMutation'
  | 'commentMutationsMinimizeMutation'
  | 'commentMutationsUnminimizeMutation'
  | 'useTaskListTicksMutation';

export function user(login: string): Record<string, unknown> {
  return { __typename: 'User', __isNode: 'User', __isActor: 'User', id: `U_${login}`, login, avatarUrl: `/avatars/${login}?s=64` };
}

/** One entry of an edit history, newest first; the last one is the version as created. */
export interface EditFixture {
  login: string;
  editedAt: string;
}

export interface BodyFixture {
  id: string;
  databaseId: number;
  author?: string;
  body?: string;
  bodyHTML?: string;
  bodyVersion?: string;
  /** The viewer's rights; none unless given. */
  rights?: Partial<Record<'update' | 'delete' | 'minimize' | 'unminimize', boolean>>;
  minimizedReason?: string | null;
  edits?: EditFixture[];
}

/** The fields the comment card and its parts read, for an issue or a comment. */
function bodyFields(typename: 'Issue' | 'IssueComment', fixture: BodyFixture, url: string): Record<string, unknown> {
  const body = fixture.body ?? 'Same here.';
  const edits = (fixture.edits ?? []).map((edit, index) => ({
    id: `UCE_${fixture.id}_${index}`,
    editedAt: edit.editedAt,
    editor: user(edit.login),
  }));
  return {
    __typename: typename,
    __isNode: typename,
    __isReactable: typename,
    id: fixture.id,
    databaseId: fixture.databaseId,
    url,
    body,
    bodyHTML: fixture.bodyHTML ?? `<p>${body}</p>`,
    bodyVersion: fixture.bodyVersion ?? `version-${fixture.id}-0`,
    createdAt: '2026-11-03T10:00:00Z',
    author: user(fixture.author ?? 'monalisa'),
    editor: edits.length > 0 ? (edits[0]?.editor ?? null) : null,
    includesCreatedEdit: edits.length > 0,
    edits: { totalCount: edits.length, nodes: edits.slice(0, 10) },
    created: { nodes: edits.slice(-1) },
    viewerCanUpdate: fixture.rights?.update ?? false,
    viewerCanReact: true,
    reactionGroups: [],
  };
}

/** A comment of issue `number` as the server sends it. */
export function commentNode(number: number, fixture: BodyFixture): Record<string, unknown> {
  return {
    ...bodyFields(
      'IssueComment',
      fixture,
      `http://localhost:3000/octo-org/hello-world/issues/${number}#issuecomment-${fixture.databaseId}`,
    ),
    __isIssueTimelineItems: 'IssueComment',
    viewerCanDelete: fixture.rights?.delete ?? false,
    viewerCanMinimize: fixture.rights?.minimize ?? false,
    viewerCanUnminimize: fixture.rights?.unminimize ?? false,
    isMinimized: fixture.minimizedReason !== undefined,
    minimizedReason: fixture.minimizedReason ?? null,
  };
}

/** Issue `number` as the server sends it (its own body's fields). */
export function issueNode(number: number, fixture: BodyFixture): Record<string, unknown> {
  return {
    ...bodyFields('Issue', fixture, `http://localhost:3000/octo-org/hello-world/issues/${number}`),
    repository: { id: 'R_1', nameWithOwner: 'octo-org/hello-world' },
  };
}

export interface SentMutation {
  name: string;
  input: Record<string, unknown>;
}

export interface CommentServer {
  /** The card's mutations the page sent, in order. */
  sent: SentMutation[];
  /** Answers the mutations still waiting (the test holds them back with `hold`). */
  release: () => void;
}

export interface CommentServerOptions {
  /** The issue's comments. */
  comments: BodyFixture[];
  /** The answer to one of the card's mutations (a GraphQL response body). */
  answer?: (name: MutationName, input: Record<string, unknown>) => unknown;
  /** Whether answers wait for `release()`, to see what shows before the server answers. */
  hold?: boolean;
  /** An interaction limit's reason, which replaces the comment form (nobody on the page may comment). */
  interactionLimit?: string;
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The fake server (signed in as monalisa), with issue `number` holding `comments` (each test takes
 * its own number, so the Relay store shared by a file's tests holds nothing of another test's), the
 * markdown preview, and the card's mutations answered by `answer`.
 */
export function serveComments(number: number, { comments, answer, hold = false, interactionLimit }: CommentServerOptions): CommentServer {
  installFakeServer({ signedInAs: 'monalisa' });
  const fakeServer = globalThis.fetch;
  const waiting: (() => void)[] = [];
  const server: CommentServer = {
    sent: [],
    release: () => waiting.splice(0).forEach((resume) => resume()),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/v3/markdown')) {
      const { text } = JSON.parse(String(init.body)) as { text: string };
      return new Response(`<p>Preview: ${text}</p>`, { status: 200, headers: { 'Content-Type': 'text/html' } });
    }
    const request = init.body ? (JSON.parse(String(init.body)) as { doc_id?: string; variables?: Record<string, unknown> }) : {};
    const variables = request.variables ?? {};
    if (request.doc_id === IssueViewQuery.params.id && variables.number === number) {
      const page = (await (
        await fakeServer(input, { ...init, body: JSON.stringify({ ...request, variables: { ...variables, number: 12 } }) })
      ).json()) as {
        data: { repository: { issueOrPullRequest: Record<string, unknown> } };
      };
      const issue = page.data.repository.issueOrPullRequest;
      // A limited repository is a record of its own, so the limit stays out of the other tests' store.
      const repository = issue.repository as Record<string, unknown>;
      issue.repository = interactionLimit
        ? { ...repository, id: 'R_limited', viewerInteractionLimitReasonHTML: interactionLimit }
        : { ...repository, viewerInteractionLimitReasonHTML: null };
      Object.assign(issue, {
        id: `I_${number}`,
        number,
        timelineItems: { totalCount: comments.length, nodes: comments.map((comment) => commentNode(number, comment)) },
      });
      return json(page);
    }
    const name = MUTATIONS.get(request.doc_id ?? '') as MutationName | undefined;
    if (!name) return fakeServer(input, init);
    const mutationInput = (variables.input ?? {}) as Record<string, unknown>;
    server.sent.push({ name, input: mutationInput });
    if (hold) await new Promise<void>((resume) => waiting.push(resume));
    return json(answer?.(name, mutationInput) ?? { errors: [{ message: `No answer for ${name}` }] });
  });
  return server;
}

/** A refusal as the server words it: `data` with the mutation's field null, and the error. */
export function refusal(field: string, message: string, reason?: string): unknown {
  return { data: { [field]: null }, errors: [{ message, extensions: { code: 'UNPROCESSABLE', ...(reason ? { reason } : {}) } }] };
}
