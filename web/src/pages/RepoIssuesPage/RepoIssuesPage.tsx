import { PageHeader } from '@primer/react';
import { isIssueOnly } from '@issues/search-query';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { RepoIssuesPageQuery } from '../../__generated__/RepoIssuesPageQuery.graphql';
import { useBulkJob, type BulkJob } from '../../features/bulk/useBulkJob';
import { bulkRepositoryOf } from '../../features/bulk/bulkOffer';
import { ContributorBanner } from '../../features/issues/ContributorBanner/ContributorBanner';
import { PinnedIssues } from '../../features/issues/PinnedIssues/PinnedIssues';
import { IssueFilterBar } from '../../features/issues/IssueList/IssueFilterBar';
import { NewIssueButton } from '../../features/newIssue/NewIssueButton/NewIssueButton';
import { IssueListBoundary } from '../../features/issues/IssueList/IssueListBoundary';
import { IssueListSkeleton } from '../../features/issues/IssueList/IssueListStates';
import { IssueListResults } from '../../features/issues/IssueList/IssueListResults';
import { useListDensity, type ListDensity } from '../../features/issues/IssueList/listDensity';
import { useKeptWhileLoading } from '../../features/issues/IssueList/useKeptWhileLoading';
import { listHref, listPage } from '../../features/issues/IssueList/listAddress';
import { listRequest, repoIssuesVariables, type ListRequest } from './repoIssuesLoader';
import { RepositoryHeader, RepositoryHeaderPlaceholder } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { listTab } from '../../features/repositories/RepositoryHeader/repositoryHeaderParts';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { RepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useRouteTitle } from '../../hooks/useRouteTitle';

/** The side panel's code (the issue view) loads only when `?issue=` asks for it, its dialog's code (components/LazyDialog) beside it. */
const IssueSidePanel = lazy(async () => {
  const [panel] = await Promise.all([
    import('../../features/issues/IssueView/IssueSidePanel'),
    import('../../components/LazyDialog/dialog'),
  ]);
  return { default: panel.IssueSidePanel };
});

interface ListProps {
  /** The address read: repository, query, page size and offset, the query's errors. */
  list: ListRequest;
  page: number;
  fetchKey: number;
  apply: (query: string, page?: number) => void;
  density: ListDensity;
  onDensityChange: (density: ListDensity) => void;
  /** The page's bulk job (kept by the page, so a new query or page does not stop following it). */
  bulkJob: BulkJob;
  /** The page's heading, shown under the repository header. */
  heading: ReactNode;
  /** A newer address's rows are loading: these stay, dimmed. */
  busy: boolean;
}

/** The repository's list: its header and heading, banners, pinned issues, the filter bar, then the shared results. */
function RepoIssueList({ list, page, fetchKey, apply, bulkJob, density, onDensityChange, heading, busy }: ListProps) {
  const { owner, repo, query, pageSize, errors } = list;
  const data = useLazyLoadQuery<RepoIssuesPageQuery>(
    graphql`
      query RepoIssuesPageQuery($owner: String!, $name: String!, $query: String!, $first: Int!, $skip: Int!, $run: Boolean!) {
        repository(owner: $owner, name: $name) {
          nameWithOwner
          hasIssuesEnabled
          viewerCanPush
          isInOrganization
          issueTypes(first: 1) {
            totalCount
          }
          ...RepositoryHeader_repository
          ...ContributorBanner_repository
          ...PinnedIssues_repository
          ...NewIssueButton_repository
        }
        viewer {
          ...NewIssueButton_viewer
        }
        search(type: ISSUE_ADVANCED, query: $query, first: $first, skip: $skip) @include(if: $run) {
          ...IssueListResults_search
        }
      }
    `,
    repoIssuesVariables(list, new Date()),
    { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-or-network' },
  );
  const repository = data.repository;
  if (!repository?.hasIssuesEnabled) return <RepositoryNotFound />;
  // Bulk actions (spec 000 §5): the results decide from these with their rows (features/bulk/bulkOffer).
  const bulk = {
    repository: bulkRepositoryOf(owner, repo, repository),
    issuesOnly: isIssueOnly(query),
    job: bulkJob,
  };
  return (
    <>
      <RepositoryHeader repository={repository} current={listTab(query)} />
      {heading}
      <ContributorBanner repository={repository} />
      <PinnedIssues repository={repository} />
      <IssueFilterBar
        key={query}
        owner={owner}
        repo={repo}
        applied={query}
        errors={errors}
        onApply={(next) => apply(next)}
        actions={<NewIssueButton repository={repository} viewer={data.viewer} />}
      />
      <IssueListResults
        search={data.search}
        query={query}
        page={page}
        pageSize={pageSize}
        hrefFor={(next, nextPage = 1) => listHref(owner, repo, next, nextPage, pageSize)}
        apply={apply}
        density={density}
        onDensityChange={onDensityChange}
        bulk={bulk}
        busy={busy}
      />
    </>
  );
}

/** `/{owner}/{repo}/issues` and its created_by, assigned and mentioned variants. */
export function RepoIssuesPage() {
  useRouteTitle();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const addressList = useMemo(() => listRequest(params, search), [params, search]);
  const addressPage = listPage(search).page;
  // A new address's rows load while the current ones stay, dimmed (issue 20 "filter changes").
  const { shown, loading } = useKeptWhileLoading(
    { list: addressList, page: addressPage },
    [addressList.owner, addressList.repo, addressList.query, addressPage, addressList.pageSize].join('\n'),
  );
  const { list, page } = shown;
  const { owner, repo, query, pageSize } = list;
  const [fetchKey, setFetchKey] = useState(0);
  const [density, setDensity] = useListDensity();
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const bulkJob = useBulkJob({ storageKey: 'repo.bulkUpdateIssues', onRefresh: refresh });
  const apply = (next: string, nextPage = 1) => {
    void navigate(listHref(owner, repo, next, nextPage, search.has('pageSize') ? pageSize : undefined));
  };
  const heading = (
    <PageHeader>
      <PageHeader.TitleArea>
        <PageHeader.Title as="h1">Issues</PageHeader.Title>
      </PageHeader.TitleArea>
    </PageHeader>
  );
  // Until the list's query answers (or when it fails) the header is drawn from the address alone.
  const placeholder = (loading: boolean) => (
    <>
      <RepositoryHeaderPlaceholder owner={owner} name={repo} current={listTab(query)} loading={loading} />
      {heading}
    </>
  );
  return (
    <RepositoryPage>
      <IssueListBoundary
        resetKey={`${query}|${page}|${pageSize}|${fetchKey}`}
        filterBar={(errors) => (
          <>
            {placeholder(false)}
            <IssueFilterBar key={query} owner={owner} repo={repo} applied={query} errors={errors} onApply={(next) => apply(next)} />
          </>
        )}
        onRetry={() => setFetchKey((key) => key + 1)}
        skeletonRows={pageSize}
        compact={density === 'compact'}
      >
        <Suspense
          fallback={
            <>
              {placeholder(true)}
              <IssueListSkeleton rows={pageSize} compact={density === 'compact'} />
            </>
          }
        >
          <RepoIssueList
            list={list}
            page={page}
            fetchKey={fetchKey}
            apply={apply}
            density={density}
            onDensityChange={setDensity}
            bulkJob={bulkJob}
            heading={heading}
            busy={loading}
          />
        </Suspense>
      </IssueListBoundary>
      {search.has('issue') ? (
        <Suspense fallback={null}>
          <IssueSidePanel />
        </Suspense>
      ) : null}
    </RepositoryPage>
  );
}
