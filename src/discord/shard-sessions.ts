import { Client, type ClientOptions, Events, type Guild, type REST } from 'discord.js';
import { type IdentifyTurns, processIdentifyTurns } from './identify-turns.js';
import {
  type BuildThrottler,
  createShardStart,
  type GatewayManager,
  SHARD_STOP_WITHIN_MS,
  type ShardStart,
  ShardStoppedError,
} from './shard-start.js';

export { ShardNotReadyError, ShardStoppedError } from './shard-start.js';

export interface ShardSessionsDeps {
  token: string;
  /** SHARD_COUNT (or Discord's recommended count): the same in every instance, known by the first start. */
  count: () => number;
  /** The one REST client every shard's Client uses: one token, one request budget (rest-budget.ts). */
  rest: REST;
  /** The options of each shard's Client (intents, caches, waitGuildTimeout); shards and REST are set here. */
  clientOptions: Omit<ClientOptions, 'shards' | 'shardCount' | 'rest'>;
  /** Makes each Client (bot.ts keeps SHARD_COUNT out of discord.js's sight); `new Client` by default. */
  createClient?: (options: ClientOptions) => Client;
  /** Listeners of a shard's Client (interactions, guilds), added before it logs in. */
  onClient?: (client: Client, shardId: number) => void;
  /**
   * Identify turns shared by the shards of this process (and instances), made once from
   * `max_concurrency` of GET /gateway/bot (which each Client asks at login); per Client when absent.
   */
  identifyTurns?: (maxConcurrency: number) => IdentifyTurns;
  /**
   * A start not ready this long after its first IDENTIFY fails with ShardNotReadyError (discord.js
   * would identify again every 15 s without READY, forever), so its lease can go to another
   * instance. None by default.
   */
  readyWithinMs?: number;
  /** How long a stop waits for the Client to close; SHARD_STOP_WITHIN_MS by default (tests shorten it). */
  stopWithinMs?: number;
}

/** A shard's start from the moment its Client is made, so a stop ends it even while it waits to identify. */
interface Session {
  /** Resolves once ready; rejects when logging in failed, or the start was stopped or not ready in time. */
  started: Promise<Client<true>>;
  /** The start's rules: its stop is bounded, and a Client whose start ended never identifies (shard-start.ts). */
  run: ShardStart;
}

interface SessionsState {
  readonly deps: ShardSessionsDeps;
  /** The REST every Client is handed (unownedRest). */
  readonly shared: REST;
  /** Each shard's session, from its start until its stop. */
  readonly clients: Map<number, Session>;
  /** The Clients that are ready, by shard: what the synchronous readers see (discord-view.ts). */
  readonly ready: Map<number, Client<true>>;
  turns: Promise<IdentifyTurns> | undefined;
}

/**
 * Gateway shards started and stopped one at a time while the others keep their sessions: one
 * discord.js Client per shard (`shards: [id]`), because a Client's gateway manager connects and
 * destroys all its shards together and holds dispatches until every one is ready. The Clients
 * share one REST client, so writers keep one token and one budget whichever shards run.
 */
export function createShardSessions(deps: ShardSessionsDeps) {
  deps.rest.setToken(deps.token);
  const state: SessionsState = {
    deps,
    shared: unownedRest(deps.rest),
    clients: new Map(),
    ready: new Map(),
    turns: undefined,
  };
  return {
    /** Logs shard `id` in and resolves once its guilds arrived; at once when it runs already. */
    start: (id: number): Promise<Client<true>> => start(state, id),
    /**
     * Ends shard `id`'s session (close code 1000: Discord forgets it, it cannot be resumed), so
     * another instance may identify it. Resolves once the socket is closed.
     */
    stop: (id: number): Promise<void> => stop(state, id),
    async stopAll(): Promise<void> {
      await Promise.all([...state.clients.keys()].map((id) => stop(state, id)));
    },
    /** The shard ids running (or starting) here. */
    running: (): number[] => [...state.clients.keys()].sort((a, b) => a - b),
    /** The ready Clients, by shard id. */
    readyClients: (): ReadonlyMap<number, Client<true>> => state.ready,
    /** The Client of a guild's shard when that shard is ready here. */
    clientOf: (guildId: string): Client<true> | undefined => state.ready.get(shardOf(guildId, deps.count())),
    /** A guild of any running shard, from its Client's cache (what commands and boards read). */
    async guild(guildId: string): Promise<Guild | undefined> {
      const client = await state.clients.get(shardOf(guildId, deps.count()))?.started.catch(() => undefined);
      return client?.guilds.cache.get(guildId);
    },
  };
}

function start(state: SessionsState, id: number): Promise<Client<true>> {
  const running = state.clients.get(id);
  if (running) return running.started;
  const session = open(state, id);
  state.clients.set(id, session);
  session.started.then(
    (client) => state.clients.get(id) === session && state.ready.set(id, client),
    () => state.clients.get(id) === session && state.clients.delete(id),
  );
  return session.started;
}

/**
 * Ends the shard's start at once, also while it still waits for its turn to identify or for
 * READY: waiting for the start to finish would let it identify after its lease went to another
 * instance, and two sessions of the shard would be connected. Resolves once its Client closed,
 * or after SHARD_STOP_WITHIN_MS whatever Discord does (shard-start.ts).
 */
async function stop(state: SessionsState, id: number): Promise<void> {
  const session = state.clients.get(id);
  if (!session) return;
  state.clients.delete(id);
  state.ready.delete(id);
  await session.run.stop(new ShardStoppedError(id));
}

export type ShardSessions = ReturnType<typeof createShardSessions>;

/** The shard a guild's events go to (Gateway › Sharding). */
export function shardOf(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

function open(state: SessionsState, id: number): Session {
  const { deps } = state;
  const run = createShardStart({
    shardId: id,
    readyWithinMs: deps.readyWithinMs,
    stopWithinMs: deps.stopWithinMs ?? SHARD_STOP_WITHIN_MS,
    destroy: () => client.destroy(),
  });
  const client = makeClient(state, id, run);
  deps.onClient?.(client, id);
  // Registered before login: login can resolve after the ready event already fired.
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  void ready.then(run.ready);
  const loggedIn = client.login(deps.token).catch(async (err: unknown) => {
    await run.failed();
    throw err;
  });
  const started = Promise.race([loggedIn.then(() => ready), run.ended]);
  started.catch(() => undefined);
  return { started, run };
}

function makeClient(state: SessionsState, id: number, run: ShardStart): Client {
  const { deps } = state;
  const turns = deps.identifyTurns;
  const buildIdentifyThrottler: BuildThrottler = async (manager) =>
    run.guard(manager, await (turns ? sharedTurns(state, manager, turns) : ownTurns(manager)));
  const client = (deps.createClient ?? ((options) => new Client(options)))({
    ...deps.clientOptions,
    shards: [id],
    shardCount: deps.count(),
    ws: { ...deps.clientOptions.ws, buildIdentifyThrottler },
  });
  // The Client made its own REST; unused, its sweep timers would keep the process alive.
  client.rest.clearHashSweeper();
  client.rest.clearHandlerSweeper();
  client.rest = state.shared;
  return client;
}

/** The Client's own turns, as discord.js makes them by default, when none are shared. */
async function ownTurns(manager: GatewayManager): Promise<IdentifyTurns> {
  const info = await manager.fetchGatewayInformation();
  return processIdentifyTurns(info.session_start_limit.max_concurrency);
}

/**
 * The turns every Client of this process shares, made from the first answer of GET /gateway/bot.
 * A failed ask is not kept: discord.js asks again at the shard's next try to identify, and later
 * shards must not all fail on one lost request.
 */
function sharedTurns(
  state: SessionsState,
  manager: GatewayManager,
  turns: NonNullable<ShardSessionsDeps['identifyTurns']>,
): Promise<IdentifyTurns> {
  if (state.turns) return state.turns;
  const made = manager
    .fetchGatewayInformation()
    .then((info) => turns(info.session_start_limit.max_concurrency));
  state.turns = made;
  made.catch(() => {
    if (state.turns === made) state.turns = undefined;
  });
  return made;
}

/**
 * The shared REST as each Client sees it: a Client's destroy() clears the token and the sweepers
 * of its REST, which would leave every other shard and writer without a token. Methods are bound
 * to the REST itself (its private fields do not work through a proxy).
 */
function unownedRest(rest: REST): REST {
  const ignored = new Set<PropertyKey>(['setToken', 'clearHashSweeper', 'clearHandlerSweeper']);
  return new Proxy(rest, {
    get(target, key) {
      if (ignored.has(key)) return () => target;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
