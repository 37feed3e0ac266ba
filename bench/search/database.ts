/**
 * Opening the benchmark database through the server's own `openDatabase` (so the schema is exactly
 * the committed migrations), plus a small SQL runner over the raw driver (pg.Pool or PGlite).
 *
 * The server modules are imported dynamically by path: the bench TypeScript project does not
 * compile the server's sources, so the shapes used here are declared locally.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface QueryResultLike {
  rows: Record<string, unknown>[];
}

/** The raw driver calls the benchmark needs; both pg.Pool and PGlite provide them. */
export interface RawClient {
  query(text: string, params?: unknown[]): Promise<QueryResultLike>;
}

/** What `openDatabase` returns (server/src/db/client.ts), reduced to what the benchmark uses. */
export interface ServerDatabase {
  db: unknown;
  kind: 'pglite' | 'postgres';
  pglite: (RawClient & { exec(text: string): Promise<unknown> }) | undefined;
  pool: RawClient | undefined;
  close(): Promise<void>;
}

interface ClientModule {
  openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<ServerDatabase>;
}

export async function importServer<T>(relative: string): Promise<T> {
  return (await import(pathToFileURL(path.join(repoRoot, relative)).href)) as T;
}

export interface Target {
  /** PostgreSQL URL, or undefined for PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder (openDatabase keeps its files in `<dir>/pglite`). */
  pgliteDir: string | undefined;
}

export function describeTarget(target: Target): string {
  return target.databaseUrl ? target.databaseUrl.replace(/\/\/[^@/]*@/, '//') : `PGlite at ${target.pgliteDir ?? '?'}`;
}

/** Opens the database with the server's migrations applied. */
export async function openServerDatabase(target: Target): Promise<ServerDatabase> {
  const client = await importServer<ClientModule>('server/src/db/client.ts');
  return client.openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.pgliteDir ?? 'memory://' });
}

/** The raw client of an opened database. */
export function rawClient(database: ServerDatabase): RawClient {
  const client = database.pool ?? database.pglite;
  if (!client) throw new Error('openDatabase returned neither a pool nor a PGlite instance');
  return client;
}

function adminUrl(databaseUrl: string): { admin: string; name: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  return { admin: url.toString(), name };
}

/** Whether the PostgreSQL database named in the URL exists. */
export async function postgresDatabaseExists(databaseUrl: string): Promise<boolean> {
  const { admin, name } = adminUrl(databaseUrl);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

/** Drops (if present) and creates the PostgreSQL database named in the URL. */
export async function recreatePostgresDatabase(databaseUrl: string): Promise<void> {
  const { admin, name } = adminUrl(databaseUrl);
  // The generator drops the database: only ever one of the benchmark's own.
  if (!/^bench_[a-z0-9_]+$/.test(name))
    throw new Error(`refusing to drop and recreate "${name}": the benchmark database must be named bench_…`);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
