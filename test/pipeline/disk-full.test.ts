import { describe, expect, it } from 'vitest';
import type { SimEvent } from '../support/provider-sim.js';
import { waitFor } from '../support/wait-for.js';
import { marker, useDeliveryWorld } from './support/world.js';

const startWorld = useDeliveryWorld();

interface Health {
  ok: boolean;
  checks: { database: { ok: boolean; writes?: string; error?: string } };
}

/** Like waitFor, for a probe that has to ask over HTTP. */
async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** SQLite's default ceiling: the database may grow again. */
const NO_LIMIT = 1_073_741_823;

describe('the disk fills up during a delivery stream', () => {
  it('posts every acknowledged event exactly once; /healthz and webhooks answer 503 while full, 200 after', async () => {
    const world = await startWorld({ backoff: { initialMs: 100, maxMs: 500 } });
    const { app, fake, guild, serverId, base } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    const health = async () => {
      const res = await fetch(`${base}/healthz`);
      return { status: res.status, body: (await res.json()) as Health };
    };

    // A database that may grow by a few pages only: SQLite answers SQLITE_FULL beyond them, as a
    // full disk would (`max_page_count` holds for this connection, the app's own).
    const sqlite = app.store.sqlite!.sqlite;
    const pages = Number(sqlite.pragma('page_count', { simple: true }));
    sqlite.pragma(`max_page_count = ${pages + 6}`);

    const events = Array.from({ length: 150 }, (_, i) => world.activity({ title: `Crash ${marker(i)}` }));
    const acknowledged = new Set<string>();
    let refused = 0;
    const stream = async (list: SimEvent[]) => {
      let next = 0;
      const worker = async () => {
        while (next < list.length) {
          const event = list[next++]!;
          const [status] = await world.deliver([event], 1);
          if (status === 200) acknowledged.add(event.id);
          else if (status === 503) refused++;
          else throw new Error(`unexpected status ${status}`);
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
    };
    await stream(events);
    expect(refused).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(0);

    // Full: /healthz says so, and a webhook is refused so the provider delivers it again later.
    const full = await eventually(
      async () => {
        const h = await health();
        return h.status === 503 ? h : undefined;
      },
      5000,
      '/healthz 503',
    );
    expect(full.body.checks.database).toMatchObject({ ok: false, writes: 'failing' });
    expect(full.body.checks.database.error).toMatch(/SQLITE_FULL/);
    const late = events.find((e) => !acknowledged.has(e.id))!;
    expect(await world.deliver([late], 1)).toEqual([503]);

    // Space again: the provider re-sends what was refused.
    sqlite.pragma(`max_page_count = ${NO_LIMIT}`);
    for (let round = 0; acknowledged.size < events.length && round < 50; round++) {
      await stream(events.filter((e) => !acknowledged.has(e.id)));
      if (acknowledged.size < events.length) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(acknowledged.size).toBe(events.length);

    await waitFor(() => world.markers(guild.alerts).size === events.length, 20_000, 'every event in Discord');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = world.markers(guild.alerts);
    const lost = events.map((_, i) => marker(i)).filter((m) => !counts.has(m));
    const doubled = [...counts].filter(([, n]) => n > 1).map(([m]) => m);
    expect({ lost, doubled }).toEqual({ lost: [], doubled: [] });
    await eventually(async () => ((await health()).status === 200 ? true : undefined), 5000, '/healthz 200');
    expect((await health()).body.checks.database).toMatchObject({ ok: true, writes: 'ok' });
    expect(fake.rejected).toEqual([]);
  }, 60_000);
});
