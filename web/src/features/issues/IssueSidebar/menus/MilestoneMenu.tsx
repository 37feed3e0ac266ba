import { MilestoneIcon } from '@primer/octicons-react';
import { Link as PrimerLink, ProgressBar } from '@primer/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MilestoneMenu_issue$key } from '../../../../__generated__/MilestoneMenu_issue.graphql';
import type { MilestoneMenuQuery } from '../../../../__generated__/MilestoneMenuQuery.graphql';
import type { MilestoneMenuUpdateMutation } from '../../../../__generated__/MilestoneMenuUpdateMutation.graphql';
import { presentNodes } from '../../../../lib/presentNodes';
import classes from '../IssueSidebar.module.css';
import { SidebarSection } from '../SidebarSection';
import { useFailureToast } from '../useFailureToast';
import { SingleSidebarMenu, type MenuChoice } from './SidebarMenu';
import { useMenuCandidates, type LazyQuery } from './useMenuCandidates';
import { lazyOperations, useLazyMutation } from '../../../../relay/useLazyMutation';
import type * as operationModule from './MilestoneMenu.operations';

type Operations = typeof operationModule;

/** The mutations and queries here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./MilestoneMenu.operations'));

/** How many milestones one answer of the menu lists; the filter (on the server) finds the others. */
const PAGE_SIZE = 20;

interface Milestone {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly closed: boolean;
  readonly dueOn?: unknown;
  readonly progressPercentage: number;
}

const candidatesQuery: LazyQuery = { load: async () => (await operations.load()).candidatesQuery };

const dueFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const choiceOf = (milestone: Milestone): MenuChoice<Milestone> => ({
  id: milestone.id,
  text: milestone.title,
  description: milestone.dueOn
    ? `Due by ${dueFormat.format(new Date(String(milestone.dueOn)))}`
    : milestone.closed
      ? 'Closed'
      : 'No due date',
  value: milestone,
});

export interface MilestoneMenuProps {
  issue: MilestoneMenu_issue$key;
  owner: string;
  repo: string;
  /** `viewerCanSetMilestone`: without it the section is read-only. */
  editable: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Milestone section: the milestone and its progress; for those who may set it, the gear menu of
 * open milestones (picking one applies it, picking the current one clears it).
 */
export function MilestoneMenu({ issue, owner, repo, editable, open, onOpenChange }: MilestoneMenuProps) {
  const data = useFragment(
    graphql`
      fragment MilestoneMenu_issue on Issue {
        id
        milestone {
          id
          number
          title
          closed
          dueOn
          progressPercentage
        }
      }
    `,
    issue,
  );
  const [filter, setFilter] = useState('');
  const state = useMenuCandidates<MilestoneMenuQuery>(
    candidatesQuery,
    (query) => ({ owner, name: repo, query: query === '' ? null : query, first: PAGE_SIZE }),
    filter,
    open,
  );
  const [commit] = useLazyMutation<MilestoneMenuUpdateMutation, Operations>(operations, (m) => m.updateMutation);
  const reportFailure = useFailureToast();

  const apply = (milestone: Milestone | null) => {
    commit({
      // null clears the milestone.
      variables: { input: { id: data.id, milestoneId: milestone?.id ?? null } },
      optimisticResponse: {
        updateIssue: {
          issue: {
            id: data.id,
            milestone: milestone && { ...milestone, dueOn: milestone.dueOn ?? null },
          },
        },
      },
      ...reportFailure(milestone ? 'Could not set the milestone.' : 'Could not clear the milestone.'),
    });
  };

  const milestone = data.milestone;
  const choices =
    state.status === 'done' ? presentNodes(state.response.repository?.milestones?.nodes).map((candidate) => choiceOf(candidate)) : null;
  return (
    <SidebarSection
      heading="Milestone"
      action={
        editable ? (
          <SingleSidebarMenu<Milestone>
            heading="Milestone"
            title="Set milestone"
            placeholder="Filter milestones"
            shortcut="m"
            open={open}
            onOpenChange={onOpenChange}
            choices={choices}
            failed={state.status === 'failed'}
            filter={filter}
            onFilterChange={setFilter}
            current={milestone ? choiceOf(milestone) : null}
            onApply={apply}
          />
        ) : null
      }
    >
      {milestone ? (
        <div className={classes.milestone}>
          <ProgressBar
            progress={milestone.progressPercentage}
            aria-label={`${milestone.title}: ${Math.round(milestone.progressPercentage)}% complete`}
          />
          <PrimerLink as={Link} to={`/${owner}/${repo}/milestone/${milestone.number}`}>
            <MilestoneIcon aria-hidden="true" /> {milestone.title}
          </PrimerLink>
        </div>
      ) : (
        <span className={classes.muted}>No milestone</span>
      )}
    </SidebarSection>
  );
}
