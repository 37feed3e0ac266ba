import type pg from 'pg';
import type { LiveBus } from './bus.ts';
import { decodeEvent, encodeEvent, LocalSubscribers } from './events.ts';

export interface PostgresBusOptions {
  /** The NOTIFY channel every server process listens on. */
  channel?: string;
  /** Told when the listening connection is lost, comes back, or a notification cannot be read. */
  log?: (message: string, error?: unknown) => void;
  /** First wait before listening again after a lost connection; doubles up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
}

export const LIVE_CHANNEL = 'issues_live';

/** `"name"` for SQL (LISTEN takes an identifier, not a parameter). */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The bus on PostgreSQL: `publish` sends `pg_notify(channel, '{"topic":…,"payload":…}')` through
 * the pool; one dedicated connection of the pool holds `LISTEN channel` and hands each
 * notification to this process's subscribers. Every process on the database sees every event, its
 * own included (they arrive through PostgreSQL too, in commit order). When the listening
 * connection dies it is replaced after a backoff; subscriptions stay in place meanwhile, and events
 * sent while no connection listens are lost (subscribers load the current state when they start,
 * and `changedWithin` knows nothing from before the new connection).
 */
export async function createPostgresBus(pool: pg.Pool, options: PostgresBusOptions = {}): Promise<LiveBus> {
  const channel = options.channel ?? LIVE_CHANNEL;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const minRetryMs = options.minRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const local = new LocalSubscribers();
  let listener: pg.PoolClient | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || message.payload === undefined) return;
    const event = decodeEvent(message.payload);
    if (event) local.deliver(event.topic, event.payload);
    else log(`Live bus: ignored a notification on ${channel} that is not an event.`);
  };

  /** Drops a listening connection that failed, and schedules a new one. */
  const lost = (client: pg.PoolClient, error: unknown) => {
    if (listener !== client) return;
    listener = undefined;
    client.removeListener('notification', onNotification);
    // Destroy rather than return it: a pooled connection would keep listening.
    client.release(error instanceof Error ? error : true);
    if (closed) return;
    log('Live bus: the LISTEN connection was lost; listening again.', error);
    retry();
  };

  const retry = () => {
    const delay = Math.min(maxRetryMs, minRetryMs * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().then(
        () => log('Live bus: listening again.'),
        (error: unknown) => {
          if (closed) return;
          log(`Live bus: could not listen on ${channel}; trying again.`, error);
          retry();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  const listen = async () => {
    const client = await pool.connect();
    // Until LISTEN has run, a failure is the caller's to report.
    const early = () => undefined;
    client.on('error', early);
    try {
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      client.removeListener('error', early);
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    client.removeListener('error', early);
    if (closed) {
      client.release(true);
      return;
    }
    listener = client;
    failures = 0;
    // Events sent while no connection listened are lost: what this process saw starts again now.
    local.listeningFromNow();
    client.on('notification', onNotification);
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('The LISTEN connection ended.')));
  };

  await listen();

  return {
    async publish(topic, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, encodeEvent(topic, payload)]);
    },
    subscribe: (topic, signal) => local.subscribe(topic, signal),
    changedWithin: (topic, withinMs) => local.changedWithin(topic, withinMs),
    async close() {
      if (closed) return;
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      local.close();
      const client = listener;
      listener = undefined;
      if (client) {
        client.removeListener('notification', onNotification);
        client.release(true);
      }
    },
  };
}
