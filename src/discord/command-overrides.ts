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

/**
 * The command permission overrides of each guild, read with the bot token from
 * GET /applications/{app}/guilds/{guild}/commands/permissions (Application Commands › Get Guild
 * Application Command Permissions) and kept for a minute; `invalidate` drops a guild on
 * APPLICATION_COMMAND_PERMISSIONS_UPDATE. Overrides name commands by id, so the ids of hostcord's
 * commands are read once too (GET …/commands, where they are registered).
 */
export function createCommandOverrides(deps: CommandOverridesDeps) {
  const ttl = deps.ttlMs ?? OVERRIDES_TTL_MS;
  const timeoutMs = deps.timeoutMs ?? OVERRIDES_TIMEOUT_MS;
  const guilds = new Map<string, Cached<Map<string, Overrides>>>();
  let commandIds: Cached<Map<string, string>> | undefined;
  /** Guilds whose overrides could not be read last time: warned about once until they can be again. */
  const failing = new Set<string>();

  async function read<T>(route: `/${string}`): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(new Error(`no answer within ${timeoutMs} ms`))),
    );
    return (await Promise.race([deps.rest.get(route, { signal }), timedOut])) as T;
  }

  /** One read per key at a time, kept `maxAgeMs`; a failed read is forgotten, so the next press asks again. */
  function cachedRead<T>(
    slot: { get: () => Cached<T> | undefined; set: (entry: Cached<T> | undefined) => void },
    maxAgeMs: number,
    load: () => Promise<T>,
  ): Promise<T> {
    const entry = slot.get();
    if (entry && deps.now() - entry.at < maxAgeMs) return entry.value;
    const next: Cached<T> = { at: deps.now(), value: load() };
    slot.set(next);
    next.value.catch(() => {
      if (slot.get() === next) slot.set(undefined);
    });
    return next.value;
  }

  const idSlot = {
    get: () => commandIds,
    set: (entry: Cached<Map<string, string>> | undefined) => {
      commandIds = entry;
    },
  };

  async function idOf(applicationId: string, name: string): Promise<string | undefined> {
    const route = deps.commandGuildId
      ? Routes.applicationGuildCommands(applicationId, deps.commandGuildId)
      : Routes.applicationCommands(applicationId);
    const load = async () =>
      new Map((await read<APIApplicationCommand[]>(route)).map((c) => [c.name, c.id] as const));
    // Ids stay while names do (a bulk overwrite keeps the id of a same-named command), so they are
    // read once; a name not known is looked up again, at most once per ttl.
    const ids = await cachedRead(idSlot, Number.POSITIVE_INFINITY, load);
    if (ids.has(name) || deps.now() - (commandIds?.at ?? 0) < ttl) return ids.get(name);
    return (await cachedRead(idSlot, 0, load)).get(name);
  }

  function forGuild(applicationId: string, guildId: string): Promise<Map<string, Overrides>> {
    const slot = {
      get: () => guilds.get(guildId),
      set: (entry: Cached<Map<string, Overrides>> | undefined) => {
        if (entry) guilds.set(guildId, entry);
        else guilds.delete(guildId);
      },
    };
    return cachedRead(slot, ttl, async () => {
      const route = Routes.guildApplicationCommandsPermissions(applicationId, guildId);
      const list = await read<APIGuildApplicationCommandPermissions[]>(route);
      return new Map(list.map((entry) => [entry.id, entry.permissions]));
    });
  }

  return {
    /**
     * The overrides that concern `command` in `guildId`; undefined when Discord could not say, in
     * which case the caller falls back to the command's default member permissions (fail closed).
     */
    async lookup(
      applicationId: string,
      guildId: string,
      command: string,
    ): Promise<CommandOverrides | undefined> {
      try {
        const [id, byId] = await Promise.all([
          idOf(applicationId, command),
          forGuild(applicationId, guildId),
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
    },
    /** An admin changed overrides in this guild: read them again at the next press. */
    invalidate(guildId: string): void {
      guilds.delete(guildId);
    },
  };
}

export type CommandOverridesStore = ReturnType<typeof createCommandOverrides>;

function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
