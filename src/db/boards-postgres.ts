import { and, asc, count, eq } from 'drizzle-orm';
import { LIMITS, LimitReached } from '../limits.js';
import type { Boards } from './boards.js';
import { lockFor } from './postgres/sql.js';
import type { PgDb } from './postgres.js';
import { boards } from './schema-postgres.js';

/**
 * The PostgreSQL twin of `createBoards` (boards.ts): the same queries, awaited. A board read to be
 * changed is locked (`FOR UPDATE`) within its transaction, so two instances changing one board
 * (a repost and a retired message dropped) do not lose either change.
 */
export function createPostgresBoards(db: PgDb): Boards {
  return {
    async byId(id) {
      const [board] = await db.select().from(boards).where(eq(boards.id, id));
      return board;
    },

    create: (input) =>
      db.transaction(async (tx) => {
        // A guild's boards are counted and added one transaction at a time.
        await lockFor(tx, `boards:${input.guildId}`);
        const [existing] = await tx
          .select()
          .from(boards)
          .where(and(eq(boards.guildId, input.guildId), eq(boards.channelId, input.channelId)))
          .for('update');
        if (!existing) {
          const [held] = await tx
            .select({ n: count() })
            .from(boards)
            .where(eq(boards.guildId, input.guildId));
          if ((held?.n ?? 0) >= LIMITS.boardsPerGuild) throw new LimitReached('boardsPerGuild');
          const [inserted] = await tx.insert(boards).values(input).returning();
          return { board: inserted!, created: true };
        }
        const [board] = await tx
          .update(boards)
          .set({
            state: 'active',
            stateReason: null,
            messageIds: [],
            hashes: [],
            retiredMessageIds: [...existing!.retiredMessageIds, ...existing!.messageIds],
            generation: existing!.generation + 1,
          })
          .where(eq(boards.id, existing!.id))
          .returning();
        return { board: board!, created: false };
      }),

    async remove(guildId, channelId) {
      const [board] = await db
        .delete(boards)
        .where(and(eq(boards.guildId, guildId), eq(boards.channelId, channelId)))
        .returning();
      return board;
    },

    forGuild: (guildId) =>
      db.select().from(boards).where(eq(boards.guildId, guildId)).orderBy(asc(boards.id)),

    all: () => db.select().from(boards).orderBy(asc(boards.id)),

    active: () => db.select().from(boards).where(eq(boards.state, 'active')).orderBy(asc(boards.id)),

    async setMessages(id, messageIds, hashes) {
      await db.update(boards).set({ messageIds, hashes }).where(eq(boards.id, id));
    },

    repost: (id, gone) =>
      db.transaction(async (tx) => {
        const [board] = await tx.select().from(boards).where(eq(boards.id, id)).for('update');
        if (!board) return undefined;
        const [updated] = await tx
          .update(boards)
          .set({
            messageIds: [],
            hashes: [],
            retiredMessageIds: [...board.retiredMessageIds, ...board.messageIds.filter((m) => m !== gone)],
            generation: board.generation + 1,
          })
          .where(eq(boards.id, id))
          .returning();
        return updated;
      }),

    async dropRetired(id, messageId) {
      await db.transaction(async (tx) => {
        const [board] = await tx.select().from(boards).where(eq(boards.id, id)).for('update');
        if (!board) return;
        const retiredMessageIds = board.retiredMessageIds.filter((m) => m !== messageId);
        await tx.update(boards).set({ retiredMessageIds }).where(eq(boards.id, id));
      });
    },

    async markBroken(id, reason) {
      await db.update(boards).set({ state: 'broken', stateReason: reason }).where(eq(boards.id, id));
    },
  };
}
