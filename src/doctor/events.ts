import { formatDuration } from '../discord/format.js';
import { SIGNATURE_MISMATCH } from '../pipeline/1-intake/signature.js';
import { WRONG_SECRET_FIX } from '../pipeline/1-intake/webhook.js';
import { type Finding, finding } from './types.js';

/**
 * The `events` check of `/healthz`, as the running bot reports it: `npm run doctor` reads it over
 * HTTP, `/doctor` from the bot itself. Read defensively: over HTTP it may come from another version.
 */
export type EventsReport = Record<string, unknown>;

const AREA = 'events';

/** Whether events reach hostcord: the last feed poll and webhook delivery, and how they went. */
export function checkEvents(report: EventsReport | Error, now = Date.now()): Finding[] {
  if (report instanceof Error) return [finding('warning', AREA, report.message)];
  const ago = (value: unknown) => {
    const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    return Number.isFinite(at) ? `${formatDuration(Math.max(0, now - at))} ago` : undefined;
  };
  const out: Finding[] = [];
  const lastEvent = ago(report.lastEventReceivedAt);
  const received = lastEvent ? `last event received ${lastEvent}` : 'no event received yet';
  const feed = report.feed;
  if (typeof feed === 'string') {
    const error = typeof report.feedError === 'string' ? report.feedError : 'no reason given';
    const polled = ago(report.lastPollAt);
    if (feed === 'operator-error') out.push(finding('error', AREA, `the event feed fails: ${error}`));
    else if (feed === 'retrying') {
      out.push(finding('warning', AREA, `the last feed poll failed (${error}); hostcord keeps retrying`));
    } else if (feed === 'history') {
      out.push(finding('ok', AREA, 'reading the feed for the first time; past events are filed, not posted'));
    } else if (polled) out.push(finding('ok', AREA, `feed polled ${polled}: ok; ${received}`));
    else out.push(finding('warning', AREA, `the feed has not been polled yet; ${received}`));
  }
  if (report.webhook === 'served') out.push(...webhookFindings(report, ago, feed === undefined));
  return out;
}

/**
 * The webhook as the running bot saw it. Only deliveries from the provider count: the doctor's own
 * ping is signed here with the same WEBHOOK_SECRET and proves nothing about the provider's. While
 * the newest delivery was refused, every run says so, with the last accepted one apart.
 */
function webhookFindings(
  report: EventsReport,
  ago: (value: unknown) => string | undefined,
  webhookOnly: boolean,
): Finding[] {
  const delivered = ago(report.lastDeliveryAt);
  const rejection = report.lastRejection as
    | { at?: unknown; reason?: unknown; why?: unknown }
    | null
    | undefined;
  const rejected = ago(rejection?.at);
  const refusing =
    rejected && (!delivered || Date.parse(String(rejection?.at)) > Date.parse(String(report.lastDeliveryAt)));
  if (!refusing) {
    return [
      delivered
        ? finding('ok', AREA, `last webhook delivery from the provider taken ${delivered}`)
        : finding(
            webhookOnly ? 'warning' : 'ok',
            AREA,
            'no webhook delivery from the provider since hostcord started; the provider\'s "send test event" sends one',
          ),
    ];
  }
  const accepted = delivered
    ? `the last accepted delivery from the provider came ${delivered}`
    : 'none was accepted since hostcord started';
  const why = typeof rejection?.why === 'string' ? `: ${rejection.why}` : '';
  const refused = `webhook deliveries are refused: the last ${rejected} (${String(rejection?.reason)}${why}); ${accepted}`;
  if (rejection?.reason === 'signature' && rejection.why === SIGNATURE_MISMATCH) {
    return [finding('error', AREA, `${refused}. ${WRONG_SECRET_FIX}`)];
  }
  return [finding('warning', AREA, `${refused}; the log says why`)];
}

/** The running bot's `events` check, from its `/healthz` on this machine. */
export async function readEventsReport(healthUrl: string): Promise<EventsReport | Error> {
  try {
    const res = await fetch(healthUrl, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as { checks?: { events?: EventsReport } };
    const events = body.checks?.events;
    if (events && typeof events === 'object') return events;
    return new Error(`${healthUrl} answered without an events check; is that hostcord?`);
  } catch {
    return new Error(
      `nothing answers at ${healthUrl}, so whether events arrive is not known; start hostcord and run the doctor again`,
    );
  }
}
