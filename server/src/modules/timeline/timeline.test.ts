import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import {
  addMember,
  buildIssue,
  buildLabel,
  buildMilestone,
  buildOrg,
  buildRepo,
  buildToken,
  buildUser,
  grant,
} from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { op } from '../../../testing/operations.ts';

interface TimelineNode {
  __typename: string;
  id?: string;
  body?: string;
  actor?: { login: string } | null;
  [field: string]: unknown;
}

interface Timeline {
  totalCount: number;
  filteredCount: number;
  pageCount: number;
  updatedAt: string;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { __typename: string } }[];
  nodes: TimelineNode[];
}

describe('issue timeline (Issue.timelineItems)', () => {
  let server: TestServer;
  let org: AccountRow;
  let owner: AccountRow;
  let reader: AccountRow;
  let outsider: AccountRow;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  let ownerToken: string;
  let readerToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    owner = await buildUser(db, { login: 'octocat' });
    reader = await buildUser(db, { login: 'reader' });
    outsider = await buildUser(db, { login: 'outsider' });
    org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, owner, 'admin');
    repo = await buildRepo(db, org, { name: 'widgets', visibility: 'private' });
    secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, repo, reader, 'read');
    ownerToken = await buildToken(db, owner);
    readerToken = await buildToken(db, reader);
    outsiderToken = await buildToken(db, outsider);
  });
  afterAll(() => server.close());

  /** Runs a named operation as the owner and fails the test on any GraphQL error. */
  async function act<T = Record<string, unknown>>(name: string, variables: Record<string, unknown>): Promise<T> {
    const result = await server.graphql<T>(ownerToken, op(name), variables);
    expect(result.errors, `${name}: ${JSON.stringify(result.errors)}`).toBeUndefined();
    return result.data as T;
  }

  async function timeline(issue: IssueRow, variables: Record<string, unknown> = {}, token = ownerToken) {
    const result = await server.graphql<{ repository: { issue: { timelineItems: Timeline } | null } | null }>(token, op('IssueTimeline'), {
      owner: 'acme',
      name: 'widgets',
      number: issue.number,
      first: 100,
      ...variables,
    });
    return { errors: result.errors, repository: result.data?.repository, items: result.data?.repository?.issue?.timelineItems };
  }

  /** Comments with chosen times, for ordering and paging without waiting on the clock. */
  async function addComments(issue: IssueRow, bodies: string[], start = Date.UTC(2026, 0, 1)): Promise<void> {
    await server.db
      .insert(t.issueComments)
      .values(bodies.map((body, index) => ({ issueId: issue.id, authorId: owner.id, body, createdAt: new Date(start + index * 60_000) })));
  }

  it('records what people do to an issue as typed events with GitHub’s fields, in time order', async () => {
    const issue = await buildIssue(server.db, repo, owner, { title: 'Original title' });
    const id = toGlobalId('Issue', issue.id);
    const bug = await buildLabel(server.db, repo, { name: 'bug' });
    const milestone = await buildMilestone(server.db, repo, { title: 'v1.0' });
    const child = await buildIssue(server.db, repo, owner, { title: 'Child' });
    const blocker = await buildIssue(server.db, repo, owner, { title: 'Blocker' });
    const canonical = await buildIssue(server.db, repo, owner, { title: 'Canonical' });
    const type = await act<{ createIssueType: { issueType: { id: string } } }>('CreateIssueType', {
      ownerId: toGlobalId('Organization', org.id),
      name: 'Bug',
      color: 'RED',
    });
    const feature = await act<{ createIssueType: { issueType: { id: string } } }>('CreateIssueType', {
      ownerId: toGlobalId('Organization', org.id),
      name: 'Feature',
      color: 'BLUE',
    });
    const project = await act<{ createProjectV2: { projectV2: { id: string } } }>('CreateProjectV2', {
      ownerId: toGlobalId('Organization', org.id),
      title: 'Roadmap',
    });

    await act('AddComment', { subjectId: id, body: 'First!' });
    await act('AddLabels', { labelableId: id, labelIds: [toGlobalId('Label', bug.id)] });
    await act('AddAssignees', { assignableId: id, assigneeIds: [toGlobalId('User', reader.id)] });
    await act('UpdateIssue', { id, milestoneId: toGlobalId('Milestone', milestone.id) });
    await act('UpdateIssue', { id, title: 'Better title' });
    await act('CloseIssue', { issueId: id, stateReason: 'NOT_PLANNED' });
    await act('ReopenIssue', { issueId: id });
    await act('RemoveLabels', { labelableId: id, labelIds: [toGlobalId('Label', bug.id)] });
    await act('RemoveAssignees', { assignableId: id, assigneeIds: [toGlobalId('User', reader.id)] });
    await act('UpdateIssue', { id, milestoneId: null });
    await act('PinIssue', { issueId: id });
    await act('UnpinIssue', { issueId: id });
    await act('AddSubIssue', { issueId: id, subIssueId: toGlobalId('Issue', child.id) });
    await act('RemoveSubIssue', { issueId: id, subIssueId: toGlobalId('Issue', child.id) });
    await act('AddBlockedBy', { issueId: id, blockingIssueId: toGlobalId('Issue', blocker.id) });
    await act('RemoveBlockedBy', { issueId: id, blockingIssueId: toGlobalId('Issue', blocker.id) });
    await act('UpdateIssueIssueType', { issueId: id, issueTypeId: type.createIssueType.issueType.id });
    await act('UpdateIssueIssueType', { issueId: id, issueTypeId: feature.createIssueType.issueType.id });
    await act('UpdateIssueIssueType', { issueId: id, issueTypeId: null });
    await act('AddProjectV2ItemById', { projectId: project.createProjectV2.projectV2.id, contentId: id });
    await act('AddComment', { subjectId: id, body: 'Closing as a duplicate.' });
    await act('CloseIssue', { issueId: id, stateReason: 'DUPLICATE', duplicateIssueId: toGlobalId('Issue', canonical.id) });

    const { items, errors } = await timeline(issue);
    expect(errors).toBeUndefined();
    expect(items?.nodes.map((node) => node.__typename)).toEqual([
      'IssueComment',
      'LabeledEvent',
      'AssignedEvent',
      'MilestonedEvent',
      'RenamedTitleEvent',
      'ClosedEvent',
      'ReopenedEvent',
      'UnlabeledEvent',
      'UnassignedEvent',
      'DemilestonedEvent',
      'PinnedEvent',
      'UnpinnedEvent',
      'SubIssueAddedEvent',
      'SubIssueRemovedEvent',
      'BlockedByAddedEvent',
      'BlockedByRemovedEvent',
      'IssueTypeAddedEvent',
      'IssueTypeChangedEvent',
      'IssueTypeRemovedEvent',
      'AddedToProjectV2Event',
      'IssueComment',
      // One close: the duplicate mark and the close share the instant and keep the order they were made in.
      'ClosedEvent',
      'MarkedAsDuplicateEvent',
    ]);
    expect(items?.totalCount).toBe(23);
    expect(items?.filteredCount).toBe(23);
    expect(items?.pageCount).toBe(23);
    expect(items?.edges.map((edge) => edge.node.__typename)).toEqual(items?.nodes.map((node) => node.__typename));
    const [comment, labeled, assigned, milestoned, renamed, closed, reopened, unlabeled, unassigned, demilestoned, pinned, unpinned] =
      items?.nodes ?? [];
    const rest = items?.nodes.slice(12) ?? [];
    const [
      subAdded,
      subRemoved,
      blockedAdded,
      blockedRemoved,
      typeAdded,
      typeChanged,
      typeRemoved,
      projectAdded,
      ,
      duplicateClose,
      duplicate,
    ] = rest;
    expect(comment).toMatchObject({ body: 'First!', author: { login: 'octocat' } });
    for (const node of items?.nodes ?? []) {
      expect(node.id).toMatch(/^[A-Z]+_/);
      if (node.__typename !== 'IssueComment') expect(node.actor).toEqual({ login: 'octocat' });
    }
    expect(new Set(items?.nodes.map((node) => node.id)).size).toBe(23);
    expect(labeled).toMatchObject({ label: { name: 'bug' }, labelable: { number: issue.number } });
    expect(assigned).toMatchObject({ assignee: { login: 'reader' }, assignable: { number: issue.number } });
    expect(milestoned).toMatchObject({ milestoneTitle: 'v1.0', subject: { number: issue.number } });
    expect(renamed).toMatchObject({ previousTitle: 'Original title', currentTitle: 'Better title' });
    expect(closed).toMatchObject({
      stateReason: 'NOT_PLANNED',
      closer: null,
      duplicateOf: null,
      closable: { number: issue.number },
      resourcePath: expect.stringMatching(new RegExp(`^/acme/widgets/issues/${issue.number}#event-\\d+$`)),
      url: expect.stringMatching(new RegExp(`^http://localhost:3000/acme/widgets/issues/${issue.number}#event-\\d+$`)),
    });
    expect(reopened).toMatchObject({ stateReason: 'REOPENED' });
    expect(unlabeled).toMatchObject({ label: { name: 'bug' } });
    expect(unassigned).toMatchObject({ assignee: { login: 'reader' } });
    expect(demilestoned).toMatchObject({ milestoneTitle: 'v1.0' });
    expect(pinned).toMatchObject({ issue: { number: issue.number } });
    expect(unpinned).toMatchObject({ issue: { number: issue.number } });
    expect(subAdded).toMatchObject({ subIssue: { number: child.number } });
    expect(subRemoved).toMatchObject({ subIssue: { number: child.number } });
    expect(blockedAdded).toMatchObject({ blockingIssue: { number: blocker.number } });
    expect(blockedRemoved).toMatchObject({ blockingIssue: { number: blocker.number } });
    expect(typeAdded).toMatchObject({ issueType: { name: 'Bug' } });
    expect(typeChanged).toMatchObject({ issueType: { name: 'Feature' }, prevIssueType: { name: 'Bug' } });
    expect(typeRemoved).toMatchObject({ issueType: { name: 'Feature' } });
    expect(projectAdded).toMatchObject({ project: { title: 'Roadmap' }, wasAutomated: false });
    expect(duplicateClose).toMatchObject({ stateReason: 'DUPLICATE', duplicateOf: { number: canonical.number } });
    expect(duplicate).toMatchObject({
      canonical: { number: canonical.number },
      duplicate: { number: issue.number },
      isCrossRepository: false,
    });

    // The sub-issue's own timeline tells the other side.
    const childTimeline = await timeline(child);
    expect(childTimeline.items?.nodes.map((node) => node.__typename)).toEqual(['ParentIssueAddedEvent', 'ParentIssueRemovedEvent']);
    expect(childTimeline.items?.nodes[0]).toMatchObject({ parent: { number: issue.number } });
  });

  it('pages with skip and first as the issue page does, and continues from a cursor', async () => {
    const issue = await buildIssue(server.db, repo, owner);
    await addComments(
      issue,
      Array.from({ length: 20 }, (_, index) => `Comment ${index + 1}`),
    );
    const all = await timeline(issue);
    expect(all.items?.totalCount).toBe(20);

    const head = await timeline(issue, { first: 15 });
    expect(head.items?.nodes.map((node) => node.body)).toEqual(all.items?.nodes.slice(0, 15).map((node) => node.body));
    expect(head.items?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    // The page after the first 15: skip 15, then up to `first` items.
    const page = await timeline(issue, { skip: 15, first: 100 });
    expect(page.items?.nodes.map((node) => node.body)).toEqual(['Comment 16', 'Comment 17', 'Comment 18', 'Comment 19', 'Comment 20']);
    expect(page.items).toMatchObject({ totalCount: 20, filteredCount: 20, pageCount: 5 });
    expect(page.items?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(page.items?.edges[0]?.cursor).toBe(all.items?.edges[15]?.cursor);

    const middle = await timeline(issue, { skip: 5, first: 3 });
    expect(middle.items?.nodes.map((node) => node.body)).toEqual(['Comment 6', 'Comment 7', 'Comment 8']);
    const next = await timeline(issue, { after: middle.items?.pageInfo.endCursor, first: 2 });
    expect(next.items?.nodes.map((node) => node.body)).toEqual(['Comment 9', 'Comment 10']);
    expect(next.items?.filteredCount).toBe(12);

    const tail = await timeline(issue, { first: null, last: 2 });
    expect(tail.items?.nodes.map((node) => node.body)).toEqual(['Comment 19', 'Comment 20']);

    const beyond = await timeline(issue, { skip: 165, first: 100 });
    expect(beyond.items).toMatchObject({ totalCount: 20, pageCount: 0, nodes: [] });
    expect(beyond.items?.pageInfo.hasNextPage).toBe(false);

    const tooMany = await timeline(issue, { first: 101 });
    expect(tooMany.errors?.[0]?.message).toBe(
      'Requesting 101 records on the `timelineItems` connection exceeds the `first` limit of 100 records.',
    );

    const count = await server.graphql<{ node: { timelineItems: { totalCount: number } } }>(ownerToken, op('IssueTimelineCount'), {
      id: toGlobalId('Issue', issue.id),
    });
    expect(count.data?.node.timelineItems.totalCount).toBe(20);
  });

  it('merges comments and events by time, a comment first when both happen at once', async () => {
    const issue = await buildIssue(server.db, repo, owner);
    const label = await buildLabel(server.db, repo, { name: 'triage' });
    const at = (minute: number) => new Date(Date.UTC(2026, 1, 1, 12, minute));
    await server.db.insert(t.timelineEvents).values([
      { issueId: issue.id, actorId: owner.id, event: 'labeled', data: { labelId: label.id }, createdAt: at(2) },
      { issueId: issue.id, actorId: owner.id, event: 'closed', data: { stateReason: 'completed' }, createdAt: at(5) },
      // A kind of event the timeline does not show (a pull request's), left out of items and counts.
      { issueId: issue.id, actorId: owner.id, event: 'merged', data: {}, createdAt: at(6) },
    ]);
    await server.db.insert(t.issueComments).values([
      { issueId: issue.id, authorId: owner.id, body: 'before', createdAt: at(1) },
      { issueId: issue.id, authorId: owner.id, body: 'with the close', createdAt: at(5) },
      { issueId: issue.id, authorId: reader.id, body: 'after', createdAt: at(7) },
    ]);
    const { items } = await timeline(issue);
    expect(items?.nodes.map((node) => node.body ?? node.__typename)).toEqual([
      'before',
      'LabeledEvent',
      'with the close',
      'ClosedEvent',
      'after',
    ]);
    expect(items?.totalCount).toBe(5);

    const since = await timeline(issue, { since: at(5).toISOString() });
    expect(since.items?.nodes.map((node) => node.body ?? node.__typename)).toEqual(['with the close', 'ClosedEvent', 'after']);
  });

  it('filters by item type, counting only the chosen types', async () => {
    const issue = await buildIssue(server.db, repo, owner);
    const label = await buildLabel(server.db, repo);
    const id = toGlobalId('Issue', issue.id);
    await act('AddComment', { subjectId: id, body: 'hello' });
    await act('AddLabels', { labelableId: id, labelIds: [toGlobalId('Label', label.id)] });
    await act('CloseIssue', { issueId: id, stateReason: 'COMPLETED' });
    await act('AddComment', { subjectId: id, body: 'bye' });

    const comments = await timeline(issue, { itemTypes: ['ISSUE_COMMENT'] });
    expect(comments.items?.nodes.map((node) => node.body)).toEqual(['hello', 'bye']);
    expect(comments.items?.totalCount).toBe(2);
    const events = await timeline(issue, { itemTypes: ['LABELED_EVENT', 'CLOSED_EVENT'] });
    expect(events.items?.nodes.map((node) => node.__typename)).toEqual(['LabeledEvent', 'ClosedEvent']);
    expect(events.items?.totalCount).toBe(2);
    // A type this server never records matches nothing.
    const none = await timeline(issue, { itemTypes: ['CROSS_REFERENCED_EVENT'] });
    expect(none.items).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('leaves out label events whose label was deleted', async () => {
    const issue = await buildIssue(server.db, repo, owner);
    const label = await buildLabel(server.db, repo);
    const id = toGlobalId('Issue', issue.id);
    await act('AddLabels', { labelableId: id, labelIds: [toGlobalId('Label', label.id)] });
    await act('AddComment', { subjectId: id, body: 'still here' });
    expect((await timeline(issue)).items?.totalCount).toBe(2);
    await act('DeleteLabel', { id: toGlobalId('Label', label.id) });
    const { items } = await timeline(issue);
    expect(items?.nodes.map((node) => node.__typename)).toEqual(['IssueComment']);
    expect(items?.totalCount).toBe(1);
  });

  it('answers the new comment’s timeline edge from addComment, with the cursor the timeline gives it', async () => {
    const issue = await buildIssue(server.db, repo, owner);
    await addComments(issue, ['one', 'two']);
    const added = await act<{ addComment: { timelineEdge: { cursor: string; node: { __typename: string; body: string } } } }>(
      'AddCommentWithTimelineEdge',
      { subjectId: toGlobalId('Issue', issue.id), body: 'three' },
    );
    expect(added.addComment.timelineEdge.node).toMatchObject({ __typename: 'IssueComment', body: 'three' });
    const { items } = await timeline(issue);
    expect(items?.edges[2]?.cursor).toBe(added.addComment.timelineEdge.cursor);
  });

  it('answers null for an issue the viewer cannot read, and hides linked issues the viewer cannot read', async () => {
    const issue = await buildIssue(server.db, repo, owner);
    await addComments(issue, ['private talk']);
    const outside = await timeline(issue, {}, outsiderToken);
    expect(outside.errors).toBeUndefined();
    expect(outside.repository).toBeNull();
    const byId = await server.graphql<{ node: unknown }>(outsiderToken, op('IssueTimelineCount'), { id: toGlobalId('Issue', issue.id) });
    expect(byId.data?.node).toBeNull();

    // A sub-issue in a repository the reader cannot see: the event shows, its issue does not.
    const hidden = await buildIssue(server.db, secret, owner, { title: 'Secret child' });
    await server.db
      .insert(t.timelineEvents)
      .values({ issueId: issue.id, actorId: owner.id, event: 'sub_issue_added', data: { subIssueId: hidden.id } });
    const asReader = await timeline(issue, { itemTypes: ['SUB_ISSUE_ADDED_EVENT'] }, readerToken);
    expect(asReader.items?.nodes).toEqual([expect.objectContaining({ __typename: 'SubIssueAddedEvent', subIssue: null })]);
    const asOwner = await timeline(issue, { itemTypes: ['SUB_ISSUE_ADDED_EVENT'] });
    expect(asOwner.items?.nodes[0]).toMatchObject({ subIssue: { number: hidden.number } });
  });
});
