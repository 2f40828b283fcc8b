import { type Interaction, PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import type { MessageKey } from '../i18n/catalogue.js';

/** A permission by its catalogue key (Discord's own name in the reader's language) and its bit. */
export type NamedPermission = readonly [name: MessageKey & `permission.${string}`, bit: bigint];

/** What the bot needs in a channel to post alerts there. */
export const ALERT_PERMISSIONS: readonly NamedPermission[] = [
  ['permission.viewChannel', PermissionFlagsBits.ViewChannel],
  ['permission.sendMessages', PermissionFlagsBits.SendMessages],
  ['permission.embedLinks', PermissionFlagsBits.EmbedLinks],
];

/**
 * Without it Discord lists no messages of the channel, so an alert posted just before a crash
 * cannot be found after a restart that comes once Discord has forgotten its nonce (5-send/sender.ts).
 */
export const RECOVERY_PERMISSION: NamedPermission = [
  'permission.readMessageHistory',
  PermissionFlagsBits.ReadMessageHistory,
];

/** Which of `wanted` the bot lacks in a channel of the interaction's guild, by key (cache only). */
export function missingPermissions(
  interaction: Pick<Interaction, 'guild'>,
  channelId: string,
  wanted: readonly NamedPermission[],
): NamedPermission[0][] {
  const channel = interaction.guild?.channels.cache.get(channelId);
  const me = interaction.guild?.members.me;
  const granted = channel && me ? channel.permissionsFor(me) : new PermissionsBitField();
  return wanted.filter(([, bit]) => !granted.has(bit)).map(([name]) => name);
}
