import type { BackoffOptions } from '../../backoff.js';
import type { Silence, Silences } from '../../db/silences.js';
import type { MakeId } from '../../discord/component-id.js';
import type { FindPosted, PostMessage } from '../../discord/writing/post-message.js';
import type { FairQueue } from '../../fair-queue.js';
import type { Locale } from '../../i18n/locale.js';
import type { ChannelLeases } from '../../leases/channels.js';
import type { Logger } from '../../logger.js';
import type { Outbox } from '../4-outbox/outbox.js';
import type { HeldIncident } from './render/summary.js';

/**
 * Server names for alerts. When a name is unknown, `list` (when given) is awaited — at most once a
 * minute, so a provider that is down delays alerts once, not every message.
 */
export interface ServerNames {
  name(serverId: string): string | undefined;
  list?(): Promise<unknown>;
}

/** The incident messages of a silence that ended, not posted while it ran. */
export interface EndedSilence {
  silence: Silence;
  /** The held incident alerts (src/db/incidents.ts). */
  alerts: Array<{ id: number; incidentId: number }>;
  /** Their incidents, as the summary names them. */
  incidents: HeldIncident[];
}

/** Incident messages silences hold (src/watch/held-incidents.ts), as the sender sees them. */
export interface HeldIncidents {
  /** Channels where a silence holds incident messages (swept like channels with alerts). */
  channels(): Promise<string[]>;
  /** The channel's held incident messages whose silence has ended by `at`, by silence. */
  ended(channelId: string, at: number): Promise<EndedSilence[]>;
  /** Named in its summary: each message is posted now when its incident is still open, else done. */
  release(ended: EndedSilence): Promise<void>;
}

export interface SenderDeps {
  outbox: Outbox;
  post: PostMessage;
  names: ServerNames;
  log: Logger;
  backoff?: BackoffOptions;
  now?: () => number;
  /** Rows considered for one message; a digest line takes at least ~30 of the 6,000 characters. */
  maxRowsPerMessage?: number;
  /** Channels sending at once, the others waiting their turn (default `SENDING_AT_ONCE`). */
  sendingAtOnce?: number;
  /**
   * Instances sharing the database post to a channel one at a time: the sender takes the channel's
   * lease before each message and gives it up when the queue is empty; a channel another instance
   * holds is looked at again when that lease runs out, and channels with pending rows are looked at
   * every `sweepMs`, so the rows of an instance that died are posted by another. Without it this
   * process posts to every channel (one process per database).
   */
  channels?: ChannelLeases;
  /** How often channels with pending rows are looked at when `channels` is given (default 30 s). */
  sweepMs?: number;
  /**
   * Looks in a channel for a message the bot posted: a message prepared longer ago than Discord
   * remembers nonces is looked for there before it is posted again. Without it, the nonce alone
   * guards against doubles.
   */
  findPosted?: FindPosted;
  /**
   * Silences (the Silence select of an alert): their servers' rows are held, and posted as one
   * summary once the silence ends (noticed by the sweep, or at once when `wake` is called).
   */
  silences?: Pick<Silences, 'byId'>;
  /** Incident messages silences held: named in the silence's summary (src/watch/held-incidents.ts). */
  heldIncidents?: HeldIncidents;
  /** Signs the ids of an alert's controls for its guild; without it alerts carry no controls. */
  customIds?: (guildId: string) => MakeId;
  /**
   * The guild's language (src/i18n/languages.ts `guildLanguage`), asked when a message is prepared;
   * without it alerts are English.
   */
  language?: (guildId: string) => Promise<Locale>;
}

/**
 * Discord remembers a nonce "a few minutes" (NOTES.md): a message prepared longer ago than this is
 * looked for in its channel before it is posted again, since an attempt that reached Discord may be
 * forgotten by then. Lower than Discord's memory on purpose: looking costs one request.
 */
export const NONCE_MEMORY_MS = 60_000;
/** Searching from this long before the message was prepared covers a clock ahead of Discord's. */
export const CLOCK_MARGIN_MS = 5 * 60_000;

/**
 * Channels that send at once; the others wait their turn, in the order they were woken, without
 * asking the database or Discord anything. About a second of Discord's whole budget (50 requests):
 * an instance's messages wait in Discord's line (rest-budget.ts) at most this many at a time, so
 * even at a tenth of the budget (ten instances) the last of them leaves in 10 s, within
 * discord.js's 15 s request timeout. Without a bound every channel with alerts joined the line at
 * once: in a backlog of thousands, most attempts timed out there, were retried after a back-off,
 * and, prepared over a minute before, cost a look into the channel first (NONCE_MEMORY_MS).
 */
export const SENDING_AT_ONCE = 50;

/** One channel's queue. */
export interface Worker {
  running: Promise<void> | undefined;
  again: boolean;
  timer: NodeJS.Timeout | undefined;
  /** Discord's bucket for this channel is empty until then: the next message waits and grows. */
  holdUntil: number;
}

/** What a sender keeps between calls; its deps with their defaults filled in. */
export interface SenderState {
  readonly deps: SenderDeps;
  readonly outbox: Outbox;
  readonly backoff: BackoffOptions;
  readonly now: () => number;
  readonly maxRows: number;
  readonly workers: Map<string, Worker>;
  /** Turns of the channels to send (`SENDING_AT_ONCE`). */
  readonly turns: FairQueue;
  /** Channels whose lease this instance holds. */
  readonly held: Set<string>;
  sweepTimer: NodeJS.Timeout | undefined;
  stopping: boolean;
  /** When the server names were last waited for (`ServerNames.list`): at most once a minute. */
  namesWaitedAt: number;
}

export function ageSeconds(since: number | null, now: number): number | null {
  return since === null ? null : Math.max(0, Math.round((now - since) / 1000));
}
