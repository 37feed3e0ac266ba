import { lazy } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { useSecondaryParts } from '../../../hooks/useSecondaryParts';
import { Navigate, useLocation, useNavigate } from 'react-router';
import IssueViewQueryNode, { type IssueViewQuery } from '../../../__generated__/IssueViewQuery.graphql';
import classes from '../IssueConversation/IssueConversation.module.css';
import { IssueBody } from '../IssueConversation/IssueBody';
import { IssueTimeline } from '../IssueConversation/IssueTimeline';
import { IssueActions } from '../IssueActions/IssueActions';
import { IssueHeader } from '../IssueHeader/IssueHeader';
import { issuePath } from '../IssueLink/preloadIssue';
import { IssueSidebar } from '../IssueSidebar';
import { RepositoryHeader } from '../../../features/repositories/RepositoryHeader/RepositoryHeader';
import { RepositoryNotFound } from '../../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { NotFoundPage } from '../../../pages/NotFoundPage/NotFoundPage';
import { CommentFormIssueContext } from './commentFormIssue';
import { IssueShortcuts } from './IssueShortcuts';
import { useMarkIssueAsRead } from './useMarkIssueAsRead';

/** The page for a number with no issue (deleted, transferred away, never there), loaded when one is asked for. */
const IssueNotFound = lazy(async () => ({ default: (await import('./IssueNotFound')).IssueNotFound }));

export interface IssueViewProps {
  owner: string;
  repo: string;
  number: number;
  /** 'page' owns the document title and the h1; 'panel' is the side panel's content (h2, no title). */
  variant?: 'page' | 'panel';
}

/**
 * Where the view goes for an issue now at `resourcePath` (transferred to another repository): the
 * page goes there; the side panel stays on its page and shows it (`issue=owner|repo|number`).
 */
function useIssueAddress(variant: 'page' | 'panel') {
  const location = useLocation();
  return (resourcePath: string) => {
    const target = issuePath(resourcePath);
    if (variant === 'page' || !target) return resourcePath;
    const search = new URLSearchParams(location.search);
    search.set('issue', `${target.owner}|${target.name}|${target.number}`);
    return `${location.pathname}?${search.toString()}`;
  };
}

/** The issue's content: the issue page, and the side panel (spec §2 "Address parameters"). */
export function IssueView({ owner, repo, number, variant = 'page' }: IssueViewProps) {
  const data = useLazyLoadQuery<IssueViewQuery>(
    graphql`
      query IssueViewQuery($owner: String!, $name: String!, $number: Int!) {
        repository(owner: $owner, name: $name) {
          nameWithOwner
          hasIssuesEnabled
          ...RepositoryHeader_repository
          issueOrPullRequest(number: $number) {
            __typename
            ... on PullRequest {
              resourcePath
            }
            ... on Issue {
              id
              number
              title
              resourcePath
              updatedAt
              repository {
                nameWithOwner
              }
              ...IssueHeader_issue @alias(as: "header")
              ...IssueActions_issue @alias(as: "actions")
              ...CommentForm_issue @alias(as: "commentForm")
              ...IssueSidebar_issue @alias(as: "sidebar")
              ...IssueBody_issue @alias(as: "issueBody")
              ...IssueTimeline_issue @alias(as: "timeline")
            }
          }
        }
      }
    `,
    { owner, name: repo, number },
  );
  const navigate = useNavigate();
  const location = useLocation();
  const addressFor = useIssueAddress(variant);
  const environment = useRelayEnvironment();
  // When the issue shown was read (this browser's clock), for the live updates to catch up from: the
  // query's last answer, or for records that came with the page itself, the page's request.
  const readAt = () => {
    const stored = environment.check(createOperationDescriptor(getRequest(IssueViewQueryNode), { owner, name: repo, number }));
    return (stored.status === 'available' ? stored.fetchTime : null) ?? performance.timeOrigin;
  };
  // Timeline, sidebar and actions follow the heading and body by a render on an in-app navigation.
  const secondary = useSecondaryParts();
  const repository = data.repository;
  const item = repository?.issueOrPullRequest;
  const issue = item?.__typename === 'Issue' ? item : null;
  // Opening the issue (page or side panel) reads it; an issue now in another repository is read there.
  useMarkIssueAsRead(issue && issue.repository.nameWithOwner.toLowerCase() === `${owner}/${repo}`.toLowerCase() ? issue : null);
  useDocumentTitle(variant === 'page' && issue ? `${issue.title} · Issue #${issue.number} · ${owner}/${repo}` : null);
  if (!repository) return <RepositoryNotFound />;
  if (item?.__typename === 'PullRequest') return <Navigate to={item.resourcePath} replace />;
  if (!repository.hasIssuesEnabled) return <NotFoundPage />;
  // The page (not the side panel) starts with the repository header; IssuePage gives the container.
  const repositoryHeader = variant === 'page' ? <RepositoryHeader repository={repository} current="issues" /> : null;
  if (!issue)
    return (
      <>
        {repositoryHeader}
        <IssueNotFound owner={owner} repo={repo} number={number} variant={variant} addressFor={addressFor} />
      </>
    );
  // An issue transferred away is answered where it lives now: its address is the new one.
  if (issue.repository.nameWithOwner.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) {
    return <Navigate to={addressFor(String(issue.resourcePath))} replace />;
  }
  const closePanel = () => {
    const search = new URLSearchParams(location.search);
    search.delete('issue');
    const query = search.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`);
  };
  return (
    <div>
      {repositoryHeader}
      {variant === 'page' ? <IssueShortcuts /> : null}
      {issue.header ? <IssueHeader issue={issue.header} headingLevel={variant === 'page' ? 'h1' : 'h2'} /> : null}
      <div className={classes.layout}>
        <div>
          {issue.issueBody ? <IssueBody issue={issue.issueBody} /> : null}
          <h2
            className={classes.muted}
            style={{ fontSize: 'var(--text-body-size-medium)', margin: 'var(--base-size-24) 0 var(--base-size-8)' }}
          >
            Conversation
          </h2>
          <CommentFormIssueContext value={issue.commentForm ?? null}>
            {issue.timeline && secondary ? <IssueTimeline issue={issue.timeline} addressed={variant === 'page'} readAt={readAt} /> : null}
          </CommentFormIssueContext>
        </div>
        <div>
          {issue.sidebar && secondary ? <IssueSidebar issue={issue.sidebar} owner={owner} repo={repo} /> : null}
          {issue.actions && secondary ? (
            <IssueActions
              issue={issue.actions}
              onTransferred={(resourcePath) => void navigate(addressFor(resourcePath), { replace: true })}
              onDeleted={(repositoryPath) => (variant === 'page' ? void navigate(`${repositoryPath}/issues`) : closePanel())}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
