import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import IssueViewQuery from '../../../__generated__/IssueViewQuery.graphql';
import { forgetSession } from '../../../lib/session';
import { installFakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

const monalisa = { __typename: 'User', __isNode: 'User', __isActor: 'User', id: 'U_1', login: 'monalisa', avatarUrl: '/avatars/1?s=40' };
const hubot = { __typename: 'User', __isNode: 'User', id: 'U_2', login: 'hubot' };

let nextId = 0;
/** One timeline event as the server sends it, done by monalisa unless `actor` says otherwise. */
function event(typename: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: typename,
    __isNode: typename,
    __isIssueTimelineItems: typename,
    id: `E_${++nextId}`,
    createdAt: '2026-11-04T10:00:00Z',
    actor: monalisa,
    ...fields,
  };
}

/** An issue or pull request an event links to. */
const issue = (number: number, title: string, typename = 'Issue') => ({
  __typename: typename,
  __isNode: typename,
  id: `${typename}_${number}`,
  number,
  title,
  resourcePath: `/octo-org/hello-world/${typename === 'Issue' ? 'issues' : 'pull'}/${number}`,
});

/** The fake server, with issue 12's timeline replaced by `events`. */
function serveTimeline(events: Record<string, unknown>[]): void {
  installFakeServer({ signedInAs: 'monalisa' });
  const fakeServer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const response = await fakeServer(input, init);
    const body = init.body ? (JSON.parse(String(init.body)) as { doc_id?: string }) : {};
    if (body.doc_id !== IssueViewQuery.params.id) return response;
    const payload = (await response.json()) as { data: { repository: { issueOrPullRequest: Record<string, unknown> } } };
    payload.data.repository.issueOrPullRequest.timelineItems = { totalCount: events.length, nodes: events };
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

/** What each event row says after its actor, in order. */
async function eventTexts(): Promise<string[]> {
  const conversation = await screen.findByRole('region', { name: 'Comments' });
  return Array.from(conversation.querySelectorAll('[class*="TimelineBody"]'), (body) =>
    (body.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
}

describe('timeline events', () => {
  // The issue page is a lazy route: loading it once here keeps the first test's render within its wait.
  beforeAll(async () => {
    await import('../../../pages/IssuePage/IssuePage');
  });

  beforeEach(() => {
    forgetSession();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [
      'state changes',
      [
        event('ClosedEvent', { stateReason: 'COMPLETED', closer: null, duplicateOf: null }),
        event('ClosedEvent', { stateReason: 'COMPLETED', closer: issue(5, 'Fix the crash', 'PullRequest'), duplicateOf: null }),
        event('ClosedEvent', { stateReason: 'NOT_PLANNED', closer: null, duplicateOf: null }),
        event('ClosedEvent', { stateReason: 'DUPLICATE', closer: null, duplicateOf: issue(3, 'The original') }),
        event('ClosedEvent', { stateReason: 'DUPLICATE', closer: null, duplicateOf: null }),
        event('ReopenedEvent'),
        event('MarkedAsDuplicateEvent', { canonical: issue(3, 'The original') }),
        event('MarkedAsDuplicateEvent', { canonical: null }),
      ],
      [
        'closed this as completed',
        'closed this as completed in Fix the crash #5',
        'closed this as not planned',
        'closed this as a duplicate of #3',
        'closed this as a duplicate',
        'reopened this',
        'marked this as a duplicate of #3',
        'marked this as a duplicate of an issue you cannot see',
      ],
    ],
    [
      'labels and assignees',
      [
        event('LabeledEvent', { label: { id: 'L_1', name: 'bug', color: 'd73a4a' } }),
        event('UnlabeledEvent', { label: { id: 'L_1', name: 'bug', color: 'd73a4a' } }),
        event('AssignedEvent', { assignee: hubot }),
        event('UnassignedEvent', { assignee: hubot }),
        event('AssignedEvent', { assignee: { ...monalisa, __isNode: 'User' } }),
        event('UnassignedEvent', { assignee: { ...monalisa, __isNode: 'User' } }),
        event('AssignedEvent', { assignee: null }),
      ],
      [
        'added the bug label',
        'removed the bug label',
        'assigned hubot',
        'unassigned hubot',
        'self-assigned this',
        'removed their assignment',
        'assigned ghost',
      ],
    ],
    [
      'milestones, titles and pins',
      [
        event('MilestonedEvent', { milestoneTitle: 'v1.0' }),
        event('DemilestonedEvent', { milestoneTitle: 'v1.0' }),
        event('MilestonedEvent', { milestoneTitle: null }),
        event('RenamedTitleEvent', { previousTitle: 'Crash', currentTitle: 'Crash on save' }),
        event('PinnedEvent'),
        event('UnpinnedEvent'),
      ],
      [
        'added this to the v1.0 milestone',
        'removed this from the v1.0 milestone',
        'added this to the deleted milestone',
        'changed the title Crash Crash on save',
        'pinned this issue',
        'unpinned this issue',
      ],
    ],
    [
      'sub-issues, parents and blockers',
      [
        event('SubIssueAddedEvent', { subIssue: issue(4, 'A part') }),
        event('SubIssueRemovedEvent', { subIssue: issue(4, 'A part') }),
        event('ParentIssueAddedEvent', { parent: issue(2, 'The whole') }),
        event('ParentIssueRemovedEvent', { parent: null }),
        event('BlockedByAddedEvent', { blockingIssue: issue(6, 'First this') }),
        event('BlockedByRemovedEvent', { blockingIssue: issue(6, 'First this') }),
        event('BlockingAddedEvent', { blockedIssue: issue(7, 'Then that') }),
      ],
      [
        'added sub-issue A part #4',
        'removed sub-issue A part #4',
        'added parent issue The whole #2',
        'removed parent issue an issue you cannot see',
        'marked this as blocked by First this #6',
        'unmarked this as blocked by First this #6',
        'marked this as blocking Then that #7',
      ],
    ],
    [
      'issue types, projects, locks, transfers and deleted comments',
      [
        event('IssueTypeAddedEvent', { issueType: { id: 'IT_1', name: 'Bug' } }),
        event('IssueTypeRemovedEvent', { issueType: { id: 'IT_1', name: 'Bug' } }),
        event('IssueTypeChangedEvent', { issueType: { id: 'IT_2', name: 'Feature' }, prevIssueType: { id: 'IT_1', name: 'Bug' } }),
        event('IssueTypeAddedEvent', { issueType: null }),
        event('AddedToProjectV2Event', { project: { id: 'PVT_1', title: 'Roadmap' } }),
        event('RemovedFromProjectV2Event', { project: null }),
        event('LockedEvent', { lockReason: 'TOO_HEATED' }),
        event('LockedEvent', { lockReason: null }),
        event('UnlockedEvent'),
        event('TransferredEvent', { fromRepository: { id: 'R_2', nameWithOwner: 'octo-org/octo-api' } }),
        event('TransferredEvent', { fromRepository: null }),
        event('CommentDeletedEvent', { deletedCommentAuthor: hubot }),
        event('CommentDeletedEvent', { deletedCommentAuthor: null }),
      ],
      [
        'added the Bug issue type',
        'removed the Bug issue type',
        'changed the issue type from Bug to Feature',
        'added the deleted issue type',
        'added this to Roadmap',
        'removed this from a project',
        'locked as too heated and limited conversation to collaborators',
        'locked and limited conversation to collaborators',
        'unlocked this conversation',
        'transferred this issue from octo-org/octo-api',
        'transferred this issue from another repository',
        'deleted a comment from hubot',
        'deleted a comment from ghost',
      ],
    ],
  ])('says what happened, in GitHub words: %s', async (_family, events, words) => {
    serveTimeline(events);
    renderApp('/octo-org/hello-world/issues/12');

    expect(await eventTexts()).toEqual(words.map((text) => `monalisa ${text} Nov 4, 2026`));
  });

  it('names a deleted actor ghost', async () => {
    serveTimeline([event('PinnedEvent', { actor: null })]);
    renderApp('/octo-org/hello-world/issues/12');

    expect(await eventTexts()).toEqual(['ghost pinned this issue Nov 4, 2026']);
  });
});
