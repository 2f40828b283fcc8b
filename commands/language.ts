import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { UserError } from '../src/discord/user-error.js';
import { t, text } from '../src/i18n/catalogue.js';
import { isLocale, LOCALE_NAMES, LOCALES } from '../src/i18n/locale.js';

/** The parts of the context `/language` uses. */
type Needs = 'language';

/**
 * `/language [locale]`: without a choice, anyone may ask which language hostcord speaks here;
 * choosing one takes Manage Server (checked here, since everyone may use the command to ask), and
 * a guild changes it at most once per `LIMITS.languageCooldownMs`, since each change re-renders its
 * boards. Each language is shown by its own name, the same in every Discord.
 */
export const language: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('language')
    .setDescription("hostcord's language in this Discord server: see it, or choose another")
    .setContexts(InteractionContextType.Guild)
    .addStringOption((option) =>
      option
        .setName('locale')
        .setDescription('The language for alerts, boards and announcements in game (Manage Server)')
        .addChoices(...LOCALES.map((locale) => ({ name: LOCALE_NAMES[locale], value: locale }))),
    ),
  scopes: [],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const guildId = interaction.guildId!;
    const choice = interaction.options.getString('locale');
    if (isLocale(choice)) {
      if (!interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild))
        throw new UserError(text('language.needsManageServer'));
      // After the permission check, so a member who may not choose never holds the admins back.
      ctx.languageCooldown(interaction);
      await ctx.languages.set(guildId, choice, interaction.user.id);
      ctx.log.info({ guildId, locale: choice }, 'guild language changed');
      const reader = await ctx.languages.forReader(interaction);
      await interaction.editReply({
        content: t(reader, 'language.set', { language: LOCALE_NAMES[choice] }),
        allowedMentions: NO_MENTIONS,
      });
      return;
    }
    const [current, chosen, reader] = await Promise.all([
      ctx.languages.guildLanguage(guildId, interaction.guildLocale),
      ctx.languages.chosen(guildId),
      ctx.languages.forReader(interaction),
    ]);
    const key = chosen ? 'language.current' : 'language.currentDefault';
    await interaction.editReply({
      content: t(reader, key, { language: LOCALE_NAMES[current] }),
      allowedMentions: NO_MENTIONS,
    });
  },
};
