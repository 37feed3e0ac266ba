import { describe, expect, it } from 'vitest';
import { parse } from './parse.ts';
import { validateFieldValue, validateIssueReference } from './validate.ts';

const errors = (query: string) => parse(query).errors.map((error) => error.message);

describe('validate: accepted values', () => {
  it.each([
    // §2.1 type and state
    ...['issue', 'pr', 'pull-request', 'open', 'closed', 'merged', 'unmerged', 'draft', 'queued', 'locked', 'unlocked'].map(
      (v) => `is:${v}`,
    ),
    ...['public', 'private', 'internal', 'blocked', 'blocking', 'OPEN'].map((v) => `is:${v}`),
    'state:open',
    'state:closed',
    'state:merged',
    'type:issue',
    'type:pr',
    'type:pull-request',
    'type:Bug',
    'type:"Bug"',
    ...['completed', '"not planned"', 'not-planned', 'not_planned', 'reopened', 'duplicate'].map((v) => `reason:${v}`),
    // §2.2–2.3
    'in:title',
    'in:body',
    'in:comments',
    'in:comment',
    'in:title,body',
    'repo:octo/app',
    'repo:my.org/my_repo-2',
    'org:github',
    'user:defunkt',
    'user:@me',
    'archived:true',
    'archived:false',
    'language:ruby',
    // §2.4 people
    'author:octocat',
    'author:@me',
    'author:app/robot',
    'author:dependabot[bot]',
    'assignee:*',
    'assignee:@me',
    'mentions:defunkt',
    'team:jekyll/owners',
    'commenter:defunkt',
    'involves:octocat',
    'review-requested:@me',
    'user-review-requested:@me',
    'team-review-requested:github/docs',
    'reviewed-by:octocat',
    // §2.5–2.7
    'label:bug',
    'milestone:"bug fix"',
    'milestone-number:3',
    'milestone-number:"12"',
    '-milestone-number:1',
    'sort:milestone-priority-desc',
    'sort:milestone-priority-asc',
    'project:github/57',
    'project:github/linguist/1',
    'field.priority:high,medium',
    ...['label', 'milestone', 'assignee', 'project', 'type', 'parent-issue', 'sub-issue', 'sub-issues', 'blocked-by', 'blocking'].flatMap(
      (v) => [`no:${v}`, `has:${v}`, `-has:${v}`],
    ),
    'linked:pr',
    'linked:issue',
    '-linked:pr',
    'parent-issue:octo/app#12',
    'parent-issue:"octo/app#12"',
    'blocked-by:octo/app#5',
    'blocking:octo.js/app_x-1#5',
    // §2.8
    ...['none', 'required', 'approved', 'changes_requested'].map((v) => `review:${v}`),
    ...['pending', 'success', 'failure'].map((v) => `status:${v}`),
    'head:change',
    'base:main',
    'draft:true',
    'draft:false',
    // §2.9 dates
    ...['created', 'updated', 'closed', 'merged'].flatMap((key) => [
      `${key}:2024-01-15`,
      `${key}:>2024-01-15`,
      `${key}:>=2024-01-15`,
      `${key}:<2024-01-15`,
      `${key}:<=2024-01-15`,
      `${key}:2024-01-01..2024-01-31`,
      `${key}:2024-01-01..*`,
      `${key}:*..2024-01-31`,
    ]),
    'created:2017-01-01T01:00:00+07:00..2017-03-01T15:30:15+07:00',
    'created:2016-03-21T14:11:00Z..2016-04-07T20:45:00Z',
    'updated:>=@today-1w',
    'closed:@today',
    'created:@today-1y..@today',
    'created:>@today-1m',
    'created:@today+7',
    'created:2024-02-29',
    // §2.10 counts
    ...['comments', 'reactions', 'interactions'].flatMap((key) => [
      `${key}:0`,
      `${key}:>100`,
      `${key}:>=10`,
      `${key}:<5`,
      `${key}:<=5`,
      `${key}:10..20`,
      `${key}:10..*`,
      `${key}:*..10`,
    ]),
    // §2.12 sort
    ...[
      'created',
      'updated',
      'comments',
      'reactions',
      'interactions',
      'relevance',
      'reactions-+1',
      'reactions--1',
      'reactions-smile',
      'reactions-tada',
      'reactions-heart',
      'reactions-thinking_face',
      'reactions-rocket',
      'reactions-eyes',
    ].flatMap((key) => [`sort:${key}`, `sort:${key}-asc`, `sort:${key}-desc`]),
  ])('%s', (query) => {
    expect(errors(query)).toEqual([]);
  });
});

describe('validate: rejected values', () => {
  it.each([
    [
      'is:bogus',
      'Invalid value "bogus" for is: at position 4. Expected one of: issue, pr, pull-request, open, closed, merged, unmerged, draft, queued, locked, unlocked, public, private, internal, blocked, blocking.',
    ],
    ['state:draft', 'Invalid value "draft" for state: at position 7. Expected one of: open, closed, merged.'],
    [
      'reason:wontfix',
      'Invalid value "wontfix" for reason: at position 8. Expected one of: completed, not planned, not-planned, not_planned, reopened, duplicate.',
    ],
    ['review:maybe', 'Invalid value "maybe" for review: at position 8. Expected one of: none, required, approved, changes_requested.'],
    ['status:error', 'Invalid value "error" for status: at position 8. Expected one of: pending, success, failure.'],
    ['linked:commit', 'Invalid value "commit" for linked: at position 8. Expected one of: pr, issue.'],
    ['draft:yes', 'Invalid value "yes" for draft: at position 7. Expected one of: true, false.'],
    ['archived:maybe', 'Invalid value "maybe" for archived: at position 10. Expected one of: true, false.'],
    ['in:labels', 'Invalid value "labels" for in: at position 4. Expected one of: title, body, comments, comment.'],
    [
      'no:bogus',
      'Invalid value "bogus" for no: at position 4. Expected one of: label, milestone, assignee, project, type, parent-issue, sub-issue, sub-issues, blocked-by, blocking.',
    ],
    [
      'has:bogus',
      'Invalid value "bogus" for has: at position 5. Expected one of: label, milestone, assignee, project, type, parent-issue, sub-issue, sub-issues, blocked-by, blocking.',
    ],
    ['-no:label', 'no: cannot be negated; use has:label instead.'],
    ['-no:milestone', 'no: cannot be negated; use has:milestone instead.'],
    ['sha:xyz', 'Invalid value "xyz" for sha: at position 5. Use at least 7 hexadecimal characters of a commit SHA.'],
    ['-in:title', 'in: cannot be negated (position 1); name the fields to search instead.'],
    [
      'created:2024-13-01',
      'Invalid value "2024-13-01" for created: at position 9. Use YYYY-MM-DD (optionally with a time), a comparison like >=2024-01-15, a range a..b, or @today-7d.',
    ],
    [
      'comments:abc',
      'Invalid value "abc" for comments: at position 10. Use a whole number, a comparison like >10, or a range like 10..20.',
    ],
    ['sort:bogus', 'Unknown sort key "bogus" at position 6.'],
    ['sort:milestone-priority-up', 'Unknown sort key "milestone-priority-up" at position 6.'],
    [
      'milestone-number:v1',
      'Invalid value "v1" for milestone-number: at position 18. Use the milestone\'s number, a whole number such as 3.',
    ],
    [
      'milestone-number:0',
      'Invalid value "0" for milestone-number: at position 18. Use the milestone\'s number, a whole number such as 3.',
    ],
    [
      'milestone-number:>2',
      'Invalid value ">2" for milestone-number: at position 18. Use the milestone\'s number, a whole number such as 3.',
    ],
    [
      'milestone-number:99999999999',
      'Invalid value "99999999999" for milestone-number: at position 18. Use the milestone\'s number, a whole number such as 3.',
    ],
    ['milestone-number:1,2', 'milestone-number: takes exactly one value (position 1).'],
    ['(sort:created)', 'sort: cannot be used inside parentheses (position 2).'],
    ['-sort:created', 'sort: cannot be negated (position 1).'],
    ['NOT sort:created', 'sort: cannot be negated (position 5).'],
    ['sort:created,updated', 'sort: takes exactly one value (position 1).'],
    ['parent-issue:12', 'Invalid value "12" for parent-issue: at position 14. Use the format <owner>/<repo>#<number>.'],
    ['blocked-by:octo/app', 'Invalid value "octo/app" for blocked-by: at position 12. Use the format <owner>/<repo>#<number>.'],
    ['repo:octo', 'Invalid value "octo" for repo: at position 6. Use the format <owner>/<name>.'],
    ['project:github', 'Invalid value "github" for project: at position 9. Use the format <owner>/<number>.'],
    ['team:jekyll', 'Invalid value "jekyll" for team: at position 6. Use the format <org>/<team>.'],
    ['author:"two words"', 'Invalid value "two words" for author: at position 8. Use a user login or @me.'],
    ['assignee:app/robot', 'Invalid value "app/robot" for assignee: at position 10. Use a user login or @me.'],
  ])('%s', (query, message) => {
    expect(errors(query)).toEqual([message]);
  });

  it.each([
    'created:2024-02-30',
    'created:2023-02-29',
    'created:2024-01-15T25:00:00Z',
    'created:2024-1-5',
    'created:*..*',
    'created:>=@today-1x',
    'merged:yesterday',
  ])('rejects the date %s', (query) => {
    expect(errors(query)).toHaveLength(1);
  });

  it.each(['comments:-1', 'comments:1.5', 'reactions:>', 'interactions:1..x', 'comments:*..*'])('rejects the count %s', (query) => {
    expect(errors(query)).toHaveLength(1);
  });

  it('reports each bad member of a comma list', () => {
    expect(errors('is:open,bogus,nope')).toHaveLength(2);
  });

  it('rejects free text over 256 characters, not qualifiers', () => {
    expect(errors(`${'word '.repeat(52)}`)).toEqual(['The free text of a query can be at most 256 characters long.']);
    expect(errors(`${'label:a '.repeat(100)} short`)).toEqual([]);
    expect(errors('x'.repeat(256))).toEqual([]);
  });
});

describe('validateFieldValue (issue fields)', () => {
  it.each([
    ['number', '-2.5', null],
    ['number', '>=0.5', null],
    ['number', '-5..-1', null],
    ['number', 'high', '"high" is not a valid number.'],
    ['date', '>=2026-03-01', null],
    ['date', '2026-13-01', '"2026-13-01" is not a valid date. Use YYYY-MM-DD, optionally with a time, or @today.'],
    ['single_select', 'anything at all', null],
    ['text', '', null],
  ] as const)('%s %j', (type, value, message) => {
    expect(validateFieldValue(type, value)).toBe(message);
  });
});

describe('validateIssueReference (sub-issue filter value)', () => {
  it.each([
    ['octo/app#12', null],
    ['"octo/app#12"', null],
    ['my.org/re_po-1#3', null],
    ['', 'Filter value cannot be empty.'],
    ['  ', 'Filter value cannot be empty.'],
    ['12', '"12" is not a valid issue. Use the format <owner>/<repo>#<number>.'],
    ['octo/app#x', '"octo/app#x" is not a valid issue. Use the format <owner>/<repo>#<number>.'],
    ['octo app/x#1', '"octo app/x#1" is not a valid issue. Use the format <owner>/<repo>#<number>.'],
  ])('%j', (value, message) => {
    expect(validateIssueReference(value)).toBe(message);
  });
});
