import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANNOT_STORE } from '../../src/discord/messages.js';
import { BOT_TOKEN, useWorld } from '../support/bot-world.js';
import { type ControlWorld, controlWorld } from '../support/control-world.js';
import { useTinyDisk } from '../support/full-disk.js';
import { settled, textOf } from '../support/interactions.js';

// Finding 7 of issue #29: while the database refused writes, /link, /restart in: and /schedule
// restart answered "Something went wrong on hostcord's side". Each writing command now says what
// is wrong (read-only, or the disk full) and that nothing was done, and indeed nothing was.

const startWorld = useWorld();
const disk = useTinyDisk();

async function world(env: Record<string, string> = {}) {
  let spare = '';
  const w = await controlWorld(startWorld, {
    env,
    prepare: (sim) => {
      spare = sim.addServer({ name: 'Spare' }).id;
      sim.install(BOT_TOKEN, spare);
    },
  });
  return { ...w, spare };
}

/** The writing commands, each answered with `text` alone. */
async function expectEachTold(w: ControlWorld & { spare: string }, text: string): Promise<void> {
  for (const input of [
    { name: 'link', options: { server: w.spare } },
    { name: 'restart', options: { in: '10m', message: 'maintenance' } },
    { name: 'schedule', subcommand: 'restart', options: { server: w.serverId, time: '04:00' } },
    { name: 'board', subcommand: 'create' },
  ]) {
    const reply = await settled(w.fake, w.command(input as Parameters<ControlWorld['command']>[0]), /./);
    expect(textOf(reply), input.name).toBe(text);
    expect(reply.flags & 64).toBe(64);
  }
}

/** Writes work again: none of the refused commands left anything behind. */
async function expectNothingDone(w: ControlWorld & { spare: string }): Promise<void> {
  const app = w.world.app;
  expect(await app.claims.ownerOf(w.spare)).toBeUndefined();
  expect(await app.links.forServer(w.spare)).toEqual([]);
  expect(await app.store.repositories.restartSchedules.forGuild(w.guild.id)).toEqual([]);
  expect((await app.scheduler.nextRestartFor([w.serverId])).size).toBe(0);
  expect(await app.store.repositories.boards.forGuild(w.guild.id)).toEqual([]);
  expect(await w.audit.forServer(w.serverId)).toEqual([]);
  expect(w.sim.requests.filter((r) => r.method === 'POST')).toEqual([]);
}

describe('writing commands while the database cannot store anything', () => {
  it('read-only: each says the database is read-only and that nothing was done', async () => {
    const w = await world();
    const sqlite = w.world.app.store.sqlite!.sqlite;
    sqlite.pragma('query_only = ON');
    await expectEachTold(w, CANNOT_STORE['read-only']);
    sqlite.pragma('query_only = OFF');
    await expectNothingDone(w);
  });

  it.skipIf(!disk)('a full filesystem: each says the disk is full and that nothing was done', async () => {
    const w = await world({ DATABASE_PATH: join(disk!.dir, 'hostcord.db') });
    w.world.app.store.sqlite!.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    disk!.fill();
    try {
      await expectEachTold(w, CANNOT_STORE.full);
    } finally {
      disk!.free();
    }
    await expectNothingDone(w);
  });
});
