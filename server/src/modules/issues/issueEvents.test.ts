import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AccountRow, IssueRow, LabelRow, MilestoneRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { liveTopic, type IssueChange, type RepositoryChange, type RepositoryChanged } from '../../live/liveEvents.ts';
import {
  addMember,
  buildIssue,
  buildLabel,
  buildMilestone,
  buildOrg,
  buildRepo,
  buildToken,
  buildUser,
} from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

/**
 * Every mutation that changes an issue announces it after commit: a client subscribed to
 * `issueUpdated` hears of each one, read afresh, and the bus event names what changed. On
 * PostgreSQL the events travel through NOTIFY, on PGlite through the in-process bus.
 */
describe('issue mutations publish issueUpdated after commit', () => {
  let server: TestServer;
  let owner: AccountRow;
  let helper: AccountRow;
  let token: string;
  let repo: RepositoryRow;
  let issue: IssueRow;
  let other: IssueRow;
  let child: IssueRow;
  let label: LabelRow;
  let milestone: MilestoneRow;
  let issueTypeId: string;
  let projectId: string;
  let commentId: string;
  let target: RepositoryRow;
  let socket: Client;
  const heard: { title: string; updatedAt: string }[] = [];
  const changes: IssueChange[][] = [];
  const repositoryChanges: RepositoryChanged[] = [];
  const gid = (row: { id: number }) => toGlobalId('Issue', row.id);

  beforeAll(async () => {
    server = await startTestServer({ listen: true });
    const { db } = server;
    owner = await buildUser(db);
    helper = await buildUser(db);
    token = await buildToken(db, owner);
    const org = await buildOrg(db);
    await addMember(db, org, owner, 'admin');
    await addMember(db, org, helper);
    repo = await buildRepo(db, org, { issueTypesEnabled: true });
    issue = await buildIssue(db, repo, owner, { title: 'Watched' });
    other = await buildIssue(db, repo, owner, { title: 'Other' });
    child = await buildIssue(db, repo, owner, { title: 'Child' });
    label = await buildLabel(db, repo);
    milestone = await buildMilestone(db, repo);
    const [type] = await db.insert(t.issueTypes).values({ orgId: org.id, name: 'Bug' }).returning();
    issueTypeId = toGlobalId('IssueType', type?.id ?? 0);
    const [project] = await db.insert(t.projects).values({ ownerId: org.id, number: 1, title: 'Roadmap' }).returning();
    projectId = toGlobalId('ProjectV2', project?.id ?? 0);
    const [comment] = await db.insert(t.issueComments).values({ issueId: issue.id, authorId: owner.id, body: 'Edit me' }).returning();
    commentId = toGlobalId('IssueComment', comment?.id ?? 0);
    target = await buildRepo(db, org);

    // What the bus carries, as every server process hears it.
    const bus = server.app.services.live;
    void (async () => {
      for await (const payload of bus.subscribe(liveTopic('issue', issue.id)))
        changes.push((payload as { changes: IssueChange[] }).changes);
    })();
    void (async () => {
      for await (const payload of bus.subscribe(liveTopic('repository', repo.id))) repositoryChanges.push(payload as RepositoryChanged);
    })();

    class WebSocketWithToken extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { authorization: `bearer ${token}` } });
      }
    }
    socket = createClient({ url: server.wsUrl ?? '', webSocketImpl: WebSocketWithToken, lazy: true, retryAttempts: 0 });
    socket.subscribe<{ issueUpdated: { title: string; updatedAt: string } | null }>(
      { query: 'subscription Watch($id: ID!) { issueUpdated(id: $id) { title updatedAt } }', variables: { id: gid(issue) } },
      {
        next: (result) => void (result.data?.issueUpdated && heard.push(result.data.issueUpdated)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    // The server subscribes to the bus once the client's subscribe message arrived: rename until it is heard.
    for (let attempt = 0; heard.length === 0; attempt += 1) {
      if (attempt > 200) throw new Error('the subscription never started');
      await mutate('mutation($id: ID!, $title: String!) { updateIssue(input: { id: $id, title: $title }) { issue { id } } }', {
        id: gid(issue),
        title: `Watched ${attempt}`,
      });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });

  afterAll(async () => {
    await socket?.dispose();
    await server?.close();
  });

  async function mutate(query: string, variables: Record<string, unknown>): Promise<void> {
    const response = await server.graphql(token, query, variables);
    expect(response.errors).toBeUndefined();
  }

  /** Waits for the subscription's next message and the bus event after `mutation` ran; answers the event's changes. */
  async function announced(mutation: () => Promise<void>): Promise<IssueChange[]> {
    const [messages, events] = [heard.length, changes.length];
    await mutation();
    const deadline = Date.now() + 10_000;
    while (heard.length <= messages || changes.length <= events) {
      if (Date.now() > deadline)
        throw new Error(`no event within 10 s (${heard.length - messages} messages, ${changes.length - events} events)`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // One committed command, one event: nothing else arrives for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes.length - events).toBe(1);
    return changes.at(-1) ?? [];
  }

  const ISSUE = { id: () => gid(issue) };
  const cases: [string, IssueChange[], () => [string, Record<string, unknown>]][] = [
    [
      'updateIssue (title and body)',
      ['title', 'body'],
      () => [
        'mutation($id: ID!) { updateIssue(input: { id: $id, title: "Renamed", body: "New body" }) { issue { id } } }',
        { id: ISSUE.id() },
      ],
    ],
    [
      'updateIssue (labels, assignees, milestone)',
      ['labels', 'assignees', 'milestone'],
      () => [
        'mutation($id: ID!, $l: [ID!], $a: [ID!], $m: ID) { updateIssue(input: { id: $id, labelIds: $l, assigneeIds: $a, milestoneId: $m }) { issue { id } } }',
        {
          id: ISSUE.id(),
          l: [toGlobalId('Label', label.id)],
          a: [toGlobalId('User', helper.id)],
          m: toGlobalId('Milestone', milestone.id),
        },
      ],
    ],
    [
      'updateIssue (state)',
      ['state'],
      () => ['mutation($id: ID!) { updateIssue(input: { id: $id, state: CLOSED }) { issue { id } } }', { id: ISSUE.id() }],
    ],
    ['reopenIssue', ['state'], () => ['mutation($id: ID!) { reopenIssue(input: { issueId: $id }) { issue { id } } }', { id: ISSUE.id() }]],
    [
      'closeIssue',
      ['state'],
      () => ['mutation($id: ID!) { closeIssue(input: { issueId: $id, stateReason: NOT_PLANNED }) { issue { id } } }', { id: ISSUE.id() }],
    ],
    [
      'reopenIssue again',
      ['state'],
      () => ['mutation($id: ID!) { reopenIssue(input: { issueId: $id }) { issue { id } } }', { id: ISSUE.id() }],
    ],
    [
      'removeLabelsFromLabelable',
      ['labels'],
      () => [
        'mutation($id: ID!, $l: [ID!]!) { removeLabelsFromLabelable(input: { labelableId: $id, labelIds: $l }) { clientMutationId } }',
        { id: ISSUE.id(), l: [toGlobalId('Label', label.id)] },
      ],
    ],
    [
      'addLabelsToLabelable',
      ['labels'],
      () => [
        'mutation($id: ID!, $l: [ID!]!) { addLabelsToLabelable(input: { labelableId: $id, labelIds: $l }) { clientMutationId } }',
        { id: ISSUE.id(), l: [toGlobalId('Label', label.id)] },
      ],
    ],
    [
      'removeAssigneesFromAssignable',
      ['assignees'],
      () => [
        'mutation($id: ID!, $a: [ID!]!) { removeAssigneesFromAssignable(input: { assignableId: $id, assigneeIds: $a }) { clientMutationId } }',
        { id: ISSUE.id(), a: [toGlobalId('User', helper.id)] },
      ],
    ],
    [
      'addAssigneesToAssignable',
      ['assignees'],
      () => [
        'mutation($id: ID!, $a: [ID!]!) { addAssigneesToAssignable(input: { assignableId: $id, assigneeIds: $a }) { clientMutationId } }',
        { id: ISSUE.id(), a: [toGlobalId('User', helper.id)] },
      ],
    ],
    [
      'updateIssueIssueType',
      ['issueType'],
      () => [
        'mutation($id: ID!, $t: ID) { updateIssueIssueType(input: { issueId: $id, issueTypeId: $t }) { issue { id } } }',
        { id: ISSUE.id(), t: issueTypeId },
      ],
    ],
    [
      'addProjectV2ItemById',
      ['projects'],
      () => [
        'mutation($p: ID!, $id: ID!) { addProjectV2ItemById(input: { projectId: $p, contentId: $id }) { item { id } } }',
        { p: projectId, id: ISSUE.id() },
      ],
    ],
    ['pinIssue', ['pin'], () => ['mutation($id: ID!) { pinIssue(input: { issueId: $id }) { issue { id } } }', { id: ISSUE.id() }]],
    ['unpinIssue', ['pin'], () => ['mutation($id: ID!) { unpinIssue(input: { issueId: $id }) { issue { id } } }', { id: ISSUE.id() }]],
    [
      'lockLockable',
      ['lock'],
      () => [
        'mutation($id: ID!) { lockLockable(input: { lockableId: $id, lockReason: RESOLVED }) { lockedRecord { locked } } }',
        { id: ISSUE.id() },
      ],
    ],
    [
      'unlockLockable',
      ['lock'],
      () => ['mutation($id: ID!) { unlockLockable(input: { lockableId: $id }) { unlockedRecord { locked } } }', { id: ISSUE.id() }],
    ],
    [
      'addSubIssue',
      ['relations'],
      () => [
        'mutation($id: ID!, $c: ID!) { addSubIssue(input: { issueId: $id, subIssueId: $c }) { issue { id } } }',
        { id: ISSUE.id(), c: gid(child) },
      ],
    ],
    [
      'removeSubIssue',
      ['relations'],
      () => [
        'mutation($id: ID!, $c: ID!) { removeSubIssue(input: { issueId: $id, subIssueId: $c }) { issue { id } } }',
        { id: ISSUE.id(), c: gid(child) },
      ],
    ],
    [
      'addBlockedBy',
      ['relations'],
      () => [
        'mutation($id: ID!, $b: ID!) { addBlockedBy(input: { issueId: $id, blockingIssueId: $b }) { issue { id } } }',
        { id: ISSUE.id(), b: gid(other) },
      ],
    ],
    [
      'removeBlockedBy',
      ['relations'],
      () => [
        'mutation($id: ID!, $b: ID!) { removeBlockedBy(input: { issueId: $id, blockingIssueId: $b }) { issue { id } } }',
        { id: ISSUE.id(), b: gid(other) },
      ],
    ],
    [
      'addBlockedBy on the blocking side',
      ['relations'],
      () => [
        'mutation($id: ID!, $b: ID!) { addBlockedBy(input: { issueId: $id, blockingIssueId: $b }) { issue { id } } }',
        { id: gid(other), b: ISSUE.id() },
      ],
    ],
    [
      'addComment',
      ['comments'],
      () => ['mutation($id: ID!) { addComment(input: { subjectId: $id, body: "A comment" }) { clientMutationId } }', { id: ISSUE.id() }],
    ],
    [
      'addReaction',
      ['reactions'],
      () => ['mutation($id: ID!) { addReaction(input: { subjectId: $id, content: HEART }) { reaction { id } } }', { id: ISSUE.id() }],
    ],
    [
      'removeReaction',
      ['reactions'],
      () => ['mutation($id: ID!) { removeReaction(input: { subjectId: $id, content: HEART }) { reaction { id } } }', { id: ISSUE.id() }],
    ],
    [
      'createIssue with it as the parent',
      ['relations'],
      () => [
        'mutation($r: ID!, $p: ID) { createIssue(input: { repositoryId: $r, title: "A sub-issue", parentIssueId: $p }) { issue { id } } }',
        { r: toGlobalId('Repository', repo.id), p: ISSUE.id() },
      ],
    ],
    [
      'updateIssueComment',
      ['comments'],
      () => ['mutation($id: ID!) { updateIssueComment(input: { id: $id, body: "Edited" }) { issueComment { id } } }', { id: commentId }],
    ],
    [
      'minimizeComment',
      ['comments'],
      () => [
        'mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) { minimizedComment { isMinimized } } }',
        { id: commentId },
      ],
    ],
    [
      'unminimizeComment',
      ['comments'],
      () => [
        'mutation($id: ID!) { unminimizeComment(input: { subjectId: $id }) { unminimizedComment { isMinimized } } }',
        { id: commentId },
      ],
    ],
    [
      'deleteIssueComment',
      ['comments'],
      () => ['mutation($id: ID!) { deleteIssueComment(input: { id: $id }) { clientMutationId } }', { id: commentId }],
    ],
    [
      'addSubIssue again',
      ['relations'],
      () => [
        'mutation($id: ID!, $c: ID!) { addSubIssue(input: { issueId: $id, subIssueId: $c }) { issue { id } } }',
        { id: ISSUE.id(), c: gid(child) },
      ],
    ],
    [
      'reprioritizeSubIssue',
      ['relations'],
      () => [
        'mutation($id: ID!, $c: ID!, $b: ID!) { reprioritizeSubIssue(input: { issueId: $id, subIssueId: $c, beforeId: $b }) { issue { id } } }',
        { id: ISSUE.id(), c: gid(child), b: subIssueIds[0] ?? '' },
      ],
    ],
    [
      'updateIssuesBulk',
      ['labels'],
      () => [
        'mutation($ids: [ID!]!, $l: [ID!]) { updateIssuesBulk(input: { ids: $ids, removeLabelIds: $l }) { jobId } }',
        { ids: [ISSUE.id()], l: [toGlobalId('Label', label.id)] },
      ],
    ],
  ];

  /** The issue's sub-issues in their order, read before a case that needs them. */
  let subIssueIds: string[] = [];
  it.each(cases)('%s: the subscriber hears of it, and the event names %j', async (_name, expected, operation) => {
    const order = await server.graphql<{ node: { subIssues: { nodes: { id: string }[] } } }>(
      token,
      'query($id: ID!) { node(id: $id) { ... on Issue { subIssues(first: 10) { nodes { id } } } } }',
      { id: ISSUE.id() },
    );
    subIssueIds = order.data?.node.subIssues.nodes.map((node) => node.id) ?? [];
    const [query, variables] = operation();
    expect(await announced(() => mutate(query, variables))).toEqual(expected);
  });

  it('reprioritizeMilestoneIssue: the subscriber of the moved issue hears of it, and the event names ["milestone"]', async () => {
    const milestoneId = toGlobalId('Milestone', milestone.id);
    await mutate('mutation($id: ID!, $m: ID) { updateIssue(input: { id: $id, milestoneId: $m }) { issue { id } } }', {
      id: gid(other),
      m: milestoneId,
    });
    const read = await server.graphql<{ node: { updatedAt: string } }>(
      token,
      'query($id: ID!) { node(id: $id) { ... on Milestone { updatedAt } } }',
      {
        id: milestoneId,
      },
    );
    const timestamp = read.data?.node.updatedAt;
    const moved = await announced(() =>
      mutate(
        'mutation($m: ID!, $id: ID!, $prev: ID, $at: DateTime!) { reprioritizeMilestoneIssue(input: { milestoneId: $m, id: $id, prevId: $prev, timestamp: $at }) { milestone { id } } }',
        { m: milestoneId, id: gid(issue), prev: gid(other), at: timestamp },
      ),
    );
    expect(moved).toEqual(['milestone']);
  });

  it('hands the subscriber the issue as it is after the change, read with its rights', async () => {
    await announced(() =>
      mutate('mutation($id: ID!) { updateIssue(input: { id: $id, title: "Last title" }) { issue { id } } }', { id: gid(issue) }),
    );
    expect(heard.at(-1)?.title).toBe('Last title');
  });

  it('announces nothing for a refused change, and nothing for a change that changes nothing', async () => {
    const before = changes.length;
    const refused = await server.graphql(token, 'mutation($id: ID!) { updateIssue(input: { id: $id, title: "" }) { issue { id } } }', {
      id: gid(issue),
    });
    expect(refused.errors?.[0]?.message).toBe("Title can't be blank");
    await mutate('mutation($id: ID!) { reopenIssue(input: { issueId: $id }) { issue { id } } }', { id: gid(issue) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes.length).toBe(before);
  });

  it("announces a new issue and the repository's label, milestone and pinned-set changes on the repository's topic", async () => {
    const seen = () => repositoryChanges.flatMap((event) => event.changes);
    const waitFor = async (change: RepositoryChange) => {
      const deadline = Date.now() + 10_000;
      while (!seen().includes(change)) {
        if (Date.now() > deadline) throw new Error(`no ${change} event`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await mutate('mutation($r: ID!) { createIssue(input: { repositoryId: $r, title: "New" }) { issue { id } } }', {
      r: toGlobalId('Repository', repo.id),
    });
    await waitFor('issues');
    await mutate('mutation($r: ID!) { createLabel(input: { repositoryId: $r, name: "fresh", color: "ff0000" }) { label { id } } }', {
      r: toGlobalId('Repository', repo.id),
    });
    await waitFor('labels');
    await mutate('mutation($r: ID!) { createMilestone(input: { repositoryId: $r, title: "v9" }) { milestone { id } } }', {
      r: toGlobalId('Repository', repo.id),
    });
    await waitFor('milestones');
    await mutate('mutation($id: ID!) { pinIssue(input: { issueId: $id }) { issue { id } } }', { id: gid(other) });
    await waitFor('pins');
  });

  it('transferIssue: the subscriber hears of it, reading the issue in its new repository', async () => {
    const moved = await announced(() =>
      mutate('mutation($id: ID!, $r: ID!) { transferIssue(input: { issueId: $id, repositoryId: $r }) { issue { id } } }', {
        id: gid(issue),
        r: toGlobalId('Repository', target.id),
      }),
    );
    expect(moved).toEqual(['transferred']);
  });

  it('deleteIssue: the bus names the deletion, and the subscriber hears nothing it could read', async () => {
    const before = changes.length;
    await mutate('mutation($id: ID!) { deleteIssue(input: { issueId: $id }) { repository { id } } }', { id: gid(issue) });
    const deadline = Date.now() + 10_000;
    while (changes.length === before) {
      if (Date.now() > deadline) throw new Error('no deleted event');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(changes.at(-1)).toEqual(['deleted']);
  });
});
