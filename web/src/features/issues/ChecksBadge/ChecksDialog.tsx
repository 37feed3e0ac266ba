import { Button, Link, Spinner } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import type { RefObject } from 'react';
import { CheckStateIcon } from './CheckStateIcon';
import type { CheckItem } from './checkStates';
import classes from './ChecksBadge.module.css';

export interface ChecksDialogProps {
  title: string;
  checks: readonly CheckItem[];
  onClose: () => void;
  /** The badge, focused again when the dialog closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

/** The dialog listing a pull request's checks; `ChecksBadge` loads it when it first opens. */
export function ChecksDialog({ title, checks, onClose, returnFocusRef }: ChecksDialogProps) {
  return (
    <Dialog title={title} onClose={onClose} returnFocusRef={returnFocusRef}>
      <ul className={classes.checks} aria-label="Checks">
        {checks.map((check) => (
          <li key={check.id} className={classes.check}>
            {check.inProgress ? <Spinner size="small" srText="In progress" /> : <CheckStateIcon state={check.state} />}
            <strong>{check.name}</strong>
            {check.description ? <span className={classes.description}>{check.description}</span> : null}
            {check.targetUrl ? (
              <Link href={check.targetUrl} className={classes.details}>
                Details
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={classes.footer}>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
