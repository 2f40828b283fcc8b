import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

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
  return `${host}:${pid}:${random}`;
}
