import type { Client } from 'discord.js';
import { commands, requiredScopes } from '../commands/index.js';
import type { BackoffOptions } from './backoff.js';
import { type Config, ConfigError, type ShardPlan } from './config.js';
import { createBot, DiscordLoginError } from './discord/bot.js';
import { createComponentIds } from './discord/component-id.js';
import { NO_MENTIONS } from './discord/messages.js';
import { shardsLabel } from './discord/shards.js';
import {
  createDiscordMessages,
  createDiscordPost,
  createFindPosted,
} from './discord/writing/post-message.js';
import { runDoctor } from './doctor/checks.js';
import { EventsUnread } from './doctor/events.js';
import { createGameWatch, QUERY_TIMEOUT_MS } from './game-query/game-watch.js';
import { createGameQuerier } from './game-query/querier.js';
import { createHealth } from './health.js';
import { createChartWorkers } from './history/chart-workers.js';
import {
  type ChartMaker,
  type ChartRenderer,
  createHistoryCharts,
  readThenDraw,
  type SeriesSource,
} from './history/charts.js';
import { createHistory } from './history/history.js';
import { uptimeLine } from './history/uptime.js';
import { createServerDirectory } from './hosting/directory.js';
import {
  createCallBudget,
  createHostingClient,
  createTokenAccess,
  type HostingClientOptions,
  refusalText,
  TOKEN_FIX,
} from './hosting/index.js';
import { buildServer } from './http/server.js';
import { text } from './i18n/catalogue.js';
import { createLanguages } from './i18n/languages.js';
import { createInstanceId, isGoneHere } from './instance.js';
import { createChannelLeases } from './leases/channels.js';
import { createLeaseRunner } from './leases/runner.js';
import type { Logger } from './logger.js';
import { createMetrics } from './metrics.js';
import { sendTestAlerts } from './pipeline/5-send/test-alert.js';
import { createPipeline } from './pipeline/pipeline.js';
import { createRestartPlans } from './schedule/plans.js';
import { plannedRestartLine } from './schedule/report.js';
import { createScheduler } from './schedule/scheduler.js';
import { discordLoginProblem, hostingTokenProblem, listenProblem } from './start-problems.js';
import { createPublishing } from './statuspage/publishing.js';
import { createPageSource } from './statuspage/view.js';
import { openStore } from './store/open.js';
import { createTokenWatch } from './token-watch.js';
import { createWatch, type Watch } from './watch/watch.js';

export interface AppOptions {
  /** discord.js's wait for guilds announced in READY; lowered by tests. */
  waitGuildTimeoutMs?: number;
  /** Retry timing of alert delivery; shortened by tests. */
  deliveryBackoff?: BackoffOptions;
  /** Board and incident timing; shortened (and the clock pinned) by tests and benchmarks. */
  watch?: {
    refreshIntervalMs?: number;
    graceMs?: number;
    now?: () => number;
    backoff?: BackoffOptions;
    /** Deadline of one provider call of the refresh loop (default 8 s). */
    providerTimeoutMs?: number;
    /** One attempt of a game query (default 3 s); tests shorten it. */
    gameQueryTimeoutMs?: number;
  };
  /** Wall clock of commands and planned restarts; tests move it instead of waiting. */
  now?: () => number;
  /** `/history`: where series come from and how they are drawn; tests hand in their own. */
  history?: { series?: SeriesSource; render?: ChartRenderer };
  /**
   * The leases of periodic work (src/leases): two apps in one test process each need their own
   * instance id; tests move the clock and shorten the renewal instead of waiting.
   */
  leases?: { instanceId?: string; now?: () => number; renewMs?: number; ttlMs?: number };
  /** How often a refused HOSTING_TOKEN is logged again while refusals go on (a minute); tests shorten it. */
  tokenLogPeriodMs?: number;
}

/** How often every instance reads the component keys again, to learn of a rotation. */
const KEY_RELOAD_MS = 60_000;

/**
 * The composition root: builds every part from the configuration and wires them together.
 * `start` opens the doors (HTTP, feed); `stop` closes them in the order that loses nothing.
 */
export async function createApp(config: Config, log: Logger, options: AppOptions = {}) {
  const now = options.now ?? Date.now;
  // SQLite at DATABASE_PATH, or PostgreSQL when DATABASE_URL is set: the rest is written once.
  const store = await openStore(config, {
    log,
    now,
    // A lease of this host's previous run (killed, then started again) is taken at once.
    leases: { isGone: (holder) => isGoneHere(holder) },
  });
  const { repositories, writes } = store;
  const { inbox, kv, links, claims, audit } = repositories;
  // New events wake the dispatcher here and, on PostgreSQL, in the other instances.
  const events = store.inboxWakeups;
  const instance = options.leases?.instanceId ?? createInstanceId();
  // The configured plan until the bot exists (and, with `auto`, until Discord gave the count).
  let shards: () => ShardPlan = () => config.shards;
  const health = createHealth({ instance, shards: () => shards() });
  const metrics = createMetrics({ instance, shards: shardsLabel(config.shards) });
  store.registerCheck(health);
  // Periodic work (feed, refresh loop, token watch, retention, command registration) runs in the
  // one instance holding its lease; a lone instance takes them all at start.
  const leaseTable = repositories.leases;
  const holder = instance;
  const leases = createLeaseRunner({
    leases: leaseTable,
    holder,
    log: log.child({ component: 'leases' }),
    ...(options.leases?.now && { now: options.leases.now }),
    ...(options.leases?.renewMs !== undefined && { renewMs: options.leases.renewMs }),
    ...(options.leases?.ttlMs !== undefined && { ttlMs: options.leases.ttlMs }),
  });
  health.register('leases', () => ({ ok: true, instance: leases.holder, held: leases.held() }));
  // Every provider call's answer tells whether the provider takes HOSTING_TOKEN: boards, commands,
  // the log and `/healthz` say so while it refuses it.
  const access = createTokenAccess({
    log: log.child({ component: 'provider' }),
    now,
    ...(options.tokenLogPeriodMs !== undefined && { logPeriodMs: options.tokenLogPeriodMs }),
  });
  health.register('provider', () => {
    const refusal = access.refused();
    if (!refusal) return { ok: true };
    return {
      ok: false,
      refusedSince: new Date(refusal.since).toISOString(),
      status: refusal.status,
      error: `${refusalText(refusal)}: ${TOKEN_FIX}`,
    };
  });
  // Every part's calls to the provider share one budget: its limit is per caller (a 429 holds all).
  const providerBudget = createCallBudget();
  const providerClient = (clientOptions: Partial<HostingClientOptions> = {}) =>
    createHostingClient({
      baseUrl: config.hostingApiUrl,
      token: config.hostingToken,
      log,
      onAttempt: (operation, status) => {
        metrics.providerCalls.inc({ operation, status: String(status) });
        access.observe(operation, status);
      },
      budget: providerBudget,
      ...clientOptions,
    });
  const hosting = providerClient();
  const directory = createServerDirectory(hosting, log);
  // Bound below, once the Discord client exists: the bot's handlers reach boards through these.
  let watch: Watch | undefined;
  const { restartRuns, restartSchedules } = repositories;
  const restarts = createRestartPlans({
    runs: restartRuns,
    schedules: restartSchedules,
    hosting,
    audit,
    log: log.child({ component: 'schedule' }),
    now,
    // The scheduler needs the Discord client, made below; a plan is only ever changed after start.
    wake: () => scheduler.wake(),
    // Made below, with the Discord client it reads guilds' languages from.
    languages: { guildLanguage: (guildId) => languages.guildLanguage(guildId) },
  });
  const refreshIntervalMs = options.watch?.refreshIntervalMs ?? config.boardRefreshSeconds * 1000;
  // Samples, rollups and uptime; `serverHistory.readSeries` is what `/history` draws.
  const serverHistory = createHistory({
    store: repositories.history,
    incidents: repositories.incidents,
    refreshIntervalMs,
    log: log.child({ component: 'history' }),
    ...(options.watch?.now && { now: options.watch.now }),
  });
  // Read and drawn on a worker thread, off the event loop that answers Discord and the webhooks.
  const chartWorkers = createChartWorkers({ keepMs: refreshIntervalMs });
  const history = createHistoryCharts({ make: chartMaker(), ttlMs: refreshIntervalMs, now });
  // Public status pages (`/board publish`): the board's link button and the pages under /s/.
  const publishing = createPublishing({
    boards: repositories.boards,
    published: repositories.publishedBoards,
    publicUrl: config.publicUrl,
    refreshBoard: (board) => watch!.refreshBoard(board),
    log: log.child({ component: 'status-page' }),
    now,
  });
  // Which language each guild and member is answered in (src/i18n); `/language` sets a guild's.
  const languages = createLanguages({
    store: repositories.guildLanguages,
    preferredLocale: (guildId) => bot.client.guilds.cache.get(guildId)?.preferredLocale,
  });
  // A guild's new language re-renders its boards once: each message is edited only if its text changed.
  languages.onChange((guildId) => void rerenderBoards(guildId));
  async function rerenderBoards(guildId: string): Promise<void> {
    try {
      const active = (await repositories.boards.forGuild(guildId)).filter((b) => b.state === 'active');
      for (const board of active) await watch?.refreshBoard(board);
    } catch (err) {
      log.warn({ err, guildId }, 'could not re-render the boards after a language change');
    }
  }
  // Signed custom ids: the key is made at the first start and shared by every instance. A rotation
  // (`npm run keys:rotate`) reaches running instances within a minute.
  const componentIds = createComponentIds(await repositories.componentKeys.load(), now);
  const keyReload = setInterval(() => {
    repositories.componentKeys.load().then(componentIds.useKeys, (err: unknown) => {
      log.warn({ err }, 'reading the component keys failed; the ones in memory stay in use');
    });
  }, KEY_RELOAD_MS).unref();
  const bot = createBot({
    languages,
    token: config.discordToken,
    apiUrl: config.discordApiUrl,
    commandGuildId: config.discordGuildId,
    allowedGuildIds: config.allowedGuildIds,
    commands,
    hosting,
    links,
    kv,
    repositories,
    directory,
    restarts,
    componentIds,
    now,
    log: log.child({ component: 'discord' }),
    metrics,
    health,
    provider: access,
    doctor: (guildId) =>
      runDoctor({
        config,
        hosting,
        database: store,
        links,
        claims,
        seen: repositories.seen,
        names: directory,
        discord: bot.client as Client<true>,
        requiredScopes,
        webhookUrl: localWebhookUrl(),
        events: async () =>
          health.report().checks.events ?? new EventsUnread(text('doctor.events.notTakenIn')),
        guildId,
        boards: watch?.boards,
        games: { enabled: config.gameQuery, queries: repositories.gameQueries },
      }),
    boards: {
      create: (input) => watch!.createBoard(input),
      remove: (guildId, channelId) => watch!.removeBoard(guildId, channelId),
      forGuild: (guildId) => watch!.boards.forGuild(guildId),
      stateOf: (serverId) => {
        const seen = watch!.observations.get(serverId);
        return seen && { name: seen.server?.name, label: seen.state.label };
      },
      publish: (input) => publishing.publish(input),
      unpublish: (guildId, channelId) => publishing.unpublish(guildId, channelId),
    },
    onPowerSent: (serverId) => void watch?.powerSent(serverId),
    alertControls: {
      silences: repositories.silences,
      incidents: repositories.incidents,
      acknowledge: (incidentId, userId, at) => watch!.acknowledge(incidentId, userId, at),
      restartUnderway: (serverId) => watch!.restartUnderway(serverId),
      wake: (channelId) => delivery.sender.wake(channelId),
    },
    uptime: (serverId) => serverHistory.uptime(serverId),
    history,
    games: { enabled: config.gameQuery, queries: repositories.gameQueries },
    // The channel writer itself: a test is no alert message, so delivery's counters never see it.
    sendTestAlerts: (targets, run) =>
      sendTestAlerts(
        { post: postToDiscord, names: directory, language: (guildId) => languages.guildLanguage(guildId) },
        targets,
        run,
      ),
    registeringCommands: (register) => leases.once('commands', register),
    ...(options.waitGuildTimeoutMs !== undefined && { waitGuildTimeoutMs: options.waitGuildTimeoutMs }),
    shards: config.shards,
  });
  shards = bot.shards;
  // GAME_QUERY=off: no game watch, so no socket to any game is ever opened.
  const games = config.gameQuery
    ? createGameWatch({
        store: repositories.gameQueries,
        querier: async () =>
          createGameQuerier({ timeoutMs: options.watch?.gameQueryTimeoutMs ?? QUERY_TIMEOUT_MS }),
        intervalMs: refreshIntervalMs,
        log: log.child({ component: 'game-query' }),
        metrics,
      })
    : undefined;
  watch = createWatch({
    repositories,
    links,
    // The refresh loop paces its own calls (429 waits for all of them), so this client does not
    // retry; its reads come after members' and planned restarts' calls.
    hosting: providerClient({
      maxAttempts: 1,
      timeoutMs: options.watch?.providerTimeoutMs ?? 8_000,
      lane: 'background',
    }),
    messages: createDiscordMessages(bot.client.rest),
    boardMessages: createDiscordMessages(bot.client.rest, 'bulk'),
    log: log.child({ component: 'watch' }),
    customIds: componentIds.forGuild,
    refreshIntervalMs,
    graceMs: options.watch?.graceMs ?? config.incidentGraceSeconds * 1000,
    health,
    ...(games && { games }),
    pageUrl: publishing.pageUrl,
    silences: { store: repositories.silences, now },
    guildLanguage: (guildId) => languages.guildLanguage(guildId),
    ...(options.watch?.now && { now: options.watch.now }),
    ...(options.watch?.backoff && { backoff: options.watch.backoff }),
  });
  // What the refresh loop observed before this start ("down since", the grace period) is read now.
  await watch.ready();
  // Names read by the refresh loop serve every reply (the panel's question, alerts) without a call.
  watch.onRefreshed((servers) => {
    for (const seen of servers) if (seen.server) directory.remember(seen.server);
  });
  // Never rejects: a failed write is logged by the history.
  watch.onRefreshed((servers, batch) => void serverHistory.record(servers, batch.games));
  watch.addBoardLine(async (serverId, locale) => uptimeLine(await serverHistory.uptime(serverId), locale));
  // A silence "until the incident resolves" ends with it; its held alerts go out as one summary.
  watch.onIncidentClosed((incident) => {
    void repositories.silences.endForIncident(incident.id, now()).then(
      (ended) => {
        for (const silence of ended) delivery.sender.wake(silence.channelId);
      },
      (err: unknown) =>
        log.warn({ err, incidentId: incident.id }, 'could not end the silences of an incident'),
    );
  });

  const postToDiscord = createDiscordPost(bot.client.rest);
  const scheduler = createScheduler({
    runs: restartRuns,
    schedules: restartSchedules,
    // Warnings and restarts due at their minute, after members' calls and before the refresh loop's.
    hosting: providerClient({ lane: 'scheduled' }),
    audit,
    links,
    directory,
    post: postToDiscord,
    languages,
    log: log.child({ component: 'schedule' }),
    now,
    onPowerSent: (serverId) => watch?.refreshSoon([serverId]),
  });
  watch.addBoardLine(async (serverId, locale) => {
    const at = (await scheduler.nextRestartFor([serverId])).get(serverId);
    return at === undefined ? undefined : plannedRestartLine(at, locale);
  });
  // Events in, stored in the inbox, routed to the outbox and posted: the wiring is pipeline.ts.
  const { intake, delivery } = createPipeline({
    wakeups: events,
    delivery: {
      inbox,
      outbox: repositories.outbox,
      installations: repositories.installations,
      routing: repositories.routing,
      isStorageFailure: store.isWriteFailure,
      post: postToDiscord,
      findPosted: createFindPosted(bot.client.rest, () => bot.client.user?.id),
      customIds: componentIds.forGuild,
      names: directory,
      // Each alert message in its guild's language at the moment it is prepared (sender.ts).
      language: (guildId) => languages.guildLanguage(guildId),
      audit,
      auditRetentionMs: config.auditRetentionDays * 24 * 60 * 60 * 1000,
      retentionByCaller: true,
      // One instance at a time posts to a channel; a lone instance holds every channel it posts to.
      channels: createChannelLeases(leaseTable, holder, {
        ...(options.leases?.now && { now: options.leases.now }),
        ...(options.leases?.ttlMs !== undefined && { ttlMs: options.leases.ttlMs }),
      }),
      history: serverHistory,
      silences: repositories.silences,
      ...(watch.heldIncidents && { heldIncidents: watch.heldIncidents }),
      log: log.child({ component: 'delivery' }),
      health,
      metrics,
      onServerEvents: (serverIds) => watch?.refreshSoon(serverIds),
      ...(options.deliveryBackoff && { backoff: options.deliveryBackoff }),
    },
    intake: {
      config,
      events: repositories.events,
      writes,
      inbox,
      kv,
      hosting,
      log,
      health,
      metrics,
    },
  });

  const tokenWatch = createTokenWatch({
    hosting,
    links,
    kv,
    post: (channelId, content) => postToDiscord(channelId, { content, allowed_mentions: NO_MENTIONS }),
    log: log.child({ component: 'token-watch' }),
  });

  const pageClock = options.watch?.now ?? now;
  const server = buildServer({
    log,
    health,
    metrics,
    webhook: intake.webhook,
    // Read from the database, so any instance serves any page; cached per refresh interval.
    statusPages: {
      published: repositories.publishedBoards,
      source: createPageSource({
        links,
        reads: repositories.pageReads,
        history: serverHistory,
        games: config.gameQuery,
        refreshSeconds: Math.round(refreshIntervalMs / 1000),
        now: pageClock,
      }),
      ttlMs: refreshIntervalMs,
      log: log.child({ component: 'status-page' }),
      // In the guild's language: a `/language` change shows on the next render of its pages.
      language: (guildId) => languages.guildLanguage(guildId),
      now: pageClock,
    },
  });

  /**
   * On SQLite the worker reads the series from the file itself (after the settled buckets are
   * rolled up here), on PostgreSQL they are read here; either way the worker draws and sends the
   * picture. A test's own series source or renderer takes the place of the one it replaces.
   */
  function chartMaker(): ChartMaker {
    const series: SeriesSource =
      options.history?.series ?? ((serverId, period, at) => serverHistory.readSeries(serverId, period, at));
    if (options.history?.render) return readThenDraw(series, options.history.render);
    if (options.history?.series || store.dialect !== 'sqlite') return chartWorkers.fromSeries(series);
    const fromFile = chartWorkers.fromFile(config.databasePath, serverHistory.maxGapMs);
    return async (serverId, period, name, at, guildId, locale) => {
      await serverHistory.rollUpFor(serverId, at);
      return fromFile(serverId, period, name, at, guildId, locale);
    };
  }

  function localWebhookUrl(): string | undefined {
    const address = server.server.address();
    if (!address || typeof address !== 'object') return undefined;
    const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/webhook`;
  }

  return {
    config,
    /** `hostname:pid:random6`, made once here: logs, `/healthz` and `/metrics` name the instance by it. */
    instance,
    /** The opened database: `store.sqlite` is the SQLite file's handle (tests read it directly). */
    store,
    inbox,
    kv,
    links,
    claims,
    /** Signed custom ids, as the bot makes and checks them (tests sign their own presses with it). */
    componentIds,
    bot,
    delivery,
    events,
    health,
    metrics,
    hosting,
    server,
    watch,
    serverHistory,
    games,
    scheduler,
    leases,
    chartWorkers,
    async start(): Promise<void> {
      // Asked while the rest starts; a token the provider refuses stops the start below.
      const tokenCheck = hostingTokenProblem(hosting, log);
      // Events are taken in before Discord is up: they wait in the inbox, nothing is lost.
      await server.listen({ host: config.httpHost, port: config.httpPort }).catch((err: unknown) => {
        const problem = listenProblem(err, config.httpHost, config.httpPort);
        throw problem ? new ConfigError([problem]) : err;
      });
      // Wake-ups from the other instances' intake (PostgreSQL); a failure is retried, never thrown.
      await store.inboxWakeups.start();
      // Each lease is taken at once where free; the work it guards starts with it.
      if (intake.feed) await leases.guard('poller', intake.feed);
      await leases.start();
      await bot.start().catch((err: unknown) => {
        if (!(err instanceof DiscordLoginError)) throw err;
        throw new ConfigError([discordLoginProblem(err.cause, config.discordApiUrl)]);
      });
      const tokenProblem = await tokenCheck;
      if (tokenProblem) throw new ConfigError([tokenProblem]);
      // Work that writes to Discord, once logged in.
      await leases.guard('retention', delivery.retention);
      metrics.setInstanceLabels({ instance, shards: shardsLabel(bot.shards()) });
      await delivery.start();
      await leases.guard('watch', { start: () => watch.start(), stop: () => watch.pause() });
      scheduler.start();
      await leases.guard('token-watch', tokenWatch);
      log.info(
        {
          instance,
          shards: bot.shards(),
          address: server.addresses(),
          eventSource: config.eventSource,
          webhook: Boolean(config.webhookSecret),
        },
        'hostcord started',
      );
    },
    async stop(): Promise<void> {
      clearInterval(keyReload);
      tokenWatch.stop();
      access.stop();
      await watch.stop();
      await games?.close();
      await serverHistory.settled();
      await scheduler.stop();
      await intake.stop();
      await delivery.stop();
      // Given up once the work stopped: a successor takes it over at once.
      await leases.stop();
      await bot.stop();
      await chartWorkers.close();
      await server.close();
      await store.close();
    },
  };
}

export type App = Awaited<ReturnType<typeof createApp>>;
