import { Tooltip } from '@primer/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { CheckStateIcon } from './CheckStateIcon';
import { CHECKS_HEADER_TEXT, checksHeaderState, type CheckItem } from './checkStates';
import classes from './ChecksBadge.module.css';

/** The list of checks, loaded when the badge is first opened. */
const ChecksDialog = lazy(async () => ({ default: (await import('./ChecksDialog')).ChecksDialog }));

/**
 * The checks-status badge of a pull request row (spec 001 §2.7): the overall icon and successful
 * over total; it opens a dialog listing the checks, and closing gives focus back to the badge.
 * `checks` null means they could not be read: '?/?' with the error tooltip.
 */
export function ChecksBadge({ checks }: { checks: readonly CheckItem[] | null }) {
  const [open, setOpen] = useState(false);
  const badge = useRef<HTMLButtonElement>(null);
  if (checks === null) {
    return (
      <Tooltip text="There was an error retrieving checks status">
        <button type="button" className={classes.badge} aria-label="Checks: ?/?">
          ?/?
        </button>
      </Tooltip>
    );
  }
  if (checks.length === 0) return null;
  const header = checksHeaderState(checks);
  const successful = checks.filter((check) => check.state === 'success').length;
  const overall: CheckItem['state'] = header === 'SUCCEEDED' ? 'success' : header === 'PENDING' ? 'pending' : 'failure';
  return (
    <>
      <button
        ref={badge}
        type="button"
        className={classes.badge}
        aria-label={`${CHECKS_HEADER_TEXT[header]}: ${successful}/${checks.length}`}
        onClick={() => setOpen(true)}
      >
        <CheckStateIcon state={overall} /> {successful}/{checks.length}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChecksDialog title={CHECKS_HEADER_TEXT[header]} checks={checks} onClose={() => setOpen(false)} returnFocusRef={badge} />
        </Suspense>
      ) : null}
    </>
  );
}
