import { Avatar, Button, Link as PrimerLink } from '@primer/react';
import { addFilter } from '@issues/search-query';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import type { AssigneesMenu_issue$key } from '../../../../__generated__/AssigneesMenu_issue.graphql';
import type { AssigneesMenuAddMutation } from '../../../../__generated__/AssigneesMenuAddMutation.graphql';
import type { AssigneesMenuQuery } from '../../../../__generated__/AssigneesMenuQuery.graphql';
import type { AssigneesMenuRemoveMutation } from '../../../../__generated__/AssigneesMenuRemoveMutation.graphql';
import type { AssigneesMenuViewerQuery } from '../../../../__generated__/AssigneesMenuViewerQuery.graphql';
import { presentNodes } from '../../../../lib/presentNodes';
import { listHref } from '../../IssueList/listAddress';
import classes from '../IssueSidebar.module.css';
import { SidebarSection } from '../SidebarSection';
import { useFailureToast } from '../useFailureToast';
import { MultiSidebarMenu, type MenuChoice } from './SidebarMenu';
import { useMenuCandidates, type LazyQuery } from './useMenuCandidates';
import { ownAddress } from '../../../../lib/ownAddress';
import { lazyOperations, useLazyMutation } from '../../../../relay/useLazyMutation';
import type * as operationModule from './AssigneesMenu.operations';

type Operations = typeof operationModule;

/** The mutations and queries here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./AssigneesMenu.operations'));

/** GitHub's limit: an issue has at most ten assignees. */
export const MAX_ASSIGNEES = 10;
/** How many people one answer of the menu lists (spec 000 §9: assignee page 20); the filter finds the others. */
const PAGE_SIZE = 20;

interface Person {
  readonly id: string;
  readonly login: string;
  readonly name?: string | null;
  readonly avatarUrl: unknown;
}

const candidatesQuery: LazyQuery = { load: async () => (await operations.load()).candidatesQuery };

const viewerQuery: LazyQuery = { load: async () => (await operations.load()).viewerQuery };

const choiceOf = (person: Person): MenuChoice<Person> => ({
  id: person.id,
  text: person.login,
  description: person.name ?? undefined,
  leadingVisual: <Avatar src={ownAddress(person.avatarUrl)} size={16} alt="" />,
  value: person,
});

/** The signed-in person, read once from the store or the server, for "Assign yourself". */
function useViewer(wanted: boolean): Person | null {
  const environment = useRelayEnvironment();
  const [viewer, setViewer] = useState<Person | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let subscription: { unsubscribe: () => void } | null = null;
    viewerQuery.load().then(
      (query) => {
        if (!live) return;
        subscription = fetchQuery<AssigneesMenuViewerQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' }).subscribe({
          next: (data) => setViewer(data.viewer),
          // Without it the section offers the menu only.
          error: () => undefined,
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [environment, wanted]);
  return viewer;
}

export interface AssigneesMenuProps {
  issue: AssigneesMenu_issue$key;
  owner: string;
  repo: string;
  /** `viewerCanAssign`: without it the section is read-only. */
  editable: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Assignees section: who is assigned, linked to their issues; for those who may assign, the gear
 * menu (at most ten people, applied on close) and "Assign yourself" when no one is assigned.
 */
export function AssigneesMenu({ issue, owner, repo, editable, open, onOpenChange }: AssigneesMenuProps) {
  const data = useFragment(
    graphql`
      fragment AssigneesMenu_issue on Issue {
        id
        assignees(first: 10) {
          nodes {
            id
            login
            name
            avatarUrl(size: 64)
          }
        }
      }
    `,
    issue,
  );
  const [filter, setFilter] = useState('');
  const state = useMenuCandidates<AssigneesMenuQuery>(
    candidatesQuery,
    (query) => ({ owner, name: repo, query: query === '' ? null : query, first: PAGE_SIZE }),
    filter,
    open,
  );
  const [commitAdd] = useLazyMutation<AssigneesMenuAddMutation, Operations>(operations, (m) => m.addMutation);
  const [commitRemove] = useLazyMutation<AssigneesMenuRemoveMutation, Operations>(operations, (m) => m.removeMutation);
  const reportFailure = useFailureToast();
  const assignees = presentNodes(data.assignees.nodes);
  const viewer = useViewer(editable);

  const apply = ({ add, remove, chosen }: { add: readonly Person[]; remove: readonly Person[]; chosen: readonly Person[] }) => {
    // Both answers carry the issue as it will be once the server agrees; Relay puts it back if it does not.
    const after = {
      __typename: 'Issue' as const,
      id: data.id,
      assignees: { nodes: chosen.map(({ id, login, name, avatarUrl }) => ({ id, login, name: name ?? null, avatarUrl })) },
    };
    if (add.length > 0)
      commitAdd({
        variables: { input: { assignableId: data.id, assigneeIds: add.map((person) => person.id) } },
        optimisticResponse: { addAssigneesToAssignable: { assignable: after } },
        ...reportFailure('Could not assign people to this issue.'),
      });
    if (remove.length > 0)
      commitRemove({
        variables: { input: { assignableId: data.id, assigneeIds: remove.map((person) => person.id) } },
        optimisticResponse: { removeAssigneesFromAssignable: { assignable: after } },
        ...reportFailure('Could not unassign people from this issue.'),
      });
  };

  const choices =
    state.status === 'done' ? presentNodes(state.response.repository?.assignableUsers.nodes).map((person) => choiceOf(person)) : null;
  const list = (login: string) => listHref(owner, repo, addFilter('is:issue state:open', 'assignee', login));
  return (
    <SidebarSection
      heading="Assignees"
      action={
        editable ? (
          <MultiSidebarMenu<Person>
            heading="Assignees"
            title={`Assign up to ${MAX_ASSIGNEES} people to this issue`}
            placeholder="Filter assignees"
            shortcut="a"
            open={open}
            onOpenChange={onOpenChange}
            choices={choices}
            failed={state.status === 'failed'}
            filter={filter}
            onFilterChange={setFilter}
            current={assignees.map((person) => choiceOf(person))}
            limit={{ count: MAX_ASSIGNEES, notice: `You can only select up to ${MAX_ASSIGNEES} assignees` }}
            onApply={apply}
          />
        ) : null
      }
    >
      {assignees.length === 0 ? (
        editable ? (
          <span className={classes.muted}>
            No one
            {viewer ? (
              <>
                {' — '}
                <Button
                  variant="link"
                  className={classes.inlineButton}
                  onClick={() => apply({ add: [viewer], remove: [], chosen: [viewer] })}
                >
                  Assign yourself
                </Button>
              </>
            ) : null}
          </span>
        ) : (
          <span className={classes.muted}>No one assigned</span>
        )
      ) : (
        <ul className={classes.list} aria-label="Assignees">
          {assignees.map((assignee) => (
            <li key={assignee.id}>
              <Avatar src={ownAddress(assignee.avatarUrl)} alt="" size={20} />{' '}
              <PrimerLink as={Link} to={list(assignee.login)}>
                {assignee.login}
              </PrimerLink>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
