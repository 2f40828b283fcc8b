import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteKvSync } from '../../src/db/kv.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/open.js';
import { createWriteHealth, isStorageFailure } from '../../src/db/write-health.js';
import { createLogger } from '../../src/logger.js';
import { useTempDir } from '../support/temp-dir.js';
import { waitFor } from '../support/wait-for.js';

const tempDir = useTempDir();
const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0).reverse()) close();
});

function world(probeIntervalMs = 60_000) {
  const path = join(tempDir(), 'hostcord.db');
  const database: DatabaseHandle = openDatabase(path);
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({
    level: 'info',
    destination: { write: (l: string) => lines.push(JSON.parse(l)) },
  });
  const writes = createWriteHealth(database.sqlite, { log, probeIntervalMs });
  closers.push(
    () => database.close(),
    () => writes.stop(),
  );
  // The synchronous statements: each write's failure is seen at once.
  const kv = createSqliteKvSync(database.db);
  const fill = () => {
    const pages = Number(database.sqlite.pragma('page_count', { simple: true }));
    database.sqlite.pragma(`max_page_count = ${pages}`);
  };
  const room = () => database.sqlite.pragma('max_page_count = 1073741823');
  /** Writes rows of ~1 KB until one fails; returns the error. */
  const writeUntilFull = () => {
    for (let i = 0; i < 10_000; i++) {
      try {
        kv.set(`k${i}`, 'x'.repeat(1000));
      } catch (err) {
        return err;
      }
    }
    throw new Error('never full');
  };
  return { path, database, writes, kv, lines, fill, room, writeUntilFull };
}

const messages = (lines: Array<Record<string, unknown>>) => lines.map((l) => l.msg as string);

describe('database write health', () => {
  it('a failed write sets it (logged once), the next successful write clears it (logged once)', () => {
    const w = world();
    expect(w.writes.check()).toEqual({ ok: true, writes: 'ok' });
    w.fill();
    const err = w.writeUntilFull();
    expect(isStorageFailure(err)).toBe(true);
    for (let i = 0; i < 20; i++) expect(() => w.kv.set(`more${i}`, 'y'.repeat(5000))).toThrow();
    expect(w.writes.check()).toMatchObject({
      ok: false,
      writes: 'failing',
      error: expect.stringMatching(/^SQLITE_FULL/),
    });
    expect(String(w.writes.check().fix)).toMatch(/free disk space/);
    expect(messages(w.lines)).toEqual([
      'database writes are failing (SQLITE_FULL): free disk space where DATABASE_PATH is. Webhook deliveries are answered 503 (the provider retries) until a write succeeds',
    ]);

    w.room();
    w.kv.set('after', 'z'.repeat(5000));
    expect(w.writes.check()).toEqual({ ok: true, writes: 'ok' });
    w.kv.set('after-2', 'z');
    expect(messages(w.lines).slice(1)).toEqual(['database writes work again']);
  });

  it('counts a transaction only once it committed, and a write only when it changed a row', () => {
    const w = world();
    w.fill();
    w.writeUntilFull();
    // Changes nothing: not proof that writes work.
    w.database.sqlite.prepare("UPDATE kv SET value = 'v' WHERE key = 'no-such-key'").run();
    w.database.db.transaction(() => {
      w.database.sqlite.prepare('SELECT count(*) FROM kv').get();
    });
    expect(w.writes.check().ok).toBe(false);
    // A constraint violation is the caller's mistake, not the storage's.
    w.room();
    w.kv.set('a', '1');
    expect(() => w.database.sqlite.prepare("INSERT INTO kv (key, value) VALUES ('a', '2')").run()).toThrow(
      /UNIQUE/,
    );
    expect(w.writes.check().ok).toBe(true);
  });

  it('a read-only database fails writes with SQLITE_READONLY', () => {
    const w = world();
    const readonly = new Database(w.path, { readonly: true });
    closers.push(() => readonly.close());
    const lines: unknown[] = [];
    const writes = createWriteHealth(readonly, {
      log: createLogger({ level: 'info', destination: { write: (l: string) => lines.push(l) } }),
    });
    closers.push(() => writes.stop());
    expect(() => readonly.prepare("INSERT INTO kv (key, value) VALUES ('r', '1')").run()).toThrow();
    expect(writes.check()).toMatchObject({ ok: false, error: expect.stringMatching(/^SQLITE_READONLY/) });
    expect(String(writes.check().fix)).toMatch(/writable/);
  });

  it('finds out on its own that there is room again when nothing else writes', async () => {
    const w = world(50);
    w.fill();
    w.writeUntilFull();
    // The probe needs real room: still full, it keeps failing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(w.writes.check().ok).toBe(false);
    w.room();
    await waitFor(() => w.writes.check().ok, 2000, 'the probe to succeed');
    expect(w.kv.get('storage.write-check')).toBeUndefined();
    expect(messages(w.lines)).toHaveLength(2);
  });
});
