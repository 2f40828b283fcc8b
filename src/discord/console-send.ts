import type { ChatInputCommandInteraction } from 'discord.js';
import type { ServerDirectory } from '../hosting/directory.js';
import type { Accepted, CommandAccepted, HostingClient } from '../hosting/index.js';
import { t } from '../i18n/catalogue.js';
import type { Languages } from '../i18n/languages.js';
import type { Logger } from '../logger.js';
import { literal } from '../text/literal.js';
import { type Actor, type AuditWriter, audited, idempotencyKey } from './audited.js';
import { NO_MENTIONS } from './messages.js';
import { shownName } from './server-name.js';

/** What sending a console command takes: the provider call and its audit. */
export interface ConsoleDeps {
  hosting: Pick<HostingClient, 'sendCommand'>;
  audit: AuditWriter;
  log: Logger;
}

/**
 * POST /servers/{id}/commands, audited with the command text, under `key`. The command must have
 * passed `requireConsoleCommand` (no control characters, within the provider's length).
 */
export function sendConsole(
  actor: Actor,
  ctx: ConsoleDeps,
  serverId: string,
  command: string,
  action: 'say' | 'command',
  key: string,
): Promise<Accepted<CommandAccepted>> {
  return audited(
    actor,
    ctx,
    { action: `console:${action}`, serverId, idempotencyKey: key, detail: { command } },
    () => ctx.hosting.sendCommand(serverId, command, { idempotencyKey: key }),
  );
}

/**
 * A console command for a (deferred) slash command, keyed by the interaction. The game gives no
 * answer (spec, endpoint 7), so the reply says where the output can be read.
 */
export async function sendConsoleCommand(
  interaction: ChatInputCommandInteraction,
  ctx: ConsoleDeps & {
    directory: Pick<ServerDirectory, 'name' | 'list'>;
    languages: Pick<Languages, 'forReader'>;
  },
  serverId: string,
  command: string,
  action: 'say' | 'command',
): Promise<void> {
  await sendConsole(interaction, ctx, serverId, command, action, idempotencyKey(interaction.id, action));
  const locale = await ctx.languages.forReader(interaction);
  const server = await shownName(ctx.directory, serverId);
  await interaction.editReply({
    content: [
      t(locale, 'schedule.consoleSent', { server }),
      `> ${literal(command, 1200)}`,
      t(locale, 'schedule.consoleNoAnswer'),
    ].join('\n'),
    allowedMentions: NO_MENTIONS,
  });
}
