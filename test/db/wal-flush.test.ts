import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { createWalFlush } from '../../src/db/wal-flush.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0).reverse()) close();
});

function open(path: string) {
  const handle = openDatabase(path);
  const flush = createWalFlush(handle.sqlite, handle.db);
  closers.push(
    () => handle.close(),
    () => flush.close(),
  );
  const synchronous = () => handle.sqlite.pragma('synchronous', { simple: true });
  return { handle, flush, synchronous };
}

const insert = (handle: ReturnType<typeof openDatabase>, key: string) =>
  handle.sqlite.prepare('INSERT INTO kv (key, value) VALUES (?, ?)').run(key, 'v');

describe('WAL flush', () => {
  it('commits without the flush inside COMMIT and puts the connection back to FULL, also after a failure', () => {
    const { handle, flush, synchronous } = open(join(tempDir(), 'hostcord.db'));
    expect(flush.commit(() => synchronous())).toBe(1); // NORMAL while the transaction runs
    expect(synchronous()).toBe(2);
    expect(() =>
      flush.commit(() => {
        insert(handle, 'a');
        throw new Error('broken');
      }),
    ).toThrow('broken');
    expect(synchronous()).toBe(2);
    expect(handle.sqlite.prepare('SELECT count(*) AS n FROM kv WHERE key = ?').get('a')).toEqual({ n: 0 });
  });

  it('resolves flushed() for every caller once the log is flushed, and the rows are there for another connection', async () => {
    const path = join(tempDir(), 'hostcord.db');
    const { handle, flush } = open(path);
    flush.commit(() => insert(handle, 'one'));
    const first = flush.flushed();
    flush.commit(() => insert(handle, 'two'));
    const order: string[] = [];
    await Promise.all([
      first.then(() => order.push('first')),
      flush.flushed().then(() => order.push('second')),
      flush.flushed().then(() => order.push('third')),
    ]);
    expect(order).toEqual(['first', 'second', 'third']);
    const reader = new Database(path, { readonly: true });
    closers.push(() => reader.close());
    expect(reader.prepare("SELECT key FROM kv WHERE key IN ('one', 'two') ORDER BY key").all()).toEqual([
      { key: 'one' },
      { key: 'two' },
    ]);
  });

  it('refuses to confirm a flush once closed', async () => {
    const { handle, flush } = open(join(tempDir(), 'hostcord.db'));
    flush.commit(() => insert(handle, 'one'));
    await flush.flushed();
    flush.close();
    await expect(flush.flushed()).rejects.toThrow('closed');
  });

  it('is an ordinary FULL transaction without a log file (in-memory database)', async () => {
    const { handle, flush } = open(':memory:');
    expect(flush.commit(() => handle.sqlite.pragma('synchronous', { simple: true }))).toBe(2);
    await expect(flush.flushed()).resolves.toBeUndefined();
  });
});
