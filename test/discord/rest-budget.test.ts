import type { RESTOptions } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestWithdrawn, withCheckBeforeEachAttempt } from '../../src/discord/attempt-check.js';
import type { Departures } from '../../src/discord/departures.js';
import { discordRequestBudget } from '../../src/discord/discord-budget.js';
import { localSlots, type SlotSource } from '../../src/discord/request-slots.js';
import {
  BUDGET_WINDOW_MS,
  BULK_REQUEST,
  HANDOVER_AHEAD_MS,
  LANE_HEADER,
  withRequestBudget,
} from '../../src/discord/rest-budget.js';
import { createLogger } from '../../src/logger.js';

type MakeRequest = RESTOptions['makeRequest'];

const API = 'http://127.0.0.1/api/v10';

/** How long the event loop was held up in this test (`hold`). */
let held = 0;
/** The line's clock: the fake timers' time, and the time the event loop was held up. */
const now = () => Date.now() + held;
/**
 * The event loop held up `ms` (a long task): the clock moves on while no timer runs, so a timer
 * due meanwhile runs that late by the clock.
 */
const hold = (ms: number) => {
  held += ms;
};
/** The test lets `ms` pass: the timers due run. */
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms).then(() => undefined);
/** A wait inside the code under test (a check, a taking of slots), run by the test's timers. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs the timers, a millisecond at a time, until `work` settled; its result. */
async function settled<T>(work: Promise<T>): Promise<T> {
  let done = false;
  const mark = () => {
    done = true;
  };
  work.then(mark, mark);
  while (!done) await vi.advanceTimersByTimeAsync(1);
  return work;
}

// The line's timing on fake timers: a busy machine (another test file, a CI box) held the real
// event loop up past a slot now and then, and a test saw a slot it had not asked for let pass.
beforeEach(() => {
  vi.useFakeTimers();
  held = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Alerts to channels 0, 1, … through `send`, each checked before each attempt by a check that
 * takes `checkMs[i]`, all at once; settled together.
 */
function checkedAlerts(send: MakeRequest, checkMs: number[], onChecked: (i: number) => void = () => {}) {
  return settled(
    Promise.all(
      checkMs.map((ms, i) =>
        withCheckBeforeEachAttempt(
          async () => {
            await wait(ms);
            onChecked(i);
            return true;
          },
          () => send(`${API}/channels/${i}/messages`, { method: 'POST' }),
        ),
      ),
    ),
  );
}

/** A REST transport that records the order requests went out in, and when by the given clock. */
function recorder(clock: () => number) {
  const sent: Array<{ path: string; at: number }> = [];
  const make = (async (url: string, init: { headers?: Record<string, string> }) => {
    if (init.headers && LANE_HEADER in init.headers) throw new Error('the lane header reached Discord');
    sent.push({ path: new URL(url).pathname.slice('/api/v10'.length), at: clock() });
    return new Response('{}', { status: 200 });
  }) as unknown as MakeRequest;
  return { sent, make };
}

describe('withRequestBudget', () => {
  it('sends counted requests in order, spaced by the window over the budget, from the first one on', async () => {
    const { sent, make } = recorder(now);
    const send = withRequestBudget(20, make, { now });
    await settled(
      Promise.all(
        ['/channels/1/messages', '/channels/2/messages', '/channels/3/messages', '/guilds/4'].map((path) =>
          send(`${API}${path}`, { method: 'POST' }),
        ),
      ),
    );
    expect(sent.map((s) => s.path)).toEqual([
      '/channels/1/messages',
      '/channels/2/messages',
      '/channels/3/messages',
      '/guilds/4',
    ]);
    // Never closer than the spacing.
    const gaps = sent.slice(1).map((s, i) => s.at - (sent[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(Math.floor(BUDGET_WINDOW_MS / 20));
  });

  it('lets interaction answers pass the queue: Discord does not count them', async () => {
    const { sent, make } = recorder(now);
    const send = withRequestBudget(10, make, { now });
    const counted = ['/channels/1/messages', '/channels/2/messages', '/channels/3/messages'].map((path) =>
      send(`${API}${path}`, { method: 'POST' }),
    );
    const answers = [
      '/interactions/123456789012345678/aW50ZXJhY3Rpb24/callback',
      '/webhooks/123456789012345678/aW50ZXJhY3Rpb24/messages/%40original',
      '/webhooks/123456789012345678/aW50ZXJhY3Rpb24',
    ].map((path) => send(`${API}${path}`, { method: 'POST' }));
    await settled(Promise.all(answers));
    // The answers went while the second and third messages still waited for their turn.
    expect(sent.map((s) => s.path).filter((p) => p.startsWith('/channels')).length).toBeLessThanOrEqual(1);
    await settled(Promise.all(counted));
    expect(sent.map((s) => s.path).slice(-2)).toEqual(['/channels/2/messages', '/channels/3/messages']);
  });

  it('gives each turn to a waiting alert before any waiting bulk request, and sends neither without the budget', async () => {
    const { sent, make } = recorder(now);
    const send = withRequestBudget(20, make, { now });
    const edits = Array.from({ length: 6 }, (_, i) =>
      send(`${API}/channels/${i}/messages/9`, { method: 'PATCH', headers: { ...BULK_REQUEST.headers } }),
    );
    // The first edit goes at once; the alert comes while the other five wait.
    await sleep(10);
    const alert = send(`${API}/channels/100/messages`, { method: 'POST', headers: {} });
    await settled(Promise.all([...edits, alert]));
    expect(sent.map((s) => s.path)).toEqual([
      '/channels/0/messages/9',
      '/channels/100/messages',
      ...[1, 2, 3, 4, 5].map((i) => `/channels/${i}/messages/9`),
    ]);
  });

  it('a request whose time ran out while waiting leaves the line; the others keep their turns', async () => {
    const { sent, make } = recorder(now);
    const send = withRequestBudget(10, make, { now });
    const first = send(`${API}/channels/1/messages`, { method: 'POST' });
    const controller = new AbortController();
    const late = send(`${API}/channels/2/messages`, { method: 'POST', signal: controller.signal });
    const third = send(`${API}/channels/3/messages`, { method: 'POST' });
    controller.abort(new DOMException('timed out', 'AbortError'));
    await expect(late).rejects.toMatchObject({ name: 'AbortError' });
    await settled(Promise.all([first, third]));
    expect(sent.map((s) => s.path)).toEqual(['/channels/1/messages', '/channels/3/messages']);
  });
});

describe('slots let pass', () => {
  it('a slot reached late (the event loop held up) is let pass and counted, and its request takes the next', async () => {
    const { sent, make } = recorder(now);
    const missed: string[] = [];
    const send = withRequestBudget(10, make, { now, onSlotMissed: (reason) => missed.push(reason) });
    const requests = [1, 2, 3].map((i) => send(`${API}/channels/${i}/messages`, { method: 'POST' }));
    await sleep(5);
    // The first went at once; the slots of the other two (105 and 210 ms on) pass while this holds.
    hold(300);
    await settled(Promise.all(requests));
    expect(sent.map((s) => s.path)).toEqual([
      '/channels/1/messages',
      '/channels/2/messages',
      '/channels/3/messages',
    ]);
    expect(missed).toEqual(['late', 'late']);
    const gaps = sent.slice(1).map((s, i) => s.at - (sent[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(Math.floor(BUDGET_WINDOW_MS / 10));
  });
});

describe('taking slots', () => {
  it('takes the next slots while requests still wait for them, so a slow answer leaves no slot unused', async () => {
    const { sent, make } = recorder(now);
    const missed: string[] = [];
    const takings: number[] = [];
    // Slots 20 ms apart, each taking answered 60 ms after it was asked (a busy shared database):
    // asked only once this instance's slots ran out, the next ones were already past when they came.
    const own = localSlots(20, now);
    const slow: SlotSource = {
      spacingMs: 20,
      bulkBatch: 1,
      async take(lane, count, leadMs) {
        takings.push(count);
        const taken = await own.take(lane, count, leadMs);
        await wait(60);
        return taken;
      },
    };
    const send = withRequestBudget(slow, make, { now, onSlotMissed: (reason) => missed.push(reason) });
    await settled(
      Promise.all(
        Array.from({ length: 25 }, (_, i) => send(`${API}/channels/${i}/messages`, { method: 'POST' })),
      ),
    );
    expect(sent).toHaveLength(25);
    // Only the first taking's first two slots (0 and 20 ms after it was asked) were past when it
    // was answered; every later taking was asked while slots were still held, and answered in time.
    // Asked only when the slots ran out, every taking lost its first slots, and two requests left
    // took two slots a taking, both already past: none of them was ever sent.
    expect(missed).toEqual(['arrived_late', 'arrived_late']);
    expect(takings.reduce((n, c) => n + c, 0)).toBe(25 + 2);
  });
});

describe('slots of requests with a check', () => {
  it('gives up a slot its check ended past, and one its wait for the slot woke past', async () => {
    const { sent, make } = recorder(now);
    const missed: string[] = [];
    const send = withRequestBudget(10, make, { now, onSlotMissed: (reason) => missed.push(reason) });
    const checked = (checkMs: number, path: string) =>
      withCheckBeforeEachAttempt(
        async () => {
          await wait(checkMs);
          return true;
        },
        () => send(`${API}${path}`, { method: 'POST' }),
      );
    const unchecked = (path: string) => send(`${API}${path}`, { method: 'POST' });
    // Behind a request that holds the line, its slot is taken before its check starts (a spacing
    // ahead: no check has taken time yet), and its check takes longer: the slot passes while it runs.
    await settled(Promise.all([unchecked('/channels/0/messages'), checked(150, '/channels/1/messages')]));
    expect(missed).toEqual(['check_late']);
    // Checked ahead of its slot (twice the last check's time, 300 ms, and a spacing); the event
    // loop is held up past both slots while they wait.
    const both = Promise.all([unchecked('/channels/2/messages'), checked(0, '/channels/3/messages')]);
    await sleep(40);
    hold(600);
    await settled(both);
    expect(missed).toEqual(['check_late', 'late', 'late']);
    expect(sent.map((s) => s.path)).toEqual([0, 1, 2, 3].map((i) => `/channels/${i}/messages`));
  });

  it('checks a lone request before taking its slot: it waits its check, not a check lead ahead of a slot', async () => {
    const { sent, make } = recorder(now);
    const missed: string[] = [];
    const send = withRequestBudget(10, make, { now, onSlotMissed: (reason) => missed.push(reason) });
    const checkedAt: number[] = [];
    const lone = (checkMs: number, i: number) =>
      withCheckBeforeEachAttempt(
        async () => {
          await wait(checkMs);
          checkedAt.push(now());
          return true;
        },
        () => send(`${API}/channels/${i}/messages`, { method: 'POST' }),
      );
    // A slow check sets the lead to twice its time and a spacing (505 ms): a slot taken first
    // would be that far away, and the next lone alert would wait it out.
    await settled(lone(200, 1));
    await sleep(150);
    const askedAt = now();
    await settled(lone(0, 2));
    expect(missed).toEqual([]);
    expect(sent.map((s) => s.path)).toEqual(['/channels/1/messages', '/channels/2/messages']);
    // Its slot came with the taking's answer, right after its check (the line's last request left
    // over a spacing before): well under the lead.
    expect(sent[1]!.at - askedAt).toBeLessThan(250);
    expect(sent[1]!.at).toBeGreaterThanOrEqual(checkedAt[1]!);
  });
});

describe('taking slots for requests not yet checked', () => {
  it('starts their checks with the taking and takes the slots a check ahead, not a check lead', async () => {
    const { sent, make } = recorder(now);
    const missed: string[] = [];
    const leads: number[] = [];
    const own = localSlots(BUDGET_WINDOW_MS / 10, now);
    const recording: SlotSource = {
      spacingMs: own.spacingMs,
      bulkBatch: 1,
      take(lane, count, leadMs = 0) {
        leads.push(leadMs);
        return own.take(lane, count, leadMs);
      },
    };
    const send = withRequestBudget(recording, make, { now, onSlotMissed: (reason) => missed.push(reason) });
    // Fifteen alerts whose checks take 100 ms each: the first ten are checked before their slots
    // are taken (none held); the other five wait for a second taking.
    await checkedAlerts(
      send,
      Array.from({ length: 15 }, () => 100),
    );
    expect(sent).toHaveLength(15);
    expect(missed).toEqual([]);
    // The second taking's slots are one check (100 ms) ahead, not twice that and a spacing (305 ms).
    expect(leads).toEqual([0, 100]);
  });
});

describe('a slow check', () => {
  it('costs its own request a wait, not the line a slot: the next ready request takes the slot', async () => {
    const { sent, make } = recorder(now);
    const missed: string[] = [];
    const send = withRequestBudget(10, make, { now, onSlotMissed: (reason) => missed.push(reason) });
    // The first alert's check takes 150 ms (over a slot's 105); the others' are quick.
    const checkMs = [150, 0, 0, 0, 0, 0];
    await checkedAlerts(send, checkMs);
    // Tied to the first slot, the first alert let it pass while its check ran (`check_late`); now
    // the others, checked by then, take the slots that come while it runs, and it the next one.
    expect(missed).toEqual([]);
    expect(sent.map((s) => s.path)).toEqual([1, 2, 0, 3, 4, 5].map((i) => `/channels/${i}/messages`));
    const gaps = sent.slice(1).map((s, i) => s.at - (sent[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(Math.floor(BUDGET_WINDOW_MS / 10));
  });
});

describe('a check grown old', () => {
  it('is run again before its request leaves: what it saw is never more than a second old', async () => {
    const { sent, make } = recorder(now);
    const missed: string[] = [];
    const send = withRequestBudget(10, make, { now, onSlotMissed: (reason) => missed.push(reason) });
    const checkedAt: number[] = [];
    const first = send(`${API}/channels/0/messages`, { method: 'POST' });
    const request = withCheckBeforeEachAttempt(
      async () => {
        checkedAt.push(now());
        return true;
      },
      () => send(`${API}/channels/1/messages`, { method: 'POST' }),
    );
    // Behind the first request, checked a lead (one spacing) ahead of its slot; then the event
    // loop is held up past the slot and for longer than a second: the request waits for another
    // slot, and its check is old.
    await settled(first);
    await sleep(150 - BUDGET_WINDOW_MS / 10);
    expect(checkedAt).toHaveLength(1);
    hold(1100);
    await settled(request);
    expect(missed).toEqual(['late']);
    expect(checkedAt).toHaveLength(2);
    expect(sent[1]!.at - checkedAt[1]!).toBeLessThanOrEqual(1000);
  });

  it('is run again as its slot nears when the slot is over a second after it (a busy budget)', async () => {
    const { sent, make } = recorder(now);
    const missed: string[] = [];
    // The shared budget's next free slot is 1.3 s away: other instances hold the second before it.
    const own = localSlots(BUDGET_WINDOW_MS / 10, now);
    const busy: SlotSource = {
      spacingMs: own.spacingMs,
      bulkBatch: 1,
      take: (lane, count, leadMs = 0) => own.take(lane, count, Math.max(leadMs, 1300)),
    };
    const send = withRequestBudget(busy, make, { now, onSlotMissed: (reason) => missed.push(reason) });
    const checkedAt: number[] = [];
    // A check of 60 ms (a busy database): run again in the slot, it would end past it.
    await settled(
      withCheckBeforeEachAttempt(
        async () => {
          await wait(60);
          checkedAt.push(now());
          return true;
        },
        () => send(`${API}/channels/1/messages`, { method: 'POST' }),
      ),
    );
    // Checked first, then again ahead of its slot: the first slot is used, not let pass for a check.
    expect(missed).toEqual([]);
    expect(checkedAt).toHaveLength(2);
    expect(sent[0]!.at - checkedAt[0]!).toBeGreaterThan(1000);
    expect(sent[0]!.at - checkedAt[1]!).toBeLessThanOrEqual(1000);
  });
});

describe('an alert checked before each attempt (as the bot makes its requests)', () => {
  /** The bot's own composition: the budget with each request's check, at `perSecond`. */
  const budgeted = (perSecond: number, make: MakeRequest) =>
    discordRequestBudget({
      ownPerSecond: () => perSecond,
      log: createLogger({ level: 'silent' }),
      make,
      now,
    });

  it('leaves never closer than the spacing to the one before, whatever its check takes', async () => {
    const { sent, make } = recorder(now);
    const send = budgeted(10, make);
    // A database that answers unevenly: a long check, then a quick one, and so on.
    const checkMs = [90, 0, 70, 0, 40, 0];
    const checked: number[] = [];
    await checkedAlerts(send, checkMs, (i) => checked.push(i));
    // Each once, in the order their checks let them (alerts of different channels: no order owed).
    expect(sent.map((s) => s.path).sort()).toEqual(checkMs.map((_, i) => `/channels/${i}/messages`));
    expect(checked.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const gaps = sent.slice(1).map((s, i) => s.at - (sent[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(Math.floor(BUDGET_WINDOW_MS / 10));
  });

  it('is withdrawn when its check says no: nothing is sent for it, the next one takes the line', async () => {
    const { sent, make } = recorder(now);
    const send = budgeted(10, make);
    const refused = withCheckBeforeEachAttempt(
      async () => false,
      () => send(`${API}/channels/1/messages`, { method: 'POST' }),
    );
    const next = send(`${API}/channels/2/messages`, { method: 'POST' });
    await expect(settled(refused)).rejects.toBeInstanceOf(RequestWithdrawn);
    await settled(next);
    expect(sent.map((s) => s.path)).toEqual(['/channels/2/messages']);
  });
});

/**
 * A departure thread on the test's clock: records when each request was handed over and the
 * time it is to leave at, and has it leave then (or says it could not, for the paths in `late`).
 */
function departureThread(late: string[] = []) {
  const handed: Array<{ path: string; handedAt: number; departAt: number }> = [];
  const departures: Departures = {
    async send(url, _init, departAt) {
      const path = new URL(url).pathname.slice('/api/v10'.length);
      handed.push({ path, handedAt: now(), departAt });
      const at = late.indexOf(path);
      if (at >= 0) {
        late.splice(at, 1);
        return 'late';
      }
      return { response: new Response('{}', { status: 200 }), departedAt: departAt };
    },
    close: async () => {},
  };
  return { handed, departures };
}

describe('requests handed to the departure thread', () => {
  it('hands each alert over up to HANDOVER_AHEAD_MS before its slot: a held event loop loses no slot', async () => {
    const { handed, departures } = departureThread();
    const missed: string[] = [];
    const send = withRequestBudget(10, undefined, {
      now,
      departures,
      onSlotMissed: (reason) => missed.push(reason),
    });
    const requests = [1, 2, 3, 4, 5].map((i) => send(`${API}/channels/${i}/messages`, { method: 'POST' }));
    await sleep(5);
    // The slots 105 and 210 ms on pass while the loop is held (lost without the thread: 'slots
    // let pass' above); both were handed over before.
    hold(250);
    await settled(Promise.all(requests));
    expect(missed).toEqual([]);
    expect(handed.map((h) => h.path)).toEqual([1, 2, 3, 4, 5].map((i) => `/channels/${i}/messages`));
    const spacing = Math.floor(BUDGET_WINDOW_MS / 10);
    for (const [i, h] of handed.entries()) {
      expect(h.departAt - h.handedAt).toBeLessThanOrEqual(HANDOVER_AHEAD_MS);
      if (i > 0) expect(h.departAt - handed[i - 1]!.departAt).toBeGreaterThanOrEqual(spacing);
    }
    expect(handed[1]!.departAt).toBeLessThan(handed[1]!.handedAt + HANDOVER_AHEAD_MS + 1);
    expect(handed.filter((h) => h.departAt > h.handedAt).length).toBeGreaterThanOrEqual(2);
  });

  it('hands bulk requests over only at their slots: an alert that comes meanwhile still goes first', async () => {
    const { handed, departures } = departureThread();
    // The next free slot is 200 ms away (other instances hold the line until then).
    const own = localSlots(BUDGET_WINDOW_MS / 10, now);
    const busy: SlotSource = {
      spacingMs: own.spacingMs,
      bulkBatch: 1,
      take: (lane, count, leadMs = 0) => own.take(lane, count, Math.max(leadMs, 200)),
    };
    const send = withRequestBudget(busy, undefined, { now, departures });
    const edits = Array.from({ length: 3 }, (_, i) =>
      send(`${API}/channels/${i}/messages/9`, { method: 'PATCH', headers: { ...BULK_REQUEST.headers } }),
    );
    await sleep(10);
    const alert = send(`${API}/channels/100/messages`, { method: 'POST' });
    await settled(Promise.all([...edits, alert]));
    // The first edit's slot was within HANDOVER_AHEAD_MS when it was taken; handed over then, the
    // alert would have come after it.
    expect(handed[0]).toMatchObject({ path: '/channels/100/messages' });
    expect(handed.map((h) => h.path).slice(1)).toEqual([0, 1, 2].map((i) => `/channels/${i}/messages/9`));
    for (const h of handed.slice(1)) expect(h.departAt).toBe(h.handedAt);
  });

  it('a request its thread could not send in time waits for another slot: sent once, the slot counted lost', async () => {
    const { handed, departures } = departureThread(['/channels/2/messages']);
    const missed: string[] = [];
    const send = withRequestBudget(10, undefined, {
      now,
      departures,
      onSlotMissed: (reason) => missed.push(reason),
    });
    await settled(
      Promise.all([1, 2, 3].map((i) => send(`${API}/channels/${i}/messages`, { method: 'POST' }))),
    );
    expect(missed).toEqual(['late']);
    expect(handed.map((h) => h.path)).toEqual([
      '/channels/1/messages',
      '/channels/2/messages',
      '/channels/3/messages',
      '/channels/2/messages',
    ]);
    expect(handed[3]!.departAt).toBeGreaterThan(handed[2]!.departAt);
  });
});
