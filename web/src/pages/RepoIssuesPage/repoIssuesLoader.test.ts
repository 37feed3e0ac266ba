import { MAX_QUERY_LENGTH } from '@issues/search-query';
import { describe, expect, it } from 'vitest';
import { listRequest, repoIssuesVariables } from './repoIssuesLoader';

const params = { owner: 'octo-org', repo: 'hello-world' };
const today = new Date('2026-11-22T12:00:00Z');

describe('listRequest', () => {
  it('reads the default query, page size and offset of a list address and runs the scoped query', () => {
    const list = listRequest(params, new URLSearchParams('page=3&pageSize=10'));
    expect(list).toMatchObject({ owner: 'octo-org', repo: 'hello-world', query: 'is:issue state:open', pageSize: 10, offset: 20 });
    expect(list.errors).toEqual([]);
    expect(repoIssuesVariables(list, today)).toEqual({
      owner: 'octo-org',
      name: 'hello-world',
      query: 'repo:octo-org/hello-world is:issue state:open sort:created-desc',
      first: 10,
      skip: 20,
      run: true,
    });
  });

  it('reports a typed query that fits the limit but whose scoped form does not, and does not run it', () => {
    const typed = `is:issue ${'label:bug '.repeat(100)}`.trim();
    expect(typed.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    const list = listRequest(params, new URLSearchParams({ q: typed }));
    expect(list.errors).toEqual(['Queries can be at most 1,024 characters long.']);
    expect(repoIssuesVariables(list, today).run).toBe(false);
  });

  it("keeps the typed query's own errors (positions included)", () => {
    const list = listRequest(params, new URLSearchParams({ q: '(label:bug' }));
    expect(list.errors).toHaveLength(1);
    expect(list.errors[0]).toMatch(/parenthes/i);
  });

  it('checks an address once: the same address gives the same request, another day or query a new one', () => {
    const search = new URLSearchParams({ q: 'is:issue created:>@today-7d' });
    const list = listRequest(params, search);
    expect(listRequest(params, new URLSearchParams(search))).toBe(list);
    expect(listRequest(params, new URLSearchParams({ q: 'is:issue created:>@today-8d' }))).not.toBe(list);
    // `@today` is read each day: the normal form follows the date given.
    expect(repoIssuesVariables(list, today).query).toContain('created:>2026-11-15');
    expect(repoIssuesVariables(list, new Date('2026-11-23T12:00:00Z')).query).toContain('created:>2026-11-16');
    expect(repoIssuesVariables(list, today).query).toContain('created:>2026-11-15');
  });
});
