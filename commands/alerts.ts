import {
  type ChatInputCommandInteraction,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type SlashCommandChannelOption,
  type SlashCommandStringOption,
} from 'discord.js';
import type { AlertFilters, Link } from '../src/db/links.js';
import type { FilterKind } from '../src/db/seen-values.js';
import type { BotContext, Command } from '../src/discord/command.js';
import { literal, truncate } from '../src/discord/format.js';
import { NO_MENTIONS, REFUSAL, staleButton } from '../src/discord/messages.js';
import { cachedName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { completeValueList, parseValueList } from '../src/pipeline/3-dispatch/filters.js';
import { silence, unsilence } from './alert-controls.js';
import { sendTest, testSubcommand } from './alerts-test.js';

/** List options and the kind of value each takes (for autocomplete from values seen in events). */
const LISTS = {
  categories: { kind: 'category', key: 'categories' },
  types: { kind: 'type', key: 'types' },
  severities: { kind: 'severity', key: 'severities' },
} as const satisfies Record<string, { kind: FilterKind; key: keyof AlertFilters }>;

const channelOption = (o: SlashCommandChannelOption) =>
  o.setName('channel').setDescription('Which of its linked channels (needed when it is linked to several)');

const listOption = (name: string, description: string) => (o: SlashCommandStringOption) =>
  o.setName(name).setDescription(description).setAutocomplete(true).setMaxLength(1000);

/**
 * `/alerts filter|mention|show|test`: which alerts a link posts and which role they mention. Filters
 * are lists of values to include (empty = all), compared case-insensitively; the provider does not
 * publish the values, so autocomplete offers those seen in this guild's servers' events.
 */
export const alerts: Command = {
  data: new SlashCommandBuilder()
    .setName('alerts')
    .setDescription('Choose which alerts a linked channel gets and which role they mention')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((s) =>
      s
        .setName('filter')
        .setDescription('Post only some alerts: comma-separated values to include; `all` removes a filter')
        .addStringOption(serverOption())
        .addChannelOption(channelOption)
        .addStringOption(
          listOption('categories', 'Categories to include, e.g. power, backup (`all` = every one)'),
        )
        .addStringOption(listOption('types', 'Types to include (`all` = every one)'))
        .addStringOption(
          listOption('severities', 'Severities to include, e.g. error, critical (`all` = every one)'),
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
    const lines = describe(updated, ctx.directory.name(serverId));
    if (sub === 'mention') lines.push(...mentionWarnings(interaction));
    await interaction.editReply({
      content: truncate(lines.join('\n'), 2000),
      allowedMentions: NO_MENTIONS,
    });
  },
  async autocomplete(interaction, ctx) {
    const focused = interaction.options.getFocused(true);
    if (focused.name === 'server') return autocompleteServers(interaction, ctx);
    const list = LISTS[focused.name as keyof typeof LISTS];
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
  ctx: BotContext,
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
    throw new UserError(
      channelId
        ? `${name} is not linked to <#${channelId}>. Link it there with \`/link\` first.`
        : `${name} posts to several channels (${candidates.map((l) => `<#${l.channelId}>`).join(', ')}): choose one with the \`channel\` option.`,
    );
  }
  // Saving filters goes through `links.link`, which also makes a link active again: only right
  // for a link that is active already. Repairing a link is `/link`'s job, and says so.
  if (link.state === 'broken') {
    throw new UserError(
      `${name} → <#${link.channelId}> is broken (Discord refused our messages). Fix the channel's permissions and run \`/link\` again first.`,
    );
  }
  if (link.state !== 'active') {
    throw new UserError(
      `${name} → <#${link.channelId}> is inactive: the bot was uninstalled from that server. Its filters can be changed once it is installed again.`,
    );
  }
  return link;
}

function readList(interaction: ChatInputCommandInteraction, option: string): string[] | undefined {
  const value = interaction.options.getString(option);
  if (value === null) return undefined;
  const parsed = parseValueList(value);
  if ('error' in parsed) throw new UserError(`\`${option}\`: ${parsed.error}`);
  return parsed.values;
}

function readFilters(interaction: ChatInputCommandInteraction): Partial<AlertFilters> {
  const filters: Partial<AlertFilters> = {};
  for (const [option, { key }] of Object.entries(LISTS)) {
    const values = readList(interaction, option);
    if (values !== undefined) filters[key] = values;
  }
  if (Object.keys(filters).length === 0) {
    throw new UserError(
      'Give `categories`, `types` or `severities` (comma-separated values; `all` removes a filter).',
    );
  }
  return filters;
}

function readMention(interaction: ChatInputCommandInteraction): Partial<AlertFilters> {
  const role = interaction.options.getRole('role');
  const severities = readList(interaction, 'severities');
  if (!role) {
    if (severities !== undefined && severities.length > 0) {
      throw new UserError('Choose the `role` to mention for those severities.');
    }
    return { mentionRoleId: null, mentionSeverities: [] };
  }
  // The @everyone role's id is the guild's: it would ping every member.
  if (role.id === interaction.guildId) throw new UserError('Alerts cannot mention @everyone: choose a role.');
  return { mentionRoleId: role.id, mentionSeverities: severities ?? [] };
}

/** A role nobody may mention is shown but does not ping, unless the bot may mention every role. */
function mentionWarnings(interaction: ChatInputCommandInteraction): string[] {
  const role = interaction.options.getRole('role');
  if (!role || role.mentionable) return [];
  const me = interaction.guild?.members.me;
  if (me?.permissions.has(PermissionFlagsBits.MentionEveryone)) return [];
  return [
    `⚠️ <@&${role.id}> is not mentionable, so alerts will name it without notifying anyone. Allow anyone to mention it (role settings) or give the bot “Mention @everyone, @here and All Roles”.`,
  ];
}

const listText = (values: readonly string[], none: string) =>
  values.length === 0 ? none : values.map((v) => literal(v, 100)).join(', ');

function describe(link: Link, name: string | undefined): string[] {
  const mention = link.mentionRoleId
    ? `<@&${link.mentionRoleId}> on ${link.mentionSeverities.length === 0 ? 'every alert' : `severities ${listText(link.mentionSeverities, '')}`}`
    : 'nobody';
  return [
    `**${literal(name ?? link.serverId, 100)}** → <#${link.channelId}>${link.state === 'active' ? '' : ` (${link.state})`}`,
    `Categories: ${listText(link.categories, 'all')} · Types: ${listText(link.types, 'all')} · Severities: ${listText(link.severities, 'all')}`,
    `Mentions: ${mention}`,
  ];
}

async function show(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const guildId = interaction.guildId!;
  const serverIds = interaction.options.getString('server')
    ? [await resolveServer(interaction, ctx)]
    : await ctx.links.serverIds(guildId);
  if (serverIds.length === 0) throw new UserError(REFUSAL.noneLinked);
  await ctx.directory.list();
  const rows = (await ctx.links.forGuild(guildId)).filter((l) => serverIds.includes(l.serverId));
  const seen = await ctx.seen.forServers(serverIds);
  const seenText = [
    `Categories: ${listText(seen.category, '—')}`,
    `Types: ${listText(seen.type, '—')}`,
    `Severities: ${listText(seen.severity, '—')}`,
  ].join('\n');
  const blocks = rows.map((row) => describe(row, ctx.directory.name(row.serverId)).join('\n'));
  await interaction.editReply({
    embeds: [
      {
        title: 'Alert filters',
        description: truncate(blocks.join('\n\n'), 3000),
        fields: [{ name: 'Values seen in events so far', value: truncate(seenText, 1024) }],
      },
    ],
    allowedMentions: NO_MENTIONS,
  });
}
