import type { Client } from 'discord.js';
import type { Config } from '../config.js';
import type { Link, Links } from '../db/links.js';
import type { FilterKind, SeenValueStore } from '../db/seen-values.js';
import { ALERT_PERMISSIONS, RECOVERY_PERMISSION } from '../discord/channel-permissions.js';
import {
  ALERT_EVENTS,
  type HostingClient,
  type Installation,
  installationProblems,
} from '../hosting/index.js';
import { hostingProblem } from './provider.js';
import { type Shown, shownFor } from './shown.js';
import { type Finding, finding } from './types.js';

// Per linked server, what the README's troubleshooting table names as causes of "no alerts" or of a
// refused command: installation, scopes, subscription, the links and their channels, filters.

export interface ServerCheckDeps {
  config: Pick<Config, 'hostingTokenKind' | 'hostingApiUrl'>;
  hosting: Pick<HostingClient, 'iterate'>;
  links: Pick<Links, 'all' | 'forGuild'>;
  seen: Pick<SeenValueStore, 'forServers'>;
  /** Server names from the provider's list (cached); the id is shown when one is unknown. */
  names: { name(serverId: string): string | undefined; list(): Promise<unknown> };
  discord: Client<true> | Error;
  requiredScopes: readonly string[];
  /** `/doctor`: only this guild's links, and no installation it has no link to. */
  guildId?: string | undefined;
}

const FILTERS: ReadonlyArray<[keyof Pick<Link, 'categories' | 'types' | 'severities'>, FilterKind]> = [
  ['categories', 'category'],
  ['types', 'type'],
  ['severities', 'severity'],
];

export async function checkServers(deps: ServerCheckDeps): Promise<Finding[]> {
  const shown = shownFor(deps.guildId === undefined ? 'terminal' : 'discord');
  const links = deps.guildId === undefined ? await deps.links.all() : await deps.links.forGuild(deps.guildId);
  const [installations] = await Promise.all([
    listInstallations(deps),
    deps.names.list().catch(() => undefined),
  ]);
  const out: Finding[] = [];
  if (installations instanceof Error) out.push(finding('error', 'installations', installations.message));
  else if (installations?.length === 0) {
    out.push(
      finding(
        'warning',
        'installations',
        'the bot is installed on no server; ask a server owner to install it',
      ),
    );
  }
  if (links.length === 0)
    out.push(finding('warning', 'links', 'no server is linked yet; an admin can use /link'));

  const byServer = new Map<string, Link[]>();
  for (const link of links) byServer.set(link.serverId, [...(byServer.get(link.serverId) ?? []), link]);
  const list = Array.isArray(installations) ? installations : undefined;
  if (list && deps.guildId === undefined) {
    for (const inst of list.filter((i) => !byServer.has(i.serverId))) {
      out.push(
        finding(
          'ok',
          'installations',
          `${shown.named(deps.names.name(inst.serverId), inst.serverId)} is installed but linked to no channel; link it with /link`,
        ),
      );
    }
  }
  for (const [serverId, serverLinks] of byServer) {
    const name = deps.names.name(serverId);
    const area = `server ${shown.named(name, serverId)}`;
    const installation = list?.find((i) => i.serverId === serverId);
    if (list) out.push(...installationFindings(area, shown.text(name ?? serverId), installation, deps));
    const seen = await deps.seen.forServers([serverId]);
    for (const link of serverLinks) out.push(linkFinding(area, link, seen, deps.discord, shown));
  }
  return out;
}

/** The bot's installations, undefined for a personal token (it has none), or why they cannot be read. */
async function listInstallations(deps: ServerCheckDeps): Promise<Installation[] | Error | undefined> {
  if (deps.config.hostingTokenKind === 'personal') return undefined;
  const all: Installation[] = [];
  try {
    for await (const page of deps.hosting.iterate.installations({ limit: 100 })) all.push(...page.data);
    return all;
  } catch (err) {
    return new Error(`cannot list them: ${hostingProblem(err, deps.config.hostingApiUrl)}`);
  }
}

function installationFindings(
  area: string,
  name: string,
  installation: Installation | undefined,
  deps: Pick<ServerCheckDeps, 'requiredScopes'>,
): Finding[] {
  const problems = installationProblems(installation, deps.requiredScopes);
  if (problems.length === 0) {
    return [
      finding(
        'ok',
        area,
        `installed, every scope the commands need is granted, subscribed to ${ALERT_EVENTS}`,
      ),
    ];
  }
  return problems.map((problem) => {
    switch (problem.kind) {
      case 'missing':
        return finding(
          'error',
          area,
          'the bot is not installed on it: its commands are refused and no alerts come; ask the server owner to install the bot',
        );
      case 'inactive':
        return finding(
          'error',
          area,
          `the bot's installation is ${shownStatus(problem.status)}, not active; ask the server owner to look at it in the provider's panel`,
        );
      case 'unsubscribed':
        return finding(
          'error',
          area,
          `alerts for ${name} will never arrive: subscribe the installation to ${ALERT_EVENTS} in the provider's panel`,
        );
      case 'scopes':
        return finding(
          'warning',
          area,
          `not granted ${problem.missing.join(', ')}; the commands needing them are refused there. Ask the server owner to add them to the bot's installation`,
        );
      default:
        return problem satisfies never;
    }
  });
}

/** An installation status is the provider's free text (spec: the full set is not shown). */
function shownStatus(status: string): string {
  return /^[\w -]{1,40}$/.test(status) ? status : 'in an unknown state';
}

function linkFinding(
  area: string,
  link: Link,
  seen: Record<FilterKind, string[]>,
  discord: Client<true> | Error,
  shown: Shown,
): Finding {
  const channel = discord instanceof Error ? undefined : discord.channels.cache.get(link.channelId);
  const where = channelLabel(discord, link.channelId, shown);
  let recovers = true;
  if (!(discord instanceof Error)) {
    if (!channel || channel.isDMBased() || !('permissionsFor' in channel)) {
      return finding('error', area, `${where} no longer exists; /unlink it or /link another channel`);
    }
    const me = channel.guild.members.me;
    const granted = me ? channel.permissionsFor(me) : null;
    const missing = ALERT_PERMISSIONS.filter(([, bit]) => !granted?.has(bit)).map(([label]) => label);
    if (missing.length > 0) {
      return finding(
        'error',
        area,
        `${where}: the bot lacks ${missing.join(', ')}; grant them in the channel's permissions`,
      );
    }
    recovers = granted?.has(RECOVERY_PERMISSION[1]) === true;
  }
  if (link.state === 'broken') {
    return finding(
      'error',
      area,
      `${where}: alerts stopped, the link is broken (${shown.text(link.stateReason ?? 'Discord refused a message', 200)}); once the channel is fixed, run /link again`,
    );
  }
  if (link.state === 'inactive') {
    return finding(
      'warning',
      area,
      `${where}: the link is inactive, the bot was uninstalled from the server; alerts resume when it is installed again`,
    );
  }
  const closed = FILTERS.find(
    ([key, kind]) =>
      link[key].length > 0 && seen[kind].length > 0 && !link[key].some((v) => seen[kind].includes(v)),
  );
  if (closed) {
    const [key, kind] = closed;
    const list = (values: string[]) => values.map((v) => shown.text(v, 50)).join(', ');
    return finding(
      'warning',
      area,
      `${where}: its ${key} filter (${list(link[key])}) matches none of the values seen in this server's events (${list(seen[kind])}), so nothing is posted there; change it with /alerts filter`,
    );
  }
  if (!recovers) {
    return finding(
      'warning',
      area,
      `${where}: the bot lacks ${RECOVERY_PERMISSION[0]}; alerts arrive, but one posted just as hostcord stopped abruptly may be posted twice when it starts again minutes later; grant it in the channel's permissions`,
    );
  }
  return finding('ok', area, `${where}: the bot can post alerts`);
}

/** `#name` of a channel the bot sees, else its id. */
export function channelLabel(discord: Client<true> | Error, channelId: string, shown: Shown): string {
  const channel = discord instanceof Error ? undefined : discord.channels.cache.get(channelId);
  return channel && 'name' in channel && channel.name
    ? `#${shown.text(channel.name)}`
    : `channel ${channelId}`;
}
