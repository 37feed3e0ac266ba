import fs from 'node:fs';
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

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'search-query', root: '.', include: ['packages/search-query/**/*.test.ts'] } },
      {
        resolve: serverResolve,
        test: {
          name: 'server:pglite',
          root: '.',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
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
