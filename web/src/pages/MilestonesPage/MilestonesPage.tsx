import { CheckIcon, MilestoneIcon } from '@primer/octicons-react';
import { Button, CounterLabel } from '@primer/react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { MilestonesPageDeleteMutation } from '../../__generated__/MilestonesPageDeleteMutation.graphql';
import type { MilestonesPageQuery } from '../../__generated__/MilestonesPageQuery.graphql';
import type { MilestonesPageStateMutation } from '../../__generated__/MilestonesPageStateMutation.graphql';
import { LoadFailurePanel } from '../../components/LoadFailure/LoadFailurePanel';
import { MilestoneList } from '../../features/milestones/MilestoneList';
import { MilestoneSortMenu } from '../../features/milestones/MilestoneSortMenu';
import { MILESTONE_PAGE_SIZE } from '../../features/milestones/milestoneFormat';
import { milestonesHref, sortFromParams, type MilestoneSort } from '../../features/milestones/milestoneOrder';
import classes from '../../features/milestones/Milestones.module.css';
import { RepositoryHeader } from '../../features/repositories/RepositoryHeader/RepositoryHeader';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { LoadingRepositoryPage } from '../../features/repositories/RepositoryPage/RepositoryPage';
import { useRouteTitle } from '../../hooks/useRouteTitle';

interface ContentProps {
  owner: string;
  repo: string;
  state: 'open' | 'closed';
  sort: MilestoneSort;
}

function MilestonesContent({ owner, repo, state, sort }: ContentProps) {
  const data = useLazyLoadQuery<MilestonesPageQuery>(
    graphql`
      query MilestonesPageQuery($owner: String!, $name: String!, $states: [MilestoneState!], $orderBy: MilestoneOrder, $first: Int!) {
        repository(owner: $owner, name: $name) {
          id
          hasIssuesEnabled
          viewerCanPush
          ...RepositoryHeader_repository
          open: milestones(states: [OPEN]) {
            totalCount
          }
          closed: milestones(states: [CLOSED]) {
            totalCount
          }
          ...MilestoneList_repository @arguments(states: $states, orderBy: $orderBy, first: $first)
        }
      }
    `,
    { owner, name: repo, states: [state === 'closed' ? 'CLOSED' : 'OPEN'], orderBy: sort.orderBy, first: MILESTONE_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  // The rows' Close/Open and Delete, run by the list.
  const [commitState] = useMutation<MilestonesPageStateMutation>(graphql`
    mutation MilestonesPageStateMutation($input: UpdateMilestoneInput!) {
      updateMilestone(input: $input) {
        milestone {
          id
          closed
          state
          updatedAt
          closedAt
        }
        errors {
          message
        }
      }
    }
  `);
  const [commitDelete] = useMutation<MilestonesPageDeleteMutation>(graphql`
    mutation MilestonesPageDeleteMutation($input: DeleteMilestoneInput!) {
      deleteMilestone(input: $input) {
        milestone {
          id
        }
      }
    }
  `);
  const navigate = useNavigate();
  const repository = data.repository;
  if (!repository) return <RepositoryNotFound />;
  const pushable = repository.viewerCanPush;
  const openCount = repository.open?.totalCount ?? 0;
  const closedCount = repository.closed?.totalCount ?? 0;
  return (
    <>
      <RepositoryHeader repository={repository} current="milestones" />
      <div className={classes.header}>
        <h1 className={classes.heading}>Milestones</h1>
        {pushable ? (
          <Button as={Link} to={`/${owner}/${repo}/milestones/new`} variant="primary">
            New milestone
          </Button>
        ) : null}
      </div>
      <section className={classes.box} aria-label="Milestones">
        <div className={classes.boxHeader}>
          <nav className={classes.tabs} aria-label="Milestone state">
            <Link
              className={classes.tab}
              to={milestonesHref(owner, repo, 'open', sort)}
              aria-current={state === 'open' ? 'page' : undefined}
            >
              <MilestoneIcon aria-hidden="true" /> Open <CounterLabel>{openCount.toLocaleString('en-US')}</CounterLabel>
            </Link>
            <Link
              className={classes.tab}
              to={milestonesHref(owner, repo, 'closed', sort)}
              aria-current={state === 'closed' ? 'page' : undefined}
            >
              <CheckIcon aria-hidden="true" /> Closed <CounterLabel>{closedCount.toLocaleString('en-US')}</CounterLabel>
            </Link>
          </nav>
          <MilestoneSortMenu sort={sort} onChange={(choice) => void navigate(milestonesHref(owner, repo, state, choice))} />
        </div>
        <MilestoneList
          repository={repository}
          repositoryId={repository.id}
          owner={owner}
          repo={repo}
          state={state}
          pushable={pushable}
          otherTabEmpty={(state === 'closed' ? openCount : closedCount) === 0}
          mutations={{ commitState, commitDelete }}
        />
      </section>
    </>
  );
}

/** `/{owner}/{repo}/milestones`: the milestone list (spec 001 §2.2). */
export function MilestonesPage() {
  useRouteTitle();
  const { owner = '', repo = '' } = useParams();
  const [params] = useSearchParams();
  const state = params.get('state') === 'closed' ? 'closed' : 'open';
  const sort = sortFromParams(params);
  return (
    <LoadingRepositoryPage
      owner={owner}
      repo={repo}
      current="milestones"
      resetKey={`${owner}/${repo}`}
      failure={
        <LoadFailurePanel title="Milestones cannot be loaded." message="Milestones cannot be loaded due to a system error." level={1} />
      }
      loading={<p role="status">Loading milestones…</p>}
    >
      <MilestonesContent owner={owner} repo={repo} state={state} sort={sort} />
    </LoadingRepositoryPage>
  );
}
