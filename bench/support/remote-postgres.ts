import pg from 'pg';
import { startChild } from './child.js';
import { sleep } from './stats.js';

/** A PostgreSQL server put a network hop away (delay-proxy.ts in a process of its own). */
export interface DelayedPostgres {
  /** The database's URL with the proxy's port: what the instances are given. */
  url: string;
  /** The proxy's process. */
  pid: number;
  /** Ends the proxy; resolves with each chunk's wait in it (ms, read to written). */
  stop(): Promise<number[]>;
}

export async function startDelayProxy(databaseUrl: string, msEachWay: number): Promise<DelayedPostgres> {
  const target = new URL(databaseUrl);
  const proxy = await startChild('delay-proxy.ts', [target.hostname, target.port, String(msEachWay)]);
  const url = new URL(databaseUrl);
  url.port = String(proxy.port);
  return {
    url: url.toString(),
    pid: proxy.child.pid ?? -1,
    async stop() {
      if (proxy.child.exitCode !== null || proxy.child.signalCode !== null) return [];
      const waits = new Promise<number[]>((resolve) =>
        proxy.child.once('message', (m: { waits: number[] }) => resolve(m.waits)),
      );
      proxy.child.send('stop');
      const measured = await waits;
      await proxy.exited;
      return measured;
    },
  };
}

/**
 * Times `SELECT 1` over one connection of its own, one every `everyMs`, until `stop`, which
 * resolves with the round trips (ms): what a statement's wait for the network costs meanwhile.
 */
export async function timeRoundTrips(url: string, everyMs = 20) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const times: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      await client.query('SELECT 1');
      times.push(performance.now() - started);
      await sleep(everyMs);
    }
  })();
  return {
    async stop(): Promise<number[]> {
      stopped = true;
      await loop;
      await client.end();
      return times;
    },
  };
}
