import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKv } from '../../../src/db/kv.js';
import { openDatabase } from '../../../src/db/open.js';
import { createCallBudget, createHostingClient } from '../../../src/hosting/index.js';
import { createLogger, type Logger } from '../../../src/logger.js';
import {
  createFeedPoller,
  FEED_CURSOR_KEY,
  FEED_INITIALIZED_KEY,
} from '../../../src/pipeline/1-intake/poller.js';
import { createSqliteEventStore, type Filing } from '../../../src/pipeline/2-inbox/event-store.js';
import { createInboxStatements } from '../../../src/pipeline/2-inbox/inbox.js';
import { freePort } from '../../support/ports.js';
import { type ProviderSim, startProviderSim } from '../../support/provider-sim.js';
import { useTempDir } from '../../support/temp-dir.js';
import { waitFor } from '../../support/wait-for.js';

const tempDir = useTempDir();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const BOT = 'zhb_test_feed_bot_token';

async function world(options: { now?: number } = {}) {
  const sim = await startProviderSim(options);
  cleanup.push(() => sim.close());
  const server = sim.addServer({ name: 'Survival' });
  sim.addBot({ token: BOT, installedOn: [server.id] });
  return { sim, serverId: server.id, dbPath: join(tempDir(), 'hostcord.db') };
}

/** A poller on its own database connection, as one run of the process would have. */
function startPoller(
  sim: ProviderSim | { url: string },
  dbPath: string,
  options: { token?: string; backstop?: boolean; intervalMs?: number; log?: Logger; filing?: Filing } = {},
) {
  const database = openDatabase(dbPath);
  const inbox = createInboxStatements(database.db);
  const kv = createKv(database.db);
  // The client's own hold after a 429 passes on the test's clock, which the poller's waits (and the
  // hold's own) move on: what is tested is the wait the poller asks for.
  let budgetClock = 0;
  const hosting = createHostingClient({
    baseUrl: sim.url,
    token: options.token ?? BOT,
    maxAttempts: 1,
    timeoutMs: 10_000,
    budget: createCallBudget({
      now: () => budgetClock,
      sleep: async (ms) => {
        budgetClock += ms;
      },
    }),
  });
  const waits: number[] = [];
  /** Pages and pauses in the order they happened. */
  const trace: string[] = [];
  let woken = 0;
  /** Whether the feed backed the webhook as each page was asked for. */
  const backing: boolean[] = [];
  const poller = createFeedPoller({
    events: async (opts) => {
      backing.push(poller.backsWebhook());
      const page = await hosting.events(opts);
      trace.push(`page:${page.data.length}`);
      return page;
    },
    store: createSqliteEventStore(database.db, inbox, options.filing),
    kv,
    log: options.log ?? createLogger({ level: 'silent' }),
    intervalMs: options.intervalMs ?? 15_000,
    backstop: options.backstop ?? false,
    onPending: () => woken++,
    // Waits are recorded, then shortened: the test sees what the poller asked for without sleeping.
    sleep: (ms) => {
      budgetClock += ms;
      waits.push(ms);
      trace.push(`wait:${ms}`);
      return new Promise((resolve) => setTimeout(resolve, 10));
    },
  });
  poller.start();
  let closed = false;
  const stop = async () => {
    await poller.stop();
    if (!closed) database.close();
    closed = true;
  };
  cleanup.push(stop);
  return { poller, inbox, kv, database, waits, trace, backing, stop, woken: () => woken };
}

const count = (database: ReturnType<typeof openDatabase>, where = '1=1') =>
  (database.sqlite.prepare(`SELECT count(*) AS n FROM inbox WHERE ${where}`).get() as { n: number }).n;

const feedRequests = (sim: ProviderSim) => sim.requests.filter((r) => r.path === '/events');

describe('feed poller', () => {
  it('files the history of the first sync as handled, then queues new events', async () => {
    const { sim, serverId, dbPath } = await world();
    for (let i = 0; i < 150; i++) sim.addActivity(serverId, { title: `old ${i}` });
    sim.clock.advance(31_000);
    const run = startPoller(sim, dbPath);

    await waitFor(async () => (await run.kv.get(FEED_INITIALIZED_KEY)) === '1', 5000, 'first sync');
    // 150 activity events plus the installation.created event of the bot's installation.
    expect(count(run.database)).toBe(151);
    expect(run.inbox.pending()).toEqual([]);
    expect(run.woken()).toBe(0);
    expect(feedRequests(sim)[0]?.query).toEqual({ limit: '100' });

    sim.addActivity(serverId, { title: 'new crash' });
    sim.addActivity(serverId, { title: 'new restart' });
    sim.clock.advance(31_000);
    await waitFor(() => run.inbox.pending().length === 2, 5000, 'new events');
    expect(run.inbox.pending().map((r) => JSON.parse(r.raw).data.title)).toEqual([
      'new crash',
      'new restart',
    ]);
    expect(run.inbox.pending().every((r) => r.source === 'feed')).toBe(true);
    expect(run.woken()).toBeGreaterThan(0);
  });

  it('wakes nobody for a page of activity filed as it is stored', async () => {
    const { sim, serverId, dbPath } = await world();
    sim.clock.advance(31_000);
    const run = startPoller(sim, dbPath, {
      filing: { wanted: () => false, seen: { record: () => false } },
    });
    await waitFor(async () => (await run.kv.get(FEED_INITIALIZED_KEY)) === '1', 5000, 'first sync');
    sim.addActivity(serverId, { title: 'nobody linked this server' });
    sim.clock.advance(31_000);
    await waitFor(() => count(run.database) === 2, 5000, 'the new event');
    expect(count(run.database, 'dispatched_at IS NULL')).toBe(0);
    expect(run.woken()).toBe(0);
  });

  it('logs one line per page that brought new events: how many and how late, not what they say', async () => {
    const { sim, serverId, dbPath } = await world({ now: Date.now() - 120_000 });
    sim.addActivity(serverId, { title: 'history' });
    sim.clock.advance(31_000);
    const lines: Array<Record<string, unknown>> = [];
    const log = createLogger({
      level: 'info',
      destination: { write: (l: string) => lines.push(JSON.parse(l)) },
    });
    const run = startPoller(sim, dbPath, { log });
    await waitFor(async () => (await run.kv.get(FEED_INITIALIZED_KEY)) === '1', 5000, 'first sync');
    for (let i = 0; i < 3; i++) sim.addActivity(serverId, { title: `secret plans ${i}` });
    sim.clock.advance(31_000);
    await waitFor(() => run.inbox.pending().length === 3, 5000, 'new events');
    await waitFor(() => run.trace.filter((t) => t === 'page:0').length >= 2, 5000, 'empty polls after');

    const progress = lines.filter((l) => l.msg === 'events read from the feed');
    expect(progress).toEqual([
      expect.objectContaining({ level: 30, events: 3, lagSeconds: expect.any(Number) }),
    ]);
    // The simulator's clock started two minutes back: the events are that old now.
    expect(progress[0]?.lagSeconds).toBeGreaterThanOrEqual(85);
    expect(progress[0]?.lagSeconds).toBeLessThan(150);
    expect(JSON.stringify(lines)).not.toContain('secret plans');
  });

  it('asks again at once after a full page, and waits the interval after a short one', async () => {
    const { sim, serverId, dbPath } = await world();
    sim.clock.advance(31_000);
    const run = startPoller(sim, dbPath);
    await waitFor(async () => (await run.kv.get(FEED_INITIALIZED_KEY)) === '1', 5000, 'first sync');
    const traceBefore = run.trace.length;

    for (let i = 0; i < 250; i++) sim.addActivity(serverId);
    sim.clock.advance(31_000);
    await waitFor(() => count(run.database, 'dispatched_at IS NULL') === 250, 5000, '250 events');
    const trace = run.trace.slice(traceBefore);
    const first = trace.indexOf('page:100');
    // Two full pages back to back, then the short page, and only then a pause of the interval.
    expect(trace.slice(first, first + 4)).toEqual(['page:100', 'page:100', 'page:50', 'wait:15000']);
  });

  it('resumes from its stored cursor after a restart, losing and repeating nothing', async () => {
    const { sim, serverId, dbPath } = await world();
    sim.clock.advance(31_000);
    const first = startPoller(sim, dbPath);
    await waitFor(async () => (await first.kv.get(FEED_INITIALIZED_KEY)) === '1', 5000, 'first sync');
    for (let i = 0; i < 30; i++) sim.addActivity(serverId, { title: `a${i}` });
    sim.clock.advance(31_000);
    await waitFor(() => first.inbox.pending().length === 30, 5000, 'first batch');
    await first.stop();
    const cursor = await createKv(openDatabaseOnce(dbPath)).get(FEED_CURSOR_KEY);

    for (let i = 0; i < 20; i++) sim.addActivity(serverId, { title: `b${i}` });
    sim.clock.advance(31_000);
    const requestsBefore = feedRequests(sim).length;
    const second = startPoller(sim, dbPath);
    await waitFor(() => second.inbox.pending().length === 50, 5000, 'both batches');
    expect(feedRequests(sim)[requestsBefore]?.query.after).toBe(cursor);
    const titles = second.inbox.pending().map((r) => JSON.parse(r.raw).data.title);
    expect(count(second.database)).toBe(51);
    expect(titles).toEqual([
      ...Array.from({ length: 30 }, (_, i) => `a${i}`),
      ...Array.from({ length: 20 }, (_, i) => `b${i}`),
    ]);
  });

  it('waits Retry-After on 429 and carries on', async () => {
    const { sim, serverId, dbPath } = await world();
    sim.addActivity(serverId);
    sim.clock.advance(31_000);
    sim.rateLimit({ retryAfter: 7, times: 1 });
    const run = startPoller(sim, dbPath);
    await waitFor(
      async () => (await run.kv.get(FEED_INITIALIZED_KEY)) === '1',
      5000,
      'first sync after the 429',
    );
    expect(run.waits[0]).toBe(7000);
    expect(
      feedRequests(sim)
        .map((r) => r.status)
        .slice(0, 2),
    ).toEqual([429, 200]);
  });

  it.each([
    ['0', 1000],
    ['1', 1000],
    ['900', 900_000],
    ['901', 900_000],
    ['99999999999', 900_000],
    ['Wed, 21 Oct 2099 07:28:00 GMT', 900_000],
    ['-5', 1000],
  ])('clamps Retry-After %s to %i ms (1 s … 15 min)', async (header, expected) => {
    const { sim, dbPath } = await world();
    sim.clock.advance(31_000);
    // A provider or proxy that does not keep to the spec's "whole seconds, at least 1".
    sim.fault({ path: '/events', status: 429, headers: { 'retry-after': header } });
    const run = startPoller(sim, dbPath);
    await waitFor(
      async () => (await run.kv.get(FEED_INITIALIZED_KEY)) === '1',
      5000,
      'first sync after the 429',
    );
    expect(run.waits[0]).toBe(expected);
    expect(feedRequests(sim).map((r) => r.status)).toEqual([429, 200]);
  });

  it('backs off exponentially on 500s and recovers', async () => {
    const { sim, dbPath } = await world();
    sim.clock.advance(31_000);
    sim.fault({ path: '/events', status: 500, times: 4 });
    const run = startPoller(sim, dbPath);
    await waitFor(async () => (await run.kv.get(FEED_INITIALIZED_KEY)) === '1', 5000, 'recovery');
    const backoffs = run.waits.slice(0, 4);
    // Jittered between half and all of 1, 2, 4, 8 s.
    backoffs.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(500 * 2 ** i);
      expect(ms).toBeLessThanOrEqual(1000 * 2 ** i);
    });
    expect(run.poller.status()).toMatchObject({ state: 'ok', consecutiveFailures: 0, lastError: null });
  });

  it('backs the webhook once the history is read, while its polls succeed', async () => {
    const { sim, serverId, dbPath } = await world();
    for (let i = 0; i < 150; i++) sim.addActivity(serverId, { title: `old ${i}` });
    sim.clock.advance(31_000);
    const run = startPoller(sim, dbPath);
    await waitFor(() => run.backing.length >= 3, 5000, 'three pages');
    // Two pages of history (the second completes it), then an empty page.
    expect(run.backing.slice(0, 3)).toEqual([false, false, true]);
    expect(run.poller.backsWebhook()).toBe(true);

    sim.fault({ path: '/events', status: 500, times: 1 });
    const since = run.backing.length;
    // The poll after the failed one is asked for while the feed does not back the webhook.
    await waitFor(() => run.backing.slice(since).includes(false), 5000, 'a poll after the failure');
    await waitFor(() => run.poller.backsWebhook(), 5000, 'recovery');

    await run.poller.stop();
    expect(run.poller.backsWebhook()).toBe(false);
  });

  it('keeps retrying while the provider refuses connections, and stops promptly', async () => {
    const port = await freePort();
    const run = startPoller({ url: `http://127.0.0.1:${port}` }, join(tempDir(), 'hostcord.db'));
    await waitFor(() => run.poller.status().consecutiveFailures >= 3, 5000, 'three failures');
    expect(run.poller.status()).toMatchObject({ state: 'retrying' });
    expect(run.poller.status().lastError).toBeTruthy();
    await run.poller.stop();
    expect(run.poller.status().state).toBe('stopped');
  });

  it('reports a refused token as an operator error and retries slowly', async () => {
    const { sim, dbPath } = await world();
    const run = startPoller(sim, dbPath, { token: 'zhb_test_unknown_token' });
    await waitFor(() => run.poller.status().state === 'operator-error', 5000, 'operator error');
    expect(run.waits[0]).toBe(5 * 60_000);
    expect(run.poller.status().lastError).not.toContain('zhb_test_unknown_token');
    expect(run.poller.backsWebhook()).toBe(false);
  });

  it('treats a personal token (403 on the feed) as an operator error', async () => {
    const { sim, dbPath } = await world();
    const personal = sim.addPersonalToken();
    const run = startPoller(sim, dbPath, { token: personal });
    await waitFor(() => run.poller.status().state === 'operator-error', 5000, 'operator error');
    expect(feedRequests(sim)[0]?.status).toBe(403);
  });

  it('treats a feed that is not found (HOSTING_API_URL with the API path in it) as an operator error', async () => {
    const { sim, dbPath } = await world();
    const lines: Array<Record<string, unknown>> = [];
    const log = createLogger({
      level: 'info',
      destination: { write: (l: string) => lines.push(JSON.parse(l)) },
    });
    const run = startPoller({ url: `${sim.url}/api/developer/v1` }, dbPath, { log });
    await waitFor(() => run.poller.status().state === 'operator-error', 5000, 'operator error');
    expect(sim.requests.map((r) => r.status)).toEqual([404]);
    expect(run.waits[0]).toBe(5 * 60_000);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: expect.stringMatching(
          /^event feed not found: HOSTING_API_URL is not the provider's base address/,
        ),
      }),
    );
  });

  it('pauses at least 60 s between polls in both mode', async () => {
    const { sim, dbPath } = await world();
    sim.clock.advance(31_000);
    const run = startPoller(sim, dbPath, { backstop: true, intervalMs: 15_000 });
    await waitFor(() => run.waits.length >= 2, 5000, 'two pauses');
    expect(run.waits.slice(0, 2)).toEqual([60_000, 60_000]);
  });

  it('stops while waiting out a long pause', async () => {
    const { sim, dbPath } = await world();
    const database = openDatabase(dbPath);
    cleanup.push(() => database.close());
    const hosting = createHostingClient({ baseUrl: sim.url, token: BOT });
    const poller = createFeedPoller({
      events: (opts) => hosting.events(opts),
      store: createSqliteEventStore(database.db, createInboxStatements(database.db)),
      kv: createKv(database.db),
      log: createLogger({ level: 'silent' }),
      intervalMs: 3_600_000,
    });
    poller.start();
    await waitFor(() => feedRequests(sim).length >= 1 && poller.status().state === 'ok', 5000, 'first poll');
    await poller.stop();
    expect(poller.status().state).toBe('stopped');
  });

  it('polls again when started after a stop (its lease came back to this instance)', async () => {
    const { sim, dbPath } = await world();
    const run = startPoller(sim, dbPath, { intervalMs: 3_600_000 });
    await waitFor(() => run.poller.status().state === 'ok', 5000, 'first poll');
    await run.poller.stop();
    const polled = feedRequests(sim).length;
    run.poller.start();
    await waitFor(() => feedRequests(sim).length > polled, 5000, 'a poll after the restart');
    await waitFor(() => run.poller.status().state === 'ok', 5000, 'the poll to be stored');
    await run.poller.stop();
    expect(run.poller.status().state).toBe('stopped');
  });
});

function openDatabaseOnce(path: string) {
  const handle = openDatabase(path);
  cleanup.push(() => handle.close());
  return handle.db;
}
