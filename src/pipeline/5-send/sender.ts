import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF } from '../../backoff.js';
import { endOf, type Silence, type Silences } from '../../db/silences.js';
import { RequestWithdrawn } from '../../discord/attempt-check.js';
import type { MakeId } from '../../discord/component-id.js';
import type { FindPosted, PostMessage, PostResult } from '../../discord/post-message.js';
import { isKnownEvent } from '../../hosting/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import type { ChannelLeases } from '../../leases/channels.js';
import type { Logger } from '../../logger.js';
import { inFlight, settleWithin, untilIdle } from '../../settle.js';
import { parseStoredEvent } from '../2-inbox/stored-event.js';
import { type Outbox, oldestEventAt, type PreparedMessage, type QueuedAlert } from '../4-outbox/outbox.js';
import { classifyFailure } from './failures.js';
import { nonceFor, nonceOf } from './nonce.js';
import { carriesMarker, markerOf, withMarker } from './render/marker.js';
import { renderAlertMessage } from './render/message.js';
import { type HeldIncident, renderSilenceSummary } from './render/summary.js';
import { type Alert, type AlertMessageBody, alertEventOf } from './render/types.js';

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
const CLOCK_MARGIN_MS = 5 * 60_000;

interface Worker {
  running: Promise<void> | undefined;
  again: boolean;
  timer: NodeJS.Timeout | undefined;
  /** Discord's bucket for this channel is empty until then: the next message waits and grows. */
  holdUntil: number;
}

/**
 * One queue per channel. Woken for a channel, it sends that channel's pending rows one message at
 * a time (oldest first, as many per message as fit) until none are left. Channels run
 * independently: one that fails or is rate limited never holds up another.
 */
export function createSender(deps: SenderDeps) {
  const backoff = deps.backoff ?? DEFAULT_BACKOFF;
  const now = deps.now ?? Date.now;
  const maxRows = deps.maxRowsPerMessage ?? 250;
  const { outbox } = deps;
  const workers = new Map<string, Worker>();
  /** Channels whose lease this instance holds. */
  const held = new Set<string>();
  let sweepTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  let namesWaitedAt = Number.NEGATIVE_INFINITY;

  function wake(channelId: string): void {
    if (stopping) return;
    let worker = workers.get(channelId);
    if (!worker) {
      worker = { running: undefined, again: false, timer: undefined, holdUntil: 0 };
      workers.set(channelId, worker);
    }
    if (worker.running) {
      worker.again = true;
      return;
    }
    clearTimeout(worker.timer);
    worker.timer = undefined;
    const current = worker;
    current.running = drain(channelId, current).finally(() => {
      current.running = undefined;
      if (current.again && !stopping) {
        current.again = false;
        wake(channelId);
      } else if (!current.timer && current.holdUntil <= now()) {
        workers.delete(channelId);
      }
    });
  }

  function retryLater(channelId: string, worker: Worker, delayMs: number): void {
    if (stopping) return;
    clearTimeout(worker.timer);
    worker.timer = setTimeout(() => {
      worker.timer = undefined;
      wake(channelId);
    }, delayMs);
  }

  /** True when this instance may post to the channel now (it holds, or took, its lease). */
  async function mayPost(channelId: string, worker: Worker): Promise<boolean> {
    const leases = deps.channels;
    if (!leases) return true;
    if (await leases.take(channelId)) {
      held.add(channelId);
      return true;
    }
    held.delete(channelId);
    // Another instance posts here; should it die, its lease runs out and this one takes over.
    const until = (await leases.heldUntil(channelId)) ?? now();
    retryLater(channelId, worker, Math.max(1000, until + 1 - now()));
    return false;
  }

  async function giveUp(channelId: string): Promise<void> {
    if (deps.channels && held.delete(channelId)) await deps.channels.release(channelId);
  }

  async function drain(channelId: string, worker: Worker): Promise<void> {
    const log = deps.log.child({ channelId });
    while (!stopping) {
      try {
        worker.again = false;
        if (worker.holdUntil > now()) {
          retryLater(channelId, worker, worker.holdUntil - now());
          return;
        }
        if (!(await mayPost(channelId, worker))) return;
        // A message prepared earlier (by this instance or one gone) is sent as it is: same nonce.
        let message = await outbox.preparedMessage(channelId);
        if (message && message.rowIds.length === 0) {
          await outbox.dropEmptyMessage(message.nonce);
          continue;
        }
        if (message && message.nextAttemptAt > now()) {
          retryLater(channelId, worker, message.nextAttemptAt - now());
          return;
        }
        if (message && now() - message.preparedAt > NONCE_MEMORY_MS) {
          const found = await lookFor(message, log);
          if (found === 'posted') continue;
          if (found === 'wait') {
            retryLater(channelId, worker, message.nextAttemptAt - now());
            return;
          }
        }
        if (!message) {
          if (deps.silences) {
            await outbox.releaseEnded(channelId, now());
            await outbox.holdSilenced(channelId, now());
          }
          await outbox.parkForBrokenLinks(channelId);
          const queued = await outbox.unprepared(channelId, maxRows, now());
          if (queued.length === 0) {
            const summary = await summariseIncidents(channelId, log);
            if (summary === 'posted') continue;
            if (summary === 'wait') {
              retryLater(channelId, worker, backoffDelay(3, backoff));
              return;
            }
            await giveUp(channelId);
            return;
          }
          message = await prepare(channelId, queued, log);
          if (!message) continue;
        }
        const outcome = await send(message, log);
        if (outcome === 'wait') {
          retryLater(channelId, worker, message.nextAttemptAt - now());
          return;
        }
        if (outcome !== 'done') {
          // Sending now would only wait in discord.js's queue with what is pending at this moment;
          // waiting here instead lets the next message take everything that arrives until the reset.
          worker.holdUntil = now() + outcome.holdMs;
        }
      } catch (err) {
        // The database failed (or a bug): nothing was lost, the rows are still pending.
        const delayMs = backoffDelay(3, backoff);
        log.error({ err, retryInMs: delayMs }, 'sending alerts failed unexpectedly; will retry');
        retryLater(channelId, worker, delayMs);
        return;
      }
    }
  }

  /**
   * Renders the oldest queued rows into one message and stores it before any attempt to send it.
   * The whole message is rendered here in the guild's language of this moment, and stored
   * rendered: every attempt posts those same bytes (same nonce, same `ref` marker), so a message
   * prepared before a `/language` change goes out whole in the language it was prepared in, and
   * rows not yet prepared go out in the new one. A message that lost rows is rendered anew, then
   * in the language of that moment. One message never mixes two languages.
   */
  async function prepare(
    channelId: string,
    queued: QueuedAlert[],
    log: Logger,
  ): Promise<PreparedMessage | undefined> {
    const usable: Array<{ queued: QueuedAlert; alert: Alert }> = [];
    const unusable: number[] = [];
    for (const q of queued) {
      const alert = toAlert(q, deps.names);
      if (alert) usable.push({ queued: q, alert });
      else unusable.push(q.row.id);
    }
    if (unusable.length > 0) {
      await outbox.parkRows(unusable, 'event no longer stored');
      log.warn({ rows: unusable.length }, 'alerts parked: their events are no longer stored');
    }
    if (usable.length === 0) return undefined;
    const guildId = queued[0]?.guildId;
    const makeId = guildId !== undefined ? deps.customIds?.(guildId) : undefined;
    const locale = (guildId !== undefined && (await deps.language?.(guildId))) || DEFAULT_LOCALE;
    // A silence that ended: everything it held goes out first, as one summary.
    const heldBy = usable.find((u) => u.queued.row.silenceId !== null)?.queued.row.silenceId;
    if (heldBy != null) {
      const held = usable.filter((u) => u.queued.row.silenceId === heldBy);
      const silence = await deps.silences?.byId(heldBy);
      const incidents = (await deps.heldIncidents?.ended(channelId, now()))?.find(
        (e) => e.silence.id === heldBy,
      );
      const body = renderSilenceSummary(
        { alerts: held.map((u) => u.alert), incidents: incidents?.incidents ?? [] },
        {
          from: silence?.createdAt ?? now(),
          to: silence ? endOf(silence) : null,
          now: now(),
          makeId,
          locale,
        },
      );
      const prepared = await store(
        channelId,
        body,
        held.map((u) => u.queued),
      );
      // Stored, the summary names them for good: an incident still open gets its message now.
      if (prepared && incidents) await deps.heldIncidents?.release(incidents);
      return prepared;
    }
    if (
      deps.names.list &&
      usable.some((u) => u.alert.serverName === undefined) &&
      now() - namesWaitedAt > 60_000
    ) {
      namesWaitedAt = now();
      await deps.names.list().catch(() => undefined);
      for (const { alert } of usable) alert.serverName ??= deps.names.name(alertServerId(alert));
    }
    const { body, count } = renderAlertMessage(
      usable.map((u) => u.alert),
      { now: now(), locale, ...(makeId !== undefined && { makeId }) },
    );
    return store(
      channelId,
      body,
      usable.slice(0, count).map((u) => u.queued),
    );
  }

  /** Stores a rendered message with its nonce and rows; undefined when a row was taken meanwhile. */
  async function store(
    channelId: string,
    body: AlertMessageBody,
    taken: QueuedAlert[],
  ): Promise<PreparedMessage | undefined> {
    const rows = taken.map((q) => q.row);
    const nonce = nonceFor(rows);
    // `enforce_nonce`: a repeat of this nonce returns the message Discord already created; the
    // marker finds it once Discord has forgotten the nonce.
    const full = { ...withMarker(body, markerOf(nonce)), nonce, enforce_nonce: true };
    const rowIds = rows.map((r) => r.id);
    // Not stored when a row was taken meanwhile (unlinked, or in another message): render again.
    if (!(await outbox.prepare({ nonce, channelId, body: full, rowIds }))) return undefined;
    return {
      nonce,
      channelId,
      body: full,
      rowIds,
      attempts: 0,
      nextAttemptAt: 0,
      preparedAt: now(),
      oldestEventAt: oldestEventAt(taken),
    };
  }

  /**
   * Incident messages held by a silence that ended without holding any alert here: named in a
   * summary of their own (a nonce derived from the silence makes a retry return the same message),
   * then released. A channel that refuses it releases them all the same: their own messages meet
   * the same refusal and record it.
   */
  async function summariseIncidents(channelId: string, log: Logger): Promise<'none' | 'posted' | 'wait'> {
    const [ended] = (await deps.heldIncidents?.ended(channelId, now())) ?? [];
    if (!ended) return 'none';
    const { silence } = ended;
    const body = renderSilenceSummary(
      { alerts: [], incidents: ended.incidents },
      {
        from: silence.createdAt,
        to: endOf(silence),
        now: now(),
        makeId: deps.customIds?.(silence.guildId),
        locale: (await deps.language?.(silence.guildId)) ?? DEFAULT_LOCALE,
      },
    );
    const nonce = nonceOf(`silence-summary:${silence.id}:${silence.createdAt}:${channelId}`);
    const marker = markerOf(nonce);
    // Ended long enough ago that Discord may have forgotten the nonce of an attempt whose answer
    // never came (a crash): look for the summary by its marker before posting it again. A refused
    // look (no Read Message History) leaves it to the nonce, as for alerts.
    let posted: string | undefined;
    const endedAt = endOf(silence) ?? now();
    if (now() - endedAt > NONCE_MEMORY_MS && deps.findPosted) {
      try {
        posted = await deps.findPosted(channelId, endedAt - CLOCK_MARGIN_MS, (m) => carriesMarker(m, marker));
      } catch (err) {
        const failure = classifyFailure(err);
        if (failure.kind === 'retry') {
          log.warn({ reason: failure.reason, silenceId: silence.id }, 'looking for a silence summary failed');
          return 'wait';
        }
      }
    }
    try {
      if (!posted) await deps.post(channelId, { ...withMarker(body, marker), nonce, enforce_nonce: true });
    } catch (err) {
      const failure = classifyFailure(err);
      if (failure.kind === 'retry') {
        log.warn(
          { reason: failure.reason, silenceId: silence.id },
          'posting a silence summary failed; will retry',
        );
        return 'wait';
      }
      log.warn({ reason: failure.reason, silenceId: silence.id }, 'the summary of a silence was refused');
    }
    await deps.heldIncidents!.release(ended);
    return 'posted';
  }

  /**
   * Whether a message Discord may have created (an attempt whose answer never came: a crash, a
   * lost connection) and whose nonce it may have forgotten is in its channel: found, it is marked
   * sent. A failed look is a failed attempt (`wait`); a refused one leaves posting to find out.
   */
  async function lookFor(
    message: PreparedMessage,
    channelLog: Logger,
  ): Promise<'posted' | 'absent' | 'wait'> {
    if (!deps.findPosted) return 'absent';
    const log = channelLog.child({ nonce: message.nonce });
    const marker = markerOf(message.nonce);
    let messageId: string | undefined;
    try {
      messageId = await deps.findPosted(message.channelId, message.preparedAt - CLOCK_MARGIN_MS, (m) =>
        carriesMarker(m, marker),
      );
    } catch (err) {
      const failure = classifyFailure(err);
      if (failure.kind !== 'retry') return 'absent';
      message.nextAttemptAt = now() + backoffDelay(message.attempts + 1, backoff);
      await outbox.markFailed(message.nonce, failure.reason, message.nextAttemptAt);
      log.warn({ reason: failure.reason }, 'looking for an alert message in its channel failed; will retry');
      return 'wait';
    }
    if (messageId === undefined) return 'absent';
    await outbox.markSent(message.nonce, messageId, now());
    log.info({ messageId }, 'alert message found in its channel, posted before a restart: not posted again');
    return 'posted';
  }

  async function send(
    message: PreparedMessage,
    channelLog: Logger,
  ): Promise<'done' | 'wait' | { holdMs: number }> {
    const log = channelLog.child({ nonce: message.nonce, events: message.rowIds.length });
    let result: PostResult;
    try {
      // Checked at send time, before each attempt, retries included: a share that ended while
      // the message waited (a 429, a backoff) withdraws it from that guild's channel.
      result = await deps.post(message.channelId, message.body, {
        beforeEachAttempt: () => outbox.claimForSending(message.nonce),
      });
    } catch (err) {
      if (err instanceof RequestWithdrawn) {
        log.info(
          'alert message withdrawn before sending: a link broke or a share ended; the rest is sent anew',
        );
        return 'done';
      }
      const failure = classifyFailure(err);
      if (failure.kind === 'broken') {
        const { links, rows } = await outbox.breakChannel(message.channelId, failure.reason);
        log.warn(
          { reason: failure.reason, links, parked: rows },
          'channel refused alerts: its links are broken',
        );
        return 'done';
      }
      if (failure.kind === 'rejected') {
        await outbox.parkMessage(message.nonce, failure.reason);
        log.error({ err, reason: failure.reason }, 'Discord rejected an alert message; its rows are parked');
        return 'done';
      }
      const attempts = message.attempts + 1;
      const delayMs = backoffDelay(attempts, backoff);
      message.nextAttemptAt = now() + delayMs;
      await outbox.markFailed(message.nonce, failure.reason, message.nextAttemptAt);
      const { pending, oldestPendingAt } = await outbox.backlog();
      log.warn(
        {
          reason: failure.reason,
          attempts,
          retryInMs: delayMs,
          backlog: pending,
          oldestPendingAgeSeconds: ageSeconds(oldestPendingAt, now()),
        },
        'posting alerts failed; will retry',
      );
      return 'wait';
    }
    await outbox.markSent(message.nonce, result.id, now());
    // Progress an operator can watch: where, how many, how late; never what the alerts say.
    log.info(
      { messageId: result.id, delaySeconds: ageSeconds(message.oldestEventAt, now()) },
      'alert message posted',
    );
    const limit = result.rateLimit;
    return limit && limit.remaining === 0 && limit.resetAfterMs > 0 ? { holdMs: limit.resetAfterMs } : 'done';
  }

  return {
    wake,
    /**
     * Wakes every channel with pending rows (at start: rows left by a previous run); resolves once
     * they are woken. With channel leases, looks again every `sweepMs`.
     */
    async start(): Promise<void> {
      stopping = false;
      const sweep = async () => {
        try {
          for (const channelId of await outbox.pendingChannels()) wake(channelId);
          for (const channelId of (await deps.heldIncidents?.channels()) ?? []) wake(channelId);
        } catch (err) {
          // The database failed (its write health says why); the next sweep tries again.
          deps.log.error({ err }, 'looking for channels with alerts waiting failed');
        }
      };
      if (deps.channels) sweepTimer = setInterval(() => void sweep(), deps.sweepMs ?? 30_000).unref();
      await sweep();
    },
    /**
     * Stops taking work; in-flight sends get up to `graceMs` to finish (rows stay pending otherwise).
     * The channels' leases are then given up, so another instance posts their rows at once.
     */
    async stop(graceMs = 10_000): Promise<void> {
      stopping = true;
      clearInterval(sweepTimer);
      for (const worker of workers.values()) clearTimeout(worker.timer);
      await settleWithin(inFlight(workers.values()), graceMs);
      for (const channelId of [...held])
        await giveUp(channelId).catch((err: unknown) => {
          // Not given up: it runs out after its TTL, and another instance takes the channel then.
          deps.log.error({ err, channelId }, 'giving up a channel lease failed');
        });
    },
    /** Channels waiting: for a retry after a failure, or for Discord's rate limit to reset. */
    waiting(): number {
      return [...workers.values()].filter((w) => w.timer !== undefined).length;
    },
    /** Resolves when no channel is sending (tests). */
    idle(): Promise<void> {
      return untilIdle(() => workers.values());
    },
  };
}

export type Sender = ReturnType<typeof createSender>;

export function ageSeconds(since: number | null, now: number): number | null {
  return since === null ? null : Math.max(0, Math.round((now - since) / 1000));
}

function toAlert(queued: QueuedAlert, names: ServerNames): Alert | undefined {
  const stored = parseStoredEvent(queued.raw);
  const event = stored && isKnownEvent(stored) ? alertEventOf(stored) : undefined;
  if (!event) return undefined;
  return {
    event,
    serverName: names.name(event.serverId ?? event.data.serverId),
    mentionRoleId: queued.row.mentionRoleId,
  };
}

function alertServerId(alert: Alert): string {
  return alert.event.serverId ?? alert.event.data.serverId;
}
