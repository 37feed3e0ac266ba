import type { ReactNode } from 'react';
import classes from './NewIssueHeading.module.css';

/** The new-issue pages' heading, 'Create new issue', over the repository (or what to do first). */
export function NewIssueHeading({ children }: { children: ReactNode }) {
  return (
    <>
      <h1 className={classes.heading}>Create new issue</h1>
      <p className={classes.subheading}>{children}</p>
    </>
  );
}
