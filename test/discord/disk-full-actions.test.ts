import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../src/db/write-health.js';
import { CANNOT_STORE } from '../../src/discord/messages.js';
import { useWorld } from '../support/bot-world.js';
import { type ControlWorld, controlWorld } from '../support/control-world.js';
import { useTinyDisk } from '../support/full-disk.js';
import { answer, button, buttonsOf, posts, settled, textOf } from '../support/interactions.js';

// Finding 1 of issue #29: on a full disk, /restart + Confirm, /say and /backup create answered ✅
// and reached the provider with no audit row. Here the database is full two ways: SQLite's
// `max_page_count` with the audit table filled to its last page (runs everywhere; SQLite refuses
// such a write while stepping it), and a real full filesystem (a tmpfs, where the test may mount
// one), where SQLite refuses the commit itself and the row used to be lost silently.

const startWorld = useWorld();
const disk = useTinyDisk();

const FULL = CANNOT_STORE.full;
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const NO_LIMIT = 1_073_741_823;

/** Audit rows of the actions (the filler rows of `fillAudit` have no action). */
async function actionRows(w: ControlWorld) {
  return (await w.audit.forServer(w.serverId)).filter((r) => r.action !== '');
}

/** Every request that reached the provider has its audit row, accepted, under the key it carried. */
async function expectEveryCallAudited(w: ControlWorld): Promise<void> {
  const calls = w.sim.requests.filter((r) => r.method === 'POST');
  for (const call of calls) {
    const key = call.headers['idempotency-key'];
    expect(
      (await w.audit.forKey(String(key))).map((r) => r.result),
      call.path,
    ).toContain('accepted');
  }
}

/**
 * /say, /backup create and /restart + Confirm while nothing can be stored: each is told so, and
 * nothing reaches the provider. Returns the Confirm's answer (with its Try again button).
 */
async function actWhileFull(w: ControlWorld) {
  for (const input of [
    { name: 'say', options: { message: 'hello' } },
    { name: 'backup', subcommand: 'create' },
  ]) {
    const reply = await settled(w.fake, w.command(input as Parameters<ControlWorld['command']>[0]), /./);
    expect(textOf(reply)).toMatch(exactly(FULL));
    expect(reply.flags & 64).toBe(64);
  }
  const question = await answer(w.command({ name: 'restart' }));
  const press = w.press(button(question.message, /^Restart$/).custom_id, { message: question.message });
  const refused = await settled(w.fake, press, /cannot store/);
  expect(refused.content).toBe(FULL);
  expect(buttonsOf(refused).map((b) => b.label)).toEqual(['Try again', 'Cancel']);
  expect(w.sim.requests.filter((r) => r.method === 'POST')).toEqual([]);
  expect(w.sim.effects.power).toEqual([]);
  return refused;
}

/** Room again: nothing was left half-done, and the same requests go through, each audited. */
async function afterRoom(w: ControlWorld, refused: Awaited<ReturnType<typeof actWhileFull>>) {
  expect(await actionRows(w)).toEqual([]);
  const retry = w.press(button(refused, /Try again/).custom_id, { message: refused });
  await settled(w.fake, retry, /queued/);
  await settled(w.fake, w.command({ name: 'say', options: { message: 'hello' } }), /./);
  expect(posts(w.sim, `/servers/${w.serverId}/power`)).toHaveLength(1);
  expect(w.sim.effects.commands.map((c) => c.command)).toEqual(['say hello']);
  expect((await actionRows(w)).map((r) => [r.action, r.result]).sort()).toEqual([
    ['console:say', 'accepted'],
    ['power:restart', 'accepted'],
  ]);
  await expectEveryCallAudited(w);
}

/**
 * Fills the audit table up to the database's last page under `max_page_count`: rows of the
 * smallest size, so a real action's row (larger in the table and in its index) finds no room.
 */
function fillAudit(w: ControlWorld): () => void {
  const sqlite = w.world.app.store.sqlite!.sqlite;
  sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true })}`);
  const filler = sqlite.prepare(
    "INSERT INTO audit (guild_id, user_id, action, server_id, result, created_at) VALUES ('', '', '', ?, 'pending', 0)",
  );
  for (;;) {
    try {
      filler.run(w.serverId);
    } catch (err) {
      if (errorCode(err) !== 'SQLITE_FULL') throw err;
      break;
    }
  }
  return () => {
    sqlite.pragma(`max_page_count = ${NO_LIMIT}`);
    sqlite.prepare("DELETE FROM audit WHERE action = ''").run();
  };
}

describe('control actions on a full disk', () => {
  it('max_page_count: nothing reaches the provider without its audit row; the member is told the disk is full', async () => {
    const w = await controlWorld(startWorld);
    const room = fillAudit(w);
    const refused = await actWhileFull(w);
    room();
    await afterRoom(w, refused);
  });

  let files = 0;
  it.skipIf(!disk)(
    'a real full filesystem: the refused commit stops the action before the provider, and nothing is half-done',
    async () => {
      const w = await controlWorld(startWorld, {
        env: { DATABASE_PATH: join(disk!.dir, `hostcord-${++files}.db`) },
      });
      // Every commit from now on needs new room in the WAL, and there is none.
      w.world.app.store.sqlite!.sqlite.pragma('wal_checkpoint(TRUNCATE)');
      disk!.fill();
      let refused: Awaited<ReturnType<typeof actWhileFull>>;
      try {
        refused = await actWhileFull(w);
      } finally {
        disk!.free();
      }
      await afterRoom(w, refused);
    },
  );
});
