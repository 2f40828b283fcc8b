import type { Leases } from '../db/leases.js';
import { LEASE_TTL_MS } from './runner.js';

/**
 * One instance at a time posts to a channel (src/db/README.md, 2., Sender): the lease
 * `channel:<id>`, taken or renewed before each message, released when the channel's queue is empty.
 * What the sender needs of it; `createChannelLeases` makes it from the leases table.
 */
export interface ChannelLeases {
  /**
   * Takes or renews the channel's lease; false while another instance holds it. Resolves without
   * a database write while this instance's last take has more than two thirds of the TTL left.
   */
  take(channelId: string): Promise<boolean>;
  /**
   * True while this instance's last take has not run out: nobody else can have taken the channel
   * since (no statement).
   */
  holds(channelId: string): boolean;
  /** When the channel's lease runs out, if anyone holds it: when to look again. */
  heldUntil(channelId: string): Promise<number | undefined>;
  /**
   * The channels other instances hold now (not those of a holder known to be gone, taken at once),
   * with when each lease runs out: one read.
   */
  heldElsewhere(): Promise<Map<string, number>>;
  /** Gives the channel up (its queue is empty, or this instance stops). */
  release(channelId: string): Promise<void>;
  /**
   * Gives the channel up by `release`, a statement that deletes the lease only on a condition (the
   * outbox's `releaseWhenIdle`): true when it did.
   */
  releaseIf(
    channelId: string,
    release: (lease: { name: string; holder: string }) => Promise<boolean>,
  ): Promise<boolean>;
}

const PREFIX = 'channel:';

export function createChannelLeases(
  leases: Pick<Leases, 'take' | 'release' | 'heldUntil' | 'held' | 'isGone'>,
  holder: string,
  options: { now?: () => number; ttlMs?: number } = {},
): ChannelLeases {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS;
  const name = (channelId: string) => `${PREFIX}${channelId}`;
  /**
   * Until when this instance holds each channel, as of its last take. Nobody can take a lease
   * before its `until`, so while more than a third of the TTL has run, a message costs no write.
   */
  const mine = new Map<string, number>();
  return {
    async take(channelId) {
      const at = now();
      const until = mine.get(channelId);
      if (until !== undefined && until - at > (ttlMs * 2) / 3) return true;
      const taken = await leases.take(name(channelId), holder, ttlMs, at);
      if (taken) mine.set(channelId, at + ttlMs);
      else mine.delete(channelId);
      return taken;
    },
    holds: (channelId) => (mine.get(channelId) ?? Number.NEGATIVE_INFINITY) > now(),
    heldUntil: (channelId) => leases.heldUntil(name(channelId)),
    async heldElsewhere() {
      const held = await leases.held(PREFIX, now());
      return new Map(
        held.flatMap((lease) =>
          lease.holder === holder || leases.isGone(lease.holder)
            ? []
            : [[lease.name.slice(PREFIX.length), lease.until] as const],
        ),
      );
    },
    async release(channelId) {
      mine.delete(channelId);
      await leases.release(name(channelId), holder);
    },
    async releaseIf(channelId, release) {
      const released = await release({ name: name(channelId), holder });
      if (released) mine.delete(channelId);
      return released;
    },
  };
}
