import { spawn } from 'node:child_process';
import { DIST_MAIN } from './dist.js';

export interface MainProcess {
  pid: number;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  kill(signal?: NodeJS.Signals): void;
}

/**
 * Runs the real entry point (or another script of ours, `distOf('scripts/….ts')`), compiled as users
 * run it (dist.ts keeps it up to date), as a child process with exactly the given environment, in
 * `cwd` (a temp dir, so no stray `.env` is read).
 */
export function runMain(
  env: Record<string, string>,
  cwd: string,
  script = DIST_MAIN,
  args: string[] = [],
): MainProcess {
  return runNode([script, ...args], env, cwd);
}

/**
 * The real entry point on a terminal, as an operator starts it by hand: util-linux's `script` gives
 * it a pseudo-terminal as standard output (the pty's line endings, `\r\n`, come back as written).
 */
export function runMainOnTerminal(env: Record<string, string>, cwd: string): MainProcess {
  const command = [process.execPath, DIST_MAIN].map(quoted).join(' ');
  return runProcess('script', ['-qec', command, '/dev/null'], env, cwd);
}

const quoted = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/** `node <args>` as a child process with exactly the given environment, its output captured. */
export function runNode(args: string[], env: Record<string, string>, cwd: string): MainProcess {
  return runProcess(process.execPath, args, env, cwd);
}

function runProcess(file: string, args: string[], env: Record<string, string>, cwd: string): MainProcess {
  const started = Date.now();
  const child = spawn(file, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>(
    (resolve) => {
      child.on('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - started }));
    },
  );
  return {
    pid: child.pid ?? -1,
    stdout: () => out,
    stderr: () => err,
    exited,
    kill: (signal = 'SIGTERM') => child.kill(signal),
  };
}

/** Waits until the child answers /healthz with Discord connected (it is then ready for work). */
export async function waitUntilHealthy(base: string, child: MainProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${base}/healthz`).catch(() => undefined);
    const body = res && ((await res.json()) as { checks?: { discord?: { ok?: boolean } } });
    if (body?.checks?.discord?.ok === true) return;
    if (Date.now() > deadline)
      throw new Error(`the child never became ready: ${child.stderr().slice(-1000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
