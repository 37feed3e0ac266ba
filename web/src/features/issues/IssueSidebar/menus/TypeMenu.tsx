import { addFilter } from '@issues/search-query';
import { Link as PrimerLink } from '@primer/react';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { IssueTypeColor, TypeMenu_issue$key } from '../../../../__generated__/TypeMenu_issue.graphql';
import type { TypeMenuQuery } from '../../../../__generated__/TypeMenuQuery.graphql';
import type { TypeMenuUpdateMutation } from '../../../../__generated__/TypeMenuUpdateMutation.graphql';
import { presentNodes } from '../../../../lib/presentNodes';
import { listHref } from '../../IssueList/listAddress';
import classes from '../IssueSidebar.module.css';
import { SidebarSection } from '../SidebarSection';
import { useFailureToast } from '../useFailureToast';
import { SingleSidebarMenu, type MenuChoice } from './SidebarMenu';
import { useMenuCandidates, type LazyQuery } from './useMenuCandidates';
import { lazyOperations, useLazyMutation } from '../../../../relay/useLazyMutation';
import type * as operationModule from './TypeMenu.operations';

type Operations = typeof operationModule;

/** The mutations and queries here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./TypeMenu.operations'));

/** An organisation has at most 25 issue types (GitHub's limit): one answer holds them all. */
const PAGE_SIZE = 50;

interface IssueType {
  readonly id: string;
  readonly name: string;
  readonly color: IssueTypeColor;
  readonly description?: string | null;
}

// `issueTypes` takes no filter (GitHub's schema has none): the few types are read once and filtered here.
const candidatesQuery: LazyQuery = { load: async () => (await operations.load()).candidatesQuery };

const choiceOf = (type: IssueType): MenuChoice<IssueType> => ({
  id: type.id,
  text: type.name,
  description: type.description ?? undefined,
  leadingVisual: <span className={classes.typeDot} data-color={type.color} aria-hidden="true" />,
  value: type,
});

export interface TypeMenuProps {
  issue: TypeMenu_issue$key;
  owner: string;
  repo: string;
  /** `viewerCanSetIssueType`: without it the section is read-only. */
  editable: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Type section: the issue's type, linked to its list; for those who may set it, the gear menu of
 * the enabled types. A repository without issue types (outside an organisation, or an organisation
 * with none enabled) shows no section, unless the issue still has a type (shown, not changeable).
 */
export function TypeMenu({ issue, owner, repo, editable, open, onOpenChange }: TypeMenuProps) {
  const data = useFragment(
    graphql`
      fragment TypeMenu_issue on Issue {
        id
        repository {
          id
          # Null outside organisations (issue types are theirs), empty when the organisation has none enabled.
          issueTypes(first: 1) {
            totalCount
          }
        }
        issueType {
          id
          name
          color
          description
        }
      }
    `,
    issue,
  );
  const [filter, setFilter] = useState('');
  const state = useMenuCandidates<TypeMenuQuery>(candidatesQuery, () => ({ owner, name: repo, first: PAGE_SIZE }), '', open);
  const [commit] = useLazyMutation<TypeMenuUpdateMutation, Operations>(operations, (m) => m.updateMutation);
  const reportFailure = useFailureToast();
  const response = state.status === 'done' ? state.response : null;
  const choices = useMemo(() => {
    if (!response) return null;
    const needle = filter.trim().toLowerCase();
    return presentNodes(response.repository?.issueTypes?.nodes)
      .filter((type) => type.isEnabled && (needle === '' || type.name.toLowerCase().includes(needle)))
      .map((type) => choiceOf(type));
  }, [filter, response]);

  const apply = (type: IssueType | null) => {
    commit({
      // null removes the type.
      variables: { input: { issueId: data.id, issueTypeId: type?.id ?? null } },
      optimisticResponse: {
        updateIssueIssueType: {
          issue: {
            id: data.id,
            repository: data.repository,
            issueType: type && { id: type.id, name: type.name, color: type.color, description: type.description ?? null },
          },
        },
      },
      ...reportFailure(type ? 'Could not set the issue type.' : 'Could not remove the issue type.'),
    });
  };

  const type = data.issueType;
  const typesAvailable = (data.repository.issueTypes?.totalCount ?? 0) > 0;
  // As on GitHub, a repository without issue types has no Type section (nor an empty menu).
  if (!typesAvailable && !type) return null;
  return (
    <SidebarSection
      heading="Type"
      action={
        editable && typesAvailable ? (
          <SingleSidebarMenu<IssueType>
            heading="Type"
            title="Select an issue type"
            placeholder="Filter types"
            open={open}
            onOpenChange={onOpenChange}
            choices={choices}
            failed={state.status === 'failed'}
            filter={filter}
            onFilterChange={setFilter}
            current={type ? choiceOf(type) : null}
            onApply={apply}
          />
        ) : null
      }
    >
      {type ? (
        <span>
          <span className={classes.typeDot} data-color={type.color} aria-hidden="true" />{' '}
          <PrimerLink as={Link} to={listHref(owner, repo, addFilter('is:issue state:open', 'type', type.name))}>
            {type.name}
          </PrimerLink>
        </span>
      ) : (
        <span className={classes.muted}>No type</span>
      )}
    </SidebarSection>
  );
}
