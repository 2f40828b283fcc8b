import { describe, expect, it } from 'vitest';
import { confirmationId, EXPIRED, NOT_YOURS } from '../../src/discord/confirm.js';
import { ALREADY_ANSWERED as ANSWERED, NOT_LINKED_HERE } from '../../src/discord/messages.js';
import { translate } from '../../src/i18n/catalogue.js';
import { useWorld } from '../support/bot-world.js';
import { controlWorld } from '../support/control-world.js';
import { snowflake } from '../support/fake-discord.js';
import {
  answer,
  button,
  buttonsOf,
  expectNoRejections,
  posts,
  settled,
  textOf,
} from '../support/interactions.js';

const ALREADY_ANSWERED = translate('en-US', ANSWERED);

const startWorld = useWorld();

const powerPath = (serverId: string) => `/servers/${serverId}/power`;

describe('/restart and /power, end to end', () => {
  it('asks first, then Confirm queues one restart under a key derived from the interaction and takes the buttons away', async () => {
    const w = await controlWorld(startWorld);
    const ask = w.command({ name: 'restart' });
    const question = await answer(ask);
    expect(question.ack.type).toBe(4); // answered at once: no provider call before Confirm
    expect(question.message.flags & 64).toBe(64);
    expect(question.text).toMatch(/^Restart \*\*/);
    const [confirm, cancel] = buttonsOf(question.message);
    expect(confirm?.label).toBe('Restart');
    expect(cancel?.label).toBe('Cancel');
    expect(confirm!.custom_id.length).toBeLessThanOrEqual(100);
    expect(w.world.app.componentIds.read(w.guild.id, confirm!.custom_id)).toMatchObject({
      kind: 'ok',
      command: 'restart',
      args: expect.arrayContaining(['yes', w.serverId]),
    });
    expect(posts(w.sim, powerPath(w.serverId))).toEqual([]);

    const press = w.press(confirm!.custom_id, { message: question.message });
    expect((await press.ack()).type).toBe(7); // the question is replaced at once
    const done = await settled(w.fake, press, /queued/);
    expect(buttonsOf(done)).toEqual([]);

    const [request, ...more] = posts(w.sim, powerPath(w.serverId));
    expect(more).toEqual([]);
    expect(request?.body).toEqual({ signal: 'restart' });
    expect(request?.headers['idempotency-key']).toBe(`hostcord:${ask.id}:restart`);
    expect(w.sim.effects.power).toHaveLength(1);
    const effect = w.sim.effects.power[0]!;
    expect(done.content).toContain(`Restart queued for **Survival** (job \`${effect.jobId}\`)`);
    expect(done.content).not.toMatch(/deduped/);

    const rows = await w.audit.forServer(w.serverId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      guildId: w.guild.id,
      userId: w.fake.defaultUser.id,
      action: 'power:restart',
      serverId: w.serverId,
      idempotencyKey: `hostcord:${ask.id}:restart`,
      result: 'accepted',
      errorCode: null,
      requestId: request?.requestId,
    });
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ jobId: effect.jobId, deduped: false });

    // A late second press of the same Confirm does nothing.
    const again = await answer(w.press(confirm!.custom_id, { message: question.message }));
    expect(again.text).toBe(ALREADY_ANSWERED);
    expect(again.message.flags & 64).toBe(64);
    expect(posts(w.sim, powerPath(w.serverId))).toHaveLength(1);
    expectNoRejections(w.fake);
  });

  it('two quick Confirm presses and an answer lost after the effect: one effect, one accepted audit row', async () => {
    const w = await controlWorld(startWorld);
    const ask = w.command({ name: 'restart' });
    const question = await answer(ask);
    const confirm = button(question.message, /^Restart$/);
    // The provider applies the first request, then its answer is lost (500); the client retries.
    w.sim.fault({ path: powerPath(w.serverId), status: 500, afterEffect: true });

    const first = w.press(confirm.custom_id, { message: question.message });
    const second = w.press(confirm.custom_id, { message: question.message });
    const done = await settled(w.fake, first, /queued/);
    expect((await answer(second)).text).toBe(ALREADY_ANSWERED);

    const requests = posts(w.sim, powerPath(w.serverId));
    expect(requests.map((r) => r.status)).toEqual([500, 202]);
    expect(new Set(requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`hostcord:${ask.id}:restart`]),
    );
    expect(w.sim.effects.power).toHaveLength(1);
    expect(done.content).toMatch(/already reached the provider/);
    const rows = await w.audit.forServer(w.serverId);
    expect(rows.map((r) => r.result)).toEqual(['accepted']);
    expect(JSON.parse(rows[0]!.detail!)).toMatchObject({ replayed: true });
    expectNoRejections(w.fake);
  });

  it('after a 500 on every attempt offers Try again with the same key, which finds the effect instead of repeating it', async () => {
    const w = await controlWorld(startWorld);
    const ask = w.command({ name: 'restart' });
    const question = await answer(ask);
    w.sim.fault({ path: powerPath(w.serverId), status: 500, afterEffect: true, times: 3 });

    const press = w.press(button(question.message, /^Restart$/).custom_id, { message: question.message });
    const failed = await settled(w.fake, press, /internal error/);
    const failedRequests = posts(w.sim, powerPath(w.serverId));
    expect(failedRequests).toHaveLength(3);
    expect(failed.content).toContain(`request id \`${failedRequests[2]!.requestId}\``);
    expect(await w.audit.forServer(w.serverId)).toMatchObject([
      { result: 'error', errorCode: 'INTERNAL_ERROR', requestId: failedRequests[2]!.requestId },
    ]);

    const retry = w.press(button(failed, /Try again/).custom_id, { message: failed });
    const done = await settled(w.fake, retry, /queued/);
    expect(done.content).toMatch(/already reached the provider/);
    const requests = posts(w.sim, powerPath(w.serverId));
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`hostcord:${ask.id}:restart`]),
    );
    expect(w.sim.effects.power).toHaveLength(1);
    const results = (await w.audit.forServer(w.serverId)).map((r) => r.result);
    expect(results.sort()).toEqual(['accepted', 'error']);
    expectNoRejections(w.fake);
  });

  it('a Confirm pressed again after the bot restarted is replayed by the provider and audited once', async () => {
    const w = await controlWorld(startWorld);
    const ask = w.command({ name: 'restart' });
    const question = await answer(ask);
    const confirm = button(question.message, /^Restart$/);
    await settled(w.fake, w.press(confirm.custom_id, { message: question.message }), /queued/);
    // The bot forgets pressed buttons on a restart; the question's minute is not over yet.
    await w.world.restart();
    const again = await settled(w.fake, w.press(confirm.custom_id), /queued/);
    expect(again.content).toMatch(/already reached the provider/);
    const requests = posts(w.sim, powerPath(w.serverId));
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual([
      `hostcord:${ask.id}:restart`,
      `hostcord:${ask.id}:restart`,
    ]);
    expect(w.sim.effects.power).toHaveLength(1);
    expect((await w.audit.forServer(w.serverId)).map((r) => r.result)).toEqual(['accepted']);
  });

  it('refuses presses by another member, after the minute, and after Cancel, calling nothing', async () => {
    const w = await controlWorld(startWorld);
    const ask = w.command({ name: 'restart' });
    const question = await answer(ask);
    const confirm = button(question.message, /^Restart$/);

    const stranger = await answer(
      w.press(confirm.custom_id, { userId: snowflake(), message: question.message }),
    );
    expect(stranger.text).toBe(NOT_YOURS);
    expect(stranger.message.flags & 64).toBe(64);

    // The same question, made a minute older: its buttons carry when they stop working.
    const expiredId = confirmationId(
      'restart',
      'yes',
      {
        originId: ask.id,
        userId: w.fake.defaultUser.id,
        expiresAt: Math.floor(Date.now() / 1000) - 1,
        args: [w.serverId, 'restart', ''],
      },
      w.world.app.componentIds.forGuild(w.guild.id),
    );
    expect((await answer(w.press(expiredId))).text).toBe(EXPIRED);

    const cancelled = await answer(
      w.press(button(question.message, /Cancel/).custom_id, { message: question.message }),
    );
    expect(cancelled.ack.type).toBe(7);
    expect(cancelled.text).toMatch(/^Cancelled/);
    expect(buttonsOf(cancelled.message)).toEqual([]);
    expect((await answer(w.press(confirm.custom_id, { message: question.message }))).text).toBe(
      ALREADY_ANSWERED,
    );

    expect(posts(w.sim, powerPath(w.serverId))).toEqual([]);
    expect(await w.audit.forServer(w.serverId)).toEqual([]);
    expectNoRejections(w.fake);
  });

  it('/power start goes at once; stop with kill-after and kill ask first; the provider gets the right bodies and keys', async () => {
    const w = await controlWorld(startWorld);
    const users = [snowflake(), snowflake(), snowflake()];

    const start = w.command({ name: 'power', options: { action: 'start' }, user: { id: users[0] } });
    const started = await answer(start);
    expect(started.ack.type).toBe(5); // deferred: the provider is called right away
    expect(started.message.flags & 64).toBe(64);
    expect(started.text).toMatch(/Start queued/);

    const stop = w.command({
      name: 'power',
      options: [
        { name: 'action', type: 3, value: 'stop' },
        { name: 'kill-after', type: 4, value: 30 },
      ],
      user: { id: users[1] },
    });
    const stopQuestion = await answer(stop);
    expect(stopQuestion.ack.type).toBe(4);
    expect(stopQuestion.text).toMatch(/after 30 seconds, it is killed/);
    await settled(
      w.fake,
      w.press(button(stopQuestion.message, /^Stop$/).custom_id, {
        userId: users[1],
        message: stopQuestion.message,
      }),
      /Stop queued/,
    );

    const kill = w.command({ name: 'power', options: { action: 'kill' }, user: { id: users[2] } });
    const killQuestion = await answer(kill);
    expect(killQuestion.text).toMatch(/without saving/);
    await settled(
      w.fake,
      w.press(button(killQuestion.message, /^Kill$/).custom_id, {
        userId: users[2],
        message: killQuestion.message,
      }),
      /Kill queued/,
    );

    expect(posts(w.sim, powerPath(w.serverId)).map((r) => [r.body, r.headers['idempotency-key']])).toEqual([
      [{ signal: 'start' }, `hostcord:${start.id}:start`],
      [{ signal: 'stop', killAfterSeconds: 30 }, `hostcord:${stop.id}:stop`],
      [{ signal: 'kill' }, `hostcord:${kill.id}:kill`],
    ]);
    expect(
      (await w.audit.forServer(w.serverId)).map((r) => [r.action, r.userId, r.result]).reverse(),
    ).toEqual([
      ['power:start', users[0], 'accepted'],
      ['power:stop', users[1], 'accepted'],
      ['power:kill', users[2], 'accepted'],
    ]);
    expectNoRejections(w.fake);
  });

  it.each([
    ['start', 30],
    ['kill', 30],
    ['stop', 5],
    ['stop', 601],
  ])('refuses /power %s with kill-after %i before any call', async (action, seconds) => {
    const w = await controlWorld(startWorld);
    const reply = await answer(
      w.command({
        name: 'power',
        options: [
          { name: 'action', type: 3, value: action },
          { name: 'kill-after', type: 4, value: seconds },
        ],
      }),
    );
    expect(reply.text).toMatch(/`kill-after`/);
    expect(reply.message.flags & 64).toBe(64);
    expect(buttonsOf(reply.message)).toEqual([]);
    expect(posts(w.sim, powerPath(w.serverId))).toEqual([]);
  });

  it('keeps a member to one power action every few seconds, saying how long to wait', async () => {
    const w = await controlWorld(startWorld);
    const earlier = await answer(w.command({ name: 'restart' })); // asked before the cooldown began
    await settled(w.fake, w.command({ name: 'power', options: { action: 'start' } }), /queued/);
    const confirmed = await answer(
      w.press(button(earlier.message, /^Restart$/).custom_id, { message: earlier.message }),
    );
    expect(confirmed.text).toMatch(/Wait [1-5] seconds? before the next one/);
    expect(confirmed.message.flags & 64).toBe(64);
    const again = await answer(w.command({ name: 'power', options: { action: 'start' } }));
    expect(again.text).toMatch(/Wait [1-5] seconds? before the next one/);
    const restart = await answer(w.command({ name: 'restart' }));
    expect(restart.text).toMatch(/Wait [1-5] seconds?/);
    expect(buttonsOf(restart.message)).toEqual([]);
    // Another member is not held back, and the provider reports the repeat as deduped.
    await settled(
      w.fake,
      w.command({ name: 'power', options: { action: 'start' }, user: { id: snowflake() } }),
      /queued/,
    );
    const requests = posts(w.sim, powerPath(w.serverId));
    expect(requests).toHaveLength(2);
    expect(w.sim.effects.power.map((e) => e.deduped)).toEqual([false, true]);
    const last = w.fake.webhookEdits.at(-1)!;
    expect(String(last.body.content)).toMatch(/deduped/);
  });

  it('keeps guilds apart: another guild’s server, by option or by a forged button, is not linked here', async () => {
    const w = await controlWorld(startWorld);
    const byOption = await answer(w.command({ name: 'restart', options: { server: w.otherServerId } }));
    expect(byOption.text).toBe(NOT_LINKED_HERE);
    const start = await answer(
      w.command({ name: 'power', options: { action: 'start', server: w.otherServerId } }),
    );
    expect(start.text).toBe(NOT_LINKED_HERE);
    const forged = confirmationId(
      'restart',
      'yes',
      {
        originId: snowflake(),
        userId: w.fake.defaultUser.id,
        expiresAt: Math.floor(Date.now() / 1000) + 60,
        args: [w.otherServerId, 'restart', ''],
      },
      w.world.app.componentIds.forGuild(w.guild.id),
    );
    expect((await answer(w.press(forged))).text).toBe(NOT_LINKED_HERE);
    expect(posts(w.sim, powerPath(w.otherServerId))).toEqual([]);
    expect(w.sim.effects.power).toEqual([]);
    expectNoRejections(w.fake);
  });

  it('names the missing servers:power scope and tells the admin to ask the server owner', async () => {
    const w = await controlWorld(startWorld, { scopes: ['servers:read', 'servers:console'] });
    const question = await answer(w.command({ name: 'restart' }));
    const press = w.press(button(question.message, /^Restart$/).custom_id, { message: question.message });
    const refused = await settled(w.fake, press, /servers:power/);
    expect(refused.content).toMatch(/server owner/);
    expect(buttonsOf(refused)).toEqual([]); // a refusal is final: nothing to try again
    expect(w.sim.effects.power).toEqual([]);
    expect(await w.audit.forServer(w.serverId)).toMatchObject([
      { result: 'error', errorCode: 'INSUFFICIENT_SCOPE' },
    ]);
  });

  it.each([
    [
      'SERVER_NOT_READY',
      { status: 400, code: 'SERVER_NOT_READY' },
      /still being installed, or it is suspended/,
    ],
    ['START_BLOCKED', { status: 409, code: 'START_BLOCKED' }, /not allowing this server to start/],
    ['CAPACITY_UNAVAILABLE', { status: 409, code: 'CAPACITY_UNAVAILABLE' }, /no free capacity/],
    ['CONFLICT', { status: 409, code: 'CONFLICT' }, /busy with something that conflicts/],
    ['RATE_LIMITED', { status: 429, retryAfter: 30 }, /Try again in 30 seconds/],
    ['INTERNAL_ERROR', { status: 500, times: 3 }, /internal error.*request id `[^`]+`/],
  ])('turns %s into the sentence that says what to do, and audits it', async (code, fault, sentence) => {
    const w = await controlWorld(startWorld);
    w.sim.fault({ path: powerPath(w.serverId), ...fault });
    const ix = w.command({ name: 'power', options: { action: 'start' } });
    const refused = await settled(w.fake, ix, sentence);
    expect(refused.flags & 64).toBe(64);
    expect(textOf(refused)).not.toMatch(/queued/);
    expect(w.sim.effects.power).toEqual([]);
    const [row, ...more] = await w.audit.forServer(w.serverId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      result: 'error',
      errorCode: code,
      idempotencyKey: `hostcord:${ix.id}:start`,
    });
    expect(row?.requestId).toBe(posts(w.sim, powerPath(w.serverId)).at(-1)?.requestId);
    expectNoRejections(w.fake);
  });

  it('registers /restart and /power for Manage Server only', async () => {
    const w = await controlWorld(startWorld);
    const registered = new Map(w.fake.commands.global.map((c) => [c.name, c]));
    expect(registered.get('restart')?.default_member_permissions).toBe('32');
    expect(registered.get('power')?.default_member_permissions).toBe('32');
  });
});
