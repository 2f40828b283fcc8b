import { randomUUID } from 'node:crypto';
import { type Client, PermissionFlagsBits } from 'discord.js';
import type { Config } from '../config.js';
import type { Claims } from '../db/claims.js';
import type { Links } from '../db/links.js';
import type { DatabaseHandle } from '../db/open.js';
import {
  describeHostingError,
  HostingApiError,
  type HostingClient,
  type Installation,
} from '../hosting/index.js';
import { signPayload } from '../pipeline/1-intake/signature.js';
import { discordLoginProblem } from '../start-problems.js';
import { readIdentity } from './identity.js';
import { checkAccess, checkShares } from './ownership.js';
import { type Finding, finding } from './types.js';

export interface DoctorDeps {
  config: Config;
  hosting: HostingClient;
  /** The opened database, or why it could not be opened. */
  database: DatabaseHandle | Error;
  links: Links | undefined;
  claims: Claims | undefined;
  /** A logged-in client, or why logging in failed. */
  discord: Client<true> | Error;
  /** Every provider scope some command needs. */
  requiredScopes: readonly string[];
  /** Where hostcord's webhook answers locally; checked with a locally signed ping. */
  webhookUrl?: string | undefined;
  /**
   * Only this guild's servers and channels (`/doctor`): one community must not learn another's
   * server ids or channels. Unset for `npm run doctor`, which the operator runs.
   */
  guildId?: string | undefined;
  now?: Date;
}

const DAY_MS = 86_400_000;
/** Warn this long before the provider token expires. */
const EXPIRY_WARNING_DAYS = 14;
const POST_PERMISSIONS = [
  ['View Channel', PermissionFlagsBits.ViewChannel],
  ['Send Messages', PermissionFlagsBits.SendMessages],
  ['Embed Links', PermissionFlagsBits.EmbedLinks],
] as const;

export function checkConfiguration(config: Config): Finding[] {
  return [
    finding('ok', 'configuration', `valid; events by ${config.eventSource}, database ${config.databasePath}`),
    ...config.warnings.map((w) => finding('warning', 'configuration', w)),
  ];
}

export function checkDatabase(database: DatabaseHandle | Error): Finding[] {
  if (database instanceof Error) {
    return [
      finding(
        'error',
        'database',
        `cannot open it (${database.message}); check DATABASE_PATH and that its folder is writable`,
      ),
    ];
  }
  const result = database.sqlite.pragma('quick_check', { simple: true });
  return result === 'ok'
    ? [finding('ok', 'database', 'opened, migrations applied, integrity check passed')]
    : [
        finding(
          'error',
          'database',
          `integrity check failed (${String(result)}); restore the file from a backup`,
        ),
      ];
}

export async function checkProviderToken(
  deps: Pick<DoctorDeps, 'hosting' | 'config' | 'now'>,
): Promise<Finding[]> {
  const area = 'provider token';
  let identity: Record<string, unknown>;
  try {
    identity = await deps.hosting.me();
  } catch (err) {
    if (err instanceof HostingApiError && err.status === 401) {
      return [
        finding(
          'error',
          area,
          'the provider refused HOSTING_TOKEN; create a new bot token and set HOSTING_TOKEN',
        ),
      ];
    }
    return [finding('error', area, `cannot check it: ${describeHostingError(err)}`)];
  }
  const facts = readIdentity(identity);
  const kind = deps.config.hostingTokenKind === 'personal' ? 'personal token' : 'bot token';
  const scopes = facts.scopes ? `scopes ${facts.scopes.join(', ') || 'none'}` : 'scopes not reported';
  const out: Finding[] = [];
  const now = deps.now ?? new Date();
  if (facts.expiresAt) {
    const days = Math.floor((facts.expiresAt.getTime() - now.getTime()) / DAY_MS);
    const when = `${facts.expiresAt.toISOString().slice(0, 10)} (in ${days} day${days === 1 ? '' : 's'})`;
    out.push(
      days < EXPIRY_WARNING_DAYS
        ? finding(
            'warning',
            area,
            `${kind} expires ${when}; create a new one and update HOSTING_TOKEN before then`,
          )
        : finding('ok', area, `${kind}, ${scopes}, expires ${when}`),
    );
    if (days < EXPIRY_WARNING_DAYS) out.push(finding('ok', area, `${kind}, ${scopes}`));
  } else {
    out.push(finding('ok', area, `${kind}, ${scopes}, no expiry reported`));
  }
  if (deps.config.hostingTokenKind === 'personal') {
    out.push(
      finding(
        'warning',
        area,
        'a personal token (zhp_…) gets no events or installations; use a bot token (zhb_…)',
      ),
    );
  }
  return out;
}

export async function checkInstallations(
  deps: Pick<DoctorDeps, 'hosting' | 'config' | 'requiredScopes' | 'guildId' | 'links'>,
): Promise<Finding[]> {
  const area = 'installations';
  if (deps.config.hostingTokenKind === 'personal') return [];
  const installations: Installation[] = [];
  try {
    for await (const page of deps.hosting.iterate.installations({ limit: 100 }))
      installations.push(...page.data);
  } catch (err) {
    return [finding('error', area, `cannot list them: ${describeHostingError(err)}`)];
  }
  if (installations.length === 0) {
    return [finding('warning', area, 'the bot is installed on no server; ask a server owner to install it')];
  }
  const guildId = deps.guildId;
  const shown =
    guildId === undefined
      ? installations
      : installations.filter((inst) => deps.links?.isLinked(guildId, inst.serverId));
  return shown.map((inst) => {
    const missing = deps.requiredScopes.filter((s) => !inst.grantedScopes.includes(s));
    if (inst.status !== 'active') {
      return finding('warning', area, `server ${inst.serverId}: installation is ${inst.status}, not active`);
    }
    if (missing.length > 0) {
      return finding(
        'warning',
        area,
        `server ${inst.serverId}: not granted ${missing.join(', ')}; the commands needing them are refused there. Ask the server owner to add them to the bot's installation`,
      );
    }
    return finding('ok', area, `server ${inst.serverId}: every scope the commands need is granted`);
  });
}

export function checkDiscord(discord: Client<true> | Error, apiUrl: string): Finding[] {
  if (discord instanceof Error) return [finding('error', 'discord', discordLoginProblem(discord, apiUrl))];
  return [
    finding(
      'ok',
      'discord',
      `logged in as ${discord.user.tag}, in ${discord.guilds.cache.size} Discord server(s)`,
    ),
  ];
}

export function checkChannels(
  discord: Client<true> | Error,
  links: Links | undefined,
  guildId?: string | undefined,
): Finding[] {
  if (discord instanceof Error || !links) return [];
  const area = 'channels';
  const guildIds = guildId === undefined ? discord.guilds.cache.map((g) => g.id) : [guildId];
  const all = guildIds.flatMap((id) => links.forGuild(id));
  if (all.length === 0) return [finding('warning', area, 'no server is linked yet; an admin can use /link')];
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const link of all) {
    if (seen.has(link.channelId)) continue;
    seen.add(link.channelId);
    const channel = discord.channels.cache.get(link.channelId);
    if (!channel || channel.isDMBased() || !('permissionsFor' in channel)) {
      out.push(
        finding(
          'error',
          area,
          `channel ${link.channelId} no longer exists; /unlink it or /link another channel`,
        ),
      );
      continue;
    }
    const me = channel.guild.members.me;
    const granted = me ? channel.permissionsFor(me) : null;
    const missing = POST_PERMISSIONS.filter(([, bit]) => !granted?.has(bit)).map(([name]) => name);
    if (missing.length > 0) {
      out.push(
        finding(
          'error',
          area,
          `#${channel.name}: the bot lacks ${missing.join(', ')}; grant them in the channel's permissions`,
        ),
      );
    } else if (link.state === 'broken') {
      out.push(
        finding(
          'warning',
          area,
          `#${channel.name}: marked broken earlier; run /link again to resume alerts there`,
        ),
      );
    } else {
      out.push(finding('ok', area, `#${channel.name}: the bot can post alerts`));
    }
  }
  return out;
}

/** Sends a ping signed with WEBHOOK_SECRET to the local endpoint, as the provider would. */
export async function checkWebhook(config: Config, url: string | undefined): Promise<Finding[]> {
  if (!config.webhookSecret || !url) return [];
  const area = 'webhook';
  const body = JSON.stringify({
    id: randomUUID(),
    type: 'ping',
    serverId: null,
    createdAt: new Date().toISOString(),
    data: { botId: 'hostcord-doctor', message: 'local check by hostcord doctor' },
  });
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
    if (res.ok) return [finding('ok', area, `${url} accepted a locally signed ping`)];
    return [
      finding(
        'error',
        area,
        `${url} answered ${res.status} to a locally signed ping; see the log for the reason`,
      ),
    ];
  } catch {
    return [
      finding(
        'warning',
        area,
        `nothing answers at ${url}; is hostcord running? (the doctor does not start it)`,
      ),
    ];
  }
}

export async function runDoctor(deps: DoctorDeps): Promise<Finding[]> {
  const [token, installations, webhook, access] = await Promise.all([
    checkProviderToken(deps),
    checkInstallations(deps),
    checkWebhook(deps.config, deps.webhookUrl),
    checkAccess(deps.config, deps.discord),
  ]);
  return [
    ...checkConfiguration(deps.config),
    ...checkDatabase(deps.database),
    ...token,
    ...installations,
    ...checkDiscord(deps.discord, deps.config.discordApiUrl),
    ...access,
    ...checkShares(deps.claims, deps.discord, deps.guildId),
    ...checkChannels(deps.discord, deps.links, deps.guildId),
    ...webhook,
  ];
}

export function formatFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.level.padEnd(7)} ${f.area}: ${f.message}`).join('\n');
}
