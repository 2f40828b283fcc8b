// Injected failures of a channel's message routes (create by default; edit, get and delete when
// asked). They are the environment's doing, not the bot's, so they are counted in `faultsServed` /
// `rateLimited` and never in `rejected`.
import { RESTJSONErrorCodes } from 'discord.js';
import { DiscordHttpError } from './errors.js';
import type { FakeState } from './state.js';
import type { ChannelFault, ChannelRateLimit, MessageRoute } from './types.js';

interface ActiveFault {
  fault: ChannelFault;
  remaining: number;
  until: number;
}

interface Window {
  limit: ChannelRateLimit;
  startedAt: number;
  count: number;
}

// One bucket hash for "create message", shared by all channels: Discord keys the bucket by route and
// the channel id is the major parameter, which @discordjs/rest adds on its side.
const BUCKET = 'fake-channel-messages';

const DEFAULT_ERRORS: Record<number, { code: number; message: string }> = {
  400: {
    code: RESTJSONErrorCodes.MaximumNumberOfEditsToMessagesOlderThanOneHourReached,
    message: 'Maximum number of edits to messages older than 1 hour reached. Try again later.',
  },
  403: { code: RESTJSONErrorCodes.MissingAccess, message: 'Missing Access' },
  404: { code: RESTJSONErrorCodes.UnknownChannel, message: 'Unknown Channel' },
  429: { code: 0, message: 'You are being rate limited.' },
  500: { code: 0, message: '500: Internal Server Error' },
  502: { code: 0, message: '502: Bad Gateway' },
  503: { code: 0, message: '503: Service Unavailable' },
};

export class ChannelFaults {
  readonly #faults = new Map<string, ActiveFault[]>();
  readonly #windows = new Map<string, Window>();
  readonly #holds = new Map<string, Promise<void>>();
  readonly #answerHolds = new Map<string, Promise<void>>();
  readonly #state: FakeState;

  constructor(state: FakeState) {
    this.#state = state;
  }

  /** Adds a fault; it replaces an earlier one of the channel for the same routes. */
  setFault(channelId: string, fault: ChannelFault): void {
    const until = fault.untilMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + fault.untilMs;
    const remaining = fault.times ?? Number.POSITIVE_INFINITY;
    const routes = routesOf(fault);
    const kept = (this.#faults.get(channelId) ?? []).filter(
      (active) => !routesOf(active.fault).some((r) => routes.includes(r)),
    );
    this.#faults.set(channelId, [...kept, { fault, remaining, until }]);
  }

  clearFaults(channelId?: string): void {
    if (channelId === undefined) this.#faults.clear();
    else this.#faults.delete(channelId);
  }

  setRateLimit(channelId: string, limit: ChannelRateLimit): void {
    this.#windows.set(channelId, { limit, startedAt: 0, count: 0 });
  }

  clearRateLimit(channelId?: string): void {
    if (channelId === undefined) this.#windows.clear();
    else this.#windows.delete(channelId);
  }

  /**
   * Message creations in the channel wait (unanswered, as from a slow Discord) until the returned
   * function is called; then they go on in the order they came.
   */
  hold(channelId: string): () => void {
    return gate(this.#holds, channelId);
  }

  /**
   * Message creations in the channel are carried out, but their answers wait until the returned
   * function is called: Discord has the message, the bot does not know yet.
   */
  holdAnswers(channelId: string): () => void {
    return gate(this.#answerHolds, channelId);
  }

  /** Resolves once answers of the channel are not held. */
  async answerable(channelId: string): Promise<void> {
    await this.#answerHolds.get(channelId);
  }

  /** Resolves once the channel is not held. */
  async unheld(channelId: string): Promise<void> {
    await this.#holds.get(channelId);
  }

  /** Throws the injected error while a fault for this route is active. */
  checkFault(channelId: string, route: MessageRoute = 'create'): void {
    const list = (this.#faults.get(channelId) ?? []).filter(
      (active) => active.remaining > 0 && Date.now() < active.until,
    );
    this.#faults.set(channelId, list);
    const active = list.find((a) => routesOf(a.fault).includes(route));
    if (!active) return;
    active.remaining -= 1;
    const { status } = active.fault;
    const fallback = DEFAULT_ERRORS[status] ?? { code: 0, message: `${status}` };
    this.#state.faultsServed.push({ channelId, status, at: Date.now(), route });
    if (status === 429) {
      const retryAfter = active.fault.retryAfter;
      throw new DiscordHttpError(429, 0, 'You are being rate limited.', {
        reject: false,
        headers: retryAfter === null || retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
        extra: {
          ...(retryAfter !== null && retryAfter !== undefined && { retry_after: retryAfter }),
          global: false,
        },
      });
    }
    throw new DiscordHttpError(
      status,
      active.fault.code ?? fallback.code,
      active.fault.message ?? fallback.message,
      {
        reject: false,
      },
    );
  }

  /**
   * Counts one message creation; throws 429 when the window is used up. Returns the X-RateLimit-*
   * headers for a successful answer (empty when nothing is limited or `advertise` is false).
   */
  take(channelId: string): Record<string, string> {
    const window = this.#windows.get(channelId);
    if (!window) return {};
    const now = Date.now();
    if (now >= window.startedAt + window.limit.windowMs) {
      window.startedAt = now;
      window.count = 0;
    }
    const resetAfterMs = window.startedAt + window.limit.windowMs - now;
    if (window.count >= window.limit.limit) throw this.#tooManyRequests(channelId, window, resetAfterMs);
    window.count += 1;
    if (window.limit.advertise === false) return {};
    return headers(window.limit.limit, window.limit.limit - window.count, resetAfterMs);
  }

  #tooManyRequests(channelId: string, window: Window, retryAfterMs: number): DiscordHttpError {
    this.#state.rateLimited.push({ channelId, at: Date.now(), retryAfterMs });
    const retryAfter = retryAfterMs / 1000;
    // Discord's Retry-After header is whole seconds (rounded up); the body's retry_after is exact.
    return new DiscordHttpError(429, 0, 'You are being rate limited.', {
      reject: false,
      headers: {
        ...headers(window.limit.limit, 0, retryAfterMs),
        'retry-after': String(Math.max(1, Math.ceil(retryAfter))),
        'x-ratelimit-scope': 'user',
      },
      extra: { retry_after: retryAfter, global: false },
    });
  }
}

function routesOf(fault: ChannelFault): MessageRoute[] {
  return fault.routes ?? ['create'];
}

// @discordjs/rest reads X-RateLimit-Limit, -Remaining, -Reset-After (seconds) and -Bucket to queue
// requests before they hit the limit.
export function headers(
  limit: number,
  remaining: number,
  resetAfterMs: number,
  bucket = BUCKET,
): Record<string, string> {
  return {
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': ((Date.now() + resetAfterMs) / 1000).toFixed(3),
    'x-ratelimit-reset-after': (resetAfterMs / 1000).toFixed(3),
    'x-ratelimit-bucket': bucket,
  };
}

/** A closed gate for the channel in `gates`; the returned function opens it. */
function gate(gates: Map<string, Promise<void>>, channelId: string): () => void {
  let release = () => {};
  gates.set(
    channelId,
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
  return () => {
    gates.delete(channelId);
    release();
  };
}
