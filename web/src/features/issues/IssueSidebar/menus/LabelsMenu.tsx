import { addFilter } from '@issues/search-query';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LabelsMenu_issue$key } from '../../../../__generated__/LabelsMenu_issue.graphql';
import type { LabelsMenuAddMutation } from '../../../../__generated__/LabelsMenuAddMutation.graphql';
import type { LabelsMenuQuery } from '../../../../__generated__/LabelsMenuQuery.graphql';
import type { LabelsMenuRemoveMutation } from '../../../../__generated__/LabelsMenuRemoveMutation.graphql';
import { presentNodes } from '../../../../lib/presentNodes';
import { listHref } from '../../IssueList/listAddress';
import { RowLabels } from '../../IssueRow/RowParts';
import classes from '../IssueSidebar.module.css';
import { SidebarSection } from '../SidebarSection';
import { useFailureToast } from '../useFailureToast';
import { MultiSidebarMenu, type MenuChoice } from './SidebarMenu';
import { useMenuCandidates, type LazyQuery } from './useMenuCandidates';
import { lazyOperations, useLazyMutation } from '../../../../relay/useLazyMutation';
import type * as operationModule from './LabelsMenu.operations';

type Operations = typeof operationModule;

/** The mutations and queries here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./LabelsMenu.operations'));

/** How many labels one answer of the menu lists; the filter (name and description, on the server) finds the others. */
const PAGE_SIZE = 20;

interface Label {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly description?: string | null;
}

const candidatesQuery: LazyQuery = { load: async () => (await operations.load()).candidatesQuery };

const choiceOf = (label: Label): MenuChoice<Label> => ({
  id: label.id,
  text: label.name,
  description: label.description ?? undefined,
  leadingVisual: <span className={classes.swatch} style={{ backgroundColor: `#${label.color}` }} aria-hidden="true" />,
  value: label,
});

const byName = (a: Label, b: Label) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export interface LabelsMenuProps {
  issue: LabelsMenu_issue$key;
  owner: string;
  repo: string;
  /** `viewerCanLabel`: without it the section is read-only. */
  editable: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Labels section: the issue's labels, linked to their lists; for those who may label, the gear menu applied on close. */
export function LabelsMenu({ issue, owner, repo, editable, open, onOpenChange }: LabelsMenuProps) {
  const data = useFragment(
    graphql`
      fragment LabelsMenu_issue on Issue {
        id
        labels(first: 100, orderBy: { field: NAME, direction: ASC }) {
          nodes {
            id
            name
            color
            description
          }
        }
      }
    `,
    issue,
  );
  const [filter, setFilter] = useState('');
  const state = useMenuCandidates<LabelsMenuQuery>(
    candidatesQuery,
    (query) => ({ owner, name: repo, query: query === '' ? null : query, first: PAGE_SIZE }),
    filter,
    open,
  );
  const [commitAdd] = useLazyMutation<LabelsMenuAddMutation, Operations>(operations, (m) => m.addMutation);
  const [commitRemove] = useLazyMutation<LabelsMenuRemoveMutation, Operations>(operations, (m) => m.removeMutation);
  const reportFailure = useFailureToast();
  const labels = presentNodes(data.labels?.nodes);

  const apply = ({ add, remove, chosen }: { add: readonly Label[]; remove: readonly Label[]; chosen: readonly Label[] }) => {
    const after = {
      __typename: 'Issue' as const,
      id: data.id,
      labels: {
        nodes: [...chosen].sort(byName).map(({ id, name, color, description }) => ({ id, name, color, description: description ?? null })),
      },
    };
    if (add.length > 0)
      commitAdd({
        variables: { input: { labelableId: data.id, labelIds: add.map((label) => label.id) } },
        optimisticResponse: { addLabelsToLabelable: { labelable: after } },
        ...reportFailure('Could not add labels to this issue.'),
      });
    if (remove.length > 0)
      commitRemove({
        variables: { input: { labelableId: data.id, labelIds: remove.map((label) => label.id) } },
        optimisticResponse: { removeLabelsFromLabelable: { labelable: after } },
        ...reportFailure('Could not remove labels from this issue.'),
      });
  };

  const choices = state.status === 'done' ? presentNodes(state.response.repository?.labels?.nodes).map((label) => choiceOf(label)) : null;
  return (
    <SidebarSection
      heading="Labels"
      action={
        editable ? (
          <MultiSidebarMenu<Label>
            heading="Labels"
            title="Apply labels to this issue"
            placeholder="Filter labels"
            shortcut="l"
            open={open}
            onOpenChange={onOpenChange}
            choices={choices}
            failed={state.status === 'failed'}
            filter={filter}
            onFilterChange={setFilter}
            current={labels.map((label) => choiceOf(label))}
            onApply={apply}
          />
        ) : null
      }
    >
      {labels.length === 0 ? (
        <span className={classes.muted}>No labels</span>
      ) : (
        <div className={classes.labels}>
          <RowLabels labels={labels} hrefFor={(label) => listHref(owner, repo, addFilter('is:issue state:open', 'label', label.name))} />
        </div>
      )}
    </SidebarSection>
  );
}
