import { useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import type { ApplyLabelsBulkActionLabelQuery } from '../../__generated__/ApplyLabelsBulkActionLabelQuery.graphql';
import { presentNodes } from '../../lib/presentNodes';
import type { BulkActionProps } from './bulkAction';
import classes from './BulkActions.module.css';
import { MultiBulkPicker } from './BulkPicker';
import { commonLabelNames } from './commonItems';
import { usePickerQuery } from './usePickerQuery';

const query = graphql`
  query ApplyLabelsBulkActionLabelQuery($ids: [ID!]!, $owner: String!, $name: String!) {
    nodes(ids: $ids) {
      ... on Issue {
        id
        labels(first: 20, orderBy: { field: NAME, direction: ASC }) {
          nodes {
            id
            name
          }
        }
      }
    }
    repository(owner: $owner, name: $name) {
      labels(first: 100, orderBy: { field: NAME, direction: ASC }) {
        nodes {
          id
          name
          color
          description
        }
      }
    }
  }
`;

/**
 * The 'Label' bulk action: the repository's labels, those every chosen issue has checked (names
 * compared without case). Saving adds the newly checked ones and removes the unchecked ones; it
 * never creates a label.
 */
export function ApplyLabelsBulkAction({ ids, repository, disabled, onApply }: BulkActionProps) {
  const [open, setOpen] = useState(false);
  const state = usePickerQuery<ApplyLabelsBulkActionLabelQuery>(query, ids, repository, open);
  const data = state.status === 'done' ? state.data : null;
  const { choices, initial } = useMemo(() => {
    if (!data) return { choices: null, initial: new Set<string>() };
    const labels = presentNodes(data.repository?.labels?.nodes);
    const common = commonLabelNames(data.nodes.map((node) => presentNodes(node?.labels?.nodes).map((label) => label.name)));
    return {
      choices: labels.map((label) => ({
        id: label.id,
        text: label.name,
        description: label.description ?? undefined,
        leadingVisual: <span className={classes.swatch} style={{ backgroundColor: `#${label.color}` }} aria-hidden="true" />,
      })),
      initial: new Set(labels.filter((label) => common.has(label.name.toLowerCase())).map((label) => label.id)),
    };
  }, [data]);
  return (
    <MultiBulkPicker
      label="Label"
      title="Apply labels"
      placeholder="Filter labels"
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
      choices={choices}
      failed={state.status === 'failed'}
      initial={initial}
      onSave={({ add, remove }) =>
        onApply({ kind: 'update', input: { applyLabelIds: add, removeLabelIds: remove, allowLabelCreation: false } })
      }
    />
  );
}
