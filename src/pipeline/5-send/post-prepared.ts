import { backoffDelay } from '../../backoff.js';
import { endOf } from '../../db/silences.js';
import { RequestWithdrawn } from '../../discord/attempt-check.js';
import { classifyFailure } from '../../discord/writing/failures.js';
import { nonceOf } from '../../discord/writing/nonce.js';
import type { FindPosted, PostResult } from '../../discord/writing/post-message.js';
import { DEFAULT_LOCALE } from '../../i18n/locale.js';
import type { Logger } from '../../logger.js';
import type { PreparedMessage } from '../4-outbox/outbox.js';
import { carriesMarker, markerOf, withMarker } from './render/marker.js';
import { renderSilenceSummary } from './render/summary.js';
import { ageSeconds, CLOCK_MARGIN_MS, NONCE_MEMORY_MS, type SenderState } from './sender-state.js';

/**
 * `sent`: Discord has it, go on with the channel's queue; `done`: go on (it was withdrawn, parked,
 * or the channel broke); `wait`: retry at the message's `nextAttemptAt`; `holdMs`: sent, and
 * Discord's bucket for the channel is empty.
 */
export type PostOutcome = 'sent' | 'done' | 'wait' | { holdMs: number };

/**
 * Posts a prepared message and records the answer: sent, withdrawn, the channel broken, the
 * message parked, or a failure to retry.
 */
export async function postPrepared(
  state: SenderState,
  message: PreparedMessage,
  channelLog: Logger,
): Promise<PostOutcome> {
  const { deps, outbox, now } = state;
  const log = channelLog.child({ nonce: message.nonce, events: message.rowIds.length });
  let result: PostResult;
  try {
    // Checked at send time, before each attempt, retries included: a share that ended while
    // the message waited (a 429, a backoff) withdraws it from that guild's channel.
    result = await deps.post(message.channelId, message.body, {
      beforeEachAttempt: () => outbox.claimForSending(message),
    });
  } catch (err) {
    return recordFailure(state, message, err, log);
  }
  await outbox.markSent(message, result.id, now());
  // Progress an operator can watch: where, how many, how late; never what the alerts say.
  log.info(
    { messageId: result.id, delaySeconds: ageSeconds(message.oldestEventAt, now()) },
    'alert message posted',
  );
  const limit = result.rateLimit;
  return limit && limit.remaining === 0 && limit.resetAfterMs > 0 ? { holdMs: limit.resetAfterMs } : 'sent';
}

/** What a failed post means for the message's rows (and the channel's links). */
async function recordFailure(
  state: SenderState,
  message: PreparedMessage,
  err: unknown,
  log: Logger,
): Promise<'done' | 'wait'> {
  const { outbox, now } = state;
  if (err instanceof RequestWithdrawn) {
    // Its rows are no longer all pending under its nonce: some were parked just now (a link broke,
    // a share ended), or the channel's next holder posted the message while this instance waited
    // for its slot (its channel lease ran out).
    log.info(
      'alert message withdrawn before sending: a link broke, a share ended, or another instance posted it meanwhile; what is left is sent anew',
    );
    return 'done';
  }
  const failure = classifyFailure(err);
  if (failure.kind === 'broken') {
    const { links, rows } = await outbox.breakChannel(message.channelId, failure.reason);
    log.warn({ reason: failure.reason, links, parked: rows }, 'channel refused alerts: its links are broken');
    return 'done';
  }
  if (failure.kind === 'rejected') {
    await outbox.parkMessage(message, failure.reason);
    log.error({ err, reason: failure.reason }, 'Discord rejected an alert message; its rows are parked');
    return 'done';
  }
  const delayMs = await failedAttempt(state, message, failure.reason);
  const { pending, oldestPendingAt } = await outbox.backlog();
  log.warn(
    {
      reason: failure.reason,
      attempts: message.attempts + 1,
      retryInMs: delayMs,
      backlog: pending,
      oldestPendingAgeSeconds: ageSeconds(oldestPendingAt, now()),
    },
    'posting alerts failed; will retry',
  );
  return 'wait';
}

/**
 * A failed attempt of the message (a post, or a look for it): the message waits the backoff of its
 * next attempt, and its rows are marked failed with why. Resolves with the wait.
 */
async function failedAttempt(state: SenderState, message: PreparedMessage, reason: string): Promise<number> {
  const delayMs = backoffDelay(message.attempts + 1, state.backoff);
  message.nextAttemptAt = state.now() + delayMs;
  await state.outbox.markFailed(message, reason, message.nextAttemptAt);
  return delayMs;
}

/**
 * Whether a message Discord may have created (an attempt whose answer never came: a crash, a
 * lost connection) and whose nonce it may have forgotten is in its channel: found, it is marked
 * sent. A failed look is a failed attempt (`wait`); a refused one leaves posting to find out.
 */
export async function lookForPosted(
  state: SenderState,
  message: PreparedMessage,
  channelLog: Logger,
): Promise<'posted' | 'absent' | 'wait'> {
  const { deps, outbox, now } = state;
  if (!deps.findPosted) return 'absent';
  const log = channelLog.child({ nonce: message.nonce });
  const place = { channelId: message.channelId, since: message.preparedAt };
  const messageId = await findByMarker(deps.findPosted, place, markerOf(message.nonce));
  if (typeof messageId === 'object') {
    await failedAttempt(state, message, messageId.retry);
    log.warn({ reason: messageId.retry }, 'looking for an alert message in its channel failed; will retry');
    return 'wait';
  }
  if (messageId === undefined) return 'absent';
  await outbox.markSent(message, messageId, now());
  log.info({ messageId }, 'alert message found in its channel, posted before a restart: not posted again');
  return 'posted';
}

/**
 * Incident messages held by a silence that ended without holding any alert here: named in a
 * summary of their own (a nonce derived from the silence makes a retry return the same message),
 * then released. A channel that refuses it releases them all the same: their own messages meet
 * the same refusal and record it.
 */
export async function summariseIncidents(
  state: SenderState,
  channelId: string,
  log: Logger,
): Promise<'none' | 'posted' | 'wait'> {
  const { deps, now } = state;
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
    const found = await findByMarker(deps.findPosted, { channelId, since: endedAt }, marker);
    if (typeof found === 'object') {
      log.warn({ reason: found.retry, silenceId: silence.id }, 'looking for a silence summary failed');
      return 'wait';
    }
    posted = found;
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
 * The id of a message carrying `marker` in the channel, posted since `since` (less the clocks'
 * margin), or undefined; `retry` when the look failed in a way worth retrying. A look Discord
 * refuses (no Read Message History) finds nothing: posting finds out.
 */
async function findByMarker(
  findPosted: FindPosted,
  place: { channelId: string; since: number },
  marker: string,
): Promise<string | undefined | { retry: string }> {
  try {
    return await findPosted(place.channelId, place.since - CLOCK_MARGIN_MS, (m) => carriesMarker(m, marker));
  } catch (err) {
    const failure = classifyFailure(err);
    return failure.kind === 'retry' ? { retry: failure.reason } : undefined;
  }
}
