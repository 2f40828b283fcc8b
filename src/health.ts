import { settleWithin } from './settle.js';

/**
 * `/healthz` is assembled from checks that each part registers (database, intake, Discord, …), so
 * the HTTP layer knows nothing of the parts and a later part adds itself without touching it.
 */
export interface CheckResult {
  ok: boolean;
  [detail: string]: unknown;
}

export type HealthCheck = () => CheckResult;

/** Which instance answers, and the gateway shards it runs: several instances answer one address. */
export interface HealthIdentity {
  instance: string;
  /** Read at each report: with SHARD_COUNT=auto the count is known once logged in. */
  shards: () => { count: number | 'auto'; ids?: number[] };
}

export interface HealthReport {
  ok: boolean;
  instance?: string;
  shards?: { count: number | 'auto'; ids?: number[] };
  checks: Record<string, CheckResult>;
}

/** How long `/healthz` waits for figures read from the database before it answers with the last ones. */
const REFRESH_WAIT_MS = 1000;

export function createHealth(identity?: HealthIdentity) {
  const checks = new Map<string, HealthCheck>();
  const refreshers = new Map<string, () => Promise<unknown>>();

  function report(): HealthReport {
    const results: Record<string, CheckResult> = {};
    for (const [name, check] of checks) {
      try {
        results[name] = check();
      } catch (err) {
        results[name] = { ok: false, error: err instanceof Error ? err.message : String(err) };
      }
    }
    const ok = Object.values(results).every((r) => r.ok);
    if (!identity) return { ok, checks: results };
    return { ok, instance: identity.instance, shards: identity.shards(), checks: results };
  }

  return {
    /**
     * A check is synchronous; one that shows figures read from the database keeps the last ones
     * read and gives `refresh`, which `fresh` awaits before reporting.
     */
    register(name: string, check: HealthCheck, refresh?: () => Promise<unknown>): void {
      checks.set(name, check);
      if (refresh) refreshers.set(name, refresh);
      else refreshers.delete(name);
    },
    /**
     * The report after the checks' figures were read again (`/healthz`), waiting at most a second:
     * a database that does not answer leaves the last figures, and its own check says why.
     */
    async fresh(): Promise<HealthReport> {
      await settleWithin(
        [...refreshers.values()].map((refresh) => Promise.resolve().then(refresh)),
        REFRESH_WAIT_MS,
      );
      return report();
    },
    report,
  };
}

export type Health = ReturnType<typeof createHealth>;
