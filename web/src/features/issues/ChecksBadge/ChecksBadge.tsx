import { CheckCircleFillIcon, DotFillIcon, StopIcon, XCircleFillIcon, type Icon } from '@primer/octicons-react';
import { Button, Link, Spinner, Tooltip } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { useRef, useState } from 'react';
import { CHECKS_HEADER_TEXT, checksHeaderState, type CheckItem } from './checkStates';
import classes from './ChecksBadge.module.css';

const ICONS: Record<CheckItem['state'], { icon: Icon; color: string; label: string }> = {
  success: { icon: CheckCircleFillIcon, color: 'var(--fgColor-success)', label: 'Successful' },
  pending: { icon: DotFillIcon, color: 'var(--fgColor-attention)', label: 'Pending' },
  failure: { icon: XCircleFillIcon, color: 'var(--fgColor-danger)', label: 'Failing' },
  error: { icon: StopIcon, color: 'var(--fgColor-danger)', label: 'Errored' },
};

function StateIcon({ state }: { state: CheckItem['state'] }) {
  const visual = ICONS[state];
  const Glyph = visual.icon;
  return <Glyph fill={visual.color} aria-label={visual.label} />;
}

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
        <StateIcon state={overall} /> {successful}/{checks.length}
      </button>
      {open ? (
        <Dialog title={CHECKS_HEADER_TEXT[header]} onClose={() => setOpen(false)} returnFocusRef={badge}>
          <ul className={classes.checks} aria-label="Checks">
            {checks.map((check) => (
              <li key={check.id} className={classes.check}>
                {check.inProgress ? <Spinner size="small" srText="In progress" /> : <StateIcon state={check.state} />}
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
            <Button onClick={() => setOpen(false)}>Close</Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
