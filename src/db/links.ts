import { and, asc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { FilterLists } from '../alert-filters.js';
import { type ClaimHow, claimIn, mayUseIn, ownerOfIn, releaseIn, usableByIn } from './claims.js';
import type { links } from './schema.js';
import * as schema from './schema.js';
import { type Executor, get, run, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type Link = typeof links.$inferSelect;
export type LinkState = 'active' | 'inactive' | 'broken';

/** A link's alert settings: its filter lists (src/alert-filters.ts) and whom its alerts mention. */
export interface AlertFilters extends FilterLists {
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
const usableOf = (t: Tables): SQL => usableByIn(t, t.links.guildId, t.links.serverId);

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
  /** The usable links of these servers, in linking order: one read, for a few servers. */
  forServers(serverIds: readonly string[]): Promise<Link[]>;
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

/** The usable links of a server or a guild, oldest first, the id a placeholder `value`. */
function linksOf(db: Executor, t: Tables, column: 'serverId' | 'guildId') {
  return db
    .select()
    .from(t.links)
    .where(and(eq(t.links[column], sql.placeholder('value')), usableOf(t)))
    .orderBy(asc(t.links.id));
}

/**
 * A server's usable links, read by a statement prepared once: the SQLite event store asks, for
 * every server of a batch, synchronously inside its transaction (pipeline/2-inbox/event-store.ts).
 */
export function prepareLinksByServer(db: Executor): (serverId: string) => Link[] {
  const byServer = linksOf(db, schema, 'serverId').prepare();
  return (value) => byServer.all({ value });
}

/**
 * A link with the claim it makes, inside the caller's transaction (ownership.ts runs it with a
 * code's use): see `Links.link`. Of two guilds linking an unclaimed server at once, the claims'
 * primary key lets one insert; the other reads the winner's claim and gets `NotPermittedError`.
 */
export function* linkIn(db: Executor, t: Tables, input: LinkInput): Unit<LinkResult> {
  const { links } = t;
  const claimed =
    !(yield* ownerOfIn(db, t, input.serverId)) &&
    (yield* claimIn(db, t, {
      serverId: input.serverId,
      guildId: input.guildId,
      userId: input.createdBy,
      how: input.claim ?? 'trusted',
    })) === 'claimed';
  if (!claimed && !(yield* mayUseIn(db, t, input.guildId, input.serverId))) {
    throw new NotPermittedError(input.guildId, input.serverId);
  }
  // The unique (guild, channel, server) index decides between a new link and linking again, so
  // the same link asked twice at once is one row.
  const inserted = yield* get(
    db
      .insert(links)
      .values({
        guildId: input.guildId,
        channelId: input.channelId,
        serverId: input.serverId,
        createdBy: input.createdBy,
        ...input.filters,
      })
      .onConflictDoNothing({ target: [links.guildId, links.channelId, links.serverId] })
      .returning(),
  );
  if (inserted) return { link: inserted, created: true, claimed };
  const link = yield* get(
    db
      .update(links)
      .set({ state: 'active', stateReason: null, ...input.filters })
      .where(
        and(
          eq(links.guildId, input.guildId),
          eq(links.channelId, input.channelId),
          eq(links.serverId, input.serverId),
        ),
      )
      .returning(),
  );
  return { link: link!, created: false, claimed };
}

/** Removes links, and with the owner's last one its claim and the shares it made: see `Links.unlink`. */
function* unlinkIn(db: Executor, t: Tables, input: UnlinkInput): Unit<UnlinkResult> {
  const { links } = t;
  const conditions = [eq(links.guildId, input.guildId), eq(links.serverId, input.serverId)];
  if (input.channelId) conditions.push(eq(links.channelId, input.channelId));
  const removed = yield* run(db.delete(links).where(and(...conditions)));
  const left = yield* get(
    db
      .select({ id: links.id })
      .from(links)
      .where(and(eq(links.guildId, input.guildId), eq(links.serverId, input.serverId)))
      .limit(1),
  );
  const ended =
    removed > 0 && !left
      ? yield* releaseIn(db, t, input.serverId, input.guildId, input.by ?? 'unlink')
      : undefined;
  return { removed, released: ended !== undefined, sharesEnded: ended ?? [] };
}

export function createLinks(database: SqlOrDb): Links {
  const store = sqlOf(database);
  const { db, t } = store;
  const { links } = t;
  const usable = usableOf(t);
  // Prepared once: every board render and every refresh of a few servers reads it for each board.
  const byGuild = store.prepare('links_by_guild', linksOf(db, t, 'guildId'));
  const forGuild = (guildId: string): Promise<Link[]> => byGuild({ value: guildId });
  const everyLink = (): Promise<Link[]> =>
    store.all(db.select().from(links).where(usable).orderBy(asc(links.id)));
  const byServer = store.prepare('links_by_server', linksOf(db, t, 'serverId'));
  // The list bound as one value: the same statement for any number of servers, without a limit.
  const byServers = store.prepare(
    'links_by_servers',
    db
      .select()
      .from(links)
      .where(and(store.inList(links.serverId, 'ids'), usable))
      .orderBy(asc(links.id)),
  );

  return {
    link: (input) => store.transaction((tx) => linkIn(tx, t, input)),
    unlink: (input) => store.transaction((tx) => unlinkIn(tx, t, input)),
    firstChannelPerGuild: async () => firstChannels(await everyLink()),
    firstChannel: async (guildId) => (await forGuild(guildId))[0]?.channelId,
    forGuild,

    unusableForGuild: (guildId) =>
      store.all(
        db
          .select()
          .from(links)
          .where(and(eq(links.guildId, guildId), not(usable)))
          .orderBy(asc(links.id)),
      ),

    all: everyLink,
    forServer: (serverId) => byServer({ value: serverId }),
    forServers: async (serverIds) => (serverIds.length === 0 ? [] : byServers({ ids: [...serverIds] })),
    serverIds: async (guildId, channelId) => distinctServerIds(await forGuild(guildId), channelId),

    async isLinked(guildId, serverId) {
      const row = await store.get(
        db
          .select({ id: links.id })
          .from(links)
          .where(and(eq(links.guildId, guildId), eq(links.serverId, serverId), usable))
          .limit(1),
      );
      return row !== undefined;
    },

    async setState(linkId, state, reason = null) {
      await store.run(db.update(links).set({ state, stateReason: reason }).where(eq(links.id, linkId)));
    },

    setServerState: (serverId, state, reason = null) =>
      store.run(db.update(links).set({ state, stateReason: reason }).where(eq(links.serverId, serverId))),
  };
}
