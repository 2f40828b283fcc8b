import type { APIEmbed } from 'discord.js';
import { ALERT_FILTERS } from '../../alert-filters.js';
import type { Link } from '../../db/links.js';
import type { TestAlertOutcome, TestAlertRun } from '../../discord/ports.js';
import { classifyFailure } from '../../discord/writing/failures.js';
import { nonceFor } from '../../discord/writing/nonce.js';
import type { PostMessage } from '../../discord/writing/post-message.js';
import { t } from '../../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { literal, truncate } from '../../text/literal.js';
import { renderAlertMessage } from './render/message.js';
import type { AlertEvent } from './render/types.js';

/**
 * A test alert: a sample event rendered by the alert renderer with the link's mention setting,
 * posted by the channel writer, and refused or taken by Discord exactly as an alert would be.
 *
 * It never enters the inbox or the outbox: no provider event id can collide with it, the
 * dispatcher, incidents and the event metrics never see it, and a failure is reported to whoever
 * asked instead of breaking the link (they are watching, and will fix it and try again). Its
 * nonce comes from the run and the link, so a retry inside the REST layer posts it once.
 */

export interface TestAlertDeps {
  /** The channel writer (not the counting one of delivery: a test is no alert message). */
  post: PostMessage;
  names: { name(serverId: string): string | undefined };
  /** The language of the link's guild (src/i18n/languages.ts); English when not given. */
  language?: (guildId: string) => Promise<Locale>;
  now?: () => number;
}

export async function sendTestAlerts(
  deps: TestAlertDeps,
  links: readonly Link[],
  run: TestAlertRun,
): Promise<TestAlertOutcome[]> {
  const out: TestAlertOutcome[] = [];
  // One after another: the writer's queue paces each channel, and a test is a handful of messages.
  for (const link of links) {
    // A public message: the guild's language at this moment, for the whole message.
    const locale = (await deps.language?.(link.guildId)) ?? DEFAULT_LOCALE;
    const body = renderTestAlert(link, deps.names.name(link.serverId), run, (deps.now ?? Date.now)(), locale);
    const nonce = nonceFor([{ id: link.id, eventId: `hostcord-test:${run.runId}` }]);
    try {
      const result = await deps.post(link.channelId, { ...body, nonce, enforce_nonce: true });
      out.push({ link, kind: 'posted', messageId: result.id });
    } catch (err) {
      out.push({ link, ...classifyFailure(err) });
    }
  }
  return out;
}

/** The sample event, rendered as an alert for this link, and marked as a test wherever it shows. */
export function renderTestAlert(
  link: Link,
  serverName: string | undefined,
  run: TestAlertRun,
  now: number,
  locale: Locale = DEFAULT_LOCALE,
) {
  const createdAt = new Date(now).toISOString();
  const event: AlertEvent = {
    id: `hostcord-test:${run.runId}`,
    type: 'server.activity',
    serverId: link.serverId,
    createdAt,
    data: {
      id: `hostcord-test:${run.runId}`,
      serverId: link.serverId,
      category: 'test',
      type: 'test',
      severity: 'info',
      source: 'bot',
      title: t(locale, 'alerts.test.title'),
      createdAt,
    },
  };
  // The mention setting applies whatever the severities, so the test shows whether the ping works.
  const { body } = renderAlertMessage([{ event, serverName, mentionRoleId: link.mentionRoleId }], {
    now,
    locale,
  });
  const [embed] = body.embeds as [APIEmbed];
  embed.title = t(locale, 'alerts.test.title');
  embed.description = [
    'member' in run.askedBy
      ? t(locale, 'alerts.test.byMember', { command: '/alerts test', user: run.askedBy.member })
      : t(locale, 'alerts.test.byScript', { script: run.askedBy.script }),
    // Three lists of 25 values and 25 severities would pass the description's 4,096 characters.
    truncate(filterText(locale, link), FILTER_LINE_MAX),
    truncate(mentionText(locale, link), MENTION_LINE_MAX),
  ].join('\n');
  embed.footer = { text: t(locale, 'alerts.test.footer') };
  return body;
}

const FILTER_LINE_MAX = 2400;
const MENTION_LINE_MAX = 1400;

/** Values members typed: shown literally. */
const shown = (values: readonly string[]) => values.map((v) => literal(v, 50)).join(', ');

function filterText(locale: Locale, link: Link): string {
  const set = ALERT_FILTERS.filter((filter) => link[filter.list].length > 0).map((filter) =>
    t(locale, filter.labels.test, { values: shown(link[filter.list]) }),
  );
  return set.length === 0
    ? t(locale, 'alerts.test.unfiltered')
    : t(locale, 'alerts.test.filtered', { filters: set.join('; ') });
}

function mentionText(locale: Locale, { mentionRoleId: role, mentionSeverities }: Link): string {
  if (!role) return t(locale, 'alerts.test.mentionsNobody');
  return mentionSeverities.length === 0
    ? t(locale, 'alerts.test.mentionsEvery', { role })
    : t(locale, 'alerts.test.mentionsSeverities', { role, severities: shown(mentionSeverities) });
}

/**
 * What became of one test alert, in words for whoever asked (in their language; the operator's
 * console reads English); the caller names the channel. Discord's reasons stay as Discord and the
 * log give them.
 */
export function describeTestOutcome(
  outcome: TestAlertOutcome,
  locale: Locale = DEFAULT_LOCALE,
): { ok: boolean; text: string } {
  if (outcome.kind === 'posted') {
    const state = outcome.link.state;
    const text =
      state === 'broken'
        ? t(locale, 'alerts.test.postedBroken', { command: '/link' })
        : state === 'inactive'
          ? t(locale, 'alerts.test.postedInactive')
          : t(locale, 'alerts.test.posted');
    return { ok: true, text };
  }
  if (outcome.kind === 'broken') {
    return { ok: false, text: t(locale, 'alerts.test.refused', { reason: outcome.reason }) };
  }
  if (outcome.kind === 'rejected') return { ok: false, text: outcome.reason };
  return { ok: false, text: t(locale, 'alerts.test.notTaken', { reason: outcome.reason }) };
}
