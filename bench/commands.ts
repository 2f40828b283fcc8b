/**
 * Command latency benchmark (`npm run bench:commands`). Not a test: prints figures for the README.
 *
 * The provider simulator and the fake Discord run in this process; the real bot runs as a separate
 * child process with its default settings (support/shipped.ts), first as `npm start` runs it (plain
 * `node dist/src/main.js`, built here when missing or older than the sources), then from source
 * through tsx as the tests run it. For each, over loopback:
 *   1. INTERACTION_CREATE dispatched → the bot's first callback, for /status (deferred reply), its
 *      refresh button (deferred update) and /status autocomplete (the choices), sequentially and
 *      10 at a time; for /status and refresh also → the final edit (the simulator answers at once);
 *   2. the bot's resident memory (VmRSS) after 5 s idle following that load, and its peak (VmHWM);
 *   3. its exit code and shutdown time after SIGTERM.
 * Times come from the fake Discord's clock (Date.now), so they have millisecond resolution.
 */
import { type Sample, statusInteractions } from './support/interactions.js';
import { ensureBuilt, giveUpAfter, startShipped } from './support/shipped.js';
import { emptyNodeRss, machineLine, mb, pct, procStatusKb, sleep } from './support/stats.js';

const N = 300;
const CONCURRENCY = 10;
const WARM_UP = 20;
const IDLE_MS = 5000;

giveUpAfter('bench:commands');

interface Row {
  label: string;
  concurrency: number;
  samples: Sample[];
  failed: number;
  firstError?: string;
}
interface RunResult {
  runtime: string;
  readyMs: number;
  rows: Row[];
  rss: { ready?: number; idle?: number; peak?: number };
  exit: { code: number | null; signal: string | null };
  shutdownMs: number;
  rejected: number;
  logged: string[];
}

const build = ensureBuilt();
const emptyNode = await emptyNodeRss();
const results: RunResult[] = [];
results.push(await runBot('node dist/src/main.js', false));
results.push(await runBot('node --import tsx src/main.ts', true));

console.log(machineLine());
console.log(`dist: ${build}; fakes and load generator share the machine with the bot`);
for (const r of results) {
  console.log(`\nbot: ${r.runtime} (child pid, ready ${r.readyMs} ms after spawn), n=${N} per row, ms`);
  console.log(
    'interaction                      conc  first callback p50/p99/max  final edit p50/p99/max  failed',
  );
  for (const row of r.rows) {
    const acks = row.samples.map((s) => s.ack);
    const finals = row.samples.flatMap((s) => (s.final === undefined ? [] : [s.final]));
    console.log(
      `${row.label.padEnd(32)} ${String(row.concurrency).padStart(4)}  ${triple(acks).padEnd(26)}  ${triple(finals).padEnd(22)}  ${row.failed}${row.firstError ? ` (${row.firstError})` : ''}`,
    );
  }
  const finals = r.rows.flatMap((row) =>
    row.samples.flatMap((x) => (x.final === undefined ? [] : [x.final])),
  );
  console.log(
    `final edits held ≥ 100 ms: ${finals.filter((ms) => ms >= 100).length} of ${finals.length} (discord.js counts interaction edits, not callbacks, against its own 50 requests/s global budget in fixed 1 s windows)`,
  );
  if (r.rejected > 0) console.log(`fake Discord refused ${r.rejected} request(s) from the bot`);
  for (const line of r.logged.slice(0, 3)) console.log(`bot logged: ${line.slice(0, 200)}`);
  if (r.logged.length > 3) console.log(`bot logged ${r.logged.length - 3} more line(s)`);
}
console.log('\nmemory of the bot process (VmRSS/VmHWM from /proc/<pid>/status)');
console.log('runtime                          RSS at ready  idle RSS after load  peak RSS   SIGTERM');
for (const r of results) {
  const exit = r.exit.signal ? `signal ${r.exit.signal}` : `exit code ${r.exit.code}`;
  console.log(
    `${r.runtime.padEnd(32)} ${mb(r.rss.ready).padStart(12)}  ${mb(r.rss.idle).padStart(19)}  ${mb(r.rss.peak).padStart(8)}   ${exit} after ${r.shutdownMs} ms`,
  );
}
console.log(`${'node -e "setInterval(…)" (reference)'.padEnd(32)} ${mb(emptyNode).padStart(12)}`);
console.log('(the tsx run includes its loader: esbuild transforms and a module-hooks thread)');

const bad = results.some((r) => r.exit.code !== 0 || r.rejected > 0 || r.rows.some((row) => row.failed > 0));
if (bad) process.exitCode = 1;

async function runBot(runtime: string, fromSource: boolean): Promise<RunResult> {
  const shipped = await startShipped({ fromSource });
  try {
    const rssAtReady = procStatusKb(shipped.pid, 'VmRSS');
    const kinds = await statusInteractions(shipped);
    for (const [, one] of kinds) await measure(WARM_UP, 1, one);
    const rows: Row[] = [];
    for (const concurrency of [1, CONCURRENCY]) {
      for (const [label, one] of kinds)
        rows.push({ label, concurrency, ...(await measure(N, concurrency, one)) });
    }

    await sleep(IDLE_MS);
    const rss = {
      ready: rssAtReady,
      idle: procStatusKb(shipped.pid, 'VmRSS'),
      peak: procStatusKb(shipped.pid, 'VmHWM'),
    };
    const exit = await shipped.stop();
    return {
      runtime,
      readyMs: shipped.readyMs,
      rows,
      rss,
      exit,
      shutdownMs: exit.ms,
      rejected: shipped.fake.rejected.length,
      logged: shipped.logs().notable,
    };
  } catch (err) {
    process.stderr.write(shipped.logs().notable.join('\n'));
    throw err;
  } finally {
    await shipped.close();
  }
}

async function measure(n: number, concurrency: number, one: () => Promise<Sample>) {
  const samples: Sample[] = [];
  let failed = 0;
  let firstError: string | undefined;
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      try {
        samples.push(await one());
      } catch (err) {
        failed++;
        firstError ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { samples, failed, ...(firstError !== undefined && { firstError }) };
}

function triple(values: number[]): string {
  if (values.length === 0) return '—';
  return `${pct(values, 50)} / ${pct(values, 99)} / ${Math.max(...values)}`;
}
