import { describe, expect, it } from 'vitest';
import { isComplex } from './edit.ts';
import { addFilter, cleanStrayOperators, filterTerm, removeFilter, replaceFilter, setNoFilter } from './filters.ts';
import { parse } from './parse.ts';

describe('cleanStrayOperators', () => {
  it.each([
    ['OR label:bug', 'label:bug'],
    ['label:bug AND', 'label:bug'],
    ['a AND OR b', 'a AND b'],
    ['a OR OR b', 'a OR b'],
    ['AND OR', ''],
    ['( OR a) b', '( a) b'],
    ['(a AND ) b', '(a ) b'],
    ['label:"x OR" OR', 'label:"x OR"'],
    ['a or b', 'a or b'],
  ])('%j → %j', (query, expected) => {
    expect(cleanStrayOperators(query)).toBe(expected);
  });
});

describe('isComplex', () => {
  it.each([
    ['is:open label:a', false],
    ['label:a OR label:b', false],
    ['(label:a label:b)', false],
    ['(label:a OR label:b)', true],
    ['(label:a AND label:b)', true],
    ['((label:a))', true],
    ['-(label:a OR label:b)', true],
  ])('%j → %s', (query, expected) => {
    expect(isComplex(parse(query).root)).toBe(expected);
  });
});

describe('addFilter (row filter links)', () => {
  it.each([
    ['', 'label', 'bug', 'label:bug'],
    ['is:open', 'label', 'bug', 'is:open label:bug'],
    ['is:open label:bug', 'label', 'ui', 'is:open label:bug,ui'],
    ['is:open label:bug', 'label', 'BUG', 'is:open label:bug'],
    ['is:open', 'label', 'help wanted', 'is:open label:"help wanted"'],
    ['is:open', 'assignee', 'octocat', 'is:open assignee:octocat'],
    ['is:open', 'parent-issue', 'octo/app#12', 'is:open parent-issue:octo/app#12'],
    ['is:open', 'is', 'blocked', 'is:open is:blocked'],
    ['is:open', 'type', 'Bug', 'is:open type:Bug'],
    ['is:open author:a', 'author', 'b', 'is:open author:a,b'],
    ['is:open -label:bug', 'label', 'ui', 'is:open -label:bug label:ui'],
    ['OR is:open AND', 'label', 'bug', 'is:open label:bug'],
    ['is:open AND OR label:a', 'label', 'b', 'is:open AND label:a,b'],
    ['(label:a OR label:b) label:c', 'label', 'd', '(label:a OR label:b) label:d'],
    ['((label:a)) label:c', 'label', 'd', '((label:a)) label:d'],
    ['(label:a OR', 'label', 'b', '(label:a label:b'],
    ['is:open', 'label', 'x"y', 'is:open label:"x\\"y"'],
  ])('%j + %s:%s → %j', (query, key, value, expected) => {
    expect(addFilter(query, key, value)).toBe(expected);
  });
});

describe('replaceFilter, removeFilter, setNoFilter', () => {
  it('replaces every positive same-key filter', () => {
    expect(replaceFilter('is:open milestone:v1 label:a milestone:v2', 'milestone', 'v 3')).toBe('is:open label:a milestone:"v 3"');
  });
  it('removes one value or a whole key', () => {
    expect(removeFilter('is:open label:a,b', 'label', 'A')).toBe('is:open label:b');
    expect(removeFilter('is:open label:a', 'label', 'a')).toBe('is:open');
    expect(removeFilter('is:open label:a label:b -label:c', 'label')).toBe('is:open -label:c');
    expect(removeFilter('label:a OR', 'label')).toBe('');
    expect(removeFilter('label:a AND is:open', 'label')).toBe('is:open');
  });
  it('sets no:field', () => {
    expect(setNoFilter('is:open label:a has:label', 'label')).toBe('is:open no:label');
    expect(setNoFilter('is:open no:label', 'label')).toBe('is:open no:label');
    expect(setNoFilter('is:open no:milestone', 'assignee')).toBe('is:open no:milestone no:assignee');
  });
  it('builds a filter term', () => {
    expect(filterTerm('Label', 'help wanted')).toBe('label:"help wanted"');
  });
});

describe('filters built from one query', () => {
  it('give each edit of the same query on its own, whatever was built from it before', () => {
    const query = 'is:issue state:open label:bug';
    expect(addFilter(query, 'label', 'ui')).toBe('is:issue state:open label:bug,ui');
    expect(addFilter(query, 'label', 'docs')).toBe('is:issue state:open label:bug,docs');
    expect(addFilter(query, 'author', 'octocat')).toBe('is:issue state:open label:bug author:octocat');
    expect(removeFilter(query, 'label', 'bug')).toBe('is:issue state:open');
    expect(replaceFilter(query, 'label', 'ui')).toBe('is:issue state:open label:ui');
    expect(setNoFilter(query, 'label')).toBe('is:issue state:open no:label');
    // Many other queries in between, then the first again.
    for (let index = 0; index < 20; index++) addFilter(`is:issue label:l${index}`, 'label', 'x');
    expect(addFilter(query, 'label', 'ui')).toBe('is:issue state:open label:bug,ui');
  });
});
