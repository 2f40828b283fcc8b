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

/** Shares that count: not revoked, and made by the server's current owner (over either dialect's tables). */
export function currentShareIn(tables: {
  claims: typeof claims | typeof pgClaims;
  shares: typeof shares | typeof pgShares;
}): SQL {
  const { claims, shares } = tables;
  return sql`(${shares.revokedAt} IS NULL AND EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.serverId} = ${shares.serverId} AND ${claims.guildId} = ${shares.ownerGuildId}))`;
}

const currentShare = currentShareIn({ claims, shares });

export interface ClaimInput {
  serverId: string;
  guildId: string;
  userId: string;
  how: ClaimHow;
}

export interface ShareInput {
  serverId: string;
  ownerGuildId: string;
  guildId: string;
  createdBy: string;
}

/**
 * Which guild owns which server, and with whom it shares them, on either database (src/db/README.md,
 * 1.). A claim made by a link, a release by an unlink and a share by a code run inside the
 * transaction of the step that causes them (links.ts, ownership.ts), through the helpers below.
 */
export interface Claims {
  ownerOf(serverId: string): Promise<Claim | undefined>;
  mayUse(guildId: string, serverId: string): Promise<boolean>;
  /**
   * Claims an unclaimed server for a guild. The primary key decides races: of two guilds claiming
   * at once, exactly one wins; the other gets `taken`.
   */
  claim(input: ClaimInput): Promise<'claimed' | 'owned' | 'taken'>;
  /** Ends a guild's claim and every share it made; returns the guilds whose shares ended. */
  release(serverId: string, guildId: string, by: string): Promise<string[] | undefined>;
  /** The owner lets another guild use a server; false when that guild already holds a share. */
  share(input: ShareInput): Promise<boolean>;
  /** Ends a share at once: the grantee's links stop working with the next thing they try. */
  unshare(input: { serverId: string; ownerGuildId: string; guildId: string; by: string }): Promise<boolean>;
  /** The current shares of one server, oldest first. */
  sharesOf(serverId: string): Promise<Share[]>;
  /** Current shares made by one owner guild (`/doctor`), or by every guild (`npm run doctor`). */
  currentShares(ownerGuildId?: string): Promise<Share[]>;
  /** Of these servers, those nobody has claimed. */
  unclaimed(serverIds: string[]): Promise<string[]>;
}

/** The outcome of `claim` from whether the insert took and who owns the server now. */
export function claimOutcome(
  inserted: boolean,
  owner: Claim | undefined,
  guildId: string,
): 'claimed' | 'owned' | 'taken' {
  if (inserted) return 'claimed';
  return owner?.guildId === guildId ? 'owned' : 'taken';
}

/** Of `serverIds`, those not among the claimed ones, in the order given. */
export function notClaimed(serverIds: string[], claimed: Array<{ serverId: string }>): string[] {
  const taken = new Set(claimed.map((c) => c.serverId));
  return serverIds.filter((id) => !taken.has(id));
}

// Synchronous steps on the database or a transaction: the SQLite repositories run them inside
// their own transactions (a claim and its first link commit together).

export function ownerOfIn(tx: Executor, serverId: string): Claim | undefined {
  return tx.select().from(claims).where(eq(claims.serverId, serverId)).get();
}

export function mayUseIn(tx: Executor, guildId: string, serverId: string): boolean {
  return tx.get<{ ok: number }>(sql`SELECT ${usableBy(guildId, serverId)} AS ok`).ok === 1;
}

export function claimIn(tx: Executor, input: ClaimInput): 'claimed' | 'owned' | 'taken' {
  const inserted = tx
    .insert(claims)
    .values({ serverId: input.serverId, guildId: input.guildId, claimedBy: input.userId, how: input.how })
    .onConflictDoNothing()
    .run().changes;
  return claimOutcome(inserted > 0, inserted > 0 ? undefined : ownerOfIn(tx, input.serverId), input.guildId);
}

export function releaseIn(tx: Executor, serverId: string, guildId: string, by: string): string[] | undefined {
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
}

export function shareIn(tx: Executor, input: ShareInput): boolean {
  return tx.insert(shares).values(input).onConflictDoNothing().run().changes > 0;
}

/** The SQLite repository: each method one synchronous statement or transaction. */
export function createClaims(db: Db): Claims {
  return {
    ownerOf: async (serverId) => ownerOfIn(db, serverId),
    mayUse: async (guildId, serverId) => mayUseIn(db, guildId, serverId),
    claim: async (input) => claimIn(db, input),
    release: async (serverId, guildId, by) => db.transaction((tx) => releaseIn(tx, serverId, guildId, by)),
    share: async (input) => shareIn(db, input),

    async unshare(input) {
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

    async sharesOf(serverId) {
      return db
        .select()
        .from(shares)
        .where(and(eq(shares.serverId, serverId), currentShare))
        .orderBy(asc(shares.id))
        .all();
    },

    async currentShares(ownerGuildId) {
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

    async unclaimed(serverIds) {
      if (serverIds.length === 0) return [];
      return notClaimed(
        serverIds,
        db
          .select({ serverId: claims.serverId })
          .from(claims)
          .where(inArray(claims.serverId, serverIds))
          .all(),
      );
    },
  };
}
