import { eq, lt } from 'drizzle-orm';
import { type Cooldowns, POWER_COOLDOWN_MS, remainingOf } from './cooldowns.js';
import type { PgDb } from './postgres.js';
import { cooldowns } from './schema-postgres.js';

/** The PostgreSQL twin of `createCooldowns` (cooldowns.ts). */
export function createPostgresCooldowns(
  db: PgDb,
  now: () => number = Date.now,
  windowMs = POWER_COOLDOWN_MS,
): Cooldowns {
  return {
    async remainingMs(key, origin) {
      const [row] = await db.select().from(cooldowns).where(eq(cooldowns.key, key));
      return remainingOf(row, origin, now());
    },
    async start(key, origin) {
      const at = now();
      const values = { until: at + windowMs, origin };
      await db.transaction(async (tx) => {
        await tx.delete(cooldowns).where(lt(cooldowns.until, at));
        await tx
          .insert(cooldowns)
          .values({ key, ...values })
          .onConflictDoUpdate({ target: cooldowns.key, set: values });
      });
    },
  };
}
