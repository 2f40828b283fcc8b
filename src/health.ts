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

export function createHealth(identity?: HealthIdentity) {
  const checks = new Map<string, HealthCheck>();
  return {
    register(name: string, check: HealthCheck): void {
      checks.set(name, check);
    },
    report(): HealthReport {
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
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
