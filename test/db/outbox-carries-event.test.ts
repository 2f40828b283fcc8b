import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { createOutbox, type Outbox } from '../../src/pipeline/4-outbox/outbox.js';
import { activityEvent } from '../support/events.js';
import { migrationsBefore } from '../support/migrations.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterAll(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const CHANNEL = '300000000000000001';
const SERVER = 'aaaaaaaa-0000-4000-8000-000000000001';
const isThisMigration = (tag: string) => tag.endsWith('_outbox_carries_event');

/** Rows a version before the migration left: events still to post, one sent, one whose inbox row is gone. */
const pending = activityEvent(SERVER, { title: 'pending' }, 1_000);
const held = activityEvent(SERVER, { title: 'held' }, 2_000);
const sent = activityEvent(SERVER, { title: 'sent' }, 3_000);
const pruned = activityEvent(SERVER, { title: 'pruned' }, 4_000);
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const before = [
  `INSERT INTO links (guild_id, channel_id, server_id, created_by) VALUES ('200000000000000001', '${CHANNEL}', '${SERVER}', 'x')`,
  ...[pending, held, sent].map(
    (e) =>
      `INSERT INTO inbox (event_id, type, server_id, created_at, received_at, source, raw, dispatched_at) VALUES ('${e.id}', '${e.type}', '${SERVER}', ${Date.parse(e.createdAt)}, 0, 'webhook', ${quote(JSON.stringify(e))}, 1)`,
  ),
  ...(
    [
      [pending, 'pending'],
      [held, 'held'],
      [sent, 'sent'],
      [pruned, 'pending'],
    ] as const
  ).map(
    ([e, state]) =>
      `INSERT INTO outbox (event_id, event_created_at, link_id, channel_id, state) VALUES ('${e.id}', ${Date.parse(e.createdAt)}, 1, '${CHANNEL}', '${state}')`,
  ),
];

/** Opens a database migrated as the version before, writes `before`, then opens it with every migration. */
const databases: Array<[string, () => Promise<Outbox>]> = [
  [
    'SQLite',
    async () => {
      const path = join(tempDir(), 'hostcord.db');
      const old = openDatabase(path, { migrationsFolder: migrationsBefore(tempDir(), isThisMigration) });
      for (const statement of before) old.sqlite.prepare(statement).run();
      old.close();
      const handle = openDatabase(path);
      closers.push(() => handle.close());
      return createOutbox(handle.db);
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const url = await postgres.createDatabase({ empty: true });
      const migrationsFolder = migrationsBefore(tempDir(), isThisMigration, 'postgres');
      const old = await openPostgres(url, { migrationsFolder });
      for (const statement of before) await old.pool.query(statement);
      await old.close();
      const handle = await openPostgres(url);
      closers.push(() => handle.close());
      return createOutbox(postgresSql(handle.db));
    },
  ],
];

describe.each(databases)(
  'the outbox carrying its events (migration outbox_carries_event) on %s',
  (_name, upgraded) => {
    it('gives the rows still to be posted their events from the inbox; a sent row, or one whose event is gone, none', async () => {
      const outbox = await upgraded();
      const eventOf = async (id: string) => (await outbox.byEvent(id))[0]?.event ?? null;
      expect(await eventOf(pending.id)).toEqual(pending);
      expect(await eventOf(held.id)).toEqual(held);
      expect(await eventOf(sent.id)).toBeNull();
      expect(await eventOf(pruned.id)).toBeNull();
      // What the sender is handed: the event, from the outbox alone.
      const queued = await outbox.unprepared(CHANNEL, 10);
      expect(queued.map((q) => [q.row.eventId, q.event?.data.title ?? null])).toEqual([
        [pending.id, 'pending'],
        [pruned.id, null],
      ]);
    });
  },
);
