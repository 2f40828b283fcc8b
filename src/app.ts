import type { Client } from 'discord.js';
import { commands, requiredScopes } from '../commands/index.js';
import type { BackoffOptions } from './backoff.js';
import { type Config, ConfigError } from './config.js';
import { createAudit } from './db/audit.js';
import { createClaims } from './db/claims.js';
import { createKv } from './db/kv.js';
import { createLinks } from './db/links.js';
import { openDatabase, registerDatabaseCheck } from './db/open.js';
import { createRestartRuns } from './db/restart-runs.js';
import { createRestartSchedules } from './db/restart-schedules.js';
import { createWriteHealth } from './db/write-health.js';
import { createBot } from './discord/bot.js';
import { NO_MENTIONS } from './discord/messages.js';
import { createDiscordPost } from './discord/post-message.js';
import { runDoctor } from './doctor/checks.js';
import { createHealth } from './health.js';
import { createServerDirectory } from './hosting/directory.js';
import { createHostingClient } from './hosting/index.js';
import { buildServer } from './http/server.js';
import type { Logger } from './logger.js';
import { createMetrics } from './metrics.js';
import { createIntake } from './pipeline/1-intake/intake.js';
import { createInbox } from './pipeline/2-inbox/inbox.js';
import { createNotifier } from './pipeline/2-inbox/notifier.js';
import { createDelivery } from './pipeline/delivery.js';
import { createRestartPlans } from './schedule/plans.js';
import { createScheduler } from './schedule/scheduler.js';
import { databaseProblem, listenProblem } from './start-problems.js';
import { createTokenWatch } from './token-watch.js';

export interface AppOptions {
  /** discord.js's wait for guilds announced in READY; lowered by tests. */
  waitGuildTimeoutMs?: number;
  /** Retry timing of alert delivery; shortened by tests. */
  deliveryBackoff?: BackoffOptions;
  /** Wall clock of commands and planned restarts; tests move it instead of waiting. */
  now?: () => number;
}

/**
 * The composition root: builds every part from the configuration and wires them together.
 * `start` opens the doors (HTTP, feed); `stop` closes them in the order that loses nothing.
 */
export async function createApp(config: Config, log: Logger, options: AppOptions = {}) {
  const database = openOrExplain(config.databasePath);
  // Before any repository prepares its statements: every write is observed from here on.
  const writes = createWriteHealth(database.sqlite, { log: log.child({ component: 'database' }) });
  const inbox = createInbox(database.db);
  const kv = createKv(database.db);
  const links = createLinks(database.db);
  const claims = createClaims(database.db);
  const audit = createAudit(database.db);
  const events = createNotifier();
  const health = createHealth();
  const metrics = createMetrics();
  registerDatabaseCheck(health, database, writes);
  const hosting = createHostingClient({
    baseUrl: config.hostingApiUrl,
    token: config.hostingToken,
    log,
    onAttempt: (operation, status) => metrics.providerCalls.inc({ operation, status: String(status) }),
  });
  const directory = createServerDirectory(hosting, log);
  const now = options.now ?? Date.now;
  const restartRuns = createRestartRuns(database.db);
  const restartSchedules = createRestartSchedules(database.db);
  const restarts = createRestartPlans({
    runs: restartRuns,
    schedules: restartSchedules,
    hosting,
    audit,
    log: log.child({ component: 'schedule' }),
    now,
    // The scheduler needs the Discord client, made below; a plan is only ever changed after start.
    wake: () => scheduler.wake(),
  });
  const bot = createBot({
    token: config.discordToken,
    apiUrl: config.discordApiUrl,
    commandGuildId: config.discordGuildId,
    allowedGuildIds: config.allowedGuildIds,
    commands,
    hosting,
    links,
    kv,
    db: database.db,
    audit,
    directory,
    restarts,
    now,
    log: log.child({ component: 'discord' }),
    metrics,
    health,
    doctor: (guildId) =>
      runDoctor({
        config,
        hosting,
        database,
        links,
        claims,
        discord: bot.client as Client<true>,
        requiredScopes,
        webhookUrl: localWebhookUrl(),
        guildId,
      }),
    ...(options.waitGuildTimeoutMs !== undefined && { waitGuildTimeoutMs: options.waitGuildTimeoutMs }),
  });

  const postToDiscord = createDiscordPost(bot.client.rest);
  const scheduler = createScheduler({
    runs: restartRuns,
    schedules: restartSchedules,
    hosting,
    audit,
    links,
    directory,
    post: postToDiscord,
    log: log.child({ component: 'schedule' }),
    now,
  });
  const delivery = createDelivery({
    db: database.db,
    inbox,
    links,
    kv,
    events,
    post: postToDiscord,
    names: directory,
    audit,
    auditRetentionMs: config.auditRetentionDays * 24 * 60 * 60 * 1000,
    log: log.child({ component: 'delivery' }),
    health,
    metrics,
    ...(options.deliveryBackoff && { backoff: options.deliveryBackoff }),
  });
  const intake = createIntake({
    config,
    db: database.db,
    writes,
    inbox,
    kv,
    hosting,
    notifier: events,
    log,
    health,
    metrics,
  });

  const tokenWatch = createTokenWatch({
    hosting,
    links,
    kv,
    post: (channelId, content) => postToDiscord(channelId, { content, allowed_mentions: NO_MENTIONS }),
    log: log.child({ component: 'token-watch' }),
  });

  const server = buildServer({ log, health, metrics, webhook: intake.webhook });

  function localWebhookUrl(): string | undefined {
    const address = server.server.address();
    if (!address || typeof address !== 'object') return undefined;
    const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/webhook`;
  }

  return {
    config,
    database,
    inbox,
    kv,
    links,
    claims,
    bot,
    delivery,
    events,
    health,
    metrics,
    hosting,
    server,
    scheduler,
    async start(): Promise<void> {
      // Events are taken in before Discord is up: they wait in the inbox, nothing is lost.
      await server.listen({ host: config.httpHost, port: config.httpPort }).catch((err: unknown) => {
        const problem = listenProblem(err, config.httpHost, config.httpPort);
        throw problem ? new ConfigError([problem]) : err;
      });
      intake.start();
      await bot.start();
      delivery.start();
      scheduler.start();
      tokenWatch.start();
      log.info(
        {
          address: server.addresses(),
          eventSource: config.eventSource,
          webhook: Boolean(config.webhookSecret),
        },
        'hostcord started',
      );
    },
    async stop(): Promise<void> {
      tokenWatch.stop();
      await scheduler.stop();
      await intake.stop();
      await delivery.stop();
      await bot.stop();
      await server.close();
      writes.stop();
      database.close();
    },
  };
}

export type App = Awaited<ReturnType<typeof createApp>>;

/** The database, or a configuration problem naming DATABASE_PATH when the fix is the operator's. */
function openOrExplain(path: string): ReturnType<typeof openDatabase> {
  try {
    return openDatabase(path);
  } catch (err) {
    const problem = databaseProblem(err, path);
    throw problem ? new ConfigError([problem]) : err;
  }
}
