import { IssueClosedIcon, IssueOpenedIcon } from '@primer/octicons-react';
import { Checkbox, CounterLabel, PageHeader, Pagination } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { extractSort, isIssueOnly, parse, setState } from '@issues/search-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { RepoIssuesPageQuery } from '../../__generated__/RepoIssuesPageQuery.graphql';
import { ContributorBanner } from '../../features/issues/ContributorBanner/ContributorBanner';
import { PinnedIssues } from '../../features/issues/PinnedIssues/PinnedIssues';
import { IssueRow } from '../../features/issues/IssueRow/IssueRow';
import { RowSecondary } from '../../features/issues/IssueRow/RowSecondary';
import { IssueFilterBar } from '../../features/issues/IssueList/IssueFilterBar';
import { NewIssueButton } from '../../features/newIssue/NewIssueButton/NewIssueButton';
import classes from '../../features/issues/IssueList/IssueList.module.css';
import { IssueListEmpty, IssueListError, IssueListSkeleton, MoreItemsBanner } from '../../features/issues/IssueList/IssueListStates';
import { IssueSortMenu } from '../../features/issues/IssueList/IssueSortMenu';
import { useListDensity, type ListDensity } from '../../features/issues/IssueList/listDensity';
import { ListViewOptions } from '../../features/issues/IssueList/ListViewOptions';
import { MarkAsMenu } from '../../features/issues/IssueList/MarkAsMenu';
import { LIST_SHORTCUTS, useListKeyboard } from '../../features/issues/IssueList/useListKeyboard';
import { listHref, listPage, MAX_LIST_ITEMS, pageCount, queryState } from '../../features/issues/IssueList/listAddress';
import { listRequest, repoIssuesVariables, type ListRequest } from './repoIssuesLoader';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import { canPush } from '../../lib/repositoryPermissions';
import { GraphQLRequestError } from '../../relay/fetchGraphQL';

/** The side panel's code (the issue view) loads only when `?issue=` asks for it. */
const IssueSidePanel = lazy(async () => ({ default: (await import('../../features/issues/IssueView/IssueSidePanel')).IssueSidePanel }));

interface ListProps {
  /** The address read: repository, query, page size and offset, the query's errors. */
  list: ListRequest;
  page: number;
  fetchKey: number;
  apply: (query: string, page?: number) => void;
  density: ListDensity;
  onDensityChange: (density: ListDensity) => void;
  /** Reloads the list from the network (after a bulk change). */
  refresh: () => void;
}

/** The repository's list: header with tabs and sort, the rows, paging. */
function RepoIssueList({ list, page, fetchKey, apply, refresh, density, onDensityChange }: ListProps) {
  const { owner, repo, query, pageSize, errors } = list;
  const run = errors.length === 0;
  const data = useLazyLoadQuery<RepoIssuesPageQuery>(
    graphql`
      query RepoIssuesPageQuery($owner: String!, $name: String!, $query: String!, $first: Int!, $skip: Int!, $run: Boolean!) {
        repository(owner: $owner, name: $name) {
          nameWithOwner
          hasIssuesEnabled
          isArchived
          isDisabled
          isLocked
          viewerPermission
          ...ContributorBanner_repository
          ...PinnedIssues_repository
          ...NewIssueButton_repository
        }
        viewer {
          ...NewIssueButton_viewer
        }
        search(type: ISSUE_ADVANCED, query: $query, first: $first, skip: $skip) @include(if: $run) {
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
      }
    `,
    repoIssuesVariables(list, new Date()),
    { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-or-network' },
  );
  const listRef = useRef<HTMLElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [markAsOpen, setMarkAsOpen] = useState(false);
  const search = data.search;
  const rows = (search?.nodes ?? []).flatMap((node) =>
    node && node.id !== undefined && (node.__typename === 'Issue' || node.__typename === 'PullRequest') ? [{ ...node, id: node.id }] : [],
  );
  const rowIds = rows.map((node) => node.id);
  // Bulk actions (spec §5): people who can push, an active repository, a list of issues only, and
  // fewer than 100 listed items.
  const repository = data.repository;
  const bulk = repository !== null && repository !== undefined && canPush(repository) && isIssueOnly(query) && rows.length < 100;
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
  if (!data.repository?.hasIssuesEnabled) return <RepositoryNotFound />;
  const total = search?.issueCount ?? 0;
  const state = queryState(query);
  const sort = extractSort(parse(query));
  const pages = pageCount(total, pageSize);
  const hrefFor = (next: string, nextPage = 1) => listHref(owner, repo, next, nextPage, pageSize);
  const resultText = `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`;
  return (
    <>
      <ContributorBanner repository={data.repository} />
      <PinnedIssues repository={data.repository} />
      <IssueFilterBar
        key={query}
        owner={owner}
        repo={repo}
        applied={query}
        errors={errors}
        onApply={(next) => apply(next)}
        actions={<NewIssueButton repository={data.repository} viewer={data.viewer} />}
      />
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

/** `/{owner}/{repo}/issues` and its created_by, assigned and mentioned variants. */
export function RepoIssuesPage() {
  useRouteTitle();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const list = useMemo(() => listRequest(params, search), [params, search]);
  const { owner, repo, query, pageSize } = list;
  const { page } = listPage(search);
  const [fetchKey, setFetchKey] = useState(0);
  const [density, setDensity] = useListDensity();
  const apply = (next: string, nextPage = 1) => {
    void navigate(listHref(owner, repo, next, nextPage, search.has('pageSize') ? pageSize : undefined));
  };
  return (
    <div className={classes.page}>
      <PageHeader>
        <PageHeader.TitleArea>
          <PageHeader.Title as="h1">Issues</PageHeader.Title>
        </PageHeader.TitleArea>
      </PageHeader>
      {/* Kept mounted across queries (reset by key instead): the Suspense inside keeps the current
          rows while the next page loads, navigations being transitions, instead of flashing the skeleton. */}
      <ErrorBoundary
        resetKey={`${query}|${page}|${pageSize}|${fetchKey}`}
        fallback={(error) => {
          const invalid = error instanceof GraphQLRequestError && error.code === 'INVALID_QUERY';
          return (
            <>
              <IssueFilterBar
                key={query}
                owner={owner}
                repo={repo}
                applied={query}
                errors={invalid ? error.errors.map((entry) => entry.message) : []}
                onApply={(next) => apply(next)}
              />
              {invalid ? <IssueListEmpty /> : <IssueListError onRetry={() => setFetchKey((key) => key + 1)} />}
            </>
          );
        }}
      >
        <Suspense fallback={<IssueListSkeleton rows={pageSize} compact={density === 'compact'} />}>
          <RepoIssueList
            list={list}
            page={page}
            fetchKey={fetchKey}
            apply={apply}
            density={density}
            onDensityChange={setDensity}
            refresh={() => setFetchKey((key) => key + 1)}
          />
        </Suspense>
      </ErrorBoundary>
      {search.has('issue') ? (
        <Suspense fallback={null}>
          <IssueSidePanel />
        </Suspense>
      ) : null}
    </div>
  );
}
