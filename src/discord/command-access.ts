import {
  ApplicationCommandPermissionType,
  type MessageComponentInteraction,
  PermissionsBitField,
} from 'discord.js';
import { t } from '../i18n/catalogue.js';
import { formatList } from '../i18n/format.js';
import type { Locale } from '../i18n/locale.js';
import type { CommandOverridesStore, Overrides } from './command-overrides.js';
import { UserError } from './user-error.js';

/**
 * Whether Discord would let a member use a command in a channel, decided the way Discord's clients
 * decide it since command permissions v2 (all guilds since 28 Feb 2023). Sources: Discord developer
 * docs, change log "Upcoming Application Command Permission Changes" (2022-11-17, with its flowchart)
 * and Interactions › Application Commands › Permissions; support articles "Updates to Command
 * Permissions" and "Command Permissions Lockout".
 *
 * 1. The server owner and members with Administrator may use every command, wherever.
 * 2. Where: the first channel override found, in this order, decides; none found → allowed.
 *    Command-level overrides come before app-level ones ("command-level overrides override
 *    conflicting app-level settings"); within a level the channel's own override comes before its
 *    parent's (a thread follows its channel; a category picked in Integrations covers the channels in
 *    it), and "All Channels" (id guild id − 1) comes last.
 * 3. Who, command level: a user override decides; else the member's role overrides (@everyone not
 *    counted) decide, allowed if any of them allows; else an @everyone override (id = guild id)
 *    decides. A command-level allow needs no default member permissions: it overrides them.
 * 4. Who, app level (id = application id), in the same order: a deny refuses; an allow only lets the
 *    member reach step 5 ("default member permissions are still used when changes are made").
 * 5. default_member_permissions: null → everyone; "0" → admins only; else the member holds every bit.
 */

export interface AccessQuestion {
  guildId: string;
  userId: string;
  /** The member's roles, without @everyone. */
  roleIds: readonly string[];
  /** The channel, then its parents (a thread's channel, a channel's category), most specific first. */
  channelIds: readonly string[];
  /** The member's permissions in the channel, as the interaction carries them. */
  memberPermissions: bigint;
  isOwner: boolean;
  /** The command's `default_member_permissions`: null when everyone may use it. */
  defaultMemberPermissions: bigint | null;
  /** Overrides set for this command, and for the whole app, in this guild (undefined: none or unknown). */
  command?: Overrides | undefined;
  app?: Overrides | undefined;
}

/** Why a member may not: the channel is off, an override refuses them, or they lack the default. */
export type AccessVerdict = { allowed: true } | { allowed: false; why: 'channel' | 'override' | 'default' };

const ADMINISTRATOR = 1n << 3n;
const ALLOWED: AccessVerdict = { allowed: true };

export function resolveCommandAccess(q: AccessQuestion): AccessVerdict {
  if (q.isOwner || isAdmin(q)) return ALLOWED;

  const allChannels = String(BigInt(q.guildId) - 1n);
  const where = [...q.channelIds, allChannels];
  const channel = [q.command, q.app]
    .flatMap((level) => where.map((id) => find(level, ApplicationCommandPermissionType.Channel, id)))
    .find((override) => override !== undefined);
  if (channel && !channel.permission) return { allowed: false, why: 'channel' };

  const byCommand = memberOverride(q.command, q);
  if (byCommand !== undefined) return byCommand ? ALLOWED : { allowed: false, why: 'override' };
  if (memberOverride(q.app, q) === false) return { allowed: false, why: 'override' };

  return holdsDefault(q) ? ALLOWED : { allowed: false, why: 'default' };
}

/** The allow or deny one level gives this member (user, then roles, then @everyone), if any. */
function memberOverride(level: Overrides | undefined, q: AccessQuestion): boolean | undefined {
  const user = find(level, ApplicationCommandPermissionType.User, q.userId);
  if (user) return user.permission;
  const roles = (level ?? []).filter(
    (o) => o.type === ApplicationCommandPermissionType.Role && o.id !== q.guildId && q.roleIds.includes(o.id),
  );
  if (roles.length > 0) return roles.some((o) => o.permission);
  return find(level, ApplicationCommandPermissionType.Role, q.guildId)?.permission;
}

function holdsDefault(q: AccessQuestion): boolean {
  const bits = q.defaultMemberPermissions;
  if (bits === null) return true;
  // "0" disables the command for everyone but admins (Application Commands › Using Default Permissions).
  return bits !== 0n && (q.memberPermissions & bits) === bits;
}

function find(level: Overrides | undefined, type: ApplicationCommandPermissionType, id: string) {
  return level?.find((o) => o.type === type && o.id === id);
}

/** What the guard needs to know about the command whose component was used. */
export interface CommandDefaults {
  name: string;
  defaultMemberPermissions: bigint | null;
}

/** Discord's names of the permissions commands ask for, as each language's Discord shows them. */
const PERMISSION_KEYS = {
  ManageGuild: 'access.manageServer',
  Administrator: 'access.administrator',
} as const;

/**
 * Guard for a button press or a select: Discord checks who may use a slash command when it is used,
 * not when a component of its answer is used, and a custom id can be replayed or made up. So the
 * member must be someone Discord would let use the command in this channel right now: its default
 * member permissions or what admins set in Integrations (see the rules above). When the overrides
 * cannot be read, only the default counts.
 */
export async function requireCommandAccess(
  interaction: MessageComponentInteraction<'cached' | 'raw'>,
  command: CommandDefaults,
  overrides: Pick<CommandOverridesStore, 'lookup'>,
): Promise<void> {
  const question: AccessQuestion = {
    guildId: interaction.guildId,
    userId: interaction.user.id,
    roleIds: roleIdsOf(interaction),
    channelIds: channelChain(interaction),
    memberPermissions: interaction.memberPermissions.bitfield,
    isOwner: interaction.guild?.ownerId === interaction.user.id,
    defaultMemberPermissions: command.defaultMemberPermissions,
  };
  // Owner and admins pass without asking Discord anything.
  if (question.isOwner || isAdmin(question)) return;
  const found = await overrides.lookup(interaction.applicationId, interaction.guildId, command.name);
  const verdict = resolveCommandAccess({ ...question, ...found });
  const why = verdict.allowed ? undefined : verdict.why;
  if (why) throw new UserError((locale) => refusal(locale, command, why));
}

const isAdmin = (q: AccessQuestion) => (q.memberPermissions & ADMINISTRATOR) === ADMINISTRATOR;

function refusal(locale: Locale, command: CommandDefaults, why: 'channel' | 'override' | 'default'): string {
  const params = { command: command.name, integrations: t(locale, 'access.integrations') };
  if (why === 'channel') return t(locale, 'access.channel', params);
  if (why === 'override') return t(locale, 'access.override', params);
  const bits = command.defaultMemberPermissions ?? 0n;
  if (bits === 0n) return t(locale, 'access.admin', params);
  const names = new PermissionsBitField(bits)
    .toArray()
    .map((flag) =>
      flag in PERMISSION_KEYS ? t(locale, PERMISSION_KEYS[flag as keyof typeof PERMISSION_KEYS]) : flag,
    );
  return t(locale, 'access.permission', { ...params, permission: formatList(locale, names) });
}

function roleIdsOf(interaction: MessageComponentInteraction<'cached' | 'raw'>): string[] {
  const roles = interaction.member.roles;
  const ids = Array.isArray(roles) ? roles : [...roles.cache.keys()];
  return ids.filter((id) => id !== interaction.guildId);
}

/** The channel, then its parents: a thread's channel, a channel's category (overrides apply to both). */
function channelChain(interaction: MessageComponentInteraction<'cached' | 'raw'>): string[] {
  const chain: string[] = [];
  let id: string | null | undefined = interaction.channelId;
  while (id && chain.length < 3) {
    chain.push(id);
    const channel = interaction.client.channels.cache.get(id);
    id = channel && 'parentId' in channel ? channel.parentId : undefined;
  }
  return chain;
}
