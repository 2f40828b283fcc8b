import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  SlashCommandIntegerOption,
  SlashCommandStringOption,
} from 'discord.js';
import type { BotContext, Command } from '../src/discord/command.js';
import { code, literal } from '../src/discord/format.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { noPlayersText, playersCount } from '../src/discord/render/players.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { detectGame, gameName, isGameId, notQueryable, searchGames } from '../src/game-query/games.js';
import type { Server } from '../src/hosting/index.js';

/**
 * `/gamequery set|auto|off|show`: which game a server runs and where it answers, when detection
 * from the provider's game is wrong or missing. Admins only. The host is never an option: queries
 * always go to the provider's address host, so nobody can aim them at another machine. A change
 * takes effect at the next refresh.
 */
export const gamequery: Command = {
  data: new SlashCommandBuilder()
    .setName('gamequery')
    .setDescription('How hostcord asks a game server who is playing')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((sub) =>
      sub
        .setName('set')
        .setDescription('Tell hostcord which game a server runs (and the query port)')
        .addStringOption(serverOption(true))
        .addStringOption(
          new SlashCommandStringOption()
            .setName('game')
            .setDescription("The game, as gamedig names it (start typing, or type an id such as 'minecraft')")
            .setRequired(true)
            .setAutocomplete(true)
            .setMaxLength(60),
        )
        .addIntegerOption(
          new SlashCommandIntegerOption()
            .setName('port')
            .setDescription("The query port (default: the game's rule applied to the server's address)")
            .setMinValue(1)
            .setMaxValue(65535),
        ),
    )
    .addSubcommand((sub) =>
      sub
        .setName('auto')
        .setDescription("Detect the game from the provider's game again")
        .addStringOption(serverOption(true)),
    )
    .addSubcommand((sub) =>
      sub.setName('off').setDescription("Stop asking this server's game").addStringOption(serverOption(true)),
    )
    .addSubcommand((sub) =>
      sub
        .setName('show')
        .setDescription("How this server's game is asked, and its last answer")
        .addStringOption(serverOption(true)),
    ),
  scopes: [],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const serverId = await resolveServer(interaction, ctx);
    const server = (await ctx.directory.list()).find((s) => s.id === serverId);
    const name = literal(server?.name ?? ctx.directory.name(serverId) ?? serverId, 100);
    const content = await SUBCOMMANDS[interaction.options.getSubcommand()]!(interaction, ctx, {
      serverId,
      server,
      name,
    });
    await interaction.editReply({ content, allowedMentions: NO_MENTIONS });
  },
  async autocomplete(interaction, ctx) {
    if (interaction.options.getFocused(true).name === 'game') return autocompleteGames(interaction);
    return autocompleteServers(interaction, ctx);
  },
};

interface Target {
  serverId: string;
  server: Server | undefined;
  /** Shown literally already. */
  name: string;
}

type Subcommand = (
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  target: Target,
) => Promise<string>;

const SUBCOMMANDS: Record<string, Subcommand> = {
  async set(interaction, ctx, { serverId, name }) {
    const gameId = interaction.options.getString('game', true).trim().toLowerCase();
    if (!isGameId(gameId)) {
      throw new UserError(
        `${code(gameId, 60)} is no game id hostcord knows. Pick one from the list, or type gamedig's id (e.g. \`minecraft\`, \`counterstrike2\`).`,
      );
    }
    const port = interaction.options.getInteger('port');
    await ctx.games.queries.set({
      serverId,
      mode: 'set',
      gameId,
      port,
      updatedBy: interaction.user.id,
      updatedAt: ctx.now(),
    });
    const where = port === null ? "on the port the game's rule gives" : `on port ${port}`;
    const why = notQueryable(gameId);
    return [
      `${name}: hostcord asks it as ${literal(gameName(gameId), 60)} (\`${gameId}\`) ${where}, from the next refresh.`,
      why ? `⚠️ It cannot ask this game, though: ${why}.` : '',
      ctx.games.enabled
        ? ''
        : '⚠️ Game queries are off on this hostcord (`GAME_QUERY=off`): nothing is asked until they are on.',
    ]
      .filter(Boolean)
      .join('\n');
  },
  async auto(_interaction, ctx, { serverId, server, name }) {
    await ctx.games.queries.clear(serverId);
    const detected = server && detectGame(server.game);
    return detected
      ? `${name}: the game is detected from the provider's again: ${literal(gameName(detected), 60)} (\`${detected}\`).`
      : `${name}: back to detection, but hostcord does not know the provider's game (${literal(server?.game.name || 'none', 60)}): use \`/gamequery set\` to tell it.`;
  },
  async off(interaction, ctx, { serverId, name }) {
    await ctx.games.queries.set({
      serverId,
      mode: 'off',
      gameId: null,
      port: null,
      updatedBy: interaction.user.id,
      updatedAt: ctx.now(),
    });
    return `${name}: nothing more is sent to its game (from the next refresh). \`/gamequery auto\` turns it on again.`;
  },
  async show(_interaction, ctx, { serverId, server, name }) {
    const [setting, status] = await Promise.all([
      ctx.games.queries.setting(serverId),
      ctx.games.queries.status(serverId),
    ]);
    const detected = server && detectGame(server.game);
    const how =
      setting?.mode === 'off'
        ? 'off (`/gamequery off`)'
        : setting?.gameId
          ? `\`${setting.gameId}\` (${literal(gameName(setting.gameId), 60)}), set by an admin`
          : detected
            ? `\`${detected}\` (${literal(gameName(detected), 60)}), detected from the provider's game`
            : 'not known: use `/gamequery set`';
    const port = setting?.port ?? status?.port;
    const lines = [
      `**${name}**`,
      `Game: ${how}`,
      `Query port: ${port ?? '—'}${setting?.port ? ' (set)' : ''}`,
    ];
    const missing = noPlayersText(status, {
      enabled: ctx.games.enabled,
      serverName: server?.name ?? serverId,
      game: server?.game.name ?? null,
    });
    if (status?.state === 'answering' && status.answer) {
      lines.push(
        `Last answer: players ${playersCount(status.answer)}, <t:${Math.floor((status.answeredAt ?? status.checkedAt) / 1000)}:R>, ${status.answer.latencyMs} ms`,
      );
    } else if (missing) lines.push(`Last answer: ${missing}`);
    return lines.join('\n');
  },
};

/** Game ids matching what is typed; what is typed is offered too, so an exact id can always be sent. */
async function autocompleteGames(interaction: AutocompleteInteraction): Promise<void> {
  const typed = interaction.options.getFocused().trim().toLowerCase();
  const found = searchGames(typed, 25).map((g) => ({
    name: `${g.name} (${g.id})`.slice(0, 100),
    value: g.id,
  }));
  if (typed !== '' && isGameId(typed) && !found.some((c) => c.value === typed)) {
    found.unshift({ name: `${gameName(typed)} (${typed})`.slice(0, 100), value: typed });
  }
  await interaction.respond(found.slice(0, 25));
}
