import type { Audit } from '../db/audit.js';
import type { RestartRun } from '../db/restart-runs.js';
import { type Actor, idempotencyKey } from '../discord/audited.js';
import { requireConsoleCommand, SAY_PREFIX } from '../discord/console-input.js';
import { type ConsoleDeps, sendConsole } from '../discord/console-send.js';
import type { Languages } from '../i18n/languages.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import type { Logger } from '../logger.js';

/** The member a run acts for: who asked for it, or who made its schedule. */
export function actorOf(run: RestartRun): Actor {
  return { guildId: run.guildId, user: { id: run.requestedBy } };
}

/**
 * A run hostcord itself ended without sending anything (skipped, or its server no longer usable):
 * an audit row in the name of the member it acts for, with the run's key in the detail (the key
 * column is left to the restart's own request).
 */
export async function auditEndedRun(
  audit: Pick<Audit, 'record'>,
  run: RestartRun,
  action: string,
  errorCode: string,
): Promise<void> {
  await audit.record({
    guildId: run.guildId,
    userId: run.requestedBy,
    action,
    serverId: run.serverId,
    idempotencyKey: null,
    result: 'error',
    errorCode,
    detail: { runKey: run.runKey, runAt: run.runAt, scheduleId: run.scheduleId },
  });
}

/** A run's key for the provider: each run has its own, and each of its steps one derived from it. */
export function runIdempotencyKey(run: RestartRun, step: string): string {
  return idempotencyKey(run.runKey, step);
}

/**
 * The guild's language for a public text of a run. A database that cannot tell it does not stop
 * the countdown: that line is said in English.
 */
export async function guildLocale(
  deps: { languages: Pick<Languages, 'guildLanguage'>; log: Logger },
  run: Pick<RestartRun, 'id' | 'guildId'>,
): Promise<Locale> {
  try {
    return await deps.languages.guildLanguage(run.guildId);
  } catch (err) {
    deps.log.warn({ err, runId: run.id }, "could not read the guild's language; English is used");
    return DEFAULT_LOCALE;
  }
}

/**
 * Says a line in game for a run, in the guild's language as it is now, through `/say`'s checks
 * and audited path, under a key derived from the run and the step (`say:900`, `say:cancel`).
 * Never throws: a failed announcement is logged and the countdown goes on, since the restart
 * matters more than the warning.
 */
export async function announce(
  deps: ConsoleDeps & { languages: Pick<Languages, 'guildLanguage'> },
  run: RestartRun,
  say: (locale: Locale) => string,
  step: string,
): Promise<boolean> {
  const log = deps.log.child({ runId: run.id, serverId: run.serverId, step });
  try {
    const command = requireConsoleCommand(say(await guildLocale(deps, run)), SAY_PREFIX);
    await sendConsole(
      actorOf(run),
      deps,
      run.serverId,
      command,
      'say',
      runIdempotencyKey(run, `say:${step}`),
    );
    return true;
  } catch (err) {
    log.warn({ err }, 'restart countdown: the announcement failed; the countdown goes on');
    return false;
  }
}
