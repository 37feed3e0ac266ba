import { describe, expect, it } from 'vitest';
import { relayPayloads } from './relayPayloads';

describe('relayPayloads', () => {
  it('passes the first part on without hasNext', () => {
    expect(relayPayloads({ data: { search: { issueCount: 2 } }, hasNext: true })).toEqual([{ data: { search: { issueCount: 2 } } }]);
  });

  it('gives each deferred fragment of a later part as a payload of its own, with its path and label', () => {
    expect(
      relayPayloads({
        incremental: [
          { data: { openIssueCount: 2, closedIssueCount: 1 }, path: ['search'], label: 'IssueListResults_search$defer$counts' },
          { data: { title: 'x' }, path: ['node'], label: 'other', errors: [{ message: 'Partly failed' }] },
        ],
        hasNext: false,
      }),
    ).toEqual([
      { data: { openIssueCount: 2, closedIssueCount: 1 }, path: ['search'], label: 'IssueListResults_search$defer$counts' },
      { data: { title: 'x' }, path: ['node'], label: 'other', errors: [{ message: 'Partly failed' }] },
    ]);
  });

  it('gives each streamed item at its own index', () => {
    expect(
      relayPayloads({ incremental: [{ items: [{ id: 'a' }, { id: 'b' }], path: ['search', 'nodes', 3], label: 'rows' }], hasNext: true }),
    ).toEqual([
      { data: { id: 'a' }, path: ['search', 'nodes', 3], label: 'rows' },
      { data: { id: 'b' }, path: ['search', 'nodes', 4], label: 'rows' },
    ]);
  });

  it('passes a payload already in Relay’s form (the older format, one fragment a part)', () => {
    expect(relayPayloads({ data: { openIssueCount: 2 }, path: ['search'], label: 'counts', hasNext: false })).toEqual([
      { data: { openIssueCount: 2 }, path: ['search'], label: 'counts' },
    ]);
  });

  it('gives nothing for the closing part or a keep-alive', () => {
    expect(relayPayloads({ hasNext: false })).toEqual([]);
    expect(relayPayloads({})).toEqual([]);
  });
});
