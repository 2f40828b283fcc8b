import { postgresSql } from '../db/postgres/sql.js';
import type { PgDb } from '../db/postgres.js';
import { createSeenRecording } from '../db/seen-values.js';
import { createPostgresEventStore } from '../pipeline/2-inbox/event-store-postgres.js';
import { createPostgresRouting } from '../pipeline/3-dispatch/routing-postgres.js';
import { createRepositories, type Repositories, type RepositoryOptions } from './repositories.js';

/**
 * The repositories on PostgreSQL: every repository over its `Sql`, with PostgreSQL's pipeline
 * stores. A module of its own, loaded only when `DATABASE_URL` is set (open.ts): on SQLite,
 * node-postgres and these modules would hold 3.3 MB of heap (imported alone, after a forced GC)
 * that nothing uses.
 */
export function createPostgresRepositories(
  db: PgDb,
  options: RepositoryOptions = {},
  coordination: PgDb = db,
): Repositories {
  // Shared by the event store (filing unwanted activity) and routing: one cache of stored values.
  const seenRecorder = createSeenRecording();
  const pipeline = {
    events: createPostgresEventStore(db, { seen: seenRecorder }),
    routing: createPostgresRouting(db, seenRecorder),
  };
  return createRepositories(postgresSql(db), pipeline, options, postgresSql(coordination));
}
