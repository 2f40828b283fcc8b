import { isConnectionFailure, postgresCode } from './postgres-health.js';
import { errorCode, isStorageFailure } from './write-health.js';

/** Why the database stores nothing right now, in the words a member is told (src/discord/messages.ts). */
export type StorageProblem = 'full' | 'read-only' | 'failing';

/**
 * What a failed write says about the database itself, on either one: its disk is full (SQLite's
 * SQLITE_FULL, PostgreSQL's 53100), it is read-only (SQLITE_READONLY, a standby's 25006), or it fails
 * otherwise or cannot be reached; undefined when the database is fine and the write was refused for
 * its own sake (a constraint, a bug). The codes of the two never overlap.
 */
export function storageProblem(err: unknown): StorageProblem | undefined {
  if (isStorageFailure(err)) {
    const code = errorCode(err);
    if (code.startsWith('SQLITE_FULL')) return 'full';
    if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_PERM')) return 'read-only';
    return 'failing';
  }
  if (isConnectionFailure(err)) {
    const code = postgresCode(err);
    if (code === '53100') return 'full';
    if (code === '25006') return 'read-only';
    return 'failing';
  }
  return undefined;
}
