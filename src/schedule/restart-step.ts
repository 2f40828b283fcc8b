import type { Audit } from '../db/audit.js';
import type { Links } from '../db/links.js';
import type { FinalState, RestartRun, RestartRuns } from '../db/restart-runs.js';
import type { RestartSchedules } from '../db/restart-schedules.js';
import { type AuditWriter, audited, isOutcomeUnknown } from '../discord/audited.js';
import { NO_MENTIONS } from '../discord/messages.js';
import { serverName } from '../discord/server-name.js';
import { type Said, UserError } from '../discord/user-error.js';
import { nonceOf } from '../discord/writing/nonce.js';
import type { PostMessage } from '../discord/writing/post-message.js';
import type { ServerDirectory } from '../hosting/directory.js';
import { describeHostingError, type HostingClient, isHostingError } from '../hosting/index.js';
import { text, translate } from '../i18n/catalogue.js';
import type { Languages } from '../i18n/languages.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import type { Logger } from '../logger.js';
import { literal } from '../text/literal.js';
import { actorOf, auditEndedRun, guildLocale, runIdempotencyKey } from './announce.js';
import { RESTART_LATE_MS } from './countdown.js';
import { doneText, failedText, nextRunText, skippedText } from './report.js';

export interface RestartStepDeps {
  runs: RestartRuns;
  schedules: Pick<RestartSchedules, 'get' | 'nextRunOf'>;
  audit: AuditWriter & Pick<Audit, 'record'>;
  hosting: Pick<HostingClient, 'power'>;
  links: Pick<Links, 'forServer'>;
  directory: Pick<ServerDirectory, 'name' | 'list'>;
  post: PostMessage;
  languages: Pick<Languages, 'guildLanguage'>;
  log: Logger;
  now: () => number;
  retryDelayMs: number;
  leaseMs: number;
  onPowerSent?: ((serverId: string) => void) | undefined;
  endRun(
    run: RestartRun,
    from: readonly string[],
    state: FinalState,
    outcome: string | null,
  ): Promise<RestartRun | undefined>;
}

/** A restart is sent at most twice: once, and once more when the first one's outcome is unknown. */
const MAX_ATTEMPTS = 2;

/**
 * The last step of a run: the power request (audited, under the run's own key), or a skip when
 * hostcord was offline at its time, and one message per run in the linked channels.
 */
export function createRestartStep(deps: RestartStepDeps) {
  return { take: (run: RestartRun) => take(deps, run) };
}

/** The restart when it is still timely and has attempts left; taken in the database first. */
async function take(deps: RestartStepDeps, run: RestartRun): Promise<void> {
  const at = deps.now();
  if (at > run.runAt + RESTART_LATE_MS) {
    await tooLate(deps, run);
    return;
  }
  if (run.attempts >= MAX_ATTEMPTS) {
    // Left `restarting` by a process that stopped during the second attempt.
    await fail(deps, run, ['restarting'], text('schedule.failedTwice', { command: '/activity' }));
    return;
  }
  const taken = await deps.runs.takeRestart(run.id, at, deps.leaseMs);
  if (!taken) return;
  await sendRestart(deps, taken);
}

/** The power request of a taken run, audited under the run's own key; the run ends with its answer. */
async function sendRestart(deps: RestartStepDeps, taken: RestartRun): Promise<void> {
  const key = runIdempotencyKey(taken, 'restart');
  try {
    const accepted = await audited(
      actorOf(taken),
      deps,
      {
        action: 'power:restart',
        serverId: taken.serverId,
        idempotencyKey: key,
        detail: { runKey: taken.runKey, runAt: taken.runAt, scheduleId: taken.scheduleId },
      },
      () =>
        deps.hosting.power(
          taken.serverId,
          { signal: 'restart', killAfterSeconds: null },
          { idempotencyKey: key },
        ),
      (data) => ({ jobId: data.jobId, deduped: data.deduped }),
    );
    deps.onPowerSent?.(taken.serverId);
    const ended = await deps.endRun(taken, ['restarting'], 'done', accepted.data.jobId ?? null);
    if (ended) await report(deps, ended, (l, name) => doneText(l, name, ended, accepted.data.jobId ?? null));
  } catch (err) {
    await sendFailed(deps, taken, err);
  }
}

/**
 * The audit row could not be written (nothing was sent), or the provider's answer was lost: sent
 * once more shortly under the same key while attempts are left; otherwise the run fails.
 */
async function sendFailed(deps: RestartStepDeps, taken: RestartRun, err: unknown): Promise<void> {
  const unknown = err instanceof UserError || isOutcomeUnknown(err);
  if (
    unknown &&
    taken.attempts < MAX_ATTEMPTS &&
    (await deps.runs.retryAt(taken.id, deps.now() + deps.retryDelayMs))
  ) {
    deps.log.warn(
      { err, runId: taken.id },
      'planned restart: outcome unknown; sent once more shortly, same key',
    );
    return;
  }
  const reason: Said | null =
    err instanceof UserError
      ? (locale) => err.in(locale)
      : isHostingError(err)
        ? () => describeHostingError(err)
        : null;
  if (reason === null) deps.log.error({ err, runId: taken.id }, 'planned restart failed unexpectedly');
  await fail(deps, taken, ['restarting'], reason ?? text('schedule.failedUnexpected'));
}

/** Past its time by more than the grace: skipped when nothing was sent yet, else failed (unknown). */
async function tooLate(deps: RestartStepDeps, run: RestartRun): Promise<void> {
  if (run.attempts > 0) {
    await fail(
      deps,
      run,
      ['pending', 'restarting'],
      text('schedule.failedTooLate', { command: '/activity' }),
    );
    return;
  }
  const ended = await deps.endRun(run, ['pending'], 'skipped', 'hostcord was offline');
  if (!ended) return;
  await auditEndedRun(deps.audit, run, 'restart:skipped', 'OFFLINE');
  deps.log.warn(
    { runId: run.id, runAt: run.runAt },
    'planned restart skipped: hostcord was offline at its time',
  );
  const schedule = run.scheduleId === null ? undefined : await deps.schedules.get(run.scheduleId);
  await report(deps, ended, (l, name) => skippedText(l, name, ended, schedule));
}

/** The reason is stored in English (the run's outcome) and told in the guild's language. */
async function fail(
  deps: RestartStepDeps,
  run: RestartRun,
  from: readonly string[],
  reason: Said,
): Promise<void> {
  const ended = await deps.endRun(run, from, 'failed', sayIn(DEFAULT_LOCALE, reason));
  if (ended) await report(deps, ended, (l, name) => failedText(l, name, ended, sayIn(l, reason)));
}

/**
 * One message per run in each channel where the server is linked in the run's guild: no
 * mentions, the name shown literally, a nonce derived from the run and the channel.
 */
async function report(
  deps: RestartStepDeps,
  run: RestartRun,
  content: (locale: Locale, name: string) => string,
): Promise<void> {
  const name = literal(await serverName(deps.directory, run.serverId).catch(() => run.serverId), 100);
  const next = run.scheduleId === null ? undefined : await deps.schedules.nextRunOf(run.scheduleId);
  const locale = await guildLocale(deps, run);
  const said = `${content(locale, name)}${nextRunText(locale, next)}`;
  const channels = new Set(
    (await deps.links.forServer(run.serverId))
      .filter((l) => l.guildId === run.guildId && l.state !== 'broken')
      .map((l) => l.channelId),
  );
  for (const channelId of channels) {
    await deps
      .post(channelId, {
        content: said,
        allowed_mentions: NO_MENTIONS,
        nonce: nonceOf(`restart:${run.runKey}:${channelId}`),
        enforce_nonce: true,
      })
      .catch((err: unknown) =>
        deps.log.warn({ err, runId: run.id, channelId }, 'could not post the outcome of a planned restart'),
      );
  }
}

function sayIn(locale: Locale, said: Said): string {
  return typeof said === 'function' ? said(locale) : translate(locale, said);
}
