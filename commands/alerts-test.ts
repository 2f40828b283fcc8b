import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import type { ContextOf } from '../src/discord/command.js';
import { installationWarnings } from '../src/discord/installation-warnings.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { serverName } from '../src/discord/server-name.js';
import { resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { t, text } from '../src/i18n/catalogue.js';
import { describeTestOutcome } from '../src/pipeline/5-send/test-alert.js';
import { literal, truncate } from '../src/text/literal.js';

/** `/alerts test [server] [channel]`: a sample alert into each linked channel of the server. */
export const testSubcommand = (s: SlashCommandSubcommandBuilder) =>
  s
    .setName('test')
    .setDescription("Post a test alert into the server's linked channels (filters are ignored)")
    .addStringOption(serverOption())
    .addChannelOption((o) =>
      o.setName('channel').setDescription('Only this linked channel (default: every one of the server)'),
    );

export async function sendTest(
  interaction: ChatInputCommandInteraction,
  ctx: ContextOf<'provider' | 'links' | 'alerts'>,
): Promise<void> {
  const serverId = await resolveServer(interaction, ctx);
  const name = `**${literal(await serverName(ctx.directory, serverId), 100)}**`;
  const channelId = interaction.options.getChannel('channel')?.id;
  const links = (await ctx.links.forGuild(interaction.guildId!)).filter(
    (l) => l.serverId === serverId && (channelId === undefined || l.channelId === channelId),
  );
  if (links.length === 0) throw notLinkedTo(name, channelId);
  const outcomes = await ctx.sendTestAlerts(links, {
    runId: interaction.id,
    askedBy: { member: interaction.user.id },
  });
  const locale = await ctx.languages.forReader(interaction);
  const lines = outcomes.map((o) => {
    const { ok, text } = describeTestOutcome(o, locale);
    return `${ok ? '✅' : '❌'} <#${o.link.channelId}>: ${text}`;
  });
  const posted = outcomes.filter((o) => o.kind === 'posted').length;
  ctx.log.info({ serverId, channels: outcomes.length, posted }, 'test alerts sent');
  // The test is posted by hostcord itself: whether the provider will send real events is another matter.
  const warnings = await installationWarnings(ctx.hosting, serverId, []);
  await interaction.editReply({
    content: truncate(
      [t(locale, 'alerts.test.reply', { server: name }), ...lines, ...warnings].join('\n'),
      2000,
    ),
    allowedMentions: NO_MENTIONS,
  });
}

/** `**Survival** is not linked to #alerts…`, from `/alerts test` and `/alerts filter|mention`. */
export function notLinkedTo(name: string, channelId: string | undefined): UserError {
  return new UserError(
    text('alerts.reply.notLinkedTo', { server: name, channel: `${channelId}`, command: '/link' }),
  );
}
