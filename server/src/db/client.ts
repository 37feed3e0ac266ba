import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  activeRequestScope,
  outsideRequestScope,
  refuseStatementOfAbortedRequest,
  RequestAbortedError,
  type RequestScope,
} from './requestScope.ts';
import type { RowMapper } from './rowShape.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: commands accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (for pg-boss's PGlite adapter); undefined on PostgreSQL. */
  pglite: PGlite | undefined;
  /** The pool (for LISTEN/NOTIFY); undefined on PGlite. */
  pool: pg.Pool | undefined;
  /** The PostgreSQL address (pg-boss opens its own small pool); undefined on PGlite. */
  url: string | undefined;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface OpenOptions {
  databaseUrl: string | undefined;
  /** PGlite data folder; `memory://` for a throwaway database. */
  dataDir: string;
  /**
   * An embedded database to start from (a `dumpDataDir` tarball), instead of creating an empty
   * one: tests start from a migrated snapshot rather than creating and migrating a cluster each.
   */
  pgliteSnapshot?: Blob;
}

/** Opens PGlite (when no URL is given) or PostgreSQL and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // JIT compilation costs search statements (many subplans, estimated expensive, run in ms) up
    // to a second each, and no query of this product runs long enough to win it back. 32 MB of
    // work memory keeps the bitmap of a common search word exact: with the stock 4 MB its pages
    // turn lossy and every row on them is checked again (twice as slow at a million issues).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off -c work_mem=32MB' });
    let closing = false;
    // An idle connection can die (server restart, admin termination); pg then emits 'error' on the
    // pool, which would crash the process without a listener. The pool replaces the connection.
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(requestAwarePool(pool, options.databaseUrl), { schema, logger: abortAwareLogger }) as unknown as Db;
    // One process migrates at a time when several app servers start together.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(7242001)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock(7242001)').catch(() => undefined);
      client.release();
    }
    const close = async () => {
      closing = true;
      await pool.end();
    };
    return { db, kind: 'postgres', pglite: undefined, pool, url: options.databaseUrl, close };
  }
  const dataDir = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pglite');
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const release = dataDir ? await lockDataDir(options.dataDir) : async () => undefined;
  try {
    const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: options.pgliteSnapshot });
    // PGlite runs each statement synchronously inside this process: a running one cannot be
    // interrupted (nor timed out), so an aborted request only has its later statements refused.
    const db = drizzlePglite(pglite, { schema, logger: abortAwareLogger }) as unknown as Db;
    await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite,
      pool: undefined,
      url: undefined,
      close: async () => {
        await pglite.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Drizzle's hook before every statement: a request that was aborted starts no more of them. */
const abortAwareLogger = { logQuery: (statement: string) => refuseStatementOfAbortedRequest(statement) };

/**
 * The pool as Drizzle sees it: a statement run for a request (`requestScope.ts`) runs with the
 * request's `statement_timeout`, and when the request is aborted (its client left, or its time
 * limit passed) the statements it has running are cancelled with `pg_cancel_backend`. Outside a
 * request (jobs, maintenance, the CLI) connections keep the server's own `statement_timeout`.
 * The raw pool (LISTEN/NOTIFY) keeps its behaviour; only the connections it opens are opened
 * outside any request.
 */
function requestAwarePool(pool: pg.Pool, connectionString: string): pg.Pool {
  /** The `statement_timeout` a connection was last given here (absent: the server's default). */
  const timeouts = new WeakMap<pg.PoolClient, number>();
  /** The connections each request has checked out at the moment. */
  const checkedOut = new WeakMap<RequestScope, Set<pg.PoolClient>>();
  /**
   * Connections whose statement was cancelled. They are closed on release rather than reused: a
   * cancellation arriving late would otherwise hit another request's statement on that backend.
   */
  const cancelled = new WeakSet<pg.PoolClient>();

  const cancel = async (clients: pg.PoolClient[]): Promise<void> => {
    const pids = clients.map((client) => (client as pg.PoolClient & { processID: number }).processID);
    // Its own connection: the pool may be exhausted by the very statements being cancelled.
    const canceller = new pg.Client({ connectionString });
    canceller.on('error', () => undefined);
    try {
      await canceller.connect();
      await canceller.query('SELECT pg_cancel_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    } catch {
      // The statements then end with their statement_timeout; their connections are closed anyway.
    } finally {
      await canceller.end().catch(() => undefined);
    }
  };

  const track = (scope: RequestScope, client: pg.PoolClient): void => {
    let clients = checkedOut.get(scope);
    if (!clients) {
      const inUse = new Set<pg.PoolClient>();
      clients = inUse;
      checkedOut.set(scope, inUse);
      scope.signal.addEventListener(
        'abort',
        () => {
          if (inUse.size === 0) return;
          for (const each of inUse) cancelled.add(each);
          void cancel([...inUse]);
        },
        { once: true },
      );
    }
    clients.add(client);
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      clients.delete(client);
      release(cancelled.has(client) ? error || new RequestAbortedError() : error);
    };
  };

  // The pool's own work runs outside any request, for every user of the pool (the live bus's
  // `pool.query` and LISTEN too): a connection, its socket and the callbacks it runs later outlive
  // the request that happened to open it.
  const connectPooled = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: unknown) => outsideRequestScope(() => connectPooled(callback))) as typeof pool.connect;

  const connect = async (): Promise<pg.PoolClient> => {
    const scope = activeRequestScope();
    if (scope?.signal.aborted) throw new RequestAbortedError({ cause: scope.signal.reason });
    const client = await pool.connect();
    const wanted = scope?.statementTimeoutMs;
    if (timeouts.get(client) !== wanted) {
      try {
        await client.query(wanted === undefined ? 'RESET statement_timeout' : `SET statement_timeout = ${Math.ceil(wanted)}`);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      if (wanted === undefined) timeouts.delete(client);
      else timeouts.set(client, wanted);
    }
    if (!scope) return client;
    if (scope.signal.aborted) {
      client.release();
      throw new RequestAbortedError({ cause: scope.signal.reason });
    }
    track(scope, client);
    return client;
  };

  // Drizzle runs statements outside transactions with `pool.query`: the same, through `connect`.
  const query = async (config: unknown, values?: unknown): Promise<unknown> => {
    const client = await connect();
    // A connection lost mid-statement rejects the statement; without a listener its 'error' event would crash.
    const ignore = () => undefined;
    client.on('error', ignore);
    try {
      const result = await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
      client.removeListener('error', ignore);
      client.release();
      return result;
    } catch (error) {
      client.removeListener('error', ignore);
      // As pg's own pool.query does: a connection whose statement failed is not reused.
      client.release(error instanceof Error ? error : true);
      // A statement stopped by the request's statement_timeout ran to the time limit: the request
      // stops with the time limit's answer, even when the timer is late (a busy event loop). In a
      // transaction, the ROLLBACK that follows makes the same check (requestScope.ts).
      activeRequestScope()?.checkDeadline();
      throw error;
    }
  };

  return new Proxy(pool, {
    get(target, key) {
      if (key === 'connect') return connect;
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Another live process holds the embedded database. */
export class DatabaseBusyError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite admits one process per data folder and has no lock of its own, so two openers would
 * corrupt it. `DATA_DIR/pglite.lock` holds the owner's pid; a lock whose process is gone is stale.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DatabaseBusyError(
          `The embedded database in ${dataDir} is in use by process ${pid}. Wait until the server has started (commands are then handed to it), or stop that process.`,
        );
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new DatabaseBusyError(`Could not lock the embedded database in ${dataDir}.`);
}

/**
 * Rows of a raw SQL query, on either driver, each checked and typed by `mapper` (`rowShape.ts`):
 * the drivers disagree on how numbers, timestamps and arrays arrive, so no raw row is cast.
 */
export async function queryRows<T>(db: DbOrTx, query: ReturnType<typeof sql>, mapper: RowMapper<T>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(mapper);
}
