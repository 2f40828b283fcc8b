import type { Config } from '../config.js';
import type { Boards } from '../db/boards.js';
import type { Claims } from '../db/claims.js';
import type { Link, Links } from '../db/links.js';
import type { SeenValueStore } from '../db/seen-values.js';
import type { ReadyDiscordView, TestAlertOutcome } from '../discord/ports.js';
import type { HostingClient } from '../hosting/index.js';
import { t, text } from '../i18n/catalogue.js';
import { selfTestPing } from '../pipeline/1-intake/self-test.js';
import { signPayload } from '../pipeline/1-intake/signature.js';
import { discordLoginProblem, shownPostgresUrl } from '../start-problems.js';
import type { Store } from '../store/store.js';
import { checkBoards } from './boards.js';
import { checkEvents, type EventsReport } from './events.js';
import { checkGames, type GameCheckDeps } from './games.js';
import { checkAccess, checkShares } from './ownership.js';
import { checkProviderToken } from './provider.js';
import { checkRefreshBudget } from './refresh-budget.js';
import { channelLabel, checkServers, type ServerCheckDeps } from './servers.js';
import { shownFor } from './shown.js';
import { checkTestAlerts } from './test-alerts.js';
import { type Finding, finding, wordsIn } from './types.js';

export interface DoctorDeps {
  config: Config;
  hosting: HostingClient;
  /** The opened database, or why it could not be opened. */
  database: Pick<Store, 'dialect' | 'shown' | 'integrity'> | Error;
  links: Links | undefined;
  claims: Claims | undefined;
  /** Filter values seen in each server's events, to tell a filter that lets nothing through. */
  seen: SeenValueStore | undefined;
  /** Server names (the provider's list, cached). */
  names: ServerCheckDeps['names'];
  /** A logged-in client, or why logging in failed. */
  discord: ReadyDiscordView | Error;
  /** Every provider scope some command needs. */
  requiredScopes: readonly string[];
  /** Game queries: GAME_QUERY and each linked server's last status. */
  games?: GameCheckDeps['games'];
  /** Status boards, to report the broken ones. */
  boards?: Pick<Boards, 'all' | 'forGuild'> | undefined;
  /** Where hostcord's webhook answers locally; checked with a locally signed ping. */
  webhookUrl?: string | undefined;
  /** `--send-test`: posts a test alert into every link's channel. */
  sendTest?: ((links: readonly Link[]) => Promise<TestAlertOutcome[]>) | undefined;
  /** The running bot's `events` health check (feed and webhook), or why it could not be read. */
  events?: () => Promise<EventsReport | Error>;
  /**
   * Only this guild's servers and channels (`/doctor`): one community must not learn another's
   * server ids or channels. Unset for `npm run doctor`, which the operator runs.
   */
  guildId?: string | undefined;
  now?: Date;
}

/**
 * Where the data is: for the operator (`npm run doctor`) only. `/doctor` answers a community's
 * admins, who are not told the host's paths or its database server and user.
 */
function databaseShown(config: Config, forOperator: boolean): string {
  if (config.databaseUrl)
    return forOperator ? (shownPostgresUrl(config.databaseUrl) ?? 'PostgreSQL') : 'PostgreSQL';
  return forOperator ? config.databasePath : 'SQLite';
}

export function checkConfiguration(config: Config, forOperator = true): Finding[] {
  const area = text('doctor.area.configuration');
  return [
    finding(
      'ok',
      area,
      text('doctor.config.ok', { source: config.eventSource, database: databaseShown(config, forOperator) }),
    ),
    ...config.warnings.map((w) => finding('warning', area, w.said)),
  ];
}

export async function checkDatabase(
  database: DoctorDeps['database'],
  forOperator = true,
): Promise<Finding[]> {
  const area = text('doctor.area.database');
  if (database instanceof Error)
    return [finding('error', area, text('doctor.database.cannotOpen', { error: database.message }))];
  const result = await database
    .integrity()
    .catch((err: unknown) => (err instanceof Error ? err.message : String(err)));
  const at = database.shown;
  if (result === 'ok') {
    if (database.dialect !== 'postgres') return [finding('ok', area, text('doctor.database.sqliteOk'))];
    return [
      finding(
        'ok',
        area,
        forOperator ? text('doctor.database.postgresAtOk', { at }) : text('doctor.database.postgresOk'),
      ),
    ];
  }
  if (database.dialect !== 'postgres')
    return [finding('error', area, text('doctor.database.integrityFailed', { error: result }))];
  return [
    finding(
      'error',
      area,
      forOperator
        ? text('doctor.database.postgresAtDown', { at, error: result })
        : text('doctor.database.postgresDown', { error: result }),
    ),
  ];
}

export function checkDiscord(discord: ReadyDiscordView | Error, apiUrl: string): Finding[] {
  const area = text('doctor.area.discord');
  // Only `npm run doctor` can fail to log in (`/doctor` runs in the logged-in bot): the operator's English.
  if (discord instanceof Error) return [finding('error', area, () => discordLoginProblem(discord, apiUrl))];
  return [
    finding(
      'ok',
      area,
      text('doctor.discord.loggedIn', { tag: discord.user.tag, count: discord.guilds.cache.size }),
    ),
  ];
}

/** Sends a ping signed with WEBHOOK_SECRET to the local endpoint, as the provider would. */
export async function checkWebhook(config: Config, url: string | undefined): Promise<Finding[]> {
  if (!config.webhookSecret || !url) return [];
  const area = text('doctor.area.webhook');
  const body = selfTestPing();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'service-signature': signPayload(body, config.webhookSecret, Math.floor(Date.now() / 1000)),
      },
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (res.ok) return [finding('ok', area, text('doctor.webhook.accepted', { url }))];
    return [finding('error', area, text('doctor.webhook.refused', { url, status: String(res.status) }))];
  } catch {
    return [finding('warning', area, text('doctor.webhook.nothing', { url }))];
  }
}

export async function runDoctor(deps: DoctorDeps): Promise<Finding[]> {
  // Read before the webhook check sends its own ping (which the bot never counts as the provider's).
  const events = deps.events ? checkEvents(await deps.events()) : [];
  const [token, servers, webhook, access, boards, games] = await Promise.all([
    checkProviderToken(deps),
    deps.links && deps.seen
      ? checkServers({ ...deps, links: deps.links, seen: deps.seen })
      : Promise.resolve([]),
    checkWebhook(deps.config, deps.webhookUrl),
    checkAccess(deps.config, deps.discord),
    checkBoards(deps.boards, deps.guildId),
    checkGames(deps),
  ]);
  // The whole fleet's budget: the operator's concern, not one community's.
  const budget =
    deps.guildId === undefined ? await checkRefreshBudget(deps.config, deps.boards, deps.links) : [];
  const shown = shownFor(deps.guildId === undefined ? 'terminal' : 'discord');
  const { discord, links, names } = deps;
  const tests =
    deps.sendTest && links && !(discord instanceof Error)
      ? await checkTestAlerts(deps.sendTest, await links.all(), {
          server: (id) => t('en-US', 'doctor.area.server', { server: shown.named(names.name(id), id) }),
          channel: (id) => channelLabel(discord, id, shown),
        })
      : [];
  return [
    ...checkConfiguration(deps.config, deps.guildId === undefined),
    ...(await checkDatabase(deps.database, deps.guildId === undefined)),
    ...token,
    ...checkDiscord(deps.discord, deps.config.discordApiUrl),
    ...access,
    ...(await checkShares(deps.claims, deps.discord, deps.guildId, deps.names)),
    ...servers,
    ...events,
    ...boards,
    ...budget,
    ...games,
    ...webhook,
    ...tests,
  ];
}

/** The report on the operator's console: in English, one line per finding. */
export function formatFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.level.padEnd(7)} ${wordsIn('en-US', f.area)}: ${wordsIn('en-US', f.message)}`)
    .join('\n');
}
