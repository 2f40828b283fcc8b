import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKv } from '../../src/db/kv.js';
import { openDatabase } from '../../src/db/open.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();

describe('openDatabase', () => {
  it('creates the folder, applies the migrations and sets the pragmas', () => {
    const path = join(tempDir(), 'nested', 'deeper', 'hostcord.db');
    const handle = openDatabase(path);
    try {
      expect(existsSync(path)).toBe(true);
      const tables = handle.sqlite
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .all()
        .map((r) => (r as { name: string }).name);
      expect(tables).toEqual(
        expect.arrayContaining(['audit', 'inbox', 'installations', 'kv', 'links', 'outbox']),
      );
      expect(handle.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(handle.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(handle.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(handle.sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
    } finally {
      handle.close();
    }
  });

  it('keeps data across reopening and does not re-apply migrations', async () => {
    const path = join(tempDir(), 'hostcord.db');
    const first = openDatabase(path);
    await createKv(first.db).set('feed.cursor', 'abc', 1000);
    first.close();

    const second = openDatabase(path);
    try {
      expect(await createKv(second.db).getEntry('feed.cursor')).toEqual({ value: 'abc', updatedAt: 1000 });
      const applied = second.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as {
        n: number;
      };
      const journal = JSON.parse(
        readFileSync(new URL('../../migrations/sqlite/meta/_journal.json', import.meta.url), 'utf8'),
      );
      expect(applied.n).toBe(journal.entries.length);
    } finally {
      second.close();
    }
  });

  it('enforces foreign keys (outbox rows need their link)', () => {
    const handle = openDatabase(join(tempDir(), 'hostcord.db'));
    try {
      expect(() =>
        handle.sqlite
          .prepare("INSERT INTO outbox (event_id, link_id, channel_id) VALUES ('e', 999, 'c')")
          .run(),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      handle.close();
    }
  });
});
