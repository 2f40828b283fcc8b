/**
 * `npm run commands:deploy`: registers the slash commands now, whether or not they changed (the bot
 * also does this at start, but only when their definitions changed).
 */
import { type APIApplication, REST, Routes } from 'discord.js';
import { commands } from '../commands/index.js';
import { ConfigError, loadConfig, secretsOf } from '../src/config.js';
import { withUsableRetryAfter } from '../src/discord/rest-retry-after.js';
import { syncCommands } from '../src/discord/sync-commands.js';
import { createLogger, logFormatFor } from '../src/logger.js';
import { openStore } from '../src/store/open.js';

try {
  const config = loadConfig();
  const log = createLogger({
    level: config.logLevel,
    secrets: secretsOf(config),
    format: logFormatFor(config.logFormat, process.stdout.isTTY === true),
  });
  const rest = new REST({ api: config.discordApiUrl, makeRequest: withUsableRetryAfter() }).setToken(
    config.discordToken,
  );
  const application = (await rest.get(Routes.currentApplication())) as APIApplication;
  const database = await openStore(config, { log });
  try {
    await syncCommands({
      rest,
      applicationId: application.id,
      guildId: config.discordGuildId,
      commands,
      kv: database.repositories.kv,
      log,
      force: true,
    });
  } finally {
    await database.close();
  }
  process.stdout.write(
    `Registered ${commands.length} commands ${config.discordGuildId ? `to guild ${config.discordGuildId}` : 'globally (they can take up to an hour to appear)'}.\n`,
  );
} catch (err) {
  const message =
    err instanceof ConfigError
      ? err.message
      : `Could not register the commands: ${err instanceof Error ? err.message : String(err)}`;
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
