import { describe, expect, it } from 'vitest';
import type { MatchContext, SearchItem } from './item.ts';
import { matches } from './matches.ts';
import { parse } from './parse.ts';
import { buildItem, buildPullRequest } from './testing/buildItem.ts';
import { textTokens } from './text.ts';

const context: MatchContext = { viewerLogin: 'me', today: '2024-01-20', teamsOf: (login) => (login === 'me' ? ['github/docs'] : []) };

function run(query: string, item: SearchItem, ctx: MatchContext = context): boolean {
  const parsed = parse(query);
  expect(parsed.errors).toEqual([]);
  return matches(parsed.root, item, ctx);
}

const closedPr = buildPullRequest({ state: 'closed', closedAt: '2024-01-18T00:00:00Z' });
const mergedPr = buildPullRequest({ state: 'closed', merged: true, mergedAt: '2024-02-01T10:00:00Z', closedAt: '2024-02-01T10:00:00Z' });

describe('matches: search-syntax §4 rows', () => {
  const cases: [string, string, SearchItem, boolean][] = [
    ['1', '', buildItem(), true],
    ['2', 'is:issue state:open label:bug,ui -assignee:@me', buildItem({ labels: ['ui'] }), true],
    ['2', 'is:issue state:open label:bug,ui -assignee:@me', buildItem({ labels: ['ui'], assignees: ['me'] }), false],
    ['2', 'is:issue state:open label:bug,ui -assignee:@me', buildItem({ labels: ['docs'] }), false],
    ['3', 'label:bug label:ui', buildItem({ labels: ['bug'] }), false],
    ['3', 'label:bug label:ui', buildItem({ labels: ['bug', 'ui'] }), true],
    ['4', 'label:"help wanted"', buildItem({ labels: ['help wanted'] }), true],
    ['5', 'label:"bug","wip"', buildItem({ labels: ['wip'] }), true],
    ['6', 'label:"help wanted",bug', buildItem({ labels: ['bug'] }), true],
    ['7', '-label:bug,ui', buildItem({ labels: ['ui'] }), false],
    ['7', '-label:bug,ui', buildItem({ labels: ['docs'] }), true],
    ['8', 'label:BUG', buildItem({ labels: ['bug'] }), true],
    ['11', 'no:label', buildItem(), true],
    ['11', 'no:label', buildItem({ labels: ['x'] }), false],
    ['13', 'no:assignee no:milestone', buildItem({ milestone: 'v1' }), false],
    ['14', 'assignee:*', buildItem({ assignees: ['bob'] }), true],
    ['14', 'assignee:*', buildItem(), false],
    ['15', 'author:@me', buildItem({ author: 'ME' }), true],
    ['17', 'author:app/robot', buildItem({ author: 'robot[bot]', authorApp: 'robot' }), true],
    ['18', '-author:app/robot', buildItem({ authorApp: 'robot' }), false],
    ['19', 'involves:octocat', buildItem({ comments: [{ author: 'octocat', body: 'hi' }] }), true],
    ['19', 'involves:octocat', buildItem({ mentions: ['octocat'] }), true],
    ['19', 'involves:octocat', buildItem(), false],
    ['21', 'commenter:defunkt is:issue', buildItem({ comments: [{ author: 'defunkt', body: '' }] }), true],
    ['22', 'team:jekyll/owners is:open is:pr', buildPullRequest({ teamMentions: ['jekyll/owners'] }), true],
    [
      '23',
      'repo:a/x repo:b/y label:bug',
      buildItem({ repo: { owner: 'b', name: 'y', visibility: 'public', archived: false }, labels: ['bug'] }),
      true,
    ],
    [
      '23',
      'repo:a/x repo:b/y label:bug',
      buildItem({ repo: { owner: 'c', name: 'z', visibility: 'public', archived: false }, labels: ['bug'] }),
      false,
    ],
    [
      '24',
      'org:github user:defunkt is:open',
      buildItem({ repo: { owner: 'defunkt', name: 'z', visibility: 'public', archived: false } }),
      true,
    ],
    [
      '25',
      'mentions:defunkt -org:github',
      buildItem({ mentions: ['defunkt'], repo: { owner: 'github', name: 'z', visibility: 'public', archived: false } }),
      false,
    ],
    ['27', 'assignee:octocat OR assignee:hubot', buildItem({ assignees: ['hubot'] }), true],
    ['28', 'label:"Bug fix" AND assignee:octocat', buildItem({ labels: ['bug fix'], assignees: ['octocat'] }), true],
    ['30', 'is:open (author:a OR author:b)', buildItem({ author: 'b' }), true],
    ['30', 'is:open (author:a OR author:b)', buildItem({ author: 'b', state: 'closed' }), false],
    [
      '32',
      '(type:"Bug" AND assignee:octocat) OR (type:"Enhancement" AND assignee:hubot)',
      buildItem({ issueType: 'Enhancement', assignees: ['hubot'] }),
      true,
    ],
    [
      '32',
      '(type:"Bug" AND assignee:octocat) OR (type:"Enhancement" AND assignee:hubot)',
      buildItem({ issueType: 'Bug', assignees: ['hubot'] }),
      false,
    ],
    ['37', 'label:a OR (label:b AND (label:c OR (label:d AND label:e)))', buildItem({ labels: ['b', 'd', 'e'] }), true],
    ['38', '(((((label:a)))))', buildItem({ labels: ['a'] }), true],
    ['48', 'hello NOT world', buildItem({ title: 'hello there' }), true],
    ['48', 'hello NOT world', buildItem({ title: 'hello world' }), false],
    ['49', 'cats NOT "hello world"', buildItem({ title: 'cats', body: 'world, hello' }), true],
    ['52', 'warning in:title', buildItem({ body: 'warning' }), false],
    ['52', 'warning in:title', buildItem({ title: 'Warning!' }), true],
    ['53', 'error in:title,body', buildItem({ body: 'an error' }), true],
    ['54', 'shipit in:comments', buildItem({ comments: [{ author: 'x', body: ':shipit:' }] }), true],
    ['54', 'shipit in:comments', buildItem({ title: 'shipit' }), false],
    ['55', 'crash report', buildItem({ title: 'report', body: 'a crash' }), true],
    ['56', '"crash report"', buildItem({ title: 'report', body: 'a crash' }), false],
    ['56', '"crash report"', buildItem({ body: 'Crash   report!' }), true],
    ['57', 'crash OR hang', buildItem({ title: 'it hangs' }), false],
    ['57', 'crash OR hang', buildItem({ title: 'hang' }), true],
    ['59', 'e1109ab', buildPullRequest({ commitShas: ['e1109ab0ff'] }), true],
    ['60', '0eff326d6213c is:merged', buildPullRequest({ merged: true, state: 'closed', commitShas: ['0eff326d6213cabc'] }), true],
    ['61', 'created:2024-01-15', buildItem(), true],
    ['62', 'created:>2024-01-15', buildItem(), false],
    ['63', 'created:>=2024-01-15', buildItem(), true],
    ['64', 'created:<2024-01-15', buildItem(), false],
    ['64', 'created:<=2024-01-15', buildItem(), true],
    ['65', 'created:2024-01-01..2024-01-31', buildItem(), true],
    ['67', 'created:*..2024-01-31', buildItem(), true],
    ['68', 'created:2024-01-15T18:00:00+07:00..2024-01-15T20:00:00+07:00', buildItem(), true],
    ['69', 'created:2024-01-15T12:00:01Z..2024-01-16T00:00:00Z', buildItem(), false],
    ['70', 'updated:>=@today-1w', buildItem(), true],
    ['70', 'updated:>=@today-1w', buildItem({ updatedAt: '2024-01-12T23:59:59Z' }), false],
    ['71', 'closed:@today', buildItem({ state: 'closed', closedAt: '2024-01-20T08:00:00Z' }), true],
    ['73', 'created:@today-1y..@today', buildItem(), true],
    ['78', 'comments:>100 state:closed', buildItem({ state: 'closed', commentsCount: 101 }), true],
    ['80', 'comments:0', buildItem(), true],
    ['81', 'comments:10..*', buildItem({ commentsCount: 9 }), false],
    ['81', 'comments:*..10', buildItem({ commentsCount: 9 }), true],
    ['84', 'reactions:>=10 interactions:>2000', buildItem({ reactions: { HEART: 6, THUMBS_UP: 4 }, commentsCount: 1991 }), true],
    ['84', 'reactions:>=10 interactions:>2000', buildItem({ reactions: { HEART: 6, THUMBS_UP: 4 }, commentsCount: 1990 }), false],
    ['90', 'sort:created-asc', buildItem(), true],
    ['100', 'is:pr is:merged merged:>=2024-01-01 base:main', mergedPr, true],
    ['102', 'is:pr is:closed', mergedPr, true],
    ['102', 'is:pr is:closed', closedPr, true],
    ['105', 'is:pr review:none', buildPullRequest(), true],
    ['105', 'is:pr review:approved', buildPullRequest({ reviewDecision: 'APPROVED' }), true],
    ['105', 'is:pr review:changes_requested', buildPullRequest({ reviewDecision: 'APPROVED' }), false],
    ['106', 'is:pr review-requested:@me', buildPullRequest({ reviewRequestedTeams: ['github/docs'] }), true],
    ['107', 'is:pr user-review-requested:@me', buildPullRequest({ reviewRequestedTeams: ['github/docs'] }), false],
    ['107', 'is:pr user-review-requested:@me', buildPullRequest({ reviewRequested: ['me'] }), true],
    ['108', 'is:pr team-review-requested:github/docs', buildPullRequest({ reviewRequestedTeams: ['github/docs'] }), true],
    ['109', 'is:pr reviewed-by:octocat', buildPullRequest({ reviewedBy: ['octocat'] }), true],
    ['110', 'is:draft', buildPullRequest({ isDraft: true }), true],
    ['110', 'draft:false', buildPullRequest({ isDraft: true }), false],
    ['110', 'draft:false', buildPullRequest(), true],
    ['111', 'head:change is:closed is:unmerged', buildPullRequest({ headRef: 'change-x', state: 'closed' }), true],
    ['111', 'head:change is:closed is:unmerged', buildPullRequest({ headRef: 'my-change', state: 'closed' }), false],
    [
      '112',
      'status:failure created:2015-05-01..2015-05-30',
      buildPullRequest({ statusState: 'error', createdAt: '2015-05-30T23:00:00Z' }),
      true,
    ],
    ['113', 'is:issue linked:pr', buildItem({ hasLinkedPullRequest: true }), true],
    ['113', 'is:issue -linked:pr', buildItem({ hasLinkedPullRequest: true }), false],
    ['114', 'is:pr -linked:issue is:open', buildPullRequest(), true],
    ['115', 'is:closed reason:"not planned"', buildItem({ state: 'closed', stateReason: 'not_planned' }), true],
    ['115', 'reason:not-planned', buildItem({ state: 'closed', stateReason: 'not_planned' }), true],
    ['117', 'type:Bug', buildItem({ issueType: 'bug' }), true],
    ['117', 'type:"Bug"', buildItem({ issueType: 'Bug' }), true],
    ['120', 'milestone:"bug fix"', buildItem({ milestone: 'Bug Fix' }), true],
    ['121', 'project:github/57', buildItem({ projects: ['github/57'] }), true],
    ['122', 'archived:false is:locked', buildItem({ locked: true }), true],
    [
      '122',
      'archived:false is:locked',
      buildItem({ locked: true, repo: { owner: 'o', name: 'r', visibility: 'public', archived: true } }),
      false,
    ],
    ['123', 'language:ruby state:open', buildItem(), true],
    [
      '124',
      'is:private cupcake',
      buildItem({ title: 'cupcake', repo: { owner: 'o', name: 'r', visibility: 'private', archived: false } }),
      true,
    ],
    ['125', 'parent-issue:octo/app#12', buildItem({ parent: 'Octo/App#12' }), true],
    ['127', 'is:blocked', buildItem({ blockedBy: ['o/r#1'], openBlockerCount: 0 }), false],
    ['127', 'is:blocked', buildItem({ blockedBy: ['o/r#1'], openBlockerCount: 1 }), true],
    ['127', 'is:blocking', buildItem({ blocking: ['o/r#2'] }), true],
    ['128', 'blocked-by:octo/app#5', buildItem({ blockedBy: ['octo/app#5'] }), true],
    ['129', 'field.priority:high,medium', buildItem({ fields: { priority: 'Medium' } }), true],
    ['130', 'field."target date":>=2026-03-01', buildItem({ fields: { 'target date': '2026-03-01' } }), true],
    ['130', 'field."target date":>=2026-03-01', buildItem({ fields: { 'target date': '2026-02-28' } }), false],
    ['131', 'no:type', buildItem({ issueType: 'Bug' }), false],
  ];
  it.each(cases)('row %s: %s', (_row, query, item, expected) => {
    expect(run(query, item)).toBe(expected);
  });
});

describe('matches: other rules', () => {
  it('a bare -word is text that must occur', () => {
    expect(run('-aarch64-multi', buildItem({ title: 'aarch64-multi build' }))).toBe(true);
    expect(run('-aarch64-multi', buildItem({ title: 'x86' }))).toBe(false);
  });
  it('text is whole words, not prefixes', () => {
    expect(run('crash', buildItem({ title: 'crashes' }))).toBe(false);
    expect(run('crash', buildItem({ title: 'CRASH.' }))).toBe(true);
  });
  it('a phrase does not span fields or comments', () => {
    expect(run('"a b"', buildItem({ title: 'x a', body: 'b y' }))).toBe(false);
    expect(
      run(
        '"a b"',
        buildItem({
          comments: [
            { author: null, body: 'a' },
            { author: null, body: 'b' },
          ],
        }),
      ),
    ).toBe(false);
  });
  it('in: applies to its group and inner groups without their own in:', () => {
    const item = buildItem({ title: 'alpha', body: 'beta' });
    expect(run('(alpha in:body) OR beta', item)).toBe(true);
    expect(run('(alpha in:body) OR (gamma)', item)).toBe(false);
    expect(run('in:title (alpha)', item)).toBe(true);
    expect(run('in:title (beta)', item)).toBe(false);
    expect(run('in:title (beta in:body)', item)).toBe(true);
  });
  it('-( … ) negates a group', () => {
    expect(run('-(label:a OR label:b)', buildItem({ labels: ['b'] }))).toBe(false);
    expect(run('-(label:a OR label:b)', buildItem({ labels: ['c'] }))).toBe(true);
  });
  it('repo: inside parentheses is an ordinary predicate', () => {
    const item = buildItem();
    expect(run('(repo:octo/app OR label:x) label:y', buildItem({ labels: ['y'] }))).toBe(true);
    expect(run('repo:other/x OR label:y', item)).toBe(false);
  });
  it('@me matches nothing for an anonymous viewer, even negated', () => {
    const anonymous = { viewerLogin: null, today: '2024-01-20' };
    expect(run('author:@me', buildItem(), anonymous)).toBe(false);
    expect(run('-author:@me', buildItem(), anonymous)).toBe(false);
  });
  it('state:merged and is:unmerged', () => {
    expect(run('state:merged', mergedPr)).toBe(true);
    expect(run('is:unmerged', mergedPr)).toBe(false);
    expect(run('is:unmerged', buildPullRequest())).toBe(true);
    expect(run('is:unmerged', buildItem())).toBe(false);
  });
  it('has: and no: for relationships', () => {
    expect(run('has:sub-issues', buildItem({ subIssueCount: 2 }))).toBe(true);
    expect(run('no:parent-issue', buildItem({ parent: 'a/b#1' }))).toBe(false);
    expect(run('-has:label', buildItem())).toBe(true);
    expect(run('no:blocked-by no:blocking no:project', buildItem())).toBe(true);
  });
  it('number issue fields allow negatives and decimals', () => {
    expect(run('field.estimate:>-1.5', buildItem({ fields: { estimate: -1 } }))).toBe(true);
    expect(run('field.estimate:2..3', buildItem({ fields: { estimate: 3.5 } }))).toBe(false);
    expect(run('field.estimate:1', buildItem({ fields: {} }))).toBe(false);
  });
  it('tokenises on non-letters and non-numbers', () => {
    expect(textTokens('Crash-report_v2 日本語 café!')).toEqual(['crash', 'report', 'v2', '日本語', 'café']);
  });
  it("milestone-number: matches the number of the item's milestone", () => {
    const inThird = buildItem({ milestone: 'v3', milestoneNumber: 3 });
    expect(run('milestone-number:3', inThird)).toBe(true);
    expect(run('milestone-number:03', inThird)).toBe(true);
    expect(run('milestone-number:4', inThird)).toBe(false);
    expect(run('-milestone-number:3', inThird)).toBe(false);
    expect(run('milestone-number:3', buildItem())).toBe(false);
    expect(run('-milestone-number:3', buildItem())).toBe(true);
    expect(run('is:pr milestone-number:3', buildPullRequest({ milestone: 'v3', milestoneNumber: 3 }))).toBe(true);
    // Across repositories the number names each repository's own milestone.
    const elsewhere = buildItem({
      milestone: 'Other',
      milestoneNumber: 3,
      repo: { owner: 'o', name: 'r', visibility: 'public', archived: false },
    });
    expect(run('milestone-number:3', elsewhere)).toBe(true);
    expect(run('repo:octo/app milestone-number:3', elsewhere)).toBe(false);
  });
  it('sort:milestone-priority is not a filter', () => {
    expect(run('sort:milestone-priority-desc', buildItem())).toBe(true);
    expect(
      run('milestone-number:1 sort:milestone-priority-asc', buildItem({ milestone: 'v1', milestoneNumber: 1, milestonePriority: null })),
    ).toBe(true);
  });
  it('an empty query matches everything', () => {
    expect(matches(null, buildItem(), context)).toBe(true);
  });
});
