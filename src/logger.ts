import { type DestinationStream, type Logger, pino } from 'pino';
import { createScrubber, REDACTED } from './scrub.js';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level?: string;
  /** Secret values (tokens, webhook secret) that must never reach a log line, wherever they appear. */
  secrets?: string[];
  /** Where lines go; standard output by default. Tests pass a stream to read what was logged. */
  destination?: DestinationStream;
}

/** Header paths a request/response object may carry; redacted by path before serialisation. */
const REDACT_PATHS = [
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  'request.headers.authorization',
  '*.headers.authorization',
  'headers["service-signature"]',
  'req.headers["service-signature"]',
];

export function createLogger(options: LoggerOptions = {}): Logger {
  const secrets = (options.secrets ?? []).filter((s) => s.length >= 8);
  const scrubber = createScrubber(secrets);
  return pino(
    {
      level: options.level ?? 'info',
      base: { name: 'hostcord' },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      // Path redaction cannot know where a secret ends up (an error message, a URL, a nested
      // field), so the finished line is scrubbed of every configured secret value as well.
      // A secret echoed from outside may arrive encoded (`%5F`, `\u005f`): those forms go too.
      hooks: secrets.length > 0 ? { streamWrite: scrubber.text } : {},
    },
    options.destination,
  );
}
