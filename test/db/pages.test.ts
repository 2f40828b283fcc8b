import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { createPages, type PageOptions, type Pages } from '../../src/db/pages.js';
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

type Open = (options: PageOptions) => Promise<{ pages: Pages }>;

/** Both open the same file or database again on each call: what a restart (or another instance) sees. */
function sqlite(): Open {
  const path = join(tempDir(), 'hostcord.db');
  return async (options) => {
    const handle = openDatabase(path);
    closers.push(() => handle.close());
    return { pages: createPages(handle.db, options) };
  };
}

async function postgresDb(): Promise<Open> {
  const url = await postgres.createDatabase();
  return async (options) => {
    const handle = await openPostgres(url);
    closers.push(() => handle.close());
    return { pages: createPages(postgresSql(handle.db), options) };
  };
}

describe.each([
  ['SQLite', async () => sqlite()],
  ['PostgreSQL', postgresDb],
])('page views on %s', (_name, database) => {
  it('keeps page cursors by a short id across a restart; forgets idle views and the least recently used beyond the limit', async () => {
    let now = 1_000_000;
    const open = await database();
    const first = await open({ now: () => now, ttlMs: 1000, maxViews: 2 });
    const view = await first.pages.open('a', { guildId: 'g', serverId: 's' });
    expect(view.cursors).toEqual([null]);
    view.cursors[1] = 'cursor-of-page-1';
    await first.pages.save('a', view);

    // Another process (a restart, or another instance) reads the same view.
    const second = await open({ now: () => now, ttlMs: 1000, maxViews: 2 });
    now += 10;
    expect(await second.pages.get('a')).toEqual({
      guildId: 'g',
      serverId: 's',
      cursors: [null, 'cursor-of-page-1'],
    });
    now += 10;
    await second.pages.open('b', { guildId: 'g', serverId: 's' });
    now += 10;
    expect(await second.pages.get('a')).toBeDefined(); // a is now used more recently than b
    now += 10;
    await second.pages.open('c', { guildId: 'g', serverId: 's' });
    expect(await second.pages.get('b')).toBeUndefined();
    expect(await second.pages.get('a')).toBeDefined();
    now += 1001;
    expect(await second.pages.get('c')).toBeUndefined();
  });
});
