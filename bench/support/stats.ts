import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export function pct(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function median(values: number[]): number {
  return pct(values, 50);
}

export function fmt(n: number, digits = 1): string {
  return Number.isFinite(n) ? n.toFixed(digits) : 'n/a';
}

/** `1,234` */
export function thousands(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

export function mb(kb: number | undefined): string {
  return kb === undefined ? 'n/a' : `${(kb / 1024).toFixed(1)} MB`;
}

/** A field of /proc/<pid>/status in kB (Linux only; undefined elsewhere or once the process is gone). */
export function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (user + system) a process used so far, in ms (Linux only; NaN elsewhere); with `thread`,
 * only that thread's (the process id is its main thread, the one running JavaScript).
 */
export function procCpuMs(pid: number, thread?: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux), after the name.
    const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The first line of every benchmark: what ran where, and how busy the machine was. */
export function machineLine(): string {
  const [one, five] = loadavg();
  return `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${fmt(one!, 2)} (1 min) ${fmt(five!, 2)} (5 min)`;
}

export function loadLine(): string {
  const [one] = loadavg();
  return `load average now ${fmt(one!, 2)}`;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The RSS of a node process that loads nothing: the floor under hostcord's figure. */
export async function emptyNodeRss(): Promise<number | undefined> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await sleep(1000);
  const kb = procStatusKb(child.pid ?? -1, 'VmRSS');
  child.kill();
  await new Promise((resolve) => child.once('exit', resolve));
  return kb;
}

/**
 * CPU time (user + system) of a process and its children, in ms (Linux only; NaN elsewhere): its
 * own, that of the children it already reaped (fields 16 and 17), and that of those still running
 * (PostgreSQL's backends are the postmaster's children, one per connection).
 */
export function procTreeCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    let ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const child = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
        // Field 4, the parent's id, is the second after the name.
        if (Number(child[1]) === pid) ticks += Number(child[11]) + Number(child[12]);
      } catch {
        // Ended meanwhile: its time is now in the parent's reaped fields (or will be).
      }
    }
    return ticks * 10;
  } catch {
    return Number.NaN;
  }
}
