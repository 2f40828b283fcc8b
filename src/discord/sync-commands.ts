import { createHash } from 'node:crypto';
import { type REST, Routes } from 'discord.js';
import type { Kv } from '../db/kv.js';
import { localizeCommand } from '../i18n/commands.js';
import type { Logger } from '../logger.js';
import type { Command } from './command.js';

export const COMMANDS_HASH_KEY = 'discord.commands.hash';

export interface SyncInput {
  rest: REST;
  applicationId: string;
  /** Guild-scoped registration (instant, for trying hostcord out); global otherwise. */
  guildId?: string | undefined;
  commands: readonly Command[];
  kv: Kv;
  log: Logger;
  /** Register even when nothing changed (`npm run commands:deploy`). */
  force?: boolean;
}

/**
 * Registers the command definitions only when they (or where they go) changed since the last
 * successful registration: a blind PUT on every start counts against Discord's daily limit of
 * command creations and briefly resets what members see.
 */
export async function syncCommands(input: SyncInput): Promise<{ registered: boolean }> {
  const route = input.guildId
    ? Routes.applicationGuildCommands(input.applicationId, input.guildId)
    : Routes.applicationCommands(input.applicationId);
  // Localized as sent, so a changed translation changes the hash and is registered.
  const body = input.commands.map((c) => localizeCommand(c.data.toJSON()));
  const hash = createHash('sha256').update(JSON.stringify({ route, body })).digest('hex');
  if (!input.force && (await input.kv.get(COMMANDS_HASH_KEY)) === hash) {
    input.log.debug('slash commands unchanged, not registering');
    return { registered: false };
  }
  await input.rest.put(route, { body });
  await input.kv.set(COMMANDS_HASH_KEY, hash);
  input.log.info(
    { commands: body.length, scope: input.guildId ? `guild ${input.guildId}` : 'global' },
    'slash commands registered',
  );
  return { registered: true };
}
