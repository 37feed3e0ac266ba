import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';

/** A database for one test file, and how to get rid of it afterwards. */
export interface TestDatabaseTarget {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

const pglite: TestDatabaseTarget = {
  name: 'PGlite',
  async open() {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    return { database, dispose: () => database.close() };
  },
};

/** A fresh `test_<random>` database on the server at `adminUrl`, dropped on dispose. */
function postgres(adminUrl: string): TestDatabaseTarget {
  return {
    name: 'PostgreSQL',
    async open() {
      const name = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
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
