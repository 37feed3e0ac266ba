import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { IssueSidebar_issue$key } from '../../../__generated__/IssueSidebar_issue.graphql';
import { DevelopmentSection } from './DevelopmentSection';
import classes from './IssueSidebar.module.css';
import { AssigneesMenu } from './menus/AssigneesMenu';
import { LabelsMenu } from './menus/LabelsMenu';
import { MilestoneMenu } from './menus/MilestoneMenu';
import { ProjectsMenu } from './menus/ProjectsMenu';
import { TypeMenu } from './menus/TypeMenu';
import { NotificationsSection } from './NotificationsSection';
import { RelationshipsMenu } from './relationships/RelationshipsMenu';
import { useSidebarShortcuts } from './useSidebarShortcuts';

export interface IssueSidebarProps {
  issue: IssueSidebar_issue$key;
  owner: string;
  repo: string;
}

/** The sidebar's gear menus, one open at a time. */
type MenuName = 'assignees' | 'labels' | 'type' | 'projects' | 'milestone';

/**
 * The issue page's sidebar: assignees, labels, type, projects, milestone, relationships,
 * development and notifications. Each section shows its gear menu only to viewers the server says
 * may change it (`viewerCan*`): an unpermitted control is absent, not disabled. `a`, `l` and `m`
 * open the assignees, labels and milestone menus.
 */
export function IssueSidebar({ issue, owner, repo }: IssueSidebarProps) {
  const data = useFragment(
    graphql`
      fragment IssueSidebar_issue on Issue {
        viewerCanAssign
        viewerCanLabel
        viewerCanSetMilestone
        viewerCanSetIssueType
        viewerCanSetProjects
        viewerCanRelate
        ...AssigneesMenu_issue
        ...LabelsMenu_issue
        ...TypeMenu_issue
        ...ProjectsMenu_issue
        ...MilestoneMenu_issue
        ...RelationshipsMenu_issue
        ...DevelopmentSection_issue
        ...NotificationsSection_issue
      }
    `,
    issue,
  );
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);
  const menu = (name: MenuName) => ({
    open: openMenu === name,
    onOpenChange: (open: boolean) => setOpenMenu((current) => (open ? name : current === name ? null : current)),
  });
  const root = useRef<HTMLElement>(null);
  useSidebarShortcuts(
    {
      a: data.viewerCanAssign ? () => setOpenMenu('assignees') : undefined,
      l: data.viewerCanLabel ? () => setOpenMenu('labels') : undefined,
      m: data.viewerCanSetMilestone ? () => setOpenMenu('milestone') : undefined,
    },
    root,
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
  const place = { owner, repo };
  return (
    <aside ref={root} className={classes.sidebar} aria-label="Issue details">
      <AssigneesMenu issue={data} {...place} editable={data.viewerCanAssign} {...menu('assignees')} />
      <LabelsMenu issue={data} {...place} editable={data.viewerCanLabel} {...menu('labels')} />
      <TypeMenu issue={data} {...place} editable={data.viewerCanSetIssueType} {...menu('type')} />
      <ProjectsMenu issue={data} {...place} editable={data.viewerCanSetProjects} {...menu('projects')} />
      <MilestoneMenu issue={data} {...place} editable={data.viewerCanSetMilestone} {...menu('milestone')} />
      <RelationshipsMenu issue={data} editable={data.viewerCanRelate} hrefFor={panelHref} />
      <DevelopmentSection issue={data} />
      <NotificationsSection issue={data} />
    </aside>
  );
}
