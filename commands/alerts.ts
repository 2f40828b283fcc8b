import {
  type ChatInputCommandInteraction,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type SlashCommandChannelOption,
  type SlashCommandStringOption,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { ALERT_FILTERS, type FilterList } from '../src/alert-filters.js';
import type { AlertFilters, Link } from '../src/db/links.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { NO_MENTIONS, REFUSAL, staleButton } from '../src/discord/messages.js';
import { cachedName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { commandIn, t, text, translate } from '../src/i18n/catalogue.js';
import type { Locale } from '../src/i18n/locale.js';
import type { ParamsOf } from '../src/i18n/translation.js';
import { completeValueList, parseValueList } from '../src/pipeline/3-dispatch/filters.js';
import { literal, truncate } from '../src/text/literal.js';
import { silence, unsilence } from './alert-controls.js';
import { notLinkedTo, sendTest, testSubcommand } from './alerts-test.js';

/** The parts of the context `/alerts` uses. */
type Needs = 'provider' | 'links' | 'alerts' | 'control';

const channelOption = (o: SlashCommandChannelOption) =>
  o.setName('channel').setDescription('Which of its linked channels (needed when it is linked to several)');

const listOption = (name: string, description: string) => (o: SlashCommandStringOption) =>
  o.setName(name).setDescription(description).setAutocomplete(true).setMaxLength(1000);

/** One list option per filter (src/alert-filters.ts), in their order. */
function withFilterLists(s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  for (const filter of ALERT_FILTERS) s.addStringOption(listOption(filter.list, filter.description));
  return s;
}

/**
 * `/alerts filter|mention|show|test`: which alerts a link posts and which role they mention. Filters
 * are lists of values to include (empty = all), compared case-insensitively; the provider does not
 * publish the values, so autocomplete offers those seen in this guild's servers' events.
 */
export const alerts: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('alerts')
    .setDescription('Choose which alerts a linked channel gets and which role they mention')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((s) =>
      withFilterLists(
        s
          .setName('filter')
          .setDescription('Post only some alerts: comma-separated values to include; `all` removes a filter')
          .addStringOption(serverOption())
          .addChannelOption(channelOption),
      ),
    )
    .addSubcommand((s) =>
      s
        .setName('mention')
        .setDescription(
          'Mention a role on alerts of chosen severities (leave out the role to mention nobody)',
        )
        .addStringOption(serverOption())
        .addChannelOption(channelOption)
        .addRoleOption((o) => o.setName('role').setDescription('The role to mention'))
        .addStringOption(listOption('severities', 'Severities that mention the role (default: every alert)')),
    )
    .addSubcommand((s) =>
      s
        .setName('show')
        .setDescription('Show filters, mentions and the values seen in events so far')
        .addStringOption(serverOption()),
    )
    .addSubcommand(testSubcommand),
  scopes: [],
  defer: 'ephemeral',
  // The Silence select on alerts and incidents, and Unsilence in `/links`: whoever may use `/alerts`.
  async select(interaction, ctx, [action, serverId]) {
    if (action !== 'silence' || !serverId) throw new UserError(staleButton('/alerts'));
    await silence(interaction, ctx, serverId);
  },
  async button(interaction, ctx, [action, silenceId]) {
    if (action !== 'unsilence' || !silenceId) throw new UserError(staleButton('/links'));
    await unsilence(interaction, ctx, silenceId);
  },
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    if (sub === 'show') return show(interaction, ctx);
    if (sub === 'test') return sendTest(interaction, ctx);
    const serverId = await resolveServer(interaction, ctx);
    const link = await pickLink(interaction, ctx, serverId);
    const filters = sub === 'filter' ? readFilters(interaction) : readMention(interaction);
    const { link: updated } = await ctx.links.link({
      guildId: link.guildId,
      channelId: link.channelId,
      serverId,
      createdBy: interaction.user.id,
      filters,
    });
    ctx.log.info({ serverId, channelId: link.channelId, filters }, 'alert filters changed');
    const locale = await ctx.languages.forReader(interaction);
    const lines = describe(locale, updated, ctx.directory.name(serverId));
    if (sub === 'mention') lines.push(...mentionWarnings(locale, interaction));
    await interaction.editReply({
      content: truncate(lines.join('\n'), 2000),
      allowedMentions: NO_MENTIONS,
    });
  },
  async autocomplete(interaction, ctx) {
    const focused = interaction.options.getFocused(true);
    if (focused.name === 'server') return autocompleteServers(interaction, ctx);
    // The `severities` of `mention` too: it takes the same values as the filter's.
    const list = ALERT_FILTERS.find((filter) => filter.list === focused.name);
    if (!list) return interaction.respond([]);
    const guildId = interaction.guildId ?? '';
    const given = interaction.options.getString('server');
    // One query: the guild's usable servers answer both whether `given` is one and what else to offer.
    const linked = await ctx.links.serverIds(guildId);
    const serverIds = given && linked.includes(given) ? [given] : linked;
    const seen = (await ctx.seen.forServers(serverIds))[list.kind];
    await interaction.respond(completeValueList(String(focused.value), seen));
  },
};

/** The link of this server that the command means: the `channel` option, the only one, or this channel's. */
async function pickLink(
  interaction: ChatInputCommandInteraction,
  ctx: ContextOf<Needs>,
  serverId: string,
): Promise<Link> {
  const candidates = (await ctx.links.forGuild(interaction.guildId!)).filter((l) => l.serverId === serverId);
  const name = `**${literal(cachedName(ctx.directory, serverId), 100)}**`;
  const channelId = interaction.options.getChannel('channel')?.id;
  const link = channelId
    ? candidates.find((l) => l.channelId === channelId)
    : candidates.length === 1
      ? candidates[0]
      : candidates.find((l) => l.channelId === interaction.channelId);
  if (!link) {
    if (channelId) throw notLinkedTo(name, channelId);
    const channels = candidates.map((l) => `<#${l.channelId}>`).join(', ');
    throw new UserError((locale) =>
      t(locale, 'alerts.reply.severalChannels', {
        server: name,
        channels,
        option: commandIn(locale, 'channel'),
      }),
    );
  }
  // Saving filters goes through `links.link`, which also makes a link active again: only right
  // for a link that is active already. Repairing a link is `/link`'s job, and says so.
  if (link.state === 'broken') {
    throw new UserError(
      text('alerts.reply.broken', { server: name, channel: link.channelId, command: '/link' }),
    );
  }
  if (link.state !== 'active') {
    throw new UserError(text('alerts.reply.inactive', { server: name, channel: link.channelId }));
  }
  return link;
}

function readList(interaction: ChatInputCommandInteraction, option: string): string[] | undefined {
  const value = interaction.options.getString(option);
  if (value === null) return undefined;
  const parsed = parseValueList(value);
  if ('error' in parsed) {
    const { error } = parsed;
    throw new UserError((locale) =>
      t(locale, 'alerts.reply.listError', {
        option: commandIn(locale, option),
        error: translate(locale, error),
      }),
    );
  }
  return parsed.values;
}

function readFilters(interaction: ChatInputCommandInteraction): Partial<AlertFilters> {
  const filters: Partial<AlertFilters> = {};
  for (const { list } of ALERT_FILTERS) {
    const values = readList(interaction, list);
    if (values !== undefined) filters[list] = values;
  }
  if (Object.keys(filters).length === 0) {
    throw new UserError((locale) => t(locale, 'alerts.reply.giveFilter', listNames(locale)));
  }
  return filters;
}

/**
 * The list options' names in the member's language, for the text naming them all: it compiles only
 * while `alerts.reply.giveFilter` has a placeholder for each.
 */
function listNames(locale: Locale): Record<NamedInGiveFilter<FilterList>, string> {
  return Object.fromEntries(ALERT_FILTERS.map(({ list }) => [list, commandIn(locale, list)])) as Record<
    FilterList,
    string
  >;
}

type NamedInGiveFilter<L extends keyof ParamsOf<'alerts.reply.giveFilter'>> = L;

function readMention(interaction: ChatInputCommandInteraction): Partial<AlertFilters> {
  const role = interaction.options.getRole('role');
  const severities = readList(interaction, 'severities');
  if (!role) {
    if (severities !== undefined && severities.length > 0) {
      throw new UserError((locale) =>
        t(locale, 'alerts.reply.giveRole', { role: commandIn(locale, 'role') }),
      );
    }
    return { mentionRoleId: null, mentionSeverities: [] };
  }
  // The @everyone role's id is the guild's: it would ping every member.
  if (role.id === interaction.guildId) throw new UserError(text('alerts.reply.noEveryone'));
  return { mentionRoleId: role.id, mentionSeverities: severities ?? [] };
}

/** A role nobody may mention is shown but does not ping, unless the bot may mention every role. */
function mentionWarnings(locale: Locale, interaction: ChatInputCommandInteraction): string[] {
  const role = interaction.options.getRole('role');
  if (!role || role.mentionable) return [];
  const me = interaction.guild?.members.me;
  if (me?.permissions.has(PermissionFlagsBits.MentionEveryone)) return [];
  return [t(locale, 'alerts.reply.notMentionable', { role: role.id })];
}

const listText = (values: readonly string[], none: string) =>
  values.length === 0 ? none : values.map((v) => literal(v, 100)).join(', ');

const lineKey = (state: string) =>
  state === 'broken'
    ? 'alerts.link.lineBroken'
    : state === 'inactive'
      ? 'alerts.link.lineInactive'
      : 'alerts.link.line';

function describe(locale: Locale, link: Link, name: string | undefined): string[] {
  const all = t(locale, 'alerts.link.all');
  const role = link.mentionRoleId;
  const mention = !role
    ? t(locale, 'alerts.link.mentionsNobody')
    : link.mentionSeverities.length === 0
      ? t(locale, 'alerts.link.mentionsEvery', { role })
      : t(locale, 'alerts.link.mentionsSeverities', {
          role,
          severities: listText(link.mentionSeverities, ''),
        });
  return [
    t(locale, lineKey(link.state), {
      server: `**${literal(name ?? link.serverId, 100)}**`,
      channel: link.channelId,
    }),
    ALERT_FILTERS.map((filter) =>
      t(locale, filter.labels.values, { values: listText(link[filter.list], all) }),
    ).join(' · '),
    mention,
  ];
}

async function show(interaction: ChatInputCommandInteraction, ctx: ContextOf<Needs>): Promise<void> {
  const guildId = interaction.guildId!;
  const serverIds = interaction.options.getString('server')
    ? [await resolveServer(interaction, ctx)]
    : await ctx.links.serverIds(guildId);
  if (serverIds.length === 0) throw new UserError(REFUSAL.noneLinked);
  await ctx.directory.list();
  const rows = (await ctx.links.forGuild(guildId)).filter((l) => serverIds.includes(l.serverId));
  const seen = await ctx.seen.forServers(serverIds);
  const locale = await ctx.languages.forReader(interaction);
  const seenText = ALERT_FILTERS.map((filter) =>
    t(locale, filter.labels.values, { values: listText(seen[filter.kind], '—') }),
  ).join('\n');
  const blocks = rows.map((row) => describe(locale, row, ctx.directory.name(row.serverId)).join('\n'));
  await interaction.editReply({
    embeds: [
      {
        title: t(locale, 'alerts.show.title'),
        description: truncate(blocks.join('\n\n'), 3000),
        fields: [{ name: t(locale, 'alerts.show.seen'), value: truncate(seenText, 1024) }],
      },
    ],
    allowedMentions: NO_MENTIONS,
  });
}
