import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { MAX_CONSOLE_COMMAND, requireConsoleCommand } from '../src/discord/console-input.js';
import { sendConsoleCommand } from '../src/discord/console-send.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';

/** The parts of the context `/console` uses. */
type Needs = 'provider' | 'links' | 'control';

/** `/console command [server]`: any console command, as typed. Administrators only by default. */
export const consoleCommand: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('console')
    .setDescription("Send a command to the game server's console (no output comes back)")
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.Administrator)
    .addStringOption((o) =>
      o
        .setName('command')
        .setDescription('One console command, without a leading slash if the game has none')
        .setRequired(true)
        .setMinLength(1)
        .setMaxLength(MAX_CONSOLE_COMMAND),
    )
    .addStringOption(serverOption()),
  scopes: ['servers:console'],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const command = requireConsoleCommand(interaction.options.getString('command', true));
    const serverId = await resolveServer(interaction, ctx);
    await sendConsoleCommand(interaction, ctx, serverId, command, 'command');
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
};
