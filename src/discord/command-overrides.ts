import {
  type APIApplicationCommand,
  type APIApplicationCommandPermission,
  type APIGuildApplicationCommandPermissions,
  type REST,
  Routes,
} from 'discord.js';
import type { Logger } from '../logger.js';

/** A command's (or the app's) permission overrides in one guild, as Discord lists them. */
export type Overrides = readonly APIApplicationCommandPermission[];

/** How long a guild's overrides are trusted without an update event (Discord sends one per change). */
export const OVERRIDES_TTL_MS = 60_000;
/** A press must be answered within 3 s: a slow read gives up and leaves the rest to the handler. */
export const OVERRIDES_TIMEOUT_MS = 1_500;

export interface CommandOverridesDeps {
  rest: Pick<REST, 'get'>;
  /** Commands are registered in this guild only (DISCORD_GUILD_ID); globally otherwise. */
  commandGuildId?: string | undefined;
  log: Logger;
  now: () => number;
  ttlMs?: number;
  timeoutMs?: number;
}

/** What admins set in Server Settings → Integrations for one command, and for the whole app. */
export interface CommandOverrides {
  command?: Overrides | undefined;
  app?: Overrides | undefined;
}

interface Cached<T> {
  at: number;
  value: Promise<T>;
}

/** Where one cached read is kept: a guild's overrides, or the ids of hostcord's commands. */
interface Slot<T> {
  get: () => Cached<T> | undefined;
  set: (entry: Cached<T> | undefined) => void;
}

interface OverridesState {
  readonly deps: CommandOverridesDeps;
  readonly ttl: number;
  readonly timeoutMs: number;
  /** Each guild's overrides, by command id (the app's own under the application id). */
  readonly guilds: Map<string, Cached<Map<string, Overrides>>>;
  /** Guilds whose overrides could not be read last time: warned about once until they can be again. */
  readonly failing: Set<string>;
  /** The ids of hostcord's commands, by name. */
  commandIds: Cached<Map<string, string>> | undefined;
}

/**
 * The command permission overrides of each guild, read with the bot token from
 * GET /applications/{app}/guilds/{guild}/commands/permissions (Application Commands › Get Guild
 * Application Command Permissions) and kept for a minute; `invalidate` drops a guild on
 * APPLICATION_COMMAND_PERMISSIONS_UPDATE. Overrides name commands by id, so the ids of hostcord's
 * commands are read once too (GET …/commands, where they are registered).
 */
export function createCommandOverrides(deps: CommandOverridesDeps) {
  const state: OverridesState = {
    deps,
    ttl: deps.ttlMs ?? OVERRIDES_TTL_MS,
    timeoutMs: deps.timeoutMs ?? OVERRIDES_TIMEOUT_MS,
    guilds: new Map(),
    failing: new Set(),
    commandIds: undefined,
  };
  return {
    lookup: (
      applicationId: string,
      guildId: string,
      command: string,
    ): Promise<CommandOverrides | undefined> => lookup(state, applicationId, guildId, command),
    /** An admin changed overrides in this guild: read them again at the next press. */
    invalidate(guildId: string): void {
      state.guilds.delete(guildId);
    },
  };
}

/**
 * The overrides that concern `command` in `guildId`; undefined when Discord could not say, in
 * which case the caller falls back to the command's default member permissions (fail closed).
 */
async function lookup(
  state: OverridesState,
  applicationId: string,
  guildId: string,
  command: string,
): Promise<CommandOverrides | undefined> {
  const { deps, failing } = state;
  try {
    const [id, byId] = await Promise.all([
      idOf(state, applicationId, command),
      forGuild(state, applicationId, guildId),
    ]);
    if (failing.delete(guildId))
      deps.log.info({ guildId }, 'command permission overrides are readable again');
    return { command: id === undefined ? undefined : byId.get(id), app: byId.get(applicationId) };
  } catch (err) {
    if (!failing.has(guildId)) {
      // Once per outage, without a stack: the cause is Discord's, and every press would repeat it.
      deps.log.warn(
        { guildId, status: statusOf(err), reason: err instanceof Error ? err.message : String(err) },
        'could not read the command permissions set in Integrations; buttons are checked against each command’s default permissions until they can be read',
      );
    }
    failing.add(guildId);
    return undefined;
  }
}

async function read<T>(state: OverridesState, route: `/${string}`): Promise<T> {
  const { timeoutMs } = state;
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new Error(`no answer within ${timeoutMs} ms`))),
  );
  return (await Promise.race([state.deps.rest.get(route, { signal }), timedOut])) as T;
}

/** One read per key at a time, kept `maxAgeMs`; a failed read is forgotten, so the next press asks again. */
function cachedRead<T>(
  state: OverridesState,
  slot: Slot<T>,
  maxAgeMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const entry = slot.get();
  if (entry && state.deps.now() - entry.at < maxAgeMs) return entry.value;
  const next: Cached<T> = { at: state.deps.now(), value: load() };
  slot.set(next);
  next.value.catch(() => {
    if (slot.get() === next) slot.set(undefined);
  });
  return next.value;
}

function commandIdSlot(state: OverridesState): Slot<Map<string, string>> {
  return {
    get: () => state.commandIds,
    set: (entry) => {
      state.commandIds = entry;
    },
  };
}

async function idOf(state: OverridesState, applicationId: string, name: string): Promise<string | undefined> {
  const { deps } = state;
  const route = deps.commandGuildId
    ? Routes.applicationGuildCommands(applicationId, deps.commandGuildId)
    : Routes.applicationCommands(applicationId);
  const load = async () =>
    new Map((await read<APIApplicationCommand[]>(state, route)).map((c) => [c.name, c.id] as const));
  const slot = commandIdSlot(state);
  // Ids stay while names do (a bulk overwrite keeps the id of a same-named command), so they are
  // read once; a name not known is looked up again, at most once per ttl.
  const ids = await cachedRead(state, slot, Number.POSITIVE_INFINITY, load);
  if (ids.has(name) || deps.now() - (state.commandIds?.at ?? 0) < state.ttl) return ids.get(name);
  return (await cachedRead(state, slot, 0, load)).get(name);
}

function forGuild(
  state: OverridesState,
  applicationId: string,
  guildId: string,
): Promise<Map<string, Overrides>> {
  const { guilds } = state;
  const slot: Slot<Map<string, Overrides>> = {
    get: () => guilds.get(guildId),
    set: (entry) => {
      if (entry) guilds.set(guildId, entry);
      else guilds.delete(guildId);
    },
  };
  return cachedRead(state, slot, state.ttl, async () => {
    const route = Routes.guildApplicationCommandsPermissions(applicationId, guildId);
    const list = await read<APIGuildApplicationCommandPermissions[]>(state, route);
    return new Map(list.map((entry) => [entry.id, entry.permissions]));
  });
}

export type CommandOverridesStore = ReturnType<typeof createCommandOverrides>;

function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
