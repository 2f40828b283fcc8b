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
import { missingPermissions, type NamedPermission } from '../src/discord/channel-permissions.js';
import type { BotContext, Command } from '../src/discord/command.js';
import { requireCooldownOver } from '../src/discord/cooldown.js';
import { literal } from '../src/discord/format.js';
import { NO_MENTIONS, staleButton } from '../src/discord/messages.js';
import { answerPower, askPower, sendPowerNow } from '../src/discord/power.js';
import { cachedName } from '../src/discord/server-name.js';
import { resolveServer } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';

/** A board needs to post and edit its messages; reading history lets it notice one was deleted. */
const BOARD_PERMISSIONS: readonly NamedPermission[] = [
  ['View Channel', PermissionFlagsBits.ViewChannel],
  ['Send Messages', PermissionFlagsBits.SendMessages],
];
const HISTORY: readonly NamedPermission[] = [
  ['Read Message History', PermissionFlagsBits.ReadMessageHistory],
];

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
export const board: Command = {
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
    const subcommand = interaction.options.getSubcommand();
    if (subcommand === 'publish' || subcommand === 'unpublish') {
      const content =
        subcommand === 'publish'
          ? await publish(ctx, guildId, channelId, {
              showNames: interaction.options.getBoolean('names') ?? false,
              publishedBy: interaction.user.id,
            })
          : await unpublish(ctx, guildId, channelId);
      await interaction.editReply({ content, allowedMentions: NO_MENTIONS });
      return;
    }
    if (subcommand === 'remove') {
      const removed = await ctx.boards.remove(guildId, channelId);
      if (!removed) throw new UserError(`There is no status board in <#${channelId}>.`);
      await interaction.editReply({
        content: `Status board removed from <#${channelId}>.`,
        allowedMentions: NO_MENTIONS,
      });
      return;
    }
    const missing = missingPermissions(interaction, channelId, BOARD_PERMISSIONS);
    if (missing.length > 0) {
      throw new UserError(
        `The bot lacks ${missing.join(', ')} in <#${channelId}>. Grant them in the channel's permissions, then run \`/board create\` again.`,
      );
    }
    const created = await ctx.boards.create({ guildId, channelId, createdBy: interaction.user.id });
    if (created.state === 'broken') {
      throw new UserError(
        `Discord refused the board in <#${channelId}> (${literal(created.stateReason ?? 'no reason given', 200)}). Fix the channel's permissions, then run \`/board create\` again.`,
      );
    }
    const first = created.messageIds[0];
    const lines = [
      first
        ? `Status board posted in <#${channelId}>: https://discord.com/channels/${guildId}/${channelId}/${first}`
        : `The status board of <#${channelId}> is saved; Discord is slow to answer, so it appears as soon as Discord takes it.`,
      'It shows every server linked in this Discord server and updates itself; `/board remove` deletes it.',
    ];
    if (missingPermissions(interaction, channelId, HISTORY).length > 0) {
      lines.push(
        `⚠️ Grant the bot Read Message History in <#${channelId}> too: then a deleted board is noticed and posted again at the next refresh, not only at its next change.`,
      );
    }
    await interaction.editReply({ content: lines.join('\n'), allowedMentions: NO_MENTIONS });
  },
  async select(interaction, ctx, [action]) {
    // The router checked that the member may use `/power` (componentsAs), as Discord would let them
    // in this channel: the select is visible to everyone who sees the board, so every use is checked.
    if (action !== 'manage') throw new UserError(staleButton('/board create'));
    const serverId = await resolveServer(interaction, ctx, interaction.values[0] ?? '');
    await interaction.reply({
      ...panel(interaction.guildId!, serverId, ctx),
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

const NO_BOARD = (channelId: string) =>
  `There is no status board in <#${channelId}>. Post one with \`/board create\` there first.`;

/** `/board publish`: the answer says where the page is and who can see it. */
async function publish(
  ctx: BotContext,
  guildId: string,
  channelId: string,
  options: { showNames: boolean; publishedBy: string },
): Promise<string> {
  const outcome = await ctx.boards.publish({ guildId, channelId, ...options });
  switch (outcome.kind) {
    case 'no-public-url':
      throw new UserError(
        'Status pages are off: the operator sets PUBLIC_URL to the address hostcord is reached at (e.g. https://status.example.org), then `/board publish` works. Nothing was published.',
      );
    case 'no-board':
      throw new UserError(NO_BOARD(channelId));
    case 'published':
      return [
        `The status page of <#${channelId}> is public: ${outcome.url}`,
        `Anyone with this address can see it; the board has a "Status page" button to it. ${options.showNames ? 'It lists the names of players online.' : 'It shows player counts, not names (`names:True` to list them).'}`,
        'Publishing again gives a new address (the old one stops working); `/board unpublish` takes it down.',
      ].join('\n');
    default:
      return outcome satisfies never;
  }
}

async function unpublish(ctx: BotContext, guildId: string, channelId: string): Promise<string> {
  const outcome = await ctx.boards.unpublish(guildId, channelId);
  if (outcome === 'no-board') throw new UserError(NO_BOARD(channelId));
  if (outcome === 'not-published')
    throw new UserError(`The board in <#${channelId}> has no public status page.`);
  return `The status page of <#${channelId}> is taken down: its address answers "not found" from now on.`;
}

function panel(guildId: string, serverId: string, ctx: BotContext) {
  const id = ctx.componentIds.forGuild(guildId);
  const state = ctx.boards.stateOf(serverId);
  const name = literal(state?.name ?? cachedName(ctx.directory, serverId), 100);
  const now = state ? ` is ${literal(state.label, 40)}` : '';
  return {
    content: `**${name}**${now}. Restart and Stop ask you to confirm first.`,
    components: [
      {
        type: ComponentType.ActionRow as const,
        components: [
          button(id('board', 'start', serverId), 'Start', ButtonStyle.Success),
          button(id('board', 'restart', serverId), 'Restart', ButtonStyle.Primary),
          button(id('board', 'stop', serverId), 'Stop', ButtonStyle.Danger),
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
