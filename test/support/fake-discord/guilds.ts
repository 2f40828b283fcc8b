import {
  type APIApplicationCommandPermission,
  type APIOverwrite,
  type APIRole,
  type APIUser,
  ChannelType,
  PermissionFlagsBits,
  type RoleFlags,
} from 'discord.js';
import { snowflake } from './ids.js';
import type { FakeGuildConfig, Json } from './types.js';

export interface FakeChannel {
  id: string;
  type: ChannelType;
  guild_id: string;
  name: string;
  position: number;
  parent_id: string | null;
  permission_overwrites: APIOverwrite[];
  nsfw: boolean;
  topic: string | null;
  last_message_id: string | null;
  rate_limit_per_user: number;
  flags: number;
}

/** An outage of the overrides route: `retryAfter` (seconds) goes with a 429. */
export interface CommandPermissionsFault {
  status: number;
  code?: number;
  message?: string;
  retryAfter?: number;
  times: number;
}

export interface FakeGuild {
  id: string;
  name: string;
  ownerId: string;
  joinedAt: string;
  channels: FakeChannel[];
  roles: APIRole[];
  botRoleId: string;
  /** Users (besides the bot) who are members, for GET /guilds/{id}/members/{user}. */
  members: Set<string>;
  /** While set, member lookups fail with this status (an outage, not the bot's mistake). */
  memberLookupFault?: { status: number; times: number } | undefined;
  /** Integrations overrides by command id (or the application id for app-wide ones); see setCommandPermissions. */
  commandPermissions: Map<string, APIApplicationCommandPermission[]>;
  /** While set, reading the overrides fails with this status. */
  commandPermissionsFault?: CommandPermissionsFault | undefined;
  preferredLocale: string;
}

// Roughly what a fresh server gives @everyone, so a member without roles can still use commands.
const EVERYONE_DEFAULT =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.UseApplicationCommands;

// What a typical invite link grants the bot's managed role.
const BOT_DEFAULT =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory;

function role(
  id: string,
  name: string,
  permissions: bigint | string,
  position: number,
  extra: Partial<APIRole> = {},
): APIRole {
  return {
    id,
    name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position,
    permissions: String(permissions),
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
    ...extra,
  };
}

export function buildGuild(config: FakeGuildConfig, bot: APIUser, defaultMembers: string[] = []): FakeGuild {
  const roles = (config.roles ?? []).map((r, index) =>
    role(r.id, r.name, r.permissions ?? '0', r.position ?? index + 1),
  );
  if (!roles.some((r) => r.id === config.id))
    roles.unshift(role(config.id, '@everyone', EVERYONE_DEFAULT, 0));
  const botRoleId = snowflake();
  roles.push(
    role(botRoleId, bot.username, config.botPermissions ?? BOT_DEFAULT, roles.length, {
      managed: true,
      tags: { bot_id: bot.id },
    }),
  );
  const channels = config.channels.map<FakeChannel>((c, index) => ({
    id: c.id,
    type: c.type ?? ChannelType.GuildText,
    guild_id: config.id,
    name: c.name,
    position: c.position ?? index,
    parent_id: c.parent_id ?? null,
    permission_overwrites: c.permission_overwrites ?? [],
    nsfw: false,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0,
  }));
  return {
    id: config.id,
    name: config.name,
    ownerId: config.ownerId ?? snowflake(),
    joinedAt: new Date().toISOString(),
    channels,
    roles,
    botRoleId,
    members: new Set(config.members ?? defaultMembers),
    commandPermissions: new Map(),
    preferredLocale: config.preferredLocale ?? 'en-US',
  };
}

export function memberPayload(user: APIUser, roles: string[], joinedAt: string): Json {
  return {
    user,
    roles,
    joined_at: joinedAt,
    nick: null,
    avatar: null,
    banner: null,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
  };
}

/** The guild object of GET /guilds/{id} (no channels or members). */
export function guildPayload(guild: FakeGuild): Json {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: guild.roles,
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    preferred_locale: guild.preferredLocale,
    premium_tier: 0,
    premium_progress_bar_enabled: false,
    nsfw_level: 0,
  };
}

// Channels must be inside GUILD_CREATE: discord.js resolves an interaction's channel from its cache only.
export function guildCreatePayload(guild: FakeGuild, bot: APIUser): Json {
  return {
    ...guildPayload(guild),
    unavailable: false,
    joined_at: guild.joinedAt,
    large: false,
    member_count: 2,
    channels: guild.channels.map(({ guild_id: _omitted, ...channel }) => channel),
    members: [memberPayload(bot, [guild.botRoleId], guild.joinedAt)],
    threads: [],
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}
