import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { outsideRequestScope } from '../db/requestScope.ts';

/** The queues of the product: one per kind of background work. */
export type QueueName = 'bulk-update-issues';

/**
 * A job's data, how many times it was tried before (the queue retries a failed job) and a signal
 * that aborts when the server stops: a long job stops between steps and resumes at the next start.
 */
export type JobHandler = (data: Record<string, unknown>, attempt: { retryCount: number; signal: AbortSignal }) => Promise<void>;

/**
 * Background jobs on pg-boss, in the product's own database (PGlite through pg-boss's adapter,
 * PostgreSQL through pg-boss's own small pool). It starts on first use, or at server start with
 * `start()`, which also runs the recoveries (work a stopped process left unfinished).
 */
export interface JobRunner {
  /**
   * Registers the worker of a queue, and a recovery run at every start (it queues jobs with the
   * `send` it is given; the runner's own would wait for the start it is part of). Call before `start`.
   */
  register(
    queue: QueueName,
    handler: JobHandler,
    recover?: (send: (data: Record<string, unknown>) => Promise<void>) => Promise<void>,
  ): void;
  send(queue: QueueName, data: Record<string, unknown>): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  log: (error: unknown, message: string) => void;
}

/** How queues behave: a job whose worker stops sending heartbeats is retried by another process. */
const QUEUE_OPTIONS = { retryLimit: 4, retryDelay: 1, expireInSeconds: 15 * 60, heartbeatSeconds: 30 } as const;

export function createJobRunner(database: Database, { log }: JobRunnerOptions): JobRunner {
  const handlers = new Map<QueueName, { handler: JobHandler; recover: Parameters<JobRunner['register']>[2] }>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;
  const stopping = new AbortController();

  const open = async (): Promise<PgBoss> => {
    const instance =
      database.kind === 'pglite' && database.pglite
        ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: 'pgboss' })
        : new PgBoss({ connectionString: database.url, max: 4, schema: 'pgboss', application_name: 'issues-jobs' });
    instance.on('error', (error) => log(error, 'background jobs'));
    await instance.start();
    for (const [queue, { handler }] of handlers) {
      await instance.createQueue(queue, QUEUE_OPTIONS);
      await instance.work<Record<string, unknown>>(queue, { pollingIntervalSeconds: 0.5, localConcurrency: 2 }, async (jobs) => {
        for (const job of jobs) await handler(job.data, { retryCount: job.retryCount, signal: stopping.signal });
      });
    }
    boss = instance;
    for (const [queue, { recover }] of handlers) {
      const send = async (data: Record<string, unknown>) => void (await instance.send(queue, data));
      if (recover) await recover(send).catch((error: unknown) => log(error, `recovering ${queue}`));
    }
    return instance;
  };

  const ensure = (): Promise<PgBoss> => {
    if (stopped) return Promise.reject(new Error('Background jobs have stopped.'));
    // Opened outside any request's scope: a request that started the queue may end, or be cancelled, long before it.
    starting ??= outsideRequestScope(() => open()).catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  };

  return {
    register(queue, handler, recover) {
      handlers.set(queue, { handler, recover });
    },
    async send(queue, data) {
      const instance = await ensure();
      await instance.send(queue, data);
    },
    async start() {
      await ensure();
    },
    async stop() {
      stopped = true;
      stopping.abort();
      const instance = boss ?? (starting ? await starting.catch(() => null) : null);
      if (instance) await instance.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
