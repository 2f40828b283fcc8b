import { and, count, eq, gt, isNull, lt, max } from 'drizzle-orm';
import { lockFor, type PgExecutor } from './claims-postgres.js';
import {
  type Codes,
  codeLimitOf,
  hashCode,
  keepAfter,
  newCode,
  ofMember,
  openCodes,
  supersededBy,
} from './codes.js';
import type { PgDb } from './postgres.js';
import { oneTimeCodes } from './schema-postgres.js';

/**
 * Uses a code once inside the caller's transaction (ownership-postgres.ts). Of two uses at once,
 * the second waits for the first's row lock, then finds `used_at` set and changes nothing.
 */
export async function consumePg(tx: PgExecutor, hash: string, at: number): Promise<boolean> {
  const used = await tx
    .update(oneTimeCodes)
    .set({ usedAt: at })
    .where(and(eq(oneTimeCodes.hash, hash), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, at)))
    .returning({ hash: oneTimeCodes.hash });
  return used.length > 0;
}

/** The PostgreSQL twin of `createCodes` (codes.ts): the same queries, awaited. */
export function createPostgresCodes(db: PgDb, now: () => number = Date.now): Codes {
  return {
    async issue(input) {
      const at = now();
      const { code, expiresAt } = newCode(input, at);
      await db.transaction(async (tx) => {
        await tx.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, keepAfter(at)));
        // A guild's codes are counted and made one transaction at a time.
        await lockFor(tx, `codes:${input.guildId}`);
        const [last] = await tx
          .select({ at: max(oneTimeCodes.createdAt) })
          .from(oneTimeCodes)
          .where(ofMember(oneTimeCodes, input));
        if (input.kind === 'proof' && input.userId)
          await tx.delete(oneTimeCodes).where(supersededBy(oneTimeCodes, input, at));
        const counted = async (byMember: boolean) =>
          (
            await tx
              .select({ n: count() })
              .from(oneTimeCodes)
              .where(openCodes(oneTimeCodes, input, at, byMember))
          )[0]?.n ?? 0;
        const refused = codeLimitOf(input.kind, at, {
          lastAt: last?.at,
          ofMember: await counted(true),
          inGuild: await counted(false),
        });
        if (refused) throw refused;
        await tx.insert(oneTimeCodes).values({ ...input, hash: hashCode(code), createdAt: at, expiresAt });
      });
      return { code, expiresAt };
    },

    async find(code) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.hash, hashCode(code)));
      return row;
    },

    activeProof: (serverId, guildId, userId) =>
      db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.kind, 'proof'),
            eq(oneTimeCodes.serverId, serverId),
            eq(oneTimeCodes.guildId, guildId),
            eq(oneTimeCodes.userId, userId),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, now()),
          ),
        ),

    consume: (hash) => consumePg(db, hash, now()),

    isExpired: (row) => row.expiresAt <= now(),
  };
}
