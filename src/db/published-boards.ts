import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { publishedBoards } from './schema.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

/** A board's public status page as its link button needs it. */
export interface Publication {
  boardId: number;
  slug: string;
  showNames: boolean;
  publishedAt: number;
}

/** What a visitor's slug leads to: whose board, and what the admin chose to show. */
export interface PublishedPage {
  boardId: number;
  guildId: string;
  showNames: boolean;
  publishedAt: number;
}

export interface PublishInput {
  boardId: number;
  showNames: boolean;
  publishedBy: string;
  at: number;
}

/**
 * Published status pages (`/board publish`). Each method is one statement (src/db/README.md). A board's row goes with the board.
 */
export interface PublishedBoards {
  /**
   * Publishes the board under a new slug, replacing the one it had: the old slug leads nowhere
   * from then on, like one never made.
   */
  publish(input: PublishInput): Promise<Publication>;
  /** Takes the board's page down; false when it was not published. */
  unpublish(boardId: number): Promise<boolean>;
  forBoard(boardId: number): Promise<Publication | undefined>;
  /** The page a visitor's slug names, found by the slug's hash; undefined for any other text. */
  bySlug(slug: string): Promise<PublishedPage | undefined>;
}

/** 16 random bytes (128 bits), base64url: 22 characters that need no escaping in a URL. */
export function newSlug(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Pages are looked up by the SHA-256 of the slug: the index compares hashes, so how far a guess
 * matched a real slug never shows in the time a lookup takes, and every text costs the same hash.
 */
export function slugHashOf(slug: string): string {
  return createHash('sha256').update(slug, 'utf8').digest('base64url');
}

/** The row a publication is stored as, the same on both databases. */
export function publicationRow(input: PublishInput) {
  const slug = newSlug();
  return {
    boardId: input.boardId,
    slug,
    slugHash: slugHashOf(slug),
    showNames: input.showNames ? 1 : 0,
    publishedBy: input.publishedBy,
    publishedAt: input.at,
  };
}

export function publicationOf(row: typeof publishedBoards.$inferSelect): Publication {
  return {
    boardId: row.boardId,
    slug: row.slug,
    showNames: row.showNames === 1,
    publishedAt: row.publishedAt,
  };
}

export function createPublishedBoards(database: SqlOrDb): PublishedBoards {
  const store = sqlOf(database);
  const { db } = store;
  const { boards, publishedBoards } = store.t;
  // Every request for a page looks its slug up: prepared once.
  const bySlugHash = store.prepare(
    'published_by_slug_hash',
    db
      .select({
        boardId: publishedBoards.boardId,
        guildId: boards.guildId,
        showNames: publishedBoards.showNames,
        publishedAt: publishedBoards.publishedAt,
      })
      .from(publishedBoards)
      .innerJoin(boards, eq(boards.id, publishedBoards.boardId))
      .where(eq(publishedBoards.slugHash, sql.placeholder('slugHash'))),
  );
  return {
    async publish(input) {
      const row = publicationRow(input);
      const { boardId, ...rest } = row;
      await store.run(
        db
          .insert(publishedBoards)
          .values(row)
          .onConflictDoUpdate({ target: publishedBoards.boardId, set: rest }),
      );
      return publicationOf(row);
    },
    async unpublish(boardId) {
      return (await store.run(db.delete(publishedBoards).where(eq(publishedBoards.boardId, boardId)))) > 0;
    },
    async forBoard(boardId) {
      const row = await store.get(
        db.select().from(publishedBoards).where(eq(publishedBoards.boardId, boardId)),
      );
      return row && publicationOf(row);
    },
    async bySlug(slug) {
      const [row] = await bySlugHash({ slugHash: slugHashOf(slug) });
      return row && { ...row, showNames: row.showNames === 1 };
    },
  };
}
