import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/open.js';
import { openPostgres, type PostgresHandle } from '../../src/db/postgres.js';
import { usePostgres } from './postgres.js';
import { useTempDir } from './temp-dir.js';

/**
 * The two databases of a contract test, each call a fresh one, closed after the test: `sqlite()`
 * a file in a temporary folder, `postgres()` a copy of the run's migrated template (see
 * postgres.ts). `onClose` adds more to undo after the test (a child process, an app); it runs
 * before the databases that were opened earlier are closed.
 */
export function useDatabases() {
  const tempDir = useTempDir();
  const postgres = usePostgres();
  const closers: Array<() => unknown> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  return {
    sqlite(): DatabaseHandle {
      const handle = openDatabase(join(tempDir(), 'hostcord.db'));
      closers.push(() => handle.close());
      return handle;
    },
    async postgres(): Promise<PostgresHandle> {
      const handle = await openPostgres(await postgres.createDatabase());
      closers.push(() => handle.close());
      return handle;
    },
    onClose(close: () => unknown): void {
      closers.push(close);
    },
  };
}
