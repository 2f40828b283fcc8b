import { ComponentType, InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { ALERT_FILTERS } from '../src/alert-filters.js';
import type { Board } from '../src/db/boards.js';
import type { Link } from '../src/db/links.js';
import type { Silence } from '../src/db/silences.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import type { MakeId } from '../src/discord/component-id.js';
import { NO_MENTIONS, REFUSAL } from '../src/discord/messages.js';
import { guildName } from '../src/discord/ownership-events.js';
import { unsilenceButton } from '../src/discord/render/alert-controls.js';
import { UserError } from '../src/discord/user-error.js';
import { failureReasonIn } from '../src/discord/writing/failures.js';
import { t } from '../src/i18n/catalogue.js';
import { formatList } from '../src/i18n/format.js';
import type { Locale } from '../src/i18n/locale.js';
import { code, literal, truncate } from '../src/text/literal.js';

const EMBEDS_TOTAL = 6000;

const STATE_NOTES: Record<string, 'links.stateInactive' | 'links.stateBroken' | undefined> = {
  active: undefined,
  inactive: 'links.stateInactive',
  broken: 'links.stateBroken',
};

/** The parts of the context `/links` uses. */
type Needs = 'provider' | 'links' | 'ownership' | 'alerts' | 'boards' | 'interactions';

/**
 * `/links`: this guild's links with their channel, filters and state; for servers this guild owns,
 * the guilds it shares them with; links that stopped working because a share ended, with why.
 */
export const links: Command<Needs> = {
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
    const locale = await ctx.languages.forReader(interaction);
    await ctx.directory.list();
    // Only silences of links that still exist: an unlinked server's silence holds nothing.
    const silenced = (await ctx.alertControls.silences.runningInGuild(guildId, ctx.now())).filter((s) =>
      rows.some((row) => row.channelId === s.channelId && row.serverId === s.serverId),
    );
    const lines = rows.map(
      (row) =>
        describeLink(locale, row, ctx.directory.name(row.serverId)) +
        silencedNote(
          silenced.find((s) => s.channelId === row.channelId && s.serverId === row.serverId),
          locale,
        ),
    );
    lines.push(...(await sharedLines(ctx, locale, guildId, rows)));
    // Only the id: the guild once linked it, but has no right to its current name or state.
    const noLongerShared = t(locale, 'links.noLongerShared');
    lines.push(
      ...stale.map((row) => `• ${code(row.serverId, 64)} → <#${row.channelId}> · ${noLongerShared}`),
    );
    const boards = (await ctx.boards.forGuild(guildId)).map((board) => describeBoard(locale, board));
    const linked = { title: t(locale, 'links.linkedTitle'), description: truncate(lines.join('\n'), 4096) };
    const boardsTitle = t(locale, 'links.boardsTitle');
    // Discord refuses a message whose embeds hold more than 6000 characters in all.
    const room = EMBEDS_TOTAL - linked.title.length - linked.description.length - boardsTitle.length;
    await interaction.editReply({
      embeds: [
        linked,
        ...(boards.length > 0
          ? [{ title: boardsTitle, description: truncate(boards.join('\n'), Math.min(4096, room)) }]
          : []),
      ],
      components: unsilenceRows(
        ctx.componentIds.forGuild(guildId),
        silenced,
        (id) => ctx.directory.name(id) ?? id,
        locale,
      ),
      allowedMentions: NO_MENTIONS,
    });
  },
};

/** For each server this guild owns: which other guilds share it, or that one uses it through a share. */
async function sharedLines(
  ctx: ContextOf<Needs>,
  locale: Locale,
  guildId: string,
  rows: Link[],
): Promise<string[]> {
  const lines: string[] = [];
  for (const serverId of new Set(rows.map((r) => r.serverId))) {
    const server = `**${literal(ctx.directory.name(serverId) ?? serverId, 100)}**`;
    if ((await ctx.claims.ownerOf(serverId))?.guildId !== guildId) {
      lines.push(t(locale, 'links.usedThroughShare', { server }));
      continue;
    }
    const shares = await ctx.claims.sharesOf(serverId);
    if (shares.length > 0) {
      const whom = shares.map((s) =>
        s.createdBy === 'migration'
          ? t(locale, 'links.sharedBeforeShares', { guild: guildName(ctx, s.guildId) })
          : guildName(ctx, s.guildId),
      );
      lines.push(t(locale, 'links.sharedWith', { server, guilds: formatList(locale, whom) }));
    }
  }
  return lines.length > 0 ? ['', ...lines] : [];
}

const at = (ms: number, style: 'R' | 'f') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** A link whose alerts are held (the Silence select of an alert): until when, and how to end it. */
function silencedNote(silence: Silence | undefined, locale: Locale): string {
  if (!silence) return '';
  const user = `<@${silence.createdBy}>`;
  const note =
    silence.until === null
      ? t(locale, 'controls.silencedNoteResolved', { user })
      : t(locale, 'controls.silencedNote', { until: at(silence.until, 'f'), user });
  return ` · ${note}`;
}

/** One Unsilence button per running silence (Discord: five rows of five). */
function unsilenceRows(
  makeId: MakeId,
  silenced: Silence[],
  name: (serverId: string) => string,
  locale: Locale,
) {
  const buttons = silenced.slice(0, 25).map((s) => unsilenceButton(makeId, s.id, name(s.serverId), locale));
  const rows = [];
  for (let i = 0; i < buttons.length; i += 5)
    rows.push({ type: ComponentType.ActionRow as const, components: buttons.slice(i, i + 5) });
  return rows;
}

function describeBoard(locale: Locale, board: Board): string {
  const state =
    board.state !== 'broken'
      ? t(locale, 'links.boardUpdated')
      : board.stateReason
        ? t(locale, 'links.boardBrokenBecause', {
            reason: literal(failureReasonIn(locale, board.stateReason), 200),
          })
        : t(locale, 'links.boardBroken');
  return `• <#${board.channelId}> · ${state}`;
}

/** `• **name** → #channel · filters · state (reason)`: a list entry, its parts each whole. */
function describeLink(locale: Locale, row: Link, name: string | undefined): string {
  // Filter values are the provider's category, type and severity names: shown as they are.
  const filters = ALERT_FILTERS.filter((filter) => row[filter.list].length > 0).map((filter) =>
    t(locale, filter.labels.links, { list: row[filter.list].join(', ') }),
  );
  const filterText = filters.length > 0 ? literal(filters.join('; '), 300) : t(locale, 'links.allAlerts');
  const note = STATE_NOTES[row.state];
  const state = row.state === 'active' ? '' : ` · ${note ? t(locale, note) : row.state}`;
  const reason =
    row.state !== 'active' && row.stateReason
      ? ` (${literal(failureReasonIn(locale, row.stateReason), 200)})`
      : '';
  return `• **${literal(name ?? row.serverId, 100)}** → <#${row.channelId}> · ${filterText}${state}${reason}`;
}
