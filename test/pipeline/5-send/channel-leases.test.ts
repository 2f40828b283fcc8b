import { describe, expect, it } from 'vitest';
import { createLeases } from '../../../src/db/leases.js';
import { createSilences } from '../../../src/db/silences.js';
import { createChannelLeases } from '../../../src/leases/channels.js';
import { createSender } from '../../../src/pipeline/5-send/sender.js';
import { waitFor } from '../../support/wait-for.js';
import { activityEvent, SERVER_A, useDeliveryDb } from '../support/db.js';
import { scriptedDiscord, serverError } from '../support/scripted-discord.js';

const open = useDeliveryDb();
const CH = '100000000000000001';
const names = { name: () => 'Survival' };
const fast = { initialMs: 50, maxMs: 200 };
const TTL = 30_000;

/** Two instances on one database file, each with its own sender and channel leases, one clock. */
function twoInstances() {
  const a = open();
  const b = open(a.path);
  a.link(CH);
  let clock = Date.now();
  const now = () => clock;
  const discord = scriptedDiscord();
  const posts: Record<'a' | 'b', number> = { a: 0, b: 0 };
  const sender = (w: typeof a, name: 'a' | 'b') =>
    createSender({
      outbox: w.outbox,
      post: (channelId, body) => {
        posts[name]++;
        return discord.post(channelId, body);
      },
      names,
      log: w.log,
      backoff: fast,
      now,
      channels: createChannelLeases(createLeases(w.db), `instance-${name}`, { now, ttlMs: TTL }),
      // As an instance runs it: a channel without silences is given up in one statement.
      silences: createSilences(w.db),
    });
  const queue = async (count: number) => {
    a.store(...Array.from({ length: count }, (_, i) => activityEvent(SERVER_A, { title: `E${i}` })));
    await a.dispatcher.drain();
  };
  return {
    a,
    b,
    discord,
    posts,
    senders: { a: sender(a, 'a'), b: sender(b, 'b') },
    queue,
    advance: (ms: number) => {
      clock += ms;
    },
    now,
    holder: () =>
      (
        a.handle.sqlite.prepare('SELECT holder FROM leases WHERE name = ?').get(`channel:${CH}`) as
          | { holder: string }
          | undefined
      )?.holder,
  };
}

describe('channel leases', () => {
  it('lets one instance at a time post to a channel, and gives the channel up when its queue is empty', async () => {
    const w = twoInstances();
    const hang = w.discord.hang(CH);
    await w.queue(3);
    w.senders.a.wake(CH);
    await waitFor(() => w.discord.calls.length === 1, 2000, 'a posting');
    expect(w.holder()).toBe('instance-a');

    // b is told of the channel too (its dispatcher queued rows for it): a holds it, b stays out.
    w.senders.b.wake(CH);
    await w.senders.b.idle();
    expect(w.posts.b).toBe(0);

    hang();
    await waitFor(() => w.a.rows("state = 'pending'").length === 0, 2000, 'everything sent');
    await w.senders.a.idle();
    expect(w.posts).toEqual({ a: 1, b: 0 });
    expect(w.discord.in(CH)).toHaveLength(1);
    // Queue empty: the lease is given up, so the next event may be posted by either instance.
    expect(w.holder()).toBeUndefined();
    await w.queue(1);
    w.senders.b.wake(CH);
    await waitFor(() => w.a.rows("state = 'pending'").length === 0, 2000, 'posted by b');
    expect(w.posts.b).toBe(1);
    await w.senders.a.stop(0);
    await w.senders.b.stop(0);
  });

  it('when the holder dies mid-message, the other takes the channel after its lease ran out and sends the same message once', async () => {
    const w = twoInstances();
    w.discord.hang(CH);
    await w.queue(2);
    w.senders.a.wake(CH);
    await waitFor(() => w.discord.calls.length === 1, 2000, 'a posting');
    const prepared = w.discord.calls[0]!.body;
    // a dies here: its request hangs forever and its lease is not given up.

    w.senders.b.wake(CH);
    await w.senders.b.idle();
    expect(w.posts.b).toBe(0);

    w.advance(TTL + 1);
    w.senders.b.wake(CH);
    await waitFor(() => w.a.rows("state = 'pending'").length === 0, 2000, 'b posting');
    expect(w.holder()).toBeUndefined();
    // b resumed a's prepared message: same nonce, same body.
    expect(w.discord.calls[1]!.body).toEqual(prepared);
    expect(w.discord.in(CH)).toHaveLength(1);
    await w.senders.b.stop(0);
  });

  it('a stopping instance gives its channels up, so the other posts their rows at once', async () => {
    const w = twoInstances();
    w.discord.fail(CH, serverError, 1);
    await w.queue(1);
    w.senders.a.wake(CH);
    await waitFor(() => w.a.rows('error IS NOT NULL').length === 1, 2000, 'a failed once');
    expect(w.holder()).toBe('instance-a');
    await w.senders.a.stop(0);
    expect(w.holder()).toBeUndefined();

    w.advance(1000);
    w.senders.b.wake(CH);
    await waitFor(() => w.a.rows("state = 'pending'").length === 0, 2000, 'b posting');
    expect(w.posts).toEqual({ a: 1, b: 1 });
    await w.senders.b.stop(0);
  });
});

describe('the sweep for channels with waiting alerts', () => {
  it('survives a database that fails, and posts what waits once it works again', async () => {
    const w = open();
    w.link(CH);
    const discord = scriptedDiscord();
    const errors: unknown[] = [];
    let failing = true;
    const outbox = new Proxy(w.outbox, {
      get: (target, name, receiver) =>
        name === 'pendingChannels'
          ? () => {
              if (failing) throw new Error('SQLITE_IOERR: disk I/O error');
              return target.pendingChannels();
            }
          : Reflect.get(target, name, receiver),
    });
    const sender = createSender({
      outbox,
      post: discord.post,
      names,
      log: Object.assign(Object.create(w.log), { error: (o: { err: unknown }) => errors.push(o.err) }),
      backoff: fast,
      channels: createChannelLeases(createLeases(w.db), 'instance-a'),
      sweepMs: 20,
    });
    failing = false;
    await sender.start();
    failing = true;
    w.store(activityEvent(SERVER_A));
    await w.dispatcher.drain();
    await waitFor(() => errors.length >= 2, 2000, 'failed sweeps logged');
    failing = false;
    await waitFor(() => discord.in(CH).length === 1, 2000, 'posted by a later sweep');
    await sender.stop(0);
  });

  it("leaves a channel that waits for another instance's lease alone until that lease runs out", async () => {
    const w = twoInstances();
    // a's clock stands still, behind: its lease on the channel runs out at `leaseEnd`.
    const leaseEnd = Date.now() + 600;
    w.advance(leaseEnd - TTL - w.now());
    void w.discord.hang(CH);
    await w.queue(1);
    w.senders.a.wake(CH);
    await waitFor(() => w.discord.calls.length === 1, 2000, 'a posting');
    // b's sweep finds the channel's rows: a holds the channel, so b looks again when a's lease
    // runs out, not at every sweep, and without asking for the lease before.
    const takes: number[] = [];
    const leases = createChannelLeases(createLeases(w.b.db), 'instance-b', { now: Date.now, ttlMs: TTL });
    const b = createSender({
      outbox: w.b.outbox,
      post: w.discord.post,
      names,
      log: w.b.log,
      backoff: fast,
      channels: {
        ...leases,
        take: (channelId) => {
          takes.push(Date.now());
          return leases.take(channelId);
        },
      },
      sweepMs: 20,
    });
    await b.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(takes).toEqual([]);
    // a's lease ran out (a hangs): b takes the channel and posts the same message, once.
    await waitFor(() => w.discord.in(CH).length === 1, 3000, 'b posting once the lease ran out');
    expect(takes[0]).toBeGreaterThan(leaseEnd);
    expect(w.discord.calls.map((c) => c.body.nonce)).toEqual([
      w.discord.calls[0]!.body.nonce,
      w.discord.calls[0]!.body.nonce,
    ]);
    await b.stop(0);
    await w.senders.a.stop(0);
  });
});
