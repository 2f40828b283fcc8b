import type { Logger } from '../logger.js';
import type { HostingClient, Server } from './index.js';

/** How long a list of the bot's servers is fresh enough for autocomplete and names. */
const TTL_MS = 60_000;
/** Autocomplete must answer within Discord's 3 s; a cold cache gets this long to fill. */
const COLD_WAIT_MS = 1_500;
/** After a failed refresh, keystrokes use what is cached instead of asking a provider that is down. */
const FAILURE_PAUSE_MS = 15_000;

/**
 * The servers the bot can see, cached briefly: autocomplete answers from here on every keystroke
 * instead of calling the provider, and names are shown without a call per link.
 */
export function createServerDirectory(hosting: HostingClient, log: Logger, ttlMs = TTL_MS) {
  let servers = new Map<string, Server>();
  let fetchedAt = 0;
  let failedAt = Number.NEGATIVE_INFINITY;
  let refreshing: Promise<void> | undefined;

  function refresh(): Promise<void> {
    refreshing ??= (async () => {
      try {
        const next = new Map<string, Server>();
        for await (const page of hosting.iterate.servers({ limit: 100 })) {
          for (const server of page.data) next.set(server.id, server);
        }
        servers = next;
        fetchedAt = Date.now();
      } catch (err) {
        failedAt = Date.now();
        log.warn({ err }, 'could not refresh the server list');
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  return {
    /**
     * The cached servers; refreshes in the background when stale, waits briefly only when empty,
     * and pauses refreshing for a while after one failed.
     */
    async list(): Promise<Server[]> {
      const stale = Date.now() - fetchedAt > ttlMs && Date.now() - failedAt > FAILURE_PAUSE_MS;
      if (stale) {
        const pending = refresh();
        if (fetchedAt === 0) await Promise.race([pending, new Promise((r) => setTimeout(r, COLD_WAIT_MS))]);
      }
      return [...servers.values()];
    },
    /** A cached server's name, or undefined when unknown (callers fall back to the id). */
    name(serverId: string): string | undefined {
      return servers.get(serverId)?.name;
    },
    /** Records a server just read from the provider, so names stay current between refreshes. */
    remember(server: Server): void {
      servers.set(server.id, server);
    },
    refresh,
  };
}

export type ServerDirectory = ReturnType<typeof createServerDirectory>;
