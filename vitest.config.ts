import { defineConfig } from 'vitest/config';

/**
 * Files that need a fresh module graph: each of test/postgres/ sets HOSTCORD_TEST_DATABASE, then
 * imports a SQLite test file to run its tests again; in a shared process that import would find
 * the file already run (no tests) and the variable would reach the files after it.
 * refresh-turns moves `performance.now()` ahead of the real clock, and the slices' last turn
 * (src/slices.ts) stays that far ahead: loops in the files after it would not yield for seconds.
 */
const ISOLATED = ['test/postgres/**/*.test.ts', 'test/watch/refresh-turns.test.ts'];

const common = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 20_000,
  // Tests open real SQLite files and real sockets, and some run child processes: processes, not threads.
  pool: 'forks',
} as const;

export default defineConfig({
  test: {
    // Two files at a time even on 2 cores: most of a test's time is waiting (child processes,
    // sockets, timers), and vitest's default of cores - 1 would run one file at a time there.
    maxWorkers: 2,
    // dist/ up to date for the process tests; one PostgreSQL server for the run, each file makes its
    // own databases in it. Here, not in the projects: each project would run its own.
    globalSetup: ['./test/support/dist.ts', './test/support/postgres-server.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        // Loading a file's modules (discord.js, fastify, the app) in a new process costs about 1 s
        // of CPU per file: the rest of the files share their process (two of them) and the modules
        // it loaded. Every file closes what it opened, and nothing in src/ keeps state between
        // tests other than caches.
        test: {
          ...common,
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { test: { ...common, name: 'isolated', include: ISOLATED } },
    ],
  },
});
