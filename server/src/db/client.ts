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
    const db = drizzlePg(pool, { schema }) as unknown as Db;
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
    const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
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

/** Rows of a raw SQL query, on either driver. */
export async function queryRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
