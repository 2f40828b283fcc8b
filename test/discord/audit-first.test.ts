import { describe, expect, it } from 'vitest';
import { useWorld } from '../support/bot-world.js';
import { type ControlWorld, controlWorld } from '../support/control-world.js';
import { answer, button, buttonsOf, posts, settled } from '../support/interactions.js';

const startWorld = useWorld();

/** The database refuses every write from now on (as a read-only or full disk would), reads still work. */
const refuseWrites = (w: ControlWorld) => w.world.app.store.sqlite!.sqlite.pragma('query_only = ON');
const allowWrites = (w: ControlWorld) => w.world.app.store.sqlite!.sqlite.pragma('query_only = OFF');

const NOT_SENT = /cannot store anything right now.*nothing was sent/i;

describe('control actions are audited first', () => {
  it('/restart: Confirm sends nothing while the audit row cannot be written, and says why', async () => {
    const w = await controlWorld(startWorld);
    const question = await answer(w.command({ name: 'restart' }));
    refuseWrites(w);
    const press = w.press(button(question.message, /^Restart$/).custom_id, { message: question.message });
    const refused = await settled(w.fake, press, NOT_SENT);
    expect(posts(w.sim, `/servers/${w.serverId}/power`)).toEqual([]);
    expect(w.sim.effects.power).toEqual([]);

    // Once writes work again, Try again sends it, under the same key, with its row.
    allowWrites(w);
    const retry = w.press(button(refused, /Try again/).custom_id, { message: refused });
    await settled(w.fake, retry, /queued/);
    expect(w.sim.effects.power).toHaveLength(1);
    expect((await w.audit.forServer(w.serverId)).map((r) => r.result)).toEqual(['accepted']);
  });

  it('/power start, /backup create and /say: nothing is sent while the audit row cannot be written', async () => {
    const w = await controlWorld(startWorld);
    refuseWrites(w);
    for (const input of [
      { name: 'power', options: { action: 'start' } },
      { name: 'backup', subcommand: 'create' },
      { name: 'say', options: { message: 'hello' } },
    ]) {
      const ix = w.command(input as Parameters<ControlWorld['command']>[0]);
      const reply = await settled(w.fake, ix, NOT_SENT);
      expect(reply.flags & 64).toBe(64);
      expect(buttonsOf(reply)).toEqual([]);
    }
    expect(w.sim.requests.filter((r) => r.method === 'POST')).toEqual([]);
    allowWrites(w);
    expect(await w.audit.forServer(w.serverId)).toEqual([]);
  });

  it('writes the row as pending before the provider is called, and completes it after', async () => {
    const w = await controlWorld(startWorld);
    let seenDuringCall: string[] = [];
    w.sim.fault({ path: `/servers/${w.serverId}/power`, delayMs: 300 });
    const ix = w.command({ name: 'power', options: { action: 'start' } });
    await w.fake.waitFor(() => posts(w.sim, `/servers/${w.serverId}/power`).length === 1, 5000, 'the call');
    seenDuringCall = (await w.audit.forServer(w.serverId)).map((r) => r.result);
    await settled(w.fake, ix, /queued/);
    expect(seenDuringCall).toEqual(['pending']);
    expect((await w.audit.forServer(w.serverId)).map((r) => r.result)).toEqual(['accepted']);
  });
});
