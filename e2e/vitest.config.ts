import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['./globalSetup.ts'],
    // One browser and one server on a 2-core machine: files run one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits on the page as Playwright's own waits do, not for Vitest's default second,
    // which a loaded machine outruns (a list that has not arrived yet fails the poll).
    expect: { poll: { timeout: 10_000 } },
  },
});
