import type { RunResult } from 'better-sqlite3';
import { and, asc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { Db } from './open.js';
import type * as schema from './schema.js';
import { claims, shares } from './schema.js';
import type { claims as pgClaims, shares as pgShares } from './schema-postgres.js';

export type Claim = typeof claims.$inferSelect;
export type Share = typeof shares.$inferSelect;
/** trusted: linked by a trusted guild · proof: code found in the server's name · migration: older links */
export type ClaimHow = 'trusted' | 'proof' | 'migration';

/** The database or a transaction on it: claim changes run inside the link that causes them. */
export type Executor = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

/**
 * THE rule of who may use a server: guild G may use server S when G owns S's claim, or holds an
 * active share made by S's current owner. Every way from a guild to a server (commands, buttons,
 * autocomplete, lists, alerts, doctor) goes through this one predicate, so a link row alone — left
 * over after a share ended, or written by a bug — grants nothing.
 */
export function usableBy(guildId: SQLWrapper | string, serverId: SQLWrapper | string): SQL {
  return usableByIn({ claims, shares }, guildId, serverId);
}

/** The same rule over either dialect's tables (the PostgreSQL repositories use it with theirs). */
export function usableByIn(
  tables: { claims: typeof claims | typeof pgClaims; shares: typeof shares | typeof pgShares },
  guildId: SQLWrapper | string,
  serverId: SQLWrapper | string,
): SQL {
  const { claims, shares } = tables;
  return sql`(EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.serverId} = ${serverId} AND ${claims.guildId} = ${guildId}) OR EXISTS (SELECT 1 FROM ${shares} JOIN ${claims} ON ${claims.serverId} = ${shares.serverId} AND ${claims.guildId} = ${shares.ownerGuildId} WHERE ${shares.serverId} = ${serverId} AND ${shares.guildId} = ${guildId} AND ${shares.revokedAt} IS NULL))`;
}

/** Shares that count: not revoked, and made by the server's current owner. */
const currentShare = and(
  isNull(shares.revokedAt),
  sql`EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.serverId} = ${shares.serverId} AND ${claims.guildId} = ${shares.ownerGuildId})`,
);

/**
 * Which guild owns which server, and with whom it shares them. Write operations take an optional
 * executor so they join the caller's transaction (a claim and its first link commit together).
 */
export function createClaims(db: Db) {
  const ownerOf = (serverId: string, tx: Executor = db): Claim | undefined =>
    tx.select().from(claims).where(eq(claims.serverId, serverId)).get();

  return {
    ownerOf,

    mayUse(guildId: string, serverId: string, tx: Executor = db): boolean {
      return tx.get<{ ok: number }>(sql`SELECT ${usableBy(guildId, serverId)} AS ok`).ok === 1;
    },

    /**
     * Claims an unclaimed server for a guild. The primary key decides races: of two guilds claiming
     * at once, exactly one wins; the other gets `taken`.
     */
    claim(
      input: { serverId: string; guildId: string; userId: string; how: ClaimHow },
      tx: Executor = db,
    ): 'claimed' | 'owned' | 'taken' {
      const inserted = tx
        .insert(claims)
        .values({ serverId: input.serverId, guildId: input.guildId, claimedBy: input.userId, how: input.how })
        .onConflictDoNothing()
        .run().changes;
      if (inserted > 0) return 'claimed';
      return ownerOf(input.serverId, tx)?.guildId === input.guildId ? 'owned' : 'taken';
    },

    /** Ends a guild's claim and every share it made; returns the guilds whose shares ended. */
    release(serverId: string, guildId: string, by: string, tx: Executor = db): string[] | undefined {
      const removed = tx
        .delete(claims)
        .where(and(eq(claims.serverId, serverId), eq(claims.guildId, guildId)))
        .run().changes;
      if (removed === 0) return undefined;
      return tx
        .update(shares)
        .set({ revokedAt: Date.now(), revokedBy: by })
        .where(and(eq(shares.serverId, serverId), eq(shares.ownerGuildId, guildId), isNull(shares.revokedAt)))
        .returning({ guildId: shares.guildId })
        .all()
        .map((s) => s.guildId);
    },

    /** The owner lets another guild use a server; false when that guild already holds a share. */
    share(
      input: { serverId: string; ownerGuildId: string; guildId: string; createdBy: string },
      tx: Executor = db,
    ): boolean {
      return tx.insert(shares).values(input).onConflictDoNothing().run().changes > 0;
    },

    /** Ends a share at once: the grantee's links stop working with the next thing they try. */
    unshare(input: { serverId: string; ownerGuildId: string; guildId: string; by: string }): boolean {
      return (
        db
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
          .run().changes > 0
      );
    },

    /** The current shares of one server, oldest first. */
    sharesOf(serverId: string): Share[] {
      return db
        .select()
        .from(shares)
        .where(and(eq(shares.serverId, serverId), currentShare))
        .orderBy(asc(shares.id))
        .all();
    },

    /** Current shares made by one owner guild (`/doctor`), or by every guild (`npm run doctor`). */
    currentShares(ownerGuildId?: string): Share[] {
      return db
        .select()
        .from(shares)
        .where(
          ownerGuildId === undefined
            ? currentShare
            : and(eq(shares.ownerGuildId, ownerGuildId), currentShare),
        )
        .orderBy(asc(shares.serverId), asc(shares.id))
        .all();
    },

    /** Of these servers, those nobody has claimed. */
    unclaimed(serverIds: string[]): string[] {
      if (serverIds.length === 0) return [];
      const claimed = new Set(
        db
          .select({ serverId: claims.serverId })
          .from(claims)
          .where(inArray(claims.serverId, serverIds))
          .all()
          .map((c) => c.serverId),
      );
      return serverIds.filter((id) => !claimed.has(id));
    },
  };
}

export type Claims = ReturnType<typeof createClaims>;
