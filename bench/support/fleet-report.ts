/**
 * `bench:fleet`'s figures: what each phase measured, the goal or ceiling beside it, and what limited
 * it, as a table and as JSON. Every figure carries the scale it was measured at.
 */
import { DEFAULT_PROVIDER_CALLS_PER_SECOND } from '../../src/config.js';
import { busiestWindow } from '../../test/support/shards.js';
import type { EventTracker, Tracked } from './fleet-events.js';
import { type Sampler, type Second, secondsBetween } from './fleet-sampler.js';
import { type FleetSize, SHARD_COUNT } from './fleet-world.js';
import { fmt, pct } from './stats.js';

export interface CommandSample {
  phase: string;
  shard: number;
  at: number;
  /** Milliseconds to the first callback; undefined when none came within 5 s. */
  ackMs?: number;
  /** The interaction, to find its late callback among those the fake Discord refused. */
  interactionId?: string;
  /** When the fake Discord made the interaction (its id's timestamp; ms since the epoch). */
  createdAt?: number;
  /**
   * Milliseconds from the interaction to its callback's arrival at the proxy in front of the fake
   * (a thread of its own): when Discord would have it. Undefined when none came.
   */
  arrivedMs?: number;
}

export interface Rates {
  eventsPerS: number;
  commandsPerS: number;
}

export interface Phase {
  from: number;
  to: number;
  result: unknown;
}

export interface FleetRun {
  scale: number;
  size: FleetSize;
  burstEvents: number;
  /** The rates asked for (the issue's, times the scale). */
  eventsPerS: number;
  commandsPerS: number;
  durationS: number;
  killS: number;
  settleS: number;
  machine: string;
  endLoad: string;
  seedS: number;
  readyMs: number[];
  shardsOf: number[][];
  extraEnv: Record<string, string>;
  boards: Phase;
  phases: { sustained: Phase; burst: Phase; kill: Phase };
  tracker: EventTracker;
  commands: CommandSample[];
  sampler: Sampler;
  victim: number;
  shardsBack: Record<number, number>;
  exits: string[];
  notable: string[];
  /** When the fake Discord answered 429 (a channel's limit). */
  rateLimitedAt: number[];
  rejected: number;
}

/** One line of the table: the figure, the goal or ceiling, and what limited it. */
export interface Row {
  figure: string;
  measured: string;
  goal: string;
  limitedBy: string;
}

export type FleetReport = ReturnType<typeof summarise>;

const DISCORD_CEILING = 50;

export function summarise(run: FleetRun) {
  const { phases, sampler } = run;
  const during = (p: Phase) => secondsBetween(sampler, p.from, p.to);
  const sustained = eventFigures(run.tracker.of('S'), run.tracker.doubled('S'));
  const burst = burstFigures(run.tracker.of('B'));
  const kill = eventFigures(run.tracker.of('K'), run.tracker.doubled('K'));
  const killedShards = run.shardsOf[run.victim]!;
  const commandsOf = (tag: string, onKilled?: boolean) =>
    commandFigures(
      run.commands.filter(
        (c) => c.phase === tag && (onKilled === undefined || killedShards.includes(c.shard) === onKilled),
      ),
    );
  // The shipped default (src/config.ts) unless the run set another.
  const budget = run.extraEnv.PROVIDER_CALLS_PER_SECOND ?? String(DEFAULT_PROVIDER_CALLS_PER_SECOND);
  return {
    scale: run.scale,
    size: run.size,
    burstEvents: run.burstEvents,
    asked: { eventsPerS: run.eventsPerS, commandsPerS: run.commandsPerS },
    reached: { sustained: phases.sustained.result as Rates, kill: phases.kill.result as Rates },
    durationS: run.durationS,
    killS: run.killS,
    settleS: run.settleS,
    machine: run.machine,
    endLoad: run.endLoad,
    seedS: run.seedS,
    readyMs: run.readyMs,
    shardsOf: run.shardsOf,
    env: run.extraEnv,
    boards: { posted: run.boards.result as number, of: run.size.boards, seconds: span(run.boards) },
    sustained: {
      ...sustained,
      commands: commandsOf('S'),
      load: loadFigures(during(phases.sustained)),
      rateLimited429s: run.rateLimitedAt.filter(
        (at) => at >= phases.sustained.from && at <= phases.sustained.to,
      ).length,
    },
    burst: {
      ...burst,
      ceiling: DISCORD_CEILING,
      load: loadFigures(during(phases.burst)),
    },
    kill: {
      ...kill,
      victim: run.victim + 1,
      killedShards,
      shardsBackMs: run.shardsBack,
      commandsOnSurvivors: commandsOf('K', false),
      commandsOnKilledShards: commandsOf('K', true),
      load: loadFigures(during(phases.kill)),
    },
    providerBudget: Number(budget),
    providerCallsByKind: Object.fromEntries(sampler.providerKinds),
    exits: run.exits,
    rejectedByDiscord: run.rejected,
    notable: run.notable,
  };
}

const span = (p: Phase) => (p.to - p.from) / 1000;

/** How long deliveries took to be answered 200, and what else was answered on the way. */
function deliveryFigures(events: Tracked[]) {
  const answered = events.flatMap((t) => (t.answeredMs === undefined ? [] : [t.answeredMs]));
  const refused: Record<string, number> = {};
  for (const t of events) for (const r of t.refused) refused[r] = (refused[r] ?? 0) + 1;
  return { answerP50Ms: pct(answered, 50), answerP99Ms: pct(answered, 99), refused };
}

function eventFigures(events: Tracked[], doubled: number) {
  const seen = events.filter((t) => t.seenAt !== undefined);
  const latency = seen.map((t) => t.seenAt! - t.sentAt);
  return {
    ...deliveryFigures(events),
    events: events.length,
    acked: events.filter((t) => t.acked).length,
    notAcked: events.filter((t) => !t.acked).length,
    lost: events.filter((t) => t.acked && t.seenAt === undefined).length,
    doubled,
    p50Ms: pct(latency, 50),
    p99Ms: pct(latency, 99),
    maxMs: latency.length ? Math.max(...latency) : Number.NaN,
  };
}

function burstFigures(events: Tracked[]) {
  const seen = events.filter((t) => t.seenAt !== undefined);
  const first = Math.min(...events.map((t) => t.sentAt));
  const last = Math.max(...seen.map((t) => t.seenAt!));
  const seconds = (last - first) / 1000;
  const arrivals = seen.map((t) => t.seenAt!).sort((a, b) => a - b);
  return {
    ...deliveryFigures(events),
    events: events.length,
    visible: seen.length,
    lost: events.filter((t) => t.acked && t.seenAt === undefined).length,
    drainS: seconds,
    alertsPerS: seen.length / seconds,
    /** From the burst's first delivery to its first alert at the fake (ms). */
    firstAlertMs: arrivals.length ? arrivals[0]! - first : Number.NaN,
    /**
     * The same between alerts by the fake's own stamps (`idleSeconds`), which bunch while this
     * process's event loop is held up: a diagnostic of the stamps, beside the line's own
     * (`lineIdleS` of the phase's load, by arrival).
     */
    idleS: idleSeconds(arrivals),
  };
}

/**
 * The time between the first and the last of `times` (sorted, ms) left idle: each gap beyond
 * twice the shared spacing (21 ms), summed (s). What neither the ramp nor the slots let pass
 * explain.
 */
function idleSeconds(times: number[]): number {
  return times.slice(1).reduce((n, at, i) => n + Math.max(0, at - times[i]! - 42), 0) / 1000;
}

/** Discord's wait for an interaction's first answer. */
const INTERACTION_DEADLINE_MS = 3_000;

/**
 * Commands answered: by the fake Discord's own handling (`answered`, p50, p99: its clock, in this
 * process, whose event loop the load holds up), and by the callbacks' arrival at the proxy in a
 * thread of its own (`arrived…`): when Discord would have had them.
 */
function commandFigures(samples: CommandSample[]) {
  const acks = samples.flatMap((s) => (s.ackMs === undefined ? [] : [s.ackMs]));
  const arrived = samples.flatMap((s) => (s.arrivedMs === undefined ? [] : [s.arrivedMs]));
  return {
    asked: samples.length,
    answered: acks.length,
    p50Ms: pct(acks, 50),
    p99Ms: pct(acks, 99),
    maxMs: acks.length ? Math.max(...acks) : Number.NaN,
    arrivedInTime: arrived.filter((ms) => ms <= INTERACTION_DEADLINE_MS).length,
    arrivedP50Ms: pct(arrived, 50),
    arrivedP99Ms: pct(arrived, 99),
  };
}

/**
 * Rates and resources over a phase: per second (over the samples' real spans, which grow when this
 * process is starved) mean and busiest sample, CPU per instance in cores, and peak RSS.
 */
function loadFigures(seconds: Second[]) {
  const wall = seconds.reduce((n, s) => n + s.ms, 0) || 1;
  const rate = (of: (s: Second) => number) => ({
    mean: (seconds.reduce((n, s) => n + of(s), 0) * 1000) / wall,
    max: Math.max(0, ...seconds.map((s) => (of(s) * 1000) / s.ms)),
  });
  const cores = (of: (s: Second) => number) => seconds.reduce((n, s) => n + of(s), 0) / wall;
  const instances = seconds[0]?.cpuMs.length ?? 0;
  return {
    samples: seconds.length,
    slowestSampleMs: Math.max(0, ...seconds.map((s) => s.ms)),
    providerPerS: rate((s) => s.provider),
    discordPerS: rate((s) => s.discord),
    /**
     * Discord requests in the busiest one-second window, by their arrival, stamped in a thread of
     * their own (support/arrival-stamps.ts).
     */
    discordBusiestWindow: busiestWindow(seconds.flatMap((s) => s.arrivedAt)),
    /** The line left idle, by the requests' arrival (`idleSeconds`). */
    lineIdleS: idleSeconds(seconds.flatMap((s) => s.arrivedAt).sort((a, b) => a - b)),
    /**
     * The same by the fake's own stamps, made when its handler runs: those bunch while this
     * process's event loop is held up. A diagnostic of the stamps, not a figure of the instances.
     */
    fakeBusiestWindow: busiestWindow(seconds.flatMap((s) => s.discordAt)),
    benchStallMaxMs: Math.max(0, ...seconds.map((s) => s.benchStallMs)),
    /**
     * Discord requests (interaction answers aside) that had reached the proxy and not yet the fake's
     * handler, at most, counted from the phase's start: the fake Discord's own queue. It shares
     * this process, and the machine, with the load; a long queue holds every instance's answers.
     */
    fakeQueueMax: seconds.reduce(
      (q, s) => {
        const queued = q.now + s.arrivedAt.length - s.discord;
        return { now: queued, max: Math.max(q.max, queued) };
      },
      { now: 0, max: 0 },
    ).max,
    /**
     * Requests the instances said they sent (their `/metrics`), and their fallbacks to their own
     * part of the budget. Totals only: each instance's count is read when it answers, often late
     * under load, so a sample can hold several seconds of requests and no busiest second is read
     * from them.
     */
    departed: seconds.reduce((n, s) => n + s.departed, 0),
    budgetFallbacks: seconds.reduce((n, s) => n + s.fallbacks, 0),
    slotsMissed: seconds.reduce((n, s) => n + s.missed, 0),
    slotsMissedLate: seconds.reduce((n, s) => n + s.missedLate, 0),
    slotsMissedCheckLate: seconds.reduce((n, s) => n + s.missedCheckLate, 0),
    /** Seconds in which some instance's event loop was held up past a slot's margin (25 ms). */
    loopHeldSeconds: seconds.filter((s) => s.loopLagMaxMs > 25).length,
    loopLagMaxMs: Math.max(0, ...seconds.map((s) => s.loopLagMaxMs)),
    gcMsPerS: (seconds.reduce((n, s) => n + s.gcMs, 0) * 1000) / (seconds.reduce((n, s) => n + s.ms, 0) || 1),
    cpuCores: Array.from({ length: instances }, (_, i) => cores((s) => s.cpuMs[i]!)),
    rssMb: Array.from(
      { length: instances },
      (_, i) => Math.max(0, ...seconds.map((s) => s.rssKb[i]!).filter(Number.isFinite)) / 1024,
    ),
    postgresCores: cores((s) => s.postgresCpuMs),
    benchCores: cores((s) => s.benchCpuMs),
    machineBusy:
      seconds.reduce((n, s) => n + (Number.isFinite(s.machineBusy) ? s.machineBusy * s.ms : 0), 0) / wall,
    maxUnrouted: Math.max(0, ...seconds.map((s) => s.unrouted)),
    maxUnsent: Math.max(0, ...seconds.map((s) => s.unsent)),
    postgresBusy: busiestStatements(seconds),
  };
}

/**
 * What held hostcord's PostgreSQL sessions over a phase: the statements most often found running
 * (or holding a transaction open), with how many sessions did so on average, busiest first.
 */
export function busiestStatements(seconds: Second[], top = 6): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const s of seconds)
    for (const [statement, n] of Object.entries(s.busy)) sums.set(statement, (sums.get(statement) ?? 0) + n);
  const samples = seconds.length || 1;
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([statement, n]) => [statement, n / samples]);
}

type Load = ReturnType<typeof loadFigures>;

/** The machine's two cores when they were nearly all busy; else `otherwise`. */
function limit(load: Load, otherwise: string): string {
  const busy = `machine ${fmt(load.machineBusy * 100, 0)} % busy`;
  return load.machineBusy >= 0.85 ? `CPU of the machine (${busy})` : `${otherwise} (${busy})`;
}

/** Where alerts waited: events not yet routed, or rows routed and not yet posted (most at once). */
function backlog(load: Load): string {
  return `backlog up to ${load.maxUnrouted} unrouted, ${load.maxUnsent} unsent`;
}

/**
 * Every fleet event is an alert to its own channel, one message each: a rate above Discord's
 * global 50 requests/s cannot be posted as it comes, whatever the bot does. Alerts then wait, and
 * a channel's waiting alerts share a message, so the backlog grows until messages carry enough.
 */
function overCeiling(r: FleetReport): string | undefined {
  const rate = r.reached.sustained.eventsPerS;
  if (rate <= DISCORD_CEILING) return undefined;
  return `Discord's ${DISCORD_CEILING} requests/s for all instances: ${fmt(rate, 1)} alerts/s reached, each its own message, so alerts wait whatever the bot does (${limit(r.sustained.load, backlog(r.sustained.load))})`;
}

export function rows(r: FleetReport): Row[] {
  const s = r.sustained;
  const k = r.kill;
  const ms = (n: number) => `${fmt(n, 0)} ms`;
  const back = Object.values(k.shardsBackMs);
  const rssMax = Math.max(...s.load.rssMb, ...r.burst.load.rssMb, ...k.load.rssMb);
  return [
    {
      figure: 'webhook → alert (sustained)',
      measured: `p50 ${ms(s.p50Ms)}, p99 ${ms(s.p99Ms)} (${s.acked} events)`,
      goal: 'p99 ≤ 1 s',
      limitedBy:
        overCeiling(r) ??
        limit(
          s.load,
          s.rateLimited429s > 0 ? `${s.rateLimited429s} per-channel 429s` : 'no channel rate-limited',
        ),
    },
    {
      figure: 'webhook answered 200 (sustained; burst)',
      measured: `p50 ${ms(s.answerP50Ms)}, p99 ${ms(s.answerP99Ms)}; burst p50 ${ms(r.burst.answerP50Ms)}, p99 ${ms(r.burst.answerP99Ms)}; answers other than 200 ${JSON.stringify(s.refused)}, burst ${JSON.stringify(r.burst.refused)}`,
      goal: '—',
      limitedBy: limit(s.load, 'storing in PostgreSQL'),
    },
    {
      figure: 'burst drain',
      measured: `${fmt(r.burst.alertsPerS, 1)} alerts/s (${r.burst.visible}/${r.burst.events} in ${fmt(r.burst.drainS, 1)} s), Discord requests in the busiest one-second window ${r.burst.load.discordBusiestWindow} as they arrived (${r.burst.load.fakeBusiestWindow} by the fake's own stamps, the bench's loop held up to ${fmt(r.burst.load.benchStallMaxMs, 0)} ms); ${r.burst.load.departed} sent, as the instances count them; budget fallbacks ${r.burst.load.budgetFallbacks}; slots taken and let pass unused ${r.burst.load.slotsMissed} (reached late ${r.burst.load.slotsMissedLate}, checks ending late ${r.burst.load.slotsMissedCheckLate}); first alert ${ms(r.burst.firstAlertMs)} after the first delivery; the line idle ${fmt(r.burst.load.lineIdleS, 1)} s between requests as they arrived (${fmt(r.burst.idleS, 1)} s between alerts by the fake's stamps); an instance's event loop held up over 25 ms in ${r.burst.load.loopHeldSeconds} of ${r.burst.load.samples} seconds (longest ${ms(r.burst.load.loopLagMaxMs)}), garbage collection ${fmt(r.burst.load.gcMsPerS, 0)} ms a second (all instances)`,
      goal: `≥ 90 % of ${r.burst.ceiling}/s (one budget the instances share)`,
      limitedBy: `${limit(r.burst.load, r.burst.load.maxUnrouted > r.burst.load.maxUnsent ? 'routing' : "Discord's 50/s, shared by the instances")}; ${backlog(r.burst.load)}`,
    },
    {
      figure: 'provider calls/s (sustained)',
      measured: `mean ${fmt(s.load.providerPerS.mean, 1)}, busiest second ${fmt(s.load.providerPerS.max, 0)}`,
      goal: `≤ ${r.providerBudget} (PROVIDER_CALLS_PER_SECOND, all instances)`,
      limitedBy: limit(s.load, 'the provider budget and the refresh loop'),
    },
    {
      figure: 'RSS per instance (peak)',
      measured: s.load.rssMb
        .map((mb, i) => `#${i + 1} ${fmt(Math.max(mb, r.burst.load.rssMb[i]!, k.load.rssMb[i]!), 0)} MB`)
        .join(', '),
      goal: `≤ 300 MB (max ${fmt(rssMax, 0)} MB)`,
      limitedBy: rssMax <= 300 ? 'under the goal' : 'memory of an instance',
    },
    {
      figure: 'CPU per instance (sustained)',
      measured: `${s.load.cpuCores.map((c, i) => `#${i + 1} ${fmt(c * 100, 0)} %`).join(', ')} of a core; PostgreSQL ${fmt(s.load.postgresCores * 100, 0)} %, fakes ${fmt(s.load.benchCores * 100, 0)} % (the fake Discord's queue up to ${s.load.fakeQueueMax} requests; burst ${r.burst.load.fakeQueueMax})`,
      goal: '—',
      limitedBy: limit(s.load, 'the load'),
    },
    {
      figure: 'command acknowledgement (sustained)',
      measured: `p50 ${ms(s.commands.p50Ms)}, p99 ${ms(s.commands.p99Ms)} (${s.commands.answered}/${s.commands.asked} by the fake's own handling); callbacks as they arrived: p50 ${ms(s.commands.arrivedP50Ms)}, p99 ${ms(s.commands.arrivedP99Ms)}, ${s.commands.arrivedInTime}/${s.commands.asked} within 3 s`,
      goal: 'p99 ≤ 200 ms',
      limitedBy: limit(s.load, 'the gateway → callback path'),
    },
    {
      figure: `instance #${k.victim} killed (shards ${k.killedShards.join(',')})`,
      measured: `${k.lost} lost, ${k.doubled} doubled of ${k.acked}; alerts p99 ${ms(k.p99Ms)}; shards back: ${back.length}/${k.killedShards.length}${back.length ? ` (last ${fmt(Math.max(...back) / 1000, 1)} s after the kill)` : ''}; commands answered on its shards ${k.commandsOnKilledShards.answered}/${k.commandsOnKilledShards.asked}, on the others ${k.commandsOnSurvivors.answered}/${k.commandsOnSurvivors.asked} (p99 ${ms(k.commandsOnSurvivors.p99Ms)})`,
      goal: '0 lost, 0 doubled, shards back ≤ 60 s',
      limitedBy:
        back.length < k.killedShards.length
          ? `not all of the dead instance's shards identified again within the kill phase`
          : limit(k.load, 'failover'),
    },
  ];
}

export function printReport(r: FleetReport): void {
  const scaled = r.scale === 1 ? 'full scale' : `SCALED ×${r.scale} (not the full fleet)`;
  console.log(
    `\nbench:fleet, ${scaled}: ${r.size.guilds} guilds on ${SHARD_COUNT} shards, ${r.size.channels} channels, ${r.size.servers} servers, ${r.size.boards} boards; 3 instances (shards ${r.shardsOf.map((s) => s.join(',')).join(' | ')} before the kill) on one PostgreSQL`,
  );
  const reached = (x: Rates) => `${fmt(x.eventsPerS, 1)} events/s, ${fmt(x.commandsPerS, 1)} commands/s`;
  console.log(
    `asked: ${fmt(r.asked.eventsPerS, 1)} events/s and ${fmt(r.asked.commandsPerS, 1)} commands/s (the issue's 100 and 20 × ${r.scale}) for ${r.durationS} s, then a burst of ${r.burstEvents} events, then ${r.killS} s with one instance killed; reached ${reached(r.reached.sustained)} (sustained), ${reached(r.reached.kill)} (kill)`,
  );
  console.log(`${r.machine}; ${r.endLoad} at the end`);
  console.log(
    `lost: acknowledged 200 and not visible at the fake Discord ${r.settleS} s after its phase ended`,
  );
  console.log(
    `seeded in ${fmt(r.seedS, 1)} s; ready ${r.readyMs.map((ms) => `${fmt(ms / 1000, 1)} s`).join(', ')} after spawn; boards posted ${r.boards.posted}/${r.boards.of} in ${fmt(r.boards.seconds, 1)} s`,
  );
  if (Object.keys(r.env).length) console.log(`extra environment: ${JSON.stringify(r.env)}`);
  console.log('');
  const table = rows(r);
  const w = [0, 1, 2].map((i) => Math.max(...table.map((row) => Object.values(row)[i]!.length)));
  for (const row of table) {
    const [a, b, c, d] = Object.values(row);
    console.log(`${a!.padEnd(w[0]!)} | ${b!.padEnd(w[1]!)} | ${c!.padEnd(w[2]!)} | ${d}`);
  }
  console.log(`\nprovider calls by kind: ${JSON.stringify(r.providerCallsByKind)}`);
  for (const [name, load] of [
    ['sustained', r.sustained.load],
    ['burst', r.burst.load],
    ['kill', r.kill.load],
  ] as const) {
    console.log(`PostgreSQL sessions busy (mean over the ${name} phase), by statement:`);
    for (const [statement, n] of load.postgresBusy) console.log(`  ${fmt(n, 2)}  ${statement}`);
  }
  console.log(`exits: ${r.exits.join(', ')}; requests refused by the fake Discord: ${r.rejectedByDiscord}`);
  for (const line of r.notable) console.log(`logged: ${line.slice(0, 240)}`);
}
