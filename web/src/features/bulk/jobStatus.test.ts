import { describe, expect, it } from 'vitest';
import {
  COMPLETED_MESSAGE,
  COMPLETED_WITH_ERRORS_MESSAGE,
  followJob,
  JOB_ERROR_MESSAGE,
  JOB_TIMEOUT_MS,
  nextJobStep,
  NOT_STARTED_MESSAGE,
  PENDING_MESSAGE,
  progressMessage,
  startFailedMessage,
  TIMEOUT_MESSAGE,
  type FollowedJob,
  type JobStatusMessage,
} from './jobStatus';

const ids = ['I_1', 'I_2', 'I_3'];

function status(overrides: Partial<JobStatusMessage> = {}): JobStatusMessage {
  return { jobId: 'JOB_1', state: 'STARTED', percentage: 0, updatedAt: '2026-11-20T10:00:00Z', executionErrors: [], ...overrides };
}

/** Feeds statuses in order, one second apart, and answers every step. */
function run(statuses: (JobStatusMessage | null)[], job: FollowedJob = followJob('JOB_1', ids, 0)) {
  let current = job;
  return statuses.map((each, index) => {
    const step = nextJobStep(current, { kind: 'status', status: each, now: (index + 1) * 1000 });
    current = step.job;
    return step;
  });
}

describe('job status messages (spec 000 §8)', () => {
  it('reads the progress with the failures, one failure in the singular', () => {
    expect(progressMessage(40, 0)).toBe('Bulk update is in progress 40 %');
    expect(progressMessage(40, 1)).toBe('Bulk update is in progress 40 % (1 issue failing to update)');
    expect(progressMessage(75, 3)).toBe('Bulk update is in progress 75 % (3 issues failing to update)');
    expect(startFailedMessage('Not allowed')).toBe('Could not update issues: Not allowed');
  });
});

describe('nextJobStep', () => {
  it('shows PENDING and QUEUED as pending and keeps following', () => {
    const [pending, queued] = run([status({ state: 'PENDING' }), status({ state: 'QUEUED' })]);
    expect(pending?.notice).toEqual({ type: 'info', message: PENDING_MESSAGE });
    expect(queued?.notice).toEqual({ type: 'info', message: PENDING_MESSAGE });
    expect(queued?.ended).toBe(false);
    expect(queued?.reload).toBeNull();
  });

  it('ends PENDING or QUEUED without a job id as never started', () => {
    for (const state of ['PENDING', 'QUEUED']) {
      const [step] = run([status({ state, jobId: null })]);
      expect(step?.notice).toEqual({ type: 'error', message: NOT_STARTED_MESSAGE });
      expect(step?.ended).toBe(true);
    }
    expect(run([status({ state: 'PENDING', jobId: '' })])[0]?.notice?.message).toBe(NOT_STARTED_MESSAGE);
  });

  it('shows STARTED with the highest percentage seen and the failures so far', () => {
    const steps = run([
      status({ percentage: 20 }),
      status({ percentage: 60, updatedAt: '2026-11-20T10:00:01Z' }),
      status({ percentage: 40, updatedAt: '2026-11-20T10:00:02Z', executionErrors: [{ message: 'Locked', nodeId: 'I_2' }] }),
      status({
        percentage: 80,
        updatedAt: '2026-11-20T10:00:03Z',
        executionErrors: [
          { message: 'Locked', nodeId: 'I_2' },
          { message: 'Gone', nodeId: 'I_3' },
        ],
      }),
    ]);
    expect(steps.map((step) => step.notice?.message)).toEqual([
      'Bulk update is in progress 20 %',
      'Bulk update is in progress 60 %',
      'Bulk update is in progress 60 % (1 issue failing to update)',
      'Bulk update is in progress 80 % (2 issues failing to update)',
    ]);
    expect(steps.every((step) => step.notice?.type === 'info' && !step.ended)).toBe(true);
    expect(steps.at(-1)?.job.percentage).toBe(80);
  });

  it('ends SUCCESS without failures with the success notice and no issue to read again', () => {
    const [, done] = run([status({ percentage: 50 }), status({ state: 'SUCCESS', percentage: 100 })]);
    expect(done?.notice).toEqual({ type: 'success', message: COMPLETED_MESSAGE });
    expect(done?.ended).toBe(true);
    expect(done?.reload).toEqual({ ids: [] });
  });

  it('ends SUCCESS with failures with the error notice and reads the failed issues again, once each', () => {
    const [step] = run([
      status({
        state: 'SUCCESS',
        percentage: 100,
        executionErrors: [
          { message: 'Locked', nodeId: 'I_2' },
          { message: 'Again', nodeId: 'I_2' },
          { message: 'No node', nodeId: null },
        ],
      }),
    ]);
    expect(step?.notice).toEqual({ type: 'error', message: COMPLETED_WITH_ERRORS_MESSAGE });
    expect(step?.ended).toBe(true);
    expect(step?.reload).toEqual({ ids: ['I_2'] });
  });

  it('ends ERROR with the error notice and reads all of the job’s issues again', () => {
    const [step] = run([status({ state: 'ERROR' })]);
    expect(step?.notice).toEqual({ type: 'error', message: JOB_ERROR_MESSAGE });
    expect(step?.ended).toBe(true);
    expect(step?.reload).toEqual({ ids });
  });

  it('treats any other state, and a job the server does not know, as an error', () => {
    for (const each of [status({ state: 'CANCELLED' }), null]) {
      const [step] = run([each]);
      expect(step?.notice).toEqual({ type: 'error', message: JOB_ERROR_MESSAGE });
      expect(step?.ended).toBe(true);
    }
  });

  it('times out after five minutes without a new updatedAt, and not before', () => {
    const job = followJob('JOB_1', ids, 0);
    const first = nextJobStep(job, { kind: 'status', status: status({ percentage: 10 }), now: 1000 });
    expect(first.job.progressAt).toBe(1000);
    // The same updatedAt again (a message after subscribing again) is no progress.
    const same = nextJobStep(first.job, { kind: 'status', status: status({ percentage: 10 }), now: 200_000 });
    expect(same.job.progressAt).toBe(1000);
    expect(nextJobStep(same.job, { kind: 'tick', now: 1000 + JOB_TIMEOUT_MS - 1 })).toMatchObject({ ended: false, notice: null });
    const timedOut = nextJobStep(same.job, { kind: 'tick', now: 1000 + JOB_TIMEOUT_MS });
    expect(timedOut.notice).toEqual({ type: 'error', message: TIMEOUT_MESSAGE });
    expect(timedOut.ended).toBe(true);
    expect(timedOut.reload).toEqual({ ids });
  });

  it('counts a new updatedAt as progress, which puts the timeout off', () => {
    const job = followJob('JOB_1', ids, 0);
    const moved = nextJobStep(job, { kind: 'status', status: status({ updatedAt: '2026-11-20T10:04:00Z' }), now: 240_000 });
    expect(nextJobStep(moved.job, { kind: 'tick', now: JOB_TIMEOUT_MS }).ended).toBe(false);
    expect(nextJobStep(moved.job, { kind: 'tick', now: 240_000 + JOB_TIMEOUT_MS }).notice?.message).toBe(TIMEOUT_MESSAGE);
  });

  it('times out a job that never answered, from when following began', () => {
    const job = followJob('JOB_1', ids, 5000);
    expect(nextJobStep(job, { kind: 'tick', now: 5000 + JOB_TIMEOUT_MS }).notice?.message).toBe(
      'The update operation has timed out but your changes might have been applied. Please check the items and, if needed, attempt the update again in a few minutes and contact us if the error persists.',
    );
  });
});
