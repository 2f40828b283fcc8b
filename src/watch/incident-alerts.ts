import type { Incident, IncidentAlert, Incidents } from '../db/incidents.js';
import type { MakeId } from '../discord/component-id.js';
import type { ChannelWriter } from '../discord/writing/channel-writer.js';
import { classifyFailure } from '../discord/writing/failures.js';
import { nonceOf } from '../discord/writing/nonce.js';
import { type DiscordMessages, isUnknownMessage } from '../discord/writing/post-message.js';
import type { Locale } from '../i18n/locale.js';
import type { Logger } from '../logger.js';
import { renderIncidentAlert } from './render/incident.js';

export interface IncidentAlertDeps {
  incidents: Incidents;
  writer: ChannelWriter;
  messages: DiscordMessages;
  /** The server's current name, when the incident did not record one. */
  name: (serverId: string) => string | undefined;
  /** The guild of a channel where the server is linked (its controls are made for it); undefined once unlinked. */
  guildOf?: (channelId: string, serverId: string) => Promise<string | undefined>;
  /** Whether a restart of the server runs now: its Restart button is disabled meanwhile. */
  restartUnderway?: (serverId: string) => Promise<boolean>;
  /** Signs the controls' ids for a guild (src/discord/component-id.ts). */
  customIds: (guildId: string) => MakeId;
  /**
   * The silence running for the server in the channel, if any: a message not posted yet is held
   * until its summary (src/watch/held-incidents.ts). A posted one is still edited (see docs/alerts.md).
   */
  silenced?: (channelId: string, serverId: string) => Promise<number | undefined>;
  /** The guild's language: each message is written in it when rendered (English without a guild). */
  guildLanguage?: (guildId: string) => Promise<Locale>;
  log: Logger;
}

/**
 * What an alert's message shows, as stored in `shown`: `closed`, or `open` with `+ack` once
 * someone is on it and `+restart` while a restart runs. A message is edited when this changes.
 */
export function viewOf(incident: Incident, restartUnderway: boolean): string {
  if (incident.closedAt !== null) return 'closed';
  return `open${incident.acknowledgedAt !== null ? '+ack' : ''}${restartUnderway ? '+restart' : ''}`;
}

/** Posts and edits the alerts of incidents (the watch's `alerts`). */
export interface IncidentAlerts {
  /** Posts or edits the alerts of one incident. */
  sync(incidentId: number): Promise<void>;
  /** At start: everything a previous run left unfinished; resolves once they are queued. */
  resume(): Promise<void>;
}

/**
 * Brings each incident alert in line with its incident: posted once (a nonce derived from the
 * alert makes a retry after a crash return the same message), then edited in place when the
 * incident closes. Writes go through the channel writer, so they queue, back off and respect
 * rate limits like board edits. A channel that refuses, or a message someone deleted, ends the
 * attempts for that alert (recorded in `failure`).
 */
export function createIncidentAlerts(deps: IncidentAlertDeps): IncidentAlerts {
  return { sync: (incidentId) => sync(deps, incidentId), resume: () => resume(deps) };
}

async function sync(deps: IncidentAlertDeps, incidentId: number): Promise<void> {
  let alerts: IncidentAlert[];
  try {
    alerts = await deps.incidents.alertsOf(incidentId);
  } catch (err) {
    // Left for `resume` at the next start: the alerts stay unsettled in the table.
    deps.log.error({ err, incidentId }, 'could not read the alerts of an incident');
    return;
  }
  await Promise.all(alerts.map((alert) => submit(deps, alert)));
}

async function resume(deps: IncidentAlertDeps): Promise<void> {
  try {
    for (const alert of await deps.incidents.unsettledAlerts()) void submit(deps, alert);
  } catch (err) {
    deps.log.error({ err }, 'could not read the incident alerts left unsettled');
  }
}

function submit(deps: IncidentAlertDeps, alert: IncidentAlert): Promise<void> {
  return deps.writer.submit(alert.channelId, `incident-alert:${alert.id}`, () => settle(deps, alert.id));
}

/** Writes until the alert's message shows what its incident is now (read anew at every turn). */
async function settle(deps: IncidentAlertDeps, alertId: number): Promise<void> {
  const { incidents } = deps;
  for (;;) {
    const alert = await incidents.alert(alertId);
    const incident = alert && (await incidents.byId(alert.incidentId));
    if (!alert || !incident || alert.failure !== null || alert.shown === 'held') return;
    if (alert.messageId === null && alert.shown === 'none' && (await holds(deps, alert, incident.serverId)))
      continue;
    const underway = incident.closedAt === null && (await deps.restartUnderway?.(incident.serverId)) === true;
    const wanted = viewOf(incident, underway);
    if (alert.shown === wanted) return;
    if (await write(deps, alert, incident, underway, wanted)) return;
  }
}

/** Whether a silence holds the alert's message (not posted yet): it is marked held, not posted. */
async function holds(deps: IncidentAlertDeps, alert: IncidentAlert, serverId: string): Promise<boolean> {
  const silenceId = await deps.silenced?.(alert.channelId, serverId);
  if (silenceId === undefined) return false;
  await deps.incidents.hold(alert.id, silenceId);
  deps.log.info(
    { alertId: alert.id, channelId: alert.channelId, silenceId },
    'incident alert held by a silence',
  );
  return true;
}

/** The message in the language of its channel's guild, with controls while the server is linked there. */
async function render(
  deps: IncidentAlertDeps,
  alert: IncidentAlert,
  incident: Incident,
  underway: boolean,
): Promise<ReturnType<typeof renderIncidentAlert>> {
  const guildId = await deps.guildOf?.(alert.channelId, incident.serverId);
  const locale = guildId === undefined ? undefined : await deps.guildLanguage?.(guildId);
  return renderIncidentAlert({
    ...(locale && { locale }),
    incident,
    serverName: incident.serverName ?? deps.name(incident.serverId) ?? incident.serverId,
    mentionRoleId: alert.mentionRoleId,
    controls:
      guildId === undefined ? undefined : { makeId: deps.customIds(guildId), restartUnderway: underway },
  });
}

/** Posts or edits the message; whether the alert is settled (false: it shows less than wanted yet). */
async function write(
  deps: IncidentAlertDeps,
  alert: IncidentAlert,
  incident: Incident,
  underway: boolean,
  wanted: string,
): Promise<boolean> {
  const { incidents } = deps;
  const body = await render(deps, alert, incident, underway);
  try {
    if (alert.messageId === null) {
      const nonce = nonceOf(`incident-alert:${alert.id}:${incident.serverId}:${incident.downSince}`);
      const posted = await deps.messages.post(alert.channelId, { ...body, nonce, enforce_nonce: true });
      // A repeated nonce returns the message posted first, which may show "down": recorded as
      // such, so a closed incident edits it on the next turn of the loop.
      await incidents.markShown(alert.id, posted.id, 'open');
      return wanted === 'open';
    }
    await deps.messages.edit(alert.channelId, alert.messageId, body);
    await incidents.markShown(alert.id, alert.messageId, wanted);
    return true;
  } catch (err) {
    await giveUp(deps, alert, err);
    return true;
  }
}

/** A deleted message or a refusing channel ends the alert's attempts; anything else is retried. */
async function giveUp(deps: IncidentAlertDeps, alert: IncidentAlert, err: unknown): Promise<void> {
  const { incidents, log } = deps;
  if (isUnknownMessage(err)) {
    await incidents.markFailed(alert.id, 'the alert message was deleted in Discord');
    log.info(
      { alertId: alert.id, channelId: alert.channelId },
      'incident alert was deleted; not posted again',
    );
    return;
  }
  const failure = classifyFailure(err);
  if (failure.kind === 'retry') throw err;
  await incidents.markFailed(alert.id, failure.reason);
  log.warn(
    { alertId: alert.id, channelId: alert.channelId, reason: failure.reason },
    'incident alert not posted',
  );
}
