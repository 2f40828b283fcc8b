import { commands, requiredScopes } from '../commands/index.js';
import type { BackoffOptions } from './backoff.js';
import { refreshCallsPerCycle, shareBudgets } from './budgets.js';
import { type Config, ConfigError, type ShardPlan } from './config.js';
import { type Bot, type BotDeps, createBot, DiscordLoginError } from './discord/bot.js';
import { createComponentIds } from './discord/component-id.js';
import { leasedIdentifyTurns } from './discord/identify-turns.js';
import { NO_MENTIONS } from './discord/messages.js';
import type { ReadyDiscordView } from './discord/ports.js';
import { ShardStoppedError } from './discord/shard-sessions.js';
import { DISCORD_REQUESTS_PER_SECOND, shardsLabel } from './discord/shards.js';
import {
  createDiscordMessages,
  createDiscordPost,
  createFindPosted,
  type PostMessage,
} from './discord/writing/post-message.js';
import { runDoctor } from './doctor/checks.js';
import { EventsUnread } from './doctor/events.js';
import { createGameWatch, QUERY_CONCURRENCY, QUERY_TIMEOUT_MS } from './game-query/game-watch.js';
import { createGameQuerier } from './game-query/querier.js';
import { createHealth } from './health.js';
import { type ChartWorkers, createChartWorkers } from './history/chart-workers.js';
import {
  type ChartMaker,
  type ChartRenderer,
  createHistoryCharts,
  readThenDraw,
  type SeriesSource,
} from './history/charts.js';
import { createHistory, type History } from './history/history.js';
import { uptimeLine } from './history/uptime.js';
import { createServerDirectory } from './hosting/directory.js';
import {
  createCallBudget,
  createHostingClient,
  createTokenAccess,
  type HostingClientOptions,
  refusalText,
  TOKEN_FIX,
  type TokenAccess,
} from './hosting/index.js';
import { buildServer, type HttpServer } from './http/server.js';
import { text } from './i18n/catalogue.js';
import { createLanguages, type Languages } from './i18n/languages.js';
import { createInstanceId, isGoneHere } from './instance.js';
import { createChannelLeases } from './leases/channels.js';
import { createFairShare, type FairShare } from './leases/fair-share.js';
import { createLeaseRunner, type GuardedWork, type LeaseRunner } from './leases/runner.js';
import { createStartHoldOffs, type StartHoldOffs } from './leases/start-hold-off.js';
import type { Logger } from './logger.js';
import { createMetrics } from './metrics.js';
import { sendTestAlerts } from './pipeline/5-send/test-alert.js';
import { createPipeline, type Delivery } from './pipeline/pipeline.js';
import { createRestartPlans } from './schedule/plans.js';
import { plannedRestartLine } from './schedule/report.js';
import { createScheduler, type Scheduler } from './schedule/scheduler.js';
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
  /**
   * The shared budgets on PostgreSQL (src/leases/budget-share.ts): how often each instance says
   * what it wants (1 s), and how long a larger share waits for the others to shrink (2 s, also a
   * newcomer's wait). Tests that do not test joining shorten the wait.
   */
  budgetShare?: { periodMs?: number; settleMs?: number };
}

/** How often every instance reads the component keys again, to learn of a rotation. */
const KEY_RELOAD_MS = 60_000;

/**
 * Parts made after the parts that call them: each is set here as soon as it is made, and read only
 * when called (a member's command, a board refresh, a planned restart: all after `start`).
 */
interface Late {
  /** The configured plan until the bot exists (and, with `auto`, until Discord gave the count). */
  shards: () => ShardPlan;
  bot?: Bot;
  /** The bot's writer to channels: test alerts use it. */
  post?: PostMessage;
  languages?: Languages;
  /** The bot's handlers reach boards through it. */
  watch?: Watch;
  scheduler?: Scheduler;
  delivery?: Delivery;
  server?: HttpServer;
  /** Leased shards: how many instances share them, known once the shard leases started. */
  fairShare?: FairShare;
}

/**
 * Leased shards' leases: shorter than the periodic work's, so a dead instance's shards are back
 * within a minute with their IDENTIFYs 5.5 s apart (docs/several-instances.md, "Sharding").
 */
export const SHARD_LEASE_TTL_MS = 15_000;
export const SHARD_LEASE_RENEW_MS = 5_000;

/**
 * The composition root: builds every part from the configuration and wires them together.
 * `start` opens the doors (HTTP, feed); `stop` closes them in the order that loses nothing.
 */
export async function createApp(config: Config, log: Logger, options: AppOptions = {}) {
  // Each step adds its parts to those of the steps before it, in the order they are made today:
  // a part's health check, timer or listener is registered when its step runs.
  const storage = await openStorage(config, log, options);
  const core = instanceParts(storage);
  const provider = providerParts(core);
  const views = await memberFacingParts(provider);
  const withBot = botParts(views);
  const watched = await watchParts(withBot);
  const scheduled = scheduleParts(watched);
  const piped = pipelineParts(scheduled);
  const parts = httpParts(tokenWatchParts(piped));
  const { store, repositories, watch } = parts;
  return {
    config,
    /** `hostname:pid:random6`, made once here: logs, `/healthz` and `/metrics` name the instance by it. */
    instance: parts.instance,
    /** The opened database: `store.sqlite` is the SQLite file's handle (tests read it directly). */
    store,
    inbox: repositories.inbox,
    kv: repositories.kv,
    links: repositories.links,
    claims: repositories.claims,
    /** Signed custom ids, as the bot makes and checks them (tests sign their own presses with it). */
    componentIds: parts.componentIds,
    bot: parts.bot,
    delivery: parts.delivery,
    events: parts.events,
    health: parts.health,
    metrics: parts.metrics,
    hosting: parts.hosting,
    server: parts.server,
    watch,
    serverHistory: parts.serverHistory,
    games: parts.games,
    scheduler: parts.scheduler,
    leases: parts.leases,
    /** Leased shards' runner (`shard:<id>`, `instance:<id>`); undefined with fixed or lone shards. */
    shardLeases: parts.shardLeases,
    chartWorkers: parts.chartWorkers,
    start: () => start(parts),
    stop: () => stop(parts),
  };
}

export type App = Awaited<ReturnType<typeof createApp>>;

/** The database, the clock, and the name this instance goes by. */
async function openStorage(config: Config, log: Logger, options: AppOptions) {
  const now = options.now ?? Date.now;
  // SQLite at DATABASE_PATH, or PostgreSQL when DATABASE_URL is set: the rest is written once.
  const store = await openStore(config, {
    log,
    now,
    // A lease of this host's previous run (killed, then started again) is taken at once.
    leases: { isGone: (holder) => isGoneHere(holder) },
  });
  const instance = options.leases?.instanceId ?? createInstanceId();
  const late: Late = { shards: () => config.shards };
  // New events wake the dispatcher here and, on PostgreSQL, in the other instances.
  const events = store.inboxWakeups;
  return { config, log, options, now, store, repositories: store.repositories, events, instance, late };
}

/** `/healthz`, `/metrics` and the leases of the periodic work, all naming this instance. */
function instanceParts(s: Awaited<ReturnType<typeof openStorage>>) {
  const { config, log, options, instance, late } = s;
  const health = createHealth({ instance, shards: () => late.shards() });
  const metrics = createMetrics({ instance, shards: shardsLabel(config.shards) });
  s.store.registerCheck(health);
  // Periodic work (feed, refresh loop, token watch, retention, command registration) runs in the
  // one instance holding its lease; a lone instance takes them all at start.
  const leases = createLeaseRunner({
    leases: s.repositories.leases,
    holder: instance,
    log: log.child({ component: 'leases' }),
    ...(options.leases?.now && { now: options.leases.now }),
    ...(options.leases?.renewMs !== undefined && { renewMs: options.leases.renewMs }),
    ...(options.leases?.ttlMs !== undefined && { ttlMs: options.leases.ttlMs }),
  });
  health.register('leases', () => ({ ok: true, instance: leases.holder, held: leases.held() }));
  return { ...s, health, metrics, leases, shardLeases: shardLeasesOf(s) };
}

/** Leased shards (`config.shardsLeased`): the `shard:<id>` and `instance:<id>` leases' own runner. */
function shardLeasesOf(s: Awaited<ReturnType<typeof openStorage>>): LeaseRunner | undefined {
  const { options } = s;
  if (!s.config.shardsLeased) return undefined;
  return createLeaseRunner({
    leases: s.repositories.leases,
    holder: s.instance,
    log: s.log.child({ component: 'shards' }),
    ttlMs: options.leases?.ttlMs ?? SHARD_LEASE_TTL_MS,
    renewMs: options.leases?.renewMs ?? SHARD_LEASE_RENEW_MS,
    ...(options.leases?.now && { now: options.leases.now }),
  });
}

type Core = ReturnType<typeof instanceParts>;

/**
 * The provider's clients. Every provider call's answer tells whether the provider takes
 * HOSTING_TOKEN: boards, commands, the log and `/healthz` say so while it refuses it.
 */
function providerParts(s: Core) {
  const { config, log, options, now, metrics, health } = s;
  const access = createTokenAccess({
    log: log.child({ component: 'provider' }),
    now,
    ...(options.tokenLogPeriodMs !== undefined && { logPeriodMs: options.tokenLogPeriodMs }),
  });
  health.register('provider', () => providerCheck(access));
  // Every part's calls to the provider share one budget: its limit is per caller (a 429 holds all).
  // PROVIDER_CALLS_PER_SECOND, or this instance's share of it (src/budgets.ts).
  const providerBudget = createCallBudget({ ratePerSecond: config.providerCallsPerSecond });
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
  return { ...s, access, providerClient, hosting, directory, providerBudget };
}

type Provider = ReturnType<typeof providerParts>;

/** The `provider` check of `/healthz`: failing while the provider refuses HOSTING_TOKEN. */
function providerCheck(access: TokenAccess) {
  const refusal = access.refused();
  if (!refusal) return { ok: true };
  return {
    ok: false,
    refusedSince: new Date(refusal.since).toISOString(),
    status: refusal.status,
    error: `${refusalText(refusal)}: ${TOKEN_FIX}`,
  };
}

/** What members read and change besides boards: restart plans, history, pages, languages, buttons. */
async function memberFacingParts(s: Provider) {
  const { repositories, log, now, late } = s;
  const restarts = createRestartPlans({
    runs: repositories.restartRuns,
    schedules: repositories.restartSchedules,
    hosting: s.hosting,
    audit: repositories.audit,
    log: log.child({ component: 'schedule' }),
    now,
    // The scheduler needs the Discord client, made below; a plan is only ever changed after start.
    wake: () => late.scheduler!.wake(),
    // Made below, with the Discord client it reads guilds' languages from.
    languages: { guildLanguage: (guildId) => late.languages!.guildLanguage(guildId) },
  });
  const history = historyParts(s);
  // Public status pages (`/board publish`): the board's link button and the pages under /s/.
  const publishing = createPublishing({
    boards: repositories.boards,
    published: repositories.publishedBoards,
    publicUrl: s.config.publicUrl,
    refreshBoard: (board) => late.watch!.refreshBoard(board),
    log: log.child({ component: 'status-page' }),
    now,
  });
  const languages = languagesOf(s);
  return { ...s, restarts, ...history, publishing, languages, ...(await componentIdsOf(s)) };
}

/** Samples, rollups and uptime, and the charts `/history` draws from them. */
function historyParts(s: Provider) {
  const { options } = s;
  const refreshIntervalMs = options.watch?.refreshIntervalMs ?? s.config.boardRefreshSeconds * 1000;
  // Samples, rollups and uptime; `serverHistory.readSeries` is what `/history` draws.
  const serverHistory = createHistory({
    store: s.repositories.history,
    incidents: s.repositories.incidents,
    refreshIntervalMs,
    log: s.log.child({ component: 'history' }),
    ...(options.watch?.now && { now: options.watch.now }),
  });
  // Read and drawn on a worker thread, off the event loop that answers Discord and the webhooks.
  const chartWorkers = createChartWorkers({ keepMs: refreshIntervalMs });
  const history = createHistoryCharts({
    make: chartMaker(s, serverHistory, chartWorkers),
    ttlMs: refreshIntervalMs,
    now: s.now,
  });
  return { refreshIntervalMs, serverHistory, chartWorkers, history };
}

/**
 * On SQLite the worker reads the series from the file itself (after the settled buckets are
 * rolled up here), on PostgreSQL they are read here; either way the worker draws and sends the
 * picture. A test's own series source or renderer takes the place of the one it replaces.
 */
function chartMaker(s: Provider, serverHistory: History, chartWorkers: ChartWorkers): ChartMaker {
  const { options } = s;
  const series: SeriesSource =
    options.history?.series ?? ((serverId, period, at) => serverHistory.readSeries(serverId, period, at));
  if (options.history?.render) return readThenDraw(series, options.history.render);
  if (options.history?.series || s.store.dialect !== 'sqlite') return chartWorkers.fromSeries(series);
  const fromFile = chartWorkers.fromFile(s.config.databasePath, serverHistory.maxGapMs);
  return async (serverId, period, name, at, guildId, locale) => {
    await serverHistory.rollUpFor(serverId, at);
    return fromFile(serverId, period, name, at, guildId, locale);
  };
}

/** Which language each guild and member is answered in (src/i18n); `/language` sets a guild's. */
function languagesOf(s: Provider): Languages {
  const { late } = s;
  const languages = createLanguages({
    store: s.repositories.guildLanguages,
    preferredLocale: (guildId) => late.bot!.client.guilds.cache.get(guildId)?.preferredLocale,
  });
  late.languages = languages;
  // A guild's new language re-renders its boards once: each message is edited only if its text changed.
  languages.onChange((guildId) => void rerenderBoards(s, guildId));
  return languages;
}

async function rerenderBoards(s: Provider, guildId: string): Promise<void> {
  try {
    const active = (await s.repositories.boards.forGuild(guildId)).filter((b) => b.state === 'active');
    for (const board of active) await s.late.watch?.refreshBoard(board);
  } catch (err) {
    s.log.warn({ err, guildId }, 'could not re-render the boards after a language change');
  }
}

/**
 * Signed custom ids: the key is made at the first start and shared by every instance. A rotation
 * (`npm run keys:rotate`) reaches running instances within a minute.
 */
async function componentIdsOf(s: Provider) {
  const { componentKeys } = s.repositories;
  const componentIds = createComponentIds(await componentKeys.load(), s.now);
  const keyReload = setInterval(() => {
    componentKeys.load().then(componentIds.useKeys, (err: unknown) => {
      s.log.warn({ err }, 'reading the component keys failed; the ones in memory stay in use');
    });
  }, KEY_RELOAD_MS).unref();
  return { componentIds, keyReload };
}

type MemberFacing = Awaited<ReturnType<typeof memberFacingParts>>;

/** The Discord face, and its writer to channels. */
function botParts(s: MemberFacing) {
  const bot = createBot(botContextOf(s));
  s.late.shards = bot.shards;
  s.late.bot = bot;
  const postToDiscord = createDiscordPost(bot.client.rest);
  s.late.post = postToDiscord;
  return { ...s, bot, postToDiscord };
}

/** Everything the bot's commands and buttons reach (BotContext), from the parts made so far. */
function botContextOf(s: MemberFacing): BotDeps {
  const { config, options, repositories, late, languages, directory, hosting, publishing } = s;
  const { links, kv } = repositories;
  return {
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
    restarts: s.restarts,
    componentIds: s.componentIds,
    now: s.now,
    log: s.log.child({ component: 'discord' }),
    metrics: s.metrics,
    health: s.health,
    provider: s.access,
    doctor: (guildId) =>
      runDoctor({
        config,
        hosting,
        database: s.store,
        links,
        claims: repositories.claims,
        seen: repositories.seen,
        names: directory,
        discord: late.bot!.client as ReadyDiscordView,
        requiredScopes,
        webhookUrl: localWebhookUrl(late.server!),
        events: async () =>
          s.health.report().checks.events ?? new EventsUnread(text('doctor.events.notTakenIn')),
        guildId,
        boards: late.watch?.boards,
        games: { enabled: config.gameQuery, queries: repositories.gameQueries },
      }),
    boards: {
      create: (input) => late.watch!.createBoard(input),
      remove: (guildId, channelId) => late.watch!.removeBoard(guildId, channelId),
      forGuild: (guildId) => late.watch!.boards.forGuild(guildId),
      stateOf: (serverId) => {
        const seen = late.watch!.observations.get(serverId);
        return seen && { name: seen.server?.name, label: seen.state.label };
      },
      publish: (input) => publishing.publish(input),
      unpublish: (guildId, channelId) => publishing.unpublish(guildId, channelId),
    },
    onPowerSent: (serverId) => void late.watch?.powerSent(serverId),
    alertControls: {
      silences: repositories.silences,
      incidents: repositories.incidents,
      acknowledge: (incidentId, userId, at) => late.watch!.acknowledge(incidentId, userId, at),
      restartUnderway: (serverId) => late.watch!.restartUnderway(serverId),
      wake: (channelId) => late.delivery!.sender.wake(channelId),
    },
    uptime: (serverId) => s.serverHistory.uptime(serverId),
    history: s.history,
    games: { enabled: config.gameQuery, queries: repositories.gameQueries },
    // The channel writer itself: a test is no alert message, so delivery's counters never see it.
    sendTestAlerts: (targets, run) =>
      sendTestAlerts(
        { post: late.post!, names: directory, language: (guildId) => languages.guildLanguage(guildId) },
        targets,
        run,
      ),
    registeringCommands: (register) => s.leases.once('commands', register),
    ...(options.waitGuildTimeoutMs !== undefined && { waitGuildTimeoutMs: options.waitGuildTimeoutMs }),
    shards: config.shards,
    // One budget for all instances where they share a database (docs/several-instances.md).
    ...(s.store.dialect === 'postgres' && { sharedBudget: repositories.budgetSlots }),
    ...(config.shardsLeased && {
      leased: {
        // One IDENTIFY per bucket per 5 s across every instance on this database.
        identifyTurns: (maxConcurrency: number) =>
          leasedIdentifyTurns({ leases: repositories.leases, holder: s.instance, maxConcurrency }),
        // Its own part while the shared budget cannot be read: the instances alive share the 50/s.
        requestsPerSecond: () =>
          Math.max(1, Math.floor(DISCORD_REQUESTS_PER_SECOND / (late.fairShare?.live() ?? 1))),
      },
    }),
  };
}

/** The address `/doctor` checks the webhook at: this instance's own listener. */
function localWebhookUrl(server: HttpServer): string | undefined {
  const address = server.server.address();
  if (!address || typeof address !== 'object') return undefined;
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/webhook`;
}

type WithBot = ReturnType<typeof botParts>;

/** Boards and incidents: the refresh loop, the game watch, and what they feed each refresh. */
async function watchParts(s: WithBot) {
  const { config, options, repositories, late, bot } = s;
  // GAME_QUERY=off: no game watch, so no socket to any game is ever opened.
  // GAME_QUERIES_PER_SECOND, or this instance's share of it (src/budgets.ts).
  const gameBudget = config.gameQuery
    ? createCallBudget({ ratePerSecond: config.gameQueriesPerSecond, concurrency: QUERY_CONCURRENCY })
    : undefined;
  const games = gameBudget
    ? createGameWatch({
        store: repositories.gameQueries,
        querier: async () =>
          createGameQuerier({ timeoutMs: options.watch?.gameQueryTimeoutMs ?? QUERY_TIMEOUT_MS }),
        intervalMs: s.refreshIntervalMs,
        log: s.log.child({ component: 'game-query' }),
        metrics: s.metrics,
        budget: gameBudget,
      })
    : undefined;
  const watch = createWatch({
    repositories,
    links: repositories.links,
    // The refresh loop paces its own calls (429 waits for all of them), so this client does not
    // retry; its reads come after members' and planned restarts' calls.
    hosting: s.providerClient({
      maxAttempts: 1,
      timeoutMs: options.watch?.providerTimeoutMs ?? 8_000,
      lane: 'background',
    }),
    messages: createDiscordMessages(bot.client.rest),
    boardMessages: createDiscordMessages(bot.client.rest, 'bulk'),
    log: s.log.child({ component: 'watch' }),
    customIds: s.componentIds.forGuild,
    refreshIntervalMs: s.refreshIntervalMs,
    callsPerCycle: () => refreshCallsPerCycle(s.providerBudget, s.refreshIntervalMs),
    graceMs: options.watch?.graceMs ?? config.incidentGraceSeconds * 1000,
    health: s.health,
    ...(games && { games }),
    pageUrl: s.publishing.pageUrl,
    silences: { store: repositories.silences, now: s.now },
    guildLanguage: (guildId) => s.languages.guildLanguage(guildId),
    ...(options.watch?.now && { now: options.watch.now }),
    ...(options.watch?.backoff && { backoff: options.watch.backoff }),
  });
  late.watch = watch;
  const budgetShare = shareBudgets({
    config,
    dialect: s.store.dialect,
    leases: repositories.leases,
    instance: s.instance,
    log: s.log,
    metrics: s.metrics,
    provider: s.providerBudget,
    ...(games && gameBudget && { games: { budget: gameBudget, watch: games } }),
    refresher: watch.refresher,
    refreshIntervalMs: s.refreshIntervalMs,
    refreshesHere: () => s.leases.held().includes('watch'),
    ...(options.budgetShare && { share: options.budgetShare }),
  });
  // What the refresh loop observed before this start ("down since", the grace period) is read now.
  await watch.ready();
  feedFromRefreshes(s, watch);
  return { ...s, games, watch, budgetShare };
}

/** What each refresh and each closed incident hands on to the other parts. */
function feedFromRefreshes(s: WithBot, watch: Watch): void {
  const { serverHistory, repositories, late } = s;
  // Names read by the refresh loop serve every reply (the panel's question, alerts) without a call.
  watch.onRefreshed((servers) => {
    for (const seen of servers) if (seen.server) s.directory.remember(seen.server);
  });
  // Never rejects: a failed write is logged by the history.
  watch.onRefreshed((servers, batch) => void serverHistory.record(servers, batch.games));
  watch.addBoardLine(async (serverId, locale) => uptimeLine(await serverHistory.uptime(serverId), locale));
  // A silence "until the incident resolves" ends with it; its held alerts go out as one summary.
  watch.onIncidentClosed((incident) => {
    void repositories.silences.endForIncident(incident.id, s.now()).then(
      (ended) => {
        for (const silence of ended) late.delivery!.sender.wake(silence.channelId);
      },
      (err: unknown) =>
        s.log.warn({ err, incidentId: incident.id }, 'could not end the silences of an incident'),
    );
  });
}

type Watched = Awaited<ReturnType<typeof watchParts>>;

/** Planned restarts: their warnings and restarts, and the board line naming the next one. */
function scheduleParts(s: Watched) {
  const { repositories, watch } = s;
  const scheduler = createScheduler({
    runs: repositories.restartRuns,
    schedules: repositories.restartSchedules,
    // Warnings and restarts due at their minute, after members' calls and before the refresh loop's.
    hosting: s.providerClient({ lane: 'scheduled' }),
    audit: repositories.audit,
    links: repositories.links,
    directory: s.directory,
    post: s.postToDiscord,
    languages: s.languages,
    log: s.log.child({ component: 'schedule' }),
    now: s.now,
    onPowerSent: (serverId) => s.late.watch?.refreshSoon([serverId]),
  });
  s.late.scheduler = scheduler;
  watch.addBoardLine(async (serverId, locale) => {
    const at = (await scheduler.nextRestartFor([serverId])).get(serverId);
    return at === undefined ? undefined : plannedRestartLine(at, locale);
  });
  return { ...s, scheduler };
}

type Scheduled = ReturnType<typeof scheduleParts>;

/**
 * Events in, stored in the inbox, routed to the outbox and posted: the wiring is
 * src/pipeline/pipeline.ts; intake takes events in, delivery posts them to channels.
 */
function pipelineParts(s: Scheduled) {
  const { config, options, repositories, store, bot, watch, health, metrics } = s;
  const { intake, delivery } = createPipeline({
    wakeups: s.events,
    delivery: {
      inbox: repositories.inbox,
      outbox: repositories.outbox,
      installations: repositories.installations,
      routing: repositories.routing,
      isStorageFailure: store.isWriteFailure,
      post: s.postToDiscord,
      findPosted: createFindPosted(bot.client.rest, () => bot.userId()),
      customIds: s.componentIds.forGuild,
      names: s.directory,
      // Each alert message in its guild's language at the moment it is prepared (sender.ts).
      language: (guildId) => s.languages.guildLanguage(guildId),
      audit: repositories.audit,
      auditRetentionMs: config.auditRetentionDays * 24 * 60 * 60 * 1000,
      retentionByCaller: true,
      // One instance at a time posts to a channel; a lone instance holds every channel it posts to.
      channels: createChannelLeases(repositories.channelLeases, s.instance, {
        ...(options.leases?.now && { now: options.leases.now }),
        ...(options.leases?.ttlMs !== undefined && { ttlMs: options.leases.ttlMs }),
      }),
      history: s.serverHistory,
      silences: repositories.silences,
      ...(watch.heldIncidents && { heldIncidents: watch.heldIncidents }),
      log: s.log.child({ component: 'delivery' }),
      health,
      metrics,
      onServerEvents: (serverIds) => s.late.watch?.refreshSoon(serverIds),
      ...(options.deliveryBackoff && { backoff: options.deliveryBackoff }),
    },
    intake: {
      config,
      events: repositories.events,
      writes: store.writes,
      inbox: repositories.inbox,
      kv: repositories.kv,
      hosting: s.hosting,
      log: s.log,
      health,
      metrics,
    },
  });
  s.late.delivery = delivery;
  return { ...s, delivery, intake };
}

/** Warns linked channels when the provider stops taking HOSTING_TOKEN (src/token-watch.ts). */
function tokenWatchParts(s: ReturnType<typeof pipelineParts>) {
  const tokenWatch = createTokenWatch({
    hosting: s.hosting,
    links: s.repositories.links,
    kv: s.repositories.kv,
    post: (channelId, content) => s.postToDiscord(channelId, { content, allowed_mentions: NO_MENTIONS }),
    log: s.log.child({ component: 'token-watch' }),
  });
  return { ...s, tokenWatch };
}

/** HTTP: `/healthz`, `/metrics`, the provider's webhook and the public status pages. */
function httpParts(s: ReturnType<typeof tokenWatchParts>) {
  const { options, repositories, refreshIntervalMs } = s;
  const pageClock = options.watch?.now ?? s.now;
  const server = buildServer({
    log: s.log,
    health: s.health,
    metrics: s.metrics,
    webhook: s.intake.webhook,
    // Read from the database, so any instance serves any page; cached per refresh interval.
    statusPages: {
      published: repositories.publishedBoards,
      source: createPageSource({
        links: repositories.links,
        reads: repositories.pageReads,
        history: s.serverHistory,
        games: s.config.gameQuery,
        refreshSeconds: Math.round(refreshIntervalMs / 1000),
        now: pageClock,
      }),
      ttlMs: refreshIntervalMs,
      log: s.log.child({ component: 'status-page' }),
      // In the guild's language: a `/language` change shows on the next render of its pages.
      language: (guildId) => s.languages.guildLanguage(guildId),
      now: pageClock,
    },
  });
  s.late.server = server;
  return { ...s, server };
}

type Parts = ReturnType<typeof httpParts>;

/** Opens the doors in the order that loses nothing: HTTP and the feed first, Discord's work last. */
async function start(s: Parts): Promise<void> {
  const { config, log, server, leases, bot, delivery, watch } = s;
  // This instance's shares of the budgets, before its first call (the token check).
  await s.budgetShare?.start();
  // Asked while the rest starts; a token the provider refuses stops the start below.
  const tokenCheck = hostingTokenProblem(s.hosting, log);
  // Events are taken in before Discord is up: they wait in the inbox, nothing is lost.
  await server.listen({ host: config.httpHost, port: config.httpPort }).catch((err: unknown) => {
    const problem = listenProblem(err, config.httpHost, config.httpPort);
    throw problem ? new ConfigError([problem]) : err;
  });
  // Wake-ups from the other instances' intake (PostgreSQL); a failure is retried, never thrown.
  await s.store.inboxWakeups.start();
  // Each lease is taken at once where free; the work it guards starts with it.
  if (s.intake.feed) await leases.guard('poller', s.intake.feed);
  await leases.start();
  await bot.start().catch((err: unknown) => {
    if (!(err instanceof DiscordLoginError)) throw err;
    throw new ConfigError([discordLoginProblem(err.cause, config.discordApiUrl)]);
  });
  if (s.shardLeases) await startShardLeases(s, s.shardLeases);
  const tokenProblem = await tokenCheck;
  if (tokenProblem) throw new ConfigError([tokenProblem]);
  // Work that writes to Discord, once logged in.
  await leases.guard('retention', delivery.retention);
  const shards = bot.shards();
  const label = s.shardLeases ? `leased/${shards.count}` : shardsLabel(shards);
  s.metrics.setInstanceLabels({ instance: s.instance, shards: label });
  await delivery.start();
  await leases.guard('watch', { start: () => watch.start(), stop: () => watch.pause() });
  s.scheduler.start();
  await leases.guard('token-watch', s.tokenWatch);
  log.info(
    {
      instance: s.instance,
      shards: bot.shards(),
      address: server.addresses(),
      eventSource: config.eventSource,
      webhook: Boolean(config.webhookSecret),
    },
    'hostcord started',
  );
}

/**
 * Leased shards: the instances alive (their `instance:<id>` leases, taken by the budgets' share
 * at start) decide each one's fair part; a `shard:<id>` lease per shard, taken while under that part; its session starts on
 * taking and stops before the lease is given up or lost (fair-share.ts, runner.ts).
 */
async function startShardLeases(s: Parts, runner: LeaseRunner): Promise<void> {
  const { count } = s.bot.shards();
  if (count === 'auto') throw new Error('the shard count is known once the bot started');
  const log = s.log.child({ component: 'shards' });
  const fairShare = createFairShare({
    runner,
    leases: s.repositories.leases,
    prefix: 'shard:',
    count,
    log,
    ...(s.options.leases?.now && { now: s.options.leases.now }),
    everyMs: s.options.leases?.renewMs ?? SHARD_LEASE_RENEW_MS,
  });
  s.late.fairShare = fairShare;
  await runner.start();
  fairShare.start();
  // The sessions of the shards taken at start: the start is over once they are ready, as with
  // fixed shards (commands are answered from then on, /healthz says ready).
  const starting: Promise<void>[] = [];
  const shard: ShardWork = {
    bot: s.bot,
    runner,
    holdOffs: createStartHoldOffs(s.options.leases?.ttlMs ?? SHARD_LEASE_TTL_MS),
    log,
    starting,
  };
  for (let id = 0; id < count; id++) {
    await runner.guard(`shard:${id}`, shardWork(shard, id), fairShare.options(`shard:${id}`));
  }
  // Later starts (shards taken over from another instance) are not waited for, nor kept.
  shard.starting = undefined;
  await Promise.all(starting);
}

interface ShardWork {
  bot: Pick<Bot, 'startShard' | 'stopShard'>;
  runner: Pick<LeaseRunner, 'giveUp'>;
  holdOffs: StartHoldOffs;
  log: Logger;
  /** The starts of the shards taken at start, which the instance's start waits for; undefined after. */
  starting: Promise<void>[] | undefined;
}

/** Shard `id`'s session, started when its lease is taken and stopped before it is given up or lost. */
function shardWork(shard: ShardWork, id: number): GuardedWork {
  const name = `shard:${id}`;
  return {
    // Not awaited by the runner: a stop (lease lost or given up) must end a session still
    // waiting to identify.
    start: () => {
      const started = shard.bot.startShard(id).then(
        () => shard.holdOffs.started(name),
        (err: unknown) => shardStartFailed(shard, id, err),
      );
      shard.starting?.push(started);
    },
    stop: () => shard.bot.stopShard(id),
  };
}

/**
 * A shard that did not start here (login refused, GET /gateway/bot failing, too few sessions
 * left, …) is given up at once, so another instance runs it; this one takes it again no sooner
 * than the hold-off, longer after each failure in a row (start-hold-off.ts). A start ended by its
 * own stop is no failure: the lease was lost or given up already.
 */
async function shardStartFailed(shard: ShardWork, id: number, err: unknown): Promise<void> {
  if (err instanceof ShardStoppedError) return;
  const name = `shard:${id}`;
  const holdOffMs = shard.holdOffs.failed(name);
  shard.log.error({ err, shardId: id, holdOffMs }, 'gateway shard did not start: its lease is given up');
  await shard.runner.giveUp(name, holdOffMs);
}

/** Closes the doors: nothing new comes in, the work under way settles, then the connections close. */
async function stop(s: Parts): Promise<void> {
  clearInterval(s.keyReload);
  s.tokenWatch.stop();
  s.access.stop();
  await s.watch.stop();
  await s.games?.close();
  await s.serverHistory.settled();
  await s.scheduler.stop();
  await s.intake.stop();
  await s.delivery.stop();
  // Given up once the work stopped: a successor takes it over at once.
  await s.leases.stop();
  // Each shard's session ends before its lease is released: never two sessions of one shard.
  s.late.fairShare?.stop();
  await s.shardLeases?.stop();
  // Its instance:<id> lease last: the others count it alive until its shards are given up.
  await s.budgetShare?.stop();
  await s.bot.stop();
  await s.chartWorkers.close();
  await s.server.close();
  await s.store.close();
}
