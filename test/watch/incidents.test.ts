import { describe, expect, it } from 'vitest';
import { ADMIN, useWorld } from '../support/bot-world.js';
import { snowflake } from '../support/fake-discord.js';
import { answer, button, expectNoRejections, settled } from '../support/interactions.js';
import { type BoardWorld, boardWorld } from './support/board-world.js';

const startWorld = useWorld();

const GRACE_MS = 90_000; // INCIDENT_GRACE_SECONDS' default; the clock is moved, not waited for.
const at = (ms: number, style = 'R') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** The incident alerts in a channel (the only embeds there in these tests). */
const alertsIn = (w: BoardWorld, channelId: string) =>
  w.fake
    .messagesIn(channelId)
    .filter((m) => m.embeds.some((e) => /^Server .+ (is down|recovered)$/.test(e.title ?? '')));

/** The server stops: the panel (resources) and the server list (powerState) both say so. */
async function down(w: BoardWorld, serverId: string) {
  w.setState(serverId, 'offline');
  w.advance(1000);
  await w.cycle();
  return w.now();
}

async function up(w: BoardWorld, serverId: string, afterMs: number) {
  w.setState(serverId, 'running');
  w.advance(afterMs);
  await w.cycle();
  return w.now();
}

describe('incidents, end to end', () => {
  it('down past the grace period opens one incident (one alert per linked channel, filtered, role mentioned), closed by editing it', async () => {
    const w = await boardWorld(startWorld);
    const survival = w.servers.find((s) => s.name === 'Survival')!;
    const role = snowflake();
    await w.app.links.link({
      guildId: w.guild.id,
      channelId: w.guild.alerts,
      serverId: survival.id,
      createdBy: 'test',
      filters: { mentionRoleId: role, mentionSeverities: ['error'] },
    });
    // A second channel takes backups only: the incident is not for it.
    await w.app.links.link({
      guildId: w.guild.id,
      channelId: w.guild.locked,
      serverId: survival.id,
      createdBy: 'test',
      filters: { categories: ['backup'] },
    });
    await w.createBoard();
    w.sim.addActivity(survival.id, { title: 'Out of memory: **killed** @everyone' });

    const downSince = await down(w, survival.id);
    w.advance(GRACE_MS - 30_000);
    await w.cycle();
    expect(alertsIn(w, w.guild.alerts)).toEqual([]);
    w.advance(31_000);
    await w.cycle();
    const [alert, ...more] = alertsIn(w, w.guild.alerts);
    expect(more).toEqual([]);
    expect(alert!.embeds[0]).toMatchObject({
      title: 'Server Survival is down',
      description: `Down since ${at(downSince, 'f')} (${at(downSince)}). No stop, kill or restart was sent through hostcord.`,
      fields: [
        {
          name: 'Last activity before it went down',
          value: 'Out of memory: \\*\\*killed\\*\\* @\u200beveryone',
        },
      ],
      color: 0xe74c3c,
    });
    expect(alert!.content).toBe(`<@&${role}>`);
    expect(alert!.allowedMentions).toEqual({ parse: [], roles: [role] });
    expect(alertsIn(w, w.guild.locked)).toEqual([]);
    expect(w.text()).toContain(`🚨 Incident open, alert sent ${at(w.now())}`);

    // Still down at the next cycles: no second alert.
    w.advance(60_000);
    await w.cycle();
    expect(alertsIn(w, w.guild.alerts)).toHaveLength(1);

    const upAt = await up(w, survival.id, 11_000);
    expect(alertsIn(w, w.guild.alerts)).toEqual([alert]);
    expect(alert!.editedAt).not.toBeNull();
    expect(alert!.embeds[0]).toMatchObject({
      title: 'Server Survival recovered',
      description: `Recovered after 2 min 42 sec: down from ${at(downSince, 'f')} to ${at(upAt, 'f')}.`,
      color: 0x2ecc71,
    });
    // The edit pings nobody again.
    expect(alert!.allowedMentions).toEqual({ parse: [] });
    expect(await w.app.watch.incidents.forServer(survival.id)).toEqual([
      expect.objectContaining({
        kind: 'incident',
        downSince,
        openedAt: downSince + GRACE_MS + 1000,
        closedAt: upAt,
        durationMs: upAt - downSince,
        serverName: 'Survival',
        lastActivityTitle: 'Out of memory: **killed** @everyone',
      }),
    ]);
    expect(w.text()).toContain(`⚠️ Last incident ${at(upAt)}, down 2 min 42 sec`);
    expectNoRejections(w.fake);
  });

  it('down and back within the grace period is recorded as a restart, with no alert', async () => {
    const w = await boardWorld(startWorld);
    const creative = w.servers.find((s) => s.name === 'Creative')!;
    const downSince = await down(w, creative.id);
    const upAt = await up(w, creative.id, 60_000);
    expect(alertsIn(w, w.guild.alerts)).toEqual([]);
    expect(await w.app.watch.incidents.forServer(creative.id)).toEqual([
      expect.objectContaining({
        kind: 'restart',
        downSince,
        closedAt: upAt,
        durationMs: 60_000,
        openedAt: null,
      }),
    ]);
  });

  it('a stop sent through hostcord explains the outage: no incident', async () => {
    const w = await boardWorld(startWorld);
    const anarchy = w.servers.find((s) => s.name === 'Anarchy')!;
    const ask = await answer(w.command('power', { options: { action: 'stop', server: anarchy.id } }));
    const confirm = w.component({
      type: 'button',
      customId: button(ask.message, /^Stop$/).custom_id,
      message: ask.message,
      member: { permissions: ADMIN },
    });
    await settled(w.fake, confirm, /queued/);
    expect(w.sim.effects.power).toEqual([expect.objectContaining({ serverId: anarchy.id, signal: 'stop' })]);
    await down(w, anarchy.id);
    w.advance(GRACE_MS * 3);
    await w.cycle();
    expect(alertsIn(w, w.guild.alerts)).toEqual([]);
    expect(await w.app.watch.incidents.forServer(anarchy.id)).toEqual([]);
  });

  it('a restart of hostcord mid-incident: the incident stays open and closes by editing the same alert', async () => {
    const w = await boardWorld(startWorld);
    const survival = w.servers.find((s) => s.name === 'Survival')!;
    const creative = w.servers.find((s) => s.name === 'Creative')!;
    const downSince = await down(w, survival.id);
    w.advance(GRACE_MS + 1000);
    await w.cycle();
    const [alert] = alertsIn(w, w.guild.alerts);
    expect(alert).toBeDefined();
    // Creative goes down just before the restart: its grace period runs on across it.
    const creativeDown = await down(w, creative.id);

    await w.world.restart();
    await w.cycle();
    expect(alertsIn(w, w.guild.alerts)).toHaveLength(1);
    w.advance(GRACE_MS + 1000);
    await w.cycle();
    const creativeAlert = alertsIn(w, w.guild.alerts).find(
      (m) => m.embeds[0]?.title === 'Server Creative is down',
    );
    expect(creativeAlert?.embeds[0]?.description).toContain(at(creativeDown, 'f'));

    const upAt = await up(w, survival.id, 5000);
    expect(alert!.embeds[0]?.title).toBe('Server Survival recovered');
    expect((await w.app.watch.incidents.forServer(survival.id))[0]).toMatchObject({
      downSince,
      closedAt: upAt,
      durationMs: upAt - downSince,
    });
    expect(alertsIn(w, w.guild.alerts)).toHaveLength(2);
    expectNoRejections(w.fake);
  });

  it('Discord failing while the alert is posted: it is retried and posted once', async () => {
    const w = await boardWorld(startWorld);
    const survival = w.servers.find((s) => s.name === 'Survival')!;
    // discord.js tries a 5xx four times in all; six failures make the writer retry once more.
    w.fake.channelFault(w.guild.alerts, { status: 500, times: 6 });
    await down(w, survival.id);
    w.advance(GRACE_MS + 1000);
    await w.cycle();
    await w.fake.waitFor(() => alertsIn(w, w.guild.alerts).length === 1, 5000, 'the alert after the retry');
    await w.app.watch.idle();
    expect(alertsIn(w, w.guild.alerts)).toHaveLength(1);
    expect(w.fake.faultsServed.length).toBe(6);
  });
});
