import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { renderPlayers } from '../src/discord/render/players.js';
import { serverName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';

/** The parts of the context `/players` uses. */
type Needs = 'provider' | 'links' | 'observed';

/**
 * `/players [server]`: for everyone. Who is playing, from the game's answer of the last refresh
 * (stored by the instance that asks the games): a live query can take seconds, so the reply says
 * how old the answer is instead of waiting for one.
 */
export const players: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('players')
    .setDescription('Who is playing on a game server, as the game itself tells')
    .setContexts(InteractionContextType.Guild)
    .addStringOption(serverOption()),
  scopes: ['servers:read'],
  defer: 'public',
  async execute(interaction, ctx) {
    const serverId = await resolveServer(interaction, ctx);
    const [status, name, server, locale] = await Promise.all([
      ctx.games.queries.status(serverId),
      serverName(ctx.directory, serverId),
      ctx.directory.list().then((all) => all.find((s) => s.id === serverId)),
      ctx.languages.forReader(interaction),
    ]);
    await interaction.editReply(
      renderPlayers(
        status,
        { enabled: ctx.games.enabled, serverName: name, game: server?.game.name ?? null },
        locale,
      ),
    );
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
};
