import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { migrationsBefore } from '../support/migrations.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
/** The migrations of the version before claims shipped (journal cut before `0002_claims`). */
const previousVersionMigrations = () => migrationsBefore(tempDir(), (tag) => tag.endsWith('_claims'));

const OLD_TABLES = ['links', 'inbox', 'outbox', 'outbox_messages', 'kv', 'installations', 'audit'];

describe('migrating a database of the previous version', () => {
  it('turns one server linked in two guilds into one owner (oldest link) and one share; nothing else changes', () => {
    const path = join(tempDir(), 'hostcord.db');
    const old = openDatabase(path, { migrationsFolder: previousVersionMigrations() });
    const tables = old.sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).not.toContain('claims');
    const insertLink = old.sqlite.prepare(
      'INSERT INTO links (guild_id, channel_id, server_id, created_by, created_at, categories) VALUES (?, ?, ?, ?, ?, ?)',
    );
    // Beta linked the shared server later than Alpha, but with a lower id (ids say nothing here).
    insertLink.run(
      '200000000000000002',
      '300000000000000002',
      'server-shared',
      'beta-admin',
      2000,
      '["power"]',
    );
    insertLink.run('200000000000000001', '300000000000000001', 'server-shared', 'alpha-admin', 1000, '[]');
    insertLink.run('200000000000000001', '300000000000000003', 'server-shared', 'alpha-mod', 3000, '[]');
    insertLink.run('200000000000000002', '300000000000000004', 'server-beta', 'beta-admin', 4000, '[]');
    old.sqlite.prepare("INSERT INTO kv (key, value, updated_at) VALUES ('feed.cursor', 'abc', 5)").run();
    old.sqlite
      .prepare(
        "INSERT INTO audit (guild_id, user_id, action, server_id, result, created_at) VALUES ('g', 'u', 'power:restart', 'server-shared', 'accepted', 6)",
      )
      .run();
    const before = Object.fromEntries(
      OLD_TABLES.map((t) => [t, old.sqlite.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]),
    );
    old.close();

    const migrated = openDatabase(path);
    try {
      const after = Object.fromEntries(
        OLD_TABLES.map((t) => [t, migrated.sqlite.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]),
      );
      expect(after).toEqual(before);
      expect(migrated.sqlite.prepare('SELECT * FROM claims ORDER BY server_id').all()).toEqual([
        {
          server_id: 'server-beta',
          guild_id: '200000000000000002',
          claimed_by: 'beta-admin',
          claimed_at: 4000,
          how: 'migration',
        },
        {
          server_id: 'server-shared',
          guild_id: '200000000000000001',
          claimed_by: 'alpha-admin',
          claimed_at: 1000,
          how: 'migration',
        },
      ]);
      expect(migrated.sqlite.prepare('SELECT * FROM shares').all()).toEqual([
        {
          id: 1,
          server_id: 'server-shared',
          owner_guild_id: '200000000000000001',
          guild_id: '200000000000000002',
          created_by: 'migration',
          created_at: 2000,
          revoked_at: null,
          revoked_by: null,
        },
      ]);
      expect(migrated.sqlite.prepare('SELECT count(*) AS n FROM one_time_codes').get()).toEqual({ n: 0 });
    } finally {
      migrated.close();
    }
  });
});
