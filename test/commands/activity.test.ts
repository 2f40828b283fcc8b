import { describe, expect, it } from 'vitest';
import { FORGED_ANSWER, UNSIGNED_ANSWER } from '../../src/discord/component-id.js';
import { NOT_LINKED_HERE } from '../../src/discord/messages.js';
import { PAGES_EXPIRED } from '../../src/discord/page-store.js';
import { useWorld } from '../support/bot-world.js';
import { controlWorld } from '../support/control-world.js';
import {
  answer,
  button,
  buttonsOf,
  expectNoRejections,
  gets,
  settled,
  textOf,
} from '../support/interactions.js';

const startWorld = useWorld();

const activityPath = (serverId: string) => `/servers/${serverId}/activity`;
const titles = (text: string) => [...text.matchAll(/Entry (\d\d)/g)].map((m) => Number(m[1]));
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from > to ? from - i : from + i));

describe('/activity, end to end', () => {
  it('shows the newest entries and pages with Older/Newer, keeping the provider’s cursors out of the buttons', async () => {
    const w = await controlWorld(startWorld, {
      prepare: (sim, serverId) => {
        for (let n = 1; n <= 25; n++) {
          sim.addActivity(serverId, {
            title: `Entry ${String(n).padStart(2, '0')}`,
            severity: n === 25 ? 'error' : 'info',
            category: n === 25 ? 'crash' : 'power',
            source: n === 25 ? 'bot' : 'api',
          });
          sim.clock.advance(60_000);
        }
      },
    });
    const first = await answer(w.command({ name: 'activity' }));
    expect(first.ack.type).toBe(5);
    expect(first.message.flags & 64).toBe(0); // public, like /status
    expect(titles(textOf(first.message))).toEqual(range(25, 16));
    const description = first.message.embeds[0]?.description ?? '';
    expect(description.split('\n')[0]).toMatch(/^<t:\d+:f> · \*\*error\*\* · crash — Entry 25 _\(bot\)_$/);
    expect(button(first.message, /Newer/).disabled).toBe(true);
    expect(button(first.message, /Older/).disabled).toBe(false);

    const page2 = await settled(w.fake, w.press(button(first.message, /Older/).custom_id), /Page 2/);
    expect(titles(textOf(page2))).toEqual(range(15, 6));
    const page3 = await settled(w.fake, w.press(button(page2, /Older/).custom_id), /Page 3/);
    expect(titles(textOf(page3))).toEqual(range(5, 1));
    expect(button(page3, /Older/).disabled).toBe(true);
    const back = await settled(w.fake, w.press(button(page3, /Newer/).custom_id), /Page 2/);
    expect(titles(textOf(back))).toEqual(range(15, 6));
    expect(back.id).toBe(first.message.id);

    const requests = gets(w.sim, activityPath(w.serverId));
    expect(requests.map((r) => r.query.limit)).toEqual(['10', '10', '10', '10']);
    const cursors = requests.map((r) => r.query.cursor);
    expect(cursors[0]).toBeUndefined();
    expect(cursors[1]).toEqual(expect.any(String));
    expect(cursors[3]).toBe(cursors[1]); // Newer went back with the cursor kept for page 2
    expect(requests.every((r) => r.status === 200)).toBe(true);
    for (const b of [first.message, page2, page3].flatMap(buttonsOf)) {
      expect(b.custom_id.length).toBeLessThanOrEqual(100);
      for (const cursor of cursors) if (cursor) expect(b.custom_id).not.toContain(cursor);
    }
    expectNoRejections(w.fake);
  });

  it('checks tenancy on every press: another guild, an unlinked server and an unknown view are refused without a call; the view survives a restart', async () => {
    const w = await controlWorld(startWorld, {
      prepare: (sim, serverId) => {
        for (let n = 1; n <= 12; n++) sim.addActivity(serverId, { title: `Entry ${n}` });
      },
    });
    const first = await answer(w.command({ name: 'activity' }));
    const older = button(first.message, /Older/).custom_id;
    const calls = () => gets(w.sim, activityPath(w.serverId)).length;
    expect(calls()).toBe(1);

    // Replayed elsewhere or edited, the id no longer verifies; signed (as if with the key), the
    // view itself refuses another guild, an unknown view and a page never reached.
    const ids = w.world.app.componentIds;
    const read = ids.read(w.guild.id, older);
    if (read.kind !== 'ok') throw new Error(`the Older button is not signed: ${read.kind}`);
    const [, viewId] = read.args;
    expect((await answer(w.press(older, { guildId: w.other.id }))).text).toBe(FORGED_ANSWER);
    expect((await answer(w.press(older.replace(/.$/, (c) => (c === '1' ? '7' : '1'))))).text).toBe(
      FORGED_ANSWER,
    );
    expect((await answer(w.press('activity:page:123456789012345678:1'))).text).toBe(UNSIGNED_ANSWER);
    const signedFor = (guildId: string, ...args: string[]) => ids.make(guildId, 'activity', 'page', ...args);
    expect((await answer(w.press(signedFor(w.other.id, viewId!, '1'), { guildId: w.other.id }))).text).toBe(
      PAGES_EXPIRED,
    );
    expect((await answer(w.press(signedFor(w.guild.id, '123456789012345678', '1')))).text).toBe(
      PAGES_EXPIRED,
    );
    expect((await answer(w.press(signedFor(w.guild.id, viewId!, '7')))).text).toBe(PAGES_EXPIRED);

    await w.world.app.links.unlink({ guildId: w.guild.id, serverId: w.serverId });
    expect((await answer(w.press(older))).text).toBe(NOT_LINKED_HERE);
    await w.world.app.links.link({
      guildId: w.guild.id,
      channelId: w.guild.alerts,
      serverId: w.serverId,
      createdBy: 't',
    });
    expect(calls()).toBe(1);
    // The view's cursors are in the database: after a restart, Older still works.
    await w.world.restart();
    expect((await answer(w.press(older))).text).not.toBe(PAGES_EXPIRED);
    expect(calls()).toBe(2);

    // Another guild's server by option.
    const other = await answer(w.command({ name: 'activity', options: { server: w.otherServerId } }));
    expect(other.text).toBe(NOT_LINKED_HERE);
    expect(gets(w.sim, activityPath(w.otherServerId))).toEqual([]);
  });

  it('shows titles literally and pings nobody', async () => {
    const w = await controlWorld(startWorld, {
      prepare: (sim, serverId) => {
        sim.addActivity(serverId, { title: '@everyone **free** <@&123456789012345678>', category: '_x_' });
      },
    });
    const reply = await answer(w.command({ name: 'activity' }));
    const description = reply.message.embeds[0]?.description ?? '';
    expect(description).not.toMatch(/@everyone|<@&|\*\*free\*\*/);
    expect(description.replaceAll('\u200b', '').replaceAll('\\', '')).toContain(
      '@everyone **free** <@&123456789012345678>',
    );
    expect(reply.message.allowedMentions).toEqual({ parse: [] });
    expect(buttonsOf(reply.message)).toEqual([]); // one page only
  });
});

describe('/deployments, end to end', () => {
  it('shows status, phase and error message of what is present, and pages with Older', async () => {
    const w = await controlWorld(startWorld, {
      prepare: (sim, serverId) => {
        for (let n = 1; n <= 10; n++) sim.addDeployment(serverId, { status: 'succeeded', phase: 'finished' });
        sim.clock.advance(60_000);
        sim.addDeployment(serverId, {
          status: 'failed',
          phase: 'build',
          errorMessage: 'npm ci exited with 1',
          commit: 'abc1234',
        });
        sim.clock.advance(60_000);
        sim.addDeployment(serverId, { status: 'running', phase: 'deploy', errorMessage: null });
      },
    });
    const reply = await answer(w.command({ name: 'deployments' }));
    expect(reply.message.flags & 64).toBe(0);
    const lines = (reply.message.embeds[0]?.description ?? '').split('\n');
    expect(lines[0]).toMatch(/^• <t:\d+:f> · \*\*running\*\* · deploy · `[0-9a-f-]+`$/);
    expect(lines[1]).toMatch(/^• <t:\d+:f> · \*\*failed\*\* · build · `[0-9a-f-]+`$/);
    expect(lines[2]).toBe('  ⚠️ npm ci exited with 1');
    expect(lines[3]).toBe('  Commit: abc1234');
    expect(lines.filter((l) => l.includes('succeeded'))).toHaveLength(8);

    const page2 = await settled(w.fake, w.press(button(reply.message, /Older/).custom_id), /Page 2/);
    expect((page2.embeds[0]?.description ?? '').match(/succeeded/g)).toHaveLength(2);
    const requests = gets(w.sim, `/servers/${w.serverId}/git/deployments`);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.query.cursor).toEqual(expect.any(String));
    expectNoRejections(w.fake);
  });

  it('names the missing git:read scope', async () => {
    const w = await controlWorld(startWorld, { scopes: ['servers:read'] });
    const reply = await answer(w.command({ name: 'deployments' }));
    expect(reply.text).toMatch(/`git:read`.*server owner/);
  });
});
