import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from './client.ts';

/** A database for one test file, and how to get rid of it afterwards. */
export interface TestDatabaseTarget {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

/** The migrations' contents, hashed: a snapshot of a migrated database is good for these only. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await fs.readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else hash.update(entry.name).update(await fs.readFile(file));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

const snapshotDir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/pglite-test');

/**
 * An empty, migrated embedded database as a tarball, made by the first test file that needs one
 * and shared by the others (every Vitest worker reads the same file): creating and migrating a
 * PGlite cluster costs seconds, loading one a fraction of that.
 */
async function migratedSnapshot(): Promise<Blob> {
  const file = path.join(snapshotDir, `${await migrationsHash()}.tar`);
  const stored = await fs.readFile(file).catch(() => null);
  if (stored) return new Blob([stored]);
  const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  try {
    const tarball = await database.pglite!.dumpDataDir('none');
    await fs.mkdir(snapshotDir, { recursive: true });
    // Written whole, then renamed: a worker reading at the same time sees the old state or all of it.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    await fs.rename(partial, file);
    return tarball;
  } finally {
    await database.close();
  }
}

const pglite: TestDatabaseTarget = {
  name: 'PGlite',
  async open() {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://', pgliteSnapshot: await migratedSnapshot() });
    return { database, dispose: () => database.close() };
  },
};

/**
 * A migrated, empty PostgreSQL database named after the migrations' hash, made once by the first
 * test file that needs it (an advisory lock keeps two workers from making it together) and copied
 * by every later one: `CREATE DATABASE … TEMPLATE` copies files in a tenth of a second, where
 * migrating a fresh database takes over a second. Nothing connects to the template after it is made.
 */
async function migratedTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `test_template_${await migrationsHash()}`;
  const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('SELECT pg_advisory_lock(7242002)');
  try {
    if (await exists()) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await database.close();
    // Renamed once whole: a template by this name is always completely migrated.
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7242002)');
  }
}

/** A fresh `test_<random>` database on the server at `adminUrl`, copied from the migrated template, dropped on dispose. */
function postgres(adminUrl: string): TestDatabaseTarget {
  return {
    name: 'PostgreSQL',
    async open() {
      const name = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(admin, adminUrl)}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      // Opening applies the migrations, which finds none left to apply.
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      return {
        database,
        async dispose() {
          await database.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          try {
            await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await dropper.end();
          }
        },
      };
    },
  };
}

/**
 * Which databases a suite runs on. Under the root Vitest config each server project names one
 * (`TEST_DB` = pglite | postgres); run on its own, a suite uses PGlite plus PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
export function testDatabaseTargets(env: { TEST_DB?: string | undefined; TEST_DATABASE_URL?: string | undefined }): TestDatabaseTarget[] {
  const url = env.TEST_DATABASE_URL || undefined;
  if (env.TEST_DB === 'pglite') return [pglite];
  if (env.TEST_DB === 'postgres') {
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL.');
    return [postgres(url)];
  }
  return url ? [pglite, postgres(url)] : [pglite];
}
