import { useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import type { ApplyIssueTypeBulkActionQuery } from '../../__generated__/ApplyIssueTypeBulkActionQuery.graphql';
import { presentNodes } from '../../lib/presentNodes';
import type { BulkActionProps } from './bulkAction';
import classes from './BulkActions.module.css';
import { SingleBulkPicker } from './BulkPicker';
import { sharedValue } from './commonItems';
import { usePickerQuery } from './usePickerQuery';

/** The choice that removes the issue type. */
export const NO_ISSUE_TYPE = 'no-issue-type';

const query = graphql`
  query ApplyIssueTypeBulkActionQuery($ids: [ID!]!, $owner: String!, $name: String!) {
    nodes(ids: $ids) {
      ... on Issue {
        id
        issueType {
          id
          name
          color
        }
      }
    }
    repository(owner: $owner, name: $name) {
      issueTypes(first: 50) {
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

/** Issue type colours are names; the swatch takes the matching Primer token. */
const swatch = (color: string) => (
  <span className={classes.swatch} style={{ backgroundColor: `var(--display-${color.toLowerCase()}-fgColor)` }} aria-hidden="true" />
);

/** The 'Issue type' bulk action: one of the repository's issue types, or 'No issue type' to remove it. */
export function ApplyIssueTypeBulkAction({ ids, repository, disabled, onApply }: BulkActionProps) {
  const [open, setOpen] = useState(false);
  const state = usePickerQuery<ApplyIssueTypeBulkActionQuery>(query, ids, repository, open);
  const data = state.status === 'done' ? state.data : null;
  const { choices, active } = useMemo(() => {
    if (!data) return { choices: null, active: null };
    const shared = sharedValue(
      data.nodes.map((node) => node?.issueType),
      (type) => type.id,
    );
    const types = presentNodes(data.repository?.issueTypes?.nodes);
    return {
      choices: [
        { id: NO_ISSUE_TYPE, text: 'No issue type' },
        ...types.map((type) => ({
          id: type.id,
          text: type.name,
          description: type.description ?? undefined,
          leadingVisual: swatch(type.color),
        })),
      ],
      active: shared?.id ?? null,
    };
  }, [data]);
  return (
    <SingleBulkPicker
      label="Issue type"
      title="Set issue type"
      placeholder="Filter issue types"
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
      choices={choices}
      failed={state.status === 'failed'}
      active={active}
      onPick={(id) => onApply({ kind: 'update', input: id === NO_ISSUE_TYPE ? { unsetIssueType: true } : { issueTypeId: id } })}
    />
  );
}
