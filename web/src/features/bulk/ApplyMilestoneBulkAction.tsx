import { useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import type { ApplyMilestoneBulkActionQuery } from '../../__generated__/ApplyMilestoneBulkActionQuery.graphql';
import { presentNodes } from '../../lib/presentNodes';
import type { BulkActionProps } from './bulkAction';
import { SingleBulkPicker } from './BulkPicker';
import { sharedValue } from './commonItems';
import { usePickerQuery } from './usePickerQuery';

/** The choice that clears the milestone. */
export const NO_MILESTONE = 'no-milestone';

// The 'bulk milestone query' (spec 000 §7).
const query = graphql`
  query ApplyMilestoneBulkActionQuery($ids: [ID!]!, $owner: String!, $name: String!) {
    nodes(ids: $ids) {
      ... on Issue {
        id
        milestone {
          id
          title
        }
      }
    }
    repository(owner: $owner, name: $name) {
      milestones(first: 100, states: [OPEN], orderBy: { field: DUE_DATE, direction: ASC }) {
        nodes {
          id
          title
        }
      }
    }
  }
`;

/**
 * The 'Milestone' bulk action (spec 000 §5): one open milestone, or 'No milestone' to clear it; it
 * cannot create one. The milestone shows as active only when every chosen issue has it. The change
 * goes through the milestone endpoint.
 */
export function ApplyMilestoneBulkAction({ ids, repository, disabled, onApply }: BulkActionProps) {
  const [open, setOpen] = useState(false);
  const state = usePickerQuery<ApplyMilestoneBulkActionQuery>(query, ids, repository, open);
  const data = state.status === 'done' ? state.data : null;
  const { choices, active } = useMemo(() => {
    if (!data) return { choices: null, active: null };
    const shared = sharedValue(
      data.nodes.map((node) => node?.milestone),
      (milestone) => milestone.id,
    );
    const milestones = presentNodes(data.repository?.milestones?.nodes);
    // A shared milestone that is closed is not offered, but still shows as the active one.
    const listed = shared && !milestones.some((milestone) => milestone.id === shared.id) ? [shared, ...milestones] : milestones;
    return {
      choices: [{ id: NO_MILESTONE, text: 'No milestone' }, ...listed.map((milestone) => ({ id: milestone.id, text: milestone.title }))],
      active: shared?.id ?? null,
    };
  }, [data]);
  return (
    <SingleBulkPicker
      label="Milestone"
      title="Set milestone"
      placeholder="Filter milestones"
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
      choices={choices}
      failed={state.status === 'failed'}
      active={active}
      onPick={(id) => onApply({ kind: 'milestone', milestoneId: id === NO_MILESTONE ? null : id })}
    />
  );
}
