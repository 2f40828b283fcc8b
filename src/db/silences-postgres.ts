import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgDb } from './postgres.js';
import { silences } from './schema-postgres.js';
import { runningAt, type Silences } from './silences.js';

/** The PostgreSQL twin of `createSilences` (silences.ts). */
export function createPostgresSilences(db: PgDb): Silences {
  const running = (channelId: string, serverId: string, at: number) =>
    and(eq(silences.channelId, channelId), eq(silences.serverId, serverId), runningAt(silences, at));
  return {
    async start(input) {
      const { at, ...fields } = input;
      return db.transaction(async (tx) => {
        // One silence per channel and server: a second start waits for the first to commit.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`silence:${input.channelId}:${input.serverId}`}))`,
        );
        const [current] = await tx
          .select()
          .from(silences)
          .where(running(input.channelId, input.serverId, at));
        if (current) {
          const [changed] = await tx
            .update(silences)
            .set({ until: input.until, incidentId: input.incidentId, createdBy: input.createdBy })
            .where(eq(silences.id, current.id))
            .returning();
          return changed!;
        }
        const [created] = await tx
          .insert(silences)
          .values({ ...fields, createdAt: at })
          .returning();
        return created!;
      });
    },
    async end(id, guildId, by, at) {
      const [ended] = await db
        .update(silences)
        .set({ endedAt: at, endedBy: by })
        .where(and(eq(silences.id, id), eq(silences.guildId, guildId), runningAt(silences, at)))
        .returning();
      return ended;
    },
    async endForIncident(incidentId, at) {
      return db
        .update(silences)
        .set({ endedAt: at, endedBy: 'incident resolved' })
        .where(and(eq(silences.incidentId, incidentId), isNull(silences.until), isNull(silences.endedAt)))
        .returning();
    },
    async runningInGuild(guildId, at) {
      return db
        .select()
        .from(silences)
        .where(and(eq(silences.guildId, guildId), runningAt(silences, at)))
        .orderBy(silences.id);
    },
    async runningInChannel(channelId, at) {
      return db
        .select()
        .from(silences)
        .where(and(eq(silences.channelId, channelId), runningAt(silences, at)));
    },
    async byId(id) {
      const [row] = await db.select().from(silences).where(eq(silences.id, id));
      return row;
    },
  };
}
