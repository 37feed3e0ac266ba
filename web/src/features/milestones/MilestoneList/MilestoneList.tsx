import { MilestoneIcon } from '@primer/octicons-react';
import { Banner, Button } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { useCallback, useState } from 'react';
import { graphql, usePaginationFragment, type UseMutationConfig } from 'react-relay';
import type { Disposable, RecordSourceSelectorProxy } from 'relay-runtime';
import { useLazyConfirm } from '../../../components/LazyConfirm/useLazyConfirm';
import type { MilestoneList_repository$key } from '../../../__generated__/MilestoneList_repository.graphql';
import type { MilestonesPageDeleteMutation } from '../../../__generated__/MilestonesPageDeleteMutation.graphql';
import type { MilestonesPageStateMutation } from '../../../__generated__/MilestonesPageStateMutation.graphql';
import { MilestoneListRow } from '../MilestoneListRow';
import { MILESTONE_PAGE_SIZE } from '../milestoneFormat';
import classes from '../Milestones.module.css';

type MilestoneState = 'OPEN' | 'CLOSED';

const STATE_FAILED = 'Could not change Milestone state';
const DELETE_FAILED = 'Could not delete this milestone. Please try again.';

/**
 * The row actions' mutations. The milestones page declares them (tests and logs know them by the
 * page's operation names); the list runs them and keeps the store in step.
 */
export interface MilestoneListMutations {
  commitState: (config: UseMutationConfig<MilestonesPageStateMutation>) => Disposable;
  commitDelete: (config: UseMutationConfig<MilestonesPageDeleteMutation>) => Disposable;
}

export interface MilestoneListProps {
  repository: MilestoneList_repository$key;
  repositoryId: string;
  owner: string;
  repo: string;
  state: 'open' | 'closed';
  /** The viewer can push: the empty list offers to create a milestone. */
  pushable: boolean;
  /** The other tab has no milestones either: the empty list says none were created. */
  otherTabEmpty: boolean;
  mutations: MilestoneListMutations;
}

/** Moves a milestone's count from one tab to the other (or off the list) in the store. */
function adjustCount(store: RecordSourceSelectorProxy, repositoryId: string, state: MilestoneState, delta: number) {
  const counter = store.get(repositoryId)?.getLinkedRecord('milestones', { states: [state] });
  const current = counter?.getValue('totalCount');
  if (counter && typeof current === 'number') counter.setValue(Math.max(0, current + delta), 'totalCount');
}

/** The milestones of one tab, Load more, and the row actions with their failure alerts (spec 001 §2.2). */
export function MilestoneList({ repository, repositoryId, owner, repo, state, pushable, otherTabEmpty, mutations }: MilestoneListProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MilestoneList_repository on Repository
      @refetchable(queryName: "MilestoneListPaginationQuery")
      @argumentDefinitions(
        states: { type: "[MilestoneState!]" }
        orderBy: { type: "MilestoneOrder" }
        first: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        milestones(first: $first, after: $cursor, states: $states, orderBy: $orderBy)
          @connection(key: "MilestoneList_milestones", filters: ["states", "orderBy"]) {
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
  const confirm = useLazyConfirm();
  const { commitState, commitDelete } = mutations;
  const connectionId = data.milestones?.__id;
  const setRowBusy = useCallback((id: string, on: boolean) => {
    setBusy((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  /** Ends a row action: its menu is free again, and a failure shows `message`. */
  const settle = (id: string, failed: boolean, message: string) => {
    setRowBusy(id, false);
    if (failed) setAlert(message);
  };
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
      onCompleted: (response) => settle(id, !response.updateMilestone?.milestone, STATE_FAILED),
      onError: () => settle(id, true, STATE_FAILED),
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
      onCompleted: (response) => settle(id, !response.deleteMilestone?.milestone, DELETE_FAILED),
      onError: () => settle(id, true, DELETE_FAILED),
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
        <MilestoneListEmpty owner={owner} repo={repo} pushable={pushable} noneCreated={otherTabEmpty} />
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

interface MilestoneListEmptyProps {
  owner: string;
  repo: string;
  pushable: boolean;
  /** Neither tab has a milestone. */
  noneCreated: boolean;
}

/** An empty tab: no milestones at all (with Create a milestone for pushers), or none in this state. */
function MilestoneListEmpty({ owner, repo, pushable, noneCreated }: MilestoneListEmptyProps) {
  return (
    <Blankslate spacious>
      <Blankslate.Visual>
        <MilestoneIcon size="medium" />
      </Blankslate.Visual>
      {noneCreated ? (
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
  );
}
