import { and, asc, eq, not, sql } from 'drizzle-orm';
import { type ClaimHow, claimIn, type Executor, mayUseIn, ownerOfIn, releaseIn, usableBy } from './claims.js';
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

export interface LinkInput {
  guildId: string;
  channelId: string;
  serverId: string;
  createdBy: string;
  filters?: Partial<AlertFilters>;
  claim?: Exclude<ClaimHow, 'migration'>;
}

export interface LinkResult {
  link: Link;
  created: boolean;
  /** This link made the guild the server's owner. */
  claimed: boolean;
}

export interface UnlinkInput {
  guildId: string;
  serverId: string;
  channelId?: string | undefined;
  /** Who unlinked: recorded on the shares a release ends. */
  by?: string;
}

export interface UnlinkResult {
  removed: number;
  released: boolean;
  sharesEnded: string[];
}

/**
 * Links between a guild's channels and the provider's servers, on either database (src/db/README.md,
 * 1.). A guild reaches only the servers linked to it that it may use (`usableBy`): every command
 * resolves its `server` option through here, and alerts are routed through here.
 */
export interface Links {
  /**
   * Links (or links again) a server to a channel. Linking again makes a broken or inactive link
   * active, and replaces its filters when given. The first link of an unclaimed server claims it
   * for the guild, in the same transaction: `claim` records on what grounds (`trusted` unless said;
   * `/link` decides whether the guild may claim before it links). A guild that may not use a
   * claimed server gets `NotPermittedError`; of two guilds linking an unclaimed server at once,
   * one claims it and the other gets `NotPermittedError`.
   */
  link(input: LinkInput): Promise<LinkResult>;
  /**
   * Removes the server's links in this guild (only the given channel's, when named). Removing the
   * owner's last link releases its claim and ends the shares it made, in the same transaction.
   */
  unlink(input: UnlinkInput): Promise<UnlinkResult>;
  /** The first channel linked in each guild (by linking order): where guild-wide notices go. */
  firstChannelPerGuild(): Promise<Array<{ guildId: string; channelId: string }>>;
  /** The first channel linked in one guild, if it has any. */
  firstChannel(guildId: string): Promise<string | undefined>;
  forGuild(guildId: string): Promise<Link[]>;
  /** Links of this guild it may no longer use (a share ended): shown in `/links` with why, nothing else. */
  unusableForGuild(guildId: string): Promise<Link[]>;
  /** Every link whose guild may use its server, in linking order. */
  all(): Promise<Link[]>;
  forServer(serverId: string): Promise<Link[]>;
  /** The distinct servers linked in a guild (or in one of its channels), in linking order. */
  serverIds(guildId: string, channelId?: string): Promise<string[]>;
  isLinked(guildId: string, serverId: string): Promise<boolean>;
  setState(linkId: number, state: LinkState, reason?: string | null): Promise<void>;
  setServerState(serverId: string, state: LinkState, reason?: string | null): Promise<number>;
}

/** The first channel of each guild among links in linking order. */
export function firstChannels(rows: Link[]): Array<{ guildId: string; channelId: string }> {
  const firsts = new Map<string, string>();
  for (const row of rows) {
    if (!firsts.has(row.guildId)) firsts.set(row.guildId, row.channelId);
  }
  return [...firsts].map(([guildId, channelId]) => ({ guildId, channelId }));
}

/** The distinct servers of links in linking order, only those of one channel when given. */
export function distinctServerIds(rows: Link[], channelId?: string): string[] {
  const inChannel = rows.filter((l) => channelId === undefined || l.channelId === channelId);
  return [...new Set(inChannel.map((l) => l.serverId))];
}

/**
 * A server's usable links, read by a statement prepared once: the dispatcher asks for every batch
 * of events, synchronously inside its SQLite transaction (pipeline/3-dispatch/routing.ts).
 */
export function prepareLinksByServer(db: Db): (serverId: string) => Link[] {
  return prepareLinksOf(db, links.serverId);
}

/** The usable links whose `column` holds a value, in linking order, by a statement prepared once. */
function prepareLinksOf(
  db: Db,
  column: typeof links.serverId | typeof links.guildId,
): (value: string) => Link[] {
  const statement = db
    .select()
    .from(links)
    .where(and(eq(column, sql.placeholder('value')), usable))
    .orderBy(asc(links.id))
    .prepare();
  return (value) => statement.all({ value });
}

/**
 * A link with the claim it makes, inside the caller's transaction (ownership.ts runs it with a
 * code's use): see `Links.link`.
 */
export function linkIn(tx: Executor, input: LinkInput): LinkResult {
  const claimed =
    !ownerOfIn(tx, input.serverId) &&
    claimIn(tx, {
      serverId: input.serverId,
      guildId: input.guildId,
      userId: input.createdBy,
      how: input.claim ?? 'trusted',
    }) === 'claimed';
  if (!claimed && !mayUseIn(tx, input.guildId, input.serverId)) {
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
}

/** The SQLite repository: each method one synchronous statement or transaction. */
export function createLinks(db: Db): Links {
  // Prepared once: every board render and every refresh of a few servers reads it for each board.
  const forGuild = prepareLinksOf(db, links.guildId);
  const all = (): Link[] => db.select().from(links).where(usable).orderBy(asc(links.id)).all();
  const byServer = prepareLinksByServer(db);

  return {
    link: async (input) => db.transaction((tx) => linkIn(tx, input)),

    async unlink(input) {
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
            ? releaseIn(tx, input.serverId, input.guildId, input.by ?? 'unlink')
            : undefined;
        return { removed, released: ended !== undefined, sharesEnded: ended ?? [] };
      });
    },

    firstChannelPerGuild: async () => firstChannels(all()),
    firstChannel: async (guildId) => forGuild(guildId)[0]?.channelId,
    forGuild: async (guildId) => forGuild(guildId),

    async unusableForGuild(guildId) {
      return db
        .select()
        .from(links)
        .where(and(eq(links.guildId, guildId), not(usable)))
        .orderBy(asc(links.id))
        .all();
    },

    all: async () => all(),
    forServer: async (serverId) => byServer(serverId),
    serverIds: async (guildId, channelId) => distinctServerIds(forGuild(guildId), channelId),

    async isLinked(guildId, serverId) {
      return (
        db
          .select({ id: links.id })
          .from(links)
          .where(and(eq(links.guildId, guildId), eq(links.serverId, serverId), usable))
          .get() !== undefined
      );
    },

    async setState(linkId, state, reason = null) {
      db.update(links).set({ state, stateReason: reason }).where(eq(links.id, linkId)).run();
    },

    async setServerState(serverId, state, reason = null) {
      return db.update(links).set({ state, stateReason: reason }).where(eq(links.serverId, serverId)).run()
        .changes;
    },
  };
}
