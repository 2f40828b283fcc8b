import type { RestartRun } from '../db/restart-runs.js';
import type { RestartSchedule } from '../db/restart-schedules.js';
import { t } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';
import { code } from '../text/literal.js';

/**
 * What a linked channel reads about a run, in the guild's language: one message each, with the
 * server's name already shown literally (`literal`) by the caller. Pure.
 */

const when = (ms: number, style: 't' | 'f') => `<t:${Math.floor(ms / 1000)}:${style}>`;

export function doneText(locale: Locale, name: string, run: RestartRun, jobId: string | null): string {
  const time = when(run.runAt, 'f');
  return jobId
    ? t(locale, 'schedule.doneJob', { server: name, job: code(jobId, 64), time })
    : t(locale, 'schedule.done', { server: name, time });
}

export function failedText(locale: Locale, name: string, run: RestartRun, reason: string): string {
  return t(locale, 'schedule.failed', { server: name, time: when(run.runAt, 'f'), reason });
}

/**
 * "skipped the 04:00 restart: hostcord was offline …": a schedule's run is named by its own time
 * of day (in its time zone), a one-off run by its time for each reader.
 */
export function skippedText(
  locale: Locale,
  name: string,
  run: RestartRun,
  schedule: RestartSchedule | undefined,
): string {
  const at = when(run.runAt, 'f');
  return schedule
    ? t(locale, 'schedule.skippedSchedule', {
        server: name,
        time: schedule.time,
        zone: schedule.timeZone,
        at,
      })
    : t(locale, 'schedule.skippedOnce', { server: name, time: when(run.runAt, 't'), at });
}

export function nextRunText(locale: Locale, nextRunAt: number | undefined): string {
  return nextRunAt === undefined ? '' : ` ${t(locale, 'schedule.nextRun', { time: when(nextRunAt, 'f') })}`;
}

/** The status board's line for a server with a restart planned (a Discord timestamp: no edits to stay current). */
export function plannedRestartLine(runAt: number, locale: Locale): string {
  return t(locale, 'schedule.boardPlanned', { time: when(runAt, 'f') });
}
