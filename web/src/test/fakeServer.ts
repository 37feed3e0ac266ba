import { vi } from 'vitest';
import appShellQuery from '../__generated__/appShellQuery.graphql';
import DashboardPageListQuery from '../__generated__/DashboardPageListQuery.graphql';
import IssueNotFoundQuery from '../__generated__/IssueNotFoundQuery.graphql';
import IssueViewQuery from '../__generated__/IssueViewQuery.graphql';
import RepoIssuesPageQuery from '../__generated__/RepoIssuesPageQuery.graphql';
import RowSecondaryQuery from '../__generated__/RowSecondaryQuery.graphql';
import ViewsPaneSavedViewsQuery from '../__generated__/ViewsPaneSavedViewsQuery.graphql';

export interface FakeServerOptions {
  /** The signed-in login, or null for a signed-out visitor. */
  signedInAs: string | null;
  /** The password `POST /session` accepts. */
  password?: string;
  /** Holds back the lists' deferred counts until it settles (they come with the rows otherwise). */
  countsArrive?: Promise<void>;
}

export interface FakeServer {
  /** Every request the app made, in order, as "METHOD path". */
  requests: string[];
  /** Headers of the requests, in the same order. */
  headers: Headers[];
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The label the Relay compiler gives the lists' deferred counts (`IssueListResults_search`). */
const COUNTS_LABEL = 'IssueListResults_search$defer$IssueStateTabs_counts';

/**
 * A list's answer as the server streams it (`multipart/mixed`, incremental delivery): the rows in
 * the first part, the open/closed counts in the next. A list whose search did not run is plain JSON.
 */
function streamedList(body: { data: { search?: Record<string, unknown> | null } }, countsArrive?: Promise<void>): Response {
  const search = body.data.search;
  if (!search) return json(200, body);
  const { openIssueCount, closedIssueCount, ...rows } = search;
  const part = (value: unknown) => `\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(value)}\r\n---`;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`\r\n---${part({ data: { ...body.data, search: rows }, hasNext: true })}`));
      await countsArrive;
      const counts = { data: { openIssueCount, closedIssueCount }, path: ['search'], label: COUNTS_LABEL };
      controller.enqueue(encoder.encode(`${part({ incremental: [counts], hasNext: false })}--\r\n`));
      controller.close();
    },
  });
  return new Response(stream, { headers: { 'Content-Type': 'multipart/mixed; boundary="-"' } });
}

/**
 * Stands in for the server's `/session` and `/api/graphql` contract (the network boundary), so
 * component tests exercise the real loaders, actions and Relay environment.
 */
export function installFakeServer({ signedInAs, password = 'octocat-demo', countsArrive }: FakeServerOptions): FakeServer {
  let login = signedInAs;
  const server: FakeServer = { requests: [], headers: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    server.requests.push(`${method} ${url.pathname}`);
    server.headers.push(new Headers(init.headers));
    if (url.pathname === '/session' && method === 'GET') {
      return login === null ? json(401, { message: 'Requires authentication' }) : json(200, { login, name: null, avatarUrl: '/avatars/1' });
    }
    if (url.pathname === '/session' && method === 'POST') {
      const body: unknown = JSON.parse(String(init.body));
      const credentials = body as { login?: string; password?: string };
      if (credentials.password !== password) return json(401, { message: 'Incorrect username or password.' });
      login = credentials.login ?? null;
      return json(200, { login });
    }
    if (url.pathname === '/session' && method === 'DELETE') {
      login = null;
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/graphql') {
      const body = JSON.parse(String(init.body)) as { doc_id?: string; variables?: Record<string, unknown> };
      const answer = graphqlResponse(body.doc_id, body.variables ?? {}, login);
      // The lists defer their counts (spec 000 §7, "Results are streamed for searches").
      const streamed = body.doc_id === DashboardPageListQuery.params.id || body.doc_id === RepoIssuesPageQuery.params.id;
      return streamed ? streamedList(answer as { data: { search?: Record<string, unknown> | null } }, countsArrive) : json(200, answer);
    }
    return json(404, { message: 'Not Found' });
  });
  return server;
}

/** Answers the app's persisted operations by id with small, fixed data. */
function graphqlResponse(docId: string | undefined, variables: Record<string, unknown>, login: string | null): unknown {
  switch (docId) {
    case appShellQuery.params.id:
      return { data: { viewer: { id: 'U_1', login, name: null, avatarUrl: '/avatars/1?s=40' } } };
    case ViewsPaneSavedViewsQuery.params.id:
      // One saved view.
      return {
        data: {
          viewer: {
            id: 'U_1',
            dashboard: {
              shortcuts: {
                totalCount: 1,
                nodes: [
                  {
                    id: 'SSC_1',
                    name: 'Bugs to fix',
                    query: 'is:issue state:open label:bug',
                    description: 'Open bugs everywhere',
                    icon: 'BUG',
                    color: 'RED',
                  },
                ],
              },
            },
          },
        },
      };
    case DashboardPageListQuery.params.id:
      return dashboardList(variables);
    case RepoIssuesPageQuery.params.id:
      return repoIssues(variables);
    case RowSecondaryQuery.params.id:
      // Issue 1 has one linked pull request.
      return {
        data: {
          nodes: (variables.ids as string[]).map((id) => ({
            __typename: 'Issue',
            id,
            closedByPullRequestsReferences: { totalCount: id === 'I_1' ? 1 : 0 },
          })),
        },
      };
    case IssueViewQuery.params.id:
      return issuePage(variables);
    case IssueNotFoundQuery.params.id:
      // No issue has moved away or been deleted.
      return { data: { repository: { id: 'R_1', issue: null, deletedIssue: null } } };
    default:
      return { errors: [{ message: `The fake server does not know operation ${docId ?? '(none)'}` }] };
  }
}

/** What the repository header (features/repositories/RepositoryHeader) reads: a public repository with pull requests. */
export function fakeRepositoryHeader(owner: string, name: string): Record<string, unknown> {
  return {
    name,
    owner: { __typename: 'Organization', id: 'O_1', login: owner, resourcePath: `/${owner}` },
    visibility: 'PUBLIC',
    isArchived: false,
    hasIssuesEnabled: true,
    hasPullRequestsEnabled: true,
    openIssues: { totalCount: 2 },
    openPullRequests: { totalCount: 1 },
  };
}

/** An issue as the list's row fragment reads it. */
function fakeIssue(number: number, title: string, state: 'OPEN' | 'CLOSED', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: 'Issue',
    id: `I_${number}`,
    number,
    title,
    titleHTML: title.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
    state,
    stateReason: state === 'CLOSED' ? 'COMPLETED' : null,
    createdAt: '2026-11-02T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    closedAt: state === 'CLOSED' ? '2026-11-10T10:00:00Z' : null,
    resourcePath: `/octo-org/hello-world/issues/${number}`,
    isReadByViewer: true,
    author: { __typename: 'User', id: 'U_2', login: 'hubot' },
    labels: { nodes: [] },
    milestone: null,
    assignees: { nodes: [] },
    comments: { totalCount: 0 },
    subIssuesSummary: { completed: 0, total: 0, percentCompleted: 0 },
    issueDependenciesSummary: { blockedBy: 0 },
    issueType: null,
    parent: null,
    repository: { id: 'R_1', nameWithOwner: 'octo-org/hello-world' },
    ...extra,
  };
}

/** The dashboard's list: issues from two repositories, filtered by the query's state. */
function dashboardList(variables: Record<string, unknown>): unknown {
  const query = String(variables.query);
  const issues = [
    fakeIssue(7, 'Assigned in hello-world', 'OPEN'),
    fakeIssue(9, 'Assigned in the API', 'OPEN', {
      resourcePath: '/octo-org/octo-api/issues/9',
      repository: { id: 'R_2', nameWithOwner: 'octo-org/octo-api' },
    }),
  ];
  const closed = /(^|\s)(state|is):closed(\s|$)/.test(query);
  const nodes = closed ? [] : issues;
  // A query naming one repository also reads it, for bulk actions (monalisa can push to it).
  const repository = variables.scoped
    ? {
        viewerCanPush: true,
        isInOrganization: true,
        issueTypes: { totalCount: 1 },
      }
    : undefined;
  return { data: { repository, search: { issueCount: nodes.length, openIssueCount: 2, closedIssueCount: 0, nodes } } };
}

/** The repository list: two open issues and one closed, filtered by the query's state. */
function repoIssues(variables: Record<string, unknown>): unknown {
  if (variables.name === 'missing') return { data: { repository: null, search: null } };
  const query = String(variables.query);
  const issues = [
    fakeIssue(1, 'Crash on save', 'OPEN', {
      labels: { nodes: [{ id: 'L_1', name: 'bug', color: 'd73a4a', description: 'Something is broken' }] },
      comments: { totalCount: 3 },
      assignees: { nodes: [{ id: 'U_1', login: 'monalisa', avatarUrl: '/avatars/1?s=64' }] },
      milestone: { id: 'M_1', title: 'v1.0' },
    }),
    fakeIssue(2, 'Docs <typo>', 'OPEN', { author: null, isReadByViewer: false }),
    fakeIssue(3, 'Old closed issue', 'CLOSED'),
  ];
  const closed = /(^|\s)(state|is):closed(\s|$)/.test(query);
  const nodes = issues.filter((issue) => (issue.state === 'CLOSED') === closed);
  return {
    data: {
      repository: {
        id: 'R_1',
        nameWithOwner: `${String(variables.owner)}/${String(variables.name)}`,
        hasIssuesEnabled: true,
        // What bulk actions depend on: the viewer (with write access) can push, except to `archived`; only `personal` is outside an organisation.
        viewerCanPush: variables.name !== 'archived',
        isArchived: variables.name === 'archived',
        isInOrganization: variables.name !== 'personal',
        issueTypes: variables.name === 'personal' ? null : { totalCount: 2 },
        ...pinnedData(String(variables.owner), String(variables.name)),
        ...fakeRepositoryHeader(String(variables.owner), String(variables.name)),
        // The first-time-contributor banner's data: the signed-in demo user has contributed.
        showFirstTimeContributorBanner: false,
        communityProfile: { goodFirstIssueIssuesCount: 0 },
        contributingGuidelines: null,
      },
      search: variables.run === false ? undefined : { issueCount: nodes.length, openIssueCount: 2, closedIssueCount: 1, nodes },
    },
  };
}

/**
 * What the comment card reads of an issue's or a comment's body besides its HTML: never edited, and
 * editable by the signed-in user (monalisa wrote the comment and has write access).
 */
function editableBody(databaseId: number, body: string, url: string): Record<string, unknown> {
  return {
    databaseId,
    url,
    body,
    bodyVersion: `version-${databaseId}-0`,
    viewerCanUpdate: true,
    includesCreatedEdit: false,
    editor: null,
    edits: { totalCount: 0, nodes: [] },
    created: { nodes: [] },
  };
}

/** One issue page: issue 12 of any repository, with one comment. */
function issuePage(variables: Record<string, unknown>): unknown {
  if (variables.number !== 12)
    return {
      data: {
        repository: {
          id: 'R_1',
          nameWithOwner: 'octo-org/hello-world',
          ...fakeRepositoryHeader(String(variables.owner), String(variables.name)),
          issueOrPullRequest: null,
        },
      },
    };
  const issue = fakeIssue(12, 'Crash on save', 'OPEN');
  return {
    data: {
      repository: {
        id: 'R_1',
        nameWithOwner: `${String(variables.owner)}/${String(variables.name)}`,
        ...fakeRepositoryHeader(String(variables.owner), String(variables.name)),
        issueOrPullRequest: {
          ...issue,
          bodyHTML: '<p>It crashes.</p>',
          ...editableBody(12, 'It crashes.', `http://localhost:3000/${String(variables.owner)}/${String(variables.name)}/issues/12`),
          author: { __typename: 'User', __isNode: 'User', id: 'U_2', login: 'hubot', avatarUrl: '/avatars/2?s=64' },
          parent: null,
          subIssues: { nodes: [] },
          blockedBy: { nodes: [] },
          // The sidebar (features/issues/IssueSidebar): a viewer who may read the issue and change nothing.
          blocking: { nodes: [] },
          closedByPullRequestsReferences: { nodes: [] },
          participants: { totalCount: 0, nodes: [] },
          viewerCanAssign: false,
          viewerCanLabel: false,
          viewerCanSetMilestone: false,
          viewerCanSetIssueType: false,
          viewerCanSetProjects: false,
          viewerCanRelate: false,
          viewerCanSubscribe: false,
          viewerSubscription: 'UNSUBSCRIBED',
          reactionGroups: [{ content: 'THUMBS_UP', viewerHasReacted: false, reactors: { totalCount: 2 } }],
          __isNode: 'Issue',
          __isReactable: 'Issue',
          viewerCanReact: true,
          viewerCanComment: true,
          // The viewer reads the issue: no rights to change it (tests that need them say so).
          viewerCanUpdate: false,
          viewerCanClose: false,
          viewerCanReopen: false,
          viewerCanLock: false,
          viewerCanPin: false,
          viewerCanTransfer: false,
          viewerCanDelete: false,
          locked: false,
          activeLockReason: null,
          isPinned: false,
          duplicateOf: null,
          repository: {
            id: 'R_1',
            nameWithOwner: 'octo-org/hello-world',
            owner: { __typename: 'Organization', id: 'O_1', login: 'octo-org' },
            issueTypes: { totalCount: 3 },
          },
          projectItems: {
            nodes: [
              {
                id: 'PVTI_1',
                project: {
                  id: 'PVT_1',
                  title: 'Roadmap',
                  number: 1,
                  url: '/orgs/octo-org/projects/1',
                  resourcePath: '/orgs/octo-org/projects/1',
                  closed: false,
                  viewerCanUpdate: false,
                },
              },
            ],
          },
          timelineItems: {
            totalCount: 2,
            nodes: [
              {
                __typename: 'IssueComment',
                __isNode: 'IssueComment',
                __isIssueTimelineItems: 'IssueComment',
                __isReactable: 'IssueComment',
                id: 'IC_1',
                bodyHTML: '<p>Same here.</p>',
                createdAt: '2026-11-03T10:00:00Z',
                author: { __typename: 'User', __isNode: 'User', id: 'U_1', login: 'monalisa', avatarUrl: '/avatars/1?s=64' },
                ...editableBody(
                  1,
                  'Same here.',
                  `http://localhost:3000/${String(variables.owner)}/${String(variables.name)}/issues/12#issuecomment-1`,
                ),
                viewerCanDelete: true,
                viewerCanMinimize: true,
                viewerCanUnminimize: false,
                isMinimized: false,
                minimizedReason: null,
                viewerCanReact: true,
                reactionGroups: [],
              },
              {
                __typename: 'LabeledEvent',
                __isNode: 'LabeledEvent',
                __isIssueTimelineItems: 'LabeledEvent',
                id: 'LE_1',
                createdAt: '2026-11-04T10:00:00Z',
                actor: {
                  __typename: 'User',
                  __isNode: 'User',
                  __isActor: 'User',
                  id: 'U_1',
                  login: 'monalisa',
                  avatarUrl: '/avatars/1?s=40',
                },
                label: { id: 'L_1', name: 'bug', color: 'd73a4a' },
              },
            ],
          },
          commentCount: { totalCount: 1 },
          comments: {
            totalCount: 1,
            edges: [
              {
                cursor: 'c1',
                node: {
                  __typename: 'IssueComment',
                  id: 'IC_1',
                  bodyHTML: '<p>Same here.</p>',
                  createdAt: '2026-11-03T10:00:00Z',
                  author: { __typename: 'User', id: 'U_1', login: 'monalisa', avatarUrl: '/avatars/1?s=64' },
                },
              },
            ],
            pageInfo: { endCursor: 'c1', hasNextPage: false },
          },
        },
      },
    },
  };
}

/**
 * The pinned-issues area's data: `pinboard` has three pinned issues the viewer may manage,
 * `pinboard-readonly` the same three for a viewer who may not; other repositories have none.
 */
export function pinnedData(owner: string, name: string): Record<string, unknown> {
  const pinboard = name === 'pinboard' || name === 'pinboard-readonly';
  const pinned = [
    fakeIssue(1, 'Crash on save', 'OPEN', { comments: { totalCount: 3 } }),
    fakeIssue(2, 'Docs <typo>', 'OPEN', { author: null }),
    fakeIssue(3, 'Old closed issue', 'CLOSED', { comments: { totalCount: 1 } }),
  ].map((issue) => ({
    id: `PIN_${String(issue.number)}`,
    issue: { ...issue, url: `http://localhost:3000/${owner}/${name}/issues/${String(issue.number)}` },
  }));
  return { viewerCanPinIssues: name === 'pinboard', pinnedIssues: { nodes: pinboard ? pinned : [] } };
}
