import { extractSort, normaliseForList, parse } from '@issues/search-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { BulkJob } from '../bulk/useBulkJob';
import type { BulkSetup } from '../bulk/useBulkList';
import { MilestoneIssueList, milestoneItemsQuery } from './MilestoneIssueList';

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

type Kind = 'Issue' | 'PullRequest';

/** A row of the milestone list, as IssueRow_item reads it without details. */
function fakeRow(kind: Kind, number: number, title: string): Record<string, unknown> {
  const shared = {
    __typename: kind,
    __isSearchResultItem: kind,
    __isNode: kind,
    id: `${kind === 'Issue' ? 'I' : 'PR'}_${number}`,
    number,
    title,
    createdAt: '2026-11-02T10:00:00Z',
    closedAt: null,
    resourcePath: `/octo-org/hello-world/${kind === 'Issue' ? 'issues' : 'pull'}/${number}`,
    author: { __typename: 'User', __isNode: 'User', id: 'U_2', login: 'hubot' },
    labels: { nodes: [] },
  };
  return kind === 'Issue'
    ? { ...shared, titleHTML: title, state: 'OPEN', stateReason: null }
    : { ...shared, prTitleHTML: title, prState: 'OPEN', closed: false, isDraft: false, isInMergeQueue: false };
}

function renderMilestoneList(job: BulkJob, rows: Record<string, unknown>[]) {
  const environment = new Environment({
    network: Network.create(async () => ({
      data: {
        repository: { id: 'R_1', milestone: { id: 'M_1', closed: false, updatedAt: '2026-11-20T10:00:00Z' } },
        openItems: { issueCount: rows.length },
        closedItems: { issueCount: 0 },
        search: {
          edges: rows.map((node, index) => ({ cursor: `c${index}`, node })),
          pageInfo: { endCursor: `c${rows.length - 1}`, hasNextPage: false },
        },
      },
    })),
    store: new Store(new RecordSource()),
  });
  const bulk: BulkSetup = {
    repository: {
      owner: 'octo-org',
      name: 'hello-world',
      viewerCanPush: true,
      isInOrganization: false,
      issueTypesEnabled: false,
    },
    issuesOnly: true,
    job,
  };
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Suspense fallback="Loading">
          <MilestoneIssueList owner="octo-org" repo="hello-world" number={1} closedTab={false} pushable bulk={bulk} />
        </Suspense>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

describe('MilestoneIssueList bulk actions', () => {
  const rows = [
    fakeRow('Issue', 1, 'First'),
    fakeRow('Issue', 2, 'Second'),
    fakeRow('PullRequest', 3, 'A change'),
    fakeRow('Issue', 4, 'Fourth'),
  ];

  it('selects a range with Shift and turns the actions off while a pull request is chosen', async () => {
    const job: BulkJob = { start: vi.fn(async () => true), running: false };
    renderMilestoneList(job, rows);
    const boxes = await screen.findAllByRole('checkbox', { name: /^Select #/ });
    fireEvent.click(boxes[0] as HTMLElement);
    fireEvent.click(boxes[2] as HTMLElement, { shiftKey: true });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true, false]);
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(screen.getByText('Pull requests cannot be changed in bulk.')).toBeTruthy();
    const markAs = screen.getByRole('button', { name: 'Mark as' });
    expect(markAs.hasAttribute('disabled') || markAs.getAttribute('aria-disabled') === 'true').toBe(true);
    // No issue type outside organisations.
    expect(screen.queryByRole('button', { name: 'Issue type' })).toBeNull();
  });

  it('starts a change for the chosen issues and clears the selection once it started', async () => {
    const job: BulkJob = { start: vi.fn(async () => true), running: false };
    renderMilestoneList(job, rows);
    const boxes = await screen.findAllByRole('checkbox', { name: /^Select #/ });
    fireEvent.click(boxes[0] as HTMLElement);
    fireEvent.click(boxes[3] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Completed' }));
    expect(job.start).toHaveBeenCalledWith(['I_1', 'I_4'], { kind: 'update', input: { state: 'CLOSED', stateReason: 'COMPLETED' } });
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false, false]);
  });
});
