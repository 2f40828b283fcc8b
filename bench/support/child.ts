import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts `bench/support/<script>` in a process of its own (a ceiling or a trimmed harness) and
 * resolves with the port it sends once listening; `child.send('stop')` ends it.
 */
export async function startChild(script: string, args: string[]) {
  const child: ChildProcess = fork(fileURLToPath(new URL(`./${script}`, import.meta.url)), args, {
    execArgv: process.execArgv,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', resolve as never);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { child, port, exited };
}
