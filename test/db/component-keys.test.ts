import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ComponentKeys,
  createComponentKeys,
  PREVIOUS_KEY_VALID_MS,
} from '../../src/db/component-keys.js';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Two handles on one database: two instances, or one before and after a restart. */
type Open = () => Promise<[ComponentKeys, ComponentKeys]>;

const sqlite: Open = async () => {
  const path = join(tempDir(), 'hostcord.db');
  const [first, second] = [openDatabase(path), openDatabase(path)];
  closers.push(
    () => first.close(),
    () => second.close(),
  );
  return [createComponentKeys(first.db), createComponentKeys(second.db)];
};

const pg: Open = async () => {
  const url = await postgres.createDatabase();
  const [first, second] = [await openPostgres(url), await openPostgres(url)];
  closers.push(
    () => first.close(),
    () => second.close(),
  );
  return [createComponentKeys(postgresSql(first.db)), createComponentKeys(postgresSql(second.db))];
};

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', pg],
])('component keys on %s', (_, open) => {
  it('are made once, 32 random bytes, and shared by every instance and restart', async () => {
    const [a, b] = await open();
    const [first, second] = await Promise.all([a.load(), b.load()]);
    expect(first.current).toHaveLength(32);
    expect(first.previous).toBeUndefined();
    expect(second).toEqual(first);
    expect(await a.load()).toEqual(first);
  });

  it('rotate: the new key is current, the one before it stays valid for 24 h, older ones go', async () => {
    const [a, b] = await open();
    const original = (await a.load()).current;
    const at = Date.UTC(2030, 0, 1);
    const rotated = await b.rotate(at);
    expect(rotated.current).not.toEqual(original);
    expect(rotated.previous).toEqual({ secret: original, validUntil: at + PREVIOUS_KEY_VALID_MS });
    expect(await a.load()).toEqual(rotated);

    const again = await a.rotate(at + 1000);
    expect(again.previous?.secret).toEqual(rotated.current);
    expect([again.current, again.previous?.secret]).not.toContainEqual(original);
  });
});
