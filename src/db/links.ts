import { and, asc, eq } from 'drizzle-orm';
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
 * Links between a guild's channels and the provider's servers. A guild reaches only the servers
 * linked to it: every command resolves its `server` option through here.
 */
export function createLinks(db: Db) {
  const forGuild = (guildId: string): Link[] =>
    db.select().from(links).where(eq(links.guildId, guildId)).orderBy(asc(links.id)).all();

  return {
    /**
     * Links (or links again) a server to a channel. Linking again makes a broken or inactive link
     * active, and replaces its filters when given.
     */
    link(input: {
      guildId: string;
      channelId: string;
      serverId: string;
      createdBy: string;
      filters?: Partial<AlertFilters>;
    }): {
      link: Link;
      created: boolean;
    } {
      return db.transaction((tx) => {
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
          return { link, created: false };
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
        return { link, created: true };
      });
    },

    /** Removes the server's links in this guild (only the given channel's, when named). */
    unlink(input: { guildId: string; serverId: string; channelId?: string | undefined }): number {
      const conditions = [eq(links.guildId, input.guildId), eq(links.serverId, input.serverId)];
      if (input.channelId) conditions.push(eq(links.channelId, input.channelId));
      return db
        .delete(links)
        .where(and(...conditions))
        .run().changes;
    },

    /** The first channel linked in each guild (by linking order): where guild-wide notices go. */
    firstChannelPerGuild(): Array<{ guildId: string; channelId: string }> {
      const firsts = new Map<string, string>();
      for (const row of db.select().from(links).orderBy(asc(links.id)).all()) {
        if (!firsts.has(row.guildId)) firsts.set(row.guildId, row.channelId);
      }
      return [...firsts].map(([guildId, channelId]) => ({ guildId, channelId }));
    },

    forGuild,

    forServer(serverId: string): Link[] {
      return db.select().from(links).where(eq(links.serverId, serverId)).orderBy(asc(links.id)).all();
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
          .where(and(eq(links.guildId, guildId), eq(links.serverId, serverId)))
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
