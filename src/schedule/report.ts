import type { RestartRun } from '../db/restart-runs.js';
import type { RestartSchedule } from '../db/restart-schedules.js';
import { code } from '../discord/format.js';

/**
 * What a linked channel reads about a run: one message each, with the server's name already shown
 * literally (`literal`) by the caller. Pure.
 */

const when = (ms: number, style: 't' | 'f') => `<t:${Math.floor(ms / 1000)}:${style}>`;

export function doneText(name: string, run: RestartRun, jobId: string | null): string {
  const job = jobId ? ` (job ${code(jobId, 64)})` : '';
  return `✅ **${name}**: scheduled restart done${job}, planned for ${when(run.runAt, 'f')}.`;
}

export function failedText(name: string, run: RestartRun, reason: string): string {
  return `❌ **${name}**: the scheduled restart planned for ${when(run.runAt, 'f')} failed. ${reason}`;
}

/**
 * "skipped the 04:00 restart: hostcord was offline …": a schedule's run is named by its own time
 * of day (in its time zone), a one-off run by its time for each reader.
 */
export function skippedText(name: string, run: RestartRun, schedule: RestartSchedule | undefined): string {
  const time = schedule ? schedule.time : when(run.runAt, 't');
  const zone = schedule ? `${schedule.time} ${schedule.timeZone}, ` : '';
  return (
    `⏭️ **${name}**: skipped the ${time} restart: hostcord was offline when it was due ` +
    `(${zone}${when(run.runAt, 'f')}). A restart is never made late; nothing was sent.`
  );
}

export function nextRunText(nextRunAt: number | undefined): string {
  return nextRunAt === undefined ? '' : ` Next restart: ${when(nextRunAt, 'f')}.`;
}

/** The status board's line for a server with a restart planned (a Discord timestamp: no edits to stay current). */
export function plannedRestartLine(runAt: number): string {
  return `🔁 Restart planned ${when(runAt, 'f')}`;
}
