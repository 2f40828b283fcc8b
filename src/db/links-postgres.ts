import { and, asc, eq, not, sql } from 'drizzle-orm';
import { usableByIn } from './claims.js';
import { claimPg, mayUsePg, ownerOfPg, type PgExecutor, releasePg } from './claims-postgres.js';
import {
  distinctServerIds,
  firstChannels,
  type Link,
  type LinkInput,
  type LinkResult,
  type Links,
  NotPermittedError,
  type UnlinkInput,
  type UnlinkResult,
} from './links.js';
import type { PgDb } from './postgres.js';
import { claims, links, shares } from './schema-postgres.js';

/** Only links whose guild may use their server (owner or current share): see `usableBy`. */
const usable = usableByIn({ claims, shares }, links.guildId, links.serverId);

/**
 * A link with the claim it makes, inside the caller's transaction (ownership-postgres.ts runs it
 * with a code's use). Of two guilds linking an unclaimed server at once, the claims' primary key
 * lets one insert; the other reads the winner's claim and gets `NotPermittedError`.
 */
export async function linkPg(tx: PgExecutor, input: LinkInput): Promise<LinkResult> {
  const claimed =
    !(await ownerOfPg(tx, input.serverId)) &&
    (await claimPg(tx, {
      serverId: input.serverId,
      guildId: input.guildId,
      userId: input.createdBy,
      how: input.claim ?? 'trusted',
    })) === 'claimed';
  if (!claimed && !(await mayUsePg(tx, input.guildId, input.serverId))) {
    throw new NotPermittedError(input.guildId, input.serverId);
  }
  // The unique (guild, channel, server) index decides between a new link and linking again, so
  // the same link asked twice at once is one row.
  const [inserted] = await tx
    .insert(links)
    .values({
      guildId: input.guildId,
      channelId: input.channelId,
      serverId: input.serverId,
      createdBy: input.createdBy,
      ...input.filters,
    })
    .onConflictDoNothing({ target: [links.guildId, links.channelId, links.serverId] })
    .returning();
  if (inserted) return { link: inserted, created: true, claimed };
  const [link] = await tx
    .update(links)
    .set({ state: 'active', stateReason: null, ...input.filters })
    .where(
      and(
        eq(links.guildId, input.guildId),
        eq(links.channelId, input.channelId),
        eq(links.serverId, input.serverId),
      ),
    )
    .returning();
  return { link: link!, created: false, claimed };
}

async function unlinkPg(tx: PgExecutor, input: UnlinkInput): Promise<UnlinkResult> {
  const conditions = [eq(links.guildId, input.guildId), eq(links.serverId, input.serverId)];
  if (input.channelId) conditions.push(eq(links.channelId, input.channelId));
  const removed = (
    await tx
      .delete(links)
      .where(and(...conditions))
      .returning({ id: links.id })
  ).length;
  const [left] = await tx
    .select({ id: links.id })
    .from(links)
    .where(and(eq(links.guildId, input.guildId), eq(links.serverId, input.serverId)));
  const ended =
    removed > 0 && !left
      ? await releasePg(tx, input.serverId, input.guildId, input.by ?? 'unlink')
      : undefined;
  return { removed, released: ended !== undefined, sharesEnded: ended ?? [] };
}

/** The PostgreSQL twin of `createLinks` (links.ts): the same queries, awaited. */
export function createPostgresLinks(db: PgDb): Links {
  const forGuild = (guildId: string): Promise<Link[]> =>
    db
      .select()
      .from(links)
      .where(and(eq(links.guildId, guildId), usable))
      .orderBy(asc(links.id));
  const all = (): Promise<Link[]> => db.select().from(links).where(usable).orderBy(asc(links.id));
  // Prepared once, per pooled connection: the dispatcher's read of a server's links.
  const byServer = db
    .select()
    .from(links)
    .where(and(eq(links.serverId, sql.placeholder('serverId')), usable))
    .orderBy(asc(links.id))
    .prepare('links_by_server');

  return {
    link: (input) => db.transaction((tx) => linkPg(tx, input)),
    unlink: (input) => db.transaction((tx) => unlinkPg(tx, input)),

    async firstChannelPerGuild() {
      return firstChannels(await all());
    },

    async firstChannel(guildId) {
      return (await forGuild(guildId))[0]?.channelId;
    },

    forGuild,

    unusableForGuild: (guildId) =>
      db
        .select()
        .from(links)
        .where(and(eq(links.guildId, guildId), not(usable)))
        .orderBy(asc(links.id)),

    all,
    forServer: (serverId) => byServer.execute({ serverId }),

    async serverIds(guildId, channelId) {
      return distinctServerIds(await forGuild(guildId), channelId);
    },

    async isLinked(guildId, serverId) {
      const [row] = await db
        .select({ id: links.id })
        .from(links)
        .where(and(eq(links.guildId, guildId), eq(links.serverId, serverId), usable))
        .limit(1);
      return row !== undefined;
    },

    async setState(linkId, state, reason = null) {
      await db.update(links).set({ state, stateReason: reason }).where(eq(links.id, linkId));
    },

    async setServerState(serverId, state, reason = null) {
      const changed = await db
        .update(links)
        .set({ state, stateReason: reason })
        .where(eq(links.serverId, serverId))
        .returning({ id: links.id });
      return changed.length;
    },
  };
}
