import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAudit } from '../../src/db/audit.js';
import { createBoards } from '../../src/db/boards.js';
import { createIncidents } from '../../src/db/incidents.js';
import { createLeases } from '../../src/db/leases.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/open.js';
import { createRestartRuns } from '../../src/db/restart-runs.js';
import { errorCode } from '../../src/db/write-health.js';
import { useTinyDisk } from '../support/full-disk.js';

// On a real full disk SQLite fails a write when it commits (the WAL cannot grow), not when it
// changes the page in memory. An autocommit `INSERT … RETURNING` read with better-sqlite3's `get()`
// used to return its row anyway, with nothing stored. Every write of the repositories that reads
// its row back must throw instead, and leave the database as it was.

const disk = useTinyDisk();
const T = 2_000_000_000_000;
const GUILD = '100000000000000001';

let files = 0;
/** A database on the tiny disk, with room; `full()` empties the WAL and fills the disk. */
function open(): DatabaseHandle & { full(): void; room(): void } {
  const handle = openDatabase(join(disk!.dir, `hostcord-${++files}.db`));
  return {
    ...handle,
    full() {
      handle.sqlite.pragma('wal_checkpoint(TRUNCATE)');
      disk!.fill();
    },
    room: () => disk!.free(),
  };
}

async function refusedAsFull(promise: Promise<unknown>): Promise<void> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(errorCode(err)).toBe('SQLITE_FULL');
}

describe.skipIf(!disk)('writes on a full disk (a real filesystem, tmpfs)', () => {
  it('a raw INSERT … RETURNING read with get() throws SQLITE_FULL, and stores nothing', () => {
    const db = open();
    try {
      db.full();
      const insert = db.sqlite.prepare("INSERT INTO kv (key, value) VALUES ('k', 'v') RETURNING key");
      expect(() => insert.get()).toThrow(expect.objectContaining({ code: 'SQLITE_FULL' }));
      db.room();
      expect(db.sqlite.prepare('SELECT count(*) AS n FROM kv').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('each repository write that reads its row back fails, and leaves its rows as they were', async () => {
    const db = open();
    try {
      const audit = createAudit(db.db);
      const runs = createRestartRuns(db.db);
      const leases = createLeases(db.db);
      const boards = createBoards(db.db);
      const incidents = createIncidents(db.db);
      const draft = await runs.draft({
        runKey: 'r1',
        guildId: GUILD,
        serverId: 's1',
        requestedBy: 'u1',
        message: null,
        delayMs: 60_000,
        now: T,
        openSince: T - 60_000,
      });
      const due = await runs.draft({ ...draftInputOf(draft), runKey: 'r2' });
      await runs.confirm(due.id, 'u1', { runAt: T, nextOffset: 0, nextStepAt: T });
      await boards.create({ guildId: GUILD, channelId: 'c1', createdBy: 'u1' });
      const before = db.sqlite.prepare('SELECT * FROM restart_runs ORDER BY id').all();
      db.full();

      await refusedAsFull(
        audit.begin({
          guildId: GUILD,
          userId: 'u1',
          action: 'power:restart',
          serverId: 's1',
          idempotencyKey: 'k',
        }),
      );
      await refusedAsFull(
        audit.record({
          guildId: GUILD,
          userId: 'u1',
          action: 'schedule:added',
          serverId: 's1',
          idempotencyKey: null,
          result: 'accepted',
        }),
      );
      await refusedAsFull(runs.confirm(draft.id, 'u1', { runAt: T, nextOffset: 0, nextStepAt: T }));
      await refusedAsFull(runs.takeRestart(due.id, T, 60_000));
      await refusedAsFull(runs.cancel(due.id, GUILD, T, 'test'));
      await refusedAsFull(leases.take('watch', 'me', 30_000, T));
      await refusedAsFull(boards.remove(GUILD, 'c1'));
      await refusedAsFull(incidents.recordRestart('s1', T - 1000, T));

      db.room();
      expect(await audit.forServer('s1')).toEqual([]);
      expect(db.sqlite.prepare('SELECT * FROM restart_runs ORDER BY id').all()).toEqual(before);
      expect(await boards.forGuild(GUILD)).toHaveLength(1);
      expect(db.sqlite.prepare('SELECT count(*) AS n FROM incidents').get()).toEqual({ n: 0 });
      expect(db.sqlite.prepare('SELECT count(*) AS n FROM leases').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});

function draftInputOf(run: { guildId: string; serverId: string; requestedBy: string }) {
  return {
    guildId: run.guildId,
    serverId: run.serverId,
    requestedBy: run.requestedBy,
    message: null,
    delayMs: 60_000,
    now: T,
    openSince: T - 60_000,
  };
}
