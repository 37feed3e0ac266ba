import { extractSort, normaliseForList, parse } from '@issues/search-query';
import { describe, expect, it } from 'vitest';
import { milestoneItemsQuery } from './MilestoneIssueList';

describe('milestoneItemsQuery', () => {
  it('searches one state of the milestone by its number, in the milestone order', () => {
    expect(milestoneItemsQuery('octo-org', 'hello-world', 3, 'open')).toBe(
      'repo:octo-org/hello-world milestone-number:3 state:open archived:false sort:milestone-priority-desc',
    );
    expect(milestoneItemsQuery('octo-org', 'hello-world', 3, 'closed')).toContain('state:closed');
  });

  it('is a valid query, already normal, sorted by milestone priority descending', () => {
    const query = milestoneItemsQuery('octo', 'app.js', 12, 'open');
    const parsed = parse(query);
    expect(parsed.errors).toEqual([]);
    expect(extractSort(parsed)).toMatchObject({ key: 'milestone-priority', direction: 'desc', explicit: true });
    expect(normaliseForList(query, { today: '2026-01-01', scopeRepository: { owner: 'octo', name: 'app.js' } })).toBe(query);
  });
});
