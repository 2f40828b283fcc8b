/**
 * What `bench:fleet` reads once a second while it runs: requests counted at the fakes (provider
 * calls; Discord requests that count against the bot's 50/s, i.e. all but interaction answers) and
 * each hostcord process's CPU time and resident memory from /proc, the machine's busy share, and
 * the backlog in PostgreSQL (events not yet routed, alerts not yet posted: where alerts wait). The
 * fakes' request records are emptied after each count: over minutes they would hold hundreds of
 * thousands of bodies.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import type { RecordedRequest as DiscordRequest, FakeDiscord } from '../../test/support/fake-discord.js';
import type { RecordedRequest as ProviderRequest, ProviderSim } from '../../test/support/provider-sim.js';
import type { ArrivalStamps } from './arrival-stamps.js';
import { procCpuMs, procStatusKb, procTreeCpuMs } from './stats.js';

export interface Second {
  at: number;
  /** Milliseconds since the sample before (1,000 unless this process was starved). */
  ms: number;
  provider: number;
  /** Requests that count against Discord's global limit (interaction answers do not). */
  discord: number;
  /** When each of those was handled by the fake Discord (bunched after the bench's loop was held up). */
  discordAt: number[];
  /**
   * When each of those arrived, stamped in a thread of its own (support/arrival-stamps.ts): the
   * busiest one-second window is read from them.
   */
  arrivedAt: number[];
  /**
   * Requests that left the instances in this second, as their `/metrics` count them when each
   * leaves its budget's line (alert and bulk lanes: what Discord counts), and how often an instance
   * fell back to its own part of the budget. Read once a second from each instance, when it
   * answers: under load a read comes late, and the next sample holds several seconds' requests.
   */
  departed: number;
  fallbacks: number;
  /** Budget slots the instances took and let pass unused (`hostcord_discord_budget_slots_missed_total`). */
  missed: number;
  /** Of those: reached late (`late`, `arrived_late`), and let pass by a check that ended late. */
  missedLate: number;
  missedCheckLate: number;
  /**
   * The instances' event loops: the longest delay one of them saw in its last reading (prom-client's
   * `nodejs_eventloop_lag_max_seconds`, since the reading before: about this second), and the time
   * they spent collecting garbage (ms, summed).
   */
  loopLagMaxMs: number;
  gcMs: number;
  /**
   * The longest this process's event loop was held up in this second (ms). The fake Discord runs
   * here and stamps a request when its handler runs: requests that arrived during a hold-up are
   * stamped together at its end.
   */
  benchStallMs: number;
  /** Per instance: CPU ms used in this second and resident memory in kB (NaN once it is gone). */
  cpuMs: number[];
  rssKb: number[];
  postgresCpuMs: number;
  /** CPU ms of this process (the fakes and the load) in this second. */
  benchCpuMs: number;
  /** Events stored and not yet routed (inbox), and alert rows not yet posted (outbox), read last. */
  unrouted: number;
  unsent: number;
  /**
   * hostcord's PostgreSQL sessions not idle when sampled, by statement (its first 90 characters;
   * `idle in transaction:` when a transaction held the connection between statements): what holds
   * the instances' connections.
   */
  busy: Record<string, number>;
  /** Share of the whole machine's CPU time that was busy in this second (every process, 0–1). */
  machineBusy: number;
}

type BudgetCounts = Pick<
  Second,
  'departed' | 'fallbacks' | 'missed' | 'missedLate' | 'missedCheckLate' | 'gcMs'
>;

export interface Sampler {
  seconds: Second[];
  /** Provider calls by kind since the start (`GET /servers`, `GET /servers/{id}/resources` …). */
  providerKinds: Map<string, number>;
  /**
   * When each interaction's first answer (its callback) reached the proxy in front of the fake
   * Discord, by interaction id: between the instance's send and the fake's own handling.
   */
  callbacksArrived: Map<string, number>;
  stop(): void;
}

const INTERACTION_ANSWER = /^\/(interactions|webhooks)\//;
const CALLBACK = /^\/api\/v\d+\/interactions\/(\d+)\/[^/]+\/callback/;

export async function startSampler(
  sim: ProviderSim,
  fake: FakeDiscord,
  instances: Array<{ pid: number; base: string }>,
  postgres: { pid: number; databaseUrl: string },
  arrivals: ArrivalStamps,
): Promise<Sampler> {
  const pids = instances.map((i) => i.pid);
  const postgresPid = postgres.pid;
  const backlog = await startBacklogProbe(postgres.databaseUrl);
  const budget = startBudgetProbe(instances.map((i) => i.base));
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const seconds: Second[] = [];
  const providerKinds = new Map<string, number>();
  const callbacksArrived = new Map<string, number>();
  let cpu = pids.map((pid) => procCpuMs(pid));
  let postgresCpu = procTreeCpuMs(postgresPid);
  let own = process.cpuUsage();
  let machine = machineTicks();
  let last = Date.now();
  const timer = setInterval(() => {
    const provider = drain(sim.requests as ProviderRequest[]);
    for (const r of provider) {
      const kind = `${r.method} ${r.path.replace(/\/servers\/[^/]+/, '/servers/{id}')}`;
      providerKinds.set(kind, (providerKinds.get(kind) ?? 0) + 1);
    }
    const discord = drain(fake.requests as DiscordRequest[]).filter((r) => !INTERACTION_ANSWER.test(r.path));
    const cpuNow = pids.map((pid) => procCpuMs(pid));
    const postgresNow = procTreeCpuMs(postgresPid);
    const ownNow = process.cpuUsage(own);
    const machineNow = machineTicks();
    const at = Date.now();
    seconds.push({
      at,
      ms: at - last,
      provider: provider.length,
      discord: discord.length,
      discordAt: discord.map((r) => r.at),
      arrivedAt: arrivals
        .take()
        .filter((r) => {
          const callback = CALLBACK.exec(r.path);
          if (callback && !callbacksArrived.has(callback[1]!)) callbacksArrived.set(callback[1]!, r.at);
          return !INTERACTION_ANSWER.test(r.path.replace(/^\/api\/v\d+/, ''));
        })
        .map((r) => r.at),
      cpuMs: cpuNow.map((ms, i) => ms - cpu[i]!),
      rssKb: pids.map((pid) => procStatusKb(pid, 'VmRSS') ?? Number.NaN),
      postgresCpuMs: postgresNow - postgresCpu,
      benchCpuMs: (ownNow.user + ownNow.system) / 1000,
      machineBusy: busyShare(machine, machineNow),
      ...backlog.last,
      ...budget.since(),
      benchStallMs: stalls.max / 1e6,
    });
    stalls.reset();
    backlog.read();
    budget.read();
    own = process.cpuUsage();
    last = at;
    machine = machineNow;
    cpu = cpuNow;
    postgresCpu = postgresNow;
  }, 1000);
  return {
    seconds,
    providerKinds,
    callbacksArrived,
    stop: () => {
      clearInterval(timer);
      stalls.disable();
      backlog.close();
    },
  };
}

/**
 * Each instance's count of Discord requests sent (alert and bulk lanes) and of fallbacks to its own
 * part of the budget, read from `/metrics`; `since()` gives the increase since it was last called.
 * An instance that does not answer (killed, busy) keeps its last count.
 */
function startBudgetProbe(bases: string[]) {
  const zero = (): BudgetCounts => ({
    departed: 0,
    fallbacks: 0,
    missed: 0,
    missedLate: 0,
    missedCheckLate: 0,
    gcMs: 0,
  });
  let lagMaxMs = bases.map(() => 0);
  const counts = bases.map(zero);
  let taken = zero();
  const reading = new Set<number>();
  const keys = Object.keys(taken) as Array<keyof BudgetCounts>;
  const sum = () => {
    const total = zero();
    for (const c of counts) for (const key of keys) total[key] += c[key];
    return total;
  };
  return {
    read() {
      bases.forEach((base, i) => {
        if (reading.has(i)) return;
        reading.add(i);
        fetch(new URL('/metrics', base), { signal: AbortSignal.timeout(900) })
          .then((res) => res.text())
          .then((text) => {
            const missed = (reason: string) =>
              metric(text, 'hostcord_discord_budget_slots_missed_total', `reason="${reason}"`);
            counts[i] = {
              departed:
                metric(text, 'hostcord_discord_requests_total', 'lane="alert"') +
                metric(text, 'hostcord_discord_requests_total', 'lane="bulk"'),
              fallbacks: metric(text, 'hostcord_discord_budget_fallbacks_total'),
              missed: metric(text, 'hostcord_discord_budget_slots_missed_total'),
              missedLate: missed('late') + missed('arrived_late'),
              missedCheckLate: missed('check_late'),
              gcMs: metric(text, 'hostcord_nodejs_gc_duration_seconds_sum') * 1000,
            };
            lagMaxMs[i] = metric(text, 'hostcord_nodejs_eventloop_lag_max_seconds') * 1000;
          })
          .catch(() => {})
          .finally(() => reading.delete(i));
      });
    },
    since(): BudgetCounts & { loopLagMaxMs: number } {
      const now = sum();
      const change = zero();
      for (const key of keys) change[key] = now[key] - taken[key];
      taken = now;
      const loopLagMaxMs = Math.max(...lagMaxMs);
      lagMaxMs = bases.map(() => 0);
      return { ...change, loopLagMaxMs };
    },
  };
}

/** The sum of a metric's samples in Prometheus text whose labels hold `label` (all when absent). */
function metric(text: string, name: string, label = ''): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labels = line.slice(name.length, line.lastIndexOf(' '));
    if (!labels.includes(label)) continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (Number.isFinite(value)) sum += value;
  }
  return sum;
}

/** The inbox's and outbox's backlog, read at most once at a time beside the instances. */
async function startBacklogProbe(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const last: { unrouted: number; unsent: number; busy: Record<string, number> } = {
    unrouted: 0,
    unsent: 0,
    busy: {},
  };
  let reading = false;
  return {
    last,
    read() {
      if (reading) return;
      reading = true;
      client
        .query<{ unrouted: string; unsent: string }>(
          `SELECT (SELECT count(*) FROM inbox WHERE dispatched_at IS NULL) AS unrouted,
                  (SELECT count(*) FROM outbox WHERE state = 'pending') AS unsent`,
        )
        .then(({ rows }) => {
          last.unrouted = Number(rows[0]!.unrouted);
          last.unsent = Number(rows[0]!.unsent);
          return client.query<{ statement: string; state: string }>(
            `SELECT left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS statement, state
               FROM pg_stat_activity
              WHERE application_name = 'hostcord' AND state IS DISTINCT FROM 'idle'`,
          );
        })
        .then(({ rows }) => {
          const busy: Record<string, number> = {};
          for (const r of rows) {
            const key = r.state === 'active' ? r.statement : `${r.state}: ${r.statement}`;
            busy[key] = (busy[key] ?? 0) + 1;
          }
          last.busy = busy;
        })
        .catch(() => {})
        .finally(() => {
          reading = false;
        });
    },
    close: () => void client.end().catch(() => {}),
  };
}

/** [busy, total] clock ticks of all CPUs since boot (/proc/stat; zeros elsewhere). */
function machineTicks(): [number, number] {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = fields[3]! + fields[4]!; // idle + iowait
    const total = fields.reduce((a, b) => a + b, 0);
    return [total - idle, total];
  } catch {
    return [0, 0];
  }
}

function busyShare(before: [number, number], now: [number, number]): number {
  const total = now[1] - before[1];
  return total > 0 ? (now[0] - before[0]) / total : Number.NaN;
}

function drain<T>(records: T[]): T[] {
  return records.splice(0, records.length);
}

/** The seconds sampled between two times (ms since the epoch). */
export function secondsBetween(sampler: Sampler, from: number, to: number): Second[] {
  return sampler.seconds.filter((s) => s.at > from && s.at <= to + 500);
}
