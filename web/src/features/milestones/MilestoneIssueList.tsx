import { IssueClosedIcon, IssueOpenedIcon } from '@primer/octicons-react';
import { Banner, Button, CounterLabel, Link as PrimerLink } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { useCallback, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MilestoneIssueListQuery } from '../../__generated__/MilestoneIssueListQuery.graphql';
import type { MilestoneIssueListReprioritizeMutation } from '../../__generated__/MilestoneIssueListReprioritizeMutation.graphql';
import type { MilestoneIssueList_search$key } from '../../__generated__/MilestoneIssueList_search.graphql';
import { BulkActions } from '../bulk/BulkActions';
import { SelectAllCheckbox } from '../bulk/SelectAllCheckbox';
import { bulkActionsProps, useBulkList, type BulkSetup } from '../bulk/useBulkList';
import { IssueRow } from '../issues/IssueRow/IssueRow';
import type { KeyboardMove } from '../issues/IssueRow/RowReorder';
import { usePointerReorder } from '../issues/PinnedIssues/usePointerReorder';
import { errorEntries } from './formErrorText';
import { MAX_PRIORITIZABLE_ITEMS, MILESTONE_ISSUES_PAGE_SIZE } from './milestoneFormat';
import { describeMove, moveBy } from './milestoneOrder';
import classes from './MilestoneIssues.module.css';

export interface MilestoneIssueListProps {
  owner: string;
  repo: string;
  number: number;
  /** The closed tab (`closed=1`). */
  closedTab: boolean;
  /** The `page` parameter: the list starts (page − 1) × 25 items in (spec 001 §9); Load more goes on from there. */
  page?: number;
  /** The viewer can push to an active repository (reordering). */
  pushable: boolean;
  /** Bulk actions: the repository and the page's job; null where they are not offered. */
  bulk: BulkSetup | null;
  /** A new value reads the list again from the network (after a bulk job). */
  fetchKey?: number;
}

type Alert = { variant: 'info' | 'critical'; text: string };

const REORDER_FAILED = 'Error while updating milestone issue ordering';

/** Spec 001 §8: an UNPROCESSABLE cause shows its own message as information; anything else the generic error. */
function reorderAlert(failure: unknown): Alert {
  const unprocessable = errorEntries(failure).find((entry) => entry.extensions?.code === 'UNPROCESSABLE' && entry.message);
  return unprocessable ? { variant: 'info', text: unprocessable.message } : { variant: 'critical', text: REORDER_FAILED };
}

/**
 * The milestone page's search (spec 001 §5, §7): the milestone's issues and pull requests in one
 * state, in the order people gave them (milestone priority, highest first).
 */
export function milestoneItemsQuery(owner: string, repo: string, number: number, state: 'open' | 'closed'): string {
  return `repo:${owner}/${repo} milestone-number:${number} state:${state} archived:false sort:milestone-priority-desc`;
}

/** The issues and pull requests of a milestone: Open and Closed tabs, selection, Load more and reordering (spec 001 §2.4, §4, §5). */
export function MilestoneIssueList({ owner, repo, number, closedTab, page = 1, pushable, bulk, fetchKey = 0 }: MilestoneIssueListProps) {
  const openQuery = milestoneItemsQuery(owner, repo, number, 'open');
  const closedQuery = milestoneItemsQuery(owner, repo, number, 'closed');
  const data = useLazyLoadQuery<MilestoneIssueListQuery>(
    graphql`
      query MilestoneIssueListQuery(
        $owner: String!
        $name: String!
        $number: Int!
        $query: String!
        $openQuery: String!
        $closedQuery: String!
        $first: Int!
        $skip: Int!
      ) {
        repository(owner: $owner, name: $name) {
          milestone(number: $number) {
            id
            closed
            updatedAt
          }
        }
        openItems: search(type: ISSUE_ADVANCED, query: $openQuery) {
          issueCount
        }
        closedItems: search(type: ISSUE_ADVANCED, query: $closedQuery) {
          issueCount
        }
        ...MilestoneIssueList_search @arguments(query: $query, first: $first, skip: $skip)
      }
    `,
    {
      owner,
      name: repo,
      number,
      query: closedTab ? closedQuery : openQuery,
      openQuery,
      closedQuery,
      first: MILESTONE_ISSUES_PAGE_SIZE,
      skip: (Math.max(1, page) - 1) * MILESTONE_ISSUES_PAGE_SIZE,
    },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const milestone = data.repository?.milestone;
  if (!milestone) return null;
  const base = `/${owner}/${repo}/milestone/${number}`;
  const openCount = data.openItems.issueCount;
  const closedCount = data.closedItems.issueCount;
  const total = closedTab ? closedCount : openCount;
  return (
    <IssueRows
      key={closedTab ? 'closed' : 'open'}
      search={data}
      milestoneId={milestone.id}
      timestamp={String(milestone.updatedAt)}
      owner={owner}
      repo={repo}
      closedTab={closedTab}
      bulk={bulk}
      reorderable={pushable && !closedTab && !milestone.closed && total < MAX_PRIORITIZABLE_ITEMS}
      tabs={
        <nav className={classes.tabs} aria-label="Issue state">
          <Link className={classes.tab} to={base} aria-current={closedTab ? undefined : 'page'}>
            <IssueOpenedIcon aria-hidden="true" /> Open <CounterLabel>{openCount.toLocaleString('en-US')}</CounterLabel>
          </Link>
          <Link className={classes.tab} to={`${base}?closed=1`} aria-current={closedTab ? 'page' : undefined}>
            <IssueClosedIcon aria-hidden="true" /> Closed <CounterLabel>{closedCount.toLocaleString('en-US')}</CounterLabel>
          </Link>
        </nav>
      }
    />
  );
}

interface IssueRowsProps {
  search: MilestoneIssueList_search$key;
  milestoneId: string;
  timestamp: string;
  owner: string;
  repo: string;
  closedTab: boolean;
  bulk: BulkSetup | null;
  reorderable: boolean;
  tabs: ReactNode;
}

function IssueRows({ search, milestoneId, timestamp, owner, repo, closedTab, bulk, reorderable, tabs }: IssueRowsProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MilestoneIssueList_search on Query
      @refetchable(queryName: "MilestoneIssueListPaginationQuery")
      @argumentDefinitions(
        query: { type: "String!" }
        first: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        skip: { type: "Int", defaultValue: 0 }
      ) {
        search(type: ISSUE_ADVANCED, query: $query, first: $first, after: $cursor, skip: $skip)
          @connection(key: "MilestoneIssueList_search", filters: ["type", "query"]) {
          __id
          edges {
            node {
              __typename
              ... on Issue {
                id
              }
              ... on PullRequest {
                id
              }
              ...IssueRow_item @arguments(details: false)
            }
          }
        }
      }
    `,
    search,
  );
  const [commitReorder] = useMutation<MilestoneIssueListReprioritizeMutation>(graphql`
    mutation MilestoneIssueListReprioritizeMutation($input: ReprioritizeMilestoneIssueInput!) {
      reprioritizeMilestoneIssue(input: $input) {
        milestone {
          id
          updatedAt
        }
      }
    }
  `);
  // Issues and pull requests (the only results an issue search gives) carry an id.
  const nodes = (data.search.edges ?? []).flatMap((edge) => {
    const node = edge?.node;
    return node?.id ? [{ id: node.id, pullRequest: node.__typename === 'PullRequest', item: node }] : [];
  });
  const serverIds = nodes.map((node) => node.id);
  // The order shown while a reorder is on its way; null shows the server's.
  const [pending, setPending] = useState<string[] | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const connectionId = data.search.__id;

  const shownIds = pending ?? serverIds;
  const save = useCallback(
    (next: string[]) => {
      // One move at a time: the next one needs the milestone's updatedAt this one brings back.
      if (pending) return;
      const move = describeMove(serverIds, next);
      if (!move) return;
      setAlert(null);
      setPending(next);
      commitReorder({
        variables: { input: { id: move.id, milestoneId, timestamp, prevId: move.prevId } },
        updater: (store, response) => {
          if (!response?.reprioritizeMilestoneIssue?.milestone) return;
          // Keep the new order in the store, so it stays once the optimistic one is dropped.
          const connection = store.get(connectionId);
          const edges = connection?.getLinkedRecords('edges') ?? [];
          const byId = new Map(edges.flatMap((edge) => (edge ? [[edge.getLinkedRecord('node')?.getDataID() ?? '', edge] as const] : [])));
          const ordered = next.flatMap((id) => {
            const edge = byId.get(id);
            return edge ? [edge] : [];
          });
          if (connection && ordered.length === edges.length) connection.setLinkedRecords(ordered, 'edges');
        },
        onCompleted: (response, errors) => {
          setPending(null);
          if (!response.reprioritizeMilestoneIssue?.milestone) setAlert(reorderAlert(errors));
        },
        onError: (error) => {
          setPending(null);
          setAlert(reorderAlert(error));
        },
      });
    },
    [commitReorder, connectionId, milestoneId, pending, serverIds, timestamp],
  );
  const { drag, startDrag, itemRef } = usePointerReorder(shownIds, save);
  const order = drag?.order ?? shownIds;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const rows = order.flatMap((id) => {
    const node = byId.get(id);
    return node ? [node] : [];
  });

  // Ranges follow the order shown; choices are kept until the tab changes (the rows remount).
  const bulkList = useBulkList(bulk, rows, `${owner}/${repo}/${milestoneId}/${closedTab ? 'closed' : 'open'}`);
  const { selection, offer } = bulkList;
  const handleMove = (id: string, move: KeyboardMove) => save(moveBy(shownIds, id, move));
  // A row's label opens the repository's open items with that label (the rows have no other filter links).
  const filterHref = (qualifier: string, value: string) =>
    `/${owner}/${repo}/issues?q=${encodeURIComponent(`is:open ${qualifier}:"${value}"`)}`;

  return (
    <>
      {alert ? (
        <div role={alert.variant === 'critical' ? 'alert' : 'status'} className={classes.alert}>
          <Banner
            variant={alert.variant}
            title={alert.variant === 'info' ? 'Information' : 'Error'}
            hideTitle
            description={alert.text}
            onDismiss={() => setAlert(null)}
          />
        </div>
      ) : null}
      <section className={classes.list} aria-label="Milestone issues" aria-busy={pending !== null}>
        <div className={classes.listHeader}>
          {bulk && offer.offered && rows.length > 0 ? (
            <SelectAllCheckbox state={selection.pageState} onToggle={selection.toggleAll} />
          ) : null}
          {tabs}
          {bulk && offer.offered && bulkList.ids.length > 0 ? (
            <div className={classes.bulk}>
              <BulkActions {...bulkActionsProps(bulk, bulkList)} />
            </div>
          ) : null}
        </div>
        {rows.length === 0 ? (
          <Blankslate>
            <Blankslate.Description>
              {closedTab ? (
                'Issues will automatically be moved here when they are closed.'
              ) : (
                <>
                  Add issues to milestones to help organize your work for a particular release or project.{' '}
                  <PrimerLink as={Link} to={`/${owner}/${repo}/issues?q=${encodeURIComponent('is:issue is:open no:milestone')}`} inline>
                    Find and add issues with no milestones in this repo.
                  </PrimerLink>
                </>
              )}
            </Blankslate.Description>
          </Blankslate>
        ) : (
          <ul className={classes.rows} aria-label={closedTab ? 'Closed issues' : 'Open issues'}>
            {rows.map((row, index) => (
              <IssueRow
                key={row.id}
                ref={itemRef(row.id)}
                data-testid="milestone-issue-row"
                item={row.item}
                details={false}
                filterHref={filterHref}
                selection={
                  offer.offered
                    ? { selected: selection.isSelected(row.id), onToggle: (range) => selection.toggle(row.id, { range }) }
                    : undefined
                }
                reorder={
                  reorderable
                    ? {
                        position: index,
                        count: rows.length,
                        dragging: drag?.id === row.id,
                        onDragStart: (event) => startDrag(row.id, event),
                        onMove: (move) => handleMove(row.id, move),
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        )}
        {hasNext ? (
          <div className={classes.footer}>
            <Button
              // The cursor already counts the skipped items: later pages skip nothing more.
              onClick={() => loadNext(MILESTONE_ISSUES_PAGE_SIZE, { UNSTABLE_extraVariables: { skip: 0 } })}
              loading={isLoadingNext}
            >
              Load more
            </Button>
          </div>
        ) : null}
      </section>
    </>
  );
}
