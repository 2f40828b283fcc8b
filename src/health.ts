/**
 * `/healthz` is assembled from checks that each part registers (database, intake, Discord, …), so
 * the HTTP layer knows nothing of the parts and a later part adds itself without touching it.
 */
export interface CheckResult {
  ok: boolean;
  [detail: string]: unknown;
}

export type HealthCheck = () => CheckResult;

export function createHealth() {
  const checks = new Map<string, HealthCheck>();
  return {
    register(name: string, check: HealthCheck): void {
      checks.set(name, check);
    },
    report(): { ok: boolean; checks: Record<string, CheckResult> } {
      const results: Record<string, CheckResult> = {};
      for (const [name, check] of checks) {
        try {
          results[name] = check();
        } catch (err) {
          results[name] = { ok: false, error: err instanceof Error ? err.message : String(err) };
        }
      }
      return { ok: Object.values(results).every((r) => r.ok), checks: results };
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
