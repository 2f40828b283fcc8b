import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Cooldowns, createCooldowns } from '../../src/db/cooldowns.js';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Each call opens the same file or database again: what a restart (or another instance) sees. */
type Open = (now: () => number) => Promise<Cooldowns>;

function sqlite(): Open {
  const path = join(tempDir(), 'hostcord.db');
  return async (now) => {
    const handle = openDatabase(path);
    closers.push(() => handle.close());
    return createCooldowns(handle.db, now, 5000);
  };
}

async function postgresDb(): Promise<Open> {
  const url = await postgres.createDatabase();
  return async (now) => {
    const handle = await openPostgres(url);
    closers.push(() => handle.close());
    return createCooldowns(postgresSql(handle.db), now, 5000);
  };
}

describe.each([
  ['SQLite', async () => sqlite()],
  ['PostgreSQL', postgresDb],
])('power cooldowns on %s', (_name, database) => {
  it('hold across a restart, per member; the question that started one passes', async () => {
    let now = 2_000_000_000_000;
    const open = await database();
    const first = await open(() => now);
    expect(await first.remainingMs('g:a')).toBe(0);
    await first.start('g:a', 'question-1');
    now += 1200;

    const second = await open(() => now);
    expect(await second.remainingMs('g:a')).toBe(3800);
    expect(await second.remainingMs('g:b')).toBe(0);
    // Confirm of the same question pressed again after the restart: a replay, not a new action.
    expect(await second.remainingMs('g:a', 'question-1')).toBe(0);
    expect(await second.remainingMs('g:a', 'question-2')).toBe(3800);
    now += 3800;
    expect(await second.remainingMs('g:a')).toBe(0);
    await second.start('g:a', 'question-2');
    expect(await first.remainingMs('g:a')).toBe(5000);
  });
});
