import type { SearchItem } from '../item.ts';

/** An open issue in a public repository, with everything empty; override what a test needs. */
export function buildItem(overrides: Partial<SearchItem> = {}): SearchItem {
  return {
    kind: 'issue',
    number: 1,
    repo: { owner: 'octo', name: 'app', visibility: 'public', archived: false, language: 'Ruby' },
    title: 'A title',
    body: '',
    comments: [],
    author: 'alice',
    authorApp: null,
    assignees: [],
    mentions: [],
    teamMentions: [],
    labels: [],
    milestone: null,
    state: 'open',
    stateReason: null,
    locked: false,
    createdAt: '2024-01-15T12:00:00Z',
    updatedAt: '2024-01-20T12:00:00Z',
    closedAt: null,
    commentsCount: 0,
    reactions: {},
    issueType: null,
    fields: {},
    projects: [],
    parent: null,
    subIssueCount: 0,
    blockedBy: [],
    openBlockerCount: 0,
    blocking: [],
    ...overrides,
  };
}

/** A pull request (open, not draft) built like `buildItem`. */
export function buildPullRequest(overrides: Partial<SearchItem> = {}): SearchItem {
  return buildItem({
    kind: 'pull_request',
    isDraft: false,
    merged: false,
    mergedAt: null,
    reviewDecision: null,
    reviewRequested: [],
    reviewRequestedTeams: [],
    reviewedBy: [],
    statusState: null,
    headRef: 'feature',
    baseRef: 'main',
    commitShas: [],
    hasLinkedIssue: false,
    ...overrides,
  });
}
