import pg from 'pg';
import { sleep } from './stats.js';

/**
 * What the database's sessions were doing while a benchmark routed, sampled from pg_stat_activity
 * and pg_locks every `everyMs` over a connection of its own: how many dispatcher passes held
 * routing groups at once (a pass holds its groups' advisory locks, exclusive, until it commits),
 * and what each session in such a pass was doing.
 */
export interface RoutingActivity {
  samples: number;
  /** Samples with 0, 1, 2 … sessions holding routing groups. */
  passesAtOnce: number[];
  /** Samples in which a session of each `application_name` held routing groups. */
  byInstance: Record<string, number>;
  /**
   * Over the sessions holding groups: `running` (in PostgreSQL), `waiting for the client` (idle in
   * transaction: hostcord's next statement, or the network), or `<wait type>:<wait event>`.
   */
  doing: Record<string, number>;
}

export async function sampleRoutingActivity(url: string, everyMs = 25) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const found: RoutingActivity = { samples: 0, passesAtOnce: [], byInstance: {}, doing: {} };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ name: string; state: string; wait: string | null }>(`
        SELECT a.application_name AS name, a.state, a.wait_event_type || ':' || a.wait_event AS wait FROM pg_stat_activity a
        WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND EXISTS (
          SELECT 1 FROM pg_locks l
          WHERE l.pid = a.pid AND l.locktype = 'advisory' AND l.mode = 'ExclusiveLock' AND l.granted)`);
      found.samples++;
      found.passesAtOnce[rows.length] = (found.passesAtOnce[rows.length] ?? 0) + 1;
      for (const name of new Set(rows.map((r) => r.name)))
        found.byInstance[name] = (found.byInstance[name] ?? 0) + 1;
      for (const row of rows) {
        const doing =
          row.state === 'idle in transaction' ? 'waiting for the client' : (row.wait ?? 'running');
        found.doing[doing] = (found.doing[doing] ?? 0) + 1;
      }
      await sleep(everyMs);
    }
  })();
  return {
    async stop(): Promise<RoutingActivity> {
      stopped = true;
      await loop;
      await client.end();
      return { ...found, passesAtOnce: Array.from(found.passesAtOnce, (n) => n ?? 0) };
    },
  };
}
