import type { ChatInputCommandInteraction } from 'discord.js';
import type { ServerDirectory } from '../hosting/directory.js';
import type { HostingClient } from '../hosting/index.js';
import type { Logger } from '../logger.js';
import { type AuditWriter, audited, idempotencyKey } from './audited.js';
import { literal } from './format.js';
import { NO_MENTIONS } from './messages.js';
import { shownName } from './server-name.js';

/**
 * POST /servers/{id}/commands for a (deferred) slash command, audited with the command text. The
 * game gives no answer (spec, endpoint 7), so the reply says where the output can be read.
 */
export async function sendConsoleCommand(
  interaction: ChatInputCommandInteraction,
  ctx: {
    hosting: Pick<HostingClient, 'sendCommand'>;
    audit: AuditWriter;
    log: Logger;
    directory: Pick<ServerDirectory, 'name' | 'list'>;
  },
  serverId: string,
  command: string,
  action: 'say' | 'command',
): Promise<void> {
  const key = idempotencyKey(interaction.id, action);
  await audited(
    interaction,
    ctx,
    { action: `console:${action}`, serverId, idempotencyKey: key, detail: { command } },
    () => ctx.hosting.sendCommand(serverId, command, { idempotencyKey: key }),
  );
  await interaction.editReply({
    content:
      `✅ Sent to the console of **${await shownName(ctx.directory, serverId)}**:\n> ${literal(command, 1200)}\n` +
      "The game gives no answer here; its output is in the console of the provider's panel.",
    allowedMentions: NO_MENTIONS,
  });
}
