import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { MAX_CONSOLE_COMMAND, requireConsoleCommand, SAY_PREFIX } from '../src/discord/console-input.js';
import { sendConsoleCommand } from '../src/discord/console-send.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';

/** The parts of the context `/say` uses. */
type Needs = 'provider' | 'links' | 'control';

/** `/say message [server]`: the console command `say <message>`, a line in the game's chat. */
export const say: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('say')
    .setDescription('Post a line in the game chat (console command `say`)')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption((o) =>
      o
        .setName('message')
        .setDescription('One line of text')
        .setRequired(true)
        .setMinLength(1)
        .setMaxLength(MAX_CONSOLE_COMMAND - SAY_PREFIX.length),
    )
    .addStringOption(serverOption()),
  scopes: ['servers:console'],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const command = requireConsoleCommand(interaction.options.getString('message', true), SAY_PREFIX);
    const serverId = await resolveServer(interaction, ctx);
    await sendConsoleCommand(interaction, ctx, serverId, command, 'say');
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
};
