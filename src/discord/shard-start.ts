import { type ClientOptions, CloseCodes } from 'discord.js';
import { settleWithin } from '../settle.js';
import type { IdentifyTurns } from './identify-turns.js';

/**
 * How long a stop waits for discord.js to close a shard's Client before the caller goes on without
 * it (a lease release, a shutdown). A clean close is one round trip (close frame and its answer);
 * a Client stopped while it waits for HELLO or READY is connected again by discord.js 500 ms later
 * and closed at its turn to identify once HELLO came (about 0.5 s in all against the local fake
 * Discord). 3 s leaves a slow Discord room for both, keeps a shutdown well inside the 10 s
 * `docker stop` waits before SIGKILL, and a shard given up reaches the other instances soon.
 * Past it the Client is left behind: discord.js's destroy during those waits never settles, and a
 * Discord that sends no HELLO gets no IDENTIFY from it either (`guard`). A Client destroyed in
 * the moment its socket still connects (Discord's answer to the upgrade not yet read) leaves that
 * socket behind: discord.js closes only an open socket, and takes its handlers off, so the socket
 * opens later and is never used, to IDENTIFY or anything else, until Discord closes it.
 */
export const SHARD_STOP_WITHIN_MS = 3_000;

/**
 * A start ended because the shard was stopped first (its lease was lost or given up): not a
 * failure of the shard, which another instance may be running by now.
 */
export class ShardStoppedError extends Error {
  constructor(readonly shardId: number) {
    super(`shard ${shardId} was stopped before it was ready`);
    this.name = 'ShardStoppedError';
  }
}

/** A start that got no READY, or not all its guilds, within `readyWithinMs` of its first IDENTIFY. */
export class ShardNotReadyError extends Error {
  constructor(
    readonly shardId: number,
    readonly withinMs: number,
  ) {
    super(`shard ${shardId} was not ready ${withinMs} ms after its IDENTIFY`);
    this.name = 'ShardNotReadyError';
  }
}

export type BuildThrottler = NonNullable<NonNullable<ClientOptions['ws']>['buildIdentifyThrottler']>;
/** The gateway manager (@discordjs/ws) inside a Client, as its identify throttler is built with. */
export type GatewayManager = Parameters<BuildThrottler>[0];

export interface ShardStartOptions {
  shardId: number;
  /** Not ready this long after its first IDENTIFY: the start fails with ShardNotReadyError. */
  readyWithinMs?: number | undefined;
  stopWithinMs: number;
  /** Destroys the start's Client (`client.destroy()`); it may never settle. */
  destroy: () => Promise<void>;
}

interface StartState {
  readonly options: ShardStartOptions;
  /** Set once the start was stopped, failed or ran out of time: the Client must not identify again. */
  ended: boolean;
  /** The bounded close of the Client, once begun. */
  closing: Promise<void> | undefined;
  readyTimer: NodeJS.Timeout | undefined;
  reject: (reason: Error) => void;
  /** Resolves once a Client whose start ended was closed at its turn to identify. */
  closedAtTurn: Promise<void>;
  markClosedAtTurn: () => void;
}

/**
 * The rules of one start of a shard's Client. discord.js connects a Client destroyed while it
 * waits for HELLO or READY again 500 ms later, and that destroy() never settles: a stop therefore
 * closes what it can, waits at most `stopWithinMs`, and the Client's turn to identify (`guard`)
 * closes a Client whose start ended instead of letting it identify, so it never becomes a second
 * session of a shard another instance runs by then.
 */
export function createShardStart(options: ShardStartOptions) {
  let reject: (reason: Error) => void = () => undefined;
  const ended = new Promise<never>((_, fail) => {
    reject = fail;
  });
  ended.catch(() => undefined);
  let markClosedAtTurn: () => void = () => undefined;
  const closedAtTurn = new Promise<void>((resolve) => {
    markClosedAtTurn = resolve;
  });
  const state: StartState = {
    options,
    ended: false,
    closing: undefined,
    readyTimer: undefined,
    reject,
    closedAtTurn,
    markClosedAtTurn,
  };
  return {
    /** Rejects once the start was stopped, or not ready in time. */
    ended,
    /** The Client's identify turns with this start's rules at each turn (shard-sessions.ts). */
    guard: (manager: GatewayManager, turns: IdentifyTurns): IdentifyTurns => guarded(state, manager, turns),
    /** The Client is ready: no READY timeout any more. */
    ready: (): void => clearTimeout(state.readyTimer),
    /** Ends the start: `ended` rejects with `reason` at once; resolves once closed, or after `stopWithinMs`. */
    stop(reason: Error): Promise<void> {
      state.reject(reason);
      return close(state);
    },
    /** Logging in failed: the Client is closed (bounded) and never identifies again. */
    failed: (): Promise<void> => close(state),
  };
}

export type ShardStart = ReturnType<typeof createShardStart>;

function close(state: StartState): Promise<void> {
  state.ended = true;
  clearTimeout(state.readyTimer);
  state.closing ??= settleWithin(
    Promise.race([state.options.destroy(), state.closedAtTurn]),
    state.options.stopWithinMs,
  );
  return state.closing;
}

function guarded(state: StartState, manager: GatewayManager, turns: IdentifyTurns): IdentifyTurns {
  return {
    async waitForIdentify(shardId, signal) {
      if (!state.ended) await turns.waitForIdentify(shardId, signal);
      if (!state.ended) return identifying(state);
      // No IDENTIFY: its socket is closed, which ends this wait (discord.js aborts `signal`).
      const closing = manager.destroy({ code: CloseCodes.Normal });
      void Promise.resolve(closing).then(state.markClosedAtTurn, () => undefined);
      return untilAborted(signal);
    },
  };
}

/**
 * The Client identifies now: the READY timeout runs from its first IDENTIFY (the wait for a turn
 * may be long with many shards) and is not started again by discord.js's later tries.
 */
function identifying(state: StartState): void {
  const withinMs = state.options.readyWithinMs;
  if (withinMs === undefined || state.readyTimer !== undefined) return;
  state.readyTimer = setTimeout(() => void notReady(state, withinMs), withinMs);
  state.readyTimer.unref();
}

/** Closed before the start rejects: its lease may go to another instance right after. */
async function notReady(state: StartState, withinMs: number): Promise<void> {
  await close(state);
  state.reject(new ShardNotReadyError(state.options.shardId, withinMs));
}

/** Settles only once the Client's socket closed (discord.js aborts the wait for a turn then). */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
