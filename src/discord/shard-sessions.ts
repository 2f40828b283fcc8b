import { Client, type ClientOptions, Events, type Guild, type REST } from 'discord.js';
import type { IdentifyTurns } from './identify-turns.js';

export interface ShardSessionsDeps {
  token: string;
  /** SHARD_COUNT: the same in every instance. */
  count: number;
  /** The one REST client every shard's Client uses: one token, one request budget (rest-budget.ts). */
  rest: REST;
  /** The options of each shard's Client (intents, caches, waitGuildTimeout); shards and REST are set here. */
  clientOptions: Omit<ClientOptions, 'shards' | 'shardCount' | 'rest'>;
  /** Listeners of a shard's Client (interactions, guilds), added before it logs in. */
  onClient?: (client: Client, shardId: number) => void;
  /** Identify turns shared by the shards of this process (and instances); per Client when absent. */
  identifyTurns?: IdentifyTurns;
}

/**
 * Gateway shards started and stopped one at a time while the others keep their sessions: one
 * discord.js Client per shard (`shards: [id]`), because a Client's gateway manager connects and
 * destroys all its shards together and holds dispatches until every one is ready. The Clients
 * share one REST client, so writers keep one token and one budget whichever shards run.
 */
export function createShardSessions(deps: ShardSessionsDeps) {
  deps.rest.setToken(deps.token);
  const clients = new Map<number, Promise<Client<true>>>();
  const shared = unownedRest(deps.rest);
  return {
    /** Logs shard `id` in and resolves once its guilds arrived; at once when it runs already. */
    start(id: number): Promise<Client<true>> {
      const running = clients.get(id);
      if (running) return running;
      const started = login(deps, shared, id);
      clients.set(id, started);
      started.catch(() => clients.delete(id));
      return started;
    },
    /**
     * Ends shard `id`'s session (close code 1000: Discord forgets it, it cannot be resumed), so
     * another instance may identify it. Resolves once the socket is closed.
     */
    async stop(id: number): Promise<void> {
      const running = clients.get(id);
      if (!running) return;
      clients.delete(id);
      const client = await running.catch(() => undefined);
      await client?.destroy();
    },
    async stopAll(): Promise<void> {
      await Promise.all([...clients.keys()].map((id) => this.stop(id)));
    },
    /** The shard ids running (or starting) here. */
    running: (): number[] => [...clients.keys()].sort((a, b) => a - b),
    /** A guild of any running shard, from its Client's cache (what commands and boards read). */
    async guild(guildId: string): Promise<Guild | undefined> {
      const client = await clients.get(shardOf(guildId, deps.count))?.catch(() => undefined);
      return client?.guilds.cache.get(guildId);
    },
  };
}

export type ShardSessions = ReturnType<typeof createShardSessions>;

/** The shard a guild's events go to (Gateway › Sharding). */
export function shardOf(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

async function login(deps: ShardSessionsDeps, rest: REST, id: number): Promise<Client<true>> {
  const turns = deps.identifyTurns;
  const client = new Client({
    ...deps.clientOptions,
    shards: [id],
    shardCount: deps.count,
    ws: { ...deps.clientOptions.ws, ...(turns && { buildIdentifyThrottler: () => turns }) },
  });
  // The Client made its own REST; unused, its sweep timers would keep the process alive.
  client.rest.clearHashSweeper();
  client.rest.clearHandlerSweeper();
  client.rest = rest;
  deps.onClient?.(client, id);
  // Registered before login: login can resolve after the ready event already fired.
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(deps.token);
  return ready;
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
