import { describe, expect, it } from 'vitest';
import { commaList, MAX_PREFILL_PROJECTS, parseDiscussionNumber, parseProjectsParam, readPrefill } from './prefill';

describe('new-issue prefill', () => {
  it('keeps projects of the repository owner with non-negative integer numbers, at most 20', () => {
    expect(
      parseProjectsParam('octo-org/3, OCTO-ORG/0,other/4,octo-org/-1,octo-org/x,octo-org/2.5,octo-org/3,octo-org', 'octo-org'),
    ).toEqual([3, 0]);
    const many = Array.from({ length: 30 }, (_, index) => `octo-org/${index + 1}`).join(',');
    expect(parseProjectsParam(many, 'octo-org')).toHaveLength(MAX_PREFILL_PROJECTS);
    expect(parseProjectsParam(null, 'octo-org')).toEqual([]);
  });

  it('reads created_from_discussion_number as an integer, else 0', () => {
    expect(parseDiscussionNumber('12')).toBe(12);
    expect(parseDiscussionNumber(' +7 ')).toBe(7);
    for (const value of [null, '', 'abc', '1.5', '-3']) expect(parseDiscussionNumber(value)).toBe(0);
  });

  it('splits comma lists, dropping blanks and repeats without case', () => {
    expect(commaList(' bug, ,Bug,help wanted ,')).toEqual(['bug', 'help wanted']);
  });

  it('reads every parameter of the address', () => {
    const search = new URLSearchParams({
      title: 'Crash',
      body: 'Steps',
      template: 'bug_report.yml',
      labels: 'bug,triage',
      assignees: '@monalisa,octocat',
      projects: 'octo-org/1',
      milestone: 'v2.1',
      type: 'Bug',
      created_from_discussion_number: '9',
    });
    expect(readPrefill(search, 'octo-org')).toEqual({
      title: 'Crash',
      body: 'Steps',
      template: 'bug_report.yml',
      labels: ['bug', 'triage'],
      assignees: ['monalisa', 'octocat'],
      projects: [1],
      milestone: 'v2.1',
      type: 'Bug',
      createdFromDiscussionNumber: 9,
    });
    expect(readPrefill(new URLSearchParams(), 'octo-org')).toMatchObject({ title: '', template: null, labels: [], milestone: null });
  });
});
