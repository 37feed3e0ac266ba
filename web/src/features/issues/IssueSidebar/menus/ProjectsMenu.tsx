import { TableIcon } from '@primer/octicons-react';
import { Link as PrimerLink } from '@primer/react';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProjectsMenu_issue$key } from '../../../../__generated__/ProjectsMenu_issue.graphql';
import type { ProjectsMenuQuery } from '../../../../__generated__/ProjectsMenuQuery.graphql';
import type { ProjectsMenuUpdateMutation } from '../../../../__generated__/ProjectsMenuUpdateMutation.graphql';
import { presentNodes } from '../../../../lib/presentNodes';
import classes from '../IssueSidebar.module.css';
import { SidebarSection } from '../SidebarSection';
import { useFailureToast } from '../useFailureToast';
import { MultiSidebarMenu, type MenuChoice } from './SidebarMenu';
import { useMenuCandidates, type LazyQuery } from './useMenuCandidates';
import { lazyOperations, useLazyMutation } from '../../../../relay/useLazyMutation';
import type * as operationModule from './ProjectsMenu.operations';

type Operations = typeof operationModule;

/** The mutations and queries here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./ProjectsMenu.operations'));

/** How many projects one answer lists, per owner (spec 000 §9: project lookups first 20); the filter finds the others. */
const PAGE_SIZE = 20;

interface Project {
  readonly id: string;
  readonly title: string;
  readonly number: number;
  readonly resourcePath: unknown;
  readonly closed: boolean;
  readonly viewerCanUpdate: boolean;
}

// The repository's linked projects and its owner's, as GitHub's picker offers them.
const candidatesQuery: LazyQuery = { load: async () => (await operations.load()).candidatesQuery };

const choiceOf = (project: Project): MenuChoice<Project> => ({
  id: project.id,
  text: project.title,
  leadingVisual: <TableIcon aria-hidden="true" />,
  value: project,
});

export interface ProjectsMenuProps {
  issue: ProjectsMenu_issue$key;
  owner: string;
  repo: string;
  /** Whether the viewer may set the issue's projects: without it the section is read-only. */
  editable: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Projects section: the issue's projects; for those who may set them, the gear menu of the open
 * projects they can change (applied on close). Projects the viewer cannot change stay as they are.
 */
export function ProjectsMenu({ issue, owner, repo, editable, open, onOpenChange }: ProjectsMenuProps) {
  const data = useFragment(
    graphql`
      fragment ProjectsMenu_issue on Issue {
        id
        projectItems(first: 50) {
          nodes {
            id
            project {
              id
              title
              number
              resourcePath
              closed
              viewerCanUpdate
            }
          }
        }
      }
    `,
    issue,
  );
  const [filter, setFilter] = useState('');
  const state = useMenuCandidates<ProjectsMenuQuery>(
    candidatesQuery,
    (query) => ({ owner, name: repo, query: query === '' ? null : query, first: PAGE_SIZE }),
    filter,
    open,
  );
  const [commit] = useLazyMutation<ProjectsMenuUpdateMutation, Operations>(operations, (m) => m.updateMutation);
  const reportFailure = useFailureToast();
  const items = presentNodes(data.projectItems?.nodes);
  const projects = items.map((item) => item.project);
  const changeable = projects.filter((project) => project.viewerCanUpdate);

  const apply = ({ chosen }: { chosen: readonly Project[] }) => {
    // The server keeps the projects the viewer cannot change whatever the new set says.
    const kept = items.filter((item) => !item.project.viewerCanUpdate);
    const itemOf = (project: Project) => ({
      id: items.find((item) => item.project.id === project.id)?.id ?? `client:optimistic-project-item:${project.id}`,
      project: {
        id: project.id,
        title: project.title,
        number: project.number,
        resourcePath: project.resourcePath,
        closed: project.closed,
        viewerCanUpdate: true,
      },
    });
    commit({
      variables: { input: { id: data.id, projectIds: chosen.map((project) => project.id) } },
      optimisticResponse: {
        updateIssue: { issue: { id: data.id, projectItems: { nodes: [...kept, ...chosen.map(itemOf)] } } },
      },
      ...reportFailure('Could not update the projects of this issue.'),
    });
  };

  const response = state.status === 'done' ? state.response : null;
  const choices = useMemo(() => {
    if (!response) return null;
    const owned = response.repositoryOwner?.projectsV2?.nodes;
    return [...presentNodes(response.repository?.projectsV2.nodes), ...presentNodes(owned)]
      .filter((project) => !project.closed && project.viewerCanUpdate)
      .map((project) => choiceOf(project));
  }, [response]);
  return (
    <SidebarSection
      heading="Projects"
      action={
        editable ? (
          <MultiSidebarMenu<Project>
            heading="Projects"
            title="Add to projects"
            placeholder="Filter projects"
            open={open}
            onOpenChange={onOpenChange}
            choices={choices}
            failed={state.status === 'failed'}
            filter={filter}
            onFilterChange={setFilter}
            current={changeable.map((project) => choiceOf(project))}
            onApply={apply}
          />
        ) : null
      }
    >
      {projects.length === 0 ? (
        <span className={classes.muted}>No projects</span>
      ) : (
        <ul className={classes.list} aria-label="Projects">
          {projects.map((project) => (
            <li key={project.id}>
              <TableIcon aria-hidden="true" /> <PrimerLink href={String(project.resourcePath)}>{project.title}</PrimerLink>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
