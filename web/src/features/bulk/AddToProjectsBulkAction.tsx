import { useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import type { AddToProjectsBulkActionQuery } from '../../__generated__/AddToProjectsBulkActionQuery.graphql';
import { presentNodes } from '../../lib/presentNodes';
import type { BulkActionProps } from './bulkAction';
import { MultiBulkPicker } from './BulkPicker';
import { commonKeys } from './commonItems';
import { usePickerQuery } from './usePickerQuery';

const query = graphql`
  query AddToProjectsBulkActionQuery($ids: [ID!]!, $owner: String!, $name: String!) {
    nodes(ids: $ids) {
      ... on Issue {
        id
        projectItems(first: 10) {
          nodes {
            id
            project {
              id
              title
            }
          }
        }
      }
    }
    repository(owner: $owner, name: $name) {
      projectsV2(first: 20) {
        nodes {
          id
          title
          closed
        }
      }
    }
  }
`;

/**
 * The 'Project' bulk action: the repository's open projects, those every chosen issue is in
 * checked. Saving adds the issues to the newly checked projects and removes them from the unchecked.
 */
export function AddToProjectsBulkAction({ ids, repository, disabled, onApply }: BulkActionProps) {
  const [open, setOpen] = useState(false);
  const state = usePickerQuery<AddToProjectsBulkActionQuery>(query, ids, repository, open);
  const data = state.status === 'done' ? state.data : null;
  const { choices, initial } = useMemo(() => {
    if (!data) return { choices: null, initial: new Set<string>() };
    const projectsOf = data.nodes.map((node) => presentNodes(node?.projectItems?.nodes).map((item) => item.project));
    const common = commonKeys(projectsOf.map((projects) => projects.map((project) => project.id)));
    const linked = presentNodes(data.repository?.projectsV2.nodes).filter((project) => !project.closed);
    // A project every issue is in stays listed (to be removed) even when it is closed or not linked.
    const extra = (projectsOf[0] ?? []).filter((project) => common.has(project.id) && !linked.some((each) => each.id === project.id));
    return { choices: [...extra, ...linked].map((project) => ({ id: project.id, text: project.title })), initial: common };
  }, [data]);
  return (
    <MultiBulkPicker
      label="Project"
      title="Add to projects"
      placeholder="Filter projects"
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
      choices={choices}
      failed={state.status === 'failed'}
      initial={initial}
      onSave={({ add, remove }) => onApply({ kind: 'update', input: { addToProjectV2Ids: add, removeFromProjectV2Ids: remove } })}
    />
  );
}
