import type { APIEmbed } from 'discord.js';
import type { Deployment } from '../../hosting/index.js';
import { t } from '../../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { code, literal } from '../../text/literal.js';
import { renderListPage } from './list-page.js';
import { discordTime, formatValue, humanise, isScalar, pick } from './records.js';

export interface DeploymentsView {
  serverName: string;
  deployments: Deployment[];
  page: number;
}

// The spec only says a deployment "carries a status, a phase and an error message"; the field names
// are not published, so each is looked up under the names it plausibly has.
const STATUS = ['status', 'state', 'result'];
const PHASE = ['phase', 'stage', 'step'];
const ERROR = ['errorMessage', 'error', 'failureReason', 'message'];
const TIME = ['createdAt', 'startedAt', 'finishedAt', 'updatedAt'];
const ID = ['id', 'deploymentId'];
/** Other fields shown per deployment, besides the ones above. */
const MAX_EXTRA = 3;

/**
 * One deployment: what is present of status, phase, time and id, its error, then a few other fields.
 * Values and field names are the provider's, shown as they are. Pure.
 */
export function deploymentLines(deployment: Deployment, locale: Locale = DEFAULT_LOCALE): string[] {
  const status = pick(deployment, STATUS);
  const phase = pick(deployment, PHASE);
  const time = pick(deployment, TIME);
  const id = pick(deployment, ID);
  const error = pick(deployment, ERROR);
  const head = [
    time && (discordTime(time.value, 'f', Date.now(), locale) ?? literal(String(time.value), 40)),
    status && `**${literal(String(status.value), 60)}**`,
    phase && literal(String(phase.value), 60),
    id && code(String(id.value), 40),
  ].filter(Boolean);
  const shown = new Set([status, phase, time, id, error].filter(Boolean).map((f) => f?.key));
  const extra = Object.entries(deployment)
    .filter(([key, value]) => !shown.has(key) && value !== null && isScalar(value))
    .slice(0, MAX_EXTRA)
    .map(([key, value]) => `${literal(humanise(key), 40)}: ${formatValue(key, value, 100, locale)}`);
  const lines = [`• ${head.join(' · ') || t(locale, 'views.deployment')}`];
  if (error) lines.push(`  ⚠️ ${literal(String(error.value), 300)}`);
  if (extra.length > 0) lines.push(`  ${extra.join(' · ')}`);
  return lines;
}

/** The `/deployments` page in the reader's language. Pure. */
export function renderDeployments(
  view: DeploymentsView,
  locale: Locale = DEFAULT_LOCALE,
): { embeds: APIEmbed[] } {
  const lines = view.deployments.flatMap((deployment) => deploymentLines(deployment, locale));
  return renderListPage('deployments', view, lines, locale);
}
