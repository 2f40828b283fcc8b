import {
  type APIApplication,
  type APIGatewayBotInfo,
  Client,
  type ClientOptions,
  Events,
  GatewayIntentBits,
  type Guild,
  type Interaction,
  Options,
  REST,
  Routes,
} from 'discord.js';
import type { ShardPlan } from '../config.js';
import type { Audit } from '../db/audit.js';
import type { BudgetSlots } from '../db/budget-slots.js';
import type { Claims } from '../db/claims.js';
import type { Codes } from '../db/codes.js';
import type { Cooldowns } from '../db/cooldowns.js';
import type { Kv } from '../db/kv.js';
import type { Ownership } from '../db/ownership.js';
import type { Pages } from '../db/pages.js';
import type { SeenValueStore } from '../db/seen-values.js';
import type { Health } from '../health.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { type BotContext, type Command, scopesOf } from './command.js';
import { type CommandOverridesStore, createCommandOverrides } from './command-overrides.js';
import { createConfirmations } from './confirm.js';
import { createAskingCooldown, guildKey } from './cooldown.js';
import { createDepartures, type Departures } from './departures.js';
import { type BudgetMetrics, discordRequestBudget } from './discord-budget.js';
import { createDiscordView } from './discord-view.js';
import { type IdentifyTurns, processIdentifyTurns } from './identify-turns.js';
import { NO_MENTIONS } from './messages.js';
import type { DiscordView } from './ports.js';
import { withUsableRetryAfter } from './rest-retry-after.js';
import { createRouter } from './router.js';
import { createShardSessions, type ShardSessions } from './shard-sessions.js';
import { registersCommands, restBudget } from './shards.js';
import { syncCommands } from './sync-commands.js';
import { createTrust, PUBLIC_BOT, type Trust } from './trust.js';

/** The parts of the context the bot builds itself. */
type Built =
  | 'client'
  | 'audit'
  | 'seen'
  | 'now'
  | 'confirmations'
  | 'cooldowns'
  | 'pages'
  | 'claims'
  | 'codes'
  | 'ownership'
  | 'trust'
  | 'notice'
  | 'requiredScopes'
  | 'languageCooldown';

export interface BotDeps extends Omit<BotContext, Built> {
  /** The repositories the commands use besides links (src/store/repositories.ts). */
  repositories: {
    audit: Audit;
    seen: SeenValueStore;
    cooldowns: Cooldowns;
    pages: Pages;
    claims: Claims;
    codes: Codes;
    ownership: Ownership;
  };
  /** Wall clock for expiry and cooldowns; `Date.now` unless a test pins it. */
  now?: () => number;
  /** Where the hash of the registered commands is kept (sync-commands.ts). */
  kv: Kv;
  token: string;
  /** REST base; discord.js appends `/v10`. The gateway address is read from `GET /gateway/bot`. */
  apiUrl: string;
  commandGuildId?: string | undefined;
  allowedGuildIds?: string[] | undefined;
  commands: readonly Command[];
  /** How long discord.js waits for a guild of READY; lowered in tests. */
  waitGuildTimeoutMs?: number;
  metrics?: (Pick<Metrics, 'commands' | 'interactionDelay'> & BudgetMetrics) | undefined;
  /** Where the `discord` check of `/healthz` is registered. */
  health?: Pick<Health, 'register'>;
  /**
   * Runs the command registration of `start` (src/app.ts: under the `commands` lease, so two
   * instances starting together do not both register); run directly when absent.
   */
  registeringCommands?: (register: () => Promise<unknown>) => Promise<unknown>;
  /** The gateway shards this instance runs (SHARD_COUNT, SHARD_IDS); one shard of one by default. */
  shards?: ShardPlan;
  /**
   * Leased shards (src/app.ts: several instances on PostgreSQL, SHARD_IDS unset): `start` logs
   * none in; the `shard:<id>` leases start and stop them (`startShard`, `stopShard`), their
   * IDENTIFYs spaced by these turns across instances, and the request budget follows `requestsPerSecond`.
   */
  leased?: {
    identifyTurns: (maxConcurrency: number) => IdentifyTurns;
    requestsPerSecond: () => number;
  };
  /**
   * The slots of Discord's budget all instances take from (PostgreSQL: src/db/budget-slots.ts);
   * absent (SQLite), this instance spends its own part (`requestsPerSecond`).
   */
  sharedBudget?: BudgetSlots | undefined;
}

/** discord.js's own global limit, set out of the way of hostcord's budget (rest-budget.ts). */
const UNGATED_REQUESTS_PER_SECOND = 1_000_000;

/**
 * Leased shards: a start not ready a minute after its IDENTIFY (discord.js would identify again
 * every 15 s without READY, forever) fails, and its lease goes to another instance (src/app.ts).
 * READY answers an IDENTIFY at once and the shard's guilds follow it (discord.js waits up to
 * `waitGuildTimeout`, 15 s, for a missing one): the rest of the minute is a margin for a slow Discord.
 */
const LEASED_SHARD_READY_WITHIN_MS = 60_000;

/** Logging in failed (token refused, address wrong or unreachable): the operator's to fix. */
export class DiscordLoginError extends Error {
  constructor(cause: unknown) {
    super('logging in to Discord failed', { cause });
    this.name = 'DiscordLoginError';
  }
}

interface BotState {
  readonly deps: BotDeps;
  /** The shards asked for; `auto` is replaced by Discord's recommended count at start. */
  plan: ShardPlan;
  readonly sessions: ShardSessions;
  readonly view: DiscordView;
  readonly log: Logger;
  readonly trust: Trust;
  /** ALLOWED_GUILD_IDS: guilds not in it are left. */
  readonly allowed: Set<string> | undefined;
  /** The public-bot warning is given once, when the first shard is ready. */
  warned: boolean;
  /** The bot's user id as asked at a leased start. */
  userId: string | undefined;
}

/**
 * The Discord face: one gateway Client per shard this instance runs (shard-sessions.ts), each with
 * only the `Guilds` intent and caches trimmed to what commands read (guilds, channels, roles, the
 * bot's own member for permission checks), all on one REST client; `client` is the view across them.
 */
export function createBot(deps: BotDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log;
  const holder: { state?: BotState } = {};
  const budget = () => requestsPerSecond(holder.state!);
  const departures = createDepartures();
  const rest = discordRest(deps, budget, departures);
  const sessions = createShardSessions({
    token: deps.token,
    count: () => shardCount(holder.state!.plan),
    rest,
    clientOptions: clientOptions(deps),
    createClient,
    onClient: (client) => listen(holder.state!, client, route, overrides),
    identifyTurns: deps.leased?.identifyTurns ?? processIdentifyTurns,
    ...(deps.leased && { readyWithinMs: LEASED_SHARD_READY_WITHIN_MS }),
  });
  const view = createDiscordView(sessions, rest);
  const trust = createTrust({ client: view, allowedGuildIds: deps.allowedGuildIds, log, now });
  const ctx = botContext(deps, view, trust, now);
  const overrides = createCommandOverrides({ rest, commandGuildId: deps.commandGuildId, log, now });
  const route = createRouter(ctx, {
    commands: deps.commands,
    allowedGuildIds: deps.allowedGuildIds,
    metrics: deps.metrics,
    overrides,
  });
  const allowed = deps.allowedGuildIds && new Set(deps.allowedGuildIds);
  const plan: ShardPlan = deps.shards ?? { count: 1, ids: [0] };
  const state: BotState = {
    deps,
    plan,
    sessions,
    view,
    log,
    trust,
    allowed,
    warned: false,
    userId: undefined,
  };
  holder.state = state;

  deps.health?.register('discord', () => gatewayCheck(state));

  return {
    /** Discord as read outside an interaction: guilds by id in the Client of their shard, the shared REST. */
    client: view,
    /** This instance's part of Discord's 50 requests/s (shards.ts), spent by rest-budget.ts. */
    get requestsPerSecond(): number {
      return budget();
    },
    /** Logs in, waits until ready, registers changed commands and leaves guilds not allowed. */
    start: (): Promise<void> => start(state),
    /** Every shard started here is ready (none started: nothing to wait for). */
    isReady: () => isReady(state),
    /** The shards this instance runs; with `auto`, the count Discord gave once logged in. */
    shards: (): ShardPlan => shardsOf(state),
    /** The guilds of the shards ready here (tests and logs). */
    guildIds: (): string[] =>
      [...sessions.readyClients().values()].flatMap((c) => [...c.guilds.cache.keys()]),
    /** The bot's own user id: from a ready shard, or asked at a leased start (none may run here). */
    userId: (): string | undefined => view.user?.id ?? state.userId,
    /** The ready Client of each shard run here. */
    clients: () => sessions.readyClients(),
    /** Leased shards: logs shard `id` in (its lease was taken). */
    startShard: (id: number): Promise<void> => startShard(state, id),
    /** Leased shards: ends shard `id`'s session, before its lease is given up. */
    stopShard: (id: number): Promise<void> => sessions.stop(id),
    async stop(): Promise<void> {
      await sessions.stopAll();
      await departures.close();
    },
  };
}

/** Static shards: the plan's part of the 50/s; leased: what the app says (the instances alive share it). */
function requestsPerSecond(state: BotState): number {
  return state.deps.leased ? state.deps.leased.requestsPerSecond() : restBudget(state.plan);
}

function shardCount(plan: ShardPlan): number {
  if (plan.count === 'auto') throw new Error('the shard count is known once Discord was asked (start)');
  return plan.count;
}

function shardIds(plan: ShardPlan): number[] {
  return plan.count === 'auto' ? [] : plan.ids;
}

function isReady(state: BotState): boolean {
  const running = state.sessions.running();
  const ready = state.sessions.readyClients();
  return running.every((id) => ready.has(id)) && (running.length > 0 || state.deps.leased !== undefined);
}

/** The `discord` check of `/healthz`: every shard run here ready (a leased instance may run none). */
function gatewayCheck(state: BotState) {
  const ok = isReady(state);
  if (!ok) return { ok, gateway: 'not connected' };
  return { ok, gateway: state.sessions.running().length > 0 ? 'ready' : 'no shard here' };
}

/** The REST client every shard's Client and every writer share, paced by Discord's budget. */
function discordRest(deps: BotDeps, budget: () => number, departures: Departures): REST {
  return new REST({
    api: deps.apiUrl,
    // A 429 without a usable Retry-After would be retried at once, in a loop (see the wrapper).
    // Discord's 50 requests/s are per bot: on PostgreSQL the instances take them from one shared
    // line of slots, otherwise each spends its own part (discord-budget.ts); the budget holds in
    // every second, alerts before board edits (rest-budget.ts). discord.js's own fixed windows
    // would let board edits fill a second before an alert reaches that queue, so they are set
    // never to fill; a global 429 from Discord still stops every request.
    makeRequest: withUsableRetryAfter(
      discordRequestBudget({
        ownPerSecond: budget,
        shared: deps.sharedBudget,
        metrics: deps.metrics,
        log: deps.log,
        // Requests leave at their slots from a thread of their own, whatever holds this event loop.
        departures,
      }),
    ),
    globalRequestsPerSecond: UNGATED_REQUESTS_PER_SECOND,
  });
}

/** The options of each shard's Client; its shard and REST are set by shard-sessions.ts. */
function clientOptions(deps: BotDeps): Omit<ClientOptions, 'shards' | 'shardCount' | 'rest'> {
  return {
    intents: [GatewayIntentBits.Guilds],
    allowedMentions: NO_MENTIONS,
    waitGuildTimeout: deps.waitGuildTimeoutMs ?? 15_000,
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 0,
      ThreadManager: 0,
      ReactionManager: 0,
      PresenceManager: 0,
      VoiceStateManager: 0,
      GuildEmojiManager: 0,
      GuildStickerManager: 0,
      GuildScheduledEventManager: 0,
      StageInstanceManager: 0,
      UserManager: { maxSize: 0, keepOverLimit: (user) => user.id === user.client.user.id },
      GuildMemberManager: { maxSize: 0, keepOverLimit: (member) => member.id === member.client.user.id },
    }),
  };
}

/** The context every handler is given: what the app handed in, and the parts the bot makes itself. */
function botContext(deps: BotDeps, client: DiscordView, trust: Trust, now: () => number): BotContext {
  return {
    ...deps,
    client,
    // Named one by one: the repositories object holds more (its `boards` table is not ctx.boards).
    audit: deps.repositories.audit,
    seen: deps.repositories.seen,
    cooldowns: deps.repositories.cooldowns,
    pages: deps.repositories.pages,
    claims: deps.repositories.claims,
    codes: deps.repositories.codes,
    ownership: deps.repositories.ownership,
    now,
    confirmations: createConfirmations(now),
    languageCooldown: createAskingCooldown('languageCooldownMs', now, guildKey),
    trust,
    requiredScopes: scopesOf(deps.commands),
    notice: (guildId, content) => postNotice(deps, client.rest, guildId, content),
  };
}

/** A short notice in the guild's first linked channel (claims, shares). */
async function postNotice(deps: BotDeps, rest: REST, guildId: string, content: string): Promise<void> {
  const { log } = deps;
  // Never throws: callers post it without waiting (ownership-events.ts).
  const channelId = await deps.links.firstChannel(guildId).catch((err: unknown) => {
    log.warn({ err, guildId }, 'could not read where to post an ownership notice');
    return undefined;
  });
  if (!channelId) return;
  await rest
    .post(Routes.channelMessages(channelId), { body: { content, allowed_mentions: NO_MENTIONS } })
    .catch((err: unknown) => log.warn({ err, guildId, channelId }, 'could not post an ownership notice'));
}

function listen(
  state: BotState,
  client: Client,
  route: (interaction: Interaction) => Promise<void>,
  overrides: Pick<CommandOverridesStore, 'invalidate'>,
): void {
  const { log } = state;
  client.on(Events.InteractionCreate, (interaction) => {
    route(interaction).catch((err: unknown) => log.error({ err }, 'interaction routing failed'));
  });
  client.on(Events.GuildCreate, (guild) => void leaveIfNotAllowed(state, guild));
  // Sent without any intent when an admin changes command permissions, for every app of the guild.
  client.on(Events.ApplicationCommandPermissionsUpdate, (update) => {
    if (update.applicationId === client.application?.id) overrides.invalidate(update.guildId);
  });
  client.on(Events.Error, (err) => log.error({ err }, 'discord client error'));
  client.on(Events.ShardDisconnect, (event, shardId) =>
    log.warn({ code: event.code, shardId }, 'discord gateway disconnected'),
  );
}

/**
 * Static shards: logs every shard of the plan in, then registers changed commands (the instance
 * running shard 0). Leased shards: checks the token and learns the shard count from GET
 * /gateway/bot; the shard leases start the shards, and commands are registered under the
 * `commands` lease by whichever instance gets it.
 */
async function start(state: BotState): Promise<void> {
  const { deps, log, sessions } = state;
  if (state.plan.count === 'auto' || deps.leased) {
    const gateway = await loginFailure(
      () => state.view.rest.get(Routes.gatewayBot()) as Promise<APIGatewayBotInfo>,
    );
    if (state.plan.count === 'auto') {
      state.plan = { count: gateway.shards, ids: Array.from({ length: gateway.shards }, (_, i) => i) };
    }
  }
  if (deps.leased) {
    log.info(
      { shards: shardCount(state.plan) },
      'gateway shards are leased: this instance runs its fair part',
    );
    const application = (await state.view.rest.get(Routes.currentApplication())) as APIApplication;
    state.userId = application.bot?.id;
    await registerCommands(state, application.id);
    return;
  }
  const ids = shardIds(state.plan);
  const clients = await loginFailure(() => Promise.all(ids.map((id) => sessions.start(id))));
  const first = clients[0]!;
  const guilds = clients.flatMap((client) => [...client.guilds.cache.values()]);
  log.info({ user: first.user.tag, guilds: guilds.length, shards: shardsOf(state) }, 'connected to Discord');
  await Promise.all(guilds.map((guild) => leaveIfNotAllowed(state, guild)));
  await warnIfPublic(state);
  if (!registersCommands(state.plan)) {
    log.info('slash commands are registered by the instance running shard 0, not this one');
    return;
  }
  await registerCommands(state, first.application.id);
}

/** A refused token or an unreachable address is the operator's to fix (DiscordLoginError). */
async function loginFailure<T>(step: () => Promise<T>): Promise<T> {
  return step().catch((err: unknown) => {
    throw new DiscordLoginError(err);
  });
}

async function registerCommands(state: BotState, applicationId: string): Promise<void> {
  const { deps, log } = state;
  const register = () =>
    syncCommands({
      rest: state.view.rest,
      applicationId,
      guildId: deps.commandGuildId,
      commands: deps.commands,
      kv: deps.kv,
      log,
    });
  await (deps.registeringCommands ? deps.registeringCommands(register) : register());
}

/** Leased shards: logs shard `id` in, leaves its guilds not allowed, and warns once if the bot is public. */
async function startShard(state: BotState, id: number): Promise<void> {
  const client = await state.sessions.start(id);
  state.log.info({ shardId: id, guilds: client.guilds.cache.size }, 'gateway shard connected');
  await Promise.all(client.guilds.cache.map((guild) => leaveIfNotAllowed(state, guild)));
  if (state.warned) return;
  state.warned = true;
  await warnIfPublic(state);
}

function shardsOf(state: BotState): ShardPlan {
  const { plan } = state;
  if (plan.count === 'auto' || !state.deps.leased) return plan;
  return { count: plan.count, ids: state.sessions.running() };
}

async function leaveIfNotAllowed(state: BotState, guild: Guild): Promise<void> {
  const { allowed, log } = state;
  if (!allowed || allowed.has(guild.id)) return;
  log.warn({ guildId: guild.id }, 'leaving a guild that is not in ALLOWED_GUILD_IDS');
  await guild.leave().catch((err: unknown) => log.warn({ err, guildId: guild.id }, 'could not leave guild'));
}

/** A public bot can be added to any guild: say so at start, unless ALLOWED_GUILD_IDS limits it. */
async function warnIfPublic(state: BotState): Promise<void> {
  const { deps, log } = state;
  if (deps.allowedGuildIds) return;
  try {
    if (await state.trust.isPublic()) {
      log.warn({ risk: PUBLIC_BOT.risk, fix: PUBLIC_BOT.fix }, PUBLIC_BOT.message);
    }
  } catch (err) {
    log.warn({ err }, 'could not read the Discord application (is it public?)');
  }
}

export type Bot = ReturnType<typeof createBot>;

/**
 * discord.js's Client reads SHARD_COUNT from the process environment (where its ShardingManager
 * puts it for child processes) whenever the option is at its default of 1, as `Number(value)`:
 * hostcord's own `SHARD_COUNT=auto`, or an empty `SHARD_COUNT=`, would become NaN or 0 and the
 * client would refuse to be built. The options come from the configuration, so the variable is out
 * of sight while the client is made.
 */
function createClient(options: ClientOptions, env: NodeJS.ProcessEnv = process.env): Client {
  if (!('SHARD_COUNT' in env)) return new Client(options);
  const value = env.SHARD_COUNT;
  delete env.SHARD_COUNT;
  try {
    return new Client(options);
  } finally {
    env.SHARD_COUNT = value;
  }
}
