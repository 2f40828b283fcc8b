/**
 * test/statuspage/status-page.test.ts again, end to end, with hostcord on PostgreSQL (DATABASE_URL)
 * instead of SQLite: publishing, the page, a new address, unpublishing (see test/support/bot-world.ts).
 */
process.env.HOSTCORD_TEST_DATABASE = 'postgres';
await import('../statuspage/status-page.test.js');
