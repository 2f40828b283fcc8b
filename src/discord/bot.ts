import {
  Client,
  type ClientOptions,
  Events,
  GatewayIntentBits,
  type Guild,
  type Interaction,
  Options,
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
import { type BudgetMetrics, discordRequestBudget } from './discord-budget.js';
import { NO_MENTIONS } from './messages.js';
import { withUsableRetryAfter } from './rest-retry-after.js';
import { createRouter } from './router.js';
import { registersCommands, restBudget, shardOptions } from './shards.js';
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
  metrics?: (Pick<Metrics, 'commands'> & BudgetMetrics) | undefined;
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
   * The slots of Discord's budget all instances take from (PostgreSQL: src/db/budget-slots.ts);
   * absent (SQLite), this instance spends its shards' part.
   */
  sharedBudget?: BudgetSlots | undefined;
}

/** discord.js's own global limit, set out of the way of hostcord's budget (rest-budget.ts). */
const UNGATED_REQUESTS_PER_SECOND = 1_000_000;

/** Logging in failed (token refused, address wrong or unreachable): the operator's to fix. */
export class DiscordLoginError extends Error {
  constructor(cause: unknown) {
    super('logging in to Discord failed', { cause });
    this.name = 'DiscordLoginError';
  }
}

interface BotState {
  readonly deps: BotDeps;
  /** The shards asked for; `auto` is replaced by what Discord gave once connected (`shardsOf`). */
  readonly plan: ShardPlan;
  readonly client: Client;
  readonly log: Logger;
  readonly trust: Trust;
  /** ALLOWED_GUILD_IDS: guilds not in it are left. */
  readonly allowed: Set<string> | undefined;
}

/**
 * The Discord face: a gateway client with only the `Guilds` intent and caches trimmed to what
 * commands read (guilds, channels, roles, the bot's own member for permission checks).
 */
export function createBot(deps: BotDeps) {
  const plan: ShardPlan = deps.shards ?? { count: 1, ids: [0] };
  const budget = restBudget(plan);
  const client = discordClient(deps, plan);
  const now = deps.now ?? Date.now;
  const log = deps.log;
  const trust = createTrust({ client, allowedGuildIds: deps.allowedGuildIds, log, now });
  const ctx = botContext(deps, client, trust, now);
  const overrides = createCommandOverrides({
    rest: client.rest,
    commandGuildId: deps.commandGuildId,
    log,
    now,
  });
  const route = createRouter(ctx, {
    commands: deps.commands,
    allowedGuildIds: deps.allowedGuildIds,
    metrics: deps.metrics,
    overrides,
  });
  const allowed = deps.allowedGuildIds && new Set(deps.allowedGuildIds);
  const state: BotState = { deps, plan, client, log, trust, allowed };

  deps.health?.register('discord', () => ({
    ok: client.isReady(),
    gateway: client.isReady() ? 'ready' : 'not connected',
  }));
  listen(state, route, overrides);

  return {
    client,
    /**
     * This instance's part of Discord's 50 requests/s (shards.ts): what it spends alone on SQLite,
     * or while the instances' shared budget (PostgreSQL) cannot be read (discord-budget.ts).
     */
    requestsPerSecond: budget,
    /** Logs in, waits until ready, registers changed commands and leaves guilds not allowed. */
    start: (): Promise<void> => start(state),
    isReady: () => client.isReady(),
    /** The shards this instance runs; with `auto`, the count Discord gave once logged in. */
    shards: (): ShardPlan => shardsOf(state),
    async stop(): Promise<void> {
      await client.destroy();
    },
  };
}

/** The gateway client, its REST paced by Discord's budget (discord-budget.ts). */
function discordClient(deps: BotDeps, plan: ShardPlan): Client {
  return createClient({
    intents: [GatewayIntentBits.Guilds],
    // Each instance logs in only its shards and answers the interactions they receive.
    ...shardOptions(plan),
    rest: {
      api: deps.apiUrl,
      // A 429 without a usable Retry-After would be retried at once, in a loop (see the wrapper).
      // Discord's 50 requests/s are per bot: the instances share them (discord-budget.ts), and the
      // budget holds in every second, alerts before board edits (rest-budget.ts). discord.js's own
      // fixed windows would let board edits fill a second before an alert reaches that queue, so
      // they are set never to fill; a global 429 from Discord still stops every request.
      makeRequest: withUsableRetryAfter(
        discordRequestBudget({ plan, shared: deps.sharedBudget, metrics: deps.metrics, log: deps.log }),
      ),
      globalRequestsPerSecond: UNGATED_REQUESTS_PER_SECOND,
    },
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
  });
}

/** The context every handler is given: what the app handed in, and the parts the bot makes itself. */
function botContext(deps: BotDeps, client: Client, trust: Trust, now: () => number): BotContext {
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
    notice: (guildId, content) => postNotice(deps, client, guildId, content),
  };
}

/** A short notice in the guild's first linked channel (claims, shares). */
async function postNotice(deps: BotDeps, client: Client, guildId: string, content: string): Promise<void> {
  const { log } = deps;
  // Never throws: callers post it without waiting (ownership-events.ts).
  const channelId = await deps.links.firstChannel(guildId).catch((err: unknown) => {
    log.warn({ err, guildId }, 'could not read where to post an ownership notice');
    return undefined;
  });
  if (!channelId) return;
  await client.rest
    .post(Routes.channelMessages(channelId), { body: { content, allowed_mentions: NO_MENTIONS } })
    .catch((err: unknown) => log.warn({ err, guildId, channelId }, 'could not post an ownership notice'));
}

function listen(
  state: BotState,
  route: (interaction: Interaction) => Promise<void>,
  overrides: Pick<CommandOverridesStore, 'invalidate'>,
): void {
  const { client, log } = state;
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

async function start(state: BotState): Promise<void> {
  const { client, deps, log } = state;
  // Registered before login: login can resolve after the ready event already fired.
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(deps.token).catch((err: unknown) => {
    throw new DiscordLoginError(err);
  });
  const readyClient = await ready;
  log.info(
    { user: readyClient.user.tag, guilds: readyClient.guilds.cache.size, shards: shardsOf(state) },
    'connected to Discord',
  );
  await Promise.all(readyClient.guilds.cache.map((guild) => leaveIfNotAllowed(state, guild)));
  await warnIfPublic(state);
  if (!registersCommands(state.plan)) {
    log.info('slash commands are registered by the instance running shard 0, not this one');
    return;
  }
  const register = () =>
    syncCommands({
      rest: client.rest,
      applicationId: readyClient.application.id,
      guildId: deps.commandGuildId,
      commands: deps.commands,
      kv: deps.kv,
      log,
    });
  await (deps.registeringCommands ? deps.registeringCommands(register) : register());
}

function shardsOf(state: BotState): ShardPlan {
  const { shards: ids, shardCount } = state.client.options;
  // discord.js replaces `auto` by the ids and count it runs when it connects.
  return Array.isArray(ids) && shardCount ? { count: shardCount, ids: [...ids] } : state.plan;
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
