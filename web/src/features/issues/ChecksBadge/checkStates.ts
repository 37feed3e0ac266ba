/** One check of a commit, reduced to what the badge and its dialog show. */
export interface CheckItem {
  id: string;
  name: string;
  /** success, pending, failure or error (spec 001 §2.7 "Check icons"). */
  state: 'success' | 'pending' | 'failure' | 'error';
  /** The check run is running now: the dialog shows a spinner. */
  inProgress: boolean;
  description: string | null;
  targetUrl: string | null;
}

/** A check run's state for the icons, from its status and conclusion. */
export function checkRunState(status: string, conclusion: string | null | undefined): CheckItem['state'] {
  if (status !== 'COMPLETED') return 'pending';
  switch (conclusion) {
    case 'SUCCESS':
    case 'NEUTRAL':
    case 'SKIPPED':
      return 'success';
    case 'ACTION_REQUIRED':
    case 'STALE':
      return 'pending';
    case 'STARTUP_FAILURE':
      return 'error';
    default:
      return 'failure';
  }
}

/** A commit status context's state for the icons. */
export function statusContextState(state: string): CheckItem['state'] {
  if (state === 'SUCCESS') return 'success';
  if (state === 'PENDING' || state === 'EXPECTED') return 'pending';
  if (state === 'ERROR') return 'error';
  return 'failure';
}

export type ChecksHeaderState = 'SUCCEEDED' | 'FAILED' | 'PENDING' | 'MIXED';

/** The dialog's header state: every check passed, every one failed, some still running, or a mix. */
export function checksHeaderState(checks: readonly CheckItem[]): ChecksHeaderState {
  if (checks.length > 0 && checks.every((check) => check.state === 'success')) return 'SUCCEEDED';
  if (checks.length > 0 && checks.every((check) => check.state === 'failure' || check.state === 'error')) return 'FAILED';
  if (checks.some((check) => check.state === 'pending')) return 'PENDING';
  return 'MIXED';
}

/** Spec 001 §3 "Checks header states". */
export const CHECKS_HEADER_TEXT: Record<ChecksHeaderState, string> = {
  SUCCEEDED: 'All checks have passed',
  FAILED: 'All checks have failed',
  PENDING: 'Some checks haven’t completed yet',
  MIXED: 'Some checks were not successful',
};
