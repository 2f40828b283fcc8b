import { readFileSync } from 'node:fs';
import { count, eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres, type PostgresHandle } from '../../src/db/postgres.js';
import * as schema from '../../src/db/schema-postgres.js';
import { usePostgres } from '../support/postgres.js';

const postgres = usePostgres();
const handles: PostgresHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
});

async function open(url: string): Promise<PostgresHandle> {
  const handle = await openPostgres(url);
  handles.push(handle);
  return handle;
}

const JOURNAL = JSON.parse(
  readFileSync(new URL('../../migrations/postgres/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

async function appliedMigrations(handle: PostgresHandle): Promise<number> {
  const { rows } = await handle.pool.query('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
  return rows[0].n;
}

describe('openPostgres', () => {
  it('applies the migrations: the database has every table and column of schema-postgres.ts', async () => {
    const handle = await open(await postgres.createDatabase({ empty: true }));
    const { rows } = await handle.pool.query<{ table_name: string; column_name: string }>(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'",
    );
    const actual: Record<string, string[]> = {};
    for (const row of rows) actual[row.table_name] = [...(actual[row.table_name] ?? []), row.column_name];
    const expected: Record<string, string[]> = {};
    for (const table of Object.values(schema).filter((t) => is(t, PgTable))) {
      const config = getTableConfig(table);
      expected[config.name] = config.columns.map((c) => c.name).sort();
    }
    for (const columns of Object.values(actual)) columns.sort();
    expect(actual).toEqual(expected);
    expect(await appliedMigrations(handle)).toBe(JOURNAL.entries.length);
  });

  it('keeps data across reopening and applies nothing twice', async () => {
    const url = await postgres.createDatabase({ empty: true });
    const first = await openPostgres(url);
    await first.db.insert(schema.kv).values({ key: 'feed.cursor', value: 'abc', updatedAt: 1000 });
    await first.close();

    const second = await open(url);
    expect(await second.db.select().from(schema.kv)).toEqual([
      { key: 'feed.cursor', value: 'abc', updatedAt: 1000 },
    ]);
    expect(await appliedMigrations(second)).toBe(JOURNAL.entries.length);
  });

  it('lets several instances start at once on a new database: each migration is applied once', async () => {
    const url = await postgres.createDatabase({ empty: true });
    const opened = await Promise.all([open(url), open(url), open(url)]);
    expect(await appliedMigrations(opened[0]!)).toBe(JOURNAL.entries.length);
  });

  it('reads times, counts and ids as numbers, and JSON columns as values', async () => {
    const handle = await open(await postgres.createDatabase());
    const { db } = handle;
    const at = Date.UTC(2030, 0, 1);
    const [link] = await db
      .insert(schema.links)
      .values({
        guildId: 'g',
        channelId: 'c',
        serverId: 's',
        createdBy: 'u',
        categories: ['power', 'backup'],
      })
      .returning();
    expect(link).toMatchObject({ id: 1, categories: ['power', 'backup'], types: [], state: 'active' });
    expect(Math.abs(link!.createdAt - Date.now())).toBeLessThan(60_000);
    await db
      .insert(schema.outbox)
      .values({ eventId: 'e', linkId: link!.id, channelId: 'c', nextAttemptAt: at });
    const [row] = await db.select().from(schema.outbox);
    expect(row).toMatchObject({ id: 1, nextAttemptAt: at, attempts: 0, state: 'pending' });
    expect(await db.select({ n: count() }).from(schema.outbox)).toEqual([{ n: 1 }]);
    const raw = await handle.pool.query('SELECT max(next_attempt_at) AS at FROM outbox');
    expect(raw.rows).toEqual([{ at }]);
  });

  it('enforces the same constraints as SQLite: cascade from links, one active share per guild', async () => {
    const { db } = await open(await postgres.createDatabase());
    const [link] = await db
      .insert(schema.links)
      .values({ guildId: 'g', channelId: 'c', serverId: 's', createdBy: 'u' })
      .returning();
    await db.insert(schema.outbox).values({ eventId: 'e', linkId: link!.id, channelId: 'c' });
    await expect(
      db.insert(schema.outbox).values({ eventId: 'e', linkId: link!.id, channelId: 'c' }),
    ).rejects.toThrow();
    await db.delete(schema.links).where(eq(schema.links.id, link!.id));
    expect(await db.select().from(schema.outbox)).toEqual([]);

    const share = { serverId: 's', ownerGuildId: 'g1', guildId: 'g2', createdBy: 'u' };
    await db.insert(schema.shares).values(share);
    await expect(db.insert(schema.shares).values(share)).rejects.toThrow();
    await db.update(schema.shares).set({ revokedAt: 1, revokedBy: 'u' });
    await db.insert(schema.shares).values(share);
    expect(await db.select({ n: count() }).from(schema.shares)).toEqual([{ n: 2 }]);
  });

  it('rejects a database it cannot reach with the driver error, and leaves no connection open', async () => {
    const url = new URL(await postgres.createDatabase());
    url.pathname = '/no_such_database';
    await expect(openPostgres(url.toString(), { connectTimeoutMs: 2000 })).rejects.toMatchObject({
      code: '3D000',
    });
  });
});
