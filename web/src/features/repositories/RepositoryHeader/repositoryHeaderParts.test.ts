import { describe, expect, it } from 'vitest';
import { listTab, repositoryBadge, repositoryTabCount, repositoryTabHrefs } from './repositoryHeaderParts';

describe('repository header parts', () => {
  it.each([
    ['PUBLIC', false, 'Public'],
    ['PRIVATE', false, 'Private'],
    ['INTERNAL', false, 'Internal'],
    ['PUBLIC', true, 'Public archive'],
    ['PRIVATE', true, 'Private archive'],
    ['INTERNAL', true, 'Internal archive'],
  ] as const)('badges a %s repository (archived: %s) as "%s"', (visibility, archived, badge) => {
    expect(repositoryBadge(visibility, archived)).toBe(badge);
  });

  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1250, '1.2k'],
    [1999, '1.9k'],
    [4999, '4.9k'],
    [5000, '5k+'],
    [123456, '5k+'],
  ])('writes a count of %i as "%s"', (count, text) => {
    expect(repositoryTabCount(count)).toBe(text);
  });

  it('marks the list as Pull requests only when its query lists pull requests alone', () => {
    expect(listTab('is:issue state:open')).toBe('issues');
    expect(listTab('is:pr is:open')).toBe('pullRequests');
    expect(listTab('type:pr label:bug')).toBe('pullRequests');
    expect(listTab('is:pr is:issue')).toBe('issues');
    expect(listTab('label:bug')).toBe('issues');
  });

  it('links the tabs inside the repository, escaping the owner and name', () => {
    expect(repositoryTabHrefs('octo-org', 'hello-world')).toEqual({
      repository: '/octo-org/hello-world/issues',
      issues: '/octo-org/hello-world/issues',
      pullRequests: '/octo-org/hello-world/issues?q=is%3Apr+is%3Aopen',
      labels: '/octo-org/hello-world/labels',
      milestones: '/octo-org/hello-world/milestones',
    });
  });
});
