import type { Boards } from '../db/boards.js';
import { type Finding, finding } from './types.js';

/** Each status board: fine, or broken (Discord refused its channel) with what to do. */
export async function checkBoards(
  boards: Pick<Boards, 'all' | 'forGuild'> | undefined,
  guildId?: string | undefined,
): Promise<Finding[]> {
  if (!boards) return [];
  const list = await (guildId === undefined ? boards.all() : boards.forGuild(guildId));
  return list.map((board) =>
    board.state === 'broken'
      ? finding(
          'error',
          'boards',
          `the board in <#${board.channelId}> is broken: ${board.stateReason ?? 'Discord refused the channel'}; fix the channel's permissions, then run /board create there again`,
        )
      : finding('ok', 'boards', `the board in <#${board.channelId}> is kept up to date`),
  );
}
