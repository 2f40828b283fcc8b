import type { DatabaseHandle } from '../db/open.js';
import type { PostgresHandle } from '../db/postgres.js';
import type { WriteFailure } from '../db/write-health.js';
import type { CheckResult, Health } from '../health.js';
import type { Notifier } from '../pipeline/2-inbox/notifier.js';
import type { Repositories } from './repositories.js';

/** Wakes the dispatcher: in this process, and on PostgreSQL in every instance (LISTEN/NOTIFY). */
export interface Wakeups extends Notifier {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The opened database, whichever it is: its repositories, how its writes are doing (the webhook's
 * 503 and `/healthz` read it), which errors mean the database itself failed, and the wake-ups.
 */
export interface Store {
  dialect: 'sqlite' | 'postgres';
  /** Where the data is, as the start line and `/doctor` show it (never a password). */
  shown: string;
  repositories: Repositories;
  writes: { failing(): WriteFailure | undefined; check(): CheckResult; stop(): void };
  /** A failure of the database or the connection (not of one event): the dispatcher stops its pass. */
  isWriteFailure(err: unknown): boolean;
  /** Registers the `database` check of `/healthz`. */
  registerCheck(health: Pick<Health, 'register'>): void;
  /**
   * Events stored for the dispatcher to route: wakes it here and, on PostgreSQL, in the other
   * instances.
   */
  inboxWakeups: Wakeups;
  /** `ok`, or what is wrong: SQLite's quick check of the file; on PostgreSQL, whether it answers. */
  integrity(): Promise<string>;
  /** The SQLite file's handle (tests, scripts); undefined on PostgreSQL. */
  sqlite?: DatabaseHandle;
  /** The PostgreSQL pool's handle (tests); undefined on SQLite. */
  postgres?: PostgresHandle;
  close(): Promise<void>;
}
