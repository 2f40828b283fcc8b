import { and, asc, count, eq } from 'drizzle-orm';
import { LIMITS, LimitReached } from '../limits.js';
import type { Db } from './open.js';
import { boards } from './schema.js';

export type Board = typeof boards.$inferSelect;

/**
 * Status boards: where each is, which messages it consists of (in order) and what each last
 * showed. A board is `broken` when Discord refused its channel; `/board create` there makes it
 * active again. Each method is one unit of work (src/db/README.md, 1.); `boards-postgres.ts` is
 * the PostgreSQL twin.
 */
export interface Boards {
  byId(id: number): Promise<Board | undefined>;
  /**
   * The board of this channel, created or made active again. Messages it had stay listed as
   * retired (to be deleted), so the board is posted afresh under a new generation. A new board
   * throws `LimitReached` when the guild has `LIMITS.boardsPerGuild` already.
   */
  create(input: BoardInput): Promise<{ board: Board; created: boolean }>;
  /** Removes this channel's board; returns it (its messages are for the caller to delete). */
  remove(guildId: string, channelId: string): Promise<Board | undefined>;
  forGuild(guildId: string): Promise<Board[]>;
  all(): Promise<Board[]>;
  active(): Promise<Board[]>;
  /** What the board's messages show now: ids and hashes in order, after a post or an edit. */
  setMessages(id: number, messageIds: string[], hashes: string[]): Promise<void>;
  /**
   * Starts posting the board anew (a message was deleted, or Discord allows no more edits of an
   * old one): its messages (but `gone`, known deleted already) become retired and the generation
   * moves on.
   */
  repost(id: number, gone?: string): Promise<Board | undefined>;
  /** A retired message is gone (deleted, or already missing). */
  dropRetired(id: number, messageId: string): Promise<void>;
  /** Discord refused the channel: the board stops until `/board create` runs there again. */
  markBroken(id: number, reason: string): Promise<void>;
}

export interface BoardInput {
  guildId: string;
  channelId: string;
  createdBy: string;
}

/** The SQLite boards: each method one synchronous statement or transaction. */
export function createBoards(db: Db): Boards {
  return {
    byId: async (id) => db.select().from(boards).where(eq(boards.id, id)).get(),

    async create(input) {
      return db.transaction((tx) => {
        const existing = tx
          .select()
          .from(boards)
          .where(and(eq(boards.guildId, input.guildId), eq(boards.channelId, input.channelId)))
          .get();
        if (!existing) {
          const held = tx.select({ n: count() }).from(boards).where(eq(boards.guildId, input.guildId)).get();
          if ((held?.n ?? 0) >= LIMITS.boardsPerGuild) throw new LimitReached('boardsPerGuild');
          const board = tx.insert(boards).values(input).returning().get();
          return { board, created: true };
        }
        const board = tx
          .update(boards)
          .set({
            state: 'active',
            stateReason: null,
            messageIds: [],
            hashes: [],
            retiredMessageIds: [...existing.retiredMessageIds, ...existing.messageIds],
            generation: existing.generation + 1,
          })
          .where(eq(boards.id, existing.id))
          .returning()
          .get();
        return { board, created: false };
      });
    },

    async remove(guildId, channelId) {
      return db
        .delete(boards)
        .where(and(eq(boards.guildId, guildId), eq(boards.channelId, channelId)))
        .returning()
        .get();
    },

    async forGuild(guildId) {
      return db.select().from(boards).where(eq(boards.guildId, guildId)).orderBy(asc(boards.id)).all();
    },

    async all() {
      return db.select().from(boards).orderBy(asc(boards.id)).all();
    },

    async active() {
      return db.select().from(boards).where(eq(boards.state, 'active')).orderBy(asc(boards.id)).all();
    },

    async setMessages(id, messageIds, hashes) {
      db.update(boards).set({ messageIds, hashes }).where(eq(boards.id, id)).run();
    },

    async repost(id, gone) {
      return db.transaction((tx) => {
        const board = tx.select().from(boards).where(eq(boards.id, id)).get();
        if (!board) return undefined;
        return tx
          .update(boards)
          .set({
            messageIds: [],
            hashes: [],
            retiredMessageIds: [...board.retiredMessageIds, ...board.messageIds.filter((m) => m !== gone)],
            generation: board.generation + 1,
          })
          .where(eq(boards.id, id))
          .returning()
          .get();
      });
    },

    async dropRetired(id, messageId) {
      db.transaction((tx) => {
        const board = tx.select().from(boards).where(eq(boards.id, id)).get();
        if (!board) return;
        const retiredMessageIds = board.retiredMessageIds.filter((m) => m !== messageId);
        tx.update(boards).set({ retiredMessageIds }).where(eq(boards.id, id)).run();
      });
    },

    async markBroken(id, reason) {
      db.update(boards).set({ state: 'broken', stateReason: reason }).where(eq(boards.id, id)).run();
    },
  };
}
