import { Button } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useBlocker, useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLazyConfirm } from '../../components/LazyConfirm/useLazyConfirm';
import type { DashboardPageListQuery, DashboardPageListQuery$variables } from '../../__generated__/DashboardPageListQuery.graphql';
import { isIssueOnly } from '@issues/search-query';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { useToast } from '../../components/Toast/Toast';
import { bulkRepositoryOf } from '../../features/bulk/bulkOffer';
import { useBulkJob, type BulkJob } from '../../features/bulk/useBulkJob';
import { dashboardHref, dashboardPath } from '../../features/dashboard/dashboardAddress';
import classes from '../../features/dashboard/Dashboard.module.css';
import { useViewKeyboard } from '../../features/dashboard/useViewKeyboard';
import { useSavedViews, ViewsPane, type PendingView } from '../../features/dashboard/ViewsPane';
import { IssueFilterBar } from '../../features/issues/IssueList/IssueFilterBar';
import { IssueListResults } from '../../features/issues/IssueList/IssueListResults';
import { IssueListBoundary } from '../../features/issues/IssueList/IssueListBoundary';
import { IssueListEmpty, IssueListError, IssueListSkeleton } from '../../features/issues/IssueList/IssueListStates';
import { useListDensity } from '../../features/issues/IssueList/listDensity';
import type { NewIssueLocationState } from '../../features/newIssue/BackToView';
import { NewViewButton } from '../../features/savedViews/NewViewButton';
import { useSavedViewMutations } from '../../features/savedViews/useSavedViewMutations';
import { UNTITLED_VIEW } from '../../features/savedViews/viewAppearance';
import { ViewHeader } from '../../features/savedViews/ViewHeader';
import { duplicateFields, fieldsChanged, fieldsOf, NEW_VIEW_FIELDS, type ViewFields } from '../../features/savedViews/viewForm';
import { atViewLimit } from '../../features/savedViews/viewLimit';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import { DEFAULT_VIEW_ID, findKnownView, KNOWN_VIEWS, viewDocumentTitle } from '../../lib/knownViews';
import { dashboardRequest, type DashboardData } from './dashboardLoader';
import { useKeptWhileLoading } from '../../features/issues/IssueList/useKeptWhileLoading';
import { PaneResizer } from '../../components/PaneResizer/PaneResizer';
import { paneWidthKey, usePaneWidth } from '../../components/PaneResizer/usePaneWidth';

/** The views pane's width: 296 px unless the person drags it (stored per person). */
const VIEWS_PANE = { initial: 296, min: 200, max: 480 };

/** The editing form (and its form controls) loads when a view is created or edited. */
const SavedViewEditor = lazy(async () => ({ default: (await import('../../features/savedViews/SavedViewEditor')).SavedViewEditor }));

/** The views pane as a dialog (small screens), loaded when it first opens. */
const AllViewsDialog = lazy(async () => ({ default: (await import('../../features/dashboard/AllViewsDialog')).AllViewsDialog }));

/** The side panel's code (the issue view) loads only when `?issue=` asks for it, its dialog's code (components/LazyDialog) beside it. */
const IssueSidePanel = lazy(async () => {
  const [panel] = await Promise.all([
    import('../../features/issues/IssueView/IssueSidePanel'),
    import('../../components/LazyDialog/dialog'),
  ]);
  return { default: panel.IssueSidePanel };
});

interface ListProps {
  query: string;
  /** The list query's variables (`dashboardRequest`, shared with the route's loader). */
  variables: DashboardPageListQuery$variables;
  page: number;
  pageSize: number;
  fetchKey: number;
  /** The page's bulk job, followed while the view changes. */
  bulkJob: BulkJob;
  hrefFor: (query: string, page?: number) => string;
  apply: (query: string, page?: number) => void;
  /** A newer address's rows are loading: these stay, dimmed. */
  busy: boolean;
}

/** The results of the view's search across every repository the viewer can read. */
function DashboardList({ query, variables, page, pageSize, fetchKey, bulkJob, hrefFor, apply, busy }: ListProps) {
  const [density, setDensity] = useListDensity();
  const data = useLazyLoadQuery<DashboardPageListQuery>(
    graphql`
      query DashboardPageListQuery($query: String!, $first: Int!, $skip: Int!, $owner: String!, $name: String!, $scoped: Boolean!) {
        repository(owner: $owner, name: $name) @include(if: $scoped) {
          viewerCanPush
          isInOrganization
          issueTypes(first: 1) {
            totalCount
          }
        }
        search(type: ISSUE_ADVANCED, query: $query, first: $first, skip: $skip) {
          ...IssueListResults_search
        }
      }
    `,
    variables,
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
      // Bulk actions need one known repository (spec 000 §5): a view whose query names one with `repo:`.
      bulk={
        data.repository && variables.scoped
          ? { repository: bulkRepositoryOf(variables.owner, variables.name, data.repository), issuesOnly: isIssueOnly(query), job: bulkJob }
          : null
      }
      showRepository
      busy={busy}
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

/** A new view being written (spec 000 §4 "new-view" mode): nothing is stored until it is saved. */
interface NewViewDraft {
  fields: ViewFields;
}

interface ViewProps {
  viewId: string | undefined;
  draft: NewViewDraft | null;
  setDraft: (draft: NewViewDraft | null) => void;
}

/** The open view: its heading (or the editing form), the filter bar and the list. */
function DashboardView({ viewId, draft, setDraft }: ViewProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useLazyConfirm();
  const { addToast } = useToast();
  const { createView, updateView, removeView } = useSavedViewMutations();
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  // A view scoped to one repository offers bulk actions; their job is kept under the list's key.
  const bulkJob = useBulkJob({ storageKey: 'repo.bulkUpdateIssues', onRefresh: refresh });
  const [editing, setEditing] = useState<ViewFields | null>(null);
  // The typed (not yet submitted) query, held for the address's `q` it was typed over: once another
  // query is applied (Enter, sort, tab, a row's filter link) the applied one is the view's query
  // until something is typed again, so a save made within the 500 ms pause saves what is shown.
  const addressQuery = search.get('q') ?? '';
  const [dirty, setDirty] = useState<{ over: string; typed: string } | null>(null);
  const dirtyQuery = dirty !== null && dirty.over === addressQuery ? dirty.typed : null;
  const setDirtyQuery = useCallback(
    (typed: string | null) => setDirty(typed === null ? null : { over: addressQuery, typed }),
    [addressQuery],
  );
  const [busy, setBusy] = useState(false);
  const { views, totalCount } = useSavedViews();
  const known = findKnownView(viewId);
  const saved = known || viewId === undefined ? undefined : views.find((view) => view.id === viewId);
  const name = known?.name ?? saved?.name ?? 'Issues';
  useDocumentTitle(saved ? viewDocumentTitle(viewId, saved.name) : null);
  const mode = draft ? 'new' : editing ? 'editing' : 'display';
  const changed = draft ? fieldsChanged(draft.fields, NEW_VIEW_FIELDS) || (dirtyQuery !== null && dirtyQuery !== '') : false;
  // Leaving a new view that has changes asks first (spec 000 §8 "unsaved view"); saving it leaves freely.
  const saving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => changed && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: 'You have unsaved changes',
      content: 'Are you sure you want to discard them?',
      confirmButtonContent: 'Discard',
      confirmButtonType: 'danger',
    }).then((discard) => {
      if (discard) {
        setDraft(null);
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, confirm, setDraft]);
  const onTypedChange = useCallback((typed: string) => setDirtyQuery(typed.trim()), [setDirtyQuery]);
  const baseQuery = known?.query ?? saved?.query ?? null;
  const addressRequest = dashboardRequest(baseQuery, search, new Date());
  // A new address's rows load while the current ones stay, dimmed (issue 20 "filter changes").
  const { shown: request, loading } = useKeptWhileLoading(
    addressRequest,
    `${addressRequest.query}\n${JSON.stringify(addressRequest.variables)}`,
  );
  if (viewId !== undefined && !known && !saved) return <ViewNotFound />;
  const typed = search.get('q')?.trim();
  const { query, page, pageSize, errors, variables } = request;
  // What saves store is the address's query: while its rows load, the page still shows the previous one.
  const appliedQuery = addressRequest.query;
  const serverQuery = variables.query;
  const keepPageSize = search.has('pageSize') ? pageSize : undefined;
  const hrefFor = (next: string, nextPage = 1) => dashboardHref(viewId, next, baseQuery, nextPage, keepPageSize);
  const apply = (next: string, nextPage = 1) => void navigate(hrefFor(next, nextPage));
  // While editing, the query typed (held 500 ms) is the one saved; a null one falls back to it (spec §5).
  const queryToSave = (mode !== 'display' ? dirtyQuery : null) || appliedQuery;

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch {
      addToast({ type: 'error', message: failure });
    } finally {
      setBusy(false);
    }
  };
  const saveDraft = () =>
    draft &&
    run(async () => {
      const id = await createView({ ...draft.fields, name: draft.fields.name.trim() || UNTITLED_VIEW, query: queryToSave });
      saving.current = true;
      setDraft(null);
      await navigate(dashboardPath(id));
    }, 'Could not create a new view');
  const saveEdit = () =>
    saved &&
    editing &&
    run(async () => {
      await updateView(saved.id, { ...editing, name: editing.name.trim() || UNTITLED_VIEW, query: queryToSave });
      setEditing(null);
      if (queryToSave !== appliedQuery || typed) await navigate(dashboardPath(saved.id));
    }, 'Could not update the view');
  const saveQuery = () =>
    saved &&
    run(async () => {
      await updateView(saved.id, { query: appliedQuery });
      await navigate(dashboardPath(saved.id));
    }, 'Could not update the view');
  const duplicate = () =>
    run(async () => {
      const id = await createView({ ...duplicateFields(saved ?? { name }), query: baseQuery ?? appliedQuery });
      await navigate(dashboardPath(id));
    }, 'Could not duplicate view');
  const remove = async () => {
    if (!saved) return;
    const sure = await confirm({
      title: `Are you sure you want to delete view ${saved.name}?`,
      content: 'The view is deleted for good. Its issues are not changed.',
      confirmButtonContent: 'Delete',
      confirmButtonType: 'danger',
    });
    if (!sure) return;
    await run(async () => {
      await removeView(saved.id);
      await navigate(dashboardPath(DEFAULT_VIEW_ID));
    }, 'Could not delete view');
  };

  // The new-issue pages show a back button named after this view (issue 6 item 6).
  const backTo: NewIssueLocationState = { backTo: { name, href: `${location.pathname}${location.search}` } };
  const filterBar = (listErrors: readonly string[]) => (
    <IssueFilterBar
      key={query}
      applied={query}
      errors={listErrors}
      onApply={(next) => apply(next)}
      storedQuery={baseQuery ?? undefined}
      onTypedChange={mode === 'display' ? undefined : onTypedChange}
      actions={
        <Button as={Link} to="/issues/new" state={backTo} variant="primary">
          New issue
        </Button>
      }
    />
  );
  const header =
    mode === 'new' && draft ? (
      <SavedViewEditor
        fields={draft.fields}
        onChange={(fields) => setDraft({ fields })}
        onSave={() => void saveDraft()}
        onCancel={() => setDraft(null)}
        saving={busy}
        saveLabel="Save view"
      />
    ) : mode === 'editing' && editing ? (
      <SavedViewEditor
        fields={editing}
        onChange={setEditing}
        onSave={() => void saveEdit()}
        onCancel={() => {
          setEditing(null);
          setDirtyQuery(null);
        }}
        saving={busy}
        saveLabel="Save changes"
      />
    ) : (
      <ViewHeader
        name={name}
        description={saved?.description}
        appearance={saved ? { icon: saved.icon, color: saved.color } : undefined}
        editable={saved !== undefined}
        // A refined query: the address's `q`, when it is not the view's own (the plain search has none).
        queryChanged={typed !== undefined && typed !== '' && typed !== baseQuery?.trim()}
        atLimit={atViewLimit(totalCount)}
        busy={busy}
        onSaveQuery={() => void saveQuery()}
        // The new-view editor opens on this address: its query is the applied one (spec 000 §5).
        onSaveAsNew={() => setDraft({ fields: NEW_VIEW_FIELDS })}
        onEdit={() => saved && setEditing(fieldsOf(saved))}
        onDuplicate={() => void duplicate()}
        onDelete={() => void remove()}
      />
    );
  return (
    <>
      <Suspense fallback={<p role="status">Loading the view editor…</p>}>{header}</Suspense>
      {errors.length > 0 ? (
        <>
          {filterBar(errors)}
          <IssueListEmpty />
        </>
      ) : (
        <>
          <IssueListBoundary
            resetKey={`${serverQuery}|${page}|${pageSize}|${fetchKey}`}
            filterBar={filterBar}
            onRetry={() => setFetchKey((key) => key + 1)}
            skeletonRows={pageSize}
            before={filterBar([])}
          >
            <DashboardList
              query={query}
              variables={variables}
              page={page}
              pageSize={pageSize}
              fetchKey={fetchKey}
              bulkJob={bulkJob}
              hrefFor={hrefFor}
              apply={apply}
              busy={loading}
            />
          </IssueListBoundary>
        </>
      )}
    </>
  );
}

/** Moves between views with Alt+Shift+digit and Alt+Shift+Up/Down, in the pane's order. */
function ViewKeyboard() {
  const navigate = useNavigate();
  const { views } = useSavedViews();
  const ids = [...KNOWN_VIEWS.filter((view) => view.listed).map((view) => view.id), ...views.map((view) => view.id)];
  const open = useCallback((id: string) => void navigate(dashboardPath(id)), [navigate]);
  useViewKeyboard(ids, currentViewId, open);
  return null;
}

/** The view of the address in the browser: `/issues/{viewId}`. */
function currentViewId(): string | undefined {
  const match = /^\/issues\/([^/]+)$/.exec(window.location.pathname);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
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
  const [draft, setDraft] = useState<NewViewDraft | null>(null);
  const login = (useLoaderData() as DashboardData | undefined)?.login ?? null;
  const [paneWidth, setPaneWidth] = usePaneWidth(login === null ? null : paneWidthKey(login, 'views'), VIEWS_PANE);
  // Opening another view leaves an unchanged new view behind (a changed one asks first).
  useEffect(() => setDraft(null), [viewId]);
  const pending: PendingView | undefined = draft ? { ...draft.fields, name: draft.fields.name.trim() || UNTITLED_VIEW } : undefined;
  const pane = (onNavigate?: () => void) => (
    <ViewsPane
      activeId={draft ? undefined : viewId}
      pending={pending}
      onNavigate={onNavigate}
      actions={
        <NewViewButton
          creating={draft !== null}
          onCreate={() => {
            setDraft({ fields: NEW_VIEW_FIELDS });
            onNavigate?.();
          }}
        />
      }
    />
  );
  return (
    <div className={classes.layout} style={{ '--dashboard-pane-width': `${paneWidth}px` } as CSSProperties}>
      <Suspense fallback={null}>
        <ViewKeyboard />
      </Suspense>
      <div className={classes.paneColumn}>{pane()}</div>
      <div className={classes.paneColumn}>
        <PaneResizer label="Resize views pane" width={paneWidth} {...VIEWS_PANE} onResize={setPaneWidth} grows="right" />
      </div>
      <div className={classes.content}>
        <div className={classes.smallScreenViews}>
          <Button onClick={() => setAllViewsOpen(true)}>All views</Button>
        </div>
        {allViewsOpen ? (
          <Suspense fallback={null}>
            <AllViewsDialog onClose={() => setAllViewsOpen(false)}>{pane(() => setAllViewsOpen(false))}</AllViewsDialog>
          </Suspense>
        ) : null}
        <ErrorBoundary resetKey={viewId ?? ''} fallback={() => <IssueListError onRetry={() => window.location.reload()} />}>
          <Suspense fallback={<IssueListSkeleton rows={25} />}>
            <DashboardView key={viewId ?? ''} viewId={viewId} draft={draft} setDraft={setDraft} />
          </Suspense>
        </ErrorBoundary>
        {search.has('issue') ? (
          <Suspense fallback={null}>
            <IssueSidePanel widthKey={login === null ? null : paneWidthKey(login, 'issue')} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
