import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import * as schema from '../../src/db/schema-postgres.js';
import { storageProblem } from '../../src/db/storage-problem.js';
import { createSqliteRepositories } from '../../src/store/repositories.js';
import { createPostgresRepositories } from '../../src/store/repositories-postgres.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

// What a member is told when a write fails (src/discord/messages.ts CANNOT_STORE) comes from this
// classification: the database's own refusals, on either database, and nothing else.

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An error as drizzle throws it: its own, with the driver's as the cause. */
const wrapped = (code: string) =>
  new Error('Failed query: …', { cause: Object.assign(new Error(code), { code }) });

const link = { guildId: '100000000000000001', channelId: 'c1', serverId: 's1', createdBy: 'u1' };

describe('storageProblem', () => {
  it('tells a full disk, a read-only database and other storage failures apart, on both databases', () => {
    expect(storageProblem(wrapped('SQLITE_FULL'))).toBe('full');
    expect(storageProblem(wrapped('53100'))).toBe('full');
    expect(storageProblem(wrapped('SQLITE_READONLY'))).toBe('read-only');
    expect(storageProblem(wrapped('SQLITE_READONLY_DBMOVED'))).toBe('read-only');
    expect(storageProblem(wrapped('25006'))).toBe('read-only');
    expect(storageProblem(wrapped('SQLITE_IOERR_WRITE'))).toBe('failing');
    expect(storageProblem(wrapped('ECONNREFUSED'))).toBe('failing');
    expect(storageProblem(new Error('Connection terminated unexpectedly'))).toBe('failing');
    // The database is fine: a constraint, a bug.
    expect(storageProblem(wrapped('SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
    expect(storageProblem(wrapped('23505'))).toBeUndefined();
    expect(storageProblem(new TypeError('x is undefined'))).toBeUndefined();
  });

  it('reads SQLite refusing writes as read-only and a full file as full', async () => {
    const handle = openDatabase(join(tempDir(), 'hostcord.db'));
    closers.push(() => handle.close());
    const { links } = createSqliteRepositories(handle.db);
    handle.sqlite.pragma('query_only = ON');
    expect(storageProblem(await links.link(link).catch((e: unknown) => e))).toBe('read-only');
    handle.sqlite.pragma('query_only = OFF');
    handle.sqlite.pragma(`max_page_count = ${handle.sqlite.pragma('page_count', { simple: true })}`);
    const big = { ...link, createdBy: 'u'.repeat(5000) };
    expect(storageProblem(await links.link(big).catch((e: unknown) => e))).toBe('full');
  });

  it('reads a PostgreSQL database that refuses writes (a standby, a read-only default) as read-only', async () => {
    const url = await postgres.createDatabase();
    // A migrated database, reached by connections that may only read (as on a standby).
    const pool = new pg.Pool({ connectionString: url, options: '-c default_transaction_read_only=on' });
    closers.push(() => pool.end());
    const handle = { db: drizzle(pool, { schema }) };
    const { links } = createPostgresRepositories(handle.db);
    expect(storageProblem(await links.link(link).catch((e: unknown) => e))).toBe('read-only');
  });
});
