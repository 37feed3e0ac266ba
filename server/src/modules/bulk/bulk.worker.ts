import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { AccountRow, ProjectRow } from '../../db/rows.ts';
import { rowShape, text } from '../../db/rowShape.ts';
import * as t from '../../db/schema/index.ts';
import { createDomainContext, type DomainContext } from '../../domain/context.ts';
import { isDomainError, type DomainError } from '../../domain/errors.ts';
import { afterCommit, unitOver } from '../../domain/transaction.ts';
import { recordOwnActivity } from '../../domain/issueReads.ts';
import type { JobRunner } from '../../jobs/jobRunner.ts';
import { jobChanged, publishEvents, type LiveEvent } from '../../live/liveEvents.ts';
import type { Services } from '../../services.ts';
import { applyBulkChange, BULK_QUEUE, bulkProjects, bulkTarget } from './bulk.commands.ts';
import { storedBulkChanges, type BulkChanges } from './bulk.input.ts';

/** Issues read per round; the rights of the job's owner are read again each round. */
const BATCH_SIZE = 50;
/** Progress is published at most this often (and after the last issue). */
const PROGRESS_INTERVAL_MS = 250;
/** A job that fails this many times (the queue retries it) ends in ERROR. */
const ATTEMPTS = 5;
/** The states of a job that is not over. */
const UNFINISHED = ['pending', 'queued', 'started'] as const;

export interface BulkWorkerDeps {
  database: Database;
  services: Services;
}

/** Announces the job's new status (the job's own rows committed already). */
async function publishStatus(deps: BulkWorkerDeps, jobId: string): Promise<void> {
  await publishEvents(deps.services.live, [jobChanged(jobId)]).catch(() => undefined);
}

/** Share of a job's items that are no longer pending, 0–100 (100 only once none is). */
async function recordProgress(deps: BulkWorkerDeps, jobId: string, total: number): Promise<void> {
  const db = deps.database.db;
  const [row] = await db
    .select({ pending: count() })
    .from(t.bulkJobItems)
    .where(and(eq(t.bulkJobItems.jobId, jobId), eq(t.bulkJobItems.state, 'pending')));
  const pending = row?.pending ?? 0;
  const percentage = total === 0 ? 100 : Math.min(pending === 0 ? 100 : 99, Math.floor(((total - pending) * 100) / total));
  await db
    .update(t.bulkJobs)
    .set({ percentage, updatedAt: sql`now()` })
    .where(and(eq(t.bulkJobs.id, jobId), eq(t.bulkJobs.state, 'started')));
  await publishStatus(deps, jobId);
}

/** What a round of items shares: the owner's domain context (fresh loaders) and the projects, or why they are refused. */
interface Round {
  ctx: DomainContext;
  projects: ProjectRow[] | DomainError;
}

/** The value, or the DomainError it failed with (a sentence for the job's error list); other errors go on. */
async function orDomainError<T>(work: Promise<T>): Promise<T | DomainError> {
  try {
    return await work;
  } catch (error) {
    if (isDomainError(error)) return error;
    throw error;
  }
}

/**
 * Handles one item: claims it (a row lock, skipped when another worker holds it), applies the
 * change in a savepoint and marks the item done or failed in the same transaction, so an issue is
 * changed exactly once even when the job runs again after a crash. Returns whether it was handled.
 */
async function processItem(deps: BulkWorkerDeps, round: Round, jobId: string, issueId: number, changes: BulkChanges): Promise<boolean> {
  let handled = false;
  let events: LiveEvent[] = [];
  // Read before the transaction: on PGlite's one connection a read outside it would wait forever.
  const { ctx, projects } = round;
  const target = await orDomainError(bulkTarget(ctx, issueId));
  await deps.database.db.transaction(async (tx) => {
    // The claim also turns off waiting for the commit's disk flush (PostgreSQL): the issue's change
    // and its item's state commit together, so a commit lost in a database crash only leaves the
    // issue to do again; and closing issues updates their repository's counters row, which makes
    // the issues of one repository commit one after another.
    const relaxCommit = deps.database.kind === 'postgres' ? sql`, set_config('synchronous_commit', 'off', true)` : sql``;
    const [claim] = await queryRows(
      tx,
      sql`SELECT state${relaxCommit} FROM bulk_job_items WHERE job_id = ${jobId} AND issue_id = ${issueId} FOR UPDATE SKIP LOCKED`,
      rowShape({ state: text }),
    );
    if (!claim || claim.state !== 'pending') return;
    handled = true;
    const item = and(eq(t.bulkJobItems.jobId, jobId), eq(t.bulkJobItems.issueId, issueId));
    const fail = (message: string) =>
      tx
        .update(t.bulkJobItems)
        .set({ state: 'error', errorMessage: message, processedAt: sql`now()` })
        .where(item);
    if (projects instanceof Error) return void (await fail(projects.message));
    if (target instanceof Error) return void (await fail(target.message));
    // Marked done first: closing issues locks their repository's counters row until the commit,
    // so the less that follows the change, the sooner the next issue of the repository can go.
    await tx
      .update(t.bulkJobItems)
      .set({ state: 'done', processedAt: sql`now()` })
      .where(item);
    // The same steps as the single-issue mutations, in a savepoint: a refused issue is rolled back alone.
    const work = unitOver(tx, ctx.actor);
    const failure = await orDomainError(work.unit.savepoint((unit) => applyBulkChange(unit, issueId, target, projects, changes)));
    if (failure instanceof Error) await fail(failure.message);
    else {
      await recordOwnActivity(tx, ctx.actor.id, work.events);
      events = work.events;
    }
  });
  await afterCommit(ctx, events);
  return handled;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * Runs a bulk job to its end: its pending items in position order, in rounds of 50, each issue in
 * its own transaction (four at a time on PostgreSQL, one on PGlite's single connection), publishing
 * each changed issue and the job's progress. A job that is already over is left alone, so a
 * repeated delivery does nothing; a stopping server ends the run between rounds.
 */
export async function runBulkJob(deps: BulkWorkerDeps, jobId: string, signal?: AbortSignal): Promise<void> {
  const db = deps.database.db;
  const [job] = await db.select().from(t.bulkJobs).where(eq(t.bulkJobs.id, jobId));
  if (!job || job.state === 'success' || job.state === 'error') return;
  const [owner]: (AccountRow | undefined)[] = await db.select().from(t.accounts).where(eq(t.accounts.id, job.userId));
  if (!owner) return;
  await db
    .update(t.bulkJobs)
    .set({ state: 'started', updatedAt: sql`now()` })
    .where(and(eq(t.bulkJobs.id, jobId), inArray(t.bulkJobs.state, ['pending', 'queued'])));
  await publishStatus(deps, jobId);
  const changes = storedBulkChanges(job.changes);
  const concurrency = deps.database.kind === 'postgres' ? 4 : 1;
  let lastProgress = Date.now();
  for (;;) {
    // A stopping server leaves the rest to the recovery of the next start.
    if (signal?.aborted) return;
    const batch = await db
      .select({ issueId: t.bulkJobItems.issueId })
      .from(t.bulkJobItems)
      .where(and(eq(t.bulkJobItems.jobId, jobId), eq(t.bulkJobItems.state, 'pending')))
      .orderBy(t.bulkJobItems.position)
      .limit(BATCH_SIZE);
    if (batch.length === 0) break;
    // Fresh loaders each round: a right taken away during the job applies from the next round.
    const ctx = createDomainContext(db, owner, null, deps.services.live);
    const round: Round = { ctx, projects: await orDomainError(bulkProjects(ctx, changes)) };
    let handled = 0;
    await eachLimited(batch, concurrency, async ({ issueId }) => {
      if (await processItem(deps, round, jobId, issueId, changes)) handled += 1;
      // On PGlite's one connection, let waiting requests in between two issues.
      if (concurrency === 1) await new Promise((resolve) => setImmediate(resolve));
      if (Date.now() - lastProgress >= PROGRESS_INTERVAL_MS) {
        lastProgress = Date.now();
        await recordProgress(deps, jobId, job.total);
      }
    });
    // Another worker holds this round's items (a job delivered twice): wait for it.
    if (handled === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [finished] = await db
    .update(t.bulkJobs)
    .set({ state: 'success', percentage: 100, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(
      and(
        eq(t.bulkJobs.id, jobId),
        inArray(t.bulkJobs.state, [...UNFINISHED]),
        sql`NOT EXISTS (SELECT 1 FROM bulk_job_items WHERE job_id = ${jobId} AND state = 'pending')`,
      ),
    )
    .returning({ id: t.bulkJobs.id });
  if (finished) await publishStatus(deps, jobId);
}

/** Ends a job that keeps failing: ERROR, with the items it did not reach left pending. */
async function failJob(deps: BulkWorkerDeps, jobId: string): Promise<void> {
  await deps.database.db
    .update(t.bulkJobs)
    .set({ state: 'error', updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(and(eq(t.bulkJobs.id, jobId), inArray(t.bulkJobs.state, [...UNFINISHED])));
  await publishStatus(deps, jobId);
}

/**
 * The bulk queue's worker and its recovery: at start, every job a stopped process left unfinished
 * is queued again (its done items stay done, so nothing is changed twice).
 */
export function registerBulkJobs(jobs: JobRunner, database: Database, services: Services): void {
  const deps: BulkWorkerDeps = { database, services };
  jobs.register(
    BULK_QUEUE,
    async (data, attempt) => {
      const jobId = typeof data.jobId === 'string' ? data.jobId : null;
      if (!jobId) return;
      try {
        await runBulkJob(deps, jobId, attempt.signal);
      } catch (error) {
        if (attempt.retryCount + 1 >= ATTEMPTS) {
          await failJob(deps, jobId);
          return;
        }
        throw error;
      }
    },
    async (send) => {
      const unfinished = await database.db
        .select({ id: t.bulkJobs.id })
        .from(t.bulkJobs)
        .where(inArray(t.bulkJobs.state, [...UNFINISHED]));
      for (const { id } of unfinished) await send({ jobId: id });
    },
  );
}
