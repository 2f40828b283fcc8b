import { renderControlsFor } from '../../../discord/render/alert-controls.js';
import { DEFAULT_LOCALE } from '../../../i18n/locale.js';
import { EMBEDS_MAX } from '../../../text/embed-lines.js';
import { MULTI_TITLE_MAX, renderAlertEmbed, SINGLE_TITLE_MAX } from './alert-embed.js';
import { renderDigest } from './digest.js';
import type { Alert, AlertMessageBody, RenderOptions } from './types.js';

const SNOWFLAKE = /^\d{17,20}$/;

/**
 * One channel message for the oldest of `alerts` (oldest first): a rich embed for one alert, one
 * embed per alert up to ten, a digest beyond that. `count` says how many alerts it holds; the
 * caller sends the rest in the next message. Only roles that an alert in this message calls for
 * are mentioned, in `content`, and `allowed_mentions` allows exactly those.
 */
export function renderAlertMessage(
  alerts: readonly Alert[],
  options: RenderOptions,
): { body: AlertMessageBody; count: number } {
  if (alerts.length === 0) throw new Error('renderAlertMessage needs at least one alert');
  let embeds: AlertMessageBody['embeds'];
  let count: number;
  if (alerts.length <= EMBEDS_MAX) {
    const titleMax = alerts.length === 1 ? SINGLE_TITLE_MAX : MULTI_TITLE_MAX;
    embeds = alerts.map((alert) => renderAlertEmbed(alert, { ...options, titleMax }));
    count = alerts.length;
  } else {
    ({ embeds, count } = renderDigest(alerts, options));
  }
  const roles = [
    ...new Set(
      alerts
        .slice(0, count)
        .map((a) => a.mentionRoleId)
        .filter((id): id is string => id !== null && SNOWFLAKE.test(id)),
    ),
  ];
  const body: AlertMessageBody = {
    embeds,
    allowed_mentions: roles.length > 0 ? { parse: [], roles } : { parse: [] },
  };
  if (roles.length > 0) body.content = roles.map((id) => `<@&${id}>`).join(' ');
  if (options.makeId !== undefined) {
    const components = renderControlsFor(
      options.makeId,
      serversOf(alerts.slice(0, count)),
      options.locale ?? DEFAULT_LOCALE,
    );
    if (components.length > 0) body.components = components;
  }
  return { body, count };
}

/** The servers the alerts are about, in order of first appearance, with their names. */
export function serversOf(alerts: readonly Alert[]): Array<{ id: string; name: string | undefined }> {
  const servers = new Map<string, string | undefined>();
  for (const alert of alerts) {
    const id = alert.event.serverId ?? alert.event.data.serverId;
    if (id && !servers.has(id)) servers.set(id, alert.serverName);
  }
  return [...servers].map(([id, name]) => ({ id, name }));
}
