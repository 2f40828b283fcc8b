// Discord's permission algorithm (Topics › Permissions › "Permission Overwrites"): base permissions from
// @everyone and the member's roles, Administrator grants all, then channel overwrites in the order
// @everyone → roles (denies, then allows) → member.
import { type APIOverwrite, PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import type { FakeGuild } from './guilds.js';

const ALL = PermissionsBitField.All;

export function computePermissions(
  guild: FakeGuild,
  userId: string,
  roleIds: readonly string[],
  channelId?: string,
): bigint {
  if (userId === guild.ownerId) return ALL;
  const held = new Set([guild.id, ...roleIds]);
  const permissions = guild.roles
    .filter((role) => held.has(role.id))
    .reduce((bits, role) => bits | BigInt(role.permissions), 0n);
  if (permissions & PermissionFlagsBits.Administrator) return ALL;
  const channel = guild.channels.find((candidate) => candidate.id === channelId);
  if (!channel) return permissions;
  const overwrites = channel.permission_overwrites;
  const everyone = overwrites.filter((o) => o.id === guild.id);
  const roles = overwrites.filter((o) => o.type === 0 && o.id !== guild.id && held.has(o.id));
  const member = overwrites.filter((o) => o.type === 1 && o.id === userId);
  return applyOverwrites(applyOverwrites(applyOverwrites(permissions, everyone), roles), member);
}

function applyOverwrites(permissions: bigint, overwrites: APIOverwrite[]): bigint {
  const deny = overwrites.reduce((bits, o) => bits | BigInt(o.deny), 0n);
  const allow = overwrites.reduce((bits, o) => bits | BigInt(o.allow), 0n);
  return (permissions & ~deny) | allow;
}

export const has = (permissions: bigint, flag: bigint): boolean => (permissions & flag) === flag;
