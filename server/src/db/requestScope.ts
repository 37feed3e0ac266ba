import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One API request's claim on the database: a time limit and an abort signal that every statement
 * the request starts can see, wherever it runs (resolvers, DataLoader batches, commands), through
 * AsyncLocalStorage. `client.ts` reads it: on PostgreSQL each statement runs with the request's
 * `statement_timeout` and the ones still running when the request is aborted are cancelled
 * (`pg_cancel_backend`); on both databases a statement an aborted request tries to start is
 * refused. Code outside a request (jobs, the CLI, migrations, maintenance) runs with no scope and
 * so with the database's own settings.
 */
export class RequestScope {
  /** `statement_timeout` for this request's statements (PostgreSQL): no statement outlives the time limit. */
  readonly statementTimeoutMs: number;
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;
  #deadline: number;
  readonly #timeoutReason: () => Error;
  #answered = false;

  /**
   * Starts the clock: after `timeLimitMs` the scope aborts with `timeoutReason()` (the error the
   * client is answered with).
   */
  constructor(options: { timeLimitMs: number; timeoutReason: () => Error }) {
    this.statementTimeoutMs = options.timeLimitMs;
    this.#deadline = performance.now() + options.timeLimitMs;
    this.#timeoutReason = options.timeoutReason;
    this.#timer = setTimeout(() => this.abort(options.timeoutReason()), options.timeLimitMs);
    // A timer left behind by a response that never emitted 'close' must not keep the process up.
    this.#timer.unref();
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Runs `fn` (and everything it starts) inside this scope. */
  run<T>(fn: () => T): T {
    return storage.run(this, fn);
  }

  /** Stops the request: its running statements are cancelled and later ones refused. */
  abort(reason: Error): void {
    clearTimeout(this.#timer);
    if (!this.#controller.signal.aborted) this.#controller.abort(reason);
  }

  /**
   * Aborts the scope if its time limit has passed. The timer alone does not suffice: on PGlite a
   * request's statements run one after the other without the event loop reaching its timers, so
   * the deadline is also checked before each statement.
   */
  checkDeadline(): void {
    if (!this.#controller.signal.aborted && performance.now() >= this.#deadline) {
      this.abort(this.#timeoutReason());
    }
  }

  /** The request streams for as long as its client listens (a subscription over SSE): no time limit. */
  endTimeLimit(): void {
    clearTimeout(this.#timer);
    this.#deadline = Infinity;
  }

  /**
   * The request was answered. Work it started that outlives it (a queue started on first use,
   * say) no longer counts as the request's. An aborted scope stays aborted: what the request
   * still had running must not start statements.
   */
  answered(): void {
    this.endTimeLimit();
    if (!this.#controller.signal.aborted) this.#answered = true;
  }

  /** Whether statements run now belong to this request. */
  get active(): boolean {
    return !this.#answered;
  }
}

const storage = new AsyncLocalStorage<RequestScope>();

/** The scope of the request the current code runs for, if any. */
export function activeRequestScope(): RequestScope | undefined {
  const scope = storage.getStore();
  return scope?.active ? scope : undefined;
}

/**
 * Runs `fn` outside any request scope: for the pool's own work (opening a connection), so the
 * connection's socket, which outlives the request, does not carry the request's scope into the
 * callbacks it runs later (LISTEN notifications on a connection reused for them, for instance).
 */
export function outsideRequestScope<T>(fn: () => T): T {
  return storage.exit(fn);
}

/** A statement refused because its request was aborted (the client left, or the time limit passed). */
export class RequestAbortedError extends Error {
  constructor(options?: ErrorOptions) {
    super('The request was aborted; its remaining database statements were not run.', options);
    this.name = 'RequestAbortedError';
  }
}

export function isRequestAbortedError(error: unknown): error is RequestAbortedError {
  return error instanceof Error && error.name === 'RequestAbortedError';
}

/**
 * Called before every statement (Drizzle's `logQuery` hook, on both drivers): an aborted request
 * starts nothing new. Rolling back stays allowed, so a transaction the refusal interrupts still
 * closes before its connection goes back to the pool.
 */
export function refuseStatementOfAbortedRequest(statement: string): void {
  const scope = activeRequestScope();
  scope?.checkDeadline();
  if (scope?.signal.aborted && !/^\s*rollback\b/i.test(statement)) {
    throw new RequestAbortedError({ cause: scope.signal.reason });
  }
}
