import { type PowerSignal, powerSignals } from '../hosting/index.js';

/** What a member asked the server to do: read from the command, carried by the question's buttons. */
export interface PowerIntent {
  serverId: string;
  signal: PowerSignal;
  /** Spec, endpoint 6: 10 to 600, only with `stop`. */
  killAfterSeconds: number | null;
}

/**
 * The intent as the confirmation's custom id arguments: `<server id>:<signal>:<kill after or empty>`.
 * Discord checks that a pressed custom id is one the bot put on that message, so what comes back is
 * what was asked; `decodeIntent` still refuses anything that is not an intent (an older version).
 */
export function encodeIntent(intent: PowerIntent): string[] {
  return [intent.serverId, intent.signal, intent.killAfterSeconds?.toString() ?? ''];
}

/** The intent carried by a confirmation's arguments, or undefined when they are not one. */
export function decodeIntent(args: string[]): PowerIntent | undefined {
  const [serverId, signal, killAfter] = args;
  const killAfterSeconds = killAfter ? Number(killAfter) : null;
  if (
    !serverId ||
    !(powerSignals as readonly string[]).includes(signal ?? '') ||
    Number.isNaN(killAfterSeconds)
  ) {
    return undefined;
  }
  return { serverId, signal: signal as PowerSignal, killAfterSeconds };
}
