import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Each file gets its own process: tests open real SQLite files and real sockets.
    pool: 'forks',
    // One PostgreSQL server for the run; each file makes its own databases in it.
    globalSetup: ['./test/support/postgres-server.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
