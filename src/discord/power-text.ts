import type { Accepted, PowerAccepted, PowerSignal } from '../hosting/index.js';
import { code } from './format.js';
import type { PowerIntent } from './power-intent.js';

/** What members read about power actions; `name` is always shown literally (see `literal`). */
const WORDING: Record<PowerSignal, { verb: string; doing: string }> = {
  start: { verb: 'Start', doing: 'Starting' },
  restart: { verb: 'Restart', doing: 'Restarting' },
  stop: { verb: 'Stop', doing: 'Stopping' },
  kill: { verb: 'Kill', doing: 'Killing' },
};

const CONSEQUENCE: Record<PowerSignal, string> = {
  start: '',
  restart: 'Players are disconnected while it restarts.',
  stop: 'Players are disconnected and the server stays off until someone starts it.',
  kill: 'The process ends at once, without saving: unsaved progress is lost.',
};

export const CANCELLED = 'Cancelled. Nothing more is sent from this question.';

/** The confirm button's label. */
export function powerVerb(signal: PowerSignal): string {
  return WORDING[signal].verb;
}

/** The question; its buttons work until `expiresAt` (Unix seconds), shown in the reader's time zone. */
export function questionText(intent: PowerIntent, name: string, expiresAt: number): string {
  const killAfter =
    intent.killAfterSeconds === null
      ? ''
      : ` If it is still running after ${intent.killAfterSeconds} seconds, it is killed.`;
  return (
    `${WORDING[intent.signal].verb} **${name}**? ${CONSEQUENCE[intent.signal]}${killAfter}\n` +
    `Only you can answer; the buttons work until <t:${expiresAt}:T> (<t:${expiresAt}:R>).`
  );
}

/** Shown while the provider is asked, after Confirm. */
export function doingText(intent: PowerIntent, name: string): string {
  return `${WORDING[intent.signal].doing} **${name}**…`;
}

export function queuedText(intent: PowerIntent, name: string, accepted: Accepted<PowerAccepted>): string {
  const { jobId, deduped } = accepted.data;
  const lines = [
    `✅ ${WORDING[intent.signal].verb} queued for **${name}**${jobId ? ` (job ${code(jobId, 64)})` : ''}.`,
  ];
  if (deduped) {
    lines.push('The provider reports it as deduped: it joined the same signal queued moments ago.');
  }
  if (accepted.replayed) {
    lines.push('This request had already reached the provider; it answered as before and did not act twice.');
  }
  lines.push("The result appears in the server's activity (`/activity`).");
  return lines.join('\n');
}

/** A provider error whose outcome is unknown: Try again repeats the same request safely. */
export function tryAgainText(problem: string): string {
  return `${problem}\n**Try again** repeats the same request: if it already reached the provider, it is not carried out twice.`;
}
