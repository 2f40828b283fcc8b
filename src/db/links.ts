import { and, asc, eq, not, sql } from 'drizzle-orm';
import { type ClaimHow, createClaims, usableBy } from './claims.js';
import type { Db } from './open.js';
import { links } from './schema.js';

export type Link = typeof links.$inferSelect;
export type LinkState = 'active' | 'inactive' | 'broken';

export interface AlertFilters {
  categories: string[];
  types: string[];
  severities: string[];
  mentionRoleId: string | null;
  mentionSeverities: string[];
}

/**
 * Linking a server that another guild owns and has not shared with this one. Commands decide before
 * they link; this is the last line, so no code path can create a link a guild has no right to.
 */
export class NotPermittedError extends Error {
  constructor(guildId: string, serverId: string) {
    super(`guild ${guildId} may not use server ${serverId}: another guild owns it and has not shared it`);
    this.name = 'NotPermittedError';
  }
}

/** Only links whose guild may use their server (owner or current share): see `usableBy`. */
const usable = usableBy(links.guildId, links.serverId);

/**
 * Links between a guild's channels and the provider's servers. A guild reaches only the servers
 * linked to it that it may use (`usableBy`): every command resolves its `server` option through
 * here, and alerts are routed through here.
 */
export function createLinks(db: Db) {
  const claims = createClaims(db);
  const forGuild = (guildId: string): Link[] =>
    db
      .select()
      .from(links)
      .where(and(eq(links.guildId, guildId), usable))
      .orderBy(asc(links.id))
      .all();
  /** Every link whose guild may use its server, in linking order. */
  const all = (): Link[] => db.select().from(links).where(usable).orderBy(asc(links.id)).all();
  // Prepared once: the dispatcher reads a server's links for every batch of events.
  const byServer = db
    .select()
    .from(links)
    .where(and(eq(links.serverId, sql.placeholder('serverId')), usable))
    .orderBy(asc(links.id))
    .prepare();

  return {
    /**
     * Links (or links again) a server to a channel. Linking again makes a broken or inactive link
     * active, and replaces its filters when given. The first link of an unclaimed server claims it
     * for the guild: `claim` records on what grounds (`trusted` unless said; `/link` decides whether
     * the guild may claim before it links). A guild that may not use a claimed server gets
     * `NotPermittedError`.
     */
    link(input: {
      guildId: string;
      channelId: string;
      serverId: string;
      createdBy: string;
      filters?: Partial<AlertFilters>;
      claim?: Exclude<ClaimHow, 'migration'>;
    }): {
      link: Link;
      created: boolean;
      /** This link made the guild the server's owner. */
      claimed: boolean;
    } {
      return db.transaction((tx) => {
        const claimed =
          !claims.ownerOf(input.serverId, tx) &&
          claims.claim(
            {
              serverId: input.serverId,
              guildId: input.guildId,
              userId: input.createdBy,
              how: input.claim ?? 'trusted',
            },
            tx,
          ) === 'claimed';
        if (!claimed && !claims.mayUse(input.guildId, input.serverId, tx)) {
          throw new NotPermittedError(input.guildId, input.serverId);
        }
        const existing = tx
          .select()
          .from(links)
          .where(
            and(
              eq(links.guildId, input.guildId),
              eq(links.channelId, input.channelId),
              eq(links.serverId, input.serverId),
            ),
          )
          .get();
        if (existing) {
          const link = tx
            .update(links)
            .set({ state: 'active', stateReason: null, ...input.filters })
            .where(eq(links.id, existing.id))
            .returning()
            .get();
          return { link, created: false, claimed };
        }
        const link = tx
          .insert(links)
          .values({
            guildId: input.guildId,
            channelId: input.channelId,
            serverId: input.serverId,
            createdBy: input.createdBy,
            ...input.filters,
          })
          .returning()
          .get();
        return { link, created: true, claimed };
      });
    },

    /**
     * Removes the server's links in this guild (only the given channel's, when named). Removing the
     * owner's last link releases its claim and ends the shares it made, in the same transaction.
     */
    unlink(input: {
      guildId: string;
      serverId: string;
      channelId?: string | undefined;
      /** Who unlinked: recorded on the shares a release ends. */
      by?: string;
    }): { removed: number; released: boolean; sharesEnded: string[] } {
      return db.transaction((tx) => {
        const conditions = [eq(links.guildId, input.guildId), eq(links.serverId, input.serverId)];
        if (input.channelId) conditions.push(eq(links.channelId, input.channelId));
        const removed = tx
          .delete(links)
          .where(and(...conditions))
          .run().changes;
        const left = tx
          .select({ id: links.id })
          .from(links)
          .where(and(eq(links.guildId, input.guildId), eq(links.serverId, input.serverId)))
          .get();
        const ended =
          removed > 0 && !left
            ? claims.release(input.serverId, input.guildId, input.by ?? 'unlink', tx)
            : undefined;
        return { removed, released: ended !== undefined, sharesEnded: ended ?? [] };
      });
    },

    /** The first channel linked in each guild (by linking order): where guild-wide notices go. */
    firstChannelPerGuild(): Array<{ guildId: string; channelId: string }> {
      const firsts = new Map<string, string>();
      for (const row of all()) {
        if (!firsts.has(row.guildId)) firsts.set(row.guildId, row.channelId);
      }
      return [...firsts].map(([guildId, channelId]) => ({ guildId, channelId }));
    },

    /** The first channel linked in one guild, if it has any. */
    firstChannel(guildId: string): string | undefined {
      return forGuild(guildId)[0]?.channelId;
    },

    forGuild,

    /** Links of this guild it may no longer use (a share ended): shown in `/links` with why, nothing else. */
    unusableForGuild(guildId: string): Link[] {
      return db
        .select()
        .from(links)
        .where(and(eq(links.guildId, guildId), not(usable)))
        .orderBy(asc(links.id))
        .all();
    },

    all,

    forServer(serverId: string): Link[] {
      return byServer.all({ serverId });
    },

    /** The distinct servers linked in a guild (or in one of its channels), in linking order. */
    serverIds(guildId: string, channelId?: string): string[] {
      const rows = forGuild(guildId).filter((l) => channelId === undefined || l.channelId === channelId);
      return [...new Set(rows.map((l) => l.serverId))];
    },

    isLinked(guildId: string, serverId: string): boolean {
      return (
        db
          .select({ id: links.id })
          .from(links)
          .where(and(eq(links.guildId, guildId), eq(links.serverId, serverId), usable))
          .get() !== undefined
      );
    },

    setState(linkId: number, state: LinkState, reason: string | null = null): void {
      db.update(links).set({ state, stateReason: reason }).where(eq(links.id, linkId)).run();
    },

    setServerState(serverId: string, state: LinkState, reason: string | null = null): number {
      return db.update(links).set({ state, stateReason: reason }).where(eq(links.serverId, serverId)).run()
        .changes;
    },
  };
}

export type Links = ReturnType<typeof createLinks>;
