// First: it sets how V8 sizes the heap before anything else allocates.
import './heap-policy.js';
import { ConfigError, loadConfig, problemsReport, secretsOf } from './config.js';
import { createLogger, logFormatFor } from './logger.js';

/**
 * Entry point: configuration, then the composition root, then signals. Bad configuration ends the
 * process at once with one line per problem and no stack trace.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    reportProblems(err);
    process.exitCode = 1;
    return;
  }

  const log = createLogger({
    level: config.logLevel,
    secrets: secretsOf(config),
    format: logFormatFor(config.logFormat, process.stdout.isTTY === true),
  });
  for (const warning of config.warnings) log.warn({ fix: warning.fix }, warning.message);

  // Anything unexpected ends the process (a supervisor restarts it; the inbox and outbox make that
  // safe): carrying on in an unknown state could double or lose alerts.
  const fatal = (err: unknown) => {
    log.fatal({ err }, 'unexpected error, exiting');
    process.exit(1);
  };
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);

  // Loaded only once the configuration is known to be good, so a bad one is reported at once.
  const { createApp } = await import('./app.js');
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    (app?.stop() ?? Promise.resolve()).then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    app = await createApp(config, log);
    await app.start();
  } catch (err) {
    // The database or the listener refused what the configuration asks for: the operator's to fix.
    if (err instanceof ConfigError) reportProblems(err);
    else log.fatal({ err }, 'hostcord could not start');
    await app?.stop().catch(() => undefined);
    process.exit(1);
  }
}

function reportProblems(err: ConfigError): void {
  process.stderr.write(problemsReport(err));
}

await main();
