import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every project runs in vitest's one pool of forks: the unit files, then the integration files,
 * one fork per core, then the end-to-end files in one fork (docs/performance.md, "Test time").
 */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    poolOptions: {
      // Test files share their fork and its module cache: each builds what it tests itself (its
      // own app, index, stores and browser contexts) and reads no state a previous file left; a
      // new fork importing the app again per file was most of the unit and integration time.
      // Only the pool's setting decides this (a project's own `isolate` is not read).
      // One fork per core (vitest's default keeps one core free: on two cores, one fork). Each
      // fork has a PostgreSQL database of its own (test/helpers/databases.ts).
      forks: { isolate: false, maxForks: availableParallelism() },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.{ts,tsx}'],
          testTimeout: 15_000,
          // The machine's dictionary words, built once before the files that import records.
          globalSetup: ['test/dictionaries-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One file at a time, after the others: beside them, the files' own timings (debounces,
          // budgets, paint) were left to a machine loaded twice over.
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
          // One Chromium for every file (each connects and opens its own contexts).
          globalSetup: ['test/e2e-browser.ts'],
        },
      },
    ],
  },
});
