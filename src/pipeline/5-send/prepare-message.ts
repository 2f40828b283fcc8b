import { endOf } from '../../db/silences.js';
import type { MakeId } from '../../discord/component-id.js';
import { nonceFor } from '../../discord/writing/nonce.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import type { Logger } from '../../logger.js';
import { oldestEventAt, type PreparedMessage, type QueuedAlert } from '../4-outbox/outbox.js';
import { markerOf, withMarker } from './render/marker.js';
import { renderAlertMessage } from './render/message.js';
import { renderSilenceSummary } from './render/summary.js';
import type { Alert, AlertMessageBody } from './render/types.js';
import type { SenderState, ServerNames } from './sender-state.js';

interface Usable {
  queued: QueuedAlert;
  alert: Alert;
}

/** How every message of one preparation is rendered: for the guild of its link, in its language. */
interface Rendering {
  makeId: MakeId | undefined;
  locale: Locale;
}

/**
 * Renders the oldest queued rows into one message and stores it before any attempt to send it.
 * The whole message is rendered here in the guild's language of this moment, and stored
 * rendered: every attempt posts those same bytes (same nonce, same `ref` marker), so a message
 * prepared before a `/language` change goes out whole in the language it was prepared in, and
 * rows not yet prepared go out in the new one. A message that lost rows is rendered anew, then
 * in the language of that moment. One message never mixes two languages.
 */
export async function prepareMessage(
  state: SenderState,
  channelId: string,
  queued: QueuedAlert[],
  log: Logger,
): Promise<PreparedMessage | undefined> {
  const { deps } = state;
  const usable: Usable[] = [];
  const unusable: number[] = [];
  for (const q of queued) {
    const alert = toAlert(q, deps.names);
    if (alert) usable.push({ queued: q, alert });
    else unusable.push(q.row.id);
  }
  if (unusable.length > 0) {
    await state.outbox.parkRows(unusable, 'event no longer stored');
    log.warn({ rows: unusable.length }, 'alerts parked: their events are no longer stored');
  }
  if (usable.length === 0) return undefined;
  const guildId = queued[0]?.guildId;
  const makeId = guildId !== undefined ? deps.customIds?.(guildId) : undefined;
  const locale = (guildId !== undefined && (await deps.language?.(guildId))) || DEFAULT_LOCALE;
  // A silence that ended: everything it held goes out first, as one summary.
  const heldBy = usable.find((u) => u.queued.row.silenceId !== null)?.queued.row.silenceId;
  if (heldBy != null) return prepareSilenceSummary(state, channelId, heldBy, usable, { makeId, locale });
  await waitForMissingNames(state, usable);
  const { body, count } = renderAlertMessage(
    usable.map((u) => u.alert),
    { now: state.now(), locale, ...(makeId !== undefined && { makeId }) },
  );
  return storePrepared(
    state,
    channelId,
    body,
    usable.slice(0, count).map((u) => u.queued),
  );
}

/** The rows a silence held, with the incident messages it held, as one summary. */
async function prepareSilenceSummary(
  state: SenderState,
  channelId: string,
  heldBy: number,
  usable: Usable[],
  { makeId, locale }: Rendering,
): Promise<PreparedMessage | undefined> {
  const { deps, now } = state;
  const held = usable.filter((u) => u.queued.row.silenceId === heldBy);
  const silence = await deps.silences?.byId(heldBy);
  const incidents = (await deps.heldIncidents?.ended(channelId, now()))?.find((e) => e.silence.id === heldBy);
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
  const prepared = await storePrepared(
    state,
    channelId,
    body,
    held.map((u) => u.queued),
  );
  // Stored, the summary names them for good: an incident still open gets its message now.
  if (prepared && incidents) await deps.heldIncidents?.release(incidents);
  return prepared;
}

/** A server whose name is unknown: the names are listed again, at most once a minute. */
async function waitForMissingNames(state: SenderState, usable: Usable[]): Promise<void> {
  const { names } = state.deps;
  if (
    names.list &&
    usable.some((u) => u.alert.serverName === undefined) &&
    state.now() - state.namesWaitedAt > 60_000
  ) {
    state.namesWaitedAt = state.now();
    await names.list().catch(() => undefined);
    for (const { alert } of usable) alert.serverName ??= names.name(alertServerId(alert));
  }
}

/** Stores a rendered message with its nonce and rows; undefined when a row was taken meanwhile. */
async function storePrepared(
  state: SenderState,
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
  if (!(await state.outbox.prepare({ nonce, channelId, body: full, rowIds }))) return undefined;
  return {
    nonce,
    channelId,
    body: full,
    rowIds,
    attempts: 0,
    nextAttemptAt: 0,
    preparedAt: state.now(),
    oldestEventAt: oldestEventAt(taken),
  };
}

/** The alert a queued row carries; none for a row queued before rows carried events, its event gone. */
function toAlert(queued: QueuedAlert, names: ServerNames): Alert | undefined {
  const { event } = queued;
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
