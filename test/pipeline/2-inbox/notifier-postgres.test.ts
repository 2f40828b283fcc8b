import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/db/postgres.js';
import { createLogger } from '../../../src/logger.js';
import {
  createPostgresNotifier,
  INBOX_CHANNEL,
  type PostgresNotifier,
} from '../../../src/pipeline/2-inbox/notifier-postgres.js';
import { usePostgres } from '../../support/postgres.js';
import { waitFor } from '../../support/wait-for.js';

const postgres = usePostgres();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const log = createLogger({ level: 'silent' });

/** An instance's notifier on its own pool, with a count of its listeners' wake-ups. */
async function instance(url: string, channel?: string) {
  const handle = await openPostgres(url, { maxConnections: 3 });
  cleanup.push(() => handle.close());
  const notifier = createPostgresNotifier({
    pool: handle.pool,
    log,
    backoff: { initialMs: 20, maxMs: 200 },
    ...(channel && { channel }),
  });
  cleanup.push(() => notifier.stop());
  const woken = { n: 0 };
  notifier.subscribe(() => woken.n++);
  await notifier.start();
  return { handle, notifier, woken };
}

/** A plain connection listening on `channel`: what each NOTIFY carried, in order. */
async function observer(url: string, channel: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanup.push(() => client.end());
  const payloads: string[] = [];
  client.on('notification', (message) => payloads.push(message.payload ?? ''));
  await client.query(`LISTEN ${channel}`);
  return { client, payloads };
}

const backendOf = (notifier: PostgresNotifier) => waitFor(() => notifier.backendPid(), 5000, 'listening');

describe('PostgreSQL notifier', () => {
  it('wakes the other instance, not itself twice, and listens again after its connection was ended', async () => {
    const url = await postgres.createDatabase();
    const a = await instance(url);
    const b = await instance(url);
    expect([a.notifier.listening(), b.notifier.listening()]).toEqual([true, true]);

    a.notifier.notify();
    // A's own listeners at once; B's through PostgreSQL.
    expect(a.woken.n).toBe(1);
    await waitFor(() => b.woken.n === 1, 5000, 'B woken by A');
    // A receives its own NOTIFY, then B's, and is woken by B's only.
    b.notifier.notify();
    expect(b.woken.n).toBe(2);
    await waitFor(() => a.notifier.received() === 2, 5000, "A receiving its own NOTIFY and B's");
    expect(a.woken.n).toBe(2);

    // B's listening backend is ended (a failover, an admin, a network cut): B opens another one,
    // wakes its listeners once for what it may have missed, and is woken by A again.
    const killed = await backendOf(b.notifier);
    const { rows } = await a.handle.pool.query('SELECT pg_terminate_backend($1) AS ok', [killed]);
    expect(rows).toEqual([{ ok: true }]);
    await waitFor(() => b.woken.n === 3, 5000, 'B woken once after listening again');
    const again = await backendOf(b.notifier);
    expect(again).not.toBe(killed);
    a.notifier.notify();
    await waitFor(() => b.woken.n === 4, 5000, 'B woken by A after listening again');
  });

  it('sends one NOTIFY per event-loop turn however many calls the turn made', async () => {
    const url = await postgres.createDatabase();
    const seen = await observer(url, INBOX_CHANNEL);
    const a = await instance(url);
    for (let i = 0; i < 5; i++) a.notifier.notify();
    expect(a.woken.n).toBe(5);
    await a.notifier.flushed();
    await new Promise((resolve) => setImmediate(resolve));
    a.notifier.notify();
    await a.notifier.flushed();
    // A marker sent after both: everything A sent has reached the observer once it arrives.
    await a.handle.pool.query(`NOTIFY ${INBOX_CHANNEL}, 'marker'`);
    await waitFor(() => seen.payloads.includes('marker'), 5000, 'the marker');
    expect(seen.payloads).toHaveLength(3);
    expect(seen.payloads[0]).toBe(seen.payloads[1]);
    expect(seen.payloads[2]).toBe('marker');
  });

  it('keeps channels apart (hostcord_refresh beside hostcord_inbox), and refuses a name that is no identifier', async () => {
    const url = await postgres.createDatabase();
    const inboxA = await instance(url);
    const inboxB = await instance(url);
    const refreshB = await instance(url, 'hostcord_refresh');
    const refreshA = await instance(url, 'hostcord_refresh');
    refreshA.notifier.notify();
    await waitFor(() => refreshB.woken.n === 1, 5000, 'refresh on B');
    inboxA.notifier.notify();
    await waitFor(() => inboxB.woken.n === 1, 5000, 'inbox on B');
    // The inbox NOTIFY was sent after the refresh one had arrived: it would have come by now.
    refreshA.notifier.notify();
    await waitFor(() => refreshB.woken.n === 2, 5000, 'refresh on B again');
    expect(refreshB.woken.n).toBe(2);
    expect(inboxB.woken.n).toBe(1);
    expect(() =>
      createPostgresNotifier({ pool: inboxA.handle.pool, log, channel: 'x; DROP TABLE inbox' }),
    ).toThrow('not a channel name');
  });
});
