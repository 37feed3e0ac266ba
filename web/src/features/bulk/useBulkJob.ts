import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { requestSubscription, useRelayEnvironment } from 'react-relay';
import { fetchQuery, type Disposable, type IEnvironment } from 'relay-runtime';
import type { useBulkJobRowsReloadQuery } from '../../__generated__/useBulkJobRowsReloadQuery.graphql';
import type { useBulkJobStatusSubscription } from '../../__generated__/useBulkJobStatusSubscription.graphql';
import { useToast } from '../../components/Toast/Toast';
import { GraphQLRequestError } from '../../relay/fetchGraphQL';
import { lazyOperations } from '../../relay/useLazyMutation';
import {
  followJob,
  JOB_TIMEOUT_MS,
  nextJobStep,
  NOT_STARTED_MESSAGE,
  RESUBSCRIBE_AFTER_MS,
  STARTING_MESSAGE,
  startFailedMessage,
  type FollowedJob,
  type JobEvent,
} from './jobStatus';
import { showStateChange, startBulkJob, type BulkChange } from './updateIssuesBulk';
import type * as operationModule from './useBulkJob.operations';

/** Where a page keeps the job it follows, so a reload follows it again (spec 000 §4, spec 001 §7). */
export type BulkJobStorageKey = 'repo.bulkUpdateIssues' | 'milestone.bulkUpdateIssues';

export interface BulkJob {
  /** Starts a job for the issues; answers whether it started (the caller then clears its selection). */
  start: (ids: readonly string[], change: BulkChange) => Promise<boolean>;
  /** A job is starting or being followed: the actions wait for it. */
  running: boolean;
}

export interface UseBulkJobOptions {
  storageKey: BulkJobStorageKey;
  /** Reloads the page's list from the network, once a job ended. */
  onRefresh: () => void;
}

/** The server reads at most this many nodes at once. */
const NODES_PER_REQUEST = 100;

/** The job status subscription and the 'issue rows reload' query, loaded when a job is first followed: out of the lists' first JavaScript. */
const operations = lazyOperations<typeof operationModule>(() => import('./useBulkJob.operations'));

interface StoredJob {
  jobId: string;
  ids: string[];
}

function readStoredJob(key: BulkJobStorageKey): StoredJob | null {
  try {
    const text = localStorage.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (typeof value === 'string' && value !== '') return { jobId: value, ids: [] };
    if (typeof value !== 'object' || value === null) return null;
    const { jobId, ids } = value as { jobId?: unknown; ids?: unknown };
    if (typeof jobId !== 'string' || jobId === '') return null;
    return { jobId, ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [] };
  } catch {
    // Unreadable storage or an entry this page did not write: nothing to follow.
    return null;
  }
}

function writeStoredJob(key: BulkJobStorageKey, job: StoredJob | null): void {
  try {
    if (job) localStorage.setItem(key, JSON.stringify(job));
    else localStorage.removeItem(key);
  } catch {
    // Storage may be full or off; following goes on for this page load.
  }
}

/** Reads the issues' rows again from the network, 100 at a time; a failed read leaves the rows for the list's reload. */
async function reloadRows(environment: IEnvironment, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const module = operations.loaded ?? (await operations.load().catch(() => null));
  // A module that failed to load leaves the rows for the list's reload, as a failed read does.
  if (!module) return;
  for (let start = 0; start < ids.length; start += NODES_PER_REQUEST) {
    await fetchQuery<useBulkJobRowsReloadQuery>(
      environment,
      module.rowsReloadQuery,
      { ids: ids.slice(start, start + NODES_PER_REQUEST) },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .catch(() => undefined);
  }
}

interface Following {
  job: FollowedJob;
  toastId: string;
  /** The toast's current text, so repeated messages leave it alone. */
  shown: string;
  subscription: Disposable | null;
  watchdog: ReturnType<typeof setTimeout> | undefined;
  timeout: ReturnType<typeof setTimeout> | undefined;
  /** Stops this following (in the hook instance that made it). */
  stop: () => void;
}

/**
 * The jobs followed on this page, by id, whichever hook instance follows them: a job is followed once,
 * with one toast. A page that mounts while its job is followed elsewhere takes that following over,
 * toast and all, instead of adding a second toast that would end in a second outcome. (That happens
 * when a page was left while its job was starting: the start finishes and follows the job from the
 * page that was left, and the list opened again reads the job back from storage. Two lists sharing
 * a key, the repository list and a dashboard view, can also both be mounted for a moment.)
 */
const followedJobs = new Map<string, Following>();

/**
 * Starts bulk jobs and follows them to their end (spec 000 §4, §7): the persisted 'Updating issues'
 * toast turns into the job's progress and then its outcome; the job id waits in local storage
 * under `storageKey` until the job ends, so a reload of the page follows it again. The job status
 * subscription is made again after a minute without a message, and five minutes without progress
 * end the following. When a job ends, the failed issues are read again and the list reloads.
 */
export function useBulkJob({ storageKey, onRefresh }: UseBulkJobOptions): BulkJob {
  const environment = useRelayEnvironment();
  const { addToast, updateToast, removeToast } = useToast();
  const [running, setRunning] = useState(false);
  const current = useRef<Following | null>(null);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  const stop = useCallback((following: Following) => {
    following.subscription?.dispose();
    following.subscription = null;
    clearTimeout(following.watchdog);
    clearTimeout(following.timeout);
    if (current.current === following) current.current = null;
    if (followedJobs.get(following.job.jobId) === following) followedJobs.delete(following.job.jobId);
  }, []);

  const follow = useCallback(
    (job: FollowedJob, toastId: string, shown: string = STARTING_MESSAGE) => {
      const following: Following = {
        job,
        toastId,
        shown,
        subscription: null,
        watchdog: undefined,
        timeout: undefined,
        stop: () => stop(following),
      };
      current.current = following;
      followedJobs.set(job.jobId, following);
      setRunning(true);
      const active = () => current.current === following;

      const armTimeout = () => {
        clearTimeout(following.timeout);
        const left = following.job.progressAt + JOB_TIMEOUT_MS - Date.now();
        following.timeout = setTimeout(() => handle({ kind: 'tick', now: Date.now() }), Math.max(0, left));
      };
      const handle = (event: JobEvent) => {
        if (!active()) return;
        const step = nextJobStep(following.job, event);
        const progressed = step.job.progressAt !== following.job.progressAt;
        following.job = step.job;
        if (step.notice && (step.ended || step.notice.message !== following.shown)) {
          following.shown = step.notice.message;
          updateToast(toastId, { ...step.notice, persisted: !step.ended });
        }
        if (step.ended) {
          stop(following);
          writeStoredJob(storageKey, null);
          setRunning(false);
          // The list reloads as a transition: its rows stay (and keep focus) until the new ones are read,
          // rather than giving way to the loading placeholders.
          void reloadRows(environment, step.reload?.ids ?? []).then(() => startTransition(() => refresh.current()));
        } else if (progressed) {
          armTimeout();
        }
      };
      const armWatchdog = () => {
        clearTimeout(following.watchdog);
        if (active()) following.watchdog = setTimeout(subscribe, RESUBSCRIBE_AFTER_MS);
      };
      function subscribe() {
        if (!active()) return;
        following.subscription?.dispose();
        following.subscription = null;
        armWatchdog();
        const loaded = operations.loaded;
        if (!loaded) {
          // The subscription's module is fetched first; a failed fetch is tried again by the watchdog.
          operations.load().then(subscribe, () => undefined);
          return;
        }
        try {
          following.subscription = requestSubscription<useBulkJobStatusSubscription>(environment, {
            subscription: loaded.statusSubscription,
            variables: { jobId: following.job.jobId },
            onNext: (response) => {
              if (!response) return;
              armWatchdog();
              handle({ kind: 'status', status: response.jobStatus ?? null, now: Date.now() });
            },
            onError: (error) => {
              // The server does not know the job (one it no longer keeps, or another person's read
              // back from this browser's storage): asking again will not help, so it ends as a job
              // the server does not know would (spec 000 §4). Any other failed or finished stream
              // is made again by the watchdog, unless the job ended.
              if (error instanceof GraphQLRequestError && error.code === 'NOT_FOUND')
                handle({ kind: 'status', status: null, now: Date.now() });
            },
          });
        } catch {
          // No way to subscribe right now: the watchdog tries again, the timeout ends it.
        }
      }
      armTimeout();
      subscribe();
    },
    [environment, stop, storageKey, updateToast],
  );

  // A job stored by an earlier load of the page is followed again (taken over, with its toast, when
  // another instance still follows it); leaving the page stops following (the job stays stored).
  useEffect(() => {
    const stored = readStoredJob(storageKey);
    const earlier = stored ? followedJobs.get(stored.jobId) : undefined;
    if (earlier) {
      earlier.stop();
      follow(earlier.job, earlier.toastId, earlier.shown);
    } else if (stored)
      follow(followJob(stored.jobId, stored.ids, Date.now()), addToast({ type: 'info', message: STARTING_MESSAGE, persisted: true }));
    return () => {
      const following = current.current;
      if (!following) return;
      // A page mounting in the same commit takes the following over, toast and all (the list opened
      // again from a dashboard view sharing its key, which unmounts first): the toast stays as it is
      // instead of going and coming back. Otherwise it stops here.
      current.current = null;
      queueMicrotask(() => {
        if (followedJobs.get(following.job.jobId) !== following) return;
        stop(following);
        removeToast(following.toastId);
      });
    };
  }, [addToast, follow, removeToast, stop, storageKey]);

  const start = useCallback(
    async (ids: readonly string[], change: BulkChange): Promise<boolean> => {
      setRunning(true);
      const toastId = addToast({ type: 'info', message: STARTING_MESSAGE, persisted: true });
      let jobId: string | null;
      try {
        jobId = await startBulkJob(environment, ids, change);
      } catch (error) {
        updateToast(toastId, {
          type: 'error',
          message: startFailedMessage(error instanceof Error ? error.message : String(error)),
          persisted: false,
        });
        setRunning(current.current !== null);
        return false;
      }
      if (!jobId) {
        updateToast(toastId, { type: 'error', message: NOT_STARTED_MESSAGE, persisted: false });
        setRunning(current.current !== null);
        return false;
      }
      // One job is followed at a time: one started elsewhere (another tab's, read back) gives way.
      const previous = current.current;
      if (previous) {
        stop(previous);
        removeToast(previous.toastId);
      }
      writeStoredJob(storageKey, { jobId, ids: [...ids] });
      showStateChange(environment, ids, change);
      follow(followJob(jobId, ids, Date.now()), toastId);
      return true;
    },
    [addToast, environment, follow, removeToast, stop, storageKey, updateToast],
  );

  return { start, running };
}
