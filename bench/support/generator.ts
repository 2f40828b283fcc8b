import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Job {
  /** Where deliveries are posted, e.g. http://127.0.0.1:8080/webhook. */
  url: string;
  /**
   * Several instances behind one address, as a load balancer spreads them: each delivery goes to the
   * next of these in turn (round robin), each over its own keep-alive connections; `url` is ignored.
   */
  urls?: string[];
  /** Signs each delivery's body (any value for a target that does not check). */
  secret: string;
  /** The server the events are about. */
  serverId: string;
  connections: number;
  seconds: number;
  /** Deliveries per second (open loop); absent: closed loop, each connection as fast as answered. */
  rate?: number;
  /** Also hand back each delivery's planned send time (ms since the epoch) and latency. */
  keepTimes?: boolean;
}

export interface JobResult {
  seconds: number;
  /** Answered 200. */
  ok: number;
  failed: number;
  statuses: Record<string, number>;
  /** Milliseconds, from the send (closed loop) or the planned send time (fixed rate) to the answer. */
  p50: number;
  p99: number;
  max: number;
  /** Event ids of the deliveries answered 200. */
  acked: string[];
  /** With `keepTimes`: [planned send time in ms since the epoch, latency in ms] per delivery. */
  times?: Array<[number, number]>;
}

export interface Generator {
  pid: number;
  run(job: Job): Promise<JobResult>;
  close(): Promise<void>;
}

/** Starts load-generator.ts as a child process (through tsx, as the benchmark itself runs). */
export async function startGenerator(): Promise<Generator> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the load generator exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid ?? -1,
    run(job) {
      return new Promise((resolve, reject) => {
        child.once('message', (result: JobResult | { error: string }) =>
          'error' in result ? reject(new Error(`load generator: ${result.error}`)) : resolve(result),
        );
        child.send(job);
      });
    },
    async close() {
      child.send('close');
      await exited;
    },
  };
}
