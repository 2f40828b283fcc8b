import { type Interaction, PermissionFlagsBits, PermissionsBitField } from 'discord.js';

export type NamedPermission = readonly [name: string, bit: bigint];

/** What the bot needs in a channel to post alerts there. */
export const ALERT_PERMISSIONS: readonly NamedPermission[] = [
  ['View Channel', PermissionFlagsBits.ViewChannel],
  ['Send Messages', PermissionFlagsBits.SendMessages],
  ['Embed Links', PermissionFlagsBits.EmbedLinks],
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
