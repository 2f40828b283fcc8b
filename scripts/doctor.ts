/**
 * `npm run doctor`: checks everything hostcord depends on and says what to fix, one line each
 * (ok / warning / error). Exits 1 when there is an error. It does not start the bot, but logs in to
 * Discord briefly to see the bot's permissions in the linked channels, and reads the running bot's
 * `/healthz` to tell whether events arrive. `npm run doctor -- --send-test` also posts a test alert
 * into every linked channel.
 */
import { randomUUID } from 'node:crypto';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { requiredScopes } from '../commands/index.js';
import { type Config, ConfigError, loadConfig } from '../src/config.js';
import { withUsableRetryAfter } from '../src/discord/rest-retry-after.js';
import { createDiscordPost } from '../src/discord/writing/post-message.js';
import { formatFindings, runDoctor } from '../src/doctor/checks.js';
import { readEventsReport } from '../src/doctor/events.js';
import { createServerDirectory } from '../src/hosting/directory.js';
import { createHostingClient } from '../src/hosting/index.js';
import { createLanguages } from '../src/i18n/languages.js';
import { createLogger } from '../src/logger.js';
import { sendTestAlerts } from '../src/pipeline/5-send/test-alert.js';
import { openStore } from '../src/store/open.js';
import type { Store } from '../src/store/store.js';

const LOGIN_TIMEOUT_MS = 20_000;

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stdout.write(`${err.problems.map((p) => `error   configuration: ${p}`).join('\n')}\n`);
  process.exit(1);
}

let database: Store | Error;
try {
  database = await openStore(config, { log: createLogger({ level: 'silent' }) });
} catch (err) {
  database = err instanceof Error ? err : new Error(String(err));
}

const client = new Client({
  intents: [GatewayIntentBits.Guilds],
  rest: { api: config.discordApiUrl, makeRequest: withUsableRetryAfter() },
  waitGuildTimeout: 5000,
});
const discord = await login(client, config.discordToken);
const host = config.httpHost === '0.0.0.0' || config.httpHost === '::' ? '127.0.0.1' : config.httpHost;

const base = `http://${host.includes(':') ? `[${host}]` : host}:${config.httpPort}`;
const hosting = createHostingClient({ baseUrl: config.hostingApiUrl, token: config.hostingToken });
const names = createServerDirectory(hosting, createLogger({ level: 'silent' }));
// The whole list, not the short wait the bot uses while a member types: names make the report readable.
await names.refresh();
const sendTest = process.argv.includes('--send-test');

const findings = await runDoctor({
  config,
  hosting,
  database,
  links: database instanceof Error ? undefined : database.repositories.links,
  claims: database instanceof Error ? undefined : database.repositories.claims,
  boards: database instanceof Error ? undefined : database.repositories.boards,
  games:
    database instanceof Error
      ? undefined
      : { enabled: config.gameQuery, queries: database.repositories.gameQueries },
  seen: database instanceof Error ? undefined : database.repositories.seen,
  names,
  discord,
  requiredScopes,
  webhookUrl: `${base}/webhook`,
  events: () => readEventsReport(`${base}/healthz`),
  sendTest:
    sendTest && !(discord instanceof Error)
      ? (links) =>
          sendTestAlerts(
            { post: createDiscordPost(discord.rest), names, ...testAlertLanguage(discord) },
            links,
            {
              runId: randomUUID(),
              askedBy: { script: 'npm run doctor -- --send-test' },
            },
          )
      : undefined,
});
await client.destroy();
if (!(database instanceof Error)) await database.close();
process.stdout.write(`${formatFindings(findings)}\n`);
process.exit(findings.some((f) => f.level === 'error') ? 1 : 0);

/** Test alerts are public messages: each in its guild's language, as the bot would post them. */
function testAlertLanguage(discord: Client<true>) {
  if (database instanceof Error) return {};
  const languages = createLanguages({
    store: database.repositories.guildLanguages,
    preferredLocale: (guildId) => discord.guilds.cache.get(guildId)?.preferredLocale,
  });
  return { language: (guildId: string) => languages.guildLanguage(guildId) };
}

async function login(c: Client, token: string): Promise<Client<true> | Error> {
  const ready = new Promise<Client<true>>((resolve) => c.once(Events.ClientReady, resolve));
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no answer from Discord within 20 s')), LOGIN_TIMEOUT_MS).unref(),
  );
  try {
    return await Promise.race([c.login(token).then(() => ready), timeout]);
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}
