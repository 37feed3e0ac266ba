import { TableIcon } from '@primer/octicons-react';
import { Avatar, Label, Link as PrimerLink, PageHeader } from '@primer/react';
import { IssueLabel } from '@primer/react/experimental';
import { addFilter } from '@issues/search-query';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { IssueViewQuery } from '../../../__generated__/IssueViewQuery.graphql';
import classes from '../IssueConversation/IssueConversation.module.css';
import { IssueTimeline } from '../IssueConversation/IssueTimeline';
import { ReactionBar } from '../IssueConversation/ReactionBar';
import { formatShortDate, listHref } from '../IssueList/listAddress';
import { GHOST_LOGIN } from '../IssueRow/IssueRow';
import { IssueStateIcon, stateVisual } from '../IssueStateIcon/IssueStateIcon';
import { RepositoryNotFound } from '../../../features/repositories/RepositoryNotFound/RepositoryNotFound';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { presentNodes } from '../../../lib/presentNodes';
import { NotFoundPage } from '../../../pages/NotFoundPage/NotFoundPage';

interface RelatedIssue {
  id: string;
  number: number;
  title: string;
  resourcePath: string;
  state: string;
  stateReason?: string | null;
}

/** Sub-issues or blockers in the sidebar: state icon and a link that opens the issue in the side panel. */
function RelatedIssues({ issues, hrefFor }: { issues: readonly RelatedIssue[]; hrefFor: (path: string) => string }) {
  return (
    <ul className={classes.sidebarList}>
      {issues.map((related) => (
        <li key={related.id}>
          <IssueStateIcon item={{ kind: 'issue', state: related.state, stateReason: related.stateReason }} />{' '}
          <PrimerLink as={Link} to={hrefFor(related.resourcePath)}>
            {related.title} #{related.number}
          </PrimerLink>
        </li>
      ))}
    </ul>
  );
}

export interface IssueViewProps {
  owner: string;
  repo: string;
  number: number;
  /** 'page' owns the document title and the h1; 'panel' is the side panel's content (h2, no title). */
  variant?: 'page' | 'panel';
}

/** The issue's content: the issue page, and the side panel (spec §2 "Address parameters"). */
export function IssueView({ owner, repo, number, variant = 'page' }: IssueViewProps) {
  const data = useLazyLoadQuery<IssueViewQuery>(
    graphql`
      query IssueViewQuery($owner: String!, $name: String!, $number: Int!) {
        repository(owner: $owner, name: $name) {
          nameWithOwner
          hasIssuesEnabled
          issueOrPullRequest(number: $number) {
            __typename
            ... on PullRequest {
              resourcePath
            }
            ... on Issue {
              id
              number
              title
              state
              stateReason(enableDuplicate: true)
              bodyHTML
              createdAt
              closedAt
              author {
                login
                avatarUrl(size: 64)
              }
              assignees(first: 10) {
                nodes {
                  id
                  login
                  avatarUrl(size: 64)
                }
              }
              labels(first: 20, orderBy: { field: NAME, direction: ASC }) {
                nodes {
                  id
                  name
                  color
                  description
                }
              }
              milestone {
                title
              }
              issueType {
                name
              }
              projectItems(first: 10) {
                nodes {
                  id
                  project {
                    id
                    title
                    number
                    url
                  }
                }
              }
              parent {
                id
                number
                title
                resourcePath
              }
              subIssuesSummary {
                completed
                total
                percentCompleted
              }
              subIssues(first: 20) {
                nodes {
                  id
                  number
                  title
                  resourcePath
                  state
                  stateReason(enableDuplicate: true)
                }
              }
              blockedBy(first: 20) {
                nodes {
                  id
                  number
                  title
                  resourcePath
                  state
                  stateReason(enableDuplicate: true)
                }
              }
              commentCount: comments {
                totalCount
              }
              ...ReactionBar_subject @alias(as: "reactions")
              ...IssueTimeline_issue @alias(as: "timeline")
            }
          }
        }
      }
    `,
    { owner, name: repo, number },
  );
  const repository = data.repository;
  const item = repository?.issueOrPullRequest;
  const issue = item?.__typename === 'Issue' ? item : null;
  const title = issue ? `${issue.title} · Issue #${issue.number} · ${owner}/${repo}` : 'Page not found';
  useDocumentTitle(variant === 'page' ? title : null);
  const [search] = useSearchParams();
  // Related issues open in the side panel (`?issue=owner|repo|number`), over this page.
  const panelHref = (path: string) => {
    const match = /^\/([^/]+)\/([^/]+)\/issues\/(\d+)$/.exec(path);
    if (!match) return path;
    const next = new URLSearchParams(search);
    next.set('issue', `${match[1] ?? ''}|${match[2] ?? ''}|${match[3] ?? ''}`);
    return `?${next.toString()}`;
  };
  if (!repository) return <RepositoryNotFound />;
  if (item?.__typename === 'PullRequest') return <Navigate to={item.resourcePath} replace />;
  if (!issue || !repository.hasIssuesEnabled) return <NotFoundPage />;
  const visual = stateVisual({ kind: 'issue', state: issue.state, stateReason: issue.stateReason });
  const author = issue.author?.login ?? GHOST_LOGIN;
  const list = (query: string) => listHref(owner, repo, query);
  const assignees = presentNodes(issue.assignees.nodes);
  const labels = presentNodes(issue.labels?.nodes);
  const subIssues = presentNodes(issue.subIssues.nodes);
  const blockedBy = presentNodes(issue.blockedBy.nodes);
  const projects = presentNodes(issue.projectItems?.nodes).map((item) => item.project);
  return (
    <div className={variant === 'page' ? classes.page : undefined}>
      <PageHeader>
        <PageHeader.TitleArea>
          <PageHeader.Title as={variant === 'page' ? 'h1' : 'h2'}>
            {issue.title} <span className={classes.titleNumber}>#{issue.number}</span>
          </PageHeader.Title>
        </PageHeader.TitleArea>
      </PageHeader>
      <div className={classes.stateLine}>
        <Label variant={issue.state === 'OPEN' ? 'success' : issue.stateReason === 'COMPLETED' ? 'done' : 'secondary'} size="large">
          <IssueStateIcon item={{ kind: 'issue', state: issue.state, stateReason: issue.stateReason }} />
          &nbsp;{issue.state === 'OPEN' ? 'Open' : visual.label === 'Duplicate' ? 'Duplicate' : 'Closed'}
        </Label>
        <span>
          <strong>{author}</strong> opened this issue {formatShortDate(issue.createdAt)} ·{' '}
          {issue.commentCount.totalCount.toLocaleString('en-US')} {issue.commentCount.totalCount === 1 ? 'comment' : 'comments'}
        </span>
      </div>
      <div className={classes.layout}>
        <div>
          <article className={classes.comment} aria-label={`Description by ${author}`}>
            <header className={classes.commentHeader}>
              {issue.author ? <Avatar src={issue.author.avatarUrl} alt="" size={20} /> : null}
              <strong>{author}</strong>
              <span className={classes.muted}>opened {formatShortDate(issue.createdAt)}</span>
            </header>
            <div className={`markdown-body ${classes.commentBody}`} dangerouslySetInnerHTML={{ __html: String(issue.bodyHTML) }} />
            <footer className={classes.commentFooter}>{issue.reactions ? <ReactionBar subject={issue.reactions} /> : null}</footer>
          </article>
          <h2
            className={classes.muted}
            style={{ fontSize: 'var(--text-body-size-medium)', margin: 'var(--base-size-24) 0 var(--base-size-8)' }}
          >
            Conversation
          </h2>
          {issue.timeline ? <IssueTimeline issue={issue.timeline} addressed={variant === 'page'} /> : null}
        </div>
        <aside className={classes.sidebar} aria-label="Issue details">
          <section className={classes.sidebarSection}>
            <h2>Assignees</h2>
            {assignees.length === 0 ? (
              <span className={classes.muted}>No one assigned</span>
            ) : (
              <ul className={classes.sidebarList}>
                {assignees.map((assignee) => (
                  <li key={assignee.id}>
                    <Avatar src={assignee.avatarUrl} alt="" size={20} />{' '}
                    <PrimerLink as={Link} to={list(addFilter('is:issue state:open', 'assignee', assignee.login))}>
                      {assignee.login}
                    </PrimerLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={classes.sidebarSection}>
            <h2>Labels</h2>
            {labels.length === 0 ? (
              <span className={classes.muted}>No labels</span>
            ) : (
              <div className={classes.labels}>
                {labels.map((label) => (
                  <IssueLabel
                    key={label.id}
                    as={Link}
                    to={list(addFilter('is:issue state:open', 'label', label.name))}
                    fillColor={`#${label.color}`}
                    title={label.description ?? undefined}
                  >
                    {label.name}
                  </IssueLabel>
                ))}
              </div>
            )}
          </section>
          <section className={classes.sidebarSection}>
            <h2>Type</h2>
            {issue.issueType ? <span>{issue.issueType.name}</span> : <span className={classes.muted}>No type</span>}
          </section>
          <section className={classes.sidebarSection}>
            <h2>Projects</h2>
            {projects.length === 0 ? (
              <span className={classes.muted}>None yet</span>
            ) : (
              <ul className={classes.sidebarList}>
                {projects.map((project) => (
                  <li key={project.id}>
                    <TableIcon aria-hidden="true" /> <PrimerLink href={String(project.url)}>{project.title}</PrimerLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={classes.sidebarSection}>
            <h2>Milestone</h2>
            {issue.milestone ? <span>{issue.milestone.title}</span> : <span className={classes.muted}>No milestone</span>}
          </section>
          <section className={classes.sidebarSection}>
            <h2>Relationships</h2>
            <ul className={classes.sidebarList}>
              {issue.parent ? (
                <li>
                  Parent:{' '}
                  <PrimerLink as={Link} to={panelHref(issue.parent.resourcePath)}>
                    {issue.parent.title} #{issue.parent.number}
                  </PrimerLink>
                </li>
              ) : null}
              {issue.subIssuesSummary.total > 0 ? (
                <li>
                  Sub-issues: {issue.subIssuesSummary.completed} / {issue.subIssuesSummary.total} ({issue.subIssuesSummary.percentCompleted}
                  %)
                  <RelatedIssues issues={subIssues} hrefFor={panelHref} />
                </li>
              ) : null}
              {blockedBy.length > 0 ? (
                <li>
                  Blocked by:
                  <RelatedIssues issues={blockedBy} hrefFor={panelHref} />
                </li>
              ) : null}
              {!issue.parent && issue.subIssuesSummary.total === 0 && blockedBy.length === 0 ? (
                <li className={classes.muted}>None yet</li>
              ) : null}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
