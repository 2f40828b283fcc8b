import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { truncate } from '../src/discord/format.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import type { Finding } from '../src/doctor/types.js';

const ICONS: Record<Finding['level'], string> = { ok: '✅', warning: '⚠️', error: '❌' };

/** `/doctor`: the operator checks, for admins, privately (they name channels, ids and settings). */
export const doctor: Command = {
  data: new SlashCommandBuilder()
    .setName('doctor')
    .setDescription("Check hostcord's setup: tokens, scopes, channel permissions, webhook")
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild),
  scopes: [],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const findings = await ctx.doctor(interaction.guildId!);
    const errors = findings.filter((f) => f.level === 'error').length;
    const warnings = findings.filter((f) => f.level === 'warning').length;
    // Outside text in findings (server, guild and channel names, filter values) is escaped by the doctor.
    const lines = findings.map((f) => `${ICONS[f.level]} **${f.area}**: ${f.message}`);
    await interaction.editReply({
      embeds: [
        {
          title: errors
            ? `${errors} problem(s) to fix`
            : warnings
              ? `${warnings} warning(s)`
              : 'Everything looks fine',
          description: truncate(lines.join('\n'), 4096),
          color: errors ? 0xe74c3c : warnings ? 0xf1c40f : 0x2ecc71,
        },
      ],
      allowedMentions: NO_MENTIONS,
    });
  },
};
