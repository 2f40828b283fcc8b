/**
 * test/game-query/players.test.ts again, end to end, with hostcord on PostgreSQL (DATABASE_URL)
 * instead of SQLite: the same game queries, answers, board counts and incidents (see
 * test/support/bot-world.ts).
 */
process.env.HOSTCORD_TEST_DATABASE = 'postgres';
await import('../game-query/players.test.js');
