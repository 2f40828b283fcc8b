import { createRequire } from 'node:module';
import { type DestinationStream, type Logger, pino, stdSerializers } from 'pino';
import { createScrubber, REDACTED } from './scrub.js';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level?: string;
  /** Secret values (tokens, webhook secret) that must never reach a log line, wherever they appear. */
  secrets?: string[];
  /** Where lines go; standard output by default. Tests pass a stream to read what was logged. */
  destination?: DestinationStream;
  /** `json` (one object a line, the default) or `pretty` (pino-pretty's lines, for people reading). */
  format?: 'pretty' | 'json';
}

/** LOG_FORMAT, or by where the lines go: pretty for a person at a terminal, JSON for everything else. */
export function logFormatFor(configured: 'pretty' | 'json' | undefined, isTerminal: boolean) {
  return configured ?? (isTerminal ? 'pretty' : 'json');
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

/** pino's number for `error`: lines below it (warnings, info) are about things the operator fixes. */
const ERROR_LEVEL = 50;

export function createLogger(options: LoggerOptions = {}): Logger {
  const secrets = (options.secrets ?? []).filter((s) => s.length >= 8);
  const scrubber = createScrubber(secrets);
  const level = options.level ?? 'info';
  // A warning names something to fix (a refused token, a channel gone); its stack trace is noise
  // there, and is kept only when someone asked for detail. Errors keep theirs: they may be bugs.
  const keepStacks = level === 'debug' || level === 'trace';
  return pino(
    {
      level,
      base: { name: 'hostcord' },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        err: (value: unknown) =>
          value instanceof Stackless ? value.facts : stdSerializers.err(value as Error),
      },
      hooks: {
        logMethod(args, method, callLevel) {
          if (!keepStacks && callLevel < ERROR_LEVEL) withoutStack(args);
          return method.apply(this, args);
        },
        // Path redaction cannot know where a secret ends up (an error message, a URL, a nested
        // field), so the finished line is scrubbed of every configured secret value as well.
        // A secret echoed from outside may arrive encoded (`%5F`, `\u005f`): those forms go too.
        ...(secrets.length > 0 && { streamWrite: scrubber.text }),
      },
    },
    options.format === 'pretty' ? prettyStream(options.destination) : options.destination,
  );
}

/**
 * pino-pretty turns each finished JSON line (already scrubbed: `streamWrite` runs first) into
 * lines for people. Synchronous, so a fatal line written just before the process exits is shown.
 */
function prettyStream(given: DestinationStream | undefined) {
  // Loaded only when asked for: JSON, the format of services, does without it (1.7 MB of memory).
  const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  const destination = given ?? pino.destination({ dest: 1, sync: true });
  const pretty = prettyFactory({
    // Colours where standard output takes them (pino-pretty's own test); never into a given stream.
    ...(given && { colorize: false }),
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l',
    ignore: 'name,component',
    messageFormat: '{if component}{component}: {end}{msg}',
  });
  return { write: (line: string) => destination.write(pretty(line)) };
}

/** An error logged without its stack: what the `err` serializer writes instead of the error. */
class Stackless {
  readonly facts: Record<string, unknown>;
  constructor(err: Error) {
    this.facts = { type: err.name, message: err.message };
    for (const [key, value] of Object.entries(err)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) this.facts[key] = value;
    }
    if (err.cause instanceof Error) this.facts.cause = err.cause.message;
  }
}

/** Replaces an error given to a log call (`{ err }` or the error itself) by its stackless facts. */
function withoutStack(args: unknown[]): void {
  const [first] = args;
  if (first instanceof Error) {
    args[0] = { err: new Stackless(first) };
    // pino takes the error's message as the line's when no message is given.
    if (args.length === 1) args.push(first.message);
  } else if (
    typeof first === 'object' &&
    first !== null &&
    (first as { err?: unknown }).err instanceof Error
  ) {
    args[0] = { ...first, err: new Stackless((first as { err: Error }).err) };
  }
}
