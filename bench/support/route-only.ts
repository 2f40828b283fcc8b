/**
 * A trimmed harness, not the product: hostcord's webhook route alone (signature check, validation,
 * SQLite insert with synchronous=FULL through group commit) with logging off, and no dispatcher,
 * sender, Discord client or feed. Shows what the route costs by itself; its figure is labelled so.
 */

import { openDatabase } from '../../src/db/open.js';
import { createHealth } from '../../src/health.js';
import { buildServer } from '../../src/http/server.js';
import { createLogger } from '../../src/logger.js';
import { createGroupCommit } from '../../src/pipeline/1-intake/group-commit.js';
import { createSqliteEventStore } from '../../src/pipeline/2-inbox/event-store.js';
import { createInboxStatements } from '../../src/pipeline/2-inbox/inbox.js';

const [dbPath, secret] = process.argv.slice(2) as [string, string];
const database = openDatabase(dbPath);
const log = createLogger({ level: 'silent' });
const app = buildServer({
  log,
  health: createHealth(),
  webhook: {
    secret,
    store: createGroupCommit(createSqliteEventStore(database.db, createInboxStatements(database.db))).store,
    log,
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('message', async () => {
  await app.close();
  database.close();
  process.exit(0);
});
// The benchmark that started this process is gone: so is the reason to run.
process.on('disconnect', () => process.exit(0));
