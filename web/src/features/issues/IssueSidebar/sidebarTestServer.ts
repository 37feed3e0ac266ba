import { fireEvent, screen, within } from '@testing-library/react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { vi } from 'vitest';
import AssigneesMenuAddMutation from '../../../__generated__/AssigneesMenuAddMutation.graphql';
import AssigneesMenuQuery from '../../../__generated__/AssigneesMenuQuery.graphql';
import AssigneesMenuRemoveMutation from '../../../__generated__/AssigneesMenuRemoveMutation.graphql';
import AssigneesMenuViewerQuery from '../../../__generated__/AssigneesMenuViewerQuery.graphql';
import IssueViewQuery from '../../../__generated__/IssueViewQuery.graphql';
import LabelsMenuAddMutation from '../../../__generated__/LabelsMenuAddMutation.graphql';
import LabelsMenuQuery from '../../../__generated__/LabelsMenuQuery.graphql';
import LabelsMenuRemoveMutation from '../../../__generated__/LabelsMenuRemoveMutation.graphql';
import MilestoneMenuQuery from '../../../__generated__/MilestoneMenuQuery.graphql';
import MilestoneMenuUpdateMutation from '../../../__generated__/MilestoneMenuUpdateMutation.graphql';
import NotificationsSectionMutation from '../../../__generated__/NotificationsSectionMutation.graphql';
import ProjectsMenuQuery from '../../../__generated__/ProjectsMenuQuery.graphql';
import ProjectsMenuUpdateMutation from '../../../__generated__/ProjectsMenuUpdateMutation.graphql';
import RelationshipsMenuSearchQuery from '../../../__generated__/RelationshipsMenuSearchQuery.graphql';
import TypeMenuQuery from '../../../__generated__/TypeMenuQuery.graphql';
import TypeMenuUpdateMutation from '../../../__generated__/TypeMenuUpdateMutation.graphql';
import AddBlockedByMutation from '../../../__generated__/useRelationshipChangesAddBlockedByMutation.graphql';
import AddBlockingMutation from '../../../__generated__/useRelationshipChangesAddBlockingMutation.graphql';
import AddSubIssueMutation from '../../../__generated__/useRelationshipChangesAddSubIssueMutation.graphql';
import CreateSubIssueMutation from '../../../__generated__/useRelationshipChangesCreateSubIssueMutation.graphql';
import RemoveBlockedByMutation from '../../../__generated__/useRelationshipChangesRemoveBlockedByMutation.graphql';
import RemoveBlockingMutation from '../../../__generated__/useRelationshipChangesRemoveBlockingMutation.graphql';
import RemoveParentMutation from '../../../__generated__/useRelationshipChangesRemoveParentMutation.graphql';
import RemoveSubIssueMutation from '../../../__generated__/useRelationshipChangesRemoveSubIssueMutation.graphql';
import ReprioritizeMutation from '../../../__generated__/useRelationshipChangesReprioritizeMutation.graphql';
import SetParentMutation from '../../../__generated__/useRelationshipChangesSetParentMutation.graphql';
import { relayEnvironment } from '../../../relay/environment';
import { installFakeServer } from '../../../test/fakeServer';

/**
 * The sidebar's side of the fake server (web/src/test/fakeServer.ts answers the rest of the issue
 * page): issue 12's sidebar data, the menus' candidate queries (filtered as the server filters) and
 * the mutations, which change the issue when the test lets them answer.
 */

export interface Person {
  id: string;
  login: string;
  name: string | null;
  avatarUrl: string;
}

const person = (id: string, login: string, name: string | null = null): Person => ({
  id,
  login,
  name,
  avatarUrl: `/avatars/${id.slice(2)}?s=64`,
});

export const MONALISA = person('U_1', 'monalisa', 'Mona Lisa');
export const HUBOT = person('U_2', 'hubot');
/** More people than one page holds, so only a filtered search finds the last ones. */
export const PEOPLE: Person[] = [
  MONALISA,
  HUBOT,
  ...Array.from({ length: 150 }, (_, index) => person(`U_${index + 100}`, `user${String(index + 1).padStart(3, '0')}`)),
];

export const LABELS = ['bug', 'documentation', 'enhancement', 'good first issue', 'help wanted', 'question', 'wontfix'].map(
  (name, index) => ({
    id: `L_${index + 1}`,
    name,
    color: 'd73a4a',
    description: name === 'bug' ? 'Something is broken' : null,
  }),
);

export const MILESTONES = [
  { id: 'M_1', number: 1, title: 'v1.0', closed: false, dueOn: '2026-12-01T00:00:00Z', progressPercentage: 50 },
  { id: 'M_2', number: 2, title: 'v2.0', closed: false, dueOn: null, progressPercentage: 0 },
];

export const TYPES = [
  { id: 'IT_1', name: 'Bug', color: 'RED', description: 'An unexpected problem', isEnabled: true },
  { id: 'IT_2', name: 'Feature', color: 'BLUE', description: 'A request or idea', isEnabled: true },
  { id: 'IT_3', name: 'Retired', color: 'GRAY', description: null, isEnabled: false },
];

export const PROJECTS = [
  {
    id: 'PVT_1',
    title: 'Roadmap',
    number: 1,
    url: '/orgs/octo-org/projects/1',
    resourcePath: '/orgs/octo-org/projects/1',
    closed: false,
    viewerCanUpdate: true,
  },
  {
    id: 'PVT_2',
    title: 'Bug triage',
    number: 2,
    url: '/orgs/octo-org/projects/2',
    resourcePath: '/orgs/octo-org/projects/2',
    closed: false,
    viewerCanUpdate: true,
  },
  {
    id: 'PVT_3',
    title: 'Archive',
    number: 3,
    url: '/orgs/octo-org/projects/3',
    resourcePath: '/orgs/octo-org/projects/3',
    closed: true,
    viewerCanUpdate: true,
  },
];

export interface Related {
  id: string;
  number: number;
  title: string;
  resourcePath: string;
  state: 'OPEN' | 'CLOSED';
  stateReason: string | null;
  /** Whether the viewer may change this issue's relationships too. */
  viewerCanRelate: boolean;
}

const related = (number: number, title: string, state: 'OPEN' | 'CLOSED' = 'OPEN', viewerCanRelate = true): Related => ({
  id: `I_${number}`,
  number,
  title,
  resourcePath: `/octo-org/hello-world/issues/${number}`,
  state,
  stateReason: state === 'CLOSED' ? 'COMPLETED' : null,
  viewerCanRelate,
});

/** The repository's other issues, for the relationship pickers. */
export const ISSUES: Related[] = [
  related(20, 'Epic: saving'),
  related(21, 'Save dialog hangs'),
  related(22, 'Autosave loses data', 'CLOSED'),
  related(23, 'Server rejects large files'),
];

export interface SidebarState {
  viewerCanAssign: boolean;
  viewerCanLabel: boolean;
  viewerCanSetMilestone: boolean;
  viewerCanSetIssueType: boolean;
  viewerCanSetProjects: boolean;
  viewerCanRelate: boolean;
  viewerCanSubscribe: boolean;
  /** How many issue types the repository has (none outside organisations). */
  issueTypeCount: number;
  /** The repository's issues (`ISSUES`) whose relationships the viewer may not change, by id. */
  unrelatable: string[];
  viewerSubscription: 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'IGNORED';
  assignees: Person[];
  labels: (typeof LABELS)[number][];
  milestone: (typeof MILESTONES)[number] | null;
  issueType: (typeof TYPES)[number] | null;
  projects: (typeof PROJECTS)[number][];
  parent: Related | null;
  subIssues: Related[];
  blockedBy: Related[];
  blocking: Related[];
  pullRequests: {
    id: string;
    number: number;
    title: string;
    state: string;
    isDraft: boolean;
    isInMergeQueue: boolean;
    resourcePath: string;
  }[];
  participants: Person[];
}

/** A viewer with triage rights on issue 12, which has nothing set yet. */
export function sidebarState(overrides: Partial<SidebarState> = {}): SidebarState {
  return {
    viewerCanAssign: true,
    viewerCanLabel: true,
    viewerCanSetMilestone: true,
    viewerCanSetIssueType: true,
    viewerCanSetProjects: true,
    viewerCanRelate: true,
    viewerCanSubscribe: true,
    issueTypeCount: TYPES.length,
    unrelatable: [],
    viewerSubscription: 'UNSUBSCRIBED',
    assignees: [],
    labels: [],
    milestone: null,
    issueType: null,
    projects: [],
    parent: null,
    subIssues: [],
    blockedBy: [],
    blocking: [],
    pullRequests: [],
    participants: [HUBOT],
    ...overrides,
  };
}

/** A viewer who may read the issue (and so subscribe to it) and change nothing. */
export const READER: Partial<SidebarState> = {
  viewerCanAssign: false,
  viewerCanLabel: false,
  viewerCanSetMilestone: false,
  viewerCanSetIssueType: false,
  viewerCanSetProjects: false,
  viewerCanRelate: false,
};

const ISSUE_ID = 'I_12';

/** Issue 12 as every sidebar fragment and mutation payload reads it. */
function issuePayload(state: SidebarState): Record<string, unknown> {
  const sub = state.subIssues;
  const completed = sub.filter((issue) => issue.state === 'CLOSED').length;
  return {
    __typename: 'Issue',
    id: ISSUE_ID,
    viewerCanAssign: state.viewerCanAssign,
    viewerCanLabel: state.viewerCanLabel,
    viewerCanSetMilestone: state.viewerCanSetMilestone,
    viewerCanSetIssueType: state.viewerCanSetIssueType,
    viewerCanSetProjects: state.viewerCanSetProjects,
    viewerCanRelate: state.viewerCanRelate,
    viewerCanSubscribe: state.viewerCanSubscribe,
    viewerSubscription: state.viewerSubscription,
    assignees: { nodes: state.assignees },
    labels: { nodes: [...state.labels].sort((a, b) => a.name.localeCompare(b.name)) },
    milestone: state.milestone,
    issueType: state.issueType && {
      id: state.issueType.id,
      name: state.issueType.name,
      color: state.issueType.color,
      description: state.issueType.description,
    },
    projectItems: { nodes: state.projects.map((project) => ({ id: `PVTI_${project.id}`, project })) },
    parent: state.parent,
    subIssuesSummary: { total: sub.length, completed, percentCompleted: sub.length === 0 ? 0 : Math.round((completed / sub.length) * 100) },
    subIssues: { nodes: sub },
    blockedBy: { nodes: state.blockedBy },
    blocking: { nodes: state.blocking },
    closedByPullRequestsReferences: {
      nodes: state.pullRequests.map((pr) => ({ ...pr, repository: { id: 'R_1', nameWithOwner: 'octo-org/hello-world' } })),
    },
    participants: { totalCount: state.participants.length, nodes: state.participants },
    repository: {
      id: 'R_1',
      nameWithOwner: 'octo-org/hello-world',
      viewerInteractionLimitReasonHTML: null,
      issueTypes: { totalCount: state.issueTypeCount },
    },
  };
}

/** The root field of each sidebar mutation. */
const MUTATIONS = new Map<string, { name: string; field: string }>(
  [
    [AssigneesMenuAddMutation, 'addAssigneesToAssignable'],
    [AssigneesMenuRemoveMutation, 'removeAssigneesFromAssignable'],
    [LabelsMenuAddMutation, 'addLabelsToLabelable'],
    [LabelsMenuRemoveMutation, 'removeLabelsFromLabelable'],
    [MilestoneMenuUpdateMutation, 'updateIssue'],
    [ProjectsMenuUpdateMutation, 'updateIssue'],
    [TypeMenuUpdateMutation, 'updateIssueIssueType'],
    [NotificationsSectionMutation, 'updateSubscription'],
    [AddSubIssueMutation, 'addSubIssue'],
    [SetParentMutation, 'addSubIssue'],
    [RemoveSubIssueMutation, 'removeSubIssue'],
    [RemoveParentMutation, 'removeSubIssue'],
    [ReprioritizeMutation, 'reprioritizeSubIssue'],
    [AddBlockedByMutation, 'addBlockedBy'],
    [AddBlockingMutation, 'addBlockedBy'],
    [RemoveBlockedByMutation, 'removeBlockedBy'],
    [RemoveBlockingMutation, 'removeBlockedBy'],
    [CreateSubIssueMutation, 'createIssue'],
  ].map(([artifact, field]) => {
    const request = artifact as { params: { id?: string | null; name: string } };
    return [String(request.params.id), { name: request.params.name, field: String(field) }];
  }),
);

const QUERIES = new Map<string, string>(
  [
    AssigneesMenuQuery,
    AssigneesMenuViewerQuery,
    LabelsMenuQuery,
    MilestoneMenuQuery,
    TypeMenuQuery,
    ProjectsMenuQuery,
    RelationshipsMenuSearchQuery,
  ].map((artifact) => [String(artifact.params.id), artifact.params.name]),
);

const contains = (text: string | null | undefined, needle: string) => (text ?? '').toLowerCase().includes(needle.toLowerCase());
const byId = <T extends { id: string }>(items: readonly T[], ids: readonly string[]) =>
  ids.flatMap((id) => items.filter((item) => item.id === id));
const allIssues = () => [...ISSUES];

/** Changes the issue as the server would for one mutation. */
function apply(state: SidebarState, name: string, input: Record<string, unknown>): void {
  const ids = (key: string) => (input[key] as string[] | undefined) ?? [];
  const issue = (key: string) => allIssues().find((candidate) => candidate.id === input[key]) ?? null;
  switch (name) {
    case 'AssigneesMenuAddMutation':
      state.assignees = [...state.assignees, ...byId(PEOPLE, ids('assigneeIds')).filter((p) => !state.assignees.includes(p))];
      return;
    case 'AssigneesMenuRemoveMutation':
      state.assignees = state.assignees.filter((p) => !ids('assigneeIds').includes(p.id));
      return;
    case 'LabelsMenuAddMutation':
      state.labels = [...state.labels, ...byId(LABELS, ids('labelIds')).filter((l) => !state.labels.includes(l))];
      return;
    case 'LabelsMenuRemoveMutation':
      state.labels = state.labels.filter((l) => !ids('labelIds').includes(l.id));
      return;
    case 'MilestoneMenuUpdateMutation':
      state.milestone = MILESTONES.find((m) => m.id === input.milestoneId) ?? null;
      return;
    case 'ProjectsMenuUpdateMutation':
      state.projects = byId(PROJECTS, ids('projectIds'));
      return;
    case 'TypeMenuUpdateMutation':
      state.issueType = TYPES.find((t) => t.id === input.issueTypeId) ?? null;
      return;
    case 'NotificationsSectionMutation':
      state.viewerSubscription = input.state as SidebarState['viewerSubscription'];
      return;
    case 'useRelationshipChangesSetParentMutation':
      state.parent = issue('issueId');
      return;
    case 'useRelationshipChangesRemoveParentMutation':
      state.parent = null;
      return;
    case 'useRelationshipChangesAddSubIssueMutation': {
      const child = issue('subIssueId');
      if (child) state.subIssues = [...state.subIssues.filter((i) => i.id !== child.id), child];
      return;
    }
    case 'useRelationshipChangesRemoveSubIssueMutation':
      state.subIssues = state.subIssues.filter((i) => i.id !== input.subIssueId);
      return;
    case 'useRelationshipChangesReprioritizeMutation': {
      const child = state.subIssues.find((i) => i.id === input.subIssueId);
      if (!child) return;
      const order = state.subIssues.filter((i) => i.id !== child.id);
      const anchor = order.findIndex((i) => i.id === (input.beforeId ?? input.afterId));
      order.splice(input.beforeId ? anchor : anchor + 1, 0, child);
      state.subIssues = order;
      return;
    }
    case 'useRelationshipChangesAddBlockedByMutation': {
      const blocker = issue('blockingIssueId');
      if (blocker) state.blockedBy = [...state.blockedBy, blocker];
      return;
    }
    case 'useRelationshipChangesAddBlockingMutation': {
      const blocked = issue('issueId');
      if (blocked) state.blocking = [...state.blocking, blocked];
      return;
    }
    case 'useRelationshipChangesRemoveBlockedByMutation':
      state.blockedBy = state.blockedBy.filter((i) => i.id !== input.blockingIssueId);
      return;
    case 'useRelationshipChangesRemoveBlockingMutation':
      state.blocking = state.blocking.filter((i) => i.id !== input.issueId);
      return;
    case 'useRelationshipChangesCreateSubIssueMutation':
      state.subIssues = [...state.subIssues, related(99, String(input.title))];
      return;
  }
}

/** What the server answers a candidate query with. */
function answerQuery(name: string, variables: Record<string, unknown>, state: SidebarState): unknown {
  const query = typeof variables.query === 'string' ? variables.query : '';
  const first = typeof variables.first === 'number' ? variables.first : 20;
  const page = <T>(items: readonly T[]) => ({ nodes: items.slice(0, first) });
  switch (name) {
    case 'AssigneesMenuViewerQuery':
      return { viewer: MONALISA };
    case 'AssigneesMenuQuery':
      return {
        repository: { id: 'R_1', assignableUsers: page(PEOPLE.filter((p) => contains(p.login, query) || contains(p.name, query))) },
      };
    case 'LabelsMenuQuery':
      return { repository: { id: 'R_1', labels: page(LABELS.filter((l) => contains(l.name, query) || contains(l.description, query))) } };
    case 'MilestoneMenuQuery':
      return { repository: { id: 'R_1', milestones: page(MILESTONES.filter((m) => contains(m.title, query))) } };
    case 'TypeMenuQuery':
      return { repository: { id: 'R_1', issueTypes: page(TYPES) } };
    case 'ProjectsMenuQuery':
      return {
        repository: { id: 'R_1', projectsV2: page(PROJECTS.filter((p) => contains(p.title, query))) },
        repositoryOwner: { __typename: 'Organization', id: 'O_1', projectsV2: { nodes: [] } },
      };
    case 'RelationshipsMenuSearchQuery': {
      const words = query.replace(/\S+:\S+/g, '').trim();
      const found = ISSUES.filter((i) => contains(i.title, words));
      return {
        search: page(found.map((i) => ({ __typename: 'Issue', ...i, viewerCanRelate: !state.unrelatable.includes(i.id), parent: null }))),
      };
    }
    default:
      return null;
  }
}

export interface MutationCall {
  name: string;
  input: Record<string, unknown>;
  /** Answers the mutation: the issue as changed, or the server's refusal with `error` as its message. */
  respond: (answer?: { error: string }) => void;
}

export interface SidebarServer {
  state: SidebarState;
  /** The mutations sent, in order. */
  mutations: MutationCall[];
  /** The candidate queries sent, with their variables. */
  queries: { name: string; variables: Record<string, unknown> }[];
}

// Mutations an earlier test left waiting: refused at the next install, so their optimistic changes go.
const waiting: MutationCall[] = [];

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The fake server for issue 12 with the sidebar of `state`. Mutations wait for `respond` when
 * `hold` is set (so a test sees the optimistic change), and answer at once otherwise.
 */
export function installSidebarServer(state: SidebarState = sidebarState(), { hold = false }: { hold?: boolean } = {}): SidebarServer {
  for (const call of waiting.splice(0)) call.respond({ error: 'The test ended.' });
  installFakeServer({ signedInAs: 'monalisa' });
  // The app's one Relay store outlives a test: what an earlier test read is stale, so the page reads again.
  // (Relay's store proxy has invalidateStore; its types declare it on the selector proxy only.)
  relayEnvironment.commitUpdate((store) => (store as RecordSourceSelectorProxy).invalidateStore());
  const fakeFetch = globalThis.fetch;
  const server: SidebarServer = { state, mutations: [], queries: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = init.body ? (JSON.parse(String(init.body)) as { doc_id?: string; variables?: Record<string, unknown> }) : {};
    const docId = String(body.doc_id);
    const variables = body.variables ?? {};
    if (docId === IssueViewQuery.params.id) {
      const answer = (await (await fakeFetch(input, init)).json()) as {
        data: { repository: { issueOrPullRequest: Record<string, unknown> | null } };
      };
      const issue = answer.data.repository.issueOrPullRequest;
      if (issue) {
        // The sidebar's fields over the page's; the repository keeps what the rest of the page reads of it.
        const sidebar = issuePayload(server.state);
        const repository = { ...(issue.repository as Record<string, unknown>), ...(sidebar.repository as Record<string, unknown>) };
        answer.data.repository.issueOrPullRequest = { ...issue, ...sidebar, repository };
      }
      return json(answer);
    }
    const queryName = QUERIES.get(docId);
    if (queryName) {
      server.queries.push({ name: queryName, variables });
      return json({ data: answerQuery(queryName, variables, server.state) });
    }
    const mutation = MUTATIONS.get(docId);
    if (!mutation) return fakeFetch(input, init);
    const mutationInput = (variables.input ?? {}) as Record<string, unknown>;
    return new Promise<Response>((resolve) => {
      let answered = false;
      const respond = (answer?: { error: string }) => {
        if (answered) return;
        answered = true;
        if (answer) {
          resolve(json({ data: { [mutation.field]: null }, errors: [{ message: answer.error, path: [mutation.field] }] }));
          return;
        }
        apply(server.state, mutation.name, mutationInput);
        const issue = issuePayload(server.state);
        const payload =
          mutation.field === 'createIssue'
            ? { issue: { __typename: 'Issue', id: 'I_99', parent: issue } }
            : { issue, subIssue: issue, blockingIssue: issue, assignable: issue, labelable: issue, subscribable: issue };
        resolve(json({ data: { [mutation.field]: payload } }));
      };
      const call = { name: mutation.name, input: mutationInput, respond };
      server.mutations.push(call);
      if (hold) waiting.push(call);
      else respond();
    });
  });
  return server;
}

/** The sidebar's section named `heading`, once the issue page shows (the first page of a file waits for its code). */
export async function findSection(heading: string): Promise<HTMLElement> {
  const sidebar = await screen.findByRole('complementary', { name: 'Issue details' }, { timeout: 15_000 });
  return within(sidebar).getByRole('region', { name: heading });
}

/** Opens a section's gear menu and answers its list of choices. */
export async function openMenu(heading: string): Promise<HTMLElement> {
  fireEvent.click(within(await findSection(heading)).getByRole('button', { name: `Edit ${heading}` }));
  return screen.findByRole('listbox');
}

/** Closes the open menu with Escape, which applies its choices as GitHub's sidebar does. */
export function closeMenu(): void {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
}
