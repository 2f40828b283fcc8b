/**
 * Memory benchmark (`npm run bench:memory`). Not a test: prints figures for the README.
 *
 * hostcord as users run it (`node dist/src/main.js`, default settings; support/shipped.ts) between
 * the provider simulator and the fake Discord, which run in this process. Its resident memory
 * (VmRSS of /proc/<pid>/status) is read:
 *   1. when ready (Discord connected, commands registered), in READY_STARTS starts: what a process
 *      holds at that moment varies by 10–30 MB from start to start (start-up garbage not yet
 *      collected), so every reading is printed with their median;
 *   2. 5 s and 30 s (IDLE_MS) after a day's worth of use: INTERACTIONS interactions (/status, its refresh button and
 *      /status autocomplete in turn, CONCURRENCY at a time) while EVENTS provider events for the
 *      linked server arrive as signed webhook deliveries (EVENT_CONCURRENCY at a time) and are posted
 *      to its alert channel; every interaction answered and every event visible before the reading;
 * and the peak (VmHWM) over the whole run.
 */
import { cpus } from 'node:os';
import { statusInteractions } from './support/interactions.js';
import { BOT, ensureBuilt, giveUpAfter, SECRET, startShipped } from './support/shipped.js';
import { emptyNodeRss, machineLine, mb, median, procStatusKb, sleep, thousands } from './support/stats.js';

const READY_STARTS = 3;
const INTERACTIONS = 2000;
const EVENTS = 1000;
const CONCURRENCY = 10;
const EVENT_CONCURRENCY = 4;
/** When RSS is read after the load: at once, and once V8 had time to give memory back. */
const IDLE_MS = [5000, 30_000];

giveUpAfter('bench:memory');

const build = ensureBuilt();
const emptyNode = await emptyNodeRss();
// The other starts' readings first: each started, read when ready, and stopped.
const readyReadings: Array<number | undefined> = [];
for (let i = 1; i < READY_STARTS; i++) {
  const start = await startShipped();
  readyReadings.push(procStatusKb(start.pid, 'VmRSS'));
  await start.stop();
  await start.close();
}
const shipped = await startShipped();
const { fake, sim, guild } = shipped;
try {
  const ready = procStatusKb(shipped.pid, 'VmRSS');
  readyReadings.push(ready);
  const kinds = await statusInteractions(shipped);
  let interactions = 0;
  let events = 0;
  const started = Date.now();
  const interacting = Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (interactions < INTERACTIONS) await kinds[interactions++ % kinds.length]![1]();
    }),
  );
  const delivering = Promise.all(
    Array.from({ length: EVENT_CONCURRENCY }, async () => {
      while (events < EVENTS) {
        const i = events++;
        sim.clock.advance(1);
        const entry = sim.addActivity(shipped.linkedServerId, {
          title: `Crash M${String(i).padStart(4, '0')}`,
          severity: 'error',
        });
        const event = sim.eventsFor(BOT).findLast((e) => e.data.id === entry.id)!;
        const res = await sim.deliver(event, { url: shipped.webhookUrl, secret: SECRET });
        if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
      }
    }),
  );
  await Promise.all([interacting, delivering]);
  const shown = () => {
    const found = new Set<string>();
    for (const m of fake.messagesIn(guild.alerts)) {
      const text = [m.content, ...m.embeds.map((e) => JSON.stringify(e))].join('\n');
      for (const [x] of text.matchAll(/M\d{4}/g)) found.add(x);
    }
    return found.size;
  };
  await fake.waitFor(() => shown() === EVENTS, 120_000, 'every event posted');
  const loadSeconds = (Date.now() - started) / 1000;
  const after: Array<number | undefined> = [];
  let idled = 0;
  for (const ms of IDLE_MS) {
    await sleep(ms - idled);
    idled = ms;
    after.push(procStatusKb(shipped.pid, 'VmRSS'));
  }
  const peak = procStatusKb(shipped.pid, 'VmHWM');
  const exit = await shipped.stop();
  const logs = shipped.logs();

  console.log(machineLine());
  console.log(`dist: ${build}; fakes in this process, hostcord in its own (${cpus().length} cores shared)`);
  console.log('\nmemory of node dist/src/main.js (default settings), VmRSS from /proc/<pid>/status');
  const readings = readyReadings.filter((kb): kb is number => kb !== undefined);
  console.log(
    `  when ready, median of ${readings.length} starts                   ${mb(median(readings))} (${readings.map((kb) => mb(kb)).join(', ')}; the measured run's start took ${shipped.readyMs} ms)`,
  );
  console.log(
    `  after ${thousands(INTERACTIONS)} interactions and ${thousands(EVENTS)} events (${loadSeconds.toFixed(0)} s of load):`,
  );
  for (const [i, ms] of IDLE_MS.entries()) {
    console.log(
      `    ${String(ms / 1000).padStart(2)} s later                                    ${mb(after[i])}`,
    );
  }
  console.log(`  peak (VmHWM)                                       ${mb(peak)}`);
  console.log(`  node -e "setInterval(…)" (the floor, for reference)  ${mb(emptyNode)}`);
  console.log(
    `  alert messages posted ${fake.messagesIn(guild.alerts).length}, fake Discord refused ${fake.rejected.length} request(s); log ${thousands(logs.lines)} lines`,
  );
  console.log(
    `  SIGTERM: ${exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`} after ${exit.ms} ms`,
  );
  for (const line of logs.notable.slice(0, 3)) console.log(`  logged: ${line.slice(0, 200)}`);
  if (exit.code !== 0 || fake.rejected.length > 0) process.exitCode = 1;
} finally {
  await shipped.close();
}
