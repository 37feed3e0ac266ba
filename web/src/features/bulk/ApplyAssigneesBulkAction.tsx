import { Avatar } from '@primer/react';
import { useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import type { ApplyAssigneesBulkActionQuery } from '../../__generated__/ApplyAssigneesBulkActionQuery.graphql';
import { presentNodes } from '../../lib/presentNodes';
import type { BulkActionProps } from './bulkAction';
import { MultiBulkPicker, type BulkChoice } from './BulkPicker';
import { commonKeys } from './commonItems';
import { usePickerQuery } from './usePickerQuery';
import { ownAddress } from '../../lib/ownAddress';

/** An issue has at most this many assignees (spec 000 §9: assignee page 10 in list rows). */
export const MAX_ASSIGNEES = 10;

const query = graphql`
  query ApplyAssigneesBulkActionQuery($ids: [ID!]!, $owner: String!, $name: String!) {
    nodes(ids: $ids) {
      ... on Issue {
        id
        assignedActors(first: 10) {
          nodes {
            __typename
            ... on User {
              id
              login
              name
              avatarUrl(size: 64)
            }
            ... on Bot {
              id
              login
              avatarUrl(size: 64)
            }
          }
        }
      }
    }
    repository(owner: $owner, name: $name) {
      assignableUsers(first: 100) {
        nodes {
          id
          login
          name
          avatarUrl(size: 64)
        }
      }
    }
  }
`;

interface Person {
  id: string;
  login: string;
  name?: string | null;
  avatarUrl: unknown;
}

const choiceOf = (person: Person): BulkChoice => ({
  id: person.id,
  text: person.login,
  description: person.name ?? undefined,
  leadingVisual: <Avatar src={ownAddress(person.avatarUrl)} size={16} alt="" />,
});

/**
 * The 'Assign' bulk action: the people who can be assigned, those every chosen issue has checked.
 * At most ten can be checked; saving assigns the newly checked and unassigns the unchecked.
 */
export function ApplyAssigneesBulkAction({ ids, repository, disabled, onApply }: BulkActionProps) {
  const [open, setOpen] = useState(false);
  const state = usePickerQuery<ApplyAssigneesBulkActionQuery>(query, ids, repository, open);
  const data = state.status === 'done' ? state.data : null;
  const { choices, initial } = useMemo(() => {
    if (!data) return { choices: null, initial: new Set<string>() };
    const assigned = data.nodes.map((node) =>
      presentNodes(node?.assignedActors?.nodes).flatMap((actor) =>
        actor.__typename === 'User' || actor.__typename === 'Bot'
          ? [{ ...actor, name: actor.__typename === 'User' ? actor.name : null }]
          : [],
      ),
    );
    const common = commonKeys(assigned.map((people) => people.map((person) => person.id)));
    const candidates = presentNodes(data.repository?.assignableUsers.nodes);
    // Someone every issue has but who cannot be assigned any more (a bot) can still be unassigned.
    const extra = (assigned[0] ?? []).filter(
      (person) => common.has(person.id) && !candidates.some((candidate) => candidate.id === person.id),
    );
    return { choices: [...extra, ...candidates].map(choiceOf), initial: common };
  }, [data]);
  return (
    <MultiBulkPicker
      label="Assign"
      title="Assign people"
      placeholder="Filter people"
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
      choices={choices}
      failed={state.status === 'failed'}
      initial={initial}
      limit={{ count: MAX_ASSIGNEES, notice: `At most ${MAX_ASSIGNEES} people can be assigned.` }}
      onSave={({ add, remove }) => onApply({ kind: 'update', input: { applyAssigneeIds: add, removeAssigneeIds: remove } })}
    />
  );
}
