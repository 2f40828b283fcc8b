/**
 * test/commands/ownership.test.ts again, end to end, with hostcord on PostgreSQL (DATABASE_URL) instead
 * of SQLite: the same interactions, the same answers (see test/support/bot-world.ts).
 */
process.env.HOSTCORD_TEST_DATABASE = 'postgres';
await import('../commands/ownership.test.js');
