import { EventEmitter } from 'node:events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_EVENT_BYTES = 7999;

/** An event too large for NOTIFY: publish an id and let subscribers load the rest. */
export class LiveEventTooLargeError extends Error {
  constructor(topic: string, bytes: number) {
    super(
      `Live event for topic "${topic}" is ${bytes} bytes as JSON; PostgreSQL NOTIFY payloads must be under 8000 bytes. Publish ids and load the details in the subscriber.`,
    );
    this.name = 'LiveEventTooLargeError';
  }
}

/** The wire form of an event (`{"topic":…,"payload":…}`), checked against the NOTIFY limit. */
export function encodeEvent(topic: string, payload: unknown): string {
  const text = JSON.stringify({ topic, payload });
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_EVENT_BYTES) throw new LiveEventTooLargeError(topic, bytes);
  return text;
}

/** Reads an event sent by {@link encodeEvent}; null for anything else. */
export function decodeEvent(text: string): { topic: string; payload: unknown } | null {
  try {
    const event = JSON.parse(text) as { topic?: unknown; payload?: unknown };
    return typeof event === 'object' && event !== null && typeof event.topic === 'string'
      ? { topic: event.topic, payload: event.payload }
      : null;
  } catch {
    return null;
  }
}

/** Events a slow subscriber may fall behind by; older ones are dropped first. */
const MAX_BUFFERED_EVENTS = 1000;

/** How long a process remembers when each topic last had an event (`changedWithin`). */
export const RECENT_EVENTS_MS = 120_000;

/**
 * The local fan-out both buses share: one EventEmitter, one event name per topic. `deliver`
 * hands an already-decoded event to the topic's subscribers.
 */
export class LocalSubscribers {
  private readonly emitter = new EventEmitter();
  private readonly closed = new AbortController();
  /** When each topic last had an event, for the last `RECENT_EVENTS_MS`. */
  private readonly lastEvents = new Map<string, number>();
  private listeningSince = Date.now();
  private prunedAt = Date.now();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  deliver(topic: string, payload: unknown): void {
    const now = Date.now();
    this.lastEvents.delete(topic);
    this.lastEvents.set(topic, now);
    if (now - this.prunedAt > RECENT_EVENTS_MS) {
      // Oldest first (each delivery moves its topic to the end): stop at the first recent one.
      for (const [each, at] of this.lastEvents) {
        if (now - at <= RECENT_EVENTS_MS) break;
        this.lastEvents.delete(each);
      }
      this.prunedAt = now;
    }
    this.emitter.emit(topic, payload);
  }

  /** Forgets what it saw: events were lost (a listening connection was down), so it knows nothing before now. */
  listeningFromNow(): void {
    this.listeningSince = Date.now();
    this.lastEvents.clear();
  }

  /**
   * Whether the topic had an event in the last `withinMs`: null when this process cannot tell (it
   * has not listened that long, or the window is longer than it remembers, `RECENT_EVENTS_MS`).
   */
  changedWithin(topic: string, withinMs: number): boolean | null {
    const now = Date.now();
    if (withinMs > RECENT_EVENTS_MS || now - withinMs < this.listeningSince) return null;
    const at = this.lastEvents.get(topic);
    return at !== undefined && now - at <= withinMs;
  }

  /**
   * A plain iterator rather than an async generator: `return()` ends it at once, even while a
   * `next()` is waiting, so a client's unsubscribe never waits for the topic's next event.
   */
  subscribe(topic: string, signal?: AbortSignal): AsyncIterableIterator<unknown> {
    const signals = signal ? [signal, this.closed.signal] : [this.closed.signal];
    const buffer: unknown[] = [];
    const waiting: ((result: IteratorResult<unknown>) => void)[] = [];
    let done = false;
    const listener = (payload: unknown) => {
      const waiter = waiting.shift();
      if (waiter) return waiter({ value: payload, done: false });
      if (buffer.length >= MAX_BUFFERED_EVENTS) buffer.shift();
      buffer.push(payload);
    };
    const finish = () => {
      if (done) return;
      done = true;
      this.emitter.off(topic, listener);
      for (const each of signals) each.removeEventListener('abort', finish);
      buffer.length = 0;
      for (const waiter of waiting.splice(0)) waiter({ value: undefined, done: true });
    };
    if (signals.some((each) => each.aborted)) done = true;
    else {
      this.emitter.on(topic, listener);
      for (const each of signals) each.addEventListener('abort', finish, { once: true });
    }
    const iterator: AsyncIterableIterator<unknown> = {
      next() {
        if (buffer.length > 0) return Promise.resolve({ value: buffer.shift(), done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return() {
        finish();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Ends every subscription. */
  close(): void {
    this.closed.abort();
    this.emitter.removeAllListeners();
  }
}
