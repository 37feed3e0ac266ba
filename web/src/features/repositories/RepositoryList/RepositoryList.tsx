import { IssueOpenedIcon, LockIcon, RepoIcon } from '@primer/octicons-react';
import { Heading, Label, Link } from '@primer/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { RepositoryList_user$key } from '../../../__generated__/RepositoryList_user.graphql';
import styles from './RepositoryList.module.css';
import { presentNodes } from '../../../lib/presentNodes';

export interface RepositoryListProps {
  user: RepositoryList_user$key;
}

/** The repositories the viewer owns, collaborates on or reaches through an organization, with open issue counts. */
export function RepositoryList({ user }: RepositoryListProps) {
  const data = useFragment(
    graphql`
      fragment RepositoryList_user on User {
        repositories(first: 50, affiliations: [OWNER, COLLABORATOR, ORGANIZATION_MEMBER], orderBy: { field: NAME, direction: ASC }) {
          totalCount
          nodes {
            id
            nameWithOwner
            description
            isPrivate
            isArchived
            hasIssuesEnabled
            issues(states: [OPEN]) {
              totalCount
            }
          }
        }
      }
    `,
    user,
  );
  const repositories = presentNodes(data.repositories.nodes);
  return (
    <section aria-labelledby="repositories-heading" className={styles.section}>
      <Heading as="h2" id="repositories-heading" className={styles.heading}>
        Your repositories ({data.repositories.totalCount})
      </Heading>
      {repositories.length === 0 ? (
        <p className={styles.empty}>You do not have access to any repositories yet.</p>
      ) : (
        <ul className={styles.list}>
          {repositories.map((repo) => (
            <li key={repo.id} className={styles.row}>
              <span className={styles.icon} aria-hidden="true">
                {repo.isPrivate ? <LockIcon /> : <RepoIcon />}
              </span>
              <div className={styles.main}>
                <div className={styles.titleLine}>
                  <Link as={RouterLink} to={`/${repo.nameWithOwner}/issues`} className={styles.name}>
                    {repo.nameWithOwner}
                  </Link>
                  {repo.isPrivate && <Label variant="secondary">Private</Label>}
                  {repo.isArchived && <Label variant="attention">Archived</Label>}
                </div>
                {repo.description && <p className={styles.description}>{repo.description}</p>}
              </div>
              {repo.hasIssuesEnabled && (
                <span className={styles.count}>
                  <IssueOpenedIcon aria-hidden="true" /> {repo.issues.totalCount.toLocaleString('en-US')} open
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
