import { MessageFlags, PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { NOT_LINKED_HERE } from '../../src/discord/messages.js';
import { ADMIN, BOT_TOKEN, MEMBER, useWorld } from '../support/bot-world.js';
import { answer, button, buttonsOf, expectNoRejections, posts, settled } from '../support/interactions.js';
import { rowsOf } from '../support/rows.js';
import { type BoardWorld, boardWorld, displayTexts, manageSelect } from './support/board-world.js';

const startWorld = useWorld();

const at = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;
const named = (w: BoardWorld, name: string) => w.servers.find((s) => s.name === name)!;

describe('status board, end to end (real discord.js against the fake Discord)', () => {
  it('/board create posts one Components V2 board of this guild’s servers, by name, and nothing of another guild', async () => {
    const w = await boardWorld(startWorld);
    const reply = await w.createBoard();
    const [message, ...more] = w.board();
    expect(more).toEqual([]);
    expect(reply).toContain(`https://discord.com/channels/${w.guild.id}/${w.guild.general}/${message!.id}`);
    expect(message!.flags & MessageFlags.IsComponentsV2).toBe(MessageFlags.IsComponentsV2);
    expect(message!.content).toBe('');
    expect(message!.embeds).toEqual([]);
    expect(message!.allowedMentions).toEqual({ parse: [] });
    const texts = displayTexts(message!);
    expect(texts[0]).toMatch(/^## Game servers\n🟢 3 up$/);
    // One text display per server, ordered by name.
    expect(texts.slice(1).map((t) => /\*\*(.+?)\*\*/.exec(t)?.[1])).toEqual([
      'Anarchy',
      'Creative',
      'Survival',
    ]);
    const survival = w.servers.find((s) => s.name === 'Survival')!;
    const entry = texts.find((t) => t.includes('**Survival**'))!;
    // The simulator's defaults: running for an hour, 12.5 % CPU of 200 %, 1.5 GiB of 4 GiB.
    const upSince = Math.floor((w.now() - 3_600_000) / 1000);
    expect(entry).toBe(
      `🟢 **Survival** · up since <t:${upSince}:R>\n🎮 Minecraft · Paper · 1.21.1 · \`${survival.address}\`\n📊 CPU 13/200 % · RAM 1.5 GiB/4.0 GiB`,
    );
    expect(w.text()).not.toContain('Beta SMP');
    const select = manageSelect(message!);
    expect(select).toMatchObject({ type: 3, placeholder: 'Manage…' });
    expect(w.app.componentIds.read(w.guild.id, select.custom_id as string)).toEqual({
      kind: 'ok',
      command: 'board',
      args: ['manage', '0'],
    });
    expect((select.options as Array<{ label: string }>).map((o) => o.label)).toEqual([
      'Anarchy',
      'Creative',
      'Survival',
    ]);
    expect(await w.app.watch.boards.forGuild(w.guild.id)).toEqual([
      expect.objectContaining({ channelId: w.guild.general, messageIds: [message!.id], state: 'active' }),
    ]);
    expectNoRejections(w.fake);
  });

  it('an event for a server on the board edits it within 5 s; three quiet cycles edit nothing', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    const [message] = w.board();
    for (let i = 0; i < 3; i++) {
      w.advance(60_000);
      await w.cycle();
    }
    expect(w.edits()).toEqual([]);
    // Each cycle checked that the board still exists, without editing it.
    const checks = w.fake.requests.filter(
      (r) => r.method === 'GET' && r.path === `/channels/${w.guild.general}/messages/${message!.id}`,
    );
    expect(checks).toHaveLength(3);

    const survival = named(w, 'Survival');
    w.sim.setResources(survival.id, { state: 'offline', cpu: 0, memoryBytes: 0, uptimeMs: 0 });
    const providerCallsBefore = w.sim.requests.length;
    expect(await w.deliver(survival.id)).toBe(200);
    await w.fake.waitFor(() => w.edits().length === 1, 5000, 'the board edited after the event');
    expect(w.text()).toContain(`🔴 **Survival** · down since ${at(w.now())}`);
    expect(w.text()).toContain('🟢 2 up · 🔴 1 down');
    // Only the server the event was about was read again, itself and its usage (the alert for the
    // event may list the servers once, for their names).
    expect(
      w.sim.requests
        .slice(providerCallsBefore)
        .map((r) => r.path)
        .filter((path) => path !== '/servers')
        .sort(),
    ).toEqual([`/servers/${survival.id}`, `/servers/${survival.id}/resources`]);
    expect(w.board().map((m) => m.id)).toEqual([message!.id]);
    expectNoRejections(w.fake);
  });

  it('shows the next planned restart of a server, as a Discord timestamp', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    const survival = named(w, 'Survival');
    expect(w.text()).not.toContain('Restart planned');
    const planned = await answer(
      w.command('schedule', {
        subcommand: 'restart',
        options: [
          { name: 'server', type: 3, value: survival.id },
          { name: 'time', type: 3, value: '04:00' },
        ],
      }),
    );
    expect(planned.text).toMatch(/04:00/);
    const runAt = (await w.app.scheduler.nextRestartFor([survival.id])).get(survival.id)!;
    w.advance(60_000);
    await w.cycle();
    expect(w.text()).toContain(`🔁 Restart planned <t:${Math.floor(runAt / 1000)}:f>`);
    expect(w.text().match(/Restart planned/g)).toHaveLength(1);
    expectNoRejections(w.fake);
  });

  it('shows each server’s uptime (next to its last incident) and /status shows the same figures', async () => {
    // The clock starts on a quarter hour; the world refreshes once an hour.
    const w = await boardWorld(startWorld, { startAt: Math.floor(Date.now() / 900_000) * 900_000 });
    await w.createBoard();
    const creative = named(w, 'Creative');
    const status = async (serverId: string) => {
      const reply = await answer(
        w.command('status', { options: [{ name: 'server', type: 3, value: serverId }] }),
      );
      return reply.message.embeds[0]!.fields?.find((f) => f.name === 'Uptime seen by hostcord')?.value;
    };
    expect(w.text()).not.toContain('Uptime');
    expect(await status(creative.id)).toMatch(/^No data yet: .*Check back in a few minutes\.$/);

    // Creative is down for two hours after the first refresh (an incident); six hourly refreshes.
    for (let hour = 1; hour <= 6; hour++) {
      w.setState(creative.id, hour <= 2 ? 'offline' : 'running');
      w.advance(3_600_000);
      await w.cycle();
    }
    // Settled up to three intervals ago: 3 h observed, 2 h of it down.
    const entry = (name: string) => displayTexts(w.board()[0]!).find((t) => t.includes(`**${name}**`))!;
    expect(entry('Creative')).toMatch(
      /⚠️ Last incident .*\n📈 Uptime 24 h 33\.3% · 7 d 33\.3% · 30 d 33\.3%$/,
    );
    expect(entry('Survival')).toMatch(/\n📈 Uptime 24 h 100% · 7 d 100% · 30 d 100%$/);
    expect(await status(creative.id)).toBe('24 h 33.3% · 7 d 33.3% · 30 d 33.3%');
    expectNoRejections(w.fake);

    // Pruned with the events and alerts: three days on, the raw samples are gone, the rollups stay.
    const { store } = w.app.serverHistory;
    const key = (await store.findKey(creative.id))!;
    const count = async () => [
      (await store.samples(key, 0, 2 ** 40)).length,
      (await store.rollups(key, 0, 2 ** 40)).length,
    ];
    expect(await count()).toEqual([7, 12]); // seven hourly samples; settled: 3 h of quarter hours
    w.advance(3 * 24 * 3_600_000);
    await w.app.delivery.prune();
    // All rolled up first: until the last sample's two intervals ran out (T + 8 h).
    expect(await count()).toEqual([0, 32]);
  });

  it('a deleted board message is posted again at the next cycle', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    const [first] = w.board();
    w.fake.deleteMessage(first!.id);
    w.advance(60_000);
    await w.cycle();
    const [again, ...more] = w.board();
    expect(more).toEqual([]);
    expect(again!.id).not.toBe(first!.id);
    expect(displayTexts(again!)).toEqual(displayTexts(first!));
    expect((await w.app.watch.boards.forGuild(w.guild.id))[0]).toMatchObject({
      messageIds: [again!.id],
      retiredMessageIds: [],
      state: 'active',
    });
    // The one request Discord refused: the check that found the message gone.
    expect(w.fake.rejected).toEqual([
      expect.objectContaining({
        method: 'GET',
        code: 10008,
        path: `/channels/${w.guild.general}/messages/${first!.id}`,
      }),
    ]);
  });

  it('after a restart of hostcord the same message is kept and edited, never a new one', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    const [message] = w.board();
    const postsBefore = w.posts().length;
    await w.world.restart();
    await w.app.watch.idle();
    expect(w.posts()).toHaveLength(postsBefore);
    expect(w.edits()).toEqual([]);
    w.sim.setResources(named(w, 'Anarchy').id, { state: 'starting' });
    w.advance(60_000);
    await w.cycle();
    expect(w.posts()).toHaveLength(postsBefore);
    expect(w.edits().map((r) => r.path)).toEqual([`/channels/${w.guild.general}/messages/${message!.id}`]);
    expect(w.text()).toContain('🟡 **Anarchy** · starting');
    expectNoRejections(w.fake);
  });

  it('Manage…: refused privately without Manage Server; an admin’s panel restarts once after Confirm, audited, and the board follows', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    const [message] = w.board();
    const survival = named(w, 'Survival');
    const pick = (permissions: string, values = [survival.id], roles: string[] = []) =>
      w.component({
        type: 'select',
        customId: w.app.componentIds.make(w.guild.id, 'board', 'manage', '0'),
        values,
        message: message!,
        member: { permissions, roles },
      });

    const refused = await answer(pick(MEMBER));
    expect(refused.message.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(refused.text).toMatch(
      /^You need the Manage Server permission to use the buttons and menus of `\/power`/,
    );

    // A moderator role that admins allowed `/power` in Integrations may use the panel too.
    const { moderators } = w;
    w.fake.setCommandPermissions(w.guild.id, w.fake.commandId('power', w.guild.id), [
      { id: moderators, type: 1, permission: true },
    ]);
    const moderatorPanel = await answer(pick(MEMBER, [survival.id], [moderators]));
    expect(moderatorPanel.text).toMatch(/^\*\*Survival\*\* is running\./);
    const elsewhere = await answer(pick(ADMIN, [w.otherServer.id]));
    expect(elsewhere.text).toBe(NOT_LINKED_HERE);

    const panel = await answer(pick(ADMIN));
    expect(panel.message.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(panel.text).toMatch(/^\*\*Survival\*\* is running\./);
    expect(buttonsOf(panel.message).map((b) => b.label)).toEqual(['Start', 'Restart', 'Stop']);
    const startId = button(panel.message, /^Start$/).custom_id;

    const press = (customId: string, on = panel.message) =>
      w.component({ type: 'button', customId, message: on, member: { permissions: ADMIN } });
    const restart = press(button(panel.message, /^Restart$/).custom_id);
    const question = await settled(w.fake, restart, /^Restart \*\*Survival\*\*\?/);
    const powerPath = `/servers/${survival.id}/power`;
    expect(posts(w.sim, powerPath)).toEqual([]);

    w.sim.setResources(survival.id, { state: 'stopping' });
    await settled(w.fake, press(button(question, /^Restart$/).custom_id, question), /queued/);
    const [request, ...more] = posts(w.sim, powerPath);
    expect(more).toEqual([]);
    expect(request?.body).toEqual({ signal: 'restart' });
    expect(request?.headers['idempotency-key']).toBe(`hostcord:${restart.id}:restart`);
    const audit = await rowsOf(
      w.app,
      'SELECT action, result, user_id AS "userId", guild_id AS "guildId" FROM audit',
    );
    expect(audit).toEqual([
      { action: 'power:restart', result: 'accepted', userId: w.fake.defaultUser.id, guildId: w.guild.id },
    ]);
    // The power action refreshed the server at once.
    await w.fake.waitFor(() => w.text().includes('🟠 **Survival** · stopping'), 5000, 'the board showing it');

    // The power cooldown applies to the panel too.
    const start = await answer(press(startId));
    expect(start.text).toMatch(/^You sent a power action moments ago/);
    expect(posts(w.sim, powerPath)).toHaveLength(1);
    expectNoRejections(w.fake);
  });

  it('30046 (too many edits of an old message): the board is posted anew and the old message deleted', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    const [old] = w.board();
    w.fake.channelFault(w.guild.general, { status: 400, routes: ['edit'], times: 1 });
    w.sim.setResources(named(w, 'Creative').id, { state: 'offline', uptimeMs: 0 });
    w.advance(60_000);
    await w.cycle();
    const [fresh, ...more] = w.board();
    expect(more).toEqual([]);
    expect(fresh!.id).not.toBe(old!.id);
    expect(old!.deleted).toBe(true);
    expect(w.text()).toContain('🔴 **Creative**');
    expect(w.fake.faultsServed).toEqual([expect.objectContaining({ status: 400, route: 'edit' })]);
    expect((await w.app.watch.boards.forGuild(w.guild.id))[0]).toMatchObject({
      messageIds: [fresh!.id],
      state: 'active',
    });
    expectNoRejections(w.fake);
  });

  it('429 on edit: the edit waits and lands once; renders made meanwhile replace each other (no pile-up)', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    const [message] = w.board();
    const anarchy = named(w, 'Anarchy');
    w.fake.channelFault(w.guild.general, { status: 429, routes: ['edit'], times: 1, retryAfter: 0.6 });
    w.sim.setResources(anarchy.id, { state: 'stopping' });
    expect(await w.deliver(anarchy.id)).toBe(200);
    await w.fake.waitFor(() => w.fake.faultsServed.some((f) => f.status === 429), 3000, 'the 429');
    // While the first edit waits out the rate limit, the server changes twice more.
    w.sim.setResources(anarchy.id, { state: 'offline', uptimeMs: 0 });
    expect(await w.deliver(anarchy.id)).toBe(200);
    w.sim.setResources(anarchy.id, { state: 'starting' });
    expect(await w.deliver(anarchy.id)).toBe(200);
    await w.fake.waitFor(() => w.text().includes('🟡 **Anarchy** · starting'), 5000, 'the newest state');
    await w.app.watch.idle();
    const landed = w.edits().filter((r) => r.status === 200);
    // The first render (stopping) and the newest (starting); the one in between was replaced.
    expect(landed).toHaveLength(2);
    expect(w.edits().filter((r) => r.status === 429)).toHaveLength(1);
    expect(w.board().map((m) => m.id)).toEqual([message!.id]);
    expectNoRejections(w.fake);
  });

  it('a deleted channel marks the board broken (shown in /links and /doctor); nothing more is sent there', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard(w.guild.alerts);
    w.fake.deleteChannel(w.guild.alerts);
    w.advance(60_000);
    await w.cycle();
    expect((await w.app.watch.boards.forGuild(w.guild.id))[0]).toMatchObject({
      state: 'broken',
      stateReason: expect.stringMatching(/Unknown Channel/),
    });
    const links = await answer(w.command('links'));
    expect(links.text).toMatch(/broken.*Unknown Channel.*\/board create/);
    const doctor = await answer(w.command('doctor'));
    expect(doctor.text).toContain(`the board in <#${w.guild.alerts}> is broken`);
    const before = w.fake.requests.filter((r) => r.path.includes(w.guild.alerts)).length;
    w.sim.setResources(named(w, 'Survival').id, { state: 'offline' });
    w.advance(60_000);
    await w.cycle();
    expect(w.fake.requests.filter((r) => r.path.includes(w.guild.alerts))).toHaveLength(before);
  });

  it('permission removed: broken until /board create runs again, which posts it anew', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    const [old] = w.board();
    const deny = {
      id: w.guild.id,
      type: 0 as const,
      allow: '0',
      deny: String(PermissionFlagsBits.ViewChannel),
    };
    w.fake.setChannelOverwrites(w.guild.general, [deny]);
    w.advance(60_000);
    await w.cycle();
    expect((await w.app.watch.boards.forGuild(w.guild.id))[0]).toMatchObject({
      state: 'broken',
      stateReason: expect.stringMatching(/Missing Access/),
    });
    // /healthz is synchronous: it reports the counts the watch keeps in memory.
    expect(w.app.health.report().checks.boards).toMatchObject({ ok: true, boards: 1, broken: 1 });
    w.fake.setChannelOverwrites(w.guild.general, []);
    await w.fake.waitFor(() => w.app.bot.client.channels.cache.get(w.guild.general), 2000);
    const reply = await w.createBoard();
    const [fresh, ...more] = w.board();
    expect(more).toEqual([]);
    expect(fresh!.id).not.toBe(old!.id);
    expect(old!.deleted).toBe(true);
    expect(reply).toContain(fresh!.id);
    expect((await w.app.watch.boards.forGuild(w.guild.id))[0]).toMatchObject({
      state: 'active',
      messageIds: [fresh!.id],
    });
    expect(w.app.health.report().checks.boards).toMatchObject({ boards: 1, broken: 0 });
  });

  it('Missing Permissions (50013) on an edit marks the board broken', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    w.fake.channelFault(w.guild.general, { status: 403, code: 50013, routes: ['edit'] });
    w.sim.setResources(named(w, 'Survival').id, { state: 'offline' });
    w.advance(60_000);
    await w.cycle();
    expect((await w.app.watch.boards.forGuild(w.guild.id))[0]).toMatchObject({
      state: 'broken',
      stateReason: expect.stringMatching(/Missing Permissions/),
    });
  });

  it('provider 500 or timeout during a cycle: the board says since when it is unreachable, then recovers', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    const firstFailure = w.now() + 60_000;
    w.sim.fault({ path: '/servers', status: 500, times: 2 });
    w.advance(60_000);
    await w.cycle();
    expect(w.text()).toContain(`⚠️ The provider is unreachable since ${at(firstFailure)}`);
    expect(w.text()).not.toContain('CPU');
    expect(w.text()).toContain('🟢 **Survival** · last known: up since');

    // A timeout (no answer within the loop's deadline) keeps it unreachable, since the first failure.
    w.sim.fault({ path: '/servers', delayMs: 1500, times: 2 });
    w.advance(60_000);
    await w.cycle();
    expect(w.text()).toContain(`unreachable since ${at(firstFailure)}`);

    w.advance(60_000);
    await w.cycle();
    expect(w.text()).not.toContain('unreachable');
    expect(w.text()).toContain('CPU 13/200 %');
    expectNoRejections(w.fake);
  });

  it('a token the provider refuses: boards keep their servers and name the token; /healthz, the log and commands say it', async () => {
    const logLines: string[] = [];
    const w = await boardWorld(startWorld, { logLines });
    await w.createBoard();
    const refusedAt = w.now() + 60_000;
    w.sim.revokeToken(BOT_TOKEN);
    w.advance(60_000);
    await w.cycle();

    const text = w.text();
    expect(text).toContain(`⚠️ The provider refuses hostcord's **token** since ${at(refusedAt)}`);
    expect(text).toContain('HOSTING_TOKEN');
    expect(text).not.toMatch(/No game server is linked|unreachable/);
    for (const name of ['Anarchy', 'Creative', 'Survival']) {
      expect(text).toMatch(new RegExp(`🟢 \\*\\*${name}\\*\\* · last known: up since`));
    }

    const health = w.app.health.report();
    expect(health.ok).toBe(false);
    expect(health.checks.provider).toMatchObject({
      ok: false,
      status: 401,
      refusedSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      error: expect.stringMatching(
        /^the provider refuses HOSTING_TOKEN \(401: invalid, expired or revoked\): create a new bot token/,
      ),
    });
    const refusals = () =>
      logLines
        .map((l) => JSON.parse(l))
        .filter((l) => l.msg?.startsWith('the provider refuses HOSTING_TOKEN'));
    expect(refusals()).toEqual([
      expect.objectContaining({
        level: 50,
        status: 401,
        fix: expect.stringMatching(/put it in HOSTING_TOKEN/),
      }),
    ]);
    expect(logLines.join('')).not.toMatch(/provider unreachable/);

    // Commands say it in one line; more refused calls within the minute add no log line.
    const survival = [{ name: 'server', type: 3, value: named(w, 'Survival').id }];
    for (const [name, options] of [
      ['status', survival],
      ['servers', []],
    ] as const) {
      const reply = await answer(w.command(name, { options }));
      expect(reply.text).toMatch(/^The hosting provider refuses hostcord's token .*HOSTING_TOKEN[^\n]*$/);
    }
    w.advance(60_000);
    await w.cycle();
    expect(refusals()).toHaveLength(1);
    expect(JSON.stringify(health) + logLines.join('')).not.toContain(BOT_TOKEN);
    expectNoRejections(w.fake);
  });

  it('refused right after a start: the board shows the servers stored before it, by name, as last known', async () => {
    const w = await boardWorld(startWorld);
    await w.createBoard();
    // GET /me still answers (the start goes on); listing the servers is refused from now on.
    w.sim.fault({ path: '/servers', status: 401, times: 1_000 });
    await w.world.restart();
    w.advance(60_000);
    await w.cycle();
    const text = w.text();
    expect(text).toContain("The provider refuses hostcord's **token**");
    expect(text).not.toContain('No game server is linked');
    for (const name of ['Anarchy', 'Creative', 'Survival']) {
      expect(text).toMatch(new RegExp(`🟢 \\*\\*${name}\\*\\* · last known: up since`));
    }
    expectNoRejections(w.fake);
  });

  it('200 linked servers: continuation messages of the same board, each within Discord’s limits', async () => {
    const names = Array.from({ length: 200 }, (_, i) => `Server ${String(i).padStart(3, '0')}`);
    const w = await boardWorld(startWorld, { names });
    await w.createBoard();
    const messages = w.board();
    expect(messages.length).toBeGreaterThanOrEqual(2);
    const shown = messages.flatMap((m) =>
      displayTexts(m)
        .slice(1)
        .map((t) => /\*\*(.+?)\*\*/.exec(t)?.[1]),
    );
    expect(shown).toEqual(names);
    // At least 20 servers in every message but the last; Discord's limits are checked by the fake.
    for (const m of messages.slice(0, -1)) expect(displayTexts(m).length - 1).toBeGreaterThanOrEqual(20);
    expect(displayTexts(messages[1]!)[0]).toMatch(/^### Game servers, continued \(\d+–\d+ of 200\)/);
    expect((await w.app.watch.boards.forGuild(w.guild.id))[0]!.messageIds).toEqual(messages.map((m) => m.id));
    expectNoRejections(w.fake);
  });

  it('a server unlinked while on the board disappears at the next render; /board remove deletes the board', async () => {
    const w = await boardWorld(startWorld);
    expect(w.app.health.report().checks.boards).toMatchObject({ boards: 0, broken: 0 });
    await w.createBoard();
    expect(w.app.health.report().checks.boards).toMatchObject({ boards: 1, broken: 0 });
    const [message] = w.board();
    await w.app.links.unlink({ guildId: w.guild.id, serverId: named(w, 'Creative').id });
    w.advance(60_000);
    await w.cycle();
    expect(w.text()).not.toContain('Creative');
    expect((manageSelect(w.board()[0]!).options as unknown[]).length).toBe(2);
    const removed = await answer(w.command('board', { subcommand: 'remove' }));
    expect(removed.text).toBe(`Status board removed from <#${w.guild.general}>.`);
    expect(message!.deleted).toBe(true);
    expect(await w.app.watch.boards.forGuild(w.guild.id)).toEqual([]);
    expect(w.app.health.report().checks.boards).toMatchObject({ boards: 0, broken: 0 });
    expectNoRejections(w.fake);
  });
});
