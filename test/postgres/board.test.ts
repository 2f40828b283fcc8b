/**
 * test/watch/board.test.ts again, end to end, with hostcord on PostgreSQL (DATABASE_URL) instead of
 * SQLite: the same boards, edits and incidents (see test/support/bot-world.ts).
 */
process.env.HOSTCORD_TEST_DATABASE = 'postgres';
await import('../watch/board.test.js');
