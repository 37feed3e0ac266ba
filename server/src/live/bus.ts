import type { Database } from '../db/client.ts';
import { decodeEvent, encodeEvent, LocalSubscribers } from './events.ts';
import { createPostgresBus, type PostgresBusOptions } from './postgresBus.ts';

export { LiveEventTooLargeError, MAX_EVENT_BYTES, RECENT_EVENTS_MS } from './events.ts';

/**
 * Live events (job progress, issue changes) for GraphQL subscriptions. Topics are strings such as
 * `job:{uuid}` or `issue:{id}`; payloads are small JSON values. Publish only after the change has
 * committed. On PostgreSQL events travel through LISTEN/NOTIFY so every server process sees them;
 * on PGlite (one process) they stay in-process.
 */
export interface LiveBus {
  /**
   * Sends an event to every subscriber of the topic (in every server process on PostgreSQL). The
   * payload goes through JSON on both buses, so subscribers see the same values everywhere, and
   * `{topic, payload}` must stay under PostgreSQL's NOTIFY limit (`LiveEventTooLargeError`).
   */
  publish(topic: string, payload: unknown): Promise<void>;
  /**
   * Events of a topic until `signal` aborts, the iterator is returned or the bus closes. The
   * subscription is in place when this returns, so an event published afterwards is not missed.
   */
  subscribe(topic: string, signal?: AbortSignal): AsyncIterableIterator<unknown>;
  /**
   * Whether the topic had an event in the last `withinMs` milliseconds, as this process saw them;
   * null when it cannot tell (it has listened for less time, or remembers less: `RECENT_EVENTS_MS`).
   * A subscriber that read its data that long ago uses it to catch up on a change it missed.
   */
  changedWithin(topic: string, withinMs: number): boolean | null;
  close(): Promise<void>;
}

/** The in-process bus (PGlite: one process). */
export function createInProcessBus(): LiveBus {
  const local = new LocalSubscribers();
  return {
    async publish(topic, payload) {
      const event = decodeEvent(encodeEvent(topic, payload));
      if (event) local.deliver(event.topic, event.payload);
    },
    subscribe: (topic, signal) => local.subscribe(topic, signal),
    changedWithin: (topic, withinMs) => local.changedWithin(topic, withinMs),
    async close() {
      local.close();
    },
  };
}

/**
 * The bus as one operation sees it: its subscriptions also end when `signal` aborts (the client
 * unsubscribed or disconnected), whatever signal the resolver passes. `close` leaves the shared
 * bus alone.
 */
export function scopeBus(bus: LiveBus, signal: AbortSignal): LiveBus {
  return {
    publish: (topic, payload) => bus.publish(topic, payload),
    subscribe: (topic, own) => bus.subscribe(topic, own ? AbortSignal.any([own, signal]) : signal),
    changedWithin: (topic, withinMs) => bus.changedWithin(topic, withinMs),
    async close() {},
  };
}

/** The bus for a database (PostgreSQL: LISTEN/NOTIFY; PGlite: in-process). */
export async function createLiveBus(database: Database, options: PostgresBusOptions = {}): Promise<LiveBus> {
  if (database.kind === 'postgres' && database.pool) return createPostgresBus(database.pool, options);
  return createInProcessBus();
}
