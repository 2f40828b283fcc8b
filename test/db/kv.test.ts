import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKv, type Kv } from '../../src/db/kv.js';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { createSeenRecorder, createSeenValues, seenKey } from '../../src/db/seen-values.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Two handles on one database: what two instances (or a restart) see. */
type Open = () => Promise<[Kv, Kv]>;

const sqlite: Open = async () => {
  const path = join(tempDir(), 'hostcord.db');
  const first = openDatabase(path);
  const second = openDatabase(path);
  closers.push(
    () => first.close(),
    () => second.close(),
  );
  return [createKv(first.db), createKv(second.db)];
};

const postgresKv: Open = async () => {
  const url = await postgres.createDatabase();
  const first = await openPostgres(url);
  const second = await openPostgres(url);
  closers.push(
    () => first.close(),
    () => second.close(),
  );
  return [createKv(postgresSql(first.db)), createKv(postgresSql(second.db))];
};

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgresKv],
])('kv and seen values on %s', (_name, open) => {
  let kv: Kv;
  let other: Kv;
  beforeAll(async () => {
    [kv, other] = await open();
  });

  it('kv overwrites a value and records when', async () => {
    expect(await kv.get('missing')).toBeUndefined();
    expect(await kv.getEntry('missing')).toBeUndefined();
    await kv.set('k', 'one', 1);
    await kv.set('k', 'two', 2);
    expect(await kv.getEntry('k')).toEqual({ value: 'two', updatedAt: 2 });
    expect(await other.get('k')).toBe('two');
    // Times far past 2^32 ms (today's clock) come back as numbers.
    await other.set('k', 'three', 2_000_000_000_000);
    expect(await kv.getEntry('k')).toEqual({ value: 'three', updatedAt: 2_000_000_000_000 });
  });

  it('reads the seen values of several servers as one sorted union, fresh each time', async () => {
    const seen = createSeenValues(kv);
    expect(await seen.forServers(['s-1', 's-2'])).toEqual({ category: [], type: [], severity: [] });
    await other.set(
      seenKey('s-1'),
      JSON.stringify({ category: ['power'], type: ['crash'], severity: ['error'] }),
    );
    await other.set(
      seenKey('s-2'),
      JSON.stringify({ category: ['backup', 'power'], type: ['done'], severity: ['info'] }),
    );
    // A damaged entry reads as none.
    await other.set(seenKey('s-3'), '{not json');
    expect(await seen.forServers(['s-2', 's-1', 's-3'])).toEqual({
      category: ['backup', 'power'],
      type: ['crash', 'done'],
      severity: ['error', 'info'],
    });
    expect((await seen.forServers(['s-1'])).category).toEqual(['power']);
    expect(await seen.forServers([])).toEqual({ category: [], type: [], severity: [] });
  });
});

describe('seen values recorded on SQLite', () => {
  it('are written only when an event brings a new value, normalised and bounded', async () => {
    const handle = openDatabase(join(tempDir(), 'recorder.db'));
    closers.push(() => handle.close());
    const recorder = createSeenRecorder(handle.db);
    const kv = createKv(handle.db);
    expect(recorder.record('s-1', { category: 'Power', type: ' Crash ', severity: 'ERROR' })).toBe(true);
    const written = await kv.getEntry(seenKey('s-1'));
    expect(recorder.record('s-1', { category: 'power', type: 'crash', severity: 'error' })).toBe(false);
    expect(await kv.getEntry(seenKey('s-1'))).toEqual(written);
    // Commas and control characters cannot be typed into a filter: not offered.
    expect(recorder.record('s-1', { category: 'a,b', type: 'x\u0007', severity: 'warning' })).toBe(true);
    expect(await createSeenValues(kv).forServers(['s-1'])).toEqual({
      category: ['power'],
      type: ['crash'],
      severity: ['error', 'warning'],
    });
  });
});
