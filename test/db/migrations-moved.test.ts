import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createKv } from '../../src/db/kv.js';
import { openDatabase } from '../../src/db/open.js';
import { useTempDir } from '../support/temp-dir.js';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/sqlite', import.meta.url));
const DUMP = fileURLToPath(new URL('./fixtures/database-before-move.sql', import.meta.url));
const tempDir = useTempDir();

/** The database an earlier hostcord left behind, restored from its dump into a file. */
function earlierDatabase(): string {
  const path = join(tempDir(), 'hostcord.db');
  const sqlite = new Database(path);
  sqlite.exec(readFileSync(DUMP, 'utf8'));
  sqlite.close();
  return path;
}

type Row = Record<string, unknown>;
const TABLES = [
  'links',
  'inbox',
  'outbox',
  'kv',
  'claims',
  'boards',
  'restart_schedules',
  '__drizzle_migrations',
];

function snapshot(sqlite: Database.Database): Record<string, Row[]> {
  return Object.fromEntries(
    TABLES.map((t) => [t, sqlite.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all() as Row[]]),
  );
}

describe('an existing database after the migrations moved into migrations/sqlite', () => {
  it('opens without re-applying anything, keeps every row and takes writes', async () => {
    const path = earlierDatabase();
    const raw = new Database(path, { readonly: true });
    const before = snapshot(raw);
    raw.close();
    // The journal still knows each applied migration by the time the database recorded for it.
    const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    // (Migrations written after the dump, 0006_history on, are applied on top; the test below checks how.)
    const applied = before.__drizzle_migrations ?? [];
    expect(applied.map((r) => Number(r.created_at))).toEqual(
      journal.entries.slice(0, applied.length).map((e) => e.when),
    );
    expect(applied).toHaveLength(6);

    const handle = openDatabase(path);
    try {
      const after = snapshot(handle.sqlite);
      expect(after.__drizzle_migrations?.slice(0, applied.length)).toEqual(applied);
      expect(after.__drizzle_migrations).toHaveLength(journal.entries.length);
      // Every row is kept; a later migration (0013) gave each outbox row its event's time, 0017 a
      // silence (none), and outbox_carries_event an event to rows still to be posted (this one was
      // sent: none).
      const eventTime = new Map((before.inbox ?? []).map((row) => [row.event_id, row.created_at]));
      expect({ ...after, __drizzle_migrations: applied }).toEqual({
        ...before,
        outbox: (before.outbox ?? []).map((row) => ({
          ...row,
          event_created_at: eventTime.get(row.event_id) ?? null,
          silence_id: null,
          event: null,
        })),
      });
      expect(after.outbox?.map((row) => row.event_created_at)).not.toContain(null);
      const kv = createKv(handle.db);
      expect(await kv.get('feed.cursor')).toBe('cursor-42');
      await kv.set('feed.cursor', 'cursor-43', 2000);
      expect(await kv.getEntry('feed.cursor')).toEqual({ value: 'cursor-43', updatedAt: 2000 });
    } finally {
      handle.close();
    }
  });

  it('still applies a migration added after the move, and only that one', () => {
    const path = earlierDatabase();
    const folder = join(tempDir(), 'sqlite');
    cpSync(MIGRATIONS, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_later' });
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(join(folder, '9999_later.sql'), 'CREATE TABLE `later` (`id` integer PRIMARY KEY);');

    const handle = openDatabase(path, { migrationsFolder: folder });
    try {
      const tables = handle.sqlite
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'later'")
        .all();
      expect(tables).toHaveLength(1);
      const applied = handle.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get();
      expect(applied).toEqual({ n: journal.entries.length });
    } finally {
      handle.close();
    }
  });
});
