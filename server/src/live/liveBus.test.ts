import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { testDatabaseTargets } from '../db/testDatabases.ts';
import { createInProcessBus, createLiveBus, LiveEventTooLargeError, RECENT_EVENTS_MS, scopeBus, type LiveBus } from './bus.ts';
import { createPostgresBus } from './postgresBus.ts';

const [target] = testDatabaseTargets(process.env);
if (!target) throw new Error('No test database target');

/** Resolves with the iterator's next value, or 'pending' when none comes within `ms`. */
async function nextWithin(iterator: AsyncIterator<unknown>, ms = 200): Promise<IteratorResult<unknown> | 'pending'> {
  return Promise.race([iterator.next(), new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);
}

/** Publishes until the subscriber has an event (a fresh LISTEN connection may not be ready yet). */
async function deliveredWithin(bus: LiveBus, topic: string, payload: unknown, iterator: AsyncIterator<unknown>, ms = 10_000) {
  const deadline = Date.now() + ms;
  const pending = iterator.next();
  let result: IteratorResult<unknown> | undefined;
  void pending.then((value) => (result = value));
  while (!result) {
    if (Date.now() > deadline) throw new Error(`no event on ${topic} within ${ms} ms`);
    await bus.publish(topic, payload);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return result;
}

describe('in-process bus', () => {
  it('delivers a topic’s events to its subscribers, as JSON values, from the moment subscribe returns', async () => {
    const bus = createInProcessBus();
    const issue = bus.subscribe('issue:1');
    const other = bus.subscribe('issue:2');
    await bus.publish('issue:1', { id: 1, at: new Date('2024-01-02T03:04:05Z') });
    await bus.publish('issue:1', { id: 1, n: 2 });
    expect(await issue.next()).toEqual({ value: { id: 1, at: '2024-01-02T03:04:05.000Z' }, done: false });
    expect(await issue.next()).toEqual({ value: { id: 1, n: 2 }, done: false });
    expect(await nextWithin(other)).toBe('pending');
    await bus.close();
  });

  it('tells whether a topic had an event in the last milliseconds, and says it cannot for longer than it has listened', async () => {
    const bus = createInProcessBus();
    const scoped = scopeBus(bus, new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await bus.publish('issue:7', { id: 7 });
    expect(bus.changedWithin('issue:7', 20)).toBe(true);
    expect(scoped.changedWithin('issue:7', 20)).toBe(true);
    expect(bus.changedWithin('issue:8', 20)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(bus.changedWithin('issue:7', 10)).toBe(false);
    // Listening for some 60 ms: a longer window, or one past what it remembers, cannot be answered.
    expect(bus.changedWithin('issue:8', 60_000)).toBeNull();
    expect(bus.changedWithin('issue:8', RECENT_EVENTS_MS + 1)).toBeNull();
    await bus.close();
  });

  it('ends a subscription on return() even while a next() waits, and on abort', async () => {
    const bus = createInProcessBus();
    const returned = bus.subscribe('job:a');
    const waiting = returned.next();
    await returned.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });

    const abort = new AbortController();
    const aborted = bus.subscribe('job:a', abort.signal);
    const waitingToo = aborted.next();
    abort.abort();
    expect(await waitingToo).toEqual({ value: undefined, done: true });
    await bus.publish('job:a', {});
    expect(await aborted.next()).toEqual({ value: undefined, done: true });

    const before = new AbortController();
    before.abort();
    expect(await bus.subscribe('job:a', before.signal).next()).toEqual({ value: undefined, done: true });
    await bus.close();
  });

  it('works with for await, and close() ends every subscription', async () => {
    const bus = createInProcessBus();
    const seen: unknown[] = [];
    const reading = (async () => {
      for await (const event of bus.subscribe('t')) seen.push(event);
    })();
    await bus.publish('t', 1);
    await bus.publish('t', 2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await bus.close();
    await reading;
    expect(seen).toEqual([1, 2]);
  });

  it('ends scoped subscriptions with their scope, whatever signal the caller passes', async () => {
    const bus = createInProcessBus();
    const scope = new AbortController();
    const scoped = scopeBus(bus, scope.signal);
    const own = new AbortController();
    const events = scoped.subscribe('t', own.signal);
    await scoped.publish('t', 'x');
    expect(await events.next()).toEqual({ value: 'x', done: false });
    const waiting = events.next();
    scope.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
    // Closing the scoped view leaves the shared bus working.
    await scoped.close();
    const still = bus.subscribe('t');
    await bus.publish('t', 'y');
    expect(await still.next()).toEqual({ value: 'y', done: false });
    await bus.close();
  });

  it('refuses events PostgreSQL could not carry (8000 bytes or more), on every database', async () => {
    const bus = createInProcessBus();
    const overhead = JSON.stringify({ topic: 't', payload: '' }).length;
    await expect(bus.publish('t', 'x'.repeat(7999 - overhead))).resolves.toBeUndefined();
    await expect(bus.publish('t', 'x'.repeat(8000 - overhead))).rejects.toThrow(LiveEventTooLargeError);
    // Bytes, not characters: 'é' is two bytes in UTF-8.
    await expect(bus.publish('t', 'é'.repeat((8000 - overhead) / 2))).rejects.toThrow(
      /is 8000 bytes as JSON; PostgreSQL NOTIFY payloads must be under 8000 bytes/,
    );
    await bus.close();
  });
});

describe.runIf(target.name === 'PostgreSQL')('PostgreSQL bus (LISTEN/NOTIFY)', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  /** A second pool on the same database: another server process. */
  let otherPool: pg.Pool;
  const quiet = () => undefined;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    otherPool = new pg.Pool({ connectionString: database.pool?.options.connectionString, max: 3 });
  });
  afterAll(async () => {
    await otherPool.end();
    await dispose();
  });

  /** Backends of this database listening on `channel`. */
  const listeners = async (channel: string) => {
    const result = await database.pool!.query<{ count: string }>(
      `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN "${channel}"`],
    );
    return Number(result.rows[0]?.count);
  };

  it('is what createLiveBus returns on PostgreSQL, and reaches the subscribers of another process', async () => {
    const first = await createLiveBus(database, { log: quiet });
    const second = await createPostgresBus(otherPool, { log: quiet });
    try {
      const onSecond = second.subscribe('issue:7');
      const onFirst = first.subscribe('issue:7');
      await first.publish('issue:7', { id: 7 });
      expect(await onSecond.next()).toEqual({ value: { id: 7 }, done: false });
      // The publisher's own process hears it too (through PostgreSQL).
      expect(await onFirst.next()).toEqual({ value: { id: 7 }, done: false });

      await second.publish('issue:7', { id: 7, again: true });
      expect(await onFirst.next()).toEqual({ value: { id: 7, again: true }, done: false });
      expect(await onSecond.next()).toEqual({ value: { id: 7, again: true }, done: false });
      expect(await nextWithin(first.subscribe('issue:8'))).toBe('pending');
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('carries events up to the NOTIFY limit and refuses larger ones with a clear error', async () => {
    const first = await createLiveBus(database, { log: quiet });
    const second = await createPostgresBus(otherPool, { log: quiet });
    try {
      const events = second.subscribe('big');
      const overhead = JSON.stringify({ topic: 'big', payload: '' }).length;
      const largest = 'x'.repeat(7999 - overhead);
      await first.publish('big', largest);
      expect(await events.next()).toEqual({ value: largest, done: false });
      await expect(first.publish('big', `${largest}x`)).rejects.toThrow(
        'Live event for topic "big" is 8000 bytes as JSON; PostgreSQL NOTIFY payloads must be under 8000 bytes.',
      );
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('listens again after the LISTEN connection dies, keeping its subscribers', async () => {
    const channel = 'reconnect_test';
    const logged: string[] = [];
    const bus = await createPostgresBus(database.pool!, {
      channel,
      log: (message) => void logged.push(message),
      minRetryMs: 20,
      maxRetryMs: 200,
    });
    const publisher = await createPostgresBus(otherPool, { channel, log: quiet });
    try {
      const events = bus.subscribe('job:x');
      expect(await listeners(channel)).toBe(2);
      await database.pool!.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN "${channel}"`],
      );
      // Both buses lose their connection; the subscription made before is served again.
      expect(await deliveredWithin(publisher, 'job:x', { state: 'SUCCESS' }, events)).toEqual({ value: { state: 'SUCCESS' }, done: false });
      expect(logged).toContain('Live bus: the LISTEN connection was lost; listening again.');
      expect(logged).toContain('Live bus: listening again.');
    } finally {
      await bus.close();
      await publisher.close();
    }
  });

  it('close() releases the listening connection and ends the subscriptions', async () => {
    const channel = 'close_test';
    const bus = await createPostgresBus(database.pool!, { channel, log: quiet });
    let closed = false;
    try {
      expect(await listeners(channel)).toBe(1);
      const events = bus.subscribe('t');
      const waiting = events.next();
      await bus.close();
      closed = true;
      expect(await waiting).toEqual({ value: undefined, done: true });
      const deadline = Date.now() + 5_000;
      while ((await listeners(channel)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await listeners(channel)).toBe(0);
    } finally {
      if (!closed) await bus.close();
    }
  });
});

describe.runIf(target.name === 'PGlite')('createLiveBus on PGlite', () => {
  it('is the in-process bus', async () => {
    const { database, dispose } = await target.open();
    try {
      const bus = await createLiveBus(database);
      const events = bus.subscribe('t');
      await bus.publish('t', 1);
      expect(await events.next()).toEqual({ value: 1, done: false });
      await bus.close();
    } finally {
      await dispose();
    }
  });
});
