import { randomUUID } from 'node:crypto';
import {
  iso,
  newActivity,
  newBackup,
  newDeployment,
  newInstallation,
  newResources,
  newServer,
} from './records.js';
import {
  type ActivityEntry,
  type AddBotOptions,
  type AddPersonalTokenOptions,
  ALL_SCOPES,
  type InstallOptions,
  type SimBackup,
  type SimBot,
  type SimClock,
  type SimDeployment,
  type SimEvent,
  type SimInstallation,
  type SimResources,
  type SimServer,
} from './types.js';

// The simulator's world: servers, tokens, installations, event queues. Everything here is the
// setup side that tests drive directly; the HTTP side only reads it (and appends effects).

/** A stored record with the global insertion number that breaks ties in list order. */
export interface Seq<T> {
  value: T;
  seq: number;
}

export interface ServerState {
  server: SimServer;
  seq: number;
  resources: SimResources;
  notReady: boolean;
  activity: Seq<ActivityEntry>[];
  backups: Seq<SimBackup>[];
  backupLimit: number;
  deployments: Seq<SimDeployment>[];
}

export interface QueuedEvent {
  event: SimEvent;
  /** createdAt in ms, the feed's sort key together with seq. */
  at: number;
  seq: number;
}

interface TokenCommon {
  token: string;
  scopes: string[];
  restrictTo: string[] | null;
  expiresAt: number | null;
  revoked: boolean;
  deniedServers: Set<string>;
}

export interface BotToken extends TokenCommon {
  kind: 'bot';
  bot: SimBot;
  installations: Map<string, Seq<SimInstallation>>;
  events: QueuedEvent[];
}

export interface PersonalToken extends TokenCommon {
  kind: 'personal';
  userId: string;
  /** Own and shared servers; null = every server. */
  servers: string[] | null;
}

export type TokenState = BotToken | PersonalToken;

const DEFAULT_BACKUP_LIMIT = 5;

export type Model = ReturnType<typeof createModel>;

export function createModel(clock: SimClock) {
  const servers = new Map<string, ServerState>();
  const tokens = new Map<string, TokenState>();
  let seq = 0;
  const nextSeq = () => ++seq;

  function serverState(serverId: string): ServerState {
    const state = servers.get(serverId);
    if (!state) throw new Error(`provider sim: unknown server ${serverId}`);
    return state;
  }

  function botToken(token: string): BotToken {
    const state = tokens.get(token);
    if (state?.kind !== 'bot') throw new Error(`provider sim: ${token} is not a bot token`);
    return state;
  }

  function enqueue(bot: BotToken, event: SimEvent): SimEvent {
    const queued = { event, at: Date.parse(event.createdAt), seq: nextSeq() };
    // Kept sorted by (createdAt, seq): the feed hands events out in this order.
    const index = bot.events.findIndex((e) => e.at > queued.at);
    bot.events.splice(index === -1 ? bot.events.length : index, 0, queued);
    return event;
  }

  function emit(bot: BotToken, type: string, serverId: string | null, data: Record<string, unknown>) {
    return enqueue(bot, { id: randomUUID(), type, serverId, createdAt: iso(clock.now()), data });
  }

  function addServer(partial: Partial<SimServer> = {}): SimServer {
    const server = newServer(partial, clock.now(), servers.size + 1);
    if (servers.has(server.id)) throw new Error(`provider sim: server ${server.id} exists`);
    servers.set(server.id, {
      server,
      seq: nextSeq(),
      resources: newResources(),
      notReady: false,
      activity: [],
      backups: [],
      backupLimit: DEFAULT_BACKUP_LIMIT,
      deployments: [],
    });
    return server;
  }

  function addToken(state: TokenState) {
    if (tokens.has(state.token)) throw new Error(`provider sim: token ${state.token} exists`);
    tokens.set(state.token, state);
  }

  function addBot(opts: AddBotOptions = {}): SimBot {
    const bot: SimBot = {
      id: randomUUID(),
      token: opts.token ?? `zhb_test_bot_token_${tokens.size + 1}`,
      scopes: [...(opts.scopes ?? ALL_SCOPES)],
      eventTypes: [...(opts.eventTypes ?? ['server.activity'])],
      restrictTo: opts.restrictTo ? [...opts.restrictTo] : null,
    };
    addToken({
      kind: 'bot',
      token: bot.token,
      bot,
      scopes: bot.scopes,
      restrictTo: bot.restrictTo,
      expiresAt: opts.expiresAt ?? null,
      revoked: false,
      deniedServers: new Set(),
      installations: new Map(),
      events: [],
    });
    for (const serverId of opts.installedOn ?? []) install(bot.token, serverId);
    return bot;
  }

  function install(token: string, serverId: string, opts: InstallOptions = {}): SimInstallation {
    const bot = botToken(token);
    serverState(serverId);
    if (bot.installations.has(serverId)) throw new Error(`provider sim: already installed on ${serverId}`);
    const installation = newInstallation(
      serverId,
      {
        grantedScopes: opts.scopes ?? bot.scopes,
        eventTypes: opts.eventTypes ?? bot.bot.eventTypes,
        status: opts.status,
        extra: opts.extra,
      },
      clock.now(),
    );
    bot.installations.set(serverId, { value: installation, seq: nextSeq() });
    // Spec "States and transitions": installing sends installation.created to the bot.
    emit(bot, 'installation.created', serverId, installation);
    return installation;
  }

  function uninstall(token: string, serverId: string): SimInstallation {
    const bot = botToken(token);
    const stored = bot.installations.get(serverId);
    if (!stored) throw new Error(`provider sim: not installed on ${serverId}`);
    bot.installations.delete(serverId);
    emit(bot, 'installation.deleted', serverId, stored.value);
    return stored.value;
  }

  function addPersonalToken(opts: AddPersonalTokenOptions = {}): string {
    const token = opts.token ?? `zhp_test_personal_token_${tokens.size + 1}`;
    addToken({
      kind: 'personal',
      token,
      userId: randomUUID(),
      servers: opts.servers ? [...opts.servers] : null,
      scopes: [...(opts.scopes ?? ALL_SCOPES)],
      restrictTo: opts.restrictTo ? [...opts.restrictTo] : null,
      expiresAt: opts.expiresAt ?? null,
      revoked: false,
      deniedServers: new Set(),
    });
    return token;
  }

  function tokenState(token: string): TokenState {
    const state = tokens.get(token);
    if (!state) throw new Error(`provider sim: unknown token ${token}`);
    return state;
  }

  function addActivity(serverId: string, partial: Partial<ActivityEntry> = {}): ActivityEntry {
    const state = serverState(serverId);
    const entry = newActivity(serverId, partial, clock.now());
    state.activity.push({ value: entry, seq: nextSeq() });
    // Spec "Event types": server.activity goes to bots installed on the server that subscribed.
    for (const token of tokens.values()) {
      if (token.kind !== 'bot') continue;
      if (token.installations.get(serverId)?.value.eventTypes.includes('server.activity')) {
        emit(token, 'server.activity', serverId, entry);
      }
    }
    return entry;
  }

  function addBackup(serverId: string, record: Partial<SimBackup> = {}): SimBackup {
    const backup = newBackup(record, clock.now());
    serverState(serverId).backups.push({ value: backup, seq: nextSeq() });
    return backup;
  }

  function addDeployment(serverId: string, record: Partial<SimDeployment> = {}): SimDeployment {
    const deployment = newDeployment(record, clock.now());
    serverState(serverId).deployments.push({ value: deployment, seq: nextSeq() });
    return deployment;
  }

  return {
    servers,
    tokens,
    nextSeq,
    serverState,
    addServer,
    addBot,
    install,
    uninstall,
    addPersonalToken,
    addActivity,
    addBackup,
    addDeployment,
    installationsOf: (token: string) => [...botToken(token).installations.values()].map((i) => i.value),
    revokeToken: (token: string) => {
      tokenState(token).revoked = true;
    },
    denyGrant: (token: string, serverId: string) => {
      tokenState(token).deniedServers.add(serverId);
    },
    setResources: (serverId: string, partial: Partial<SimResources>) => {
      const state = serverState(serverId);
      state.resources = { ...state.resources, ...partial };
      return state.resources;
    },
    renameServer: (serverId: string, name: string) => {
      serverState(serverId).server.name = name;
      return serverState(serverId).server;
    },
    setNotReady: (serverId: string, notReady: boolean) => {
      serverState(serverId).notReady = notReady;
    },
    setBackupLimit: (serverId: string, limit: number) => {
      serverState(serverId).backupLimit = limit;
    },
    ping: (token: string, message = 'Test event from the webhook settings') => {
      const bot = botToken(token);
      return emit(bot, 'ping', null, { botId: bot.bot.id, message });
    },
    pushEvent: (token: string, event: Partial<SimEvent> & { type: string }) =>
      enqueue(botToken(token), {
        id: randomUUID(),
        serverId: null,
        createdAt: iso(clock.now()),
        data: {},
        ...event,
      }),
    eventsFor: (token: string) => botToken(token).events.map((e) => e.event),
  };
}
