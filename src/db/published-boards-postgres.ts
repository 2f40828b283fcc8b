import { eq } from 'drizzle-orm';
import type { PgDb } from './postgres.js';
import { type PublishedBoards, publicationOf, publicationRow, slugHashOf } from './published-boards.js';
import { boards, publishedBoards } from './schema-postgres.js';

/** The PostgreSQL twin of `createPublishedBoards` (published-boards.ts): the same statements, awaited. */
export function createPostgresPublishedBoards(db: PgDb): PublishedBoards {
  return {
    async publish(input) {
      const row = publicationRow(input);
      const { boardId, ...rest } = row;
      await db
        .insert(publishedBoards)
        .values(row)
        .onConflictDoUpdate({ target: publishedBoards.boardId, set: rest });
      return publicationOf(row);
    },
    async unpublish(boardId) {
      const gone = await db
        .delete(publishedBoards)
        .where(eq(publishedBoards.boardId, boardId))
        .returning({ boardId: publishedBoards.boardId });
      return gone.length > 0;
    },
    async forBoard(boardId) {
      const [row] = await db.select().from(publishedBoards).where(eq(publishedBoards.boardId, boardId));
      return row && publicationOf(row);
    },
    async bySlug(slug) {
      const [row] = await db
        .select({
          boardId: publishedBoards.boardId,
          guildId: boards.guildId,
          showNames: publishedBoards.showNames,
          publishedAt: publishedBoards.publishedAt,
        })
        .from(publishedBoards)
        .innerJoin(boards, eq(boards.id, publishedBoards.boardId))
        .where(eq(publishedBoards.slugHash, slugHashOf(slug)));
      return row && { ...row, showNames: row.showNames === 1 };
    },
  };
}
