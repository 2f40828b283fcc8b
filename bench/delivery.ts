/**
 * Alert delivery benchmark (`npm run bench:delivery`). Not a test: prints figures for the README.
 *
 * hostcord as users run it (`node dist/src/main.js`, default settings; support/shipped.ts) between
 * the provider simulator and the fake Discord, which run in this process; the linked server's alert
 * channel is limited like Discord's (5 messages per 5 s, advertised with X-RateLimit headers as
 * Discord does):
 *   1. burst: 1,000 signed webhook deliveries for that channel as fast as they are acknowledged;
 *      seconds until every event is visible, messages used, 429s received, lost and doubled;
 *   2. latency: single events at a low rate (one per 1.05 s, under the channel limit), from the start
 *      of the webhook delivery to the message's creation in the fake Discord.
 */

import type { FakeMessage } from '../test/support/fake-discord.js';
import type { SimEvent } from '../test/support/provider-sim.js';
import { BOT, ensureBuilt, giveUpAfter, SECRET, startShipped } from './support/shipped.js';
import { machineLine, pct, sleep } from './support/stats.js';

const BURST = 1000;
const CONCURRENCY = 32;
const LATENCY_SAMPLES = 30;
const LATENCY_SPACING_MS = 1050;

giveUpAfter('bench:delivery');

const build = ensureBuilt();
const shipped = await startShipped();
const { sim, fake, guild } = shipped;
const url = shipped.webhookUrl;
fake.channelRateLimit(guild.alerts, { limit: 5, windowMs: 5000 });

const marker = (prefix: string, i: number) => `${prefix}${String(i).padStart(4, '0')}`;
const activity = (title: string): SimEvent => {
  sim.clock.advance(1);
  const entry = sim.addActivity(shipped.linkedServerId, {
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

// 2. Latency of single events at a low rate, once the channel's rate-limit window is over.
await sleep(5000);
const latencies: number[] = [];
for (let i = 0; i < LATENCY_SAMPLES; i++) {
  const event = activity(`Single ${marker('L', i)}`);
  const before = fake.messagesIn(guild.alerts).length;
  const sentAt = Date.now();
  await sim.deliver(event, { url, secret: SECRET });
  let message: FakeMessage | undefined = fake.messagesIn(guild.alerts)[before];
  while (!message) {
    await sleep(1);
    message = fake.messagesIn(guild.alerts)[before];
  }
  latencies.push(message.createdAt - sentAt);
  await sleep(LATENCY_SPACING_MS);
}

const exit = await shipped.stop();
const logs = shipped.logs();
await shipped.close();

console.log(machineLine());
console.log(`dist: ${build}; node dist/src/main.js (default settings), fakes in this process`);
console.log(`burst of ${BURST} events into one channel limited to 5 messages per 5 s:`);
console.log(`  webhook deliveries acknowledged after ${acknowledgedAfter.toFixed(1)} s`);
console.log(`  drained (every event visible) after   ${drained.toFixed(1)} s   (target ≤ 20 s)`);
console.log(`  messages used ${messages}, 429s received ${rateLimited}, lost ${lost}, doubled ${doubled}`);
console.log(
  `single events, one per ${LATENCY_SPACING_MS} ms, webhook delivery → message created (${LATENCY_SAMPLES} samples):`,
);
console.log(
  `  p50 ${pct(latencies, 50)} ms   p99 ${pct(latencies, 99)} ms   max ${Math.max(...latencies)} ms   (target p50 ≤ 20 ms)`,
);
console.log(
  `SIGTERM: ${exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`} after ${exit.ms} ms`,
);
for (const line of logs.notable.slice(0, 3)) console.log(`logged: ${line.slice(0, 200)}`);
if (lost > 0 || doubled > 0 || exit.code !== 0) process.exitCode = 1;
