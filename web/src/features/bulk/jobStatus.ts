import type { ToastType } from '../../components/Toast/Toast';

/** No progress (an unchanged `updatedAt`) for this long ends the following (spec 000 §9). */
export const JOB_TIMEOUT_MS = 300_000;

/** No message for this long: the subscription is dropped and made again (spec 000 §7, §9). */
export const RESUBSCRIBE_AFTER_MS = 60_000;

export const STARTING_MESSAGE = 'Updating issues';
export const PENDING_MESSAGE = 'Bulk update is pending';
export const NOT_STARTED_MESSAGE = 'Bulk update could not be started, please try again later.';
export const COMPLETED_MESSAGE = 'Bulk update completed successfully';
export const COMPLETED_WITH_ERRORS_MESSAGE = 'Bulk update completed with errors';
export const JOB_ERROR_MESSAGE = 'Bulk update had an error';
export const TIMEOUT_MESSAGE =
  'The update operation has timed out but your changes might have been applied. Please check the items and, if needed, attempt the update again in a few minutes and contact us if the error persists.';

/** 'Could not update issues: {message}' (spec 000 §8 "bulk start"). */
export function startFailedMessage(message: string): string {
  return `Could not update issues: ${message}`;
}

/**
 * 'Bulk update is in progress N %', then ' (N issues failing to update)' when some failed; one
 * failure reads '(1 issue failing to update)'.
 */
export function progressMessage(percentage: number, failing: number): string {
  const base = `Bulk update is in progress ${percentage} %`;
  if (failing === 0) return base;
  return `${base} (${failing} ${failing === 1 ? 'issue' : 'issues'} failing to update)`;
}

/** One message of the job status subscription (the `JobStatus` type), or null for a job the server does not know. */
export interface JobStatusMessage {
  jobId?: string | null;
  state: string;
  percentage: number;
  updatedAt: unknown;
  executionErrors: readonly { message: string; nodeId?: string | null }[];
}

/** What is known of a followed job between messages. */
export interface FollowedJob {
  jobId: string;
  /** The issues the job changes (empty when not known). */
  ids: readonly string[];
  /** The highest percentage seen: progress never goes back. */
  percentage: number;
  /** The last `updatedAt` the server sent. */
  updatedAt: string | null;
  /** When (this page's clock, ms) the job last made progress, or following began. */
  progressAt: number;
}

/** What the page shows and does after a message or a timer. */
export interface JobStep {
  job: FollowedJob;
  /** The progress toast's new type and text; null leaves it as it is. */
  notice: { type: ToastType; message: string } | null;
  /** The job is over: stop following it and forget it. */
  ended: boolean;
  /**
   * Set when the job ended: the issues to read again from the network (the failed ones, or all of
   * the job's when it failed as a whole, since the page may show them changed), then the list reloads.
   */
  reload: { ids: string[] } | null;
}

export type JobEvent = { kind: 'status'; status: JobStatusMessage | null; now: number } | { kind: 'tick'; now: number };

/** A job just started, or read back from local storage after a reload. */
export function followJob(jobId: string, ids: readonly string[], now: number): FollowedJob {
  return { jobId, ids, percentage: 0, updatedAt: null, progressAt: now };
}

const keep = (job: FollowedJob): JobStep => ({ job, notice: null, ended: false, reload: null });
const end = (job: FollowedJob, type: ToastType, message: string, reloadIds: readonly string[] = job.ids): JobStep => ({
  job,
  notice: { type, message },
  ended: true,
  reload: { ids: [...reloadIds] },
});

/** The issues named by a job's failures, once each. */
function failedIds(status: JobStatusMessage): string[] {
  return [...new Set(status.executionErrors.flatMap((error) => (error.nodeId ? [error.nodeId] : [])))];
}

/**
 * The job status state machine (spec 000 §4 "Bulk job states"). PENDING or QUEUED waits (without a
 * job id the job never started); STARTED shows the highest percentage seen and the failures so far;
 * SUCCESS ends with a success or a with-errors notice and reloads the failed issues; ERROR and any
 * other state end with an error. A tick with no progress (`updatedAt` unchanged) for five minutes
 * ends with the timeout notice.
 */
export function nextJobStep(job: FollowedJob, event: JobEvent): JobStep {
  if (event.kind === 'tick') {
    return event.now - job.progressAt >= JOB_TIMEOUT_MS ? end(job, 'error', TIMEOUT_MESSAGE) : keep(job);
  }
  const { status, now } = event;
  if (!status) return end(job, 'error', JOB_ERROR_MESSAGE);
  const updatedAt = status.updatedAt === null || status.updatedAt === undefined ? null : String(status.updatedAt);
  const moved: FollowedJob = updatedAt !== job.updatedAt ? { ...job, updatedAt, progressAt: now } : job;
  switch (status.state) {
    case 'PENDING':
    case 'QUEUED':
      if (!status.jobId) return end(moved, 'error', NOT_STARTED_MESSAGE);
      return { ...keep(moved), notice: { type: 'info', message: PENDING_MESSAGE } };
    case 'STARTED': {
      const percentage = Math.max(moved.percentage, Math.min(100, Math.max(0, status.percentage)));
      const next = { ...moved, percentage };
      return { ...keep(next), notice: { type: 'info', message: progressMessage(percentage, status.executionErrors.length) } };
    }
    case 'SUCCESS':
      return status.executionErrors.length === 0
        ? end(moved, 'success', COMPLETED_MESSAGE, [])
        : end(moved, 'error', COMPLETED_WITH_ERRORS_MESSAGE, failedIds(status));
    default:
      // ERROR, and any state this page does not know.
      return end(moved, 'error', JOB_ERROR_MESSAGE);
  }
}
