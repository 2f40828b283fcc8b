import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Each file gets its own process: tests open real SQLite files and real sockets.
    pool: 'forks',
    // Two files at a time even on 2 cores: most of a test's time is waiting (child processes,
    // sockets, timers), and vitest's default of cores - 1 would run one file at a time there.
    maxWorkers: 2,
    // One PostgreSQL server for the run; each file makes its own databases in it.
    globalSetup: ['./test/support/postgres-server.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
