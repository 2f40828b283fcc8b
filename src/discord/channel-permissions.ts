import { type Interaction, PermissionFlagsBits, PermissionsBitField } from 'discord.js';

export type NamedPermission = readonly [name: string, bit: bigint];

/** What the bot needs in a channel to post alerts there. */
export const ALERT_PERMISSIONS: readonly NamedPermission[] = [
  ['View Channel', PermissionFlagsBits.ViewChannel],
  ['Send Messages', PermissionFlagsBits.SendMessages],
  ['Embed Links', PermissionFlagsBits.EmbedLinks],
];

/**
 * Without it Discord lists no messages of the channel, so an alert posted just before a crash
 * cannot be found after a restart that comes once Discord has forgotten its nonce (5-send/sender.ts).
 */
export const RECOVERY_PERMISSION: NamedPermission = [
  'Read Message History',
  PermissionFlagsBits.ReadMessageHistory,
];

/** Which of `wanted` the bot lacks in a channel of the interaction's guild, by name (cache only). */
export function missingPermissions(
  interaction: Pick<Interaction, 'guild'>,
  channelId: string,
  wanted: readonly NamedPermission[],
): string[] {
  const channel = interaction.guild?.channels.cache.get(channelId);
  const me = interaction.guild?.members.me;
  const granted = channel && me ? channel.permissionsFor(me) : new PermissionsBitField();
  return wanted.filter(([, bit]) => !granted.has(bit)).map(([name]) => name);
}
