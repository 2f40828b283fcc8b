import type { Accepted, PowerAccepted, PowerSignal } from '../hosting/index.js';
import { type MessageKey, t, translate } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';
import { code } from '../text/literal.js';
import type { PowerIntent } from './power-intent.js';

/**
 * What members read about power actions, in the reader's `locale`; `name` is always shown
 * literally (see `literal`). One sentence per signal: languages conjugate each verb their way.
 */
const WORDING: Record<
  PowerSignal,
  { verb: MessageKey; ask: MessageKey; doing: MessageKey; queued: MessageKey; queuedJob: MessageKey }
> = {
  start: {
    verb: 'schedule.verbStart',
    ask: 'schedule.askStart',
    doing: 'schedule.doingStart',
    queued: 'schedule.queuedStart',
    queuedJob: 'schedule.queuedStartJob',
  },
  restart: {
    verb: 'schedule.verbRestart',
    ask: 'schedule.askRestart',
    doing: 'schedule.doingRestart',
    queued: 'schedule.queuedRestart',
    queuedJob: 'schedule.queuedRestartJob',
  },
  stop: {
    verb: 'schedule.verbStop',
    ask: 'schedule.askStop',
    doing: 'schedule.doingStop',
    queued: 'schedule.queuedStop',
    queuedJob: 'schedule.queuedStopJob',
  },
  kill: {
    verb: 'schedule.verbKill',
    ask: 'schedule.askKill',
    doing: 'schedule.doingKill',
    queued: 'schedule.queuedKill',
    queuedJob: 'schedule.queuedKillJob',
  },
};

/** The keys above take the server's name (and the job), or nothing. */
const say = (locale: Locale, key: MessageKey, params?: Record<string, string>) =>
  translate(locale, params ? { key, params } : { key });

/** The confirm button's label. */
export function powerVerb(locale: Locale, signal: PowerSignal): string {
  return say(locale, WORDING[signal].verb);
}

/** The question; its buttons work until `expiresAt` (Unix seconds), shown in the reader's time zone. */
export function questionText(locale: Locale, intent: PowerIntent, name: string, expiresAt: number): string {
  const killAfter =
    intent.killAfterSeconds === null
      ? ''
      : ` ${t(locale, 'schedule.killAfter', { count: intent.killAfterSeconds })}`;
  return (
    `${say(locale, WORDING[intent.signal].ask, { server: name })}${killAfter}\n` +
    onlyYouText(locale, expiresAt)
  );
}

/** The line under a question: only the asking member, until `expiresAt` (Unix seconds). */
export function onlyYouText(locale: Locale, expiresAt: number): string {
  return t(locale, 'schedule.onlyYou', { until: `<t:${expiresAt}:T>`, relative: `<t:${expiresAt}:R>` });
}

/** Shown while the provider is asked, after Confirm. */
export function doingText(locale: Locale, intent: PowerIntent, name: string): string {
  return say(locale, WORDING[intent.signal].doing, { server: name });
}

export function queuedText(
  locale: Locale,
  intent: PowerIntent,
  name: string,
  accepted: Accepted<PowerAccepted>,
): string {
  const { jobId, deduped } = accepted.data;
  const wording = WORDING[intent.signal];
  const lines = [
    jobId
      ? say(locale, wording.queuedJob, { server: name, job: code(jobId, 64) })
      : say(locale, wording.queued, { server: name }),
  ];
  if (deduped) lines.push(t(locale, 'schedule.deduped'));
  if (accepted.replayed) lines.push(t(locale, 'schedule.replayed'));
  lines.push(t(locale, 'schedule.resultInActivity', { command: '/activity' }));
  return lines.join('\n');
}

/** A provider error whose outcome is unknown: Try again repeats the same request safely. */
export function tryAgainText(locale: Locale, problem: string): string {
  return `${problem}\n${t(locale, 'schedule.tryAgainHint')}`;
}
