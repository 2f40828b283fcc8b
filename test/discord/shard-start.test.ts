import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentifyTurns } from '../../src/discord/identify-turns.js';
import {
  createShardStart,
  type GatewayManager,
  ShardNotReadyError,
  type ShardStartOptions,
  ShardStoppedError,
} from '../../src/discord/shard-start.js';

// The rules of one start of a shard's Client (shard-start.ts): a bounded stop, no IDENTIFY once
// the start ended, and the READY timeout from the first IDENTIFY. The Client and its gateway
// manager are stand-ins here; test/discord/shard-sessions.test.ts runs them against discord.js.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<void>(() => undefined);

function start(more: Partial<ShardStartOptions> = {}) {
  const destroyed = { client: 0, atTurn: 0 };
  const run = createShardStart({
    shardId: 3,
    stopWithinMs: 1_000,
    // discord.js's destroy during the wait for HELLO or READY never settles.
    destroy: () => {
      destroyed.client += 1;
      return never();
    },
    ...more,
  });
  const manager = {
    destroy: async () => {
      destroyed.atTurn += 1;
    },
  } as unknown as GatewayManager;
  const turns = { taken: 0 };
  const shared: IdentifyTurns = {
    waitForIdentify: async () => {
      turns.taken += 1;
    },
  };
  return { run, destroyed, turns, guarded: run.guard(manager, shared) };
}

/** Settled state of a promise once pending work ran (fake timers do not move). */
async function state(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let seen: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => {
      seen = 'resolved';
    },
    () => {
      seen = 'rejected';
    },
  );
  await vi.advanceTimersByTimeAsync(0);
  return seen;
}

describe('a shard start', () => {
  it('stops within stopWithinMs when the Client never closes, its start rejected at once', async () => {
    const { run, destroyed } = start();
    const stopped = run.stop(new ShardStoppedError(3));
    await expect(run.ended).rejects.toThrow(ShardStoppedError);
    expect(destroyed.client).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(await state(stopped)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await state(stopped)).toBe('resolved');
    // A second stop is the same stop.
    await run.stop(new ShardStoppedError(3));
    expect(destroyed.client).toBe(1);
  });

  it('closes a stopped Client at its next turn instead of identifying; the stop resolves then', async () => {
    const { run, destroyed, turns, guarded } = start();
    const stopped = run.stop(new ShardStoppedError(3));
    const socket = new AbortController();
    const turn = guarded.waitForIdentify(3, socket.signal);
    expect(await state(stopped)).toBe('resolved');
    expect(destroyed.atTurn).toBe(1);
    expect(turns.taken).toBe(0);
    // discord.js aborts the wait once the socket closed; it then sends nothing.
    expect(await state(turn)).toBe('pending');
    socket.abort(new Error('closed'));
    expect(await state(turn)).toBe('rejected');
  });

  it('does not identify when the stop came while it waited for its turn', async () => {
    const { run, destroyed, guarded } = start();
    const turn = guarded.waitForIdentify(3, new AbortController().signal);
    void run.stop(new ShardStoppedError(3));
    expect(await state(turn)).toBe('pending');
    expect(destroyed.atTurn).toBe(1);
  });

  it('fails readyWithinMs after its first IDENTIFY, not counting the wait for the turn, once closed', async () => {
    const { run, destroyed, guarded } = start({ readyWithinMs: 60_000 });
    const ended = run.ended.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(120_000);
    await guarded.waitForIdentify(3, new AbortController().signal);
    // discord.js identifies again after 15 s without READY: the minute still runs from the first.
    await vi.advanceTimersByTimeAsync(15_000);
    await guarded.waitForIdentify(3, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(44_999);
    expect(destroyed.client).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(destroyed.client).toBe(1);
    // The start rejects once the close is over (here: its bound), so its lease goes after it.
    expect(await state(ended)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await ended;
    expect(error).toBeInstanceOf(ShardNotReadyError);
    expect(error).toMatchObject({ shardId: 3, withinMs: 60_000 });
  });

  it('keeps a start that got READY in time', async () => {
    const { run, destroyed, guarded } = start({ readyWithinMs: 60_000 });
    await guarded.waitForIdentify(3, new AbortController().signal);
    run.ready();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(destroyed.client).toBe(0);
    expect(await state(run.ended)).toBe('pending');
  });
});
