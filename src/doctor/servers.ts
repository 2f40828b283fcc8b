import { ALERT_FILTERS, type FilterKind } from '../alert-filters.js';
import type { Config } from '../config.js';
import type { Link, Links } from '../db/links.js';
import type { SeenValueStore } from '../db/seen-values.js';
import { ALERT_PERMISSIONS, RECOVERY_PERMISSION } from '../discord/channel-permissions.js';
import type { ReadyDiscordView } from '../discord/ports.js';
import { failureReasonIn } from '../discord/writing/failures.js';
import {
  ALERT_EVENTS,
  type HostingClient,
  type Installation,
  installationProblems,
} from '../hosting/index.js';
import { commandIn, t, text } from '../i18n/catalogue.js';
import { formatList } from '../i18n/format.js';
import type { Locale } from '../i18n/locale.js';
import { hostingProblem } from './provider.js';
import { type Shown, shownFor } from './shown.js';
import { type Finding, finding, type Words } from './types.js';

// Per linked server, what the README's troubleshooting table names as causes of "no alerts" or of a
// refused command: installation, scopes, subscription, the links and their channels, filters.

export interface ServerCheckDeps {
  config: Pick<Config, 'hostingTokenKind' | 'hostingApiUrl'>;
  hosting: Pick<HostingClient, 'iterate'>;
  links: Pick<Links, 'all' | 'forGuild'>;
  seen: Pick<SeenValueStore, 'forServers'>;
  /** Server names from the provider's list (cached); the id is shown when one is unknown. */
  names: { name(serverId: string): string | undefined; list(): Promise<unknown> };
  discord: ReadyDiscordView | Error;
  requiredScopes: readonly string[];
  /** `/doctor`: only this guild's links, and no installation it has no link to. */
  guildId?: string | undefined;
}

export async function checkServers(deps: ServerCheckDeps): Promise<Finding[]> {
  const shown = shownFor(deps.guildId === undefined ? 'terminal' : 'discord');
  const links = deps.guildId === undefined ? await deps.links.all() : await deps.links.forGuild(deps.guildId);
  const [installations] = await Promise.all([
    listInstallations(deps),
    deps.names.list().catch(() => undefined),
  ]);
  const out: Finding[] = [];
  const installed = text('doctor.area.installations');
  if (typeof installations === 'function') out.push(finding('error', installed, installations));
  else if (installations?.length === 0)
    out.push(finding('warning', installed, text('doctor.installations.none')));
  if (links.length === 0) {
    out.push(finding('warning', text('doctor.area.links'), text('doctor.links.none', { command: '/link' })));
  }

  const byServer = new Map<string, Link[]>();
  for (const link of links) byServer.set(link.serverId, [...(byServer.get(link.serverId) ?? []), link]);
  const list = Array.isArray(installations) ? installations : undefined;
  if (list && deps.guildId === undefined) {
    for (const inst of list.filter((i) => !byServer.has(i.serverId))) {
      const server = shown.named(deps.names.name(inst.serverId), inst.serverId);
      out.push(finding('ok', installed, text('doctor.installations.unlinked', { server, command: '/link' })));
    }
  }
  for (const [serverId, serverLinks] of byServer) {
    const name = deps.names.name(serverId);
    const area = text('doctor.area.server', { server: shown.named(name, serverId) });
    const installation = list?.find((i) => i.serverId === serverId);
    if (list) out.push(...installationFindings(area, shown.text(name ?? serverId), installation, deps));
    const seen = await deps.seen.forServers([serverId]);
    for (const link of serverLinks) out.push(linkFinding(area, link, seen, deps.discord, shown));
  }
  return out;
}

/** The bot's installations, undefined for a personal token (it has none), or why they cannot be read. */
async function listInstallations(
  deps: ServerCheckDeps,
): Promise<Installation[] | ((locale: Locale) => string) | undefined> {
  if (deps.config.hostingTokenKind === 'personal') return undefined;
  const all: Installation[] = [];
  try {
    for await (const page of deps.hosting.iterate.installations({ limit: 100 })) all.push(...page.data);
    return all;
  } catch (err) {
    const problem = hostingProblem(err, deps.config.hostingApiUrl);
    return (locale) => t(locale, 'doctor.installations.cannotList', { problem: problem(locale) });
  }
}

function installationFindings(
  area: Words,
  name: string,
  installation: Installation | undefined,
  deps: Pick<ServerCheckDeps, 'requiredScopes'>,
): Finding[] {
  const problems = installationProblems(installation, deps.requiredScopes);
  const events = ALERT_EVENTS;
  if (problems.length === 0) return [finding('ok', area, text('doctor.servers.installed', { events }))];
  return problems.map((problem) => {
    switch (problem.kind) {
      case 'missing':
        return finding('error', area, text('doctor.servers.notInstalled'));
      case 'inactive':
        // An installation status is the provider's free text (spec: the full set is not shown).
        return finding(
          'error',
          area,
          /^[\w -]{1,40}$/.test(problem.status)
            ? text('doctor.servers.inactive', { status: problem.status })
            : text('doctor.servers.unknownState'),
        );
      case 'unsubscribed':
        return finding('error', area, text('doctor.servers.unsubscribed', { name, events }));
      case 'scopes':
        return finding(
          'warning',
          area,
          text('doctor.servers.scopes', { scopes: problem.missing.join(', ') }),
        );
      default:
        return problem satisfies never;
    }
  });
}

function linkFinding(
  area: Words,
  link: Link,
  seen: Record<FilterKind, string[]>,
  discord: ReadyDiscordView | Error,
  shown: Shown,
): Finding {
  // The channel is named in the reader's words (`#alerts`, or `channel <id>` when unseen).
  const say = (level: Finding['level'], words: (locale: Locale, channel: string) => string) =>
    finding(level, area, (locale) => words(locale, channelLabel(discord, link.channelId, shown, locale)));
  const channel = discord instanceof Error ? undefined : discord.channels.cache.get(link.channelId);
  let recovers = true;
  if (!(discord instanceof Error)) {
    if (!channel || channel.isDMBased() || !('permissionsFor' in channel)) {
      return say('error', (l, where) =>
        t(l, 'doctor.link.gone', {
          channel: where,
          unlink: commandIn(l, '/unlink'),
          link: commandIn(l, '/link'),
        }),
      );
    }
    const me = channel.guild.members.me;
    const granted = me ? channel.permissionsFor(me) : null;
    // Discord's names of the permissions, as its client shows them in the reader's language.
    const missing = ALERT_PERMISSIONS.filter(([, bit]) => !granted?.has(bit)).map(([key]) => key);
    if (missing.length > 0) {
      return say('error', (l, where) =>
        t(l, 'doctor.link.lacks', {
          channel: where,
          permissions: formatList(
            l,
            missing.map((key) => t(l, key)),
          ),
        }),
      );
    }
    recovers = granted?.has(RECOVERY_PERMISSION[1]) === true;
  }
  if (link.state === 'broken') {
    // Discord's refusal as hostcord stored it (English, as in its log), told in the reader's language.
    const stored = link.stateReason;
    return say('error', (l, where) =>
      t(l, 'doctor.link.broken', {
        channel: where,
        reason: shown.text(stored ? failureReasonIn(l, stored) : t(l, 'doctor.link.refusedMessage'), 200),
        command: '/link',
      }),
    );
  }
  if (link.state === 'inactive') {
    return say('warning', (l, where) => t(l, 'doctor.link.inactive', { channel: where }));
  }
  const closed = ALERT_FILTERS.find(
    ({ list: key, kind }) =>
      link[key].length > 0 && seen[kind].length > 0 && !link[key].some((v) => seen[kind].includes(v)),
  );
  if (closed) {
    const { list: key, kind } = closed;
    const list = (values: string[]) => values.map((v) => shown.text(v, 50)).join(', ');
    return say('warning', (l, where) =>
      t(l, 'doctor.link.filterClosed', {
        channel: where,
        filter: key,
        values: list(link[key]),
        seen: list(seen[kind]),
        command: '/alerts filter',
      }),
    );
  }
  if (!recovers) {
    return say('warning', (l, where) =>
      t(l, 'doctor.link.noRecovery', { channel: where, permission: t(l, RECOVERY_PERMISSION[0]) }),
    );
  }
  return say('ok', (l, where) => t(l, 'doctor.link.ok', { channel: where }));
}

/** `#name` of a channel the bot sees, else its id. */
export function channelLabel(
  discord: ReadyDiscordView | Error,
  channelId: string,
  shown: Shown,
  locale: Locale = 'en-US',
): string {
  const channel = discord instanceof Error ? undefined : discord.channels.cache.get(channelId);
  return channel && 'name' in channel && channel.name
    ? `#${shown.text(channel.name)}`
    : t(locale, 'doctor.link.channelId', { id: channelId });
}
