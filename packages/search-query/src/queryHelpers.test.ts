import { describe, expect, it } from 'vitest';
import { pageParams } from './pagination.ts';
import {
  applySort,
  DEFAULT_QUERIES,
  isDefaultQuery,
  isOrderSelectable,
  isIssueOnly,
  isPullRequestOnly,
  listRepository,
  queryFromAddress,
  setState,
  submittedQuery,
  toStateQualifiers,
  withState,
  withTrailingSpace,
} from './queryHelpers.ts';

describe('search helper rules (spec §4)', () => {
  it.each([
    ['is:open label:bug', 'state:open label:bug'],
    ['-is:closed', '-state:closed'],
    ['(is:open OR is:closed) is:issue', '(state:open OR state:closed) is:issue'],
    ['is:open,issue', 'is:open,issue'],
    ['is:issue', 'is:issue'],
  ])('toStateQualifiers(%j) = %j', (query, expected) => {
    expect(toStateQualifiers(query)).toBe(expected);
  });

  it.each([
    ['', true],
    ['   ', true],
    ['is:issue state:open', true],
    ['is:issue state:closed', true],
    ['state:open is:issue', true],
    ['is:issue is:open', true],
    ['is:issue  state:open ', true],
    ['is:issue state:open label:bug', false],
    ['is:pr state:open', false],
  ])('isDefaultQuery(%j) = %s', (query, expected) => {
    expect(isDefaultQuery(query)).toBe(expected);
  });

  it.each([
    ['is:issue', 'is:issue state:open'],
    ['', 'state:open'],
    ['is:issue state:closed', 'is:issue state:closed'],
    ['is:issue is:closed', 'is:issue state:closed'],
    ['is:issue -state:open', 'is:issue state:closed'],
    ['is:issue -is:closed', 'is:issue state:open'],
    ['label:a OR label:b', '(label:a OR label:b) state:open'],
  ])('withState(%j) = %j', (query, expected) => {
    expect(withState(query)).toBe(expected);
  });

  it('switches tabs between open and closed', () => {
    expect(setState('is:issue is:open label:bug', 'closed')).toBe('is:issue label:bug state:closed');
    expect(setState('is:issue', 'open')).toBe('is:issue state:open');
  });
});

describe('sort rules (spec §4)', () => {
  it('replaces existing sort terms and resets the page', () => {
    expect(applySort('is:open sort:created-asc sort:updated', 'comments', 'asc')).toEqual({
      query: 'is:open sort:comments-asc',
      sort: { key: 'comments', direction: 'asc', explicit: true },
      resetPage: true,
    });
  });
  it('switches relevance to descending', () => {
    expect(applySort('is:open', 'relevance', 'asc').query).toBe('is:open sort:relevance-desc');
  });
  it('forces reaction sorts to descending', () => {
    const result = applySort('is:open', 'reactions', 'asc', 'tada');
    expect(result.query).toBe('is:open sort:reactions-tada-desc');
    expect(result.sort).toMatchObject({ key: 'reactions-tada', direction: 'desc', reaction: 'HOORAY' });
    expect(applySort('', 'reactions-eyes', 'asc').query).toBe('sort:reactions-eyes-desc');
  });
  it('keeps the direction of total reactions', () => {
    expect(applySort('', 'reactions', 'asc').query).toBe('sort:reactions-asc');
  });
  it('still sets the sort of a query with syntax errors', () => {
    expect(applySort('(is:open sort:created', 'updated', 'desc').query).toBe('(is:open sort:updated-desc');
  });
  it('disables order options for relevance and reaction sorts', () => {
    expect(isOrderSelectable('relevance')).toBe(false);
    expect(isOrderSelectable('reactions', '+1')).toBe(false);
    expect(isOrderSelectable('reactions')).toBe(true);
    expect(isOrderSelectable('created')).toBe(true);
  });
});

describe('pull-request-only queries (spec §5)', () => {
  it.each([
    ['is:pr', true],
    ['is:pull-request is:open', true],
    ['type:pr', true],
    ['is:pr is:issue', false],
    ['is:pr,issue', false],
    ['is:pr type:issue', false],
    ['is:issue', false],
    ['', false],
    ['-is:pr', false],
    ['(is:pr)', false],
  ])('%j → %s', (query, expected) => {
    expect(isPullRequestOnly(query)).toBe(expected);
  });

  it.each([
    ['is:issue state:open', true],
    ['type:issue label:bug', true],
    ['is:open', false],
    ['-is:issue', false],
    ['is:issue,pr', false],
    ['is:issue is:pr', false],
    ['(is:issue label:bug)', false],
  ])('reads %j as limited to issues: %s', (query, expected) => {
    expect(isIssueOnly(query)).toBe(expected);
  });

  it.each([
    ['is:issue repo:octo-org/hello-world', { owner: 'octo-org', name: 'hello-world' }],
    ['repo:Octo-Org/Hello-World is:issue repo:octo-org/hello-world', { owner: 'Octo-Org', name: 'Hello-World' }],
    ['is:issue', null],
    ['repo:a/b repo:c/d', null],
    ['repo:a/b,c/d', null],
    ['-repo:a/b', null],
    ['(repo:a/b OR label:x)', null],
    ['repo:a', null],
  ])('reads the one repository of %j', (query, expected) => {
    expect(listRepository(query)).toEqual(expected);
  });
});

describe('page parameters (spec §5)', () => {
  it.each([
    [undefined, undefined, { page: 1, pageSize: 25, offset: 0 }],
    ['2', '10', { page: 2, pageSize: 10, offset: 10 }],
    [3, 100, { page: 3, pageSize: 100, offset: 200 }],
    [2, 101, { page: 2, pageSize: 100, offset: 100 }],
    [2, 0, { page: 2, pageSize: 0, offset: 0 }],
    [1, -5, { page: 1, pageSize: 25, offset: 0 }],
    ['x', '2.5', { page: 1, pageSize: 25, offset: 0 }],
    ['0', 'abc', { page: 1, pageSize: 25, offset: 0 }],
    [-3, null, { page: 1, pageSize: 25, offset: 0 }],
    [2.5, 10, { page: 1, pageSize: 10, offset: 0 }],
  ])('page %j, pageSize %j', (page, pageSize, expected) => {
    expect(pageParams(page, pageSize)).toEqual(expected);
  });
  it('caps pull requests at 50', () => {
    expect(pageParams(2, 80, { pullRequests: true })).toEqual({ page: 2, pageSize: 50, offset: 50 });
    expect(pageParams(1, 30, { pullRequests: true }).pageSize).toBe(30);
  });
});

describe('defaults (spec §2, §5, §9)', () => {
  it('has the built-in view queries', () => {
    expect(DEFAULT_QUERIES).toEqual({
      assigned: 'is:issue state:open archived:false assignee:@me sort:updated-desc',
      created: 'is:issue state:open archived:false author:@me sort:updated-desc',
      mentioned: 'is:issue state:open archived:false mentions:@me sort:updated-desc',
      recent: 'is:issue involves:@me updated:>@today-1w sort:updated-desc',
      pullsAssignedToMe: 'state:open archived:false assignee:@me is:pr sort:updated-desc',
      repository: 'is:issue state:open',
    });
  });
  it('an empty submitted query searches is:issue', () => {
    expect(submittedQuery('   ')).toBe('is:issue');
    expect(submittedQuery(' label:bug ')).toBe('label:bug');
  });
  it('a blank q means the repository default', () => {
    expect(queryFromAddress(null)).toBe('is:issue state:open');
    expect(queryFromAddress(' ')).toBe('is:issue state:open');
    expect(queryFromAddress('is:pr')).toBe('is:pr');
  });
  it('appends a trailing space unless removal is on or text is being composed', () => {
    expect(withTrailingSpace('is:open')).toBe('is:open ');
    expect(withTrailingSpace('is:open ')).toBe('is:open ');
    expect(withTrailingSpace('is:open', { removeTrailingSpace: true })).toBe('is:open');
    expect(withTrailingSpace('is:open', { composing: true })).toBe('is:open');
  });
});
