import { ComponentType, InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Board } from '../src/db/boards.js';
import type { Link } from '../src/db/links.js';
import type { Silence } from '../src/db/silences.js';
import type { BotContext, Command } from '../src/discord/command.js';
import type { MakeId } from '../src/discord/component-id.js';
import { code, literal, truncate } from '../src/discord/format.js';
import { NO_MENTIONS, REFUSAL } from '../src/discord/messages.js';
import { guildName } from '../src/discord/ownership-events.js';
import { CONTROL_TEXT, unsilenceButton } from '../src/discord/render/alert-controls.js';
import { UserError } from '../src/discord/user-error.js';

const STATE_NOTES: Record<string, string> = {
  active: '',
  inactive: ' · ⏸️ inactive: the bot was uninstalled from this server at the provider',
  broken: ' · ⚠️ broken: Discord refused our messages in this channel; fix permissions, then `/link` again',
};

const NO_LONGER_SHARED =
  '⛔ no longer usable here: the Discord server that owns it ended the share (or gave the server up). Its commands and alerts stopped. Ask its admins for a new share code and `/link` it with the code, or `/unlink` it';

/**
 * `/links`: this guild's links with their channel, filters and state; for servers this guild owns,
 * the guilds it shares them with; links that stopped working because a share ended, with why.
 */
export const links: Command = {
  data: new SlashCommandBuilder()
    .setName('links')
    .setDescription("List this Discord server's linked game servers and where their alerts go")
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild),
  scopes: [],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const guildId = interaction.guildId!;
    const rows = await ctx.links.forGuild(guildId);
    const stale = await ctx.links.unusableForGuild(guildId);
    if (rows.length === 0 && stale.length === 0) throw new UserError(REFUSAL.noneLinked);
    await ctx.directory.list();
    // Only silences of links that still exist: an unlinked server's silence holds nothing.
    const silenced = (await ctx.alertControls.silences.runningInGuild(guildId, ctx.now())).filter((s) =>
      rows.some((row) => row.channelId === s.channelId && row.serverId === s.serverId),
    );
    const lines = rows.map(
      (row) =>
        describeLink(row, ctx.directory.name(row.serverId)) +
        silencedNote(silenced.find((s) => s.channelId === row.channelId && s.serverId === row.serverId)),
    );
    lines.push(...(await sharedLines(ctx, guildId, rows)));
    // Only the id: the guild once linked it, but has no right to its current name or state.
    lines.push(
      ...stale.map((row) => `• ${code(row.serverId, 64)} → <#${row.channelId}> · ${NO_LONGER_SHARED}`),
    );
    const boards = (await ctx.boards.forGuild(guildId)).map(describeBoard);
    await interaction.editReply({
      embeds: [
        { title: 'Linked servers', description: truncate(lines.join('\n'), 4096) },
        ...(boards.length > 0
          ? [{ title: 'Status boards', description: truncate(boards.join('\n'), 4096) }]
          : []),
      ],
      components: unsilenceRows(
        ctx.componentIds.forGuild(guildId),
        silenced,
        (id) => ctx.directory.name(id) ?? id,
      ),
      allowedMentions: NO_MENTIONS,
    });
  },
};

/** For each server this guild owns: which other guilds share it, or that one uses it through a share. */
async function sharedLines(ctx: BotContext, guildId: string, rows: Link[]): Promise<string[]> {
  const lines: string[] = [];
  for (const serverId of new Set(rows.map((r) => r.serverId))) {
    const name = `**${literal(ctx.directory.name(serverId) ?? serverId, 100)}**`;
    if ((await ctx.claims.ownerOf(serverId))?.guildId !== guildId) {
      lines.push(`${name} is used here through a share from the Discord server that owns it.`);
      continue;
    }
    const shares = await ctx.claims.sharesOf(serverId);
    if (shares.length > 0) {
      const whom = shares.map(
        (s) =>
          `${guildName(ctx, s.guildId)}${s.createdBy === 'migration' ? ' (from before shares existed: review it)' : ''}`,
      );
      lines.push(`${name} is shared with ${whom.join(', ')}. \`/unshare\` ends a share.`);
    }
  }
  return lines.length > 0 ? ['', ...lines] : [];
}

const at = (ms: number, style: 'R' | 'f') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** A link whose alerts are held (the Silence select of an alert): until when, and how to end it. */
function silencedNote(silence: Silence | undefined): string {
  if (!silence) return '';
  const until = silence.until === null ? 'until the incident resolves' : `until ${at(silence.until, 'f')}`;
  return ` · 🔕 silenced ${until} by <@${silence.createdBy}>: alerts are held, then posted as one summary`;
}

/** One Unsilence button per running silence (Discord: five rows of five). */
function unsilenceRows(makeId: MakeId, silenced: Silence[], name: (serverId: string) => string) {
  const buttons = silenced
    .slice(0, 25)
    .map((s) => unsilenceButton(makeId, s.id, `${CONTROL_TEXT.unsilence} ${name(s.serverId)}`.slice(0, 80)));
  const rows = [];
  for (let i = 0; i < buttons.length; i += 5)
    rows.push({ type: ComponentType.ActionRow as const, components: buttons.slice(i, i + 5) });
  return rows;
}

function describeBoard(board: Board): string {
  if (board.state !== 'broken') return `• <#${board.channelId}> · updated as servers change`;
  const reason = board.stateReason ? ` (${literal(board.stateReason, 200)})` : '';
  return `• <#${board.channelId}> · ⚠️ broken${reason}: fix the channel's permissions, then run \`/board create\` there again`;
}

function describeLink(row: Link, name: string | undefined): string {
  const filters = [
    row.categories.length > 0 && `categories ${row.categories.join(', ')}`,
    row.types.length > 0 && `types ${row.types.join(', ')}`,
    row.severities.length > 0 && `severities ${row.severities.join(', ')}`,
  ].filter(Boolean);
  const filterText = filters.length > 0 ? literal(filters.join('; '), 300) : 'all alerts';
  const reason = row.state !== 'active' && row.stateReason ? ` (${literal(row.stateReason, 200)})` : '';
  return `• **${literal(name ?? row.serverId, 100)}** → <#${row.channelId}> · ${filterText}${STATE_NOTES[row.state] ?? ` · ${row.state}`}${reason}`;
}
