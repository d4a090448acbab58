import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default, which on a two-core machine runs the files one at a
    // time; the API files mostly wait on their database, so two at once take a quarter less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.unit.test.ts',
            'bench/src/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          // Opening an embedded database compiles PostgreSQL's WebAssembly: seconds on a busy machine.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // A frame's page is the server's to serve; the components only say which one.
          environmentOptions: {
            happyDOM: { settings: { navigation: { disableChildFrameNavigation: true } } },
          },
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          // One app's modules imported once per worker, not once per file: the files build their own
          // app and database each, and importing the app again took a third of the suite's time.
          isolate: false,
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.unit.test.ts', 'apps/api/src/**/*.cluster.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Built server processes on a PostgreSQL server of their own test's making (decision 096): run
        // once per full run, on whichever Node.js runs it; skipped where no PostgreSQL answers.
        test: {
          name: 'cluster',
          include: ['apps/api/src/**/*.cluster.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
