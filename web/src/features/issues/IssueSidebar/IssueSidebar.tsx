import { TableIcon } from '@primer/octicons-react';
import { Avatar, Link as PrimerLink } from '@primer/react';
import { addFilter } from '@issues/search-query';
import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { IssueSidebar_issue$key } from '../../../__generated__/IssueSidebar_issue.graphql';
import type { IssueSidebar_relatedIssues$key } from '../../../__generated__/IssueSidebar_relatedIssues.graphql';
import { listHref } from '../IssueList/listAddress';
import { RowLabels } from '../IssueRow/RowParts';
import { IssueStateIcon } from '../IssueStateIcon/IssueStateIcon';
import { presentNodes } from '../../../lib/presentNodes';
import classes from './IssueSidebar.module.css';

export interface IssueSidebarProps {
  issue: IssueSidebar_issue$key;
  owner: string;
  repo: string;
}

/** Sub-issues or blockers: state icon and a link that opens the issue in the side panel. */
function RelatedIssues({ issues, hrefFor }: { issues: IssueSidebar_relatedIssues$key; hrefFor: (path: string) => string }) {
  const data = useFragment(
    graphql`
      fragment IssueSidebar_relatedIssues on Issue @relay(plural: true) {
        id
        number
        title
        resourcePath
        state
        stateReason(enableDuplicate: true)
      }
    `,
    issues,
  );
  return (
    <ul className={classes.list}>
      {data.map((related) => (
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

/** The issue page's sidebar: assignees, labels, type, projects, milestone and relationships. */
export function IssueSidebar({ issue, owner, repo }: IssueSidebarProps) {
  const data = useFragment(
    graphql`
      fragment IssueSidebar_issue on Issue {
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
            ...IssueSidebar_relatedIssues
          }
        }
        blockedBy(first: 20) {
          nodes {
            ...IssueSidebar_relatedIssues
          }
        }
      }
    `,
    issue,
  );
  const [search] = useSearchParams();
  // Related issues open in the side panel (`?issue=owner|repo|number`), over this page.
  const panelHref = (path: string) => {
    const match = /^\/([^/]+)\/([^/]+)\/issues\/(\d+)$/.exec(path);
    if (!match) return path;
    const next = new URLSearchParams(search);
    next.set('issue', `${match[1] ?? ''}|${match[2] ?? ''}|${match[3] ?? ''}`);
    return `?${next.toString()}`;
  };
  const list = (query: string) => listHref(owner, repo, query);
  const assignees = presentNodes(data.assignees.nodes);
  const labels = presentNodes(data.labels?.nodes);
  const subIssues = presentNodes(data.subIssues.nodes);
  const blockedBy = presentNodes(data.blockedBy.nodes);
  const projects = presentNodes(data.projectItems?.nodes).map((item) => item.project);
  return (
    <aside className={classes.sidebar} aria-label="Issue details">
      <section className={classes.section}>
        <h2>Assignees</h2>
        {assignees.length === 0 ? (
          <span className={classes.muted}>No one assigned</span>
        ) : (
          <ul className={classes.list}>
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
      <section className={classes.section}>
        <h2>Labels</h2>
        {labels.length === 0 ? (
          <span className={classes.muted}>No labels</span>
        ) : (
          <div className={classes.labels}>
            <RowLabels labels={labels} hrefFor={(label) => list(addFilter('is:issue state:open', 'label', label.name))} />
          </div>
        )}
      </section>
      <section className={classes.section}>
        <h2>Type</h2>
        {data.issueType ? <span>{data.issueType.name}</span> : <span className={classes.muted}>No type</span>}
      </section>
      <section className={classes.section}>
        <h2>Projects</h2>
        {projects.length === 0 ? (
          <span className={classes.muted}>None yet</span>
        ) : (
          <ul className={classes.list}>
            {projects.map((project) => (
              <li key={project.id}>
                <TableIcon aria-hidden="true" /> <PrimerLink href={String(project.url)}>{project.title}</PrimerLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={classes.section}>
        <h2>Milestone</h2>
        {data.milestone ? <span>{data.milestone.title}</span> : <span className={classes.muted}>No milestone</span>}
      </section>
      <section className={classes.section}>
        <h2>Relationships</h2>
        <ul className={classes.list}>
          {data.parent ? (
            <li>
              Parent:{' '}
              <PrimerLink as={Link} to={panelHref(data.parent.resourcePath)}>
                {data.parent.title} #{data.parent.number}
              </PrimerLink>
            </li>
          ) : null}
          {data.subIssuesSummary.total > 0 ? (
            <li>
              Sub-issues: {data.subIssuesSummary.completed} / {data.subIssuesSummary.total} ({data.subIssuesSummary.percentCompleted}
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
          {!data.parent && data.subIssuesSummary.total === 0 && blockedBy.length === 0 ? <li className={classes.muted}>None yet</li> : null}
        </ul>
      </section>
    </aside>
  );
}
