import type { DbOrTx } from '../db/client.ts';
import { publishEvents, type LiveEvent } from '../live/liveEvents.ts';
import type { Actor } from '../policies/actor.ts';
import type { DomainContext } from './context.ts';
import { recordOwnActivity } from './issueReads.ts';
import { forgetChanged } from './loaders.ts';

/**
 * One transaction of a command, as its steps see it: the transaction to write in, who acts, and
 * where to announce what changed. Steps read and write through `tx` alone (PGlite has a single
 * connection: a read outside the transaction would wait for it forever), so what needs the
 * request's loaders (permissions) is decided before the transaction starts.
 */
export interface Unit {
  readonly tx: DbOrTx;
  readonly actor: Actor;
  /** Announces a change: published once the outermost transaction commits, dropped if it rolls back. */
  emit(event: LiveEvent): void;
  /** Runs `work` in a savepoint: its writes and its events stay only if it succeeds. */
  savepoint<T>(work: (unit: Unit) => Promise<T>): Promise<T>;
}

function unitOf(tx: DbOrTx, actor: Actor, events: LiveEvent[]): Unit {
  return {
    tx,
    actor,
    emit: (event) => void events.push(event),
    savepoint: async (work) => {
      const own: LiveEvent[] = [];
      const result = await tx.transaction((inner) => work(unitOf(inner, actor, own)));
      events.push(...own);
      return result;
    },
  };
}

/**
 * Runs a command's writes in one transaction, marking the issues it changed read for the person who
 * changed them (`recordOwnActivity`); after it commits, forgets the cached rows it changed
 * and publishes its live events (never before the commit, never for a rolled-back write). A
 * failure to publish does not undo the committed change: it is reported, and subscribers catch up
 * on their next read.
 */
export async function inTransaction<T>(ctx: DomainContext, work: (unit: Unit) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const events: LiveEvent[] = [];
    try {
      const result = await ctx.db.transaction(async (tx) => {
        const done = await work(unitOf(tx, ctx.actor, events));
        await recordOwnActivity(tx, ctx.actor.id, events);
        return done;
      });
      await afterCommit(ctx, events);
      return result;
    } catch (error) {
      // PostgreSQL chose this transaction as a deadlock's victim (or a serialization failure):
      // it was rolled back whole, so running it again is safe. Clients send writes to one issue at
      // once (gh adds labels, updates and removes labels in parallel).
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

const MAX_ATTEMPTS = 3;

/** Deadlock detected (40P01) or serialization failure (40001), possibly wrapped by the driver. */
export function isRetryable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a transaction run by other means (a job's own) does once it committed with `events`. */
export async function afterCommit(ctx: DomainContext, events: readonly LiveEvent[]): Promise<void> {
  forgetChanged(ctx.loaders, events);
  await publishEvents(ctx.live, events).catch((error: unknown) => {
    console.error(`Live events were not published: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/** A unit of work over a transaction the caller runs itself (a job claiming its item in the same one), collecting its events. */
export function unitOver(tx: DbOrTx, actor: Actor): { unit: Unit; events: LiveEvent[] } {
  const events: LiveEvent[] = [];
  return { unit: unitOf(tx, actor, events), events };
}
