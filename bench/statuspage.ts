/**
 * Status page benchmark (`npm run bench:statuspage`). Not a test: prints figures for the README.
 *
 * `node dist/src/main.js` with its default settings (BOARD_REFRESH_SECONDS 60, so pages are kept
 * 60 s) and PUBLIC_URL, between the provider simulator and the fake Discord (this process). One
 * board of SERVERS servers, each with 89 days of 15-minute rollups (a one-hour outage every 9 days),
 * 48 hours of samples a minute apart and two incidents in the last 14 days, published before the start. Requests one at a time over one
 * keep-alive connection, gzip accepted as browsers do, each from another visitor address
 * (X-Forwarded-For from 127.0.0.1, as behind a reverse proxy; the per-address limit is not what is
 * measured):
 *   1. the first page after the start (every cache cold);
 *   2. uncached: a new publication of the board before each request (a new page, rendered anew;
 *      the finished days' uptime is kept per day, as between two refresh intervals), RENDERS times;
 *   3. cached: the same page again, CACHED times;
 *   4. the page's weight (gzip, as sent; and uncompressed);
 *   5. 404s: a slug never made and an unpublished one, alternately: their p50/p99 side by side.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { openDatabase } from '../src/db/open.js';
import { createPublishedBoards } from '../src/db/published-boards.js';
import { guildFixture } from '../test/support/bot-world.js';
import { startFakeDiscord } from '../test/support/fake-discord.js';
import { fakesEnv } from '../test/support/fakes-env.js';
import { startProviderSim } from '../test/support/provider-sim.js';
import { seedPageWorld } from './support/page-world.js';
import { BOT, ensureBuilt, giveUpAfter, SECRET, spawnHostcord } from './support/shipped.js';
import { fmt, loadLine, machineLine, pct, sleep } from './support/stats.js';

const SERVERS = 50;
const RENDERS = 200;
const CACHED = 2000;
const MISSES = 1000;
const CEILINGS = { renderP99Ms: 20, cachedP99Ms: 2, weightKb: 60 };

giveUpAfter('bench:statuspage', 600_000);

async function main() {
  console.log(machineLine());
  console.log(`dist: ${ensureBuilt()}`);
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
  const now = Date.now();
  const sim = await startProviderSim({ now });
  const guild = guildFixture('Bench');
  const fake = await startFakeDiscord({ guilds: [guild.config] });
  const ids: string[] = [];
  for (let i = 0; i < SERVERS; i++) {
    const server = sim.addServer({
      name: `Survival ${String(i + 1).padStart(2, '0')}`,
      powerState: 'running',
    });
    sim.setResources(server.id, { state: 'running', cpu: 12.5, memoryBytes: 1024 ** 3, uptimeMs: 3_600_000 });
    ids.push(server.id);
  }
  sim.addBot({ token: BOT, installedOn: ids });
  mkdirSync(join(dir, 'data'));
  const dbPath = join(dir, 'data', 'hostcord.db');
  const seeding = Date.now();
  const boardId = await seedPageWorld(dbPath, {
    guildId: guild.id,
    channelId: guild.general,
    serverIds: ids,
    now,
  });
  console.log(`seeded ${SERVERS} servers × 89 days of rollups in ${fmt((Date.now() - seeding) / 1000)} s`);
  // The bench's own connection publishes while hostcord runs (SQLite in WAL: both may write).
  const db = openDatabase(dbPath);
  const published = createPublishedBoards(db.db);
  const publish = async () =>
    (await published.publish({ boardId, showNames: false, publishedBy: 'bench', at: Date.now() })).slug;
  let slug = await publish();

  const hostcord = await spawnHostcord({
    cwd: dir,
    env: fakesEnv(
      { discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET },
      { PUBLIC_URL: 'https://status.example.org' },
    ),
  });
  const pool = new Pool(hostcord.base, { connections: 1 });
  let visitor = 0;
  const get = async (path: string) => {
    visitor++;
    const started = process.hrtime.bigint();
    const res = await pool.request({
      method: 'GET',
      path,
      headers: {
        'accept-encoding': 'gzip',
        'x-forwarded-for': `198.18.${(visitor >> 8) & 255}.${visitor & 255}`,
      },
    });
    const body = Buffer.from(await res.body.arrayBuffer());
    return { status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, body };
  };
  try {
    // The refresh loop's first cycle stores every server's state; the page shows them from then on.
    const deadline = Date.now() + 60_000;
    const observed = db.sqlite.prepare('SELECT count(*) AS n FROM watched_servers');
    while ((observed.get() as { n: number }).n < SERVERS) {
      if (Date.now() > deadline) throw new Error('the refresh loop never stored every server');
      await sleep(200);
    }
    const first = await get(`/s/${slug}`);
    if (!first.body.length || first.status !== 200) throw new Error(`page answered ${first.status}`);
    console.log(`first page after the start (caches cold): ${fmt(first.ms)} ms`);

    const renders: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      slug = await publish();
      const r = await get(`/s/${slug}`);
      if (r.status !== 200) throw new Error(`page answered ${r.status}`);
      renders.push(r.ms);
    }
    const cached: number[] = [];
    let page = Buffer.alloc(0);
    for (let i = 0; i < CACHED; i++) {
      const r = await get(`/s/${slug}`);
      cached.push(r.ms);
      page = r.body;
    }
    const raw = await fetch(`${hostcord.base}/s/${slug}`, {
      headers: { 'accept-encoding': 'identity', 'x-forwarded-for': '198.19.0.2' },
    });
    const rawBytes = (await raw.arrayBuffer()).byteLength;

    const unpublished = slug;
    await published.unpublish(boardId);
    const never: number[] = [];
    const gone: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < MISSES; i++) {
      const a = await get(`/s/${Buffer.from(String(i).padStart(16, '0')).toString('base64url')}`);
      const b = await get(`/s/${unpublished}`);
      never.push(a.ms);
      gone.push(b.ms);
      bodies.add(`${a.status}:${a.body.toString('base64')}`).add(`${b.status}:${b.body.toString('base64')}`);
    }

    const kb = (n: number) => `${fmt(n / 1024)} KB`;
    const line = (name: string, values: number[], ceiling?: number) =>
      console.log(
        `${name}: p50 ${fmt(pct(values, 50), 2)} ms, p99 ${fmt(pct(values, 99), 2)} ms, max ${fmt(Math.max(...values), 2)} ms (${values.length} requests)${ceiling === undefined ? '' : `, ceiling p99 ${ceiling} ms: ${pct(values, 99) <= ceiling ? 'met' : 'NOT met'}`}`,
      );
    line(`page of ${SERVERS} servers, rendered anew`, renders, CEILINGS.renderP99Ms);
    line('the same page from the cache', cached, CEILINGS.cachedP99Ms);
    console.log(
      `page weight: ${kb(page.length)} sent (gzip), ${kb(rawBytes)} uncompressed, no other request (style inline, one script ${'of hostcord'}); ceiling ${CEILINGS.weightKb} KB: ${page.length <= CEILINGS.weightKb * 1024 ? 'met' : 'NOT met'}`,
    );
    line('404, a slug never made', never);
    line('404, an unpublished slug', gone);
    console.log(`404 bodies: ${bodies.size === 1 ? 'one, byte for byte' : `${bodies.size} different`}`);
    console.log(loadLine());
    const { notable } = hostcord.logs();
    if (notable.length > 0)
      console.log(`hostcord logged ${notable.length} warnings or errors:\n${notable.slice(0, 5).join('\n')}`);
  } finally {
    await pool.close();
    db.close();
    await hostcord.stop();
    await fake.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
