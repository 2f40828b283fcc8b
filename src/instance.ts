import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** The ids made in this process (tests run several apps in one). */
const ours = new Set<string>();

/**
 * Names one running hostcord, made once at start: `hostname:pid:random6`. The host and pid say where
 * to look; the random part tells apart two runs with the same pid (a container restarted as pid 1).
 * In the start log line, in `/healthz` (`instance`) and as a label of every `/metrics` series.
 */
export function createInstanceId(
  host: string = hostname(),
  pid: number = process.pid,
  random: string = randomBytes(3).toString('hex'),
): string {
  const id = `${host}:${pid}:${random}`;
  if (pid === process.pid) ours.add(id);
  return id;
}

/**
 * True when `holder` (an instance id) names a process of this host that no longer runs: its pid is
 * gone, or it is this process's pid under an id this process never made (a container restarted as
 * pid 1 after a crash). A holder of another host, or a pid that runs (perhaps reused by something
 * else), is not judged: its lease runs out as usual.
 */
export function isGoneHere(holder: string, host: string = hostname()): boolean {
  const match = /^(.*):(\d+):([0-9a-f]+)$/.exec(holder);
  if (!match || match[1] !== host) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return !ours.has(holder);
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
