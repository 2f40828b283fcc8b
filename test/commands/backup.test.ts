import { describe, expect, it } from 'vitest';
import { FORGED_ANSWER } from '../../src/discord/component-id.js';
import { NOT_LINKED_HERE } from '../../src/discord/messages.js';
import { useWorld } from '../support/bot-world.js';
import { controlWorld } from '../support/control-world.js';
import {
  answer,
  button,
  buttonsOf,
  expectNoRejections,
  gets,
  posts,
  settled,
  textOf,
} from '../support/interactions.js';

const startWorld = useWorld();

const backupsPath = (serverId: string) => `/servers/${serverId}/backups`;

describe('/backup, end to end', () => {
  it('create starts a backup under a key from the interaction and shows the record the provider returned', async () => {
    const w = await controlWorld(startWorld);
    const ix = w.command({ name: 'backup', subcommand: 'create' });
    const reply = await answer(ix);
    expect(reply.ack.type).toBe(5);
    expect(reply.message.flags & 64).toBe(64);

    const [request, ...more] = posts(w.sim, backupsPath(w.serverId));
    expect(more).toEqual([]);
    expect(request?.body).toEqual({});
    expect(request?.headers['idempotency-key']).toBe(`hostcord:${ix.id}:backup`);
    const record = w.sim.effects.backups[0]!.record;
    expect(reply.message.content).toMatch(/Backup started for \*\*Survival\*\*/);
    const fields = Object.fromEntries((reply.message.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]));
    expect(fields).toMatchObject({
      Id: `\`${record.id}\``,
      Name: expect.stringContaining('Backup'),
      'Is locked': 'no',
      'Created at': `<t:${Math.floor(Date.parse(record.createdAt) / 1000)}:f>`,
      'Completed at': '—',
      'Size bytes': '0 B',
    });
    const rows = await w.audit.forServer(w.serverId);
    expect(rows).toMatchObject([
      {
        action: 'backup:create',
        result: 'accepted',
        idempotencyKey: `hostcord:${ix.id}:backup`,
        requestId: request?.requestId,
      },
    ]);
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ backupId: record.id });
    expectNoRejections(w.fake);
  });

  it('list shows the backups newest first, marks locked ones and pages through them in place', async () => {
    const w = await controlWorld(startWorld, {
      prepare: (sim, serverId) => {
        for (let n = 1; n <= 23; n++) {
          sim.addBackup(serverId, { name: `b${String(n).padStart(2, '0')}`, isLocked: n === 3 || n === 17 });
          sim.clock.advance(60_000);
        }
      },
    });
    const first = await answer(w.command({ name: 'backup', subcommand: 'list' }));
    const names = (text: string) => [...text.matchAll(/\*\*(b\d\d)\*\*/g)].map((m) => m[1]);
    expect(names(textOf(first.message))).toEqual([
      'b23',
      'b22',
      'b21',
      'b20',
      'b19',
      'b18',
      'b17',
      'b16',
      'b15',
      'b14',
    ]);
    const description = first.message.embeds[0]?.description ?? '';
    expect(description).toMatch(/🔒 \*\*b17\*\* — .*locked/);
    expect(description).not.toMatch(/🔒 \*\*b16\*\*/);
    expect(first.message.embeds[0]?.footer?.text).toMatch(
      /^Page 1 of 3 · 23 backups, newest first · 🔒 2 locked/,
    );
    expect(button(first.message, /Newer/).disabled).toBe(true);

    const second = w.press(button(first.message, /Older/).custom_id, { message: first.message });
    expect((await second.ack()).type).toBe(6);
    const page2 = await settled(w.fake, second, /Page 2 of 3/);
    expect(names(textOf(page2))).toEqual([
      'b13',
      'b12',
      'b11',
      'b10',
      'b09',
      'b08',
      'b07',
      'b06',
      'b05',
      'b04',
    ]);
    expect(page2.id).toBe(first.message.id);

    const third = w.press(button(page2, /Older/).custom_id, { message: page2 });
    const page3 = await settled(w.fake, third, /Page 3 of 3/);
    expect(names(textOf(page3))).toEqual(['b03', 'b02', 'b01']);
    expect(page3.embeds[0]?.description).toMatch(/🔒 \*\*b03\*\*/);
    expect(button(page3, /Older/).disabled).toBe(true);
    expect(gets(w.sim, backupsPath(w.serverId))).toHaveLength(3);

    // The same button pressed in another guild: its MAC names this guild.
    const replayed = await answer(w.press(button(page2, /Older/).custom_id, { guildId: w.other.id }));
    expect(replayed.text).toBe(FORGED_ANSWER);
    // Signed for the other guild (as if it had the key): the server is not linked there.
    const signed = w.world.app.componentIds.make(w.other.id, 'backup', 'page', w.serverId, '1');
    expect((await answer(w.press(signed, { guildId: w.other.id }))).text).toBe(NOT_LINKED_HERE);
    expect(gets(w.sim, backupsPath(w.serverId))).toHaveLength(3);
    expectNoRejections(w.fake);
  });

  it('a short list has no page buttons, an empty one says how to make a backup', async () => {
    const w = await controlWorld(startWorld);
    const empty = await answer(w.command({ name: 'backup', subcommand: 'list' }));
    expect(empty.text).toMatch(/No backups yet/);
    expect(buttonsOf(empty.message)).toEqual([]);
  });

  it.each([
    ['create', 'backups:write', ['servers:read', 'backups:read']],
    ['list', 'backups:read', ['servers:read', 'backups:write']],
  ])('%s names the missing %s scope', async (subcommand, scope, scopes) => {
    const w = await controlWorld(startWorld, { scopes });
    const reply = await answer(w.command({ name: 'backup', subcommand }));
    expect(reply.text).toContain(`\`${scope}\``);
    expect(reply.text).toMatch(/server owner/);
    expect(w.sim.effects.backups).toEqual([]);
    if (subcommand === 'create') {
      expect(await w.audit.forServer(w.serverId)).toMatchObject([
        { result: 'error', errorCode: 'INSUFFICIENT_SCOPE' },
      ]);
    }
  });

  it('refuses another guild’s server as not linked here, without a call', async () => {
    const w = await controlWorld(startWorld);
    for (const subcommand of ['create', 'list']) {
      const reply = await answer(
        w.command({ name: 'backup', subcommand, options: { server: w.otherServerId } }),
      );
      expect(reply.text).toBe(NOT_LINKED_HERE);
    }
    expect(w.sim.requests.filter((r) => r.path.startsWith(backupsPath(w.otherServerId)))).toEqual([]);
  });
});
