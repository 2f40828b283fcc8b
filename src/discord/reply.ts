import {
  type BaseMessageOptions,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
  MessageFlags,
  type RepliableInteraction,
} from 'discord.js';
import { NO_MENTIONS } from './messages.js';

export type ReplyContent = Pick<BaseMessageOptions, 'content' | 'embeds' | 'components'>;

/**
 * Answers whatever state the interaction is in (replied, deferred, neither), so handlers and the
 * error boundary never pick the wrong call. `ephemeral` applies only to a first answer; a deferred
 * reply keeps the visibility chosen when it was deferred.
 */
export async function respond(
  interaction: RepliableInteraction,
  message: ReplyContent,
  options: { ephemeral?: boolean } = {},
): Promise<void> {
  const payload = { allowedMentions: NO_MENTIONS, ...message };
  if (interaction.deferred && !interaction.replied) {
    await interaction.editReply(payload);
  } else if (interaction.replied) {
    await interaction.followUp({ ...payload, ...(options.ephemeral && { flags: MessageFlags.Ephemeral }) });
  } else {
    await interaction.reply({ ...payload, ...(options.ephemeral && { flags: MessageFlags.Ephemeral }) });
  }
}

export async function deferFor(
  interaction: ChatInputCommandInteraction,
  mode: 'public' | 'ephemeral',
): Promise<void> {
  await interaction.deferReply(mode === 'ephemeral' ? { flags: MessageFlags.Ephemeral } : {});
}

/** For a button's own message: replaces it (update) or, once acknowledged, edits it. */
export async function updateSource(
  interaction: MessageComponentInteraction,
  message: ReplyContent,
): Promise<void> {
  const payload = { allowedMentions: NO_MENTIONS, ...message };
  if (interaction.deferred || interaction.replied) await interaction.editReply(payload);
  else await interaction.update(payload);
}

/**
 * The address of an interaction's original reply (its webhook message), for a part of hostcord
 * that edits the reply without discord.js (a chart worker). It holds the interaction's token:
 * never log it.
 */
export function originalReplyUrl(interaction: RepliableInteraction): string {
  const { api, version } = interaction.client.rest.options;
  return `${api}/v${version}/webhooks/${interaction.applicationId}/${interaction.token}/messages/@original`;
}
