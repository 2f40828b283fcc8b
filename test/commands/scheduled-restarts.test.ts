import { describe, expect, it } from 'vitest';
import { NOT_LINKED_HERE } from '../../src/discord/messages.js';
import { ADMIN, MEMBER, useWorld } from '../support/bot-world.js';
import { type ControlWorld, controlWorld } from '../support/control-world.js';
import { type FakeCommandInput, snowflake } from '../support/fake-discord.js';
import { answer, button, buttonsOf, expectNoRejections, posts, settled } from '../support/interactions.js';

const startWorld = useWorld();

/** A clock the test moves forward: the bot's commands and its scheduler read it. */
function testClock() {
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  return clock;
}

async function world(clock = testClock()) {
  const w = await controlWorld(startWorld, { app: { now: clock.now } });
  return { ...w, clock };
}

type World = ControlWorld & { clock: ReturnType<typeof testClock> };

/** Moves the bot's clock to `ms` before/after `runAt` and lets the scheduler look at once. */
function moveTo(w: World, at: number): void {
  w.clock.offset = at - Date.now();
  w.world.app.scheduler.wake();
}

const says = (w: World) => w.sim.effects.commands.map((c) => c.command);

/** Asks `/restart in:` and confirms it; returns the public message and when the restart is due. */
async function restartLater(w: World, options: Record<string, string>) {
  const ask = w.command({ name: 'restart', options });
  const question = await answer(ask);
  expect(question.message.flags & 64).toBe(64);
  const press = w.press(button(question.message, /^Schedule restart$/).custom_id, {
    message: question.message,
  });
  await settled(w.fake, press, /Scheduled/);
  const announced = await press.followUp(0);
  const runAt = (await w.world.app.scheduler.nextRestartFor([w.serverId])).get(w.serverId)!;
  expect(announced.content).toContain(`<t:${Math.floor(runAt / 1000)}:T>`);
  return { ask, question, press, announced, runAt };
}

describe('/restart in: and /schedule, end to end', () => {
  it('counts down in game, restarts once under the interaction’s key and reports it in the linked channel', async () => {
    const w = await world();
    const { ask, question, announced, runAt } = await restartLater(w, {
      in: '2m',
      message: 'back *soon* @everyone',
    });
    expect(question.text).toMatch(/^Restart \*\*.+\*\* in 2 minutes\?/);
    expect(question.text).toContain('warned in game 1 minute and 10 seconds before');

    // Public, with the time for each reader and a Cancel button; nobody pinged, the message literal.
    expect(announced.flags & 64).toBe(0);
    expect(announced.content).toMatch(/restarts <t:\d+:T> \(<t:\d+:R>\)/);
    expect(announced.content).toContain('back \\*soon\\* @\u200beveryone');
    expect(buttonsOf(announced).map((b) => b.label)).toEqual(['Cancel restart']);
    expect(Math.abs(runAt - (w.clock.now() + 2 * 60_000))).toBeLessThan(5_000);

    moveTo(w, runAt - 60_000);
    await w.fake.waitFor(() => says(w).length === 1, 5000, 'the 1-minute warning');
    expect(says(w)).toEqual(['say The server restarts in 1 minute. back *soon* @everyone']);
    moveTo(w, runAt - 10_000);
    await w.fake.waitFor(() => says(w).length === 2, 5000, 'the 10-second warning');
    expect(w.sim.effects.power).toEqual([]);
    moveTo(w, runAt);
    const report = await w.fake.waitFor(
      () => w.fake.messagesIn(w.guild.alerts).find((m) => /scheduled restart done/.test(m.content)),
      5000,
      'the report',
    );
    expect(report.content).toContain('**Survival**');
    expect(report.allowedMentions).toEqual({ parse: [] });
    expect(posts(w.sim, `/servers/${w.serverId}/power`).map((r) => r.headers['idempotency-key'])).toEqual([
      `hostcord:${ask.id}:restart`,
    ]);
    expect(w.sim.effects.power).toHaveLength(1);

    // Cancel after the restart: refused, nothing changes.
    const late = await answer(w.press(button(announced, /Cancel/).custom_id, { message: announced }));
    expect(late.text).toMatch(/already ran/);
    expect(late.message.flags & 64).toBe(64);
    expect(says(w)).toHaveLength(2);
    expect(w.sim.effects.power).toHaveLength(1);
    expectNoRejections(w.fake);
  });

  it('Cancel: a member without the permission is refused; a moderator cancels and players hear it', async () => {
    const w = await world();
    const { announced, runAt } = await restartLater(w, { in: '5m' });
    await w.fake.waitFor(() => says(w).length === 1, 5000, 'the 5-minute warning, due at once');
    const cancel = button(announced, /Cancel/).custom_id;

    const stranger = await answer(
      w.press(cancel, { userId: snowflake(), message: announced, permissions: MEMBER }),
    );
    expect(stranger.text).toMatch(/You need the Manage Server permission/);
    expect(stranger.message.flags & 64).toBe(64);
    expect((await w.world.app.scheduler.nextRestartFor([w.serverId])).get(w.serverId)).toBe(runAt);

    // Another moderator (not the one who asked) may cancel.
    const moderator = snowflake();
    const done = await answer(w.press(cancel, { userId: moderator, message: announced }));
    expect(done.ack.type).toBe(7);
    expect(done.text).toContain(`was cancelled by <@${moderator}>`);
    expect(buttonsOf(done.message)).toEqual([]);
    await w.fake.waitFor(() => says(w).length === 2, 5000, 'the cancellation in game');
    expect(says(w)[1]).toMatch(/restart cancelled/i);

    w.clock.offset = runAt + 1_000 - Date.now();
    await w.world.app.scheduler.tick();
    expect(w.sim.effects.power).toEqual([]);
    const again = await answer(w.press(cancel, { message: announced }));
    expect(again.text).toBe('This restart was already cancelled.');
    expectNoRejections(w.fake);
  });

  it('a countdown survives a restart of hostcord: it goes on at the next step, nothing said twice', async () => {
    const w = await world();
    const { runAt } = await restartLater(w, { in: '5m' });
    await w.fake.waitFor(() => says(w).length === 1, 5000, 'the 5-minute warning, due at once');
    await w.world.restart();
    moveTo(w, runAt - 60_000);
    await w.fake.waitFor(() => says(w).length === 2, 5000, 'the 1-minute warning');
    moveTo(w, runAt - 10_000);
    await w.fake.waitFor(() => says(w).length === 3, 5000, 'the 10-second warning');
    moveTo(w, runAt);
    await w.fake.waitFor(() => w.sim.effects.power.length === 1, 5000, 'the restart');
    expect(says(w)).toEqual([
      'say The server restarts in 5 minutes.',
      'say The server restarts in 1 minute.',
      'say The server restarts in 10 seconds.',
    ]);
  });

  it('refuses bad delays, a message without `in` and another guild’s server, scheduling nothing', async () => {
    const w = await world();
    for (const [options, refusal] of [
      [{ in: '0' }, /at least 1 minute/],
      [{ in: '25h' }, /at most 24 hours/],
      [{ in: 'abc' }, /`abc` is not a delay/],
      [{ message: 'hello' }, /add `in`/],
      [{ in: '10m', message: 'two\nlines' }, /line break/],
      [
        { in: '10m', server: w.otherServerId },
        new RegExp(NOT_LINKED_HERE.replace(/[.*+?^${}()|[\]\\`]/g, '\\$&')),
      ],
    ] as const) {
      const reply = await answer(w.command({ name: 'restart', options }));
      expect(reply.text).toMatch(refusal);
      expect(reply.message.flags & 64).toBe(64);
      expect(buttonsOf(reply.message)).toEqual([]);
    }
    // The question's own Cancel: a later press of its Confirm plans nothing.
    const question = await answer(w.command({ name: 'restart', options: { in: '10m' } }));
    const confirm = button(question.message, /^Schedule restart$/).custom_id;
    const withdrawn = await answer(
      w.press(button(question.message, /^Cancel$/).custom_id, { message: question.message }),
    );
    expect(withdrawn.text).toMatch(/^Cancelled/);
    const late = await answer(w.press(confirm, { message: question.message }));
    expect(late.text).toMatch(/^Cancelled/);
    expect((await w.world.app.scheduler.nextRestartFor([w.serverId, w.otherServerId])).size).toBe(0);
    expect(await w.audit.forServer(w.serverId)).toEqual([]);
  });

  it('/schedule restart 4 minutes ahead promises only the warnings its first run makes, and makes them', async () => {
    const w = await world();
    const nextDay = Math.ceil(Date.now() / 86_400_000) * 86_400_000;
    moveTo(w, nextDay + 3 * 3_600_000 + 56 * 60_000); // 03:56 UTC
    const reply = await answer(
      w.command({ name: 'schedule', subcommand: 'restart', options: { server: w.serverId, time: '04:00' } }),
    );
    const runAt = nextDay + 4 * 3_600_000;
    expect(reply.text).toContain(`Next restart: <t:${runAt / 1000}:f>`);
    expect(reply.text).toContain(
      'Players are warned in game 1 minute and 10 seconds before this first restart; the following runs will warn them 15 minutes, 5 minutes, 1 minute and 10 seconds before.',
    );
    moveTo(w, runAt - 60_000);
    await w.fake.waitFor(() => says(w).length === 1, 5000, 'the 1-minute warning');
    moveTo(w, runAt - 10_000);
    await w.fake.waitFor(() => says(w).length === 2, 5000, 'the 10-second warning');
    expect(says(w)).toEqual([
      'say The server restarts in 1 minute.',
      'say The server restarts in 10 seconds.',
    ]);

    // A schedule made with time for every warning promises them for each run.
    moveTo(w, runAt + 60_000);
    const later = await answer(
      w.command({ name: 'schedule', subcommand: 'restart', options: { server: w.serverId, time: '05:00' } }),
    );
    expect(later.text).toContain(
      'Players are warned in game 15 minutes, 5 minutes, 1 minute and 10 seconds before each restart.',
    );
    expectNoRejections(w.fake);
  });

  it('/schedule restart, list and remove; bad times, zones, days and servers are refused', async () => {
    const w = await world();
    const zones = await w.fake
      .interact({
        type: 'autocomplete',
        name: 'schedule',
        subcommand: 'restart',
        guildId: w.guild.id,
        options: { timezone: 'berl' },
        focused: 'timezone',
      })
      .choices();
    expect(zones).toEqual([{ name: 'Europe/Berlin', value: 'Europe/Berlin' }]);

    const schedule = (options: Record<string, string>) =>
      answer(w.command({ name: 'schedule', subcommand: 'restart', options }));
    for (const [options, refusal] of [
      [{ server: w.serverId, time: '25:00' }, /`25:00` is not a time of day/],
      [{ server: w.serverId, time: '04:00', timezone: 'Mars/Base' }, /not a time zone/],
      [{ server: w.serverId, time: '04:00', days: 'someday' }, /`someday` is not a day/],
      [{ server: w.otherServerId, time: '04:00' }, /not linked here/],
    ] as const) {
      expect((await schedule(options)).text).toMatch(refusal);
    }
    expect((await answer(w.command({ name: 'schedule', subcommand: 'list' }))).text).toMatch(
      /No restarts are scheduled/,
    );

    const utc = await schedule({ server: w.serverId, time: '4:00' });
    expect(utc.text).toContain('restarts every day at 04:00, time zone UTC (no time zone given, so UTC)');
    expect(utc.text).toMatch(/Next restart: <t:\d+:f>/);
    const berlin = await schedule({
      server: w.serverId,
      time: '23:30',
      timezone: 'Europe/Berlin',
      days: 'sat, sun',
    });
    expect(berlin.text).toContain('restarts Sun, Sat at 23:30, time zone Europe/Berlin.');

    const listed = await answer(w.command({ name: 'schedule', subcommand: 'list' }));
    const ids = [...listed.text.matchAll(/#(\d+) · \*\*Survival\*\*/g)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(2);
    expect(listed.text).toContain('every day at 04:00 UTC · next <t:');
    expect(listed.text).toContain('Sun, Sat at 23:30 Europe/Berlin · next <t:');

    // The other guild sees none of them and cannot remove them.
    const foreign = await answer(
      w.fake.interact({
        type: 'command',
        name: 'schedule',
        subcommand: 'remove',
        guildId: w.other.id,
        options: [{ name: 'schedule', type: 4, value: ids[0] }],
        member: { permissions: String(1n << 5n) },
      }),
    );
    expect(foreign.text).toMatch(new RegExp(`no schedule #${ids[0]} in this Discord server`));

    const removed = await answer(
      w.command({
        name: 'schedule',
        subcommand: 'remove',
        options: [{ name: 'schedule', type: 4, value: ids[0] }],
      }),
    );
    expect(removed.text).toContain(`Schedule #${ids[0]} removed`);
    const after = await answer(w.command({ name: 'schedule', subcommand: 'list' }));
    expect(after.text).not.toContain(`#${ids[0]} `);
    expect(after.text).toContain(`#${ids[1]} `);
    expect((await w.audit.forServer(w.serverId)).map((r) => r.action).sort()).toEqual([
      'schedule:added',
      'schedule:added',
      'schedule:removed',
    ]);
    expectNoRejections(w.fake);
  });

  it('a former guest’s /schedule list and autocomplete never show the server’s name given after the share ended', async () => {
    const w = await world();
    const app = w.world.app;
    await app.claims.share({
      serverId: w.serverId,
      ownerGuildId: w.guild.id,
      guildId: w.other.id,
      createdBy: 'o',
    });
    await app.links.link({
      guildId: w.other.id,
      channelId: w.other.alerts,
      serverId: w.serverId,
      createdBy: 'g',
    });
    const inGuest = (input: Omit<FakeCommandInput, 'type' | 'guildId'>) =>
      w.fake.interact({
        type: 'command',
        guildId: w.other.id,
        channelId: w.other.general,
        member: { permissions: ADMIN },
        ...input,
      });
    const made = await answer(
      inGuest({ name: 'schedule', subcommand: 'restart', options: { server: w.serverId, time: '04:00' } }),
    );
    expect(made.text).toContain('**Survival** restarts every day at 04:00');

    await app.claims.unshare({
      serverId: w.serverId,
      ownerGuildId: w.guild.id,
      guildId: w.other.id,
      by: 'o',
    });
    // The owner renames the server afterwards; hostcord learns the name (the owner's /status).
    w.sim.renameServer(w.serverId, 'Secret Project');
    expect((await answer(w.command({ name: 'status' }))).text).toContain('Secret Project');

    const listed = await answer(inGuest({ name: 'schedule', subcommand: 'list' }));
    expect(listed.text).toMatch(
      /#\d+ · a server this Discord server can no longer use · every day at 04:00 UTC/,
    );
    const choices = await w.fake
      .interact({
        type: 'autocomplete',
        guildId: w.other.id,
        name: 'schedule',
        subcommand: 'remove',
        options: { schedule: '' },
        focused: 'schedule',
      })
      .choices();
    expect(choices).toHaveLength(1);
    for (const shown of [listed.text, JSON.stringify(choices)]) expect(shown).not.toContain('Secret');
  });
});
