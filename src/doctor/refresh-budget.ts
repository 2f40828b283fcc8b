import type { Config } from '../config.js';
import type { Boards } from '../db/boards.js';
import type { Links } from '../db/links.js';
import { text } from '../i18n/catalogue.js';
import { callsPerCycle, listCalls } from '../watch/refresh-plan.js';
import { type Finding, finding } from './types.js';

/**
 * Whether the servers on status boards fit in a refresh cycle's provider calls
 * (PROVIDER_CALLS_PER_SECOND over BOARD_REFRESH_SECONDS, less a tenth for commands: refresh-plan.ts).
 * When they do not, the cycle stretches past what the boards promise. The whole rate is counted:
 * with several instances the refresh loop's instance asks for and gets nearly all of it (shares
 * by demand, src/leases/budget-share.ts). For the operator
 * (`npm run doctor`): it speaks of the whole fleet. Nothing is said without a board.
 */
export async function checkRefreshBudget(
  config: Config,
  boards: Pick<Boards, 'all'> | undefined,
  links: Pick<Links, 'all'> | undefined,
): Promise<Finding[]> {
  if (!boards || !links) return [];
  const area = text('doctor.area.providerBudget');
  const all = await links.all();
  const guilds = new Set((await boards.all()).filter((b) => b.state !== 'broken').map((b) => b.guildId));
  const onBoards = new Set(all.filter((l) => guilds.has(l.guildId)).map((l) => l.serverId)).size;
  // No board, no promise: the linked servers are read in turns, whatever their number.
  if (onBoards === 0) return [];
  const linked = new Set(all.map((l) => l.serverId)).size;
  const need = onBoards + listCalls(linked);
  const rate = config.providerCallsPerSecond;
  const allowed = Math.floor(callsPerCycle(rate, config.boardRefreshSeconds * 1000));
  if (need <= allowed)
    return [finding('ok', area, text('doctor.budget.fits', { servers: onBoards, need, allowed }))];
  const seconds = Math.ceil(need / callsPerCycle(rate, 1000));
  return [
    finding(
      'warning',
      area,
      text('doctor.budget.stretches', {
        servers: onBoards,
        need,
        allowed,
        seconds,
        promised: config.boardRefreshSeconds,
      }),
    ),
  ];
}
