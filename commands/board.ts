import {
  ButtonStyle,
  ChannelType,
  ComponentType,
  InteractionContextType,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type SlashCommandChannelOption,
} from 'discord.js';
import {
  missingPermissions,
  type NamedPermission,
  RECOVERY_PERMISSION,
} from '../src/discord/channel-permissions.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { requireCooldownOver } from '../src/discord/cooldown.js';
import { NO_MENTIONS, staleButton } from '../src/discord/messages.js';
import { answerPower, askPower, sendPowerNow } from '../src/discord/power.js';
import { cachedName } from '../src/discord/server-name.js';
import { resolveServer } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { failureReasonIn } from '../src/discord/writing/failures.js';
import { t, text } from '../src/i18n/catalogue.js';
import { formatList } from '../src/i18n/format.js';
import type { Locale } from '../src/i18n/locale.js';
import { literal } from '../src/text/literal.js';

/** The parts of the context `/board` uses. */
type Needs = 'provider' | 'links' | 'boards' | 'control' | 'interactions';

/**
 * A board needs to post and edit its messages; reading history lets it notice one was deleted.
 * Each is named by its catalogue key: the refusal names them as the member's Discord does.
 */
const BOARD_PERMISSIONS = [
  ['permission.viewChannel', PermissionFlagsBits.ViewChannel],
  ['permission.sendMessages', PermissionFlagsBits.SendMessages],
] as const satisfies readonly NamedPermission[];

const PANEL_SIGNALS = ['start', 'restart', 'stop'] as const;
type PanelSignal = (typeof PANEL_SIGNALS)[number];

const channelOption = (o: SlashCommandChannelOption) =>
  o
    .setName('channel')
    .setDescription('Where (default: this channel)')
    .addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement);

/**
 * `/board create|remove|publish|unpublish [channel]`: a status board that keeps itself up to date,
 * and its public status page on the web (src/statuspage). Its "Manage…"
 * select opens a private panel with Start, Restart and Stop, which go through the same
 * confirmation, cooldown, idempotency and audit as `/restart` and `/power`.
 */
export const board: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('board')
    .setDescription("A live status board of this Discord server's game servers")
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((s) =>
      s
        .setName('create')
        .setDescription('Post a status board that updates itself (or post it anew)')
        .addChannelOption(channelOption),
    )
    .addSubcommand((s) =>
      s.setName('remove').setDescription("Delete a channel's status board").addChannelOption(channelOption),
    )
    .addSubcommand((s) =>
      s
        .setName('publish')
        .setDescription("Make a board's status page public on the web (a new address each time)")
        .addChannelOption(channelOption)
        .addBooleanOption((o) =>
          o.setName('names').setDescription('Show the names of players online (default: counts only)'),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('unpublish')
        .setDescription("Take a board's public status page down at once")
        .addChannelOption(channelOption),
    ),
  scopes: ['servers:read'],
  componentsAs: 'power',
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const guildId = interaction.guildId!;
    const channelId = interaction.options.getChannel('channel')?.id ?? interaction.channelId;
    const channel = `<#${channelId}>`;
    const subcommand = interaction.options.getSubcommand();
    const reader = await ctx.languages.forReader(interaction);
    const reply = (content: string) => interaction.editReply({ content, allowedMentions: NO_MENTIONS });
    if (subcommand === 'publish') {
      const options = {
        showNames: interaction.options.getBoolean('names') ?? false,
        publishedBy: interaction.user.id,
      };
      await reply(await publish(ctx, reader, { guildId, channelId }, options));
      return;
    }
    if (subcommand === 'unpublish') {
      await reply(await unpublish(ctx, reader, guildId, channelId));
      return;
    }
    if (subcommand === 'remove') {
      const removed = await ctx.boards.remove(guildId, channelId);
      if (!removed) throw new UserError(text('boards.noBoard', { channel }));
      await reply(t(reader, 'boards.removed', { channel }));
      return;
    }
    const missing = missingPermissions(interaction, channelId, BOARD_PERMISSIONS);
    if (missing.length > 0) {
      const permissions = formatList(
        reader,
        missing.map((key) => t(reader, key)),
      );
      throw new UserError(text('boards.botLacks', { permissions, channel }));
    }
    const created = await ctx.boards.create({ guildId, channelId, createdBy: interaction.user.id });
    if (created.state === 'broken') {
      const reason = created.stateReason
        ? literal(failureReasonIn(reader, created.stateReason), 200)
        : t(reader, 'boards.noReason');
      throw new UserError(text('boards.refused', { channel, reason }));
    }
    const first = created.messageIds[0];
    const url = first && `https://discord.com/channels/${guildId}/${channelId}/${first}`;
    const lines = [
      url ? t(reader, 'boards.posted', { channel, url }) : t(reader, 'boards.saved', { channel }),
      t(reader, 'boards.postedHow'),
    ];
    if (missingPermissions(interaction, channelId, [RECOVERY_PERMISSION]).length > 0) {
      lines.push(t(reader, 'boards.grantHistory', { channel }));
    }
    await reply(lines.join('\n'));
  },
  async select(interaction, ctx, [action]) {
    // The router checked that the member may use `/power` (componentsAs), as Discord would let them
    // in this channel: the select is visible to everyone who sees the board, so every use is checked.
    if (action !== 'manage') throw new UserError(staleButton('/board create'));
    const serverId = await resolveServer(interaction, ctx, interaction.values[0] ?? '');
    await interaction.reply({
      ...panel(interaction.guildId!, serverId, ctx, await ctx.languages.forReader(interaction)),
      flags: MessageFlags.Ephemeral,
      allowedMentions: NO_MENTIONS,
    });
  },
  async button(interaction, ctx, parts) {
    const [verb, given] = parts;
    if (verb === 'yes' || verb === 'no') {
      await answerPower(interaction, ctx, 'board', parts);
      return;
    }
    if (!(PANEL_SIGNALS as readonly string[]).includes(verb ?? '') || !given) {
      throw new UserError(staleButton('/board create'));
    }
    const serverId = await resolveServer(interaction, ctx, given);
    await requireCooldownOver(interaction, ctx.cooldowns);
    const intent = { serverId, signal: verb as PanelSignal, killAfterSeconds: null };
    if (intent.signal === 'start') await sendPowerNow(interaction, ctx, intent);
    else await askPower(interaction, ctx, 'board', intent);
  },
};

/** `/board publish`: the answer says where the page is and who can see it. */
async function publish(
  ctx: ContextOf<Needs>,
  reader: Locale,
  where: { guildId: string; channelId: string },
  options: { showNames: boolean; publishedBy: string },
): Promise<string> {
  const outcome = await ctx.boards.publish({ ...where, ...options });
  const channel = `<#${where.channelId}>`;
  switch (outcome.kind) {
    case 'no-public-url':
      throw new UserError(text('boards.pagesOff'));
    case 'no-board':
      throw new UserError(text('boards.noBoardYet', { channel }));
    case 'published':
      return [
        t(reader, 'boards.published', { channel, url: outcome.url }),
        t(reader, options.showNames ? 'boards.publishedNames' : 'boards.publishedCounts'),
        t(reader, 'boards.publishedAgain'),
      ].join('\n');
    default:
      return outcome satisfies never;
  }
}

async function unpublish(
  ctx: ContextOf<Needs>,
  reader: Locale,
  guildId: string,
  channelId: string,
): Promise<string> {
  const outcome = await ctx.boards.unpublish(guildId, channelId);
  const channel = `<#${channelId}>`;
  if (outcome === 'no-board') throw new UserError(text('boards.noBoardYet', { channel }));
  if (outcome === 'not-published') throw new UserError(text('boards.notPublished', { channel }));
  return t(reader, 'boards.unpublished', { channel });
}

function panel(guildId: string, serverId: string, ctx: ContextOf<Needs>, reader: Locale) {
  const id = ctx.componentIds.forGuild(guildId);
  const state = ctx.boards.stateOf(serverId);
  const server = literal(state?.name ?? cachedName(ctx.directory, serverId), 100);
  return {
    content: state
      ? t(reader, 'boards.panel', { server, state: literal(state.label, 40) })
      : t(reader, 'boards.panelUnknown', { server }),
    components: [
      {
        type: ComponentType.ActionRow as const,
        components: [
          button(id('board', 'start', serverId), t(reader, 'boards.start'), ButtonStyle.Success),
          button(id('board', 'restart', serverId), t(reader, 'boards.restart'), ButtonStyle.Primary),
          button(id('board', 'stop', serverId), t(reader, 'boards.stop'), ButtonStyle.Danger),
        ],
      },
    ],
  };
}

function button(
  customId: string,
  label: string,
  style: ButtonStyle.Success | ButtonStyle.Primary | ButtonStyle.Danger,
) {
  return { type: ComponentType.Button as const, custom_id: customId, label, style };
}
