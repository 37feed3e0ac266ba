import { Button } from '@primer/react';
import { Blankslate, Dialog } from '@primer/react/experimental';
import { DEFAULT_REPOSITORY_QUERY, pageParams } from '@issues/search-query';
import { lazy, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { DashboardPageListQuery } from '../../__generated__/DashboardPageListQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { dashboardHref, dashboardPath, dashboardServerQuery } from '../../features/dashboard/dashboardAddress';
import classes from '../../features/dashboard/Dashboard.module.css';
import { useSavedViews, ViewsPane } from '../../features/dashboard/ViewsPane';
import { IssueFilterBar } from '../../features/issues/IssueList/IssueFilterBar';
import { IssueListResults } from '../../features/issues/IssueList/IssueListResults';
import { IssueListEmpty, IssueListError, IssueListSkeleton } from '../../features/issues/IssueList/IssueListStates';
import { useListDensity } from '../../features/issues/IssueList/listDensity';
import { queryErrors } from '../../features/issues/IssueList/queryErrors';
import type { NewIssueLocationState } from '../../features/newIssue/BackToView';
import { ViewIcon } from '../../features/savedViews/viewAppearance';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import { DEFAULT_VIEW_ID, findKnownView } from '../../lib/knownViews';
import { GraphQLRequestError } from '../../relay/fetchGraphQL';

/** The side panel's code (the issue view) loads only when `?issue=` asks for it. */
const IssueSidePanel = lazy(async () => ({ default: (await import('../../features/issues/IssueView/IssueSidePanel')).IssueSidePanel }));

interface ListProps {
  query: string;
  serverQuery: string;
  page: number;
  pageSize: number;
  offset: number;
  fetchKey: number;
  hrefFor: (query: string, page?: number) => string;
  apply: (query: string, page?: number) => void;
  refresh: () => void;
}

/** The results of the view's search across every repository the viewer can read. */
function DashboardList({ query, serverQuery, page, pageSize, offset, fetchKey, hrefFor, apply, refresh }: ListProps) {
  const [density, setDensity] = useListDensity();
  const data = useLazyLoadQuery<DashboardPageListQuery>(
    graphql`
      query DashboardPageListQuery($query: String!, $first: Int!, $skip: Int!) {
        search(type: ISSUE_ADVANCED, query: $query, first: $first, skip: $skip) {
          ...IssueListResults_search
        }
      }
    `,
    { query: serverQuery, first: pageSize, skip: offset },
    { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-or-network' },
  );
  return (
    <IssueListResults
      search={data.search}
      query={query}
      page={page}
      pageSize={pageSize}
      hrefFor={hrefFor}
      apply={apply}
      density={density}
      onDensityChange={setDensity}
      // Bulk actions need one known repository (issue 8); the dashboard lists many.
      bulkAllowed={false}
      refresh={refresh}
      showRepository
    />
  );
}

function ViewNotFound() {
  useDocumentTitle('View not found · Issues');
  return (
    <Blankslate spacious>
      <Blankslate.Heading as="h1">View not found</Blankslate.Heading>
      <Blankslate.Description>
        This view does not exist or was deleted. <Link to={dashboardPath(DEFAULT_VIEW_ID)}>Go to Assigned to me</Link>
      </Blankslate.Description>
    </Blankslate>
  );
}

/** The open view: its heading, the filter bar and the list. */
function DashboardView({ viewId }: { viewId: string | undefined }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [fetchKey, setFetchKey] = useState(0);
  const { views } = useSavedViews();
  const known = findKnownView(viewId);
  const saved = known || viewId === undefined ? undefined : views.find((view) => view.id === viewId);
  const name = known?.name ?? saved?.name ?? 'Issues';
  useDocumentTitle(saved ? `${saved.name} · Issues` : null);
  if (viewId !== undefined && !known && !saved) return <ViewNotFound />;
  const baseQuery = known?.query ?? saved?.query ?? null;
  const typed = search.get('q')?.trim();
  const query = typed || baseQuery || DEFAULT_REPOSITORY_QUERY;
  const { page, pageSize, offset } = pageParams(search.get('page'), search.get('pageSize'));
  const serverQuery = dashboardServerQuery(query, new Date());
  let errors = queryErrors(query);
  if (errors.length === 0) errors = queryErrors(serverQuery);
  const keepPageSize = search.has('pageSize') ? pageSize : undefined;
  const hrefFor = (next: string, nextPage = 1) => dashboardHref(viewId, next, baseQuery, nextPage, keepPageSize);
  const apply = (next: string, nextPage = 1) => void navigate(hrefFor(next, nextPage));
  // The new-issue pages show a back button named after this view (issue 6 item 6).
  const backTo: NewIssueLocationState = { backTo: { name, href: `${location.pathname}${location.search}` } };
  const filterBar = (listErrors: readonly string[]) => (
    <IssueFilterBar
      key={query}
      applied={query}
      errors={listErrors}
      onApply={(next) => apply(next)}
      storedQuery={baseQuery ?? undefined}
      actions={
        <Button as={Link} to="/issues/new" state={backTo} variant="primary">
          New issue
        </Button>
      }
    />
  );
  return (
    <>
      <div className={classes.header}>
        {saved ? <ViewIcon icon={saved.icon} color={saved.color} size={20} /> : null}
        <h1 className={classes.heading}>{name}</h1>
      </div>
      {saved?.description ? <p className={classes.description}>{saved.description}</p> : null}
      {errors.length > 0 ? (
        <>
          {filterBar(errors)}
          <IssueListEmpty />
        </>
      ) : (
        <ErrorBoundary
          resetKey={`${serverQuery}|${page}|${pageSize}|${fetchKey}`}
          fallback={(error) => {
            const invalid = error instanceof GraphQLRequestError && error.code === 'INVALID_QUERY';
            return (
              <>
                {filterBar(invalid ? error.errors.map((entry) => entry.message) : [])}
                {invalid ? <IssueListEmpty /> : <IssueListError onRetry={() => setFetchKey((key) => key + 1)} />}
              </>
            );
          }}
        >
          {filterBar([])}
          <Suspense fallback={<IssueListSkeleton rows={pageSize} />}>
            <DashboardList
              query={query}
              serverQuery={serverQuery}
              page={page}
              pageSize={pageSize}
              offset={offset}
              fetchKey={fetchKey}
              hrefFor={hrefFor}
              apply={apply}
              refresh={() => setFetchKey((key) => key + 1)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

/**
 * `/issues` and `/issues/{viewId}`: the dashboard (spec 000 §2 "Dashboard screen"). The left pane
 * lists the built-in and saved views; the open view's query runs across every repository the
 * viewer can read. `/issues` is the plain search and needs `q`; without it, the default view opens.
 */
export function DashboardPage() {
  useRouteTitle();
  const { viewId } = useParams();
  const [search] = useSearchParams();
  const [allViewsOpen, setAllViewsOpen] = useState(false);
  if (viewId === undefined && !search.get('q')?.trim()) return <Navigate to={dashboardPath(DEFAULT_VIEW_ID)} replace />;
  return (
    <div className={classes.layout}>
      <div className={classes.paneColumn}>
        <ViewsPane activeId={viewId} />
      </div>
      <div className={classes.content}>
        <div className={classes.smallScreenViews}>
          <Button onClick={() => setAllViewsOpen(true)}>All views</Button>
        </div>
        {allViewsOpen ? (
          <Dialog title="All views" onClose={() => setAllViewsOpen(false)}>
            <ViewsPane activeId={viewId} onNavigate={() => setAllViewsOpen(false)} />
          </Dialog>
        ) : null}
        <ErrorBoundary resetKey={viewId ?? ''} fallback={() => <IssueListError onRetry={() => window.location.reload()} />}>
          <Suspense fallback={<IssueListSkeleton rows={25} />}>
            <DashboardView viewId={viewId} />
          </Suspense>
        </ErrorBoundary>
        {search.has('issue') ? (
          <Suspense fallback={null}>
            <IssueSidePanel />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
