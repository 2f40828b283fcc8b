import type { Boards } from '../db/boards.js';
import { failureReasonIn } from '../discord/writing/failures.js';
import { t, text } from '../i18n/catalogue.js';
import { type Finding, finding } from './types.js';

/** Each status board: fine, or broken (Discord refused its channel) with what to do. */
export async function checkBoards(
  boards: Pick<Boards, 'all' | 'forGuild'> | undefined,
  guildId?: string | undefined,
): Promise<Finding[]> {
  if (!boards) return [];
  const area = text('doctor.area.boards');
  const list = await (guildId === undefined ? boards.all() : boards.forGuild(guildId));
  return list.map(({ state, stateReason, channelId: channel }) =>
    state === 'broken'
      ? finding('error', area, (locale) =>
          t(locale, 'doctor.boards.broken', {
            channel,
            // Discord's refusal as hostcord stored it (English, as in its log), in the reader's language.
            reason: stateReason ? failureReasonIn(locale, stateReason) : t(locale, 'doctor.boards.refused'),
            command: '/board create',
          }),
        )
      : finding('ok', area, text('doctor.boards.ok', { channel })),
  );
}
