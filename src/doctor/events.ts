import { type Text, t, text, translate } from '../i18n/catalogue.js';
import { formatDuration } from '../i18n/format.js';
import type { Locale } from '../i18n/locale.js';
import { SIGNATURE_MISMATCH } from '../pipeline/1-intake/signature.js';
import { type Finding, finding, type Words, wordsIn } from './types.js';

/**
 * The `events` check of `/healthz`, as the running bot reports it: `npm run doctor` reads it over
 * HTTP, `/doctor` from the bot itself. Read defensively: over HTTP it may come from another version.
 */
export type EventsReport = Record<string, unknown>;

/** Why the running bot's events check could not be read, in words for the finding. */
export class EventsUnread extends Error {
  override readonly name = 'EventsUnread';
  constructor(readonly said: Text) {
    super(translate('en-US', said));
  }
}

const AREA = text('doctor.area.events');

/** The bot's own reasons (feed errors, rejections) are quoted as it wrote them: English, as in its log. */
function reasonOf(value: unknown): Words {
  return typeof value === 'string' ? () => value : text('doctor.events.noReason');
}

/** Whether events reach hostcord: the last feed poll and webhook delivery, and how they went. */
export function checkEvents(report: EventsReport | Error, now = Date.now()): Finding[] {
  if (report instanceof Error)
    return [finding('warning', AREA, report instanceof EventsUnread ? report.said : () => report.message)];
  /** How long ago a time of the report was, in the reader's units; undefined when there is none. */
  const ago = (value: unknown) => {
    const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    return Number.isFinite(at)
      ? (locale: Locale) => formatDuration(locale, Math.max(0, now - at))
      : undefined;
  };
  const out: Finding[] = [];
  const received = ago(report.lastEventReceivedAt);
  const feed = report.feed;
  if (typeof feed === 'string') {
    const error = (locale: Locale) => wordsIn(locale, reasonOf(report.feedError));
    const polled = ago(report.lastPollAt);
    if (feed === 'operator-error') {
      out.push(finding('error', AREA, (l) => t(l, 'doctor.events.feedFails', { error: error(l) })));
    } else if (feed === 'retrying') {
      out.push(finding('warning', AREA, (l) => t(l, 'doctor.events.feedRetrying', { error: error(l) })));
    } else if (feed === 'history') {
      out.push(finding('ok', AREA, text('doctor.events.history')));
    } else if (polled) {
      out.push(
        finding('ok', AREA, (l) =>
          received
            ? t(l, 'doctor.events.polledReceived', { polled: polled(l), received: received(l) })
            : t(l, 'doctor.events.polledNone', { polled: polled(l) }),
        ),
      );
    } else {
      out.push(
        finding('warning', AREA, (l) =>
          received
            ? t(l, 'doctor.events.notPolledReceived', { received: received(l) })
            : t(l, 'doctor.events.notPolledNone'),
        ),
      );
    }
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
  ago: (value: unknown) => ((locale: Locale) => string) | undefined,
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
        ? finding('ok', AREA, (l) => t(l, 'doctor.events.delivered', { ago: delivered(l) }))
        : finding(webhookOnly ? 'warning' : 'ok', AREA, text('doctor.events.noDelivery')),
    ];
  }
  // The bot's own words for the rejection (`signature: signature does not match`), as in its log.
  const reason = `${String(rejection?.reason)}${typeof rejection?.why === 'string' ? `: ${rejection.why}` : ''}`;
  const wrongSecret = rejection?.reason === 'signature' && rejection.why === SIGNATURE_MISMATCH;
  const message = (l: Locale) => {
    const last = { rejected: rejected(l), reason };
    if (wrongSecret) {
      return delivered
        ? t(l, 'doctor.events.wrongSecretAccepted', { ...last, delivered: delivered(l) })
        : t(l, 'doctor.events.wrongSecretNone', last);
    }
    return delivered
      ? t(l, 'doctor.events.refusedAccepted', { ...last, delivered: delivered(l) })
      : t(l, 'doctor.events.refusedNone', last);
  };
  return [finding(wrongSecret ? 'error' : 'warning', AREA, message)];
}

/** The running bot's `events` check, from its `/healthz` on this machine. */
export async function readEventsReport(healthUrl: string): Promise<EventsReport | Error> {
  try {
    const res = await fetch(healthUrl, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as { checks?: { events?: EventsReport } };
    const events = body.checks?.events;
    if (events && typeof events === 'object') return events;
    return new EventsUnread(text('doctor.events.noCheck', { url: healthUrl }));
  } catch {
    return new EventsUnread(text('doctor.events.nothingAnswers', { url: healthUrl }));
  }
}
