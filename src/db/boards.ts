import { and, asc, count, eq } from 'drizzle-orm';
import { LIMITS, LimitReached } from '../limits.js';
import type { boards } from './schema.js';
import { type Executor, get, lock, run, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type Board = typeof boards.$inferSelect;

/**
 * Status boards: where each is, which messages it consists of (in order) and what each last
 * showed. A board is `broken` when Discord refused its channel; `/board create` there makes it
 * active again. Each method is one unit of work (src/db/README.md).
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
/** A board rebuilt: new messages to post, the old ones retired (deleted once that is done). */
function reposted(board: Board, gone?: string) {
  return {
    messageIds: [],
    hashes: [],
    retiredMessageIds: [...board.retiredMessageIds, ...board.messageIds.filter((m) => m !== gone)],
    generation: board.generation + 1,
  };
}

function* createIn(db: Executor, t: Tables, input: BoardInput): Unit<{ board: Board; created: boolean }> {
  const { boards } = t;
  // A guild's boards are counted and added one transaction at a time.
  yield* lock(`boards:${input.guildId}`);
  const existing = yield* get(
    db
      .select()
      .from(boards)
      .where(and(eq(boards.guildId, input.guildId), eq(boards.channelId, input.channelId))),
    'update',
  );
  if (!existing) {
    const held = yield* get(db.select({ n: count() }).from(boards).where(eq(boards.guildId, input.guildId)));
    if ((held?.n ?? 0) >= LIMITS.boardsPerGuild) throw new LimitReached('boardsPerGuild');
    const board = yield* get(db.insert(boards).values(input).returning());
    return { board: board!, created: true };
  }
  const board = yield* get(
    db
      .update(boards)
      .set({ state: 'active', stateReason: null, ...reposted(existing) })
      .where(eq(boards.id, existing.id))
      .returning(),
  );
  return { board: board!, created: false };
}

export function createBoards(database: SqlOrDb): Boards {
  const store = sqlOf(database);
  const { db, t } = store;
  const { boards } = t;
  const byId = function* (tx: Executor, id: number) {
    return yield* get(tx.select().from(boards).where(eq(boards.id, id)), 'update');
  };
  return {
    byId: (id) => store.get(db.select().from(boards).where(eq(boards.id, id))),
    create: (input) => store.transaction((tx) => createIn(tx, t, input)),

    remove: (guildId, channelId) =>
      store.get(
        db
          .delete(boards)
          .where(and(eq(boards.guildId, guildId), eq(boards.channelId, channelId)))
          .returning(),
      ),

    forGuild: (guildId) =>
      store.all(db.select().from(boards).where(eq(boards.guildId, guildId)).orderBy(asc(boards.id))),
    all: () => store.all(db.select().from(boards).orderBy(asc(boards.id))),
    active: () =>
      store.all(db.select().from(boards).where(eq(boards.state, 'active')).orderBy(asc(boards.id))),

    async setMessages(id, messageIds, hashes) {
      await store.run(db.update(boards).set({ messageIds, hashes }).where(eq(boards.id, id)));
    },

    repost: (id, gone) =>
      store.transaction(function* (tx) {
        const board = yield* byId(tx, id);
        if (!board) return undefined;
        return yield* get(tx.update(boards).set(reposted(board, gone)).where(eq(boards.id, id)).returning());
      }),

    async dropRetired(id, messageId) {
      await store.transaction(function* (tx) {
        const board = yield* byId(tx, id);
        if (!board) return;
        const retiredMessageIds = board.retiredMessageIds.filter((m) => m !== messageId);
        yield* run(tx.update(boards).set({ retiredMessageIds }).where(eq(boards.id, id)));
      });
    },

    async markBroken(id, reason) {
      await store.run(
        db.update(boards).set({ state: 'broken', stateReason: reason }).where(eq(boards.id, id)),
      );
    },
  };
}
