import type { Board, Boards } from '../db/boards.js';
import type { PublishedBoards } from '../db/published-boards.js';
import type { Logger } from '../logger.js';

export interface PublishingDeps {
  boards: Pick<Boards, 'forGuild'>;
  published: Pick<PublishedBoards, 'publish' | 'unpublish' | 'forBoard'>;
  /** PUBLIC_URL; without it nothing is published. */
  publicUrl: string | undefined;
  /** Edits the board so its link button comes or goes (src/watch). */
  refreshBoard: (board: Board) => Promise<void>;
  log: Logger;
  now?: () => number;
}

export type PublishOutcome =
  | { kind: 'published'; url: string }
  | { kind: 'no-public-url' }
  | { kind: 'no-board' };

/** `/board publish` and `/board unpublish`, and the address a published board's button shows. */
export function createPublishing(deps: PublishingDeps) {
  const now = deps.now ?? Date.now;
  const urlOf = (slug: string) => `${deps.publicUrl}/s/${slug}`;

  const boardIn = async (guildId: string, channelId: string) =>
    (await deps.boards.forGuild(guildId)).find((b) => b.channelId === channelId);

  return {
    /** Publishes the channel's board under a new slug (an earlier one answers 404 from now on). */
    async publish(input: {
      guildId: string;
      channelId: string;
      showNames: boolean;
      publishedBy: string;
    }): Promise<PublishOutcome> {
      if (!deps.publicUrl) return { kind: 'no-public-url' };
      const board = await boardIn(input.guildId, input.channelId);
      if (!board) return { kind: 'no-board' };
      const { slug } = await deps.published.publish({
        boardId: board.id,
        showNames: input.showNames,
        publishedBy: input.publishedBy,
        at: now(),
      });
      deps.log.info(
        { guildId: input.guildId, boardId: board.id, names: input.showNames },
        'status page published',
      );
      await deps.refreshBoard(board);
      return { kind: 'published', url: urlOf(slug) };
    },
    /** Takes the channel's page down at once; 'no-board' or 'not-published' when there was none. */
    async unpublish(
      guildId: string,
      channelId: string,
    ): Promise<'unpublished' | 'not-published' | 'no-board'> {
      const board = await boardIn(guildId, channelId);
      if (!board) return 'no-board';
      if (!(await deps.published.unpublish(board.id))) return 'not-published';
      deps.log.info({ guildId, boardId: board.id }, 'status page taken down');
      await deps.refreshBoard(board);
      return 'unpublished';
    },
    /** The board's page address, for its link button; undefined when unpublished (or PUBLIC_URL unset). */
    async pageUrl(board: Board): Promise<string | undefined> {
      if (!deps.publicUrl) return undefined;
      const publication = await deps.published.forBoard(board.id);
      return publication && urlOf(publication.slug);
    },
  };
}

export type Publishing = ReturnType<typeof createPublishing>;
