import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { answerPower, askPower } from '../src/discord/power.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';

/** `/restart [server]`: asks the member to confirm, then queues the restart signal. */
export const restart: Command = {
  data: new SlashCommandBuilder()
    .setName('restart')
    .setDescription('Restart a game server (asks you to confirm first)')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption(serverOption()),
  scopes: ['servers:power'],
  cooldown: 'power',
  // The question is answered at once; the provider is called only after Confirm.
  defer: false,
  async execute(interaction, ctx) {
    const serverId = resolveServer(interaction, ctx);
    await askPower(interaction, ctx, 'restart', { serverId, signal: 'restart', killAfterSeconds: null });
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
  button: (interaction, ctx, parts) => answerPower(interaction, ctx, 'restart', parts),
};
