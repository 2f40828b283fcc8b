import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { FORGED_ANSWER } from '../../src/discord/component-id.js';
import { ADMIN, MEMBER, useWorld } from '../support/bot-world.js';
import type { FakeMessage, Json } from '../support/fake-discord.js';
import { answer, button, expectNoRejections, posts, settled } from '../support/interactions.js';
import { type BoardWorld, boardWorld, componentsOf } from '../watch/support/board-world.js';

const startWorld = useWorld();

const GRACE_MS = 90_000;
const NEEDS_RESTART = /^You need the Manage Server permission to use the buttons and menus of `\/restart`/;

/** Messages in the alerts channel with an embed whose title matches. */
const titled = (w: BoardWorld, title: RegExp) =>
  w.fake.messagesIn(w.guild.alerts).filter((m) => m.embeds.some((e) => title.test(e.title ?? '')));

/** The labels of a message's buttons (not its selects). */
const labels = (message: FakeMessage) =>
  componentsOf(message)
    .filter((c) => c.type === 2)
    .map((c) => c.label);

function silenceSelect(message: FakeMessage): Json {
  const select = componentsOf(message).find((c) => c.type === 3);
  if (!select) throw new Error('no Silence select on the message');
  return select;
}

describe('controls on alerts and incidents, end to end', () => {
  it('an alert: Status and History privately, Restart once with its key, refusals; Silence holds, /links shows it, Unsilence summarises', async () => {
    const w = await boardWorld(startWorld);
    const survival = w.servers.find((s) => s.name === 'Survival')!;
    const press = (
      customId: string,
      message: FakeMessage,
      opts: { permissions?: string; guildId?: string } = {},
    ) =>
      w.component({
        type: 'button',
        customId,
        message,
        channelId: w.guild.alerts,
        member: { permissions: opts.permissions ?? ADMIN },
        ...(opts.guildId && { guildId: opts.guildId, channelId: w.other.alerts }),
      });

    expect(await w.deliver(survival.id, 'Server crashed')).toBe(200);
    const alert = await w.fake.waitFor(() => titled(w, /^Server crashed$/)[0], 10_000, 'the alert');
    expect(labels(alert)).toEqual(['Status', 'History', 'Restart']);
    const select = silenceSelect(alert);
    expect(select.placeholder).toBe('Silence');
    expect((select.options as Json[]).map((o) => o.label)).toEqual([
      '1 h',
      '4 h',
      'until the incident resolves',
    ]);
    for (const c of componentsOf(alert))
      if (c.custom_id) expect((c.custom_id as string).length).toBeLessThanOrEqual(70);

    // Status and History: for everyone, answered privately; the alert stays as it was.
    const status = await answer(press(button(alert, /^Status$/).custom_id, alert, { permissions: MEMBER }));
    expect(status.message.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(status.text).toContain('Survival');
    const history = await answer(press(button(alert, /^History$/).custom_id, alert, { permissions: MEMBER }));
    expect(history.message.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(history.text).toMatch(/Survival/);
    expect(alert.editedAt).toBeNull();

    // Restart: as /restart would, refused to a member without Manage Server and to another guild.
    const restartId = button(alert, /^Restart$/).custom_id;
    expect((await answer(press(restartId, alert, { permissions: MEMBER }))).text).toMatch(NEEDS_RESTART);
    // Another guild's press fails the id's signature (made for this guild) before any lookup.
    expect((await answer(press(restartId, alert, { guildId: w.other.id }))).text).toBe(FORGED_ANSWER);
    const ask = press(restartId, alert);
    const question = await answer(ask);
    expect(question.message.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    const confirm = w.component({
      type: 'button',
      customId: button(question.message, /^Restart$/).custom_id,
      message: question.message,
      member: { permissions: ADMIN },
    });
    await settled(w.fake, confirm, /queued/);
    const [sent, ...more] = posts(w.sim, `/servers/${survival.id}/power`);
    expect(more).toEqual([]);
    expect(sent?.headers['idempotency-key']).toBe(`hostcord:${ask.id}:restart`);
    expect(alert.editedAt).toBeNull();

    // Silence: refused to a member, then an admin silences the server here for an hour.
    const silence = (permissions: string) =>
      w.component({
        type: 'select',
        customId: select.custom_id as string,
        values: ['1h'],
        message: alert,
        channelId: w.guild.alerts,
        member: { permissions },
      });
    expect((await answer(silence(MEMBER))).text).toMatch(/`\/alerts`/);
    const silenced = await answer(silence(ADMIN));
    expect(silenced.text).toMatch(/^Alerts of \*\*Survival\*\* in <#\d+> are silenced until <t:\d+:f>/);
    const before = w.fake.messagesIn(w.guild.alerts).length;
    expect(await w.deliver(survival.id, 'Crashed again')).toBe(200);
    expect(await w.deliver(survival.id, 'And again')).toBe(200);
    const outbox = w.app.store.repositories.outbox;
    // Both events routed (the dispatcher drained) and nothing left to post: they are held.
    await w.app.delivery.dispatcher.drain();
    await w.fake.waitFor(
      async () =>
        (await outbox.backlog()).pending === 0 && (await outbox.pendingChannels()).includes(w.guild.alerts),
      10_000,
      'the alerts held',
    );
    await w.app.delivery.sender.idle();
    expect(w.fake.messagesIn(w.guild.alerts).map((m) => m.embeds[0]?.title)).toHaveLength(before);

    // /links shows the silence and offers Unsilence; pressing it posts one summary.
    const links = await answer(w.command('links'));
    expect(links.text).toMatch(/🔕 silenced until <t:\d+:f>/);
    const unsilence = button(links.message, /^Unsilence Survival$/);
    expect((await answer(press(unsilence.custom_id, links.message, { guildId: w.other.id }))).text).toBe(
      FORGED_ANSWER,
    );
    const ended = await answer(press(unsilence.custom_id, links.message));
    expect(ended.text).toMatch(/no longer silenced/);
    const summary = await w.fake.waitFor(() => titled(w, /held while silenced$/)[0], 10_000, 'the summary');
    expect(summary.embeds[0]?.title).toBe('2 alerts of Survival held while silenced');
    expect(summary.embeds[0]?.description).toMatch(/2 × power\/stopped/);
    await w.app.delivery.sender.idle();
    expect(w.fake.messagesIn(w.guild.alerts)).toHaveLength(before + 1);
    const actions = (await w.app.store.repositories.audit.forServer(survival.id)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['alerts:silence', 'alerts:unsilence', 'power:restart']));
    expectNoRejections(w.fake);
  });

  it('an incident: Acknowledge shows the member, Restart is disabled while it runs, Status and History work after it resolves', async () => {
    const w = await boardWorld(startWorld);
    const survival = w.servers.find((s) => s.name === 'Survival')!;
    w.setState(survival.id, 'offline');
    w.advance(1000);
    await w.cycle();
    w.advance(GRACE_MS + 1000);
    await w.cycle();
    const alert = await w.fake.waitFor(
      () => titled(w, /^Server Survival is down$/)[0],
      10_000,
      'the incident',
    );
    expect(labels(alert!)).toEqual(['Acknowledge', 'Status', 'History', 'Restart']);
    const press = (label: RegExp, permissions = ADMIN, guildId?: string) =>
      w.component({
        type: 'button',
        customId: button(alert!, label).custom_id,
        message: alert!,
        member: { permissions },
        ...(guildId && { guildId, channelId: w.other.alerts }),
      });

    expect((await answer(press(/^Acknowledge$/, MEMBER))).text).toMatch(NEEDS_RESTART);
    expect((await answer(press(/^Acknowledge$/, ADMIN, w.other.id))).text).toBe(FORGED_ANSWER);
    const ack = await answer(press(/^Acknowledge$/));
    expect(ack.text).toMatch(/on it/);
    const userId = w.fake.defaultUser.id;
    await w.fake.waitFor(
      () =>
        alert!.embeds[0]?.fields?.some(
          (f) => f.name === 'On it' && f.value.startsWith(`<@${userId}> since <t:`),
        ),
      10_000,
      'the alert showing who is on it',
    );
    expect(alert!.allowedMentions).toEqual({ parse: [] });

    const ask = press(/^Restart$/);
    const question = await answer(ask);
    await settled(
      w.fake,
      w.component({
        type: 'button',
        customId: button(question.message, /^Restart$/).custom_id,
        message: question.message,
        member: { permissions: ADMIN },
      }),
      /queued/,
    );
    await w.fake.waitFor(() => button(alert!, /^Restart$/).disabled === true, 10_000, 'Restart disabled');
    expect((await answer(press(/^Restart$/))).text).toMatch(/still running/);
    expect(posts(w.sim, `/servers/${survival.id}/power`)).toHaveLength(1);

    // Up again: the incident resolves; its Status and History still answer.
    w.setState(survival.id, 'running');
    w.advance(5000);
    await w.cycle();
    await w.fake.waitFor(() => alert!.embeds[0]?.title === 'Server Survival recovered', 10_000, 'recovered');
    expect(labels(alert!)).toEqual(['Status', 'History', 'Restart']);
    expect((await answer(press(/^Status$/, MEMBER))).text).toContain('Survival');
    expect((await answer(press(/^History$/, MEMBER))).message.flags & MessageFlags.Ephemeral).toBe(
      MessageFlags.Ephemeral,
    );
    expectNoRejections(w.fake);
  });

  it('a silence holds incident messages too: its summary names them, one still open is posted then, one closed only named; a posted one is kept true', async () => {
    const w = await boardWorld(startWorld);
    const survival = w.servers.find((s) => s.name === 'Survival')!;
    const { incidents, silences } = w.app.store.repositories;
    const held = async () => (await incidents.heldAlerts(w.guild.alerts)).length;
    const silenceFrom = (message: FakeMessage, value: string) =>
      answer(
        w.component({
          type: 'select',
          customId: silenceSelect(message).custom_id as string,
          values: [value],
          message,
          channelId: w.guild.alerts,
          member: { permissions: ADMIN },
        }),
      );
    const unsilence = async () => {
      const links = await answer(w.command('links'));
      const press = w.component({
        type: 'button',
        customId: button(links.message, /^Unsilence Survival$/).custom_id,
        message: links.message,
        member: { permissions: ADMIN },
      });
      expect((await answer(press)).text).toMatch(/no longer silenced/);
    };
    const goDown = async () => {
      w.setState(survival.id, 'offline');
      w.advance(1000);
      await w.cycle();
      w.advance(GRACE_MS + 1000);
      await w.cycle();
    };
    const comeBack = async () => {
      w.setState(survival.id, 'running');
      w.advance(5000);
      await w.cycle();
    };

    expect(await w.deliver(survival.id, 'Server crashed')).toBe(200);
    const alert = await w.fake.waitFor(() => titled(w, /^Server crashed$/)[0], 10_000, 'the alert');
    expect((await silenceFrom(alert, '1h')).text).toMatch(/are silenced until <t:\d+:f>/);
    const before = w.fake.messagesIn(w.guild.alerts).length;

    // Down past the grace period while silenced: the incident opens, its message is held, and an
    // alert meanwhile too.
    await goDown();
    await w.fake.waitFor(async () => (await held()) === 1, 10_000, 'the incident message held');
    expect(await w.deliver(survival.id, 'Crashed again')).toBe(200);
    await w.app.delivery.dispatcher.drain();
    await w.app.delivery.sender.idle();
    await w.app.watch.idle();
    expect(titled(w, /is down$/)).toEqual([]);
    expect(w.fake.messagesIn(w.guild.alerts)).toHaveLength(before);

    // Unsilence: one summary names the alert and the incident; still open, its message is posted.
    await unsilence();
    const summary = await w.fake.waitFor(() => titled(w, /held while silenced$/)[0], 10_000, 'the summary');
    expect(summary.embeds[0]?.title).toBe('2 alerts of Survival held while silenced');
    expect(summary.embeds[0]?.description).toMatch(/🚨 Incident: down since <t:\d+:f>, still open/);
    expect(summary.embeds[0]?.description).toMatch(/1 × power\/stopped/);
    const incident = await w.fake.waitFor(
      () => titled(w, /^Server Survival is down$/)[0],
      10_000,
      'the incident posted',
    );
    expect(labels(incident)).toEqual(['Acknowledge', 'Status', 'History', 'Restart']);
    expect(await held()).toBe(0);

    // Silenced until it resolves: the posted message is still edited when the server is back (an
    // edit notifies nobody), and the silence ends with the incident.
    expect((await silenceFrom(incident, 'incident')).text).toMatch(/silenced until the incident resolves/);
    await comeBack();
    await w.fake.waitFor(
      () => incident.embeds[0]?.title === 'Server Survival recovered',
      10_000,
      'the incident recovered',
    );
    await w.fake.waitFor(
      async () => (await silences.runningInGuild(w.guild.id, Date.now())).length === 0,
      10_000,
      'the silence ended with the incident',
    );

    // Silenced again, down and back while it runs: no message of its own, only named in the summary.
    expect((await silenceFrom(incident, '1h')).text).toMatch(/are silenced until <t:\d+:f>/);
    await w.app.delivery.sender.idle();
    const count = w.fake.messagesIn(w.guild.alerts).length;
    await goDown();
    await w.fake.waitFor(async () => (await held()) === 1, 10_000, 'the second incident held');
    await comeBack();
    await unsilence();
    const second = await w.fake.waitFor(
      () => titled(w, /held while silenced$/)[1],
      10_000,
      'the second summary',
    );
    expect(second.embeds[0]?.title).toBe('1 alert of Survival held while silenced');
    expect(second.embeds[0]?.description).toMatch(/🚨 Incident: down from <t:\d+:f> to <t:\d+:f> \(\d/);
    await w.app.delivery.sender.idle();
    await w.app.watch.idle();
    expect(w.fake.messagesIn(w.guild.alerts)).toHaveLength(count + 1);
    expect(await incidents.heldAlerts()).toEqual([]);
    expectNoRejections(w.fake);
  });
});
