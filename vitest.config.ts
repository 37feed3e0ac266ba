import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repository. Server suites run twice: on PGlite, and on the
 * PostgreSQL named by TEST_DATABASE_URL (or DATABASE_URL) when one is given.
 */
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const serverTests = ['server/src/**/*.test.ts'];
/**
 * graphql-js ships CommonJS (`main`) and ESM (`module`). Node, and the libraries Vitest leaves to
 * Node (Yoga, graphql-tools), load the CommonJS build; Vite would give the server's own files the
 * ESM one, and graphql-js refuses types from the other copy. One copy in tests, as in production.
 */
const serverResolve = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };
/**
 * A server test file starts its own app on its own database and leaves no state in modules, so a
 * worker keeps the modules it has loaded for the next file instead of importing the whole server
 * again (about two seconds a file).
 */
const serverIsolate = false;

export default defineConfig({
  test: {
    // A worker per core. Vitest's own default outside watch mode is one fewer, which on a 2-core
    // machine ran every file one after another with a core idle.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'search-query', root: '.', include: ['packages/search-query/**/*.test.ts'] } },
      {
        resolve: serverResolve,
        test: {
          name: 'server:pglite',
          root: '.',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          isolate: serverIsolate,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              resolve: serverResolve,
              test: {
                name: 'server:postgres',
                root: '.',
                include: serverTests,
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                isolate: serverIsolate,
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...['./web/vitest.config.ts', './e2e/vitest.config.ts'].filter((file) => fs.existsSync(file)),
    ],
  },
});
