/**
 * Alert delivery benchmark (`npm run bench:delivery`). Not a test: prints figures for the README.
 *
 * The real app (createApp: webhook intake, SQLite, dispatcher, sender, discord.js REST) runs in this
 * process between the provider simulator and the fake Discord, whose alert channel is limited like
 * Discord's (5 messages per 5 s, advertised with X-RateLimit headers as Discord does):
 *   1. burst: 1,000 signed webhook deliveries for one channel as fast as they are acknowledged;
 *      seconds until every event is visible, messages used, 429s received, lost and doubled;
 *   2. latency: single events at a low rate (one per 1.05 s, under the channel limit), from the start
 *      of the webhook delivery to the message's creation in the fake Discord.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { guildFixture } from '../test/support/bot-world.js';
import { type FakeMessage, startFakeDiscord } from '../test/support/fake-discord.js';
import { type SimEvent, startProviderSim } from '../test/support/provider-sim.js';

const BOT = 'zhb_bench_delivery_bot_token';
const SECRET = 'zhs_bench_delivery_webhook_secret';
const BURST = 1000;
const CONCURRENCY = 32;
const LATENCY_SAMPLES = 30;
const LATENCY_SPACING_MS = 1050;

const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
const sim = await startProviderSim({ now: Date.now() });
const server = sim.addServer({ name: 'Survival' });
sim.addBot({ token: BOT, installedOn: [server.id] });
const guild = guildFixture('Bench');
const fake = await startFakeDiscord({ guilds: [guild.config] });
fake.channelRateLimit(guild.alerts, { limit: 5, windowMs: 5000 });
fake.channelRateLimit(guild.general, { limit: 5, windowMs: 5000 });

const config = loadConfig({
  DISCORD_TOKEN: fake.botToken,
  DISCORD_API_URL: fake.apiUrl,
  HOSTING_API_URL: sim.url,
  HOSTING_TOKEN: BOT,
  WEBHOOK_SECRET: SECRET,
  EVENT_SOURCE: 'webhook',
  HTTP_HOST: '127.0.0.1',
  HTTP_PORT: '0',
  DATABASE_PATH: join(dir, 'bench.db'),
  LOG_LEVEL: 'silent',
});
const app = await createApp(config, createLogger({ level: 'silent' }), { waitGuildTimeoutMs: 200 });
await app.start();
const { port } = app.server.server.address() as { port: number };
const url = `http://127.0.0.1:${port}/webhook`;
app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId: server.id, createdBy: 'bench' });

const marker = (prefix: string, i: number) => `${prefix}${String(i).padStart(4, '0')}`;
const activity = (title: string): SimEvent => {
  sim.clock.advance(1);
  const entry = sim.addActivity(server.id, {
    title,
    category: 'power',
    type: 'restart',
    severity: 'warning',
  });
  return sim.eventsFor(BOT).findLast((e) => e.data.id === entry.id)!;
};
const counts = (channelId: string, prefix: string) => {
  const found = new Map<string, number>();
  for (const message of fake.messagesIn(channelId)) {
    const text = [message.content, ...message.embeds.map((e) => JSON.stringify(e))].join('\n');
    for (const [m] of text.matchAll(new RegExp(`${prefix}\\d{4}`, 'g')))
      found.set(m, (found.get(m) ?? 0) + 1);
  }
  return found;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// 1. Burst.
const events = Array.from({ length: BURST }, (_, i) => activity(`Restart loop ${marker('B', i)}`));
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < events.length) {
      const event = events[next++]!;
      const res = await sim.deliver(event, { url, secret: SECRET });
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
    }
  }),
);
const acknowledgedAfter = (performance.now() - started) / 1000;
while (counts(guild.alerts, 'B').size < BURST) {
  if (performance.now() - started > 120_000) throw new Error('the burst did not drain within 2 minutes');
  await sleep(10);
}
const drained = (performance.now() - started) / 1000;
await sleep(500);
const burst = counts(guild.alerts, 'B');
const lost = events.filter((_, i) => !burst.has(marker('B', i))).length;
const doubled = [...burst.values()].filter((n) => n > 1).length;
const messages = fake.messagesIn(guild.alerts).length;
const rateLimited = fake.rateLimited.filter((r) => r.channelId === guild.alerts).length;

// 2. Latency of single events at a low rate, in another channel.
app.links.unlink({ guildId: guild.id, serverId: server.id });
app.links.link({ guildId: guild.id, channelId: guild.general, serverId: server.id, createdBy: 'bench' });
const latencies: number[] = [];
for (let i = 0; i < LATENCY_SAMPLES; i++) {
  const event = activity(`Single ${marker('L', i)}`);
  const before = fake.messagesIn(guild.general).length;
  const sentAt = Date.now();
  await sim.deliver(event, { url, secret: SECRET });
  let message: FakeMessage | undefined = fake.messagesIn(guild.general)[before];
  while (!message) {
    await sleep(1);
    message = fake.messagesIn(guild.general)[before];
  }
  latencies.push(message.createdAt - sentAt);
  await sleep(LATENCY_SPACING_MS);
}

await app.stop();
await fake.close();
await sim.close();
rmSync(dir, { recursive: true, force: true });

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
console.log(`burst of ${BURST} events into one channel limited to 5 messages per 5 s:`);
console.log(`  webhook deliveries acknowledged after ${acknowledgedAfter.toFixed(1)} s`);
console.log(`  drained (every event visible) after   ${drained.toFixed(1)} s   (target ≤ 20 s)`);
console.log(`  messages used ${messages}, 429s received ${rateLimited}, lost ${lost}, doubled ${doubled}`);
console.log(
  `single events, one per ${LATENCY_SPACING_MS} ms, webhook delivery → message created (${LATENCY_SAMPLES} samples):`,
);
console.log(
  `  p50 ${pct(latencies, 50)} ms   p99 ${pct(latencies, 99)} ms   max ${Math.max(...latencies)} ms   (target p50 ≤ 100 ms)`,
);
if (lost > 0 || doubled > 0) process.exitCode = 1;
