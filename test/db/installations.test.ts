import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyInstallationIn, createInstallations, type Installations } from '../../src/db/installations.js';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import * as pgSchema from '../../src/db/schema-postgres.js';
import { sqliteSql } from '../../src/db/sqlite/sql.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

const facts = (id: string, serverId: string) => ({
  id,
  serverId,
  grantedScopes: ['servers:read'],
  eventTypes: ['server.activity'],
  status: 'active',
});

/**
 * The repository with three installations stored (two of server s1, one of them deleted later), as
 * routing applies them (`applyInstallationIn`) on SQLite, its step's rows on PostgreSQL.
 */
async function sqlite(): Promise<Installations> {
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  closers.push(() => handle.close());
  const store = sqliteSql(handle.db);
  const apply = (kind: 'created' | 'deleted', id: string, serverId: string, at: number) =>
    store.transaction((d) => applyInstallationIn(d, store.t, kind, facts(id, serverId), at));
  await apply('created', 'i1', 's1', 1000);
  await apply('created', 'i2', 's1', 1000);
  await apply('created', 'i3', 's2', 1000);
  await apply('deleted', 'i2', 's1', 2000);
  // An older event changes nothing.
  expect(await apply('created', 'i2', 's1', 1500)).toBe(false);
  return createInstallations(handle.db);
}

async function postgresDb(): Promise<Installations> {
  const handle = await openPostgres(await postgres.createDatabase());
  closers.push(() => handle.close());
  const row = (id: string, serverId: string, deletedAt: number | null, updatedAt: number) => ({
    ...facts(id, serverId),
    deletedAt,
    updatedAt,
  });
  await handle.db
    .insert(pgSchema.installations)
    .values([row('i1', 's1', null, 1000), row('i2', 's1', 2000, 2000), row('i3', 's2', null, 1000)]);
  return createInstallations(postgresSql(handle.db));
}

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgresDb],
])('installations on %s', (_name, open) => {
  it('reads an installation by id, and those of a server', async () => {
    const installations = await open();
    expect(await installations.get('i2')).toEqual({ ...facts('i2', 's1'), deletedAt: 2000, updatedAt: 2000 });
    expect(await installations.get('nope')).toBeUndefined();
    expect((await installations.forServer('s1')).map((i) => [i.id, i.deletedAt]).sort()).toEqual([
      ['i1', null],
      ['i2', 2000],
    ]);
    expect(await installations.forServer('s3')).toEqual([]);
  });
});
