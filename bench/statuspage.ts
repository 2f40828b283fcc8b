/**
 * Status page benchmark (`npm run bench:statuspage`). Not a test: prints figures for the README.
 *
 * `node dist/src/main.js` with its default settings (BOARD_REFRESH_SECONDS 60, so pages are kept
 * 60 s) and PUBLIC_URL, between the provider simulator and the fake Discord (this process). One
 * board of SERVERS servers, each with 89 days of 15-minute rollups (a one-hour outage every 9 days),
 * 48 hours of samples a minute apart and two incidents in the last 14 days, published before the
 * start (bench/support/page-world.ts). Measured once the refresh loop's first cycle stored every
 * server and rolled their samples up. Requests one at a time over one keep-alive connection from
 * this process, with the Accept-Encoding of a browser over HTTPS (brotli and gzip), each from
 * another visitor address (X-Forwarded-For from 127.0.0.1, as behind a reverse proxy; the
 * per-address limit is not what is measured). Two times per request: the latency seen here, and
 * the time hostcord spent up to the bytes, from its Server-Timing header (`app`):
 *   1. the first page after the start (every cache cold);
 *   2. uncached: a new publication of the board before each request (a new page, read and rendered
 *      anew; the finished days' uptime is kept per day, as between two refresh intervals), RENDERS;
 *   3. cached: the same page again, CACHED times, in rounds alternating with its ceiling: a bare
 *      Fastify route in a process of its own answering the same bytes and headers
 *      (support/static-page.ts), over the same kind of connection;
 *   4. the page's weight: uncompressed, gzip and brotli, as hostcord sends them; a 304 to a
 *      visitor who has it;
 *   5. 404s: a slug never made and an unpublished one, alternately: their p50/p99 side by side.
 * `BENCH_MAIN=<other build>/dist/src/main.js` measures another build (one without Server-Timing
 * shows request latency only).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { openDatabase } from '../src/db/open.js';
import { createPublishedBoards } from '../src/db/published-boards.js';
import { guildFixture } from '../test/support/bot-world.js';
import { startFakeDiscord } from '../test/support/fake-discord.js';
import { fakesEnv } from '../test/support/fakes-env.js';
import { startProviderSim } from '../test/support/provider-sim.js';
import { startChild } from './support/child.js';
import { seedPageWorld } from './support/page-world.js';
import { BOT, ensureBuilt, giveUpAfter, SECRET, spawnHostcord } from './support/shipped.js';
import { fmt, loadLine, machineLine, pct, procCpuMs, sleep } from './support/stats.js';

const SERVERS = 50;
const RENDERS = 200;
const CACHED = 2000;
/** Rounds of the cached page and its ceiling, alternating, CACHED / ROUNDS requests each. */
const ROUNDS = 10;
const MISSES = 1000;
/** What a browser over HTTPS accepts (Chromium 120 and later). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
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
    // Another build's main.js, for comparing two builds on the same machine in the same hour.
    ...(process.env.BENCH_MAIN && { main: [process.env.BENCH_MAIN] }),
    env: fakesEnv(
      { discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET },
      { PUBLIC_URL: 'https://status.example.org' },
    ),
  });
  const pool = new Pool(hostcord.base, { connections: 1 });
  const staticFile = join(dir, 'static-page.json');
  let ceiling: Awaited<ReturnType<typeof startChild>> | undefined;
  let ceilingPool: Pool | undefined;
  let visitor = 0;
  const get = async (path: string, headers: Record<string, string> = {}, on = pool) => {
    visitor++;
    const started = process.hrtime.bigint();
    const res = await on.request({
      method: 'GET',
      path,
      headers: {
        'accept-encoding': BROWSER_ENCODINGS,
        'x-forwarded-for': `198.18.${(visitor >> 8) & 255}.${visitor & 255}`,
        ...headers,
      },
    });
    const body = Buffer.from(await res.body.arrayBuffer());
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const timing = /app;dur=([\d.]+);desc="([^"]+)"/.exec(String(res.headers['server-timing'] ?? ''));
    return {
      status: res.statusCode,
      ms,
      appMs: timing ? Number(timing[1]) : Number.NaN,
      how: timing?.[2],
      headers: res.headers as Record<string, string>,
      body,
    };
  };
  try {
    // The refresh loop's first cycle stores every server's state (the page shows them from then
    // on) and rolls up the seeded samples up to the last settled quarter hour.
    const deadline = Date.now() + 60_000;
    const observed = db.sqlite.prepare('SELECT count(*) AS n FROM watched_servers');
    const settled = Math.floor((Date.now() - 180_000) / 900_000) * 900 - 900;
    const rolledUp = db.sqlite.prepare(
      'SELECT count(DISTINCT server_key) AS n FROM history_rollups WHERE bucket = ?',
    );
    while (
      (observed.get() as { n: number }).n < SERVERS ||
      (rolledUp.get(settled) as { n: number }).n < SERVERS
    ) {
      if (Date.now() > deadline) throw new Error('the refresh loop never stored and rolled up every server');
      await sleep(200);
    }
    const first = await get(`/s/${slug}`);
    if (!first.body.length || first.status !== 200) throw new Error(`page answered ${first.status}`);
    console.log(
      `first page after the start (caches cold): ${fmt(first.ms)} ms, of which in hostcord ${fmt(first.appMs)} ms`,
    );

    const rendered = { ms: [] as number[], app: [] as number[], cpuMs: 0 };
    const cpuBefore = procCpuMs(hostcord.pid, hostcord.pid);
    for (let i = 0; i < RENDERS; i++) {
      slug = await publish();
      const r = await get(`/s/${slug}`);
      if (r.status !== 200 || (r.how && r.how !== 'rendered'))
        throw new Error(`page answered ${r.status} (${r.how})`);
      rendered.ms.push(r.ms);
      rendered.app.push(r.appMs);
    }
    rendered.cpuMs = (procCpuMs(hostcord.pid, hostcord.pid) - cpuBefore) / RENDERS;

    const cachedPage = await get(`/s/${slug}`);
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...headers } = cachedPage.headers;
    writeFileSync(staticFile, JSON.stringify({ headers, body: cachedPage.body.toString('base64') }));
    ceiling = await startChild('static-page.ts', [staticFile]);
    ceilingPool = new Pool(`http://127.0.0.1:${ceiling.port}`, { connections: 1 });
    const cached = { ms: [] as number[], app: [] as number[], cpuMs: 0 };
    const bare: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of round % 2 === 0 ? ['hostcord', 'bare'] : ['bare', 'hostcord']) {
        for (let i = 0; i < CACHED / ROUNDS; i++) {
          if (target === 'bare') {
            bare.push((await get('/page', {}, ceilingPool)).ms);
            continue;
          }
          const cpu = procCpuMs(hostcord.pid, hostcord.pid);
          const r = await get(`/s/${slug}`);
          cached.cpuMs += (procCpuMs(hostcord.pid, hostcord.pid) - cpu) / CACHED;
          if (r.status !== 200 || (r.how && r.how !== 'from memory'))
            throw new Error(`page answered ${r.status} (${r.how})`);
          cached.ms.push(r.ms);
          cached.app.push(r.appMs);
        }
      }
    }

    const weight: Record<string, number> = {};
    for (const encoding of ['identity', 'gzip', 'br']) {
      const r = await get(`/s/${slug}`, { 'accept-encoding': encoding });
      // NaN: not served in this encoding (another build).
      weight[encoding] =
        (r.headers['content-encoding'] ?? 'identity') === encoding ? r.body.length : Number.NaN;
    }
    const revalidated = await get(`/s/${slug}`, { 'if-none-match': cachedPage.headers.etag ?? '' });

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
    const figures = (values: number[]) =>
      `p50 ${fmt(pct(values, 50), 2)} ms, p99 ${fmt(pct(values, 99), 2)} ms, max ${fmt(Math.max(...values), 2)} ms`;
    const verdict = (values: number[], ceiling: number) =>
      `ceiling p99 ${ceiling} ms: ${pct(values, 99) <= ceiling ? 'met' : 'NOT met'}`;
    console.log(`page of ${SERVERS} servers, read and rendered anew (${RENDERS} requests):`);
    console.log(
      `  in hostcord (Server-Timing): ${figures(rendered.app)}, ${verdict(rendered.app, CEILINGS.renderP99Ms)}`,
    );
    console.log(`  request latency: ${figures(rendered.ms)}, ${verdict(rendered.ms, CEILINGS.renderP99Ms)}`);
    console.log(`  CPU time of hostcord's main thread: ${fmt(rendered.cpuMs, 2)} ms a request`);
    console.log(
      `the same page from the cache (${cached.ms.length} requests, ${ROUNDS} rounds alternating with the ceiling):`,
    );
    console.log(
      `  in hostcord (Server-Timing): ${figures(cached.app)}, ${verdict(cached.app, CEILINGS.cachedP99Ms)}`,
    );
    console.log(`  request latency: ${figures(cached.ms)}, ${verdict(cached.ms, CEILINGS.cachedP99Ms)}`);
    console.log(`  CPU time of hostcord's main thread: ${fmt(cached.cpuMs, 2)} ms a request`);
    console.log(`  ceiling, a bare Fastify route answering the same bytes: ${figures(bare)}`);
    console.log(
      `page weight: ${kb(weight.identity!)} uncompressed, ${kb(weight.gzip!)} gzip, ${kb(weight.br!)} brotli (sent to browsers over HTTPS); no other request (style inline, one script of hostcord); ceiling ${CEILINGS.weightKb} KB: uncompressed ${weight.identity! <= CEILINGS.weightKb * 1024 ? 'met' : 'NOT met'}, as sent ${Math.min(...[weight.br!, weight.gzip!].filter(Number.isFinite)) <= CEILINGS.weightKb * 1024 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `a visitor who has the page (If-None-Match): ${revalidated.status}, ${revalidated.body.length} bytes`,
    );
    console.log(`404, a slug never made: ${figures(never)}`);
    console.log(`404, an unpublished slug: ${figures(gone)}`);
    console.log(`404 bodies: ${bodies.size === 1 ? 'one, byte for byte' : `${bodies.size} different`}`);
    console.log(loadLine());
    const { notable } = hostcord.logs();
    if (notable.length > 0)
      console.log(`hostcord logged ${notable.length} warnings or errors:\n${notable.slice(0, 5).join('\n')}`);
  } finally {
    await pool.close();
    await ceilingPool?.close();
    ceiling?.child.send('stop');
    await ceiling?.exited;
    db.close();
    await hostcord.stop();
    await fake.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
