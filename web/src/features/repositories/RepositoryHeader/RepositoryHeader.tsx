import { GitPullRequestIcon, IssueOpenedIcon, LockIcon, MilestoneIcon, RepoIcon, TagIcon } from '@primer/octicons-react';
import { Label, Link, UnderlineNav } from '@primer/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { RepositoryHeader_repository$key } from '../../../__generated__/RepositoryHeader_repository.graphql';
import classes from './RepositoryHeader.module.css';
import { repositoryBadge, repositoryTabCount, repositoryTabHrefs, type RepositoryTab } from './repositoryHeaderParts';

export type { RepositoryTab } from './repositoryHeaderParts';

interface RepositoryHeaderViewProps {
  owner: string;
  /** Where the owner's name leads (the owner's page, as GitHub links it). */
  ownerPath: string;
  name: string;
  current: RepositoryTab | null;
  /** The badge beside the name; none while the repository loads. */
  badge?: string;
  /** The private lock instead of the repository icon. */
  isPrivate?: boolean;
  showIssues: boolean;
  showPullRequests: boolean;
  /** The tabs' open counts; `'loading'` while the page's query runs, none where they cannot be had. */
  counts?: { issues: number; pullRequests: number } | 'loading';
}

function RepositoryHeaderView({
  owner,
  ownerPath,
  name,
  current,
  badge,
  isPrivate,
  showIssues,
  showPullRequests,
  counts,
}: RepositoryHeaderViewProps) {
  const hrefs = repositoryTabHrefs(owner, name);
  const ariaCurrent = (tab: RepositoryTab) => (tab === current ? ('page' as const) : undefined);
  const counter = (key: 'issues' | 'pullRequests') =>
    counts === undefined ? undefined : counts === 'loading' ? '' : repositoryTabCount(counts[key]);
  const RepositoryIcon = isPrivate ? LockIcon : RepoIcon;
  return (
    <div className={classes.header} data-testid="repository-header">
      <div className={classes.title}>
        <RepositoryIcon className={classes.icon} aria-hidden="true" />
        <Link as={RouterLink} to={ownerPath} className={classes.owner}>
          {owner}
        </Link>
        <span className={classes.separator} aria-hidden="true">
          /
        </span>
        <strong className={classes.name}>
          <Link as={RouterLink} to={hrefs.repository}>
            {name}
          </Link>
        </strong>
        {badge ? (
          <Label variant="secondary" className={classes.badge}>
            {badge}
          </Label>
        ) : null}
      </div>
      <UnderlineNav aria-label="Repository" variant="flush" loadingCounters={counts === 'loading'}>
        {showIssues ? (
          <UnderlineNav.Item
            as={RouterLink}
            to={hrefs.issues}
            icon={IssueOpenedIcon}
            counter={counter('issues')}
            aria-current={ariaCurrent('issues')}
          >
            Issues
          </UnderlineNav.Item>
        ) : null}
        {showPullRequests ? (
          <UnderlineNav.Item
            as={RouterLink}
            to={hrefs.pullRequests}
            icon={GitPullRequestIcon}
            counter={counter('pullRequests')}
            aria-current={ariaCurrent('pullRequests')}
          >
            Pull requests
          </UnderlineNav.Item>
        ) : null}
        <UnderlineNav.Item as={RouterLink} to={hrefs.labels} icon={TagIcon} aria-current={ariaCurrent('labels')}>
          Labels
        </UnderlineNav.Item>
        <UnderlineNav.Item as={RouterLink} to={hrefs.milestones} icon={MilestoneIcon} aria-current={ariaCurrent('milestones')}>
          Milestones
        </UnderlineNav.Item>
      </UnderlineNav>
    </div>
  );
}

export interface RepositoryHeaderProps {
  repository: RepositoryHeader_repository$key;
  /** The tab marked as the current page (`aria-current="page"`); null where the page is under none. */
  current: RepositoryTab | null;
}

/**
 * The top of every repository page, as GitHub's: the owner and name (each a link), the badge
 * ("Public", "Private", "Internal", "… archive" once archived), then the repository's navigation:
 * Issues and Pull requests with their open counts (Pull requests only where the repository has them
 * turned on), Labels and Milestones. Its data is a fragment spread into the page's own query.
 */
export function RepositoryHeader({ repository, current }: RepositoryHeaderProps) {
  const data = useFragment(
    graphql`
      fragment RepositoryHeader_repository on Repository {
        name
        owner {
          login
          resourcePath
        }
        visibility
        isArchived
        hasIssuesEnabled
        hasPullRequestsEnabled
        openIssues: issues(states: [OPEN]) {
          totalCount
        }
        openPullRequests: pullRequests(states: [OPEN]) {
          totalCount
        }
      }
    `,
    repository,
  );
  return (
    <RepositoryHeaderView
      owner={data.owner.login}
      ownerPath={String(data.owner.resourcePath)}
      name={data.name}
      current={current}
      badge={repositoryBadge(data.visibility, data.isArchived)}
      isPrivate={data.visibility === 'PRIVATE'}
      showIssues={data.hasIssuesEnabled}
      showPullRequests={data.hasPullRequestsEnabled}
      counts={{ issues: data.openIssues.totalCount, pullRequests: data.openPullRequests.totalCount }}
    />
  );
}

export interface RepositoryHeaderPlaceholderProps {
  /** The owner and name as the address gives them. */
  owner: string;
  name: string;
  current: RepositoryTab | null;
  /** While the page's query runs (the counters animate); otherwise the page failed to load. */
  loading?: boolean;
}

/**
 * The header from the address alone, while the page's query runs or after it failed: the same
 * links and tabs, without the badge and counts only the repository's data gives.
 */
export function RepositoryHeaderPlaceholder({ owner, name, current, loading = false }: RepositoryHeaderPlaceholderProps) {
  return (
    <RepositoryHeaderView
      owner={owner}
      ownerPath={`/${encodeURIComponent(owner)}`}
      name={name}
      current={current}
      showIssues
      showPullRequests
      counts={loading ? 'loading' : undefined}
    />
  );
}
