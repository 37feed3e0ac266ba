import { RepoIcon } from '@primer/octicons-react';
import { FormControl, Link, TextInput } from '@primer/react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router';
import type { RepositoryPickerQuery } from '../../../__generated__/RepositoryPickerQuery.graphql';
import classes from './RepositoryPicker.module.css';

/**
 * `/issues/new` from the dashboard: the viewer picks one of their repositories that takes issues,
 * the most recently updated first, then goes to its template chooser, or straight to its form when
 * it has no templates.
 */
export function RepositoryPicker() {
  const data = useLazyLoadQuery<RepositoryPickerQuery>(
    graphql`
      query RepositoryPickerQuery {
        viewer {
          repositories(
            first: 100
            affiliations: [OWNER, COLLABORATOR, ORGANIZATION_MEMBER]
            orderBy: { field: UPDATED_AT, direction: DESC }
          ) {
            nodes {
              id
              name
              nameWithOwner
              owner {
                login
              }
              hasIssuesEnabled
              isArchived
              hasAnyTemplates
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  // The view the person came from goes on with them to the chooser and the form.
  const { state } = useLocation();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const repositories = (data.viewer.repositories.nodes ?? []).flatMap((node) =>
    node && node.hasIssuesEnabled && !node.isArchived && node.nameWithOwner.toLowerCase().includes(needle) ? [node] : [],
  );
  return (
    <div className={classes.picker}>
      <FormControl>
        <FormControl.Label>Repository</FormControl.Label>
        <TextInput block placeholder="Find a repository" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </FormControl>
      {repositories.length === 0 ? (
        <p className={classes.empty}>No repositories match.</p>
      ) : (
        <ul className={classes.list} aria-label="Repositories">
          {repositories.map((repository) => {
            const base = `/${repository.owner.login}/${repository.name}/issues/new`;
            return (
              <li key={repository.id} className={classes.row}>
                <RepoIcon aria-hidden="true" />
                <Link as={RouterLink} to={repository.hasAnyTemplates ? `${base}/choose` : base} state={state as unknown}>
                  {repository.nameWithOwner}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
