import { IssueClosedIcon, IssueOpenedIcon } from '@primer/octicons-react';
import { Checkbox, CounterLabel, Pagination } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { extractSort, parse, setState } from '@issues/search-query';
import { useCallback, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { IssueListResults_search$key } from '../../../__generated__/IssueListResults_search.graphql';
import { IssueRow } from '../IssueRow/IssueRow';
import { RowSecondary } from '../IssueRow/RowSecondary';
import classes from './IssueList.module.css';
import { IssueListEmpty, MoreItemsBanner } from './IssueListStates';
import { IssueSortMenu } from './IssueSortMenu';
import { MAX_LIST_ITEMS, pageCount, queryState } from './listAddress';
import type { ListDensity } from './listDensity';
import { ListViewOptions } from './ListViewOptions';
import { MarkAsMenu } from './MarkAsMenu';
import { LIST_SHORTCUTS, useListKeyboard } from './useListKeyboard';

/** Bulk actions are off from this many listed items (spec §9). */
const BULK_LIMIT = 100;

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
  /** Whether the viewer may act on many rows at once here (the list's own rules; the row count is checked here). */
  bulkAllowed: boolean;
  /** Reloads the list from the network (after a bulk change). */
  refresh: () => void;
  /** Rows name their repository (lists across repositories). */
  showRepository?: boolean;
}

/**
 * One list of search results, shared by the repository list and the dashboard: Open / Closed tabs
 * with counts, select-all and Mark as, the sort menu and view options, the rows, the keyboard
 * shortcuts, the 'more results' banner and the page links.
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
  bulkAllowed,
  refresh,
  showRepository = false,
}: IssueListResultsProps) {
  const search = useFragment(
    graphql`
      fragment IssueListResults_search on SearchResultItemConnection {
        issueCount
        openIssueCount
        closedIssueCount
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
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [markAsOpen, setMarkAsOpen] = useState(false);
  const rows = (search?.nodes ?? []).flatMap((node) =>
    node && node.id !== undefined && (node.__typename === 'Issue' || node.__typename === 'PullRequest') ? [{ ...node, id: node.id }] : [],
  );
  const rowIds = rows.map((node) => node.id);
  const bulk = bulkAllowed && rows.length < BULK_LIMIT;
  // Selection is pruned to the rows on the page.
  const selected = rowIds.filter((id) => chosen.has(id));
  const toggle = useCallback(
    (id: string) =>
      setChosen((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  // The keyboard hook re-subscribes when the page's rows change (their ids as one string).
  const rowKey = rowIds.join(',');
  const toggleIndex = useCallback(
    (index: number) => {
      const id = rowKey.split(',')[index];
      if (id) toggle(id);
    },
    [rowKey, toggle],
  );
  const openMarkAs = useCallback(() => setMarkAsOpen(true), []);
  useListKeyboard(listRef, {
    onHelp: openHelp,
    onToggle: bulk ? toggleIndex : undefined,
    onMarkAs: bulk && selected.length > 0 ? openMarkAs : undefined,
  });
  const run = search !== null;
  const total = search?.issueCount ?? 0;
  const state = queryState(query);
  const sort = extractSort(parse(query));
  const pages = pageCount(total, pageSize);
  const resultText = `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`;
  return (
    <>
      <section ref={listRef} className={classes.list} aria-labelledby="issue-list-heading" data-query={query} data-page={page}>
        <div className={classes.listHeader}>
          <nav className={classes.tabs} aria-label="Issue state">
            <Link className={classes.tab} to={hrefFor(setState(query, 'open'))} aria-current={state === 'open' ? 'page' : undefined}>
              <IssueOpenedIcon aria-hidden="true" /> Open{' '}
              <CounterLabel>{(search?.openIssueCount ?? 0).toLocaleString('en-US')}</CounterLabel>
            </Link>
            <Link className={classes.tab} to={hrefFor(setState(query, 'closed'))} aria-current={state === 'closed' ? 'page' : undefined}>
              <IssueClosedIcon aria-hidden="true" /> Closed{' '}
              <CounterLabel>{(search?.closedIssueCount ?? 0).toLocaleString('en-US')}</CounterLabel>
            </Link>
          </nav>
          {bulk && rows.length > 0 ? (
            <div className={classes.bulk}>
              <Checkbox
                aria-label="Select all issues"
                checked={selected.length === rows.length}
                indeterminate={selected.length > 0 && selected.length < rows.length}
                onChange={() => setChosen(selected.length === rows.length ? new Set() : new Set(rowIds))}
              />
              {selected.length > 0 ? <span>{selected.length} selected</span> : null}
              <MarkAsMenu
                issueIds={selected}
                open={markAsOpen}
                onOpenChange={setMarkAsOpen}
                onDone={() => {
                  setChosen(new Set());
                  refresh();
                }}
              />
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
                query={query}
                hrefFor={hrefFor}
                sortedByUpdate={sort.key === 'updated'}
                compact={density === 'compact'}
                showRepository={showRepository}
                secondary={<RowSecondary ids={rowIds} id={node.id} pullRequest={node.__typename === 'PullRequest'} />}
                selection={bulk ? { selected: chosen.has(node.id), onToggle: () => toggle(node.id) } : undefined}
              />
            ))}
          </ul>
        )}
      </section>
      {helpOpen ? (
        <Dialog title="Keyboard shortcuts" onClose={() => setHelpOpen(false)}>
          <dl className={classes.shortcuts}>
            {LIST_SHORTCUTS.map((shortcut) => (
              <div key={shortcut.keys}>
                <dt>
                  <kbd>{shortcut.keys}</kbd>
                </dt>
                <dd>{shortcut.description}</dd>
              </div>
            ))}
          </dl>
        </Dialog>
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
