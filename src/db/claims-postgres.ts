import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type Claim,
  type ClaimInput,
  type Claims,
  claimOutcome,
  currentShareIn,
  notClaimed,
  type ShareInput,
  usableByIn,
} from './claims.js';
import type { PgDb } from './postgres.js';
import { claims, shares } from './schema-postgres.js';

/** A transaction of the pool: the steps below run inside the caller's unit of work. */
export type PgTx = Parameters<Parameters<PgDb['transaction']>[0]>[0];
/** The pool or a transaction on it. */
export type PgExecutor = PgDb | PgTx;

const currentShare = currentShareIn({ claims, shares });

/**
 * Makes the transaction's count-then-write steps for `key` (a guild's boards, a member's codes) run
 * one transaction at a time: READ COMMITTED lets two transactions count the same rows and both
 * insert, passing a limit (src/limits.ts) together. Held until the transaction ends.
 */
export async function lockFor(tx: PgTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

// The steps of claims.ts's synchronous helpers, awaited: links-postgres.ts and ownership-postgres.ts
// run them inside their transactions.

export async function ownerOfPg(tx: PgExecutor, serverId: string): Promise<Claim | undefined> {
  const [claim] = await tx.select().from(claims).where(eq(claims.serverId, serverId));
  return claim;
}

export async function mayUsePg(tx: PgExecutor, guildId: string, serverId: string): Promise<boolean> {
  // A raw boolean expression comes back as true/false here (1/0 on SQLite).
  const { rows } = await tx.execute<{ ok: boolean }>(
    sql`SELECT ${usableByIn({ claims, shares }, guildId, serverId)} AS ok`,
  );
  return rows[0]?.ok === true;
}

/**
 * The primary key decides: a second guild's insert waits for the first one's commit, then does
 * nothing, and (READ COMMITTED: each statement sees what committed before it) reads the winner.
 */
export async function claimPg(tx: PgExecutor, input: ClaimInput): Promise<'claimed' | 'owned' | 'taken'> {
  const inserted = await tx
    .insert(claims)
    .values({ serverId: input.serverId, guildId: input.guildId, claimedBy: input.userId, how: input.how })
    .onConflictDoNothing()
    .returning({ serverId: claims.serverId });
  const won = inserted.length > 0;
  return claimOutcome(won, won ? undefined : await ownerOfPg(tx, input.serverId), input.guildId);
}

export async function releasePg(
  tx: PgExecutor,
  serverId: string,
  guildId: string,
  by: string,
): Promise<string[] | undefined> {
  const removed = await tx
    .delete(claims)
    .where(and(eq(claims.serverId, serverId), eq(claims.guildId, guildId)))
    .returning({ serverId: claims.serverId });
  if (removed.length === 0) return undefined;
  const ended = await tx
    .update(shares)
    .set({ revokedAt: Date.now(), revokedBy: by })
    .where(and(eq(shares.serverId, serverId), eq(shares.ownerGuildId, guildId), isNull(shares.revokedAt)))
    .returning({ guildId: shares.guildId });
  return ended.map((s) => s.guildId);
}

export async function sharePg(tx: PgExecutor, input: ShareInput): Promise<boolean> {
  const inserted = await tx.insert(shares).values(input).onConflictDoNothing().returning({ id: shares.id });
  return inserted.length > 0;
}

/** The PostgreSQL twin of `createClaims` (claims.ts): the same queries, awaited. */
export function createPostgresClaims(db: PgDb): Claims {
  return {
    ownerOf: (serverId) => ownerOfPg(db, serverId),
    mayUse: (guildId, serverId) => mayUsePg(db, guildId, serverId),
    claim: (input) => claimPg(db, input),
    release: (serverId, guildId, by) => db.transaction((tx) => releasePg(tx, serverId, guildId, by)),
    share: (input) => sharePg(db, input),

    async unshare(input) {
      const ended = await db
        .update(shares)
        .set({ revokedAt: Date.now(), revokedBy: input.by })
        .where(
          and(
            eq(shares.serverId, input.serverId),
            eq(shares.ownerGuildId, input.ownerGuildId),
            eq(shares.guildId, input.guildId),
            isNull(shares.revokedAt),
          ),
        )
        .returning({ id: shares.id });
      return ended.length > 0;
    },

    sharesOf: (serverId) =>
      db
        .select()
        .from(shares)
        .where(and(eq(shares.serverId, serverId), currentShare))
        .orderBy(asc(shares.id)),

    currentShares: (ownerGuildId) =>
      db
        .select()
        .from(shares)
        .where(
          ownerGuildId === undefined
            ? currentShare
            : and(eq(shares.ownerGuildId, ownerGuildId), currentShare),
        )
        .orderBy(asc(shares.serverId), asc(shares.id)),

    async unclaimed(serverIds) {
      if (serverIds.length === 0) return [];
      return notClaimed(
        serverIds,
        await db
          .select({ serverId: claims.serverId })
          .from(claims)
          .where(inArray(claims.serverId, serverIds)),
      );
    },
  };
}
