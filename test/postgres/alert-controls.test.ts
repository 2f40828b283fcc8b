/**
 * test/discord/alert-controls.test.ts again, end to end, with hostcord on PostgreSQL: silences held
 * and summarised, Acknowledge and Restart through the same interactions.
 */
process.env.HOSTCORD_TEST_DATABASE = 'postgres';
await import('../discord/alert-controls.test.js');
