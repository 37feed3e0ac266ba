import { CalendarIcon } from '@primer/octicons-react';
import { Banner, Breadcrumbs, Button, StateLabel } from '@primer/react';
import { Suspense, useCallback, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useParams, useSearchParams } from 'react-router';
import type { MilestonePageQuery } from '../../__generated__/MilestonePageQuery.graphql';
import type { MilestonePageStateMutation } from '../../__generated__/MilestonePageStateMutation.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { LoadFailurePanel } from '../../components/LoadFailure/LoadFailurePanel';
import { useBulkJob } from '../../features/bulk/useBulkJob';
import { bulkRepositoryOf } from '../../features/bulk/bulkOffer';
import { NewIssueButton } from '../../features/newIssue/NewIssueButton/NewIssueButton';
import { MilestoneDescription } from '../../features/milestones/MilestoneDescription';
import { MilestoneIssueList } from '../../features/milestones/MilestoneIssueList';
import { MilestoneProgress } from '../../features/milestones/MilestoneProgress';
import { dueInfo, newIssueHref, progressPercent, relativeTime, truncateTitle } from '../../features/milestones/milestoneFormat';
import classes from '../../features/milestones/Milestones.module.css';
import { RepositoryHeader } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { LoadingRepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import { parsePageParam, parseRouteNumber } from '../../lib/parseRouteNumber';

interface ContentProps {
  owner: string;
  repo: string;
  number: number;
  closedTab: boolean;
  page: number;
}

const MILESTONE_FAILED = (
  <LoadFailurePanel title="Milestone cannot be loaded." message="This milestone cannot be loaded due to a system error." level={1} />
);

function MilestoneDetail({ owner, repo, number, closedTab, page }: ContentProps) {
  // A bulk job's end reads the milestone (its counts) and its list again.
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const bulkJob = useBulkJob({ storageKey: 'milestone.bulkUpdateIssues', onRefresh: refresh });
  const data = useLazyLoadQuery<MilestonePageQuery>(
    graphql`
      query MilestonePageQuery($owner: String!, $name: String!, $number: Int!) {
        viewer {
          ...NewIssueButton_viewer
        }
        repository(owner: $owner, name: $name) {
          nameWithOwner
          viewerCanPush
          isInOrganization
          ...RepositoryHeader_repository
          issueTypes(first: 1) {
            totalCount
          }
          ...NewIssueButton_repository
          milestone(number: $number) {
            id
            number
            title
            state
            closed
            closedAt
            updatedAt
            dueOn
            description
            descriptionHTML
            openIssueCount
            closedIssueCount
          }
        }
      }
    `,
    { owner, name: repo, number },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const [commitState, changing] = useMutation<MilestonePageStateMutation>(graphql`
    mutation MilestonePageStateMutation($input: UpdateMilestoneInput!) {
      updateMilestone(input: $input) {
        milestone {
          id
          closed
          state
          closedAt
          updatedAt
          description
          descriptionHTML
          progressPercentage
          dueOn
        }
        errors {
          message
        }
      }
    }
  `);
  const milestone = data.repository?.milestone;
  useDocumentTitle(milestone ? `${milestone.title} · Milestone #${milestone.number} · ${owner}/${repo}` : null);
  const repository = data.repository;
  if (!repository) return <RepositoryNotFound />;
  if (!milestone)
    return (
      <>
        <RepositoryHeader repository={repository} current="milestones" />
        {MILESTONE_FAILED}
      </>
    );
  const pushable = repository.viewerCanPush;
  const due = dueInfo(milestone.dueOn, milestone.closed, now);
  const handleToggle = () => {
    setAlert(null);
    commitState({
      variables: { input: { id: milestone.id, state: milestone.closed ? 'OPEN' : 'CLOSED' } },
      onCompleted: (response) => {
        if (!response.updateMilestone?.milestone) setAlert('Could not change Milestone status');
      },
      onError: () => setAlert('Could not change Milestone status'),
    });
  };
  const percent = progressPercent(milestone.openIssueCount, milestone.closedIssueCount);
  return (
    <>
      <RepositoryHeader repository={repository} current="milestones" />
      <Breadcrumbs>
        <Breadcrumbs.Item as={Link} to={`/${owner}/${repo}/milestones`}>
          Milestones
        </Breadcrumbs.Item>
        <Breadcrumbs.Item selected>{truncateTitle(milestone.title)}</Breadcrumbs.Item>
      </Breadcrumbs>
      {alert ? (
        <div role="alert" className={classes.alert}>
          <Banner variant="critical" title="Error" hideTitle description={alert} onDismiss={() => setAlert(null)} />
        </div>
      ) : null}
      <div className={classes.header} style={{ marginTop: 'var(--base-size-16)', alignItems: 'flex-start' }}>
        <div>
          <h1 className={classes.heading}>{milestone.title}</h1>
          <div className={classes.meta}>
            <StateLabel status={milestone.closed ? 'closed' : 'open'}>{milestone.closed ? 'Closed' : 'Open'}</StateLabel>
            <span className={due.overdue ? `${classes.due} ${classes.overdue}` : classes.due}>
              <CalendarIcon size={14} aria-hidden="true" />
              {due.text}
            </span>
            <span>
              {milestone.closed && milestone.closedAt
                ? `Closed ${relativeTime(String(milestone.closedAt), now)}`
                : `Last updated ${relativeTime(String(milestone.updatedAt), now)}`}
            </span>
            <span>
              <strong>{percent}%</strong> complete
            </span>
          </div>
        </div>
        <div className={classes.rowActions}>
          {pushable ? (
            <>
              <Button as={Link} to={`/${owner}/${repo}/milestones/${milestone.number}/edit`}>
                Edit milestone
              </Button>
              <Button onClick={handleToggle} loading={changing} disabled={changing}>
                {milestone.closed ? 'Reopen milestone' : 'Close milestone'}
              </Button>
            </>
          ) : null}
          <NewIssueButton repository={repository} viewer={data.viewer} to={newIssueHref(owner, repo, milestone.title)} />
        </div>
      </div>
      <div style={{ margin: 'var(--base-size-16) 0' }}>
        <MilestoneProgress openCount={milestone.openIssueCount} closedCount={milestone.closedIssueCount} />
      </div>
      {milestone.descriptionHTML ? (
        <MilestoneDescription html={String(milestone.descriptionHTML)} length={milestone.description?.length ?? 0} />
      ) : null}
      <ErrorBoundary
        resetKey={`${owner}/${repo}/${number}/${closedTab ? 'closed' : 'open'}/${page}`}
        fallback={() => (
          <LoadFailurePanel title="Failed to load issues." message="This milestone's issues can not be loaded due to a system error." />
        )}
      >
        <Suspense fallback={<p role="status">Loading issues…</p>}>
          <MilestoneIssueList
            owner={owner}
            repo={repo}
            number={number}
            closedTab={closedTab}
            page={page}
            pushable={pushable}
            fetchKey={fetchKey}
            bulk={{
              repository: bulkRepositoryOf(owner, repo, repository),
              // The milestone page lists issues and pull requests: a chosen pull request turns the actions off instead (spec 001 §5).
              issuesOnly: true,
              job: bulkJob,
            }}
          />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/** `/{owner}/{repo}/milestone/{number}`: one milestone and its issues (spec 001 §2.4). */
export function MilestonePage() {
  useRouteTitle();
  const { owner = '', repo = '', number } = useParams();
  const [params] = useSearchParams();
  const milestoneNumber = parseRouteNumber(number);
  const closedTab = params.get('closed') === '1';
  const page = parsePageParam(params.get('page'));
  return (
    <LoadingRepositoryPage
      owner={owner}
      repo={repo}
      current="milestones"
      resetKey={`${owner}/${repo}/${milestoneNumber}`}
      failure={MILESTONE_FAILED}
      loading={<p role="status">Loading milestone…</p>}
    >
      <MilestoneDetail owner={owner} repo={repo} number={milestoneNumber} closedTab={closedTab} page={page} />
    </LoadingRepositoryPage>
  );
}
