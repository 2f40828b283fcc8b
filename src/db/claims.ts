import { and, asc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { claims, shares } from './schema.js';
import type { claims as pgClaims, shares as pgShares } from './schema-postgres.js';
import { all, type Executor, get, raw, run, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type Claim = typeof claims.$inferSelect;
export type Share = typeof shares.$inferSelect;
/** trusted: linked by a trusted guild · proof: code found in the server's name · migration: older links */
export type ClaimHow = 'trusted' | 'proof' | 'migration';

export type { Executor } from './sql.js';

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
 * transaction of the step that causes them (links.ts, ownership.ts), through the steps below.
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

// Steps of the units of work: links.ts and ownership.ts run them inside their transactions.

export function* ownerOfIn(db: Executor, t: Tables, serverId: string): Unit<Claim | undefined> {
  return yield* get(db.select().from(t.claims).where(eq(t.claims.serverId, serverId)));
}

export function* mayUseIn(_db: Executor, t: Tables, guildId: string, serverId: string): Unit<boolean> {
  // A raw boolean expression comes back as 1/0 on SQLite, true/false on PostgreSQL.
  const [row] = yield* raw<{ ok: number | boolean }>(sql`SELECT ${usableByIn(t, guildId, serverId)} AS ok`);
  return row?.ok === 1 || row?.ok === true;
}

/**
 * The primary key decides: on PostgreSQL a second guild's insert waits for the first one's commit,
 * then does nothing, and (READ COMMITTED: each statement sees what committed before it) reads the
 * winner.
 */
export function* claimIn(db: Executor, t: Tables, input: ClaimInput): Unit<'claimed' | 'owned' | 'taken'> {
  const inserted = yield* run(
    db
      .insert(t.claims)
      .values({ serverId: input.serverId, guildId: input.guildId, claimedBy: input.userId, how: input.how })
      .onConflictDoNothing(),
  );
  const owner = inserted > 0 ? undefined : yield* ownerOfIn(db, t, input.serverId);
  return claimOutcome(inserted > 0, owner, input.guildId);
}

export function* releaseIn(
  db: Executor,
  t: Tables,
  serverId: string,
  guildId: string,
  by: string,
): Unit<string[] | undefined> {
  const { claims, shares } = t;
  const removed = yield* run(
    db.delete(claims).where(and(eq(claims.serverId, serverId), eq(claims.guildId, guildId))),
  );
  if (removed === 0) return undefined;
  const ended = yield* all(
    db
      .update(shares)
      .set({ revokedAt: Date.now(), revokedBy: by })
      .where(and(eq(shares.serverId, serverId), eq(shares.ownerGuildId, guildId), isNull(shares.revokedAt)))
      .returning({ guildId: shares.guildId }),
  );
  return ended.map((s) => s.guildId);
}

export function* shareIn(db: Executor, t: Tables, input: ShareInput): Unit<boolean> {
  return (yield* run(db.insert(t.shares).values(input).onConflictDoNothing())) > 0;
}

export function createClaims(database: SqlOrDb): Claims {
  const store = sqlOf(database);
  const { db, t } = store;
  const { claims, shares } = t;
  const currentShare = currentShareIn(t);
  return {
    ownerOf: (serverId) => store.steps((db) => ownerOfIn(db, t, serverId)),
    mayUse: (guildId, serverId) => store.steps((db) => mayUseIn(db, t, guildId, serverId)),
    claim: (input) => store.steps((db) => claimIn(db, t, input)),
    release: (serverId, guildId, by) => store.transaction((tx) => releaseIn(tx, t, serverId, guildId, by)),
    share: (input) => store.steps((db) => shareIn(db, t, input)),

    async unshare(input) {
      const ended = await store.run(
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
          ),
      );
      return ended > 0;
    },

    sharesOf: (serverId) =>
      store.all(
        db
          .select()
          .from(shares)
          .where(and(eq(shares.serverId, serverId), currentShare))
          .orderBy(asc(shares.id)),
      ),

    currentShares: (ownerGuildId) =>
      store.all(
        db
          .select()
          .from(shares)
          .where(
            ownerGuildId === undefined
              ? currentShare
              : and(eq(shares.ownerGuildId, ownerGuildId), currentShare),
          )
          .orderBy(asc(shares.serverId), asc(shares.id)),
      ),

    async unclaimed(serverIds) {
      if (serverIds.length === 0) return [];
      const claimed = await store.all(
        db.select({ serverId: claims.serverId }).from(claims).where(inArray(claims.serverId, serverIds)),
      );
      return notClaimed(serverIds, claimed);
    },
  };
}
