import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { type Finding, wordsIn } from '../src/doctor/types.js';
import { t } from '../src/i18n/catalogue.js';
import type { Locale } from '../src/i18n/locale.js';
import { packLines } from '../src/text/embed-lines.js';
import { truncate } from '../src/text/literal.js';

const ICONS: Record<Finding['level'], string> = { ok: '✅', warning: '⚠️', error: '❌' };
const RANK: Record<Finding['level'], number> = { error: 0, warning: 1, ok: 2 };
/** The parts of the context `/doctor` uses. */
type Needs = 'doctor';

/** Room for the title and the footer that says how many findings did not fit. */
const TITLE_RESERVE = 200;
/** A finding's line; a longer one is cut, so one finding can never take a whole message. */
const LINE_MAX = 1000;

function titleOf(locale: Locale, errors: number, warnings: number): string {
  if (errors) return t(locale, 'doctor.title.problems', { count: errors });
  return warnings ? t(locale, 'doctor.title.warnings', { count: warnings }) : t(locale, 'doctor.title.fine');
}

/** `/doctor`: the operator checks, for admins, privately (they name channels, ids and settings). */
export const doctor: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('doctor')
    .setDescription("Check hostcord's setup: tokens, scopes, channel permissions, webhook")
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild),
  scopes: [],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const [findings, locale] = await Promise.all([
      ctx.doctor(interaction.guildId!),
      ctx.languages.forReader(interaction),
    ]);
    const errors = findings.filter((f) => f.level === 'error').length;
    const warnings = findings.filter((f) => f.level === 'warning').length;
    // Outside text in findings (server, guild and channel names, filter values) is escaped by the doctor.
    // Problems first, so a guild with many servers sees what to fix even when not everything fits.
    const lines = [...findings]
      .sort((a, b) => RANK[a.level] - RANK[b.level])
      .map((f) =>
        truncate(`${ICONS[f.level]} **${wordsIn(locale, f.area)}**: ${wordsIn(locale, f.message)}`, LINE_MAX),
      );
    const { groups, count } = packLines(lines, TITLE_RESERVE);
    const left = lines.length - count;
    const colour = errors ? 0xe74c3c : warnings ? 0xf1c40f : 0x2ecc71;
    await interaction.editReply({
      embeds: groups.map((group, i) => ({
        ...(i === 0 && { title: titleOf(locale, errors, warnings) }),
        description: group.join('\n'),
        color: colour,
        ...(i === groups.length - 1 &&
          left > 0 && { footer: { text: t(locale, 'doctor.notShown', { count: left }) } }),
      })),
      allowedMentions: NO_MENTIONS,
    });
  },
};
