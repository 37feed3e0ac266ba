import { useId, type ReactNode } from 'react';
import classes from './IssueSidebar.module.css';

export interface SidebarSectionProps {
  /** The section's heading ('Assignees'), also its accessible name. */
  heading: string;
  /** The gear menu (or other control) beside the heading; left out for viewers who may not change the section. */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of the issue sidebar: its heading, the control that edits it, then its content. */
export function SidebarSection({ heading, action, children }: SidebarSectionProps) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <div className={classes.sectionHeader}>
        <h2 id={headingId}>{heading}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
