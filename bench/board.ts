/**
 * Status board benchmark (`npm run bench:board`). Not a test: prints figures for the README.
 *
 * An in-process harness: the real app (createApp: webhook intake, SQLite, refresh loop, boards,
 * discord.js REST and gateway) runs in this process, not as `node dist/src/main.js`, between the
 * provider simulator and the fake Discord, which share the process too. 500 servers, linked 25 each
 * in 20 guilds, one board per guild (each board one message). Refresh cycles are run by the
 * benchmark (the loop's own interval is set to an hour) so each one is measured alone:
 *   1. provider calls and time of one full cycle;
 *   2. Discord requests of a cycle in which nothing changed, and of one in which 1 server changed;
 *   3. event → edited board: a server's state changes at the provider and a signed webhook event
 *      for it is delivered; time from the start of the delivery to the edit of its board arriving at
 *      the fake Discord (30 samples, each on another board).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { guildFixture } from '../test/support/bot-world.js';
import { activityEvent } from '../test/support/events.js';
import { startFakeDiscord } from '../test/support/fake-discord.js';
import { fakesEnv } from '../test/support/fakes-env.js';
import { startProviderSim } from '../test/support/provider-sim.js';

const BOT = 'zhb_bench_board_bot_token';
const SECRET = 'zhs_bench_board_webhook_secret';
const GUILDS = 20;
const PER_GUILD = 25;
const SAMPLES = 30;

const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
const sim = await startProviderSim({ now: Date.now() });
const servers = Array.from({ length: GUILDS * PER_GUILD }, (_, i) =>
  sim.addServer({ name: `Server ${String(i).padStart(3, '0')}` }),
);
sim.addBot({ token: BOT, installedOn: servers.map((s) => s.id) });
const guilds = Array.from({ length: GUILDS }, (_, i) => guildFixture(`Bench ${i}`));
const fake = await startFakeDiscord({ guilds: guilds.map((g) => g.config) });

const config = loadConfig(
  fakesEnv(
    { discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET },
    {
      EVENT_SOURCE: 'webhook',
      HTTP_HOST: '127.0.0.1',
      HTTP_PORT: '0',
      DATABASE_PATH: join(dir, 'bench.db'),
      LOG_LEVEL: 'silent',
    },
  ),
);
const app = await createApp(config, createLogger({ level: 'silent' }), {
  waitGuildTimeoutMs: 200,
  watch: { refreshIntervalMs: 3_600_000 },
});
await app.start();
const { port } = app.server.server.address() as { port: number };
const webhook = `http://127.0.0.1:${port}/webhook`;

for (const [g, guild] of guilds.entries()) {
  for (const server of servers.slice(g * PER_GUILD, (g + 1) * PER_GUILD)) {
    await app.links.link({
      guildId: guild.id,
      channelId: guild.alerts,
      serverId: server.id,
      createdBy: 'bench',
    });
  }
}
for (const guild of guilds) {
  await app.watch.createBoard({ guildId: guild.id, channelId: guild.general, createdBy: 'bench' });
}
await app.watch.idle();
let boardMessages = 0;
for (const g of guilds) boardMessages += (await app.watch.boards.forGuild(g.id))[0]!.messageIds.length;

/** One full cycle, handled and written; what it cost. */
async function cycle() {
  const providerBefore = sim.requests.length;
  const discordBefore = fake.requests.length;
  const started = performance.now();
  await app.watch.refresher.runCycle();
  await app.watch.idle();
  const ms = performance.now() - started;
  const discord = fake.requests.slice(discordBefore);
  return {
    ms,
    provider: sim.requests.slice(providerBefore),
    edits: discord.filter((r) => r.method === 'PATCH').length,
    posts: discord.filter((r) => r.method === 'POST').length,
    gets: discord.filter((r) => r.method === 'GET').length,
  };
}

await cycle(); // warm-up
const full = await cycle();
const quiet = await cycle();
sim.setResources(servers[7]!.id, { state: 'offline', uptimeMs: 0 });
const oneChanged = await cycle();

// Event → edited board.
const latencies: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  const g = i % GUILDS;
  const server = servers[g * PER_GUILD + ((i * 7) % PER_GUILD)]!;
  const current = sim.setResources(server.id, {}).state;
  sim.setResources(server.id, { state: current === 'running' ? 'offline' : 'running' });
  const editsBefore = fake.requests.filter((r) => r.method === 'PATCH').length;
  sim.clock.advance(1000);
  const event = activityEvent(server.id, { title: `Power change ${i}` }, sim.clock.now());
  const sentAt = Date.now();
  const res = await sim.deliver(event as never, { url: webhook, secret: SECRET });
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  const messageId = (await app.watch.boards.forGuild(guilds[g]!.id))[0]!.messageIds[0];
  for (;;) {
    const edit = fake.requests
      .filter((r) => r.method === 'PATCH')
      .slice(editsBefore)
      .find((r) => r.path.endsWith(`/${messageId}`));
    if (edit) {
      latencies.push(edit.at - sentAt);
      break;
    }
    if (Date.now() - sentAt > 10_000) throw new Error('no board edit within 10 s of the event');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await app.watch.idle();
}

await app.stop();
await fake.close();
await sim.close();
rmSync(dir, { recursive: true, force: true });

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const byPath = (calls: typeof full.provider) => ({
  list: calls.filter((r) => r.path === '/servers').length,
  resources: calls.filter((r) => r.path.endsWith('/resources')).length,
  other: calls.filter((r) => r.path !== '/servers' && !r.path.endsWith('/resources')).length,
});
const f = byPath(full.provider);
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
console.log(
  'process: in-process harness (createApp in this process, not `node dist/src/main.js`); the provider simulator and the fake Discord share it',
);
console.log(
  `${servers.length} servers on ${GUILDS} boards (${PER_GUILD} per board, ${boardMessages} board messages in all)`,
);
console.log(
  `full cycle: ${full.provider.length} provider calls (${f.list} × GET /servers at 100 per page, ${f.resources} × resources, ${f.other} other), ${full.ms.toFixed(0)} ms`,
);
console.log(
  `cycle with nothing changed: ${quiet.edits} edits, ${quiet.posts} posts, ${quiet.gets} GETs (each board message checked for deletion)`,
);
console.log(
  `cycle with 1 server changed: ${oneChanged.edits} edit(s), ${oneChanged.posts} posts   (goal: 1 edit)`,
);
console.log(`event → edited board (webhook delivery start → PATCH at the fake Discord, ${SAMPLES} samples):`);
console.log(
  `  p50 ${pct(latencies, 50)} ms   p99 ${pct(latencies, 99)} ms   max ${Math.max(...latencies)} ms   (goal ≤ 5 s)`,
);
if (oneChanged.edits !== 1) process.exitCode = 1;
