import { Pagination } from '@primer/react';
import { addFilter, extractSort, parse } from '@issues/search-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueListResults_search$key } from '../../../__generated__/IssueListResults_search.graphql';
import { SelectAllCheckbox } from '../../bulk/SelectAllCheckbox';
import { bulkActionsProps, useBulkList, type BulkSetup } from '../../bulk/useBulkList';
import { IssueRow } from '../IssueRow/IssueRow';
import { RowSecondary } from '../IssueRow/RowSecondary';
import classes from './IssueList.module.css';
import { IssueListEmpty, MoreItemsBanner } from './IssueListStates';
import { IssueSortMenu } from './IssueSortMenu';
import { IssueStateTabs } from './IssueStateTabs';
import { MAX_LIST_ITEMS, pageCount } from './listAddress';
import type { ListDensity } from './listDensity';
import { ListViewOptions } from './ListViewOptions';
import { useListKeyboard } from './useListKeyboard';
import { preloadCode } from '../../../lib/preloadCode';

const loadBulkActions = () => import('../../bulk/BulkActions');
/** The bulk-action bar, shown once an issue is chosen: its pickers and their queries load after the list. */
const BulkActions = lazy(async () => ({ default: (await loadBulkActions()).BulkActions }));
/** The "Keyboard shortcuts" dialog (`?`), loaded when it first opens. */
const ListShortcutsDialog = lazy(async () => ({ default: (await import('./ListShortcutsDialog')).ListShortcutsDialog }));

export interface IssueListResultsProps {
  /** The search's results; null when the query was not run (it has errors). */
  search: IssueListResults_search$key | null | undefined;
  /** The applied query, as the person typed it. */
  query: string;
  page: number;
  pageSize: number;
  /** The list's address for a query and page. */
  hrefFor: (query: string, page?: number) => string;
  /** Runs a query (from page 1, or the page given). */
  apply: (query: string, page?: number) => void;
  density: ListDensity;
  onDensityChange: (density: ListDensity) => void;
  /** Bulk actions: the list's repository and job; null where they are not offered (lists across repositories). */
  bulk: BulkSetup | null;
  /** Rows name their repository (lists across repositories). */
  showRepository?: boolean;
  /** A newer request is loading: these rows stay, dimmed and marked busy, until its rows arrive. */
  busy?: boolean;
}

/**
 * One list of search results, shared by the repository list and the dashboard: Open / Closed tabs
 * with counts, select-all and the bulk-action bar, the sort menu and view options, the rows, the
 * keyboard shortcuts, the 'more results' banner and the page links. The open and closed counts are
 * deferred (`IssueStateTabs`); the total and so the page links come with the rows, which the
 * server counts in the same statement.
 */
export function IssueListResults({
  search: searchKey,
  query,
  page,
  pageSize,
  hrefFor,
  apply,
  density,
  onDensityChange,
  bulk,
  showRepository = false,
  busy = false,
}: IssueListResultsProps) {
  const search = useFragment(
    graphql`
      fragment IssueListResults_search on SearchResultItemConnection {
        issueCount
        ...IssueStateTabs_counts @defer
        nodes {
          __typename
          ... on Issue {
            id
          }
          ... on PullRequest {
            id
          }
          ...IssueRow_item
        }
      }
    `,
    searchKey ?? null,
  );
  const listRef = useRef<HTMLElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  const nodes = search?.nodes;
  const rows = useMemo(
    () =>
      (nodes ?? []).flatMap((node) =>
        node && node.id !== undefined && (node.__typename === 'Issue' || node.__typename === 'PullRequest')
          ? [{ ...node, id: node.id }]
          : [],
      ),
    [nodes],
  );
  const rowIds = rows.map((node) => node.id);
  // The keyboard hook re-subscribes when the page's rows change (their ids as one string).
  const rowKey = rowIds.join(',');
  const bulkRows = useMemo(() => rows.map((node) => ({ id: node.id, pullRequest: node.__typename === 'PullRequest' })), [rows]);
  // Choices are kept while paging through the same query of the same repository.
  const bulkList = useBulkList(bulk, bulkRows, `${bulk ? `${bulk.repository.owner}/${bulk.repository.name}` : ''}|${query}`);
  const { selection, offer, setMarkAsOpen } = bulkList;
  const { toggle } = selection;
  const toggleIndex = useCallback(
    (index: number) => {
      const id = rowKey.split(',')[index];
      if (id) toggle(id);
    },
    [rowKey, toggle],
  );
  const openMarkAs = useCallback(() => setMarkAsOpen(true), [setMarkAsOpen]);
  // Where issues can be chosen, the bar's code loads once the list is on screen, before a first choice.
  const bulkOffered = bulk !== null && offer.offered;
  useEffect(() => {
    if (bulkOffered) preloadCode(loadBulkActions);
  }, [bulkOffered]);
  useListKeyboard(listRef, {
    onHelp: openHelp,
    onToggle: offer.offered ? toggleIndex : undefined,
    onMarkAs: offer.enabled && !bulk?.job.running ? openMarkAs : undefined,
  });
  const run = search !== null;
  const total = search?.issueCount ?? 0;
  const sort = extractSort(parse(query));
  const pages = pageCount(total, pageSize);
  const resultText = `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`;
  return (
    <>
      <section
        ref={listRef}
        className={busy ? `${classes.list} ${classes.busy}` : classes.list}
        aria-labelledby="issue-list-heading"
        aria-busy={busy || undefined}
        data-query={query}
        data-page={page}
      >
        <div className={classes.listHeader}>
          <IssueStateTabs counts={search ?? null} query={query} requestKey={`${query}|${page}|${pageSize}`} hrefFor={hrefFor} />
          {bulk && offer.offered && rows.length > 0 ? (
            <div className={classes.bulk}>
              <SelectAllCheckbox state={selection.pageState} onToggle={selection.toggleAll} />
              {bulkList.ids.length > 0 ? (
                <Suspense fallback={null}>
                  <BulkActions {...bulkActionsProps(bulk, bulkList)} />
                </Suspense>
              ) : null}
            </div>
          ) : null}
          <h2 id="issue-list-heading" className={classes.visuallyHidden}>
            {resultText}
          </h2>
          <IssueSortMenu query={query} onApply={(next) => apply(next)} />
          <ListViewOptions density={density} onDensityChange={onDensityChange} />
        </div>
        <div className={classes.visuallyHidden} role="status">
          {run ? resultText : ''}
        </div>
        {rows.length === 0 ? (
          <IssueListEmpty />
        ) : (
          <ul className={classes.rows} aria-label="Issues">
            {rows.map((node) => (
              <IssueRow
                key={node.id}
                item={node}
                filterHref={(qualifier, value) => hrefFor(addFilter(query, qualifier, value))}
                sortedByUpdate={sort.key === 'updated'}
                compact={density === 'compact'}
                showRepository={showRepository}
                secondary={<RowSecondary ids={rowIds} id={node.id} pullRequest={node.__typename === 'PullRequest'} />}
                selection={
                  offer.offered ? { selected: selection.isSelected(node.id), onToggle: (range) => toggle(node.id, { range }) } : undefined
                }
              />
            ))}
          </ul>
        )}
      </section>
      {helpOpen ? (
        <Suspense fallback={null}>
          <ListShortcutsDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
      {page >= pages && total > MAX_LIST_ITEMS ? <MoreItemsBanner shown={MAX_LIST_ITEMS} /> : null}
      {pages > 1 ? (
        <div className={classes.pagination}>
          <Pagination
            pageCount={pages}
            currentPage={Math.min(page, pages)}
            marginPageCount={2}
            surroundingPageCount={2}
            hrefBuilder={(n) => hrefFor(query, n)}
            onPageChange={(event, n) => {
              event.preventDefault();
              apply(query, n);
            }}
          />
        </div>
      ) : null}
    </>
  );
}
