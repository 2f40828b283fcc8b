import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  SlashCommandIntegerOption,
  SlashCommandStringOption,
} from 'discord.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { noPlayersText, playersCount } from '../src/discord/render/players.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { detectGame, gameName, isGameId, notQueryable, searchGames } from '../src/game-query/games.js';
import type { Server } from '../src/hosting/index.js';
import { t, text } from '../src/i18n/catalogue.js';
import type { Locale } from '../src/i18n/locale.js';
import { code, literal } from '../src/text/literal.js';

/** The parts of the context `/gamequery` uses. */
type Needs = 'provider' | 'links' | 'observed';

/**
 * `/gamequery set|auto|off|show`: which game a server runs and where it answers, when detection
 * from the provider's game is wrong or missing. Admins only. The host is never an option: queries
 * always go to the provider's address host, so nobody can aim them at another machine. A change
 * takes effect at the next refresh.
 */
export const gamequery: Command<Needs> = {
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
    const locale = await ctx.languages.forReader(interaction);
    const content = await SUBCOMMANDS[interaction.options.getSubcommand()]!(interaction, ctx, {
      serverId,
      server,
      name,
      locale,
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
  /** The reader's language. */
  locale: Locale;
}

type Subcommand = (
  interaction: ChatInputCommandInteraction,
  ctx: ContextOf<Needs>,
  target: Target,
) => Promise<string>;

const SUBCOMMANDS: Record<string, Subcommand> = {
  async set(interaction, ctx, { serverId, name, locale }) {
    const gameId = interaction.options.getString('game', true).trim().toLowerCase();
    if (!isGameId(gameId)) throw new UserError(text('views.unknownGameId', { game: code(gameId, 60) }));
    const port = interaction.options.getInteger('port');
    await ctx.games.queries.set({
      serverId,
      mode: 'set',
      gameId,
      port,
      updatedBy: interaction.user.id,
      updatedAt: ctx.now(),
    });
    const asked = { server: name, game: literal(gameName(gameId), 60), id: gameId };
    // gamedig's reason a protocol cannot be asked is a technical note, quoted in English.
    const why = notQueryable(gameId);
    return [
      port === null
        ? t(locale, 'views.setOnRulePort', asked)
        : t(locale, 'views.setOnPort', { ...asked, port: String(port) }),
      why ? t(locale, 'views.cannotAsk', { reason: why }) : '',
      ctx.games.enabled ? '' : t(locale, 'views.offHere'),
    ]
      .filter(Boolean)
      .join('\n');
  },
  async auto(_interaction, ctx, { serverId, server, name, locale }) {
    await ctx.games.queries.clear(serverId);
    const detected = server && detectGame(server.game);
    return detected
      ? t(locale, 'views.autoDetected', { server: name, game: literal(gameName(detected), 60), id: detected })
      : t(locale, 'views.autoUnknown', {
          server: name,
          game: server?.game.name ? literal(server.game.name, 60) : t(locale, 'views.none'),
        });
  },
  async off(interaction, ctx, { serverId, name, locale }) {
    await ctx.games.queries.set({
      serverId,
      mode: 'off',
      gameId: null,
      port: null,
      updatedBy: interaction.user.id,
      updatedAt: ctx.now(),
    });
    return t(locale, 'views.turnedOff', { server: name });
  },
  async show(_interaction, ctx, { serverId, server, name, locale }) {
    const [setting, status] = await Promise.all([
      ctx.games.queries.setting(serverId),
      ctx.games.queries.status(serverId),
    ]);
    const detected = server && detectGame(server.game);
    const how =
      setting?.mode === 'off'
        ? t(locale, 'views.howOff')
        : setting?.gameId
          ? t(locale, 'views.howSet', { id: setting.gameId, game: literal(gameName(setting.gameId), 60) })
          : detected
            ? t(locale, 'views.howDetected', { id: detected, game: literal(gameName(detected), 60) })
            : t(locale, 'views.howUnknown');
    const port = String(setting?.port ?? status?.port ?? '—');
    const lines = [
      `**${name}**`,
      t(locale, 'views.showGame', { how }),
      t(locale, setting?.port ? 'views.showPortSet' : 'views.showPort', { port }),
    ];
    const missing = noPlayersText(
      status,
      { enabled: ctx.games.enabled, serverName: server?.name ?? serverId, game: server?.game.name ?? null },
      locale,
    );
    if (status?.state === 'answering' && status.answer) {
      lines.push(
        t(locale, 'views.lastAnswer', {
          players: playersCount(status.answer),
          time: `<t:${Math.floor((status.answeredAt ?? status.checkedAt) / 1000)}:R>`,
          latency: status.answer.latencyMs,
        }),
      );
    } else if (missing) lines.push(t(locale, 'views.lastAnswerMissing', { reason: missing }));
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
