import { CheckIcon, MilestoneIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Banner, Button, CounterLabel, useConfirm } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { Suspense, useCallback, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MilestonesPageDeleteMutation } from '../../__generated__/MilestonesPageDeleteMutation.graphql';
import type { MilestonesPageQuery } from '../../__generated__/MilestonesPageQuery.graphql';
import type { MilestonesPage_repository$key } from '../../__generated__/MilestonesPage_repository.graphql';
import type { MilestonesPageStateMutation } from '../../__generated__/MilestonesPageStateMutation.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { LoadFailurePanel } from '../../components/LoadFailure/LoadFailurePanel';
import { MilestoneListRow } from '../../features/milestones/MilestoneListRow';
import { MILESTONE_PAGE_SIZE } from '../../features/milestones/milestoneFormat';
import { MILESTONE_SORTS, milestonesHref, sortFromParams, type MilestoneSort } from '../../features/milestones/milestoneOrder';
import classes from '../../features/milestones/Milestones.module.css';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { useRouteTitle } from '../../hooks/useRouteTitle';

type MilestoneState = 'OPEN' | 'CLOSED';

/** Moves a milestone's count from one tab to the other (or off the list) in the store. */
function adjustCount(store: RecordSourceSelectorProxy, repositoryId: string, state: MilestoneState, delta: number) {
  const counter = store.get(repositoryId)?.getLinkedRecord('milestones', { states: [state] });
  const current = counter?.getValue('totalCount');
  if (counter && typeof current === 'number') counter.setValue(Math.max(0, current + delta), 'totalCount');
}

interface ListProps {
  repository: MilestonesPage_repository$key;
  repositoryId: string;
  owner: string;
  repo: string;
  state: 'open' | 'closed';
  pushable: boolean;
  otherTabEmpty: boolean;
}

/** The milestones of one tab, Load more, and the row actions with their failure alerts. */
function MilestoneList({ repository, repositoryId, owner, repo, state, pushable, otherTabEmpty }: ListProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MilestonesPage_repository on Repository
      @refetchable(queryName: "MilestonesPageListPaginationQuery")
      @argumentDefinitions(
        states: { type: "[MilestoneState!]" }
        orderBy: { type: "MilestoneOrder" }
        first: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        milestones(first: $first, after: $cursor, states: $states, orderBy: $orderBy)
          @connection(key: "MilestonesPage_milestones", filters: ["states", "orderBy"]) {
          __id
          edges {
            node {
              id
              ...MilestoneListRow_milestone
            }
          }
        }
      }
    `,
    repository,
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [now] = useState(() => new Date());
  const confirm = useConfirm();
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
  const connectionId = data.milestones?.__id;
  const setRowBusy = useCallback((id: string, on: boolean) => {
    setBusy((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const removeRow = (store: RecordSourceSelectorProxy, id: string) => {
    const connection = connectionId ? store.get(connectionId) : null;
    const edges = connection?.getLinkedRecords('edges') ?? [];
    if (connection)
      connection.setLinkedRecords(
        edges.filter((edge) => edge?.getLinkedRecord('node')?.getDataID() !== id),
        'edges',
      );
  };
  const handleToggleState = ({ id, closed }: { id: string; closed: boolean }) => {
    const from: MilestoneState = closed ? 'CLOSED' : 'OPEN';
    const to: MilestoneState = closed ? 'OPEN' : 'CLOSED';
    setAlert(null);
    setRowBusy(id, true);
    commitState({
      variables: { input: { id, state: to } },
      updater: (store, response) => {
        if (!response?.updateMilestone?.milestone) return;
        removeRow(store, id);
        adjustCount(store, repositoryId, from, -1);
        adjustCount(store, repositoryId, to, 1);
      },
      onCompleted: (response) => {
        setRowBusy(id, false);
        if (!response.updateMilestone?.milestone) setAlert('Could not change Milestone state');
      },
      onError: () => {
        setRowBusy(id, false);
        setAlert('Could not change Milestone state');
      },
    });
  };
  const handleDelete = async ({ id, title }: { id: string; title: string }) => {
    const confirmed = await confirm({
      title: 'Delete milestone?',
      content: `Are you sure you want to delete “${title}”? Its issues stay open and are not deleted; they only lose this milestone.`,
      confirmButtonContent: 'Delete',
      confirmButtonType: 'danger',
    });
    if (!confirmed) return;
    setAlert(null);
    setRowBusy(id, true);
    commitDelete({
      variables: { input: { id } },
      updater: (store, response) => {
        if (!response?.deleteMilestone?.milestone) return;
        removeRow(store, id);
        adjustCount(store, repositoryId, state === 'closed' ? 'CLOSED' : 'OPEN', -1);
      },
      onCompleted: (response) => {
        setRowBusy(id, false);
        if (!response.deleteMilestone?.milestone) setAlert('Could not delete this milestone. Please try again.');
      },
      onError: () => {
        setRowBusy(id, false);
        setAlert('Could not delete this milestone. Please try again.');
      },
    });
  };
  const milestones = (data.milestones?.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
  return (
    <>
      {alert ? (
        <div role="alert" className={classes.alert}>
          <Banner variant="critical" title="Error" hideTitle description={alert} onDismiss={() => setAlert(null)} />
        </div>
      ) : null}
      {milestones.length === 0 ? (
        <Blankslate spacious>
          <Blankslate.Visual>
            <MilestoneIcon size="medium" />
          </Blankslate.Visual>
          {otherTabEmpty ? (
            <>
              <Blankslate.Heading as="h3">You haven&apos;t created any Milestones.</Blankslate.Heading>
              <Blankslate.Description>
                Use Milestones to create collections of Issues and Pull Requests for a particular release or project.
              </Blankslate.Description>
              {pushable ? (
                <Blankslate.PrimaryAction href={`/${owner}/${repo}/milestones/new`}>Create a milestone</Blankslate.PrimaryAction>
              ) : null}
            </>
          ) : (
            <Blankslate.Heading as="h3">We couldn&apos;t find anything!</Blankslate.Heading>
          )}
        </Blankslate>
      ) : (
        <ul className={classes.rows} aria-label={`${state === 'closed' ? 'Closed' : 'Open'} milestones`}>
          {milestones.map((milestone) => (
            <MilestoneListRow
              key={milestone.id}
              milestone={milestone}
              owner={owner}
              repo={repo}
              now={now}
              busy={busy.has(milestone.id)}
              onToggleState={handleToggleState}
              onDelete={(target) => void handleDelete(target)}
            />
          ))}
        </ul>
      )}
      {hasNext ? (
        <div className={classes.footer}>
          <Button onClick={() => loadNext(MILESTONE_PAGE_SIZE)} loading={isLoadingNext}>
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}

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
          open: milestones(states: [OPEN]) {
            totalCount
          }
          closed: milestones(states: [CLOSED]) {
            totalCount
          }
          ...MilestonesPage_repository @arguments(states: $states, orderBy: $orderBy, first: $first)
        }
      }
    `,
    { owner, name: repo, states: [state === 'closed' ? 'CLOSED' : 'OPEN'], orderBy: sort.orderBy, first: MILESTONE_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  const navigate = useNavigate();
  const repository = data.repository;
  if (!repository) return <RepositoryNotFound />;
  const pushable = repository.viewerCanPush;
  const openCount = repository.open?.totalCount ?? 0;
  const closedCount = repository.closed?.totalCount ?? 0;
  return (
    <>
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
          <ActionMenu>
            <ActionMenu.Button variant="invisible" aria-label={`Sort: ${sort.label}`}>
              Sort
            </ActionMenu.Button>
            <ActionMenu.Overlay>
              <ActionList selectionVariant="single" aria-label="Sort milestones">
                {MILESTONE_SORTS.map((choice) => (
                  <ActionList.Item
                    key={choice.label}
                    selected={choice.label === sort.label}
                    onSelect={() => void navigate(milestonesHref(owner, repo, state, choice))}
                  >
                    {choice.label}
                  </ActionList.Item>
                ))}
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        </div>
        <MilestoneList
          repository={repository}
          repositoryId={repository.id}
          owner={owner}
          repo={repo}
          state={state}
          pushable={pushable}
          otherTabEmpty={(state === 'closed' ? openCount : closedCount) === 0}
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
    <div className={classes.page}>
      <ErrorBoundary
        resetKey={`${owner}/${repo}`}
        fallback={() => (
          <LoadFailurePanel title="Milestones cannot be loaded." message="Milestones cannot be loaded due to a system error." level={1} />
        )}
      >
        <Suspense fallback={<p role="status">Loading milestones…</p>}>
          <MilestonesContent owner={owner} repo={repo} state={state} sort={sort} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
